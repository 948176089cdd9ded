// game-icons bodies, looked up in icons.json's text on demand. The file is 6 MB; parsing it
// whole costs every render worker ~50 ms at start, while a card set uses a dozen icons.
const NAME = /^[a-z0-9][a-z0-9-]*$/;

export interface IconIndex {
  /** SVG body of the icon (aliases resolved), or undefined when the set has no such icon. */
  body(name: string): string | undefined;
  readonly size: number;
}

/** JSON string literal starting at `text[at]` (the opening quote), decoded. */
function stringAt(text: string, at: number): string {
  const m = /"((?:[^"\\]|\\.)*)"/y;
  m.lastIndex = at;
  const hit = m.exec(text);
  if (!hit) throw new Error(`icons.json: no string at offset ${at}`);
  return JSON.parse(hit[0]) as string;
}

/** The value of `"key": "..."` inside the object `"name": { ... }`, searched in text[from, to). */
function field(text: string, from: number, to: number, name: string, key: string): string | undefined {
  const re = new RegExp(`"${name}"\\s*:\\s*\\{\\s*"${key}"\\s*:\\s*(?=")`, 'g');
  re.lastIndex = from;
  const m = re.exec(text);
  if (!m || m.index >= to) return undefined;
  return stringAt(text, m.index + m[0].length);
}

export function iconIndex(json: string): IconIndex {
  const icons = json.search(/"icons"\s*:\s*\{/);
  if (icons < 0) throw new Error('icons.json: no "icons" object');
  const aliasesAt = json.search(/"aliases"\s*:\s*\{/);
  const iconsEnd = aliasesAt > icons ? aliasesAt : json.length;
  const width = /"width"\s*:\s*(\d+)\s*,?\s*"height"\s*:\s*\d+\s*\}\s*$/.exec(json);
  const memo = new Map<string, string | undefined>();
  const lookup = (name: string, depth: number): string | undefined => {
    if (!NAME.test(name) || depth > 4) return undefined;
    const body = field(json, icons, iconsEnd, name, 'body');
    if (body !== undefined || aliasesAt < 0) return body;
    const parent = field(json, aliasesAt, json.length, name, 'parent');
    return parent === undefined ? undefined : lookup(parent, depth + 1);
  };
  return {
    size: width ? Number(width[1]) : 512,
    body(name) {
      if (!memo.has(name)) memo.set(name, lookup(name, 0));
      return memo.get(name);
    },
  };
}
