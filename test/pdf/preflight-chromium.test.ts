// `fray preflight` on files fray did not write: a page printed by Chromium (`page.pdf()`), whose
// PDFs carry ICC-based RGB images, blend modes, transparency groups and link annotations, and
// whose A4 is 595.9×842.9 pt; and an encrypted PDF (qpdf --encrypt).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { chromium } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../cli/commands/preflight.js';
import { encodePng } from '../../infra/image/png-encode.js';
import { inspectPdf } from '../../print/preflight/inspect-pdf.js';
import { formatFinding, preflightDocument } from '../../print/preflight/preflight.js';

const CHROMIUM = process.env.FRAY_CHROMIUM ?? '/usr/bin/chromium';
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const dir = mkdtempSync(join(tmpdir(), 'fray-preflight-chromium-'));

const png = Buffer.from(
  encodePng({ width: 8, height: 8, channels: 3, data: new Uint8Array(8 * 8 * 3).map((_, i) => (i * 37) % 256) }),
).toString('base64');
const HTML = `<!doctype html><html><body style="margin:0">
  <div style="position:absolute;left:40px;top:40px;width:200px;height:120px;background:#c0392b"></div>
  <div style="position:absolute;left:120px;top:80px;width:200px;height:120px;background:#2980b9;mix-blend-mode:multiply;opacity:0.7"></div>
  <img src="data:image/png;base64,${png}" style="position:absolute;left:40px;top:260px;width:160px;height:160px;image-rendering:pixelated">
  <a href="https://example.com/rules" style="position:absolute;left:40px;top:460px;font:16px serif">The rules</a>
</body></html>`;

let pdf: Uint8Array;
beforeAll(async () => {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  try {
    const page = await browser.newPage();
    await page.setContent(HTML);
    pdf = await page.pdf({ format: 'A4', printBackground: true });
  } finally {
    await browser.close();
  }
}, 60_000);

const lines = async (bytes: Uint8Array, target: 'dtc' | 'pnp') =>
  preflightDocument(await inspectPdf(bytes), target).map((f) =>
    formatFinding('c.pdf', f).split('\n')[0]!.replace('c.pdf: ', ''),
  );

describe('preflight on a PDF printed by Chromium', () => {
  it('accepts its A4 (595.9×842.9 pt) for home printing', async () => {
    const { pages } = await inspectPdf(pdf);
    const [w, h] = [
      pages[0]!.mediaBox![2]! - pages[0]!.mediaBox![0]!,
      pages[0]!.mediaBox![3]! - pages[0]!.mediaBox![1]!,
    ];
    expect(Math.abs(w - 595.28)).toBeGreaterThan(0.3); // Chromium's A4 really is off by more than the old 0.6 pt on one side
    expect(Math.abs(h - 841.89)).toBeGreaterThan(0.6);
    expect((await lines(pdf, 'pnp')).filter((l) => /A4 nor Letter/.test(l))).toEqual([]);
  });

  it('says once that it is not PDF/X-1a, and names its RGB images, blend mode, transparency and link on page 1', async () => {
    const got = await lines(pdf, 'dtc');
    expect(got[0]).toMatch(/^file {2}error: this file is not PDF\/X-1a: /);
    for (const why of [
      'no PDF/X output intent',
      'no GTS_PDFXVersion',
      'RGB colour (page 1)',
      'transparency (page 1)',
      'annotations on the printed area (page 1)',
    ])
      expect(got[0]).toContain(why);
    expect(got.filter((l) => /not PDF\/X-1a/.test(l))).toHaveLength(1);
    expect(got).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^page 1 .*error: (\d+ × )?RGB colour: .*ICC-based RGB image/),
        expect.stringMatching(/^page 1 .*error: (\d+ × )?RGB colour: DeviceRGB \(RG\), DeviceRGB \(rg\)/),
        expect.stringMatching(/^page 1 .* Group {2}error: transparency group$/),
        expect.stringMatching(/^page 1 .*ExtGState .*error: blend mode \/Multiply \(transparency\)$/),
        expect.stringMatching(/^page 1 .*error: (ca|CA) 0\.7 \(transparency\)$/),
        expect.stringMatching(/^page 1 {2}page annotation \/Link {2}error: annotation inside the trim/),
        'file  Info GTS_PDFXVersion  error: no GTS_PDFXVersion',
      ]),
    );
  });
});

describe('an encrypted PDF', () => {
  it('is named as encrypted, with what to do, not as an unreadable file', async () => {
    const doc = await PDFDocument.create();
    doc.addPage([200, 200]);
    const plain = join(dir, 'plain.pdf');
    const locked = join(dir, 'locked.pdf');
    writeFileSync(plain, await doc.save());
    execFileSync('qpdf', ['--encrypt', 'user', 'owner', '256', '--', plain, locked]);
    expect(readFileSync(locked).toString('latin1')).toMatch(/\/Encrypt/);
    await expect(run([locked])).rejects.toThrow(/locked\.pdf is encrypted/);
    await expect(run([locked])).rejects.toMatchObject({ hint: expect.stringMatching(/qpdf --decrypt/) });
  });
});
