// Crop marks: short hairlines in the margin, on the extension of every cut line, never
// inside the card area (so they never print over a neighbouring card).
import { fmt, MM, type Rect } from './geometry.js';

export interface CropMark {
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
}

const GAP = 1 * MM;
const LENGTH = 5 * MM;
/** A mark shorter than this is left out: it would not be seen. */
const MIN_LENGTH = 2 * MM;

/**
 * Marks around a grid of cut lines: `xs` vertical cuts, `ys` horizontal cuts, `grid` their extent
 * (with any bleed drawn past it). `pageEdge`: how close to the paper's edge a mark may go.
 */
export function cropMarks(
  xs: readonly number[],
  ys: readonly number[],
  grid: Rect,
  page: { width: number; height: number },
  pageEdge = 1 * MM,
): CropMark[] {
  const marks: CropMark[] = [];
  const top = grid.y + grid.height;
  const right = grid.x + grid.width;
  const upLen = Math.min(LENGTH, page.height - pageEdge - top - GAP);
  const downLen = Math.min(LENGTH, grid.y - pageEdge - GAP);
  const leftLen = Math.min(LENGTH, grid.x - pageEdge - GAP);
  const rightLen = Math.min(LENGTH, page.width - pageEdge - right - GAP);
  for (const x of xs) {
    if (upLen >= MIN_LENGTH) marks.push({ x1: x, y1: top + GAP, x2: x, y2: top + GAP + upLen });
    if (downLen >= MIN_LENGTH) marks.push({ x1: x, y1: grid.y - GAP, x2: x, y2: grid.y - GAP - downLen });
  }
  for (const y of ys) {
    if (leftLen >= MIN_LENGTH) marks.push({ x1: grid.x - GAP, y1: y, x2: grid.x - GAP - leftLen, y2: y });
    if (rightLen >= MIN_LENGTH) marks.push({ x1: right + GAP, y1: y, x2: right + GAP + rightLen, y2: y });
  }
  return marks;
}

/** Hairlines, drawn twice (white under black) so a mark on a card's dark bleed shows as well as one on paper. */
export function cropMarkOps(marks: readonly CropMark[]): string {
  if (!marks.length) return '';
  const path = marks.map((m) => `${fmt(m.x1)} ${fmt(m.y1)} m ${fmt(m.x2)} ${fmt(m.y2)} l\n`).join('');
  return `q\n0 J\n1 G 0.9 w\n${path}S\n0 G 0.3 w\n${path}S\nQ\n`;
}
