// Print-and-play sheets: nine poker cards per page in a 3×3 grid, and the backs on the following
// page placed so each back lands behind its front after duplex printing. With a gap (the default)
// the cards stand apart and each one's own bleed fills half the gap around it, so a hand cut that
// drifts off the line shows the card's own frame, never a sliver of its neighbour. Everything
// printed stays inside a 6.35 mm (¼ in) printable margin; cut marks go where there is room: in
// the margin, on the outer bleed, and in the gaps (on bleed that is cut away).
import { PdfBuilder, type FontProvider } from '../pdf/pdf-builder.js';
import { cropMarkOps, cropMarks, type CropMark } from './crop-marks.js';
import { CARD_H, CARD_W, MM, PRINTABLE_MARGIN, type CardFace, type Paper, type Rect } from './geometry.js';
export { PRINTABLE_MARGIN };
import { PageForms } from './place.js';

export type Duplex = 'long' | 'short' | 'none';
export const COLS = 3;
export const ROWS = 3;
export const PER_PAGE = COLS * ROWS;

export interface SheetCard {
  readonly front: CardFace;
  readonly back?: CardFace;
}

export interface SheetOptions {
  readonly paper: Paper;
  readonly duplex: Duplex;
  /** Back-side shift in mm as seen from the front: +x right, +y up. */
  readonly backOffset?: readonly [number, number];
  readonly title?: string;
  /** Space between the cards, in mm (0: butted). */
  readonly gapMm?: number;
}

type Size = { readonly width: number; readonly height: number };

/** The cards' bleed: a card never draws further than this past its trim. */
const BLEED = 3 * MM;
/** The gap wanted for a hand cut: 1.5 mm of the card's own bleed on each side of the line. */
const WANTED_GAP_MM = 3;

/** The widest gap up to 3 mm (0.1 mm steps) that keeps the 3×3 cards inside the printable margin. */
export function defaultGapMm(paper: Size): number {
  const room = (page: number, card: number, n: number): number =>
    (page - 2 * PRINTABLE_MARGIN - n * card) / (n - 1) / MM;
  const g = Math.min(WANTED_GAP_MM, room(paper.width, CARD_W, COLS), room(paper.height, CARD_H, ROWS));
  return Math.max(0, Math.floor(g * 10 + 1e-9) / 10);
}

/** The grid of card slots (trim rects), row-major from the top-left, centred on the paper. */
export function sheetSlots(paper: Size, gapMm = 0): Rect[] {
  const g = gapMm * MM;
  const x0 = (paper.width - COLS * CARD_W - (COLS - 1) * g) / 2;
  const yTop = (paper.height + ROWS * CARD_H + (ROWS - 1) * g) / 2;
  const slots: Rect[] = [];
  for (let r = 0; r < ROWS; r++)
    for (let c = 0; c < COLS; c++)
      slots.push({ x: x0 + c * (CARD_W + g), y: yTop - (r + 1) * CARD_H - r * g, width: CARD_W, height: CARD_H });
  return slots;
}

/** How far a card's art may reach past the grid's outer trim edge: its bleed, but not into the unprintable margin. */
function outerBleed(paper: Size, gapMm: number): { x: number; y: number } {
  const grid = gridRect(paper, gapMm);
  return {
    x: Math.max(0, Math.min(BLEED, grid.x - PRINTABLE_MARGIN)),
    y: Math.max(0, Math.min(BLEED, grid.y - PRINTABLE_MARGIN)),
  };
}

/** Slot `i`'s drawing area: its trim plus half the gap towards a neighbour, its outer bleed towards the paper's edge. */
export function slotClip(paper: Size, gapMm: number, i: number): Rect {
  const slot = sheetSlots(paper, gapMm)[i]!;
  const half = Math.min(BLEED, (gapMm * MM) / 2);
  const outer = outerBleed(paper, gapMm);
  const r = Math.floor(i / COLS);
  const c = i % COLS;
  const left = c === 0 ? outer.x : half;
  const right = c === COLS - 1 ? outer.x : half;
  const top = r === 0 ? outer.y : half;
  const bottom = r === ROWS - 1 ? outer.y : half;
  return { x: slot.x - left, y: slot.y - bottom, width: slot.width + left + right, height: slot.height + top + bottom };
}

/** Which slot of the back page sits behind front slot `i`. */
export function backSlotIndex(i: number, duplex: Duplex): number {
  const r = Math.floor(i / COLS);
  const c = i % COLS;
  if (duplex === 'long') return r * COLS + (COLS - 1 - c); // flipped around the long (vertical) edge
  if (duplex === 'short') return (ROWS - 1 - r) * COLS + c; // flipped around the short (horizontal) edge
  return i;
}

/**
 * A back-side offset as seen from the front (+x right, +y up) in the back page's own
 * coordinates: the flip mirrors one axis.
 */
export function backShift(offsetMm: readonly [number, number] | undefined, duplex: Duplex): [number, number] {
  const [x, y] = offsetMm ?? [0, 0];
  if (duplex === 'long') return [-x * MM, y * MM];
  if (duplex === 'short') return [x * MM, -y * MM];
  return [x * MM, y * MM];
}

