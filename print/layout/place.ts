// Drawing a card face into a page content stream through its Form XObject.
import type { PdfBuilder } from '../pdf/pdf-builder.js';
import type { PDFRef as PdfRef } from 'pdf-lib';
import { multiply, type Matrix } from '../pdf/matrix.js';
import { fmt, placeMatrix, type CardFace, type Rect } from './geometry.js';

/** A quarter-turn about the slot's centre: 1 anticlockwise (the card's top to the left), −1 clockwise. */
export type QuarterTurn = 1 | -1;

export class PageForms {
  readonly forms: Record<string, PdfRef> = {};
  private readonly names = new Map<string, string>();

  constructor(private readonly pdf: PdfBuilder) {}

  /**
   * Ops drawing `face` with its trim on `slot`; `clip` limits it (e.g. to the trim for butted cards).
   * With `turn` the card lies on its side: `slot` is the turned trim (88 wide for a 63×88 card), and
   * the face is drawn upright into the same centre and then turned about it.
   */
  place(face: CardFace, slot: Rect, opts: { clip?: Rect; cover?: Rect; turn?: QuarterTurn } = {}): string {
    let n = this.names.get(face.key);
    if (!n) {
      n = `C${this.names.size + 1}`;
      this.names.set(face.key, n);
      this.forms[n] = this.pdf.form(face.drawing, face.key);
    }
    const m = opts.turn
      ? turnedMatrix(face, slot, opts.turn)
      : placeMatrix(face, slot.x, slot.y, slot.width, slot.height, opts.cover);
    const clip = opts.clip
      ? `${fmt(opts.clip.x)} ${fmt(opts.clip.y)} ${fmt(opts.clip.width)} ${fmt(opts.clip.height)} re W n\n`
      : '';
    return `q\n${clip}${m.map(fmt).join(' ')} cm\n/${n} Do\nQ\n`;
  }
}

/** The face placed upright on `slot`'s centre (its width and height swapped), then turned about that centre. */
export function turnedMatrix(face: CardFace, slot: Rect, turn: QuarterTurn): Matrix {
  const cx = slot.x + slot.width / 2;
  const cy = slot.y + slot.height / 2;
  const upright = placeMatrix(face, cx - slot.height / 2, cy - slot.width / 2, slot.height, slot.width);
  // (x, y) → (cx − t·(y − cy), cy + t·(x − cx)): t = 1 turns a quarter anticlockwise, t = −1 clockwise.
  const rotate: Matrix = [0, turn, -turn, 0, cx + turn * cy, cy - turn * cx];
  return multiply(upright, rotate);
}
