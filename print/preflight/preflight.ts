// `fray preflight`: checks a PDF the way a print shop's preflight does, each finding naming the page
// and the object, with a fix hint. Targets: `dtc` (DriveThruCards: PDF/X-1a:2003 — CMYK or gray
// only, no transparency, every font embedded, a 2.5×3.5 in trim with 0.125 in bleed) and `pnp`
// (print-and-play at home: A4 or Letter pages, RGB fine, fonts embedded).
// Type size, image resolution and the safe area are in geometry-checks.ts.
import { geometryFindings } from './geometry-checks.js';
import type { Finding, PreflightTarget } from './finding.js';
import type { PageObjects } from './inspect-pdf.js';

export type { Finding, PreflightTarget };

const IN = 72;
const DTC_TRIM = [2.5 * IN, 3.5 * IN] as const;
const DTC_BLEED = 0.125 * IN;
const PAPERS = [[595.28, 841.89, 'A4'], [612, 792, 'Letter']] as const;
const TOL = 0.6;

const size = (b: readonly number[] | undefined): [number, number] | undefined => (b && b.length === 4 ? [Math.abs(b[2]! - b[0]!), Math.abs(b[3]! - b[1]!)] : undefined);
const near = (a: number, b: number) => Math.abs(a - b) <= TOL;
const isRgb = (family: string, n?: number) => family === 'DeviceRGB' || family === 'CalRGB' || family === 'Indexed/DeviceRGB' || (family === 'ICCBased' && n === 3);

/** Colour operators that set DeviceRGB directly in a content stream (`r g b rg`, `RG`). */
function rgbOperators(text: string): number {
  return (text.match(/(?:^|[\s\]])(?:rg|RG)(?=[\s\[/]|$)/g) ?? []).length;
}

export function preflightPage(p: PageObjects, target: PreflightTarget): Finding[] {
  return [...structureFindings(p, target), ...geometryFindings(p, target)];
}

/** Boxes, colour spaces, transparency and fonts: what a file is made of, not what it shows. */
export function structureFindings(p: PageObjects, target: PreflightTarget): Finding[] {
  const out: Finding[] = [];
  const add = (object: string, severity: Finding['severity'], message: string, hint: string) => out.push({ page: p.page, object, severity, message, hint });
  // What could not be read is an error: "0 errors" must mean the page was checked.
  for (const pr of p.problems ?? []) add(pr.object, 'error', pr.message, pr.hint);
  for (const f of p.fonts) if (!f.embedded) add(f.where, 'error', `font ${f.baseFont || '(unnamed)'} is not embedded`, 'embed every font (a printer substitutes a missing one)');
  const media = size(p.mediaBox);
  if (target === 'pnp') {
    if (media && !PAPERS.some(([w, h]) => (near(media[0], w) && near(media[1], h)) || (near(media[0], h) && near(media[1], w)))) {
      add('page MediaBox', 'warning', `page is ${media[0].toFixed(1)}×${media[1].toFixed(1)} pt, neither A4 nor Letter`, 'print-and-play sheets are A4 or Letter');
    }
    return out;
  }
  // dtc: PDF/X-1a — colour, transparency, boxes.
  for (const c of p.contents) {
    const n = rgbOperators(c.text);
    if (n) add(`${c.where} content`, 'error', `${n} RGB colour operator${n > 1 ? 's' : ''} (rg/RG)`, 'PDF/X-1a allows only CMYK or gray: convert the colours to CMYK');
  }
  for (const cs of p.colorSpaces) if (isRgb(cs.family, cs.components)) add(`${cs.where} ColorSpace /${cs.name}`, 'error', `RGB colour space (${cs.family}${cs.components ? `, N ${cs.components}` : ''})`, 'use DeviceCMYK or DeviceGray');
  for (const im of p.images) {
    if (isRgb(im.colorSpace)) add(im.where, 'error', `RGB image (${im.width}×${im.height})`, 'convert the image to CMYK');
    if (im.smask) add(im.where, 'error', 'image with a soft mask (transparency)', 'flatten the image onto what lies beneath it');
  }
  for (const g of p.gstates) {
    if (g.smask) add(g.where, 'error', 'soft mask in a graphics state (transparency)', 'flatten the transparency');
    for (const k of ['ca', 'CA'] as const) if (g[k] !== undefined && g[k]! < 1) add(g.where, 'error', `${k} ${g[k]} (transparency)`, 'PDF/X-1a allows no transparency: use opaque colours');
  }
  const trim = size(p.trimBox);
  const bleed = size(p.bleedBox) ?? media;
  if (!trim) add('page TrimBox', 'error', 'no TrimBox', 'give every page its TrimBox (the cut line)');
  else if (!(near(trim[0], DTC_TRIM[0]) && near(trim[1], DTC_TRIM[1]))) add('page TrimBox', 'error', `trim is ${(trim[0] / IN).toFixed(3)}×${(trim[1] / IN).toFixed(3)} in, not 2.5×3.5 in`, 'DriveThruCards poker cards are 2.5×3.5 in');
  if (trim && bleed && !(near(bleed[0], trim[0] + 2 * DTC_BLEED) && near(bleed[1], trim[1] + 2 * DTC_BLEED))) {
    add('page BleedBox', 'error', `bleed is ${((bleed[0] - trim[0]) / 2 / IN).toFixed(3)} in, not 0.125 in per side`, 'extend the art 0.125 in past the trim on every side');
  }
  return out;
}

export function formatFinding(file: string, f: Finding): string {
  return `${file}: page ${f.page}  ${f.object}  ${f.severity}: ${f.message}\n    hint: ${f.hint}`;
}
