// Splits a card file that is a plain top-level list (`- type: ...` items at column 0) into one
// text per card, without parsing YAML, so a cache can revalidate only the cards whose text
// changed. Conservative: anything that could make an item's meaning depend on the text around it
// (document markers, directives, other column-0 content) makes the file unsplittable.

export interface CardChunks {
  /** Each item's text, from its `-` line up to the next item (trailing comments included). */
  readonly texts: string[];
  /** 1-based line of each item's first line. */
  readonly lines: number[];
  /**
   * For each item, the earlier items it may take anchors from (ascending, transitive): an item
   * parsed after exactly these items means what it means in the whole file.
   */
  readonly deps: number[][];
}

// What yaml accepts in an anchor or alias name: anything but whitespace and flow indicators.
// Matching every `&name` / `*name`, even inside text, finds a superset of the real ones.
const PROPERTY = /[&*][^ \t\r\n,[\]{}]+/g;

/** yaml's toJS refuses a document whose alias expansion may explode (its maxAliasCount). */
const MAX_ALIAS_COUNT = 100;

/**
 * An upper bound of yaml's alias count for each anchor name, from the text alone. yaml counts,
 * per anchor, its aliases times the largest such count among the aliases inside the anchored
 * node; a node starts at its `&` and ends inside its item, so an alias can only be inside the
 * node of an anchor that comes before it in the same item. Too large (or circular) means the
 * whole file and a subset of its items might fall on different sides of yaml's limit.
 */
function aliasCountsBounded(texts: readonly string[]): boolean {
  const uses = new Map<string, number>();
  const inner = new Map<string, Set<string>>();
  for (const t of texts) {
    const open: string[] = [];
    for (const [m] of t.matchAll(PROPERTY)) {
      const name = m.slice(1);
      if (m[0] === '&') {
        open.push(name);
        continue;
      }
      uses.set(name, (uses.get(name) ?? 0) + 1);
      for (const a of open) (inner.get(a) ?? inner.set(a, new Set()).get(a)!).add(name);
    }
  }
  const bound = new Map<string, number>(uses);
  for (let changed = true; changed; ) {
    changed = false;
    for (const [name, count] of uses) {
      let deepest = 1;
      for (const z of inner.get(name) ?? []) deepest = Math.max(deepest, bound.get(z) ?? 1);
      const b = count * deepest;
      if (b > MAX_ALIAS_COUNT) return false;
      if (b > bound.get(name)!) {
        bound.set(name, b);
        changed = true;
      }
    }
  }
  return true;
}

/** Whether text[from, to) holds only spaces and tabs, then maybe a comment. */
function blankOrComment(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 35) return true; // #
    if (c !== 32 && c !== 9 && !(c === 13 && i === to - 1)) return false;
  }
  return true;
}

/** `undefined` when the file is not a plain list of items at column 0 (then parse it whole). */
export function splitCardList(text: string): CardChunks | undefined {
  if (/\r(?!\n)/.test(text)) return undefined;
  const starts: number[] = [];
  const lines: number[] = [];
  let lineNo = 1;
  for (let offset = 0; offset < text.length; lineNo++) {
    const nl = text.indexOf('\n', offset);
    const end = nl < 0 ? text.length : nl;
    const c = text.charCodeAt(offset);
    const after = offset + 1 < end ? text.charCodeAt(offset + 1) : -1;
    if (c === 45 && (after === 32 || after === -1 || (after === 13 && offset + 2 === end))) {
      // `- ...` or a lone `-`: an item starts.
      starts.push(offset);
      lines.push(lineNo);
    } else if (!(c === 32 && starts.length) && !blankOrComment(text, offset, end)) {
      // Content before the first item, or column-0 content that is not an item.
      return undefined;
    }
    offset = end + 1;
  }
  if (!starts.length) return undefined;
  const texts = starts.map((s, i) => text.slice(s, starts[i + 1] ?? text.length));

  if (!aliasCountsBounded(texts)) return undefined;
  const anchors: Set<string>[] = [];
  const aliases: Set<string>[] = [];
  for (const t of texts) {
    const an = new Set<string>();
    const al = new Set<string>();
    for (const [m] of t.matchAll(PROPERTY)) (m[0] === '&' ? an : al).add(m.slice(1));
    anchors.push(an);
    aliases.push(al);
  }

  const deps: number[][] = [];
  for (let i = 0; i < texts.length; i++) {
    const set = new Set<number>();
    for (const name of aliases[i]!) {
      for (let j = 0; j < i; j++) {
        if (!anchors[j]!.has(name) || set.has(j)) continue;
        set.add(j);
        for (const d of deps[j]!) set.add(d);
      }
    }
    deps.push([...set].sort((a, b) => a - b));
  }
  return { texts, lines, deps };
}