export function gridRect(paper: Size, gapMm = 0): Rect {
  const g = gapMm * MM;
  const width = COLS * CARD_W + (COLS - 1) * g;
  const height = ROWS * CARD_H + (ROWS - 1) * g;
  return { x: (paper.width - width) / 2, y: (paper.height - height) / 2, width, height };
}

/** The cut lines: every card edge (two per gap, one when butted). */
export function cutLines(paper: Size, gapMm = 0): { xs: number[]; ys: number[] } {
  const slots = sheetSlots(paper, gapMm);
  const uniq = (v: number[]): number[] => [...new Set(v.map((n) => Math.round(n * 1000) / 1000))].sort((a, b) => a - b);
  return {
    xs: uniq(slots.flatMap((s) => [s.x, s.x + s.width])),
    ys: uniq(slots.flatMap((s) => [s.y, s.y + s.height])),
  };
}

/**
 * Marks for every cut line, all inside the printable margin: in the margin past the outer bleed
 * where there is room, else on the outer bleed itself, and, with a gap, across each gap the line
 * crosses (on bleed that is cut away). Every line gets at least two marks, enough to lay a ruler.
 */
export function sheetCropMarks(paper: Size, gapMm = 0): CropMark[] {
  const grid = gridRect(paper, gapMm);
  const { xs, ys } = cutLines(paper, gapMm);
  const outer = outerBleed(paper, gapMm);
  const bled = {
    x: grid.x - outer.x,
    y: grid.y - outer.y,
    width: grid.width + 2 * outer.x,
    height: grid.height + 2 * outer.y,
  };
  const inMargin = cropMarks(xs, ys, bled, paper, PRINTABLE_MARGIN);
  const marks: CropMark[] = [...inMargin];
  const covered = (vertical: boolean, v: number): number =>
    inMargin.filter((m) =>
      vertical ? m.x1 === m.x2 && Math.abs(m.x1 - v) < 1e-6 : m.y1 === m.y2 && Math.abs(m.y1 - v) < 1e-6,
    ).length;
  const MIN = 0.8 * MM;
  for (const x of xs) {
    if (covered(true, x) < 2 && outer.y >= MIN)
      marks.push(
        { x1: x, y1: grid.y - outer.y, x2: x, y2: grid.y },
        { x1: x, y1: grid.y + grid.height, x2: x, y2: grid.y + grid.height + outer.y },
      );
  }
  for (const y of ys) {
    if (covered(false, y) < 2 && outer.x >= MIN)
      marks.push(
        { x1: grid.x - outer.x, y1: y, x2: grid.x, y2: y },
        { x1: grid.x + grid.width, y1: y, x2: grid.x + grid.width + outer.x, y2: y },
      );
  }
  const g = gapMm * MM;
  if (g > 0) {
    const slots = sheetSlots(paper, gapMm);
    // The gaps between rows (horizontal bands) and between columns (vertical bands).
    const rowGaps = Array.from({ length: ROWS - 1 }, (_, r) => slots[(r + 1) * COLS]!.y + CARD_H);
    const colGaps = Array.from({ length: COLS - 1 }, (_, c) => slots[c]!.x + CARD_W);
    for (const x of xs) for (const y0 of rowGaps) marks.push({ x1: x, y1: y0, x2: x, y2: y0 + g });
    for (const y of ys) for (const x0 of colGaps) marks.push({ x1: x0, y1: y, x2: x0 + g, y2: y });
  }
  return marks;
}

export function writeSheets(cards: readonly SheetCard[], opts: SheetOptions, fonts: FontProvider): Promise<Buffer> {
  const pdf = new PdfBuilder(fonts, opts.title);
  addSheets(pdf, cards, opts);
  return pdf.toBuffer();
}

export function addSheets(pdf: PdfBuilder, cards: readonly SheetCard[], opts: SheetOptions): void {
  const { paper, duplex } = opts;
  const gap = opts.gapMm ?? 0;
  const slots = sheetSlots(paper, gap);
  const clips = slots.map((_, i) => slotClip(paper, gap, i));
  const media = [0, 0, paper.width, paper.height] as const;
  const marks = cropMarkOps(sheetCropMarks(paper, gap));
  const [dx, dy] = backShift(opts.backOffset, duplex);
  for (let start = 0; start < cards.length; start += PER_PAGE) {
    const page = cards.slice(start, start + PER_PAGE);
    const fronts = new PageForms(pdf);
    let ops = '';
    page.forEach((card, i) => {
      ops += fronts.place(card.front, slots[i]!, { clip: clips[i]! });
    });
    pdf.addPage({ mediaBox: media, ops: ops + marks, forms: fronts.forms });
    if (duplex === 'none' || !page.some((c) => c.back)) continue;
    const backs = new PageForms(pdf);
    let bops = dx || dy ? `1 0 0 1 ${dx} ${dy} cm\n` : '';
    page.forEach((card, i) => {
      if (!card.back) return;
      const j = backSlotIndex(i, duplex);
      bops += backs.place(card.back, slots[j]!, { clip: clips[j]! });
    });
    pdf.addPage({ mediaBox: media, ops: `q\n${bops}Q\n`, forms: backs.forms });
  }
}
