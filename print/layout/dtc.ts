// DriveThruCards per-deck PDFs: every page is one card side at 2.75×3.75 in with the 2.5×3.5 in
// trim centred (TrimBox 9,9 180×252 pt; BleedBox = MediaBox). Pages alternate front, back for
// each card (copies repeated), which is how DTC's card-deck templates are laid out.
import { PdfBuilder, type FontProvider } from '../pdf/pdf-builder.js';
import type { PrintColour } from '../pdf/print-colour.js';
import type { CardFace } from './geometry.js';
import { PageForms } from './place.js';

export const DTC_PAGE = { width: 198, height: 270 } as const;
export const DTC_TRIM = [9, 9, 189, 261] as const;

export interface DtcCard {
  readonly front: CardFace;
  readonly back: CardFace;
}

export interface DtcDeck {
  /** File name without extension. */
  readonly id: string;
  readonly title: string;
  /** Copies already expanded. */
  readonly cards: readonly DtcCard[];
}

/** One PDF per deck; returns file name → bytes (the caller writes them atomically). */
export async function writeDtcDecks(decks: readonly DtcDeck[], fonts: FontProvider): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>();
  for (const deck of decks) out.set(`${deck.id}.pdf`, await writeDtcDeck(deck, fonts));
  return out;
}

/** `colour`: the PDF/X-1a CMYK conversion (print/pdf/cmyk-colour.ts); without it the file stays RGB (layout tests). */
export function writeDtcDeck(deck: DtcDeck, fonts: FontProvider, colour?: PrintColour): Promise<Buffer> {
  const pdf = new PdfBuilder(fonts, { title: `${deck.title} (DriveThruCards)`, ...(colour ? { colour } : {}) });
  const media = [0, 0, DTC_PAGE.width, DTC_PAGE.height] as const;
  const trim = { x: DTC_TRIM[0], y: DTC_TRIM[1], width: DTC_TRIM[2] - DTC_TRIM[0], height: DTC_TRIM[3] - DTC_TRIM[1] };
  for (const card of deck.cards) {
    for (const face of [card.front, card.back]) {
      const forms = new PageForms(pdf);
      // Scaled so the card's own bleed covers the whole page: no white slivers at the edge.
      const page = { x: 0, y: 0, ...DTC_PAGE };
      // PDF/X-1a has no transparency: the face flattened where it needs it (print/pdf/flatten.ts).
      const ops = forms.place(
        colour && face.flat ? { ...face, key: `${face.key}:flat`, drawing: face.flat } : face,
        trim,
        { cover: page, clip: page },
      );
      pdf.addPage({ mediaBox: media, trimBox: DTC_TRIM, bleedBox: media, ops, forms: forms.forms });
    }
  }
  return pdf.toBuffer();
}
