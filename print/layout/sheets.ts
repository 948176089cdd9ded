// Print-and-play sheets: poker cards in a grid, and the backs on the following page placed so each
// back lands behind its front after duplex printing. The cards stand apart by a gap and every cut
// edge of every card gets the same bleed, half the gap, the outer edges of the grid included: a hand
// cut that drifts off any line by less than that shows the card's own frame, never white paper or a
// sliver of a neighbour. Every cut line is marked at both ends, beyond the bleed in the margin, and
// across each gap it crosses. Everything printed stays inside a 6.35 mm (¼ in) printable margin.
//
// What that costs: the grid is the largest that fits the bleed and the marks in the printable area,
// so the default bleed is small enough for nine cards on A4 (0.5 mm: three 63 mm cards leave only
// 8.3 mm of A4's printable width for six bleeds and two marks). US Letter is 17.6 mm shorter than
// A4: three 88 mm rows leave 2.7 mm, no room for marks above and below at any bleed, and upright
// cards would fill only 3×2. Cards on their side (88 wide, 63 tall) fit 2×4 on Letter with the same
// bleed and marks, so the grid turns the cards a quarter whenever that holds more of them.
import { PdfBuilder, type FontProvider } from '../pdf/pdf-builder.js';
import { cropMarkOps, type CropMark } from './crop-marks.js';
import { CARD_H, CARD_W, MM, PRINTABLE_MARGIN, type CardFace, type Paper, type Rect } from './geometry.js';
export { PRINTABLE_MARGIN };
import { PageForms, type QuarterTurn } from './place.js';

export type Duplex = 'long' | 'short' | 'none';

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
  /** Space between the cards, in mm (0: butted); each card's bleed is half of it on all four sides. */
  readonly gapMm?: number;
}

type Size = { readonly width: number; readonly height: number };

/** The cards' bleed: a card never draws further than this past its trim. */
const BLEED = 3 * MM;
/**
 * The default gap, the same on every paper (the grid, not the bleed, changes with the paper): 0.5 mm
 * of bleed on every cut edge, the most that still fits nine cards on A4.
 */
export const DEFAULT_GAP_MM = 1;
/** The least bleed a default sheet gives any cut edge, on any paper (half of DEFAULT_GAP_MM). */
export const MIN_BLEED_MM = DEFAULT_GAP_MM / 2;
/** A margin mark starts this far past the bleed, so a trimmer's blade never lands on ink it should keep. */
const MARK_OFFSET = 0.5 * MM;
/** The shortest mark worth drawing (long enough to lay a ruler against), and the longest. */
const MARK_MIN = 2 * MM;
const MARK_MAX = 5 * MM;
/** No more than this many cards a row or a column (four 63 mm rows of cards on their side fit on Letter). */
const MAX_PER_SIDE = 4;
/**
 * Which way a turned front lies: a quarter anticlockwise, its top to the left. Its back turns the
 * other way on the back page, because the duplex flip mirrors the page and a mirrored anticlockwise
 * turn is a clockwise one: so each back's top lies behind the same edge of its front as with upright
 * cards under the same duplex (behind the top for long-edge, behind the bottom for short-edge), on
 * every paper.
 */
const FRONT_TURN: QuarterTurn = 1;
const BACK_TURN: QuarterTurn = -1;

export interface SheetGrid {
  readonly cols: number;
  readonly rows: number;
  /** The bleed on every side of every card, in points. */
  readonly bleed: number;
  /** The cards lie on their side (88 mm wide, 63 mm tall), a quarter-turn from upright. */
  readonly turned: boolean;
}

/** Each card's bleed for a gap: half of it, up to the bleed the card has. */
export function sheetBleed(gapMm: number): number {
  return Math.min(BLEED, (gapMm * MM) / 2);
}

/**
 * The most cards a row and a column hold with their bleed on every side and a mark past the outer
 * bleed at both ends of every cut line, all inside the printable margin.
 */
