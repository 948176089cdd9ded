// WCAG 2 contrast of a text colour on its background, and the text/background pairs of a laid-out
// tree (the Satori element tree a template becomes), so a test can check every pair the templates
// actually print instead of a hand-kept list.

type Rgb = readonly [number, number, number];

const NAMED: Readonly<Record<string, string>> = { white: '#ffffff', black: '#000000' };

/** `#rgb`, `#rrggbb`, `rgb(r, g, b)` or white/black; undefined for anything else. */
export function parseColour(value: string): Rgb | undefined {
  const v = (NAMED[value.trim().toLowerCase()] ?? value).trim();
  let m = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(v);
  if (m) return [m[1]!, m[2]!, m[3]!].map((h) => parseInt(h + h, 16)) as unknown as Rgb;
  m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(v);
  if (m) return [m[1]!, m[2]!, m[3]!].map((h) => parseInt(h, 16)) as unknown as Rgb;
  m = /^rgb\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*\)$/i.exec(v);
  if (m) return [Number(m[1]), Number(m[2]), Number(m[3])];
  return undefined;
}

const channel = (c: number): number => {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
const luminance = ([r, g, b]: Rgb): number => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);

/** The WCAG contrast ratio of two colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const x = parseColour(a);
  const y = parseColour(b);
  if (!x || !y) throw new Error(`not a colour: ${x ? b : a}`);
  const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

interface Node {
  readonly type: string;
  readonly props: { style?: Record<string, string | number>; children?: readonly (Node | string)[] | string };
}

export interface TextPair {
  readonly text: string;
  readonly colour: string;
  /** Every colour the text may sit on: one for a flat fill, each stop of a gradient. */
  readonly backgrounds: readonly string[];
}

const COLOUR_IN = /#[0-9a-f]{3,8}\b|rgba?\([^)]*\)|\bwhite\b|\bblack\b/gi;

function backgroundOf(style: Record<string, string | number>): string[] | undefined {
  for (const key of ['backgroundColor', 'background', 'backgroundImage']) {
    const v = style[key];
    if (typeof v !== 'string' || v === 'transparent' || v === 'none') continue;
    const colours = v.match(COLOUR_IN);
    if (colours?.length) return colours;
  }
  return undefined;
}

/** Every run of printed text in the tree with its colour and what it is printed on (`paper` outside any fill). */
export function textPairs(root: Node, paper = '#ffffff', ink = '#000000'): TextPair[] {
  const out: TextPair[] = [];
  const walk = (n: Node, colour: string, backgrounds: readonly string[]): void => {
    const style = n.props.style ?? {};
    const c = typeof style.color === 'string' ? style.color : colour;
    const bg = backgroundOf(style) ?? backgrounds;
    const kids = n.props.children;
    const list = typeof kids === 'string' ? [kids] : (kids ?? []);
    for (const k of list) {
      if (typeof k === 'string') {
        if (k.trim()) out.push({ text: k.trim(), colour: c, backgrounds: bg });
      } else walk(k, c, bg);
    }
  };
  walk(root, ink, [paper]);
  return out;
}
