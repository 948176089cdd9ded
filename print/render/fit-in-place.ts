// Text fit measured inside the real layout: each fit box's content is wrapped in a marker box of
// natural height, so the one Satori call that lays out the card also tells whether every box fits
// at its own size. That is the usual case, and then its SVG, markers removed, is the card: the
// separate measuring call (a quarter of a card's render time) is skipped. The wrapper lays the
// content out exactly as the box does, which holds for the box shapes accepted below; any other
// box is measured the separate way (fit.ts).
import { lengthPx, type Style } from '../../templates/css-style.js';
import type { SatoriChild, SatoriNode } from './html-to-satori.js';

export interface MarkedBox {
  readonly node: SatoriNode;
  /** Height (px) the content may take: the box's height less its vertical padding and borders. */
  readonly room: number;
  readonly marker: string;
}

export interface Marked {
  readonly boxes: readonly MarkedBox[];
  /** Puts the boxes' own children back (the tree is then as it was). */
  restore(): void;
  /** Content height and horizontal text overflow (px) of each box; undefined when a marker is missing. */
  measures(svg: string): ({ height: number; overflowX: number } | undefined)[];
  /** The SVG without the marker rectangles; undefined if a marker colour would remain in it. */
  strip(svg: string): string | undefined;
}

const SAFE_JUSTIFY = new Set([undefined, 'flex-start', 'start', 'center', 'flex-end', 'end']);
const SAFE_ALIGN = new Set(['center', 'flex-start', 'start', 'flex-end', 'end']);

/** Top and bottom of a 1–4 value shorthand (`3px 0 1px` → [3, 1]); undefined when not absolute lengths. */
function topBottom(value: string | number | undefined): [number, number] | undefined {
  if (value === undefined) return [0, 0];
  if (typeof value === 'number') return [value, value];
  const parts = value.trim().split(/\s+/).map(lengthPx);
  if (parts.length > 4 || parts.some((p) => p === undefined)) return undefined;
  return [parts[0]!, parts[2] ?? parts[0]!];
}

/** A border shorthand's width (`1.067px solid #abc`); 0 for none; undefined when unreadable (`thin`, no width). */
function borderWidth(value: string | number | undefined): number | undefined {
  if (value === undefined) return 0;
  if (typeof value === 'number') return value;
  const tokens = value.trim().split(/\s+/);
  const widths = tokens.map(lengthPx).filter((n): n is number => n !== undefined);
  if (widths.length === 1) return widths[0];
  return !widths.length && tokens.includes('none') ? 0 : undefined;
}

/**
 * Vertical padding + borders of a style, or undefined when a value is not a plain length or a
 * shorthand and its longhand are both given (their order would decide).
 */
export function verticalInsets(s: Style): number | undefined {
  if (s.boxSizing === 'content-box') return 0;
  const both = (short: string, ...longs: string[]): boolean =>
    s[short] !== undefined && longs.some((l) => s[l] !== undefined);
  if (
    both('padding', 'paddingTop', 'paddingBottom') ||
    both('border', 'borderTop', 'borderBottom', 'borderWidth', 'borderTopWidth', 'borderBottomWidth') ||
    both('borderWidth', 'borderTopWidth', 'borderBottomWidth')
  )
    return undefined;
  const pad = topBottom(s.padding);
  const all = borderWidth(s.border);
  const widths =
    s.borderWidth !== undefined
      ? topBottom(s.borderWidth)
      : all === undefined
        ? undefined
        : ([all, all] as [number, number]);
  if (!pad || !widths) return undefined;
  const side = (v: string | number | undefined, fallback: number): number | undefined =>
    v === undefined ? fallback : lengthPx(v);
  const edge = (short: string, long: string, fallback: number): number | undefined =>
    s[short] !== undefined ? (s[long] !== undefined ? undefined : borderWidth(s[short])) : side(s[long], fallback);
  const sides = [
    side(s.paddingTop, pad[0]),
    side(s.paddingBottom, pad[1]),
    edge('borderTop', 'borderTopWidth', widths[0]),
    edge('borderBottom', 'borderBottomWidth', widths[1]),
  ];
  if (sides.some((n) => n === undefined || n < 0)) return undefined;
  return sides.reduce((a: number, b) => a + b!, 0);
}

const isColumn = (s: Style): boolean => s.flexDirection === 'column';

/** Children whose place would change inside a natural-height wrapper. */
function childIsSafe(c: SatoriChild): boolean {
  if (typeof c === 'string') return true;
  const s = c.props.style;
  const grows = typeof s.flexGrow === 'number' ? s.flexGrow > 0 : s.flexGrow !== undefined;
  const relative = [s.height, s.minHeight, s.maxHeight, s.flexBasis].some(
    (v) => typeof v === 'string' && v.includes('%'),
  );
  const auto = [s.margin, s.marginTop, s.marginBottom, s.marginLeft, s.marginRight].some(
    (v) => typeof v === 'string' && v.includes('auto'),
  );
  return !grows && !relative && !auto && s.alignSelf === undefined && s.position !== 'absolute';
}