export function sheetGrid(paper: Size, gapMm = DEFAULT_GAP_MM): SheetGrid {
  const bleed = sheetBleed(gapMm);
  const g = gapMm * MM;
  const across = (page: number, card: number): number => {
    const room = page - 2 * PRINTABLE_MARGIN - 2 * (bleed + MARK_OFFSET + MARK_MIN);
    // n cards and n − 1 gaps: n·card + (n − 1)·g ≤ room.
    return Math.max(1, Math.min(MAX_PER_SIDE, Math.floor((room + g) / (card + g) + 1e-9)));
  };
  const upright = { cols: across(paper.width, CARD_W), rows: across(paper.height, CARD_H), bleed, turned: false };
  const turned = { cols: across(paper.width, CARD_H), rows: across(paper.height, CARD_W), bleed, turned: true };
  // Upright unless turning holds more: upright cards read without turning the sheet.
  return turned.cols * turned.rows > upright.cols * upright.rows ? turned : upright;
}

/** A card's trim on the sheet: 63×88 mm upright, 88×63 mm turned. */
export function slotSize(grid: { turned: boolean }): Size {
  return grid.turned ? { width: CARD_H, height: CARD_W } : { width: CARD_W, height: CARD_H };
}

export function cardsPerPage(paper: Size, gapMm = DEFAULT_GAP_MM): number {
  const { cols, rows } = sheetGrid(paper, gapMm);
  return cols * rows;
}

/** The grid of card slots (trim rects), row-major from the top-left, centred on the paper. */
export function sheetSlots(paper: Size, gapMm = DEFAULT_GAP_MM): Rect[] {
  const grid = sheetGrid(paper, gapMm);
  const { cols, rows } = grid;
  const { width: w, height: h } = slotSize(grid);
  const g = gapMm * MM;
  const x0 = (paper.width - cols * w - (cols - 1) * g) / 2;
  const yTop = (paper.height + rows * h + (rows - 1) * g) / 2;
  const slots: Rect[] = [];
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++)
      slots.push({ x: x0 + c * (w + g), y: yTop - (r + 1) * h - r * g, width: w, height: h });
  return slots;
}

/** Slot `i`'s drawing area: its trim plus the same bleed on all four sides. */
export function slotClip(paper: Size, gapMm: number, i: number): Rect {
  const slot = sheetSlots(paper, gapMm)[i]!;
  const b = sheetBleed(gapMm);
  return { x: slot.x - b, y: slot.y - b, width: slot.width + 2 * b, height: slot.height + 2 * b };
}

