// Text fit: each `data-fit` box (fixed width and height in the template) gets the largest font
// size, from its own down to `data-fit-min`, at which its content fits: not taller than the box,
// and no word running past its sides (Satori never breaks a word that is longer than the line).
// The box is laid out alone by Satori in a tall canvas and its height read back from the SVG (the
// marker background's rect), its width overflow from the text runs, so the measure uses Satori's
// own line breaking. A box with `data-fit-break` may, below its smallest size, break inside words.
import { PX_PER_MM, type Style } from '../../templates/css-style.js';
import { TemplateError, TextOverflowError } from './errors.js';
import { markerColour, markerRect, markFitBoxes, overflowX, textRuns } from './fit-in-place.js';
import type { SatoriChild, SatoriNode } from './html-to-satori.js';

export type LayoutFn = (node: SatoriNode, width: number, height: number) => Promise<string>;

const TALL = 6000;
const STEP = 0.25;
const INHERITED = [
  'fontFamily',
  'fontSize',
  'fontWeight',
  'fontStyle',
  'lineHeight',
  'letterSpacing',
  'textTransform',
  'color',
  'textAlign',
  'whiteSpace',
  'wordBreak',
];

/** The box alone, its height unset, on a marker background whose height Satori reports. */
function probe(node: SatoriNode, width: number, inherited: Style, marker: string): SatoriNode {
  // Margins are outside the box: they take none of its height.
  const {
    height: _h,
    maxHeight: _mh,
    minHeight: _nh,
    flexGrow: _g,
    flexBasis: _b,
    overflow: _o,
    margin: _m,
    marginTop: _mt,
    marginBottom: _mb,
    marginLeft: _ml,
    marginRight: _mr,
    ...style
  } = node.props.style;
  const clone: SatoriNode = { type: node.type, props: { ...node.props, style: { ...style, flexShrink: 0 } } };
  const box: SatoriNode = {
    type: 'div',
    props: {
      style: { display: 'flex', flexDirection: 'column', width, flexShrink: 0, backgroundColor: marker },
      children: [clone],
    },
  };
  return {
    type: 'div',
    props: {
      style: { ...inherited, display: 'flex', flexDirection: 'column', alignItems: 'flex-start', width, flexShrink: 0 },
      children: [box],
    },
  };
}

/** What a measure tells about a box: its content height and how far text runs past its sides (px). */
export interface BoxMeasure {
  readonly height: number;
  readonly overflowX: number;
}

function measureOf(svg: string, runs: ReturnType<typeof textRuns>, marker: string): BoxMeasure {
  const rect = markerRect(svg, marker);
  if (!rect)
    throw new TemplateError(
      'text fit: could not read the measured box back from Satori',
      'report this as a renderer bug',
    );
  return { height: Number(rect[4]), overflowX: overflowX(runs, rect) };
}

/** Several boxes, each laid out alone at its width with its height unset: one Satori call. */
export async function measureBoxes(
  items: readonly { node: SatoriNode; width: number; inherited: Style }[],
  layout: LayoutFn,
): Promise<BoxMeasure[]> {
  const markers = items.map((_, i) => markerColour(1, i));
  const width = Math.max(...items.map((it) => it.width));
  const root: SatoriNode = {
    type: 'div',
    props: {
      style: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', width, height: TALL },
      children: items.map((it, i) => probe(it.node, it.width, it.inherited, markers[i]!)),
    },
  };
  const svg = await layout(root, width, TALL);
  const runs = textRuns(svg);
  return markers.map((m) => measureOf(svg, runs, m));
}

/** Height (px) of `node` laid out at `width` with its height unset. */
export async function measureHeight(
  node: SatoriNode,
  width: number,
  inherited: Style,
  layout: LayoutFn,
): Promise<number> {
  return (await measureBoxes([{ node, width, inherited }], layout))[0]!.height;
}

interface Found {
  readonly node: SatoriNode;
  readonly inherited: Style;
}

function findFitBoxes(node: SatoriChild, inherited: Style, out: Found[]): void {
  if (typeof node === 'string') return;
  if (node.props['data-fit'] !== undefined) out.push({ node, inherited });
  const next = { ...inherited };
  for (const k of INHERITED) if (node.props.style[k] !== undefined) next[k] = node.props.style[k]!;
  const kids = node.props.children;
  if (Array.isArray(kids)) for (const c of kids) findFitBoxes(c, next, out);
}

interface FitBox extends Found {
  readonly name: string;
  readonly width: number;
  readonly height: number;
  readonly max: number;
  readonly min: number;
  /** `data-fit-break`: the template lets a word longer than the line break inside it. */
  readonly mayBreak: boolean;
}

function fitBoxes(tree: SatoriNode, subject: string): FitBox[] {
  const found: Found[] = [];
  findFitBoxes(tree, {}, found);
  return found.map(({ node, inherited }) => {
    const s = node.props.style;
    const name = String(node.props['data-fit']);
    const max =
      typeof s.fontSize === 'number'
        ? s.fontSize
        : typeof inherited.fontSize === 'number'
          ? inherited.fontSize
          : undefined;
    const min = Number(node.props['data-fit-min'] ?? max);
    if (typeof s.width !== 'number' || typeof s.height !== 'number' || max === undefined || !Number.isFinite(min)) {
      throw new TemplateError(
        `${subject}: the fit box "${name}" needs a fixed width, height and font-size (px, mm or pt)`,
        'give the data-fit element explicit width, height and font-size',
      );
    }
    return {
      node,
      inherited,
      name,
      width: s.width,
      height: s.height,
      max,
      min,
      mayBreak: node.props['data-fit-break'] !== undefined,
    };
  });
}

