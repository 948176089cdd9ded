// Paper and card sizes in PDF points, and how a rendered card (in Satori px, with bleed around
// its trim box) maps onto paper.
import type { Drawing } from '../pdf/drawing.js';

export const MM = 72 / 25.4;

export const PAPERS = {
  a4: { id: 'a4', label: 'A4', width: 210 * MM, height: 297 * MM },
  letter: { id: 'letter', label: 'US Letter', width: 612, height: 792 },
} as const;
export type PaperId = keyof typeof PAPERS;
export type Paper = (typeof PAPERS)[PaperId];

/** What most home printers cannot print: ¼ in from each edge. Print-and-play pages keep everything inside it. */
export const PRINTABLE_MARGIN = 6.35 * MM;

/** Poker size, the trim of every card. */
export const CARD_W = 63 * MM;
export const CARD_H = 88 * MM;

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** A rendered card face (or back) ready for layout. */
export interface CardFace {
  /** Unique per distinct drawing (content hash): equal keys share one Form XObject. */
  readonly key: string;
  readonly drawing: Drawing;
  /** The trim box inside the drawing, in SVG px from the top-left. */
  readonly trim: Rect;
  /** Label for errors and summaries. */
  readonly label: string;
  /** The same face with its transparency flattened (print/pdf/flatten.ts), when it has any: press files (PDF/X-1a) draw this one. */
  readonly flat?: Drawing;
}

/**
 * The `cm` that draws `face` so that its trim box lands on the rect (x, y, w, h) in points
 * (PDF coordinates, y up). Uniform scale: the trim's width decides.
 */
export function placeMatrix(
  face: CardFace,
  x: number,
  y: number,
  w: number,
  h: number,
  cover?: Rect,
): [number, number, number, number, number, number] {
  const { trim, drawing } = face;
  let s = w / trim.width;
  if (cover) {
    // Large enough that the trim fills the slot and the drawing (trim + bleed) covers `cover`.
    s = Math.max(w / trim.width, h / trim.height);
    const cx0 = x + w / 2;
    const cy0 = y + h / 2;
    const halfW = Math.max(cx0 - cover.x, cover.x + cover.width - cx0);
    const halfH = Math.max(cy0 - cover.y, cover.y + cover.height - cy0);
    const tcx = trim.x + trim.width / 2;
    const tcy = trim.y + trim.height / 2;
    s = Math.max(s, halfW / Math.min(tcx, drawing.width - tcx), halfH / Math.min(tcy, drawing.height - tcy));
  }
  // Centre the trim box on the target rect.
  const cx = x + w / 2;
  const cy = y + h / 2;
  const tx = cx - (trim.x + trim.width / 2) * s;
  // The drawing's y axis is already flipped into PDF orientation (origin bottom-left).
  const trimCentreFromBottom = drawing.height - (trim.y + trim.height / 2);
  const ty = cy - trimCentreFromBottom * s;
  return [s, 0, 0, s, tx, ty];
}

/** Where the whole drawing (trim + bleed) lands for a placement matrix. */
export function drawingRect(face: CardFace, m: readonly number[]): Rect {
  return { x: m[4]!, y: m[5]!, width: face.drawing.width * m[0]!, height: face.drawing.height * m[3]! };
}

export function fmt(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(3).replace(/0+$/, '').replace(/\.$/, '');
}
