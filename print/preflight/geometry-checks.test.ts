import { cmyk, PDFDocument, StandardFonts, type PDFPage } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { encodePng } from '../../infra/image/png-encode.js';
import { inspectPdf } from './inspect-pdf.js';
import { geometryFindings } from './geometry-checks.js';
import type { PreflightTarget } from './preflight.js';

const IN = 72;
const MM = 72 / 25.4;
const black = cmyk(0, 0, 0, 1);

/** A DriveThruCards page (trim 9..189 × 9..261 pt) and the findings of the geometry checks (colour, fonts and boxes are preflight.test.ts's). */
async function findings(
  draw: (doc: PDFDocument, page: PDFPage) => Promise<void>,
  target: PreflightTarget = 'dtc',
): Promise<string[]> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([2.75 * IN, 3.75 * IN]);
  page.setTrimBox(9, 9, 2.5 * IN, 3.5 * IN);
  page.setBleedBox(0, 0, 2.75 * IN, 3.75 * IN);
  await draw(doc, page);
  const { pages } = await inspectPdf(await doc.save());
  return pages
    .flatMap((p) => geometryFindings(p, target))
    .map((f) => `${f.page} ${f.object.replace(/-\d+/g, '')}: ${f.severity}: ${f.message}`);
}
const gray = (w: number, h: number) =>
  encodePng({ width: w, height: h, channels: 3, data: new Uint8Array(w * h * 3).fill(90) });

describe('preflight: type size, resolution, safe area', () => {
  it('names text under 6 pt once per object, with the smallest run quoted', async () => {
    const got = await findings(async (doc, p) => {
      const font = await doc.embedFont(StandardFonts.Helvetica);
      p.drawText('Rules', { x: 40, y: 200, size: 9, font, color: black });
      p.drawText('fine print', { x: 40, y: 150, size: 5.5, font, color: black });
      p.drawText('tiny', { x: 40, y: 100, size: 4, font, color: black });
    });
    expect(got).toEqual(['1 page text: warning: 2 lines of text under 6 pt (smallest 4.0 pt: "tiny")']);
  });

  it('measures type after scaling: 12 pt text drawn at half size is 6 pt and passes, at 0.4 it does not', async () => {
    const draw = (scale: number) => async (doc: PDFDocument, p: PDFPage) => {
      const font = await doc.embedFont(StandardFonts.Helvetica);
      p.scaleContent(scale, scale);
      p.drawText('Scaled', { x: 80, y: 200, size: 12, font, color: black });
    };
    expect(await findings(draw(0.5))).toEqual([]);
    expect(await findings(draw(0.4))).toEqual([
      '1 page text: warning: 1 line of text under 6 pt (smallest 4.8 pt: "Scaled")',
    ]);
  });

  it('grades images by effective DPI at their printed size: < 150 error, < 300 warning for dtc; only < 150 for pnp', async () => {
    const place = (px: number) => async (doc: PDFDocument, p: PDFPage) =>
      p.drawImage(await doc.embedPng(gray(px, px)), { x: 40, y: 80, width: IN, height: IN });
    expect(await findings(place(300))).toEqual([]);
    expect(await findings(place(200))).toEqual([
      '1 page XObject /Image: warning: image of 200×200 px printed at 1.00×1.00 in: 200 effective DPI, under 300',
    ]);
    expect(await findings(place(100))).toEqual([
      '1 page XObject /Image: error: image of 100×100 px printed at 1.00×1.00 in: 100 effective DPI, under 300',
    ]);
    expect(await findings(place(200), 'pnp')).toEqual([]);
    expect(await findings(place(100), 'pnp')).toEqual([
      '1 page XObject /Image: warning: image of 100×100 px printed at 1.00×1.00 in: 100 effective DPI, under 300',
    ]);
  });

  it('names text that runs into the 3 mm inside the trim, with how far', async () => {
    const got = await findings(async (doc, p) => {
      const font = await doc.embedFont(StandardFonts.Helvetica);
      p.drawText('Safe', { x: 9 + 4 * MM, y: 120, size: 8, font, color: black });
      p.drawText('Edge', { x: 9 + 1 * MM, y: 120 + 20, size: 8, font, color: black });
    });
    expect(got).toEqual([
      '1 page text: warning: 1 line of text outside the safe area ("Edge" reaches 2.0 mm past it, 1.0 mm from the trim)',
    ]);
  });

  it('accepts bleed art that runs past the trim and shapes inside the safe area; names a frame 1.5 mm inside the trim', async () => {
    const bleedAndSafe = async (_d: PDFDocument, p: PDFPage) => {
      p.drawRectangle({ x: 0, y: 0, width: 2.75 * IN, height: 3.75 * IN, color: cmyk(0.2, 0, 0, 0) });
      p.drawRectangle({ x: 0, y: 0, width: 2.75 * IN, height: 40, color: cmyk(0, 0.3, 0, 0) }); // a band off the bottom edge
      p.drawRectangle({ x: 30, y: 60, width: 100, height: 100, color: cmyk(0, 0, 0.5, 0) });
    };
    expect(await findings(bleedAndSafe)).toEqual([]);
    const frame = await findings(async (d, p) => {
      await bleedAndSafe(d, p);
      const i = 9 + 1.5 * MM;
      p.drawRectangle({
        x: i,
        y: i,
        width: 2.5 * IN - 3 * MM,
        height: 3.5 * IN - 3 * MM,
        borderColor: black,
        borderWidth: 0,
      });
    });
    expect(frame).toEqual(['1 page: warning: painted shape ends inside the 3 mm before the trim (1.5 mm from it)']);
  });

  it('checks no safe area for print-and-play sheets', async () => {
    const got = await findings(
      async (doc, p) =>
        p.drawText('Edge', {
          x: 10,
          y: 100,
          size: 8,
          font: await doc.embedFont(StandardFonts.Helvetica),
          color: black,
        }),
      'pnp',
    );
    expect(got).toEqual([]);
  });
});