const TOLERANCE = 0.01;
/** Satori lets a line's last run end a fraction of a pixel past the edge; 1 px (0.26 mm) is not visible. */
const TOLERANCE_X = 1;

const fitsIn = (m: BoxMeasure, room: number): boolean => m.height <= room + TOLERANCE && m.overflowX <= TOLERANCE_X;

/** Sets the font size of every fit box in `tree` (in place); throws TextOverflowError when one cannot fit. */
export async function fitText(tree: SatoriNode, subject: string, layout: LayoutFn): Promise<void> {
  const boxes = fitBoxes(tree, subject);
  if (!boxes.length) return;
  // Most boxes fit at their own size: one Satori call settles all of them.
  for (const b of boxes) b.node.props.style.fontSize = b.max;
  const atMax = await measureBoxes(boxes, layout);
  for (const [i, b] of boxes.entries()) {
    if (!fitsIn(atMax[i]!, b.height)) await shrink(b, subject, layout);
  }
}

/**
 * Fits every box and lays the tree out. When every box fits at its own size, the one Satori call
 * that lays out the card also measured them (fit-in-place.ts); only a box that overflows pays for
 * the size search, and a box the in-place measure cannot take is measured alone as before.
 */
export async function layoutFitted(
  tree: SatoriNode,
  subject: string,
  layout: LayoutFn,
  width: number,
  height: number,
): Promise<string> {
  const boxes = fitBoxes(tree, subject);
  for (const b of boxes) b.node.props.style.fontSize = b.max;
  const marked = boxes.length ? markFitBoxes(boxes.map((b) => b.node)) : undefined;
  if (marked) {
    let svg: string;
    try {
      svg = await layout(tree, width, height);
    } finally {
      marked.restore();
    }
    const measures = marked.measures(svg);
    if (measures.every((m) => m !== undefined)) {
      const over = boxes.filter((_, i) => !fitsIn(measures[i]!, marked.boxes[i]!.room));
      const clean = over.length ? undefined : marked.strip(svg);
      if (clean !== undefined) return clean;
      for (const b of over) await shrink(b, subject, layout);
      return layout(tree, width, height);
    }
  }
  await fitText(tree, subject, layout);
  return layout(tree, width, height);
}

/**
 * The largest size on a STEP grid at which the box fits: min fits, max does not. When nothing
 * fits because a word is wider than the box, a box that allows it breaks inside words (CSS
 * word-break: break-word) and the search runs again; otherwise the build fails, in mm.
 */
async function shrink(b: FitBox, subject: string, layout: LayoutFn): Promise<void> {
  const s = b.node.props.style;
  const at = async (size: number): Promise<BoxMeasure> => {
    s.fontSize = size;
    return (await measureBoxes([b], layout))[0]!;
  };
  const atMin = await at(b.min);
  if (!fitsIn(atMin, b.height)) {
    if (atMin.overflowX > TOLERANCE_X && b.mayBreak && s.wordBreak !== 'break-word') {
      s.wordBreak = 'break-word';
      return shrink(b, subject, layout);
    }
    s.fontSize = b.max;
    const pt = (b.min * 0.75).toFixed(1);
    if (atMin.overflowX > TOLERANCE_X && atMin.overflowX >= atMin.height - b.height) {
      throw new TextOverflowError(
        subject,
        b.name,
        atMin.overflowX / PX_PER_MM,
        `a word in the ${b.name} text is wider than its box: at the smallest size (${pt} pt) it runs ${(atMin.overflowX / PX_PER_MM).toFixed(1)} mm past the edge of the ${(b.width / PX_PER_MM).toFixed(1)} mm box; shorten or hyphenate it`,
      );
    }
    throw new TextOverflowError(
      subject,
      b.name,
      (atMin.height - b.height) / PX_PER_MM,
      `shorten the ${b.name} text: at the smallest size (${pt} pt) it is ${(atMin.height / PX_PER_MM).toFixed(1)} mm tall, the box ${(b.height / PX_PER_MM).toFixed(1)} mm`,
    );
  }
  let lo = 0;
  let hi = Math.floor((b.max - b.min) / STEP);
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (fitsIn(await at(b.min + mid * STEP), b.height)) lo = mid;
    else hi = mid;
  }
  s.fontSize = b.min + lo * STEP;
}

/** Fails when a page's content is taller than the page (reference pages do not shrink). */
export async function checkPageFits(
  page: SatoriNode,
  width: number,
  height: number,
  subject: string,
  layout: LayoutFn,
): Promise<void> {
  const h = await measureHeight(page, width, {}, layout);
  if (h > height + 0.5)
    throw new TextOverflowError(
      subject,
      'page',
      (h - height) / PX_PER_MM,
      'split the page into two <section class="page"> or shorten it',
    );
}
