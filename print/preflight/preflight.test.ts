import { cmyk, PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { encodePng } from '../../infra/image/png-encode.js';
import { writeCalibration } from '../layout/calibration.js';
import { PAPERS } from '../layout/geometry.js';
import { loadNoteFace } from '../render/assets.js';
import { inspectPdf } from './inspect-pdf.js';
import { preflightPage, type Finding } from './preflight.js';

const IN = 72;

/** A DriveThruCards-sized page: 2.5×3.5 in trim inside 0.125 in of bleed. */
async function card(
  draw: (doc: PDFDocument, page: ReturnType<PDFDocument['addPage']>) => Promise<void>,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([2.75 * IN, 3.75 * IN]);
  page.setTrimBox(9, 9, 2.5 * IN, 3.5 * IN);
  page.setBleedBox(0, 0, 2.75 * IN, 3.75 * IN);
  await draw(doc, page);
  return doc.save();
}

const check = async (bytes: Uint8Array, target: 'dtc' | 'pnp' = 'dtc'): Promise<Finding[]> =>
  (await inspectPdf(bytes)).pages.flatMap((p) => preflightPage(p, target));
const brief = (fs: Finding[]) => fs.map((f) => `${f.page} ${f.object}: ${f.severity}: ${f.message}`);

describe('fray preflight', () => {
  it('passes a CMYK page without text or transparency', async () => {
    expect(
      await check(
        await card(async (_d, p) =>
          p.drawRectangle({ x: 20, y: 20, width: 100, height: 100, color: cmyk(0, 0.5, 1, 0) }),
        ),
      ),
    ).toEqual([]);
  });

  it('names RGB colours and a font that is not embedded, on the page and object', async () => {
    const bytes = await card(async (doc, p) => {
      p.drawRectangle({ x: 20, y: 20, width: 100, height: 100, color: rgb(1, 0, 0) });
      p.drawText('Strike', {
        x: 30,
        y: 150,
        size: 9,
        font: await doc.embedFont(StandardFonts.Helvetica),
        color: cmyk(0, 0, 0, 1),
      });
    });
    expect(brief(await check(bytes))).toEqual([
      expect.stringMatching(/^1 page Font \/Helvetica-\d+: error: font Helvetica is not embedded$/),
      '1 page content: error: RGB colour: DeviceRGB (rg)',
    ]);
    // For home printing RGB is fine; the missing font is still an error.
    expect(brief(await check(bytes, 'pnp'))).toEqual([
      expect.stringMatching(/font Helvetica is not embedded$/),
      expect.stringMatching(/neither A4 nor Letter/),
    ]);
  });

  it('names an image with a soft mask (transparency) and its RGB colour space', async () => {
    const px = new Uint8Array(4 * 4 * 4).fill(128);
    const png = encodePng({ width: 4, height: 4, channels: 4, data: px });
    const bytes = await card(async (doc, p) =>
      p.drawImage(await doc.embedPng(png), { x: 40, y: 40, width: 40, height: 40 }),
    );
    expect(brief(await check(bytes))).toEqual([
      expect.stringMatching(/^1 page XObject \/Image-\d+: error: image with a soft mask \(transparency\)$/),
      expect.stringMatching(/^1 page XObject \/Image-\d+: error: RGB colour: DeviceRGB image \(4×4\)$/),
      expect.stringMatching(
        /^1 page XObject \/Image-\d+: error: image of 4×4 px printed at 0.56×0.56 in: 7 effective DPI, under 300$/,
      ),
    ]);
  });

  it('checks the trim and the bleed', async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([3 * IN, 4 * IN]);
    page.setTrimBox(0, 0, 3 * IN, 4 * IN);
    expect(brief(await check(await doc.save()))).toEqual([
      '1 page TrimBox: error: trim is 3.000×4.000 in, not 2.5×3.5 in',
      '1 page BleedBox: error: bleed is 0.000 in, not 0.125 in per side',
    ]);
  });

  it('passes our own calibration sheet for home printing (its text font is embedded)', async () => {
    const pdf = await writeCalibration(
      PAPERS.a4,
      'long',
      undefined,
      {
        fontBytes: () => {
          throw new Error('no card fonts here');
        },
      },
      await loadNoteFace(),
    );
    expect(await check(pdf, 'pnp')).toEqual([]);
  });
});
