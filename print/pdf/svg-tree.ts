// Parse SVG text into a small element tree. A regex tokenizer rather than htmlparser2: the
// render workers run without TurboFan, where a char-by-char JS tokenizer is the biggest cost
// per card, while V8's regex engine stays native. Measured (bench/library-swaps.bench.ts, 30
// bundled card SVGs of ~23 KB, 2026-12-02, load average 3): per card 1.07 ms here against 7.10 ms
// for htmlparser2 under the render workers' flags (6.6×); with V8's defaults a tie (0.48 / 0.42 ms).
// Well-formed SVG gives the same tree as
// htmlparser2 in XML mode with entities decoded (svg-tree.test.ts checks that); malformed
// markup throws a parse error with its offset instead of being guessed at.

/** Read-only once parsed: svg-to-pdf shares the trees of repeated nested images between cards. */
export interface SvgNode {
  readonly name: string;
  readonly attrs: Readonly<Record<string, string>>;
  readonly children: readonly SvgNode[];
  /** Text content (for <text> and <style>). */
  readonly text: string;
}

/** The parser's view while it builds the tree. */
interface OpenNode {
  readonly name: string;
  readonly attrs: Readonly<Record<string, string>>;
  readonly children: OpenNode[];
  text: string;
}

// XML whitespace only: \s would also split on U+00A0 and friends, which htmlparser2 keeps in names.
const WS = '[ \\t\\n\\r\\f]';
const NAME = `[^ \\t\\n\\r\\f/<>"'=]+`;
// `<!` and `<?` never start a tag name.
const TAG_NAME = `[^ \\t\\n\\r\\f/<>"'=!?][^ \\t\\n\\r\\f/<>"'=]*`;
const ATTRS = `(?:${WS}+${NAME}${WS}*=${WS}*(?:"[^"]*"|'[^']*'))*`;
/**
 * One token at the current offset (sticky). Groups: 1 text, 2 tag name, 3 attributes,
 * 4 self-closing slash, 5 closing tag name, 6 CDATA text. Comments, `<?...?>` and `<!...>`
 * declarations match without a group and are skipped.
 */
const TOKEN = new RegExp(
  `([^<]+)|<(?:(${TAG_NAME})(${ATTRS})${WS}*(/?)>|/(${NAME})${WS}*>|!\\[CDATA\\[([^]*?)\\]\\]>|!--[^]*?--!?>|\\?[^]*?\\?>|!(?!--|\\[CDATA\\[)[^>]*>)`,
  'y',
);
const ATTR = new RegExp(`(${NAME})${WS}*=${WS}*(?:"([^"]*)"|'([^']*)')`, 'g');
// XML's five named entities and numeric references; anything else stays as written (like htmlparser2).
const ENTITY = /&(?:#(?:([0-9]+)|[xX]([0-9a-fA-F]+))|(amp|lt|gt|quot|apos));/g;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntity(_m: string, dec: string | undefined, hex: string | undefined, named: string | undefined): string {
  if (named) return NAMED[named]!;
  const cp = dec !== undefined ? Number.parseInt(dec, 10) : Number.parseInt(hex!, 16);
  return cp === 0 || (cp >= 0xd800 && cp <= 0xdfff) || cp > 0x10ffff ? '\uFFFD' : String.fromCodePoint(cp);
}

function decode(s: string): string {
  return s.includes('&') ? s.replace(ENTITY, decodeEntity) : s;
}

function parseAttrs(src: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  if (!src) return attrs;
  const amp = src.includes('&');
  ATTR.lastIndex = 0;
  for (let m = ATTR.exec(src); m; m = ATTR.exec(src)) {
    const name = m[1]!;
    // The first of duplicate attributes wins, as in htmlparser2.
    if (attrs[name] === undefined || !Object.hasOwn(attrs, name)) {
      const v = m[2] ?? m[3]!;
      attrs[name] = amp ? decode(v) : v;
    }
  }
  return attrs;
}

function parseError(offset: number, what: string): Error {
  return new Error(`SVG parse error at offset ${offset}: ${what}`);
}

