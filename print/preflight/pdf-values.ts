// Reading plain values out of pdf-lib objects, as the preflight readers (inspect-pdf.ts,
// font-metrics.ts) need them: a wrong or missing value is a fallback, never a throw — preflight
// reads files fray did not necessarily write.
import { PDFArray, type PDFDict, PDFName, PDFNumber, type PDFObject } from 'pdf-lib';

export const nameOf = (o: PDFObject | undefined): string => (o instanceof PDFName ? o.decodeText() : '');
export const numOf = (o: PDFObject | undefined, fallback: number): number =>
  o instanceof PDFNumber ? o.asNumber() : fallback;
/** A number array (a box, a matrix); a non-number entry is NaN. */
export const numbers = (o: PDFObject | undefined): number[] | undefined =>
  o instanceof PDFArray ? o.asArray().map((x) => numOf(x, Number.NaN)) : undefined;
/** `dict[key]` as a number, following an indirect reference. */
export const numAt = (dict: PDFDict, key: string, fallback: number): number =>
  numOf(dict.lookup(PDFName.of(key)), fallback);
