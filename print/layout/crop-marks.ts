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
const PAGE_EDGE = 1 * MM;

/** Marks around a grid of cut lines: `xs` vertical cuts, `ys` horizontal cuts, `grid` their extent. */
export function cropMarks(xs: readonly number[], ys: readonly number[], grid: Rect, page: { width: number; height: number }): CropMark[] {
  const marks: CropMark[] = [];
  const top = grid.y + grid.height;
  const right = grid.x + grid.width;
  const upLen = Math.min(LENGTH, page.height - PAGE_EDGE - top - GAP);
  const downLen = Math.min(LENGTH, grid.y - PAGE_EDGE - GAP);
  const leftLen = Math.min(LENGTH, grid.x - PAGE_EDGE - GAP);
  const rightLen = Math.min(LENGTH, page.width - PAGE_EDGE - right - GAP);
  for (const x of xs) {
    if (upLen > 0) marks.push({ x1: x, y1: top + GAP, x2: x, y2: top + GAP + upLen });
    if (downLen > 0) marks.push({ x1: x, y1: grid.y - GAP, x2: x, y2: grid.y - GAP - downLen });
  }
  for (const y of ys) {
    if (leftLen > 0) marks.push({ x1: grid.x - GAP, y1: y, x2: grid.x - GAP - leftLen, y2: y });
    if (rightLen > 0) marks.push({ x1: right + GAP, y1: y, x2: right + GAP + rightLen, y2: y });
  }
  return marks;
}

export function cropMarkOps(marks: readonly CropMark[]): string {
  if (!marks.length) return '';
  let s = 'q\n0 G 0.3 w 0 J\n';
  for (const m of marks) s += `${fmt(m.x1)} ${fmt(m.y1)} m ${fmt(m.x2)} ${fmt(m.y2)} l\n`;
  return s + 'S\nQ\n';
}
