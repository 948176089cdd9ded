// Drawing a card face into a page content stream through its Form XObject.
import type { PdfBuilder } from '../pdf/pdf-builder.js';
import type { PDFRef as PdfRef } from 'pdf-lib';
import { fmt, placeMatrix, type CardFace, type Rect } from './geometry.js';

export class PageForms {
  readonly forms: Record<string, PdfRef> = {};
  private readonly names = new Map<string, string>();

  constructor(private readonly pdf: PdfBuilder) {}

  /** Ops drawing `face` with its trim on `slot`; `clip` limits it (e.g. to the trim for butted cards). */
  place(face: CardFace, slot: Rect, opts: { clip?: Rect; cover?: Rect } = {}): string {
    let n = this.names.get(face.key);
    if (!n) {
      n = `C${this.names.size + 1}`;
      this.names.set(face.key, n);
      this.forms[n] = this.pdf.form(face.drawing, face.key);
    }
    const m = placeMatrix(face, slot.x, slot.y, slot.width, slot.height, opts.cover);
    const clip = opts.clip
      ? `${fmt(opts.clip.x)} ${fmt(opts.clip.y)} ${fmt(opts.clip.width)} ${fmt(opts.clip.height)} re W n\n`
      : '';
    return `q\n${clip}${m.map(fmt).join(' ')} cm\n/${n} Do\nQ\n`;
  }
}
