// How a document's colours reach paper. Home printers take the RGB the translator draws; a press
// file (PDF/X-1a for DriveThruCards, print/pdf/cmyk-colour.ts) converts every colour — content
// stream operators, shadings, images — and adds what the standard asks of the document.
import type { PDFDocument } from 'pdf-lib';
import type { RasterImage } from './drawing.js';

export interface PrintColour {
  /** Names the conversion (the profile's hash): converted streams are reused under it. */
  readonly id?: string;
  /** A content stream with its colour operators converted. */
  ops(ops: string): string;
  /** An image in the target colour space; `invertedCmyk` for Adobe CMYK JPEGs. */
  image(img: RasterImage): { image: RasterImage; invertedCmyk?: boolean };
  shadingColour(c: readonly number[], gray: boolean): number[];
  shadingSpace(gray: boolean): string;
  /** Graphics states the converted operators may name (`/Name gs`): added to every resource dictionary. */
  readonly gstates?: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  /** Colour space of transparency groups (soft masks). */
  readonly groupSpace: string;
  /** Classic cross-reference table, no object streams (PDF 1.4). */
  readonly classicXref: boolean;
  /** The header's version, e.g. `1.4`, when not pdf-lib's 1.7. */
  readonly pdfVersion?: string;
  /** Header, output intent, Info keys, document ID. */
  finish(doc: PDFDocument, title: string): void;
}
