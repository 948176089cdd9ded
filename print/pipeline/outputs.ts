// The files `fray print` writes, each with a key over everything it is made of, so an output
// whose inputs did not change is neither rebuilt nor rewritten.
import type { Card } from '../../engine/schema/card.js';
import { writeCalibration } from '../layout/calibration.js';
import { writeCardPages } from '../layout/deck-pages.js';
import { writeDtcDeck } from '../layout/dtc.js';
import type { CardFace, PaperId } from '../layout/geometry.js';
import { PAPERS } from '../layout/geometry.js';
import { addGutterfold } from '../layout/gutterfold.js';
import { addSheets, DEFAULT_GAP_MM, type Duplex, type SheetCard } from '../layout/sheets.js';
import { fontId, type FontFace } from '../pdf/font-set.js';
import { PdfBuilder, type FontProvider } from '../pdf/pdf-builder.js';
import type { PrintColour } from '../pdf/print-colour.js';
import { sha1Of } from '../../infra/hash.js';
import { expand, type Deck } from './decks.js';

export type OutputKind = 'pnp' | 'decks' | 'reference' | 'dtc' | 'sheets';
export const OUTPUT_KINDS: readonly OutputKind[] = ['pnp', 'decks', 'reference', 'dtc', 'sheets'];

export interface LayoutOptions {
  readonly papers: readonly PaperId[];
  readonly duplex: Duplex;
  readonly backOffset?: readonly [number, number];
  readonly layout: 'sheets' | 'gutterfold';
  /** Card sheets: mm between the cards (each card gets half as bleed on every side); default: DEFAULT_GAP_MM on every paper. */
  readonly gapMm?: number;
}

export interface PressColour {
  readonly colour?: PrintColour;
  /** Identifies the conversion in the output's key. */
  readonly key: string;
  readonly note?: string;
}

export interface PlannedOutput {
  /** Path relative to the output folder, `/`-separated. */
  readonly path: string;
  readonly kind: OutputKind;
  readonly key: string;
  build(fonts: FontProvider): Promise<Buffer>;
}

export interface FaceSource {
  cardKey(card: Card): string;
  backKey(deck: Deck): string;
  face(key: string): CardFace;
  referenceKey(system: string): string;
  reference(system: string): CardFace[];
  /** Built characters' sheets: file id and render key (campaign-print.ts). */
  sheets?: readonly { readonly id: string; readonly key: string }[];
  /** The embedded face of notes printed on layout pages (the calibration instructions). */
  noteFace?: FontFace;
  /** print-shop/dtc/ colour: PDF/X-1a CMYK when a profile is installed. */
  press?: PressColour;
  /** A system's display name (system.yaml `name`), for document titles. */
  systemName?(system: string): string;
}

/** `mara-voss` → `Mara Voss`, for document titles of things named by id. */
export const titleOfId = (id: string): string =>
  id
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