/** Which slot of the back page sits behind front slot `i` of a `cols`×`rows` grid. */
export function backSlotIndex(i: number, duplex: Duplex, grid: { cols: number; rows: number }): number {
  const { cols, rows } = grid;
  const r = Math.floor(i / cols);
  const c = i % cols;
  if (duplex === 'long') return r * cols + (cols - 1 - c); // flipped around the long (vertical) edge
  if (duplex === 'short') return (rows - 1 - r) * cols + c; // flipped around the short (horizontal) edge
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

export function gridRect(paper: Size, gapMm = DEFAULT_GAP_MM): Rect {
  const grid = sheetGrid(paper, gapMm);
  const { cols, rows } = grid;
  const size = slotSize(grid);
  const g = gapMm * MM;
  const width = cols * size.width + (cols - 1) * g;
  const height = rows * size.height + (rows - 1) * g;
  return { x: (paper.width - width) / 2, y: (paper.height - height) / 2, width, height };
}

/** The cut lines: every card edge (two per gap, one when butted). */
export function cutLines(paper: Size, gapMm = DEFAULT_GAP_MM): { xs: number[]; ys: number[] } {
  const slots = sheetSlots(paper, gapMm);
  const uniq = (v: number[]): number[] => [...new Set(v.map((n) => Math.round(n * 1000) / 1000))].sort((a, b) => a - b);
  return {
    xs: uniq(slots.flatMap((s) => [s.x, s.x + s.width])),
    ys: uniq(slots.flatMap((s) => [s.y, s.y + s.height])),
  };
}

/**
 * Marks for every cut line: one at each end, starting past the outer bleed and running into the
 * margin up to the printable edge (sheetGrid keeps room for them), and, with a gap, one across
 * each gap the line crosses (on bleed that is cut away).
 */
export function sheetCropMarks(paper: Size, gapMm = DEFAULT_GAP_MM): CropMark[] {
  const grid = gridRect(paper, gapMm);
  const sheet = sheetGrid(paper, gapMm);
  const { cols, rows, bleed } = sheet;
  const size = slotSize(sheet);
  const { xs, ys } = cutLines(paper, gapMm);
  const top = grid.y + grid.height;
  const right = grid.x + grid.width;
  const start = bleed + MARK_OFFSET;
  const len = (room: number): number => Math.min(MARK_MAX, room - start);
  const up = len(paper.height - PRINTABLE_MARGIN - top);
  const down = len(grid.y - PRINTABLE_MARGIN);
  const leftLen = len(grid.x - PRINTABLE_MARGIN);
  const rightLen = len(paper.width - PRINTABLE_MARGIN - right);
  const marks: CropMark[] = [];
  for (const x of xs)
    marks.push(
      { x1: x, y1: top + start, x2: x, y2: top + start + up },
      { x1: x, y1: grid.y - start, x2: x, y2: grid.y - start - down },
    );
  for (const y of ys)
    marks.push(
      { x1: grid.x - start, y1: y, x2: grid.x - start - leftLen, y2: y },
      { x1: right + start, y1: y, x2: right + start + rightLen, y2: y },
    );
  const g = gapMm * MM;
  if (g > 0) {
    const slots = sheetSlots(paper, gapMm);
    // The gaps between rows (horizontal bands) and between columns (vertical bands).
    const rowGaps = Array.from({ length: rows - 1 }, (_, r) => slots[(r + 1) * cols]!.y + size.height);
    const colGaps = Array.from({ length: cols - 1 }, (_, c) => slots[c]!.x + size.width);
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
  const gap = opts.gapMm ?? DEFAULT_GAP_MM;
  const grid = sheetGrid(paper, gap);
  const perPage = grid.cols * grid.rows;
  const slots = sheetSlots(paper, gap);
  const clips = slots.map((_, i) => slotClip(paper, gap, i));
  const media = [0, 0, paper.width, paper.height] as const;
  const marks = cropMarkOps(sheetCropMarks(paper, gap));
  const [dx, dy] = backShift(opts.backOffset, duplex);
  const frontTurn = grid.turned ? { turn: FRONT_TURN } : {};
  const backTurn = grid.turned ? { turn: BACK_TURN } : {};
  for (let start = 0; start < cards.length; start += perPage) {
    const page = cards.slice(start, start + perPage);
    const fronts = new PageForms(pdf);
    let ops = '';
    page.forEach((card, i) => {
      ops += fronts.place(card.front, slots[i]!, { clip: clips[i]!, ...frontTurn });
    });
    pdf.addPage({ mediaBox: media, ops: ops + marks, forms: fronts.forms });
    if (duplex === 'none' || !page.some((c) => c.back)) continue;
    const backs = new PageForms(pdf);
    let bops = dx || dy ? `1 0 0 1 ${dx} ${dy} cm\n` : '';
    page.forEach((card, i) => {
      if (!card.back) return;
      const j = backSlotIndex(i, duplex, grid);
      bops += backs.place(card.back, slots[j]!, { clip: clips[j]!, ...backTurn });
    });
    pdf.addPage({ mediaBox: media, ops: `q\n${bops}Q\n`, forms: backs.forms });
  }
}
