// Gutterfold sheets for single-sided printers: landscape pages with two rows of
// [front front | fold | back back]; fold along the dashed centre line, glue, then cut.
// Backs mirror their fronts around the fold, so each back ends up behind its front.
import type { PdfBuilder } from '../pdf/pdf-builder.js';
import { cropMarkOps, cropMarks } from './crop-marks.js';
import { CARD_H, CARD_W, fmt, MM, PRINTABLE_MARGIN, type Paper, type Rect } from './geometry.js';
import { PageForms } from './place.js';
import type { SheetCard } from './sheets.js';

export const GUTTER = 10 * MM;
export const GF_ROWS = 2;
export const GF_PER_PAGE = GF_ROWS * 2;

export function gutterfoldPage(paper: Paper): { width: number; height: number } {
  return { width: paper.height, height: paper.width };
}

/** Front slot i (0..3, row-major, two fronts per row) and the back slot mirrored across the fold. */
export function gutterfoldSlots(paper: Paper): { fronts: Rect[]; backs: Rect[]; fold: number; grid: Rect } {
  const page = gutterfoldPage(paper);
  const gridW = 4 * CARD_W + GUTTER;
  const gridH = GF_ROWS * CARD_H;
  const x0 = (page.width - gridW) / 2;
  const y0 = (page.height - gridH) / 2;
  const fold = page.width / 2;
  const fronts: Rect[] = [];
  const backs: Rect[] = [];
  for (let r = 0; r < GF_ROWS; r++) {
    const y = y0 + (GF_ROWS - 1 - r) * CARD_H;
    for (let c = 0; c < 2; c++) {
      const fx = x0 + c * CARD_W;
      fronts.push({ x: fx, y, width: CARD_W, height: CARD_H });
      backs.push({ x: 2 * fold - fx - CARD_W, y, width: CARD_W, height: CARD_H });
    }
  }
  return { fronts, backs, fold, grid: { x: x0, y: y0, width: gridW, height: gridH } };
}

export function addGutterfold(pdf: PdfBuilder, cards: readonly SheetCard[], paper: Paper): void {
  const page = gutterfoldPage(paper);
  const { fronts, backs, fold, grid } = gutterfoldSlots(paper);
  const xs = [
    grid.x,
    grid.x + CARD_W,
    grid.x + 2 * CARD_W,
    fold + GUTTER / 2,
    fold + GUTTER / 2 + CARD_W,
    grid.x + grid.width,
  ];
  const ys = Array.from({ length: GF_ROWS + 1 }, (_, i) => grid.y + i * CARD_H);
  // Inside the printable margin; on US Letter the sides leave no room for 2 mm marks, so each
  // horizontal cut is also marked in the gutter, on both sides of the fold.
  const gutterMarks = ys.flatMap((y) => [
    { x1: grid.x + 2 * CARD_W + MM, y1: y, x2: fold - MM, y2: y },
    { x1: fold + MM, y1: y, x2: fold + GUTTER / 2 - MM, y2: y },
  ]);
  const marks = cropMarkOps([...cropMarks(xs, ys, grid, page, PRINTABLE_MARGIN), ...gutterMarks]);
  const foldLine = `q\n0.5 G 0.5 w [3 3] 0 d\n${fmt(fold)} ${fmt(grid.y - 4 * MM)} m ${fmt(fold)} ${fmt(grid.y + grid.height + 4 * MM)} l S\nQ\n`;
  for (let start = 0; start < cards.length; start += GF_PER_PAGE) {
    const forms = new PageForms(pdf);
    let ops = '';
    cards.slice(start, start + GF_PER_PAGE).forEach((card, i) => {
      ops += forms.place(card.front, fronts[i]!, { clip: fronts[i]! });
      if (card.back) ops += forms.place(card.back, backs[i]!, { clip: backs[i]! });
    });
    pdf.addPage({ mediaBox: [0, 0, page.width, page.height], ops: ops + marks + foldLine, forms: forms.forms });
  }
}