export function planOutputs(
  decks: readonly Deck[],
  systems: readonly string[],
  only: ReadonlySet<OutputKind>,
  opts: LayoutOptions,
  src: FaceSource,
  version: string,
): PlannedOutput[] {
  const out: PlannedOutput[] = [];
  // A deck's key lists every card copy: the list is hashed as is, not spread into arguments,
  // whose number the stack limits (100,000 copies overflowed it).
  const keyOf = (...parts: (string | readonly string[])[]): string =>
    sha1Of([version, JSON.stringify(opts), ...parts.flatMap((p) => (typeof p === 'string' ? [p] : [sha1Of(p)]))]);
  for (const deck of decks) {
    const cards = expand(deck);
    const faceKeys = cards.map((c) => src.cardKey(c));
    const back = src.backKey(deck);
    const sheetCards = (): SheetCard[] => {
      const b = src.face(back);
      return cards.map((c) => ({ front: src.face(src.cardKey(c)), back: b }));
    };
    if (only.has('pnp')) {
      for (const paperId of opts.papers) {
        const paper = PAPERS[paperId];
        const gutter = opts.layout === 'gutterfold';
        out.push({
          path: `pnp/${deck.id}${gutter ? '-gutterfold' : ''}-${paperId}.pdf`,
          kind: 'pnp',
          key: keyOf('pnp', paperId, back, faceKeys),
          build(fonts) {
            const pdf = new PdfBuilder(fonts, `${deck.title} \u2014 Print and Play (${paper.label})`);
            if (gutter) addGutterfold(pdf, sheetCards(), paper);
            else
              addSheets(pdf, sheetCards(), {
                paper,
                duplex: opts.duplex,
                backOffset: opts.backOffset,
                gapMm: opts.gapMm ?? DEFAULT_GAP_MM,
              });
            return pdf.toBuffer();
          },
        });
      }
    }
    if (only.has('decks')) {
      out.push({
        path: `decks/${deck.id}.pdf`,
        kind: 'decks',
        key: keyOf(
          'deck',
          back,
          deck.cards.map((c) => src.cardKey(c)),
        ),
        build: (fonts) =>
          writeCardPages([...deck.cards.map((c) => src.face(src.cardKey(c))), src.face(back)], deck.title, fonts),
      });
    }
    if (only.has('dtc')) {
      out.push({
        path: `print-shop/dtc/${deck.id}.pdf`,
        kind: 'dtc',
        key: keyOf('dtc', back, src.press?.key ?? 'rgb', faceKeys),
        build: (fonts) =>
          writeDtcDeck(
            { id: deck.id, title: deck.title, cards: sheetCards().map((c) => ({ front: c.front, back: c.back! })) },
            fonts,
            src.press?.colour,
          ),
      });
    }
  }
  if (only.has('pnp') && opts.layout === 'sheets' && opts.duplex !== 'none') {
    for (const paperId of opts.papers) {
      out.push({
        path: `pnp/calibration-${paperId}.pdf`,
        kind: 'pnp',
        key: keyOf('calibration', paperId, src.noteFace ? fontId(src.noteFace.data) : ''),
        build: (fonts) => {
          if (!src.noteFace) throw new Error('bug: the calibration sheet needs the note face');
          return writeCalibration(PAPERS[paperId], opts.duplex, opts.backOffset, fonts, src.noteFace);
        },
      });
    }
  }
  for (const sheet of only.has('sheets') ? (src.sheets ?? []) : []) {
    out.push({
      path: `sheets/${sheet.id}.pdf`,
      kind: 'sheets',
      key: keyOf('sheet', sheet.key),
      build(fonts) {
        const pdf = new PdfBuilder(fonts, `${titleOfId(sheet.id)} \u2014 Character Sheet`);
        const page = src.face(sheet.key);
        const { width: pw, height: ph } = PAPERS.a4;
        const scale = Math.min(pw / page.drawing.width, ph / page.drawing.height);
        pdf.addPage({
          mediaBox: [0, 0, pw, ph],
          ops: `q\n${scale} 0 0 ${scale} ${(pw - page.drawing.width * scale) / 2} ${(ph - page.drawing.height * scale) / 2} cm\n/P Do\nQ\n`,
          forms: { P: pdf.form(page.drawing, page.key) },
        });
        return pdf.toBuffer();
      },
    });
  }
  if (only.has('reference')) {
    for (const system of systems) {
      out.push({
        path: `reference/${system}.pdf`,
        kind: 'reference',
        key: keyOf('reference', src.referenceKey(system)),
        build(fonts) {
          const pdf = new PdfBuilder(fonts, `${src.systemName?.(system) ?? titleOfId(system)} Rule Reference`);
          for (const page of src.reference(system)) {
            // A4 portrait whatever px size the renderer used (Satori rounds it), centred.
            const { width: pw, height: ph } = PAPERS.a4;
            const scale = Math.min(pw / page.drawing.width, ph / page.drawing.height);
            const x = (pw - page.drawing.width * scale) / 2;
            const y = (ph - page.drawing.height * scale) / 2;
            pdf.addPage({
              mediaBox: [0, 0, pw, ph],
              ops: `q\n${scale} 0 0 ${scale} ${x} ${y} cm\n/P Do\nQ\n`,
              forms: { P: pdf.form(page.drawing, page.key) },
            });
          }
          return pdf.toBuffer();
        },
      });
    }
  }
  return out;
}