function wrappable(node: SatoriNode): boolean {
  const s = node.props.style;
  if (
    s.display !== 'flex' ||
    s.flexWrap !== undefined ||
    s.overflow !== undefined ||
    s.gap !== undefined ||
    s.rowGap !== undefined ||
    s.columnGap !== undefined
  )
    return false;
  const kids = node.props.children;
  if (kids === undefined || typeof kids === 'string' ? false : !kids.every(childIsSafe)) return false;
  // Column: the wrapper is stretched across and as tall as its content, placed by justifyContent.
  if (isColumn(s))
    return (
      SAFE_JUSTIFY.has(s.justifyContent as string | undefined) &&
      (s.alignItems === undefined || s.alignItems === 'stretch' || SAFE_ALIGN.has(String(s.alignItems)))
    );
  // Row: the wrapper spans the width and takes the box's cross alignment (stretch would hide its height).
  if (s.flexDirection !== undefined && s.flexDirection !== 'row') return false;
  return (
    SAFE_ALIGN.has(String(s.alignItems)) ||
    (s.alignItems === undefined && (typeof kids === 'string' || kids!.every((k) => typeof k === 'string')))
  );
}

function wrapper(node: SatoriNode, marker: string): SatoriNode {
  const s = node.props.style;
  const style: Style = {
    display: 'flex',
    flexDirection: isColumn(s) ? 'column' : 'row',
    flexShrink: 0,
    backgroundColor: marker,
  };
  if (isColumn(s)) style.alignSelf = 'stretch';
  else {
    style.width = '100%';
    style.alignSelf = s.alignItems === undefined ? 'flex-start' : s.alignItems;
  }
  if (s.alignItems !== undefined) style.alignItems = s.alignItems;
  if (!isColumn(s) && s.justifyContent !== undefined) style.justifyContent = s.justifyContent;
  return { type: 'div', props: { style, children: node.props.children } };
}

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The background rectangle Satori wrote for a marker colour (the measuring boxes here and in
 * fit.ts): the whole tag and its x, y, width and height as written.
 */
export function markerRect(svg: string, marker: string): RegExpExecArray | null {
  return new RegExp(`<rect x="([^"]*)" y="([^"]*)" width="([^"]*)" height="([^"]*)" fill="${marker}"[^>]*/>`).exec(svg);
}

/** Satori's text runs (embedFont: false): position, advance width and whether they are only spaces. */
interface TextRun {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly blank: boolean;
}

const TEXT_RUN = /<text x="([^"]*)" y="([^"]*)" width="([^"]*)"[^>]*>([^<]*)<\/text>/g;

export function textRuns(svg: string): TextRun[] {
  return [...svg.matchAll(TEXT_RUN)].map((m) => ({
    x: Number(m[1]),
    y: Number(m[2]),
    width: Number(m[3]),
    blank: m[4]!.trim() === '',
  }));
}

/**
 * How far (px) the text laid out in a marker rectangle reaches past its left or right edge: a
 * word longer than the line is never broken by Satori, it runs out of the box. The runs counted
 * are those whose baseline lies in the rectangle and that overlap it across; a trailing space
 * hanging past the edge is no overflow.
 */
export function overflowX(runs: readonly TextRun[], rect: RegExpExecArray): number {
  const [x, y, w, h] = [Number(rect[1]), Number(rect[2]), Number(rect[3]), Number(rect[4])];
  let over = 0;
  for (const r of runs) {
    if (r.blank || r.y < y || r.y > y + h + 0.5 || r.x + r.width < x || r.x > x + w) continue;
    over = Math.max(over, x - r.x, r.x + r.width - (x + w));
  }
  return over;
}

/** A marker colour no template uses: `#fe<family><index>`, e.g. #fe01fe, #fe01fd, … */
export const markerColour = (family: number, i: number): string =>
  `#fe${family.toString(16).padStart(2, '0')}${(0xfe - i).toString(16).padStart(2, '0')}`;

/** Removes a wrapper's marker rectangle and the (unreferenced) overflow mask Satori wrote for it. */
function stripMarker(svg: string, box: MarkedBox): string {
  const rect = markerRect(svg, box.marker);
  if (!rect) return svg;
  let out = svg.slice(0, rect.index) + svg.slice(rect.index + rect[0].length);
  const [, x, y, w, h] = rect.map(escapeRegExp);
  const mask = new RegExp(
    `<mask id="([^"]+)"><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#fff"/></mask>`,
  ).exec(out);
  if (mask && !out.includes(`url(#${mask[1]})`))
    out = out.slice(0, mask.index) + out.slice(mask.index + mask[0].length);
  return out;
}

/** Wraps every box's content in a marker box; undefined (tree untouched) when a box does not allow it. */
export function markFitBoxes(nodes: readonly SatoriNode[]): Marked | undefined {
  const boxes: MarkedBox[] = [];
  for (const [i, node] of nodes.entries()) {
    const insets = verticalInsets(node.props.style);
    const height = node.props.style.height;
    if (insets === undefined || typeof height !== 'number' || !wrappable(node)) return undefined;
    boxes.push({ node, room: height - insets, marker: markerColour(2, i) });
  }
  const saved = boxes.map((b) => b.node.props.children);
  for (const b of boxes) b.node.props.children = [wrapper(b.node, b.marker)];
  return {
    boxes,
    restore: () => boxes.forEach((b, i) => (b.node.props.children = saved[i])),
    measures: (svg) => {
      const runs = textRuns(svg);
      return boxes.map((b) => {
        const rect = markerRect(svg, b.marker);
        return rect ? { height: Number(rect[4]), overflowX: overflowX(runs, rect) } : undefined;
      });
    },
    strip: (svg) => {
      const out = boxes.reduce(stripMarker, svg);
      return boxes.some((b) => out.includes(b.marker)) ? undefined : out;
    },
  };
}
