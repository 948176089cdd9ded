// Print-and-play sheets: nine poker cards per page in a 3×3 grid, butted so one guillotine cut
// serves two cards, crop marks in the margins, and the backs on the following page placed so
// each back lands behind its front after duplex printing.
import { PdfBuilder, type FontProvider } from '../pdf/pdf-builder.js';
import { cropMarkOps, cropMarks } from './crop-marks.js';
import { CARD_H, CARD_W, MM, type CardFace, type Paper, type Rect } from './geometry.js';
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
}

/** The grid of card slots (trim rects), row-major from the top-left, centred on the paper. */
export function sheetSlots(paper: { width: number; height: number }): Rect[] {
  const x0 = (paper.width - COLS * CARD_W) / 2;
  const yTop = (paper.height + ROWS * CARD_H) / 2;
  const slots: Rect[] = [];
  for (let r = 0; r < ROWS; r++) for (let c = 0; c < COLS; c++) slots.push({ x: x0 + c * CARD_W, y: yTop - (r + 1) * CARD_H, width: CARD_W, height: CARD_H });
  return slots;
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

export function gridRect(paper: { width: number; height: number }): Rect {
  return { x: (paper.width - COLS * CARD_W) / 2, y: (paper.height - ROWS * CARD_H) / 2, width: COLS * CARD_W, height: ROWS * CARD_H };
}

export function sheetCropMarks(paper: { width: number; height: number }) {
  const g = gridRect(paper);
  const xs = Array.from({ length: COLS + 1 }, (_, i) => g.x + i * CARD_W);
  const ys = Array.from({ length: ROWS + 1 }, (_, i) => g.y + i * CARD_H);
  return cropMarks(xs, ys, g, paper);
}

export function writeSheets(cards: readonly SheetCard[], opts: SheetOptions, fonts: FontProvider): Promise<Buffer> {
  const pdf = new PdfBuilder(fonts, opts.title);
  addSheets(pdf, cards, opts);
  return pdf.toBuffer();
}

export function addSheets(pdf: PdfBuilder, cards: readonly SheetCard[], opts: SheetOptions): void {
  const { paper, duplex } = opts;
  const slots = sheetSlots(paper);
  const media = [0, 0, paper.width, paper.height] as const;
  const marks = cropMarkOps(sheetCropMarks(paper));
  const [dx, dy] = backShift(opts.backOffset, duplex);
  for (let start = 0; start < cards.length; start += PER_PAGE) {
    const page = cards.slice(start, start + PER_PAGE);
    const fronts = new PageForms(pdf);
    let ops = '';
    page.forEach((card, i) => {
      ops += fronts.place(card.front, slots[i]!, { clip: slots[i]! });
    });
    pdf.addPage({ mediaBox: media, ops: ops + marks, forms: fronts.forms });
    if (duplex === 'none' || !page.some((c) => c.back)) continue;
    const backs = new PageForms(pdf);
    let bops = dx || dy ? `1 0 0 1 ${dx} ${dy} cm\n` : '';
    page.forEach((card, i) => {
      if (!card.back) return;
      const slot = slots[backSlotIndex(i, duplex)]!;
      bops += backs.place(card.back, slot, { clip: slot });
    });
    pdf.addPage({ mediaBox: media, ops: `q\n${bops}Q\n`, forms: backs.forms });
  }
}
