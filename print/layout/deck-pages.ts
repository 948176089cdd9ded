// A deck as one card per page at its real size (trim + the template's bleed), TrimBox and
// BleedBox set: the fronts in deck order, then the deck's back once.
import { PdfBuilder, type FontProvider } from '../pdf/pdf-builder.js';
import type { CardFace } from './geometry.js';
import { PageForms } from './place.js';
import { CARD_W } from './geometry.js';

/**
 * The page is the trim plus the face's bleed on each side, the same on both sides: Satori rounds
 * the drawing up to whole pixels, and a page as large as the drawing had 3.06 mm of bleed on the
 * right and 2.93 mm at the bottom. The extra fraction of a pixel lies outside the MediaBox.
 */
export function cardPageBoxes(face: CardFace): {
  media: [number, number, number, number];
  trim: [number, number, number, number];
} {
  const s = CARD_W / face.trim.width;
  const bx = face.trim.x * s;
  const by = face.trim.y * s;
  const tw = face.trim.width * s;
  const th = face.trim.height * s;
  return { media: [0, 0, tw + 2 * bx, th + 2 * by], trim: [bx, by, bx + tw, by + th] };
}

export function addCardPages(pdf: PdfBuilder, faces: readonly CardFace[]): void {
  for (const face of faces) {
    const { media, trim } = cardPageBoxes(face);
    const forms = new PageForms(pdf);
    const ops = forms.place(face, { x: trim[0], y: trim[1], width: trim[2] - trim[0], height: trim[3] - trim[1] });
    const bleed = media[2] - (trim[2] - trim[0]) > 0.01 || media[3] - (trim[3] - trim[1]) > 0.01;
    pdf.addPage({
      mediaBox: media,
      trimBox: bleed ? trim : undefined,
      bleedBox: bleed ? media : undefined,
      ops,
      forms: forms.forms,
    });
  }
}

export function writeCardPages(faces: readonly CardFace[], title: string, fonts: FontProvider): Promise<Buffer> {
  const pdf = new PdfBuilder(fonts, title);
  addCardPages(pdf, faces);
  return pdf.toBuffer();
}