/** Why no token matched at `<`. */
function malformed(svg: string, at: number): Error {
  const rest = svg.slice(at, at + 9);
  if (rest.startsWith('<!--')) return parseError(at, 'unterminated comment');
  if (rest.startsWith('<![CDATA[')) return parseError(at, 'unterminated CDATA section');
  if (rest.startsWith('<?')) return parseError(at, "unterminated '<?' processing instruction");
  if (rest.startsWith('</')) return parseError(at, `malformed closing tag '${svg.slice(at, at + 40)}'`);
  if (/^<[^ \t\n\r\f/<>"'=!?]/.test(rest))
    return parseError(
      at,
      `malformed tag '${svg.slice(at, at + 40)}' (unterminated, or an attribute without a quoted value)`,
    );
  return parseError(at, "stray '<'");
}

export function parseSvg(svg: string): SvgNode {
  const root: OpenNode = { name: '#root', attrs: {}, children: [], text: '' };
  const stack: OpenNode[] = [root];
  const openedAt: number[] = [0];
  let top = root;
  let pos = 0;
  while (pos < svg.length) {
    TOKEN.lastIndex = pos;
    const m = TOKEN.exec(svg);
    if (!m) throw malformed(svg, pos);
    if (m[1] !== undefined) top.text += decode(m[1]);
    else if (m[2] !== undefined) {
      const node: OpenNode = { name: m[2], attrs: parseAttrs(m[3]!), children: [], text: '' };
      top.children.push(node);
      if (!m[4]) {
        stack.push(node);
        openedAt.push(pos);
        top = node;
      }
    } else if (m[5] !== undefined) {
      if (m[5] !== top.name || stack.length === 1)
        throw parseError(pos, `</${m[5]}> does not close ${stack.length > 1 ? `<${top.name}>` : 'any element'}`);
      stack.pop();
      openedAt.pop();
      top = stack[stack.length - 1]!;
    } else if (m[6] !== undefined) top.text += m[6];
    pos = TOKEN.lastIndex;
  }
  if (stack.length > 1)
    throw parseError(svg.length, `<${top.name}> opened at offset ${openedAt[openedAt.length - 1]} is never closed`);
  const svgNode = root.children.find((c) => c.name === 'svg');
  if (!svgNode) throw new Error('not an SVG document: no <svg> element');
  return svgNode;
}

/** Every element with an id, for url(#id) references. */
export function indexIds(node: SvgNode, map = new Map<string, SvgNode>()): Map<string, SvgNode> {
  const id = node.attrs.id;
  if (id) map.set(id, node);
  for (const c of node.children) indexIds(c, map);
  return map;
}

/** The root `<svg>` element's children as source text, for cutting and splicing a document. */
export interface SvgParts {
  /** Everything up to and including the root's start tag. */
  readonly head: string;
  readonly children: readonly { readonly name: string; readonly src: string }[];
  /** The root's end tag and anything after it. */
  readonly tail: string;
}

export function splitSvg(svg: string): SvgParts {
  let pos = 0;
  let depth = 0;
  let head = '';
  let start = 0;
  let name = '';
  const children: { name: string; src: string }[] = [];
  while (pos < svg.length) {
    TOKEN.lastIndex = pos;
    const m = TOKEN.exec(svg);
    if (!m) throw malformed(svg, pos);
    const at = pos;
    pos = TOKEN.lastIndex;
    if (m[2] !== undefined) {
      if (depth === 0 && !head) {
        if (m[2] !== 'svg') continue; // a prologue element is not the root
        head = svg.slice(0, pos);
        if (m[4]) return { head, children, tail: '' };
        depth = 1;
      } else {
        if (depth === 1) {
          start = at;
          name = m[2];
        }
        if (m[4]) {
          if (depth === 1) children.push({ name, src: svg.slice(start, pos) });
        } else depth++;
      }
    } else if (m[5] !== undefined && head) {
      depth--;
      if (depth === 1) children.push({ name, src: svg.slice(start, pos) });
      if (depth === 0) return { head, children, tail: svg.slice(at) };
    }
  }
  throw new Error('not an SVG document: no complete <svg> element');
}
