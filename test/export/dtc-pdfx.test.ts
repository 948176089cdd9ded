// DriveThruCards files as PDF/X-1a:2003, end to end on a catalog with PNG art that has an alpha
// channel (flattened), a JPEG (decoded, converted) and SVG art: our preflight and qpdf pass them,
// the PDF/X keys are there, and the CMYK pages look like the RGB proof of the same pages.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ExportOptions } from '../../print/export/export-types.js';
import { exportCatalog } from '../../print/export/run-export.js';
import { forgetConvertedStreams } from '../../print/pdf/pdf-builder.js';
import { DiskCache } from '../../infra/disk-cache.js';
import { silentProgress } from '../../infra/progress.js';
import type { RenderBackend } from '../../print/pipeline/render-backend.js';
import { inspectPdf } from '../../print/preflight/inspect-pdf.js';
import { preflightDocument, preflightPage } from '../../print/preflight/preflight.js';
import { inksOf } from '../../print/preflight/colour-checks.js';
import { decodePng } from '../../infra/image/png-decode.js';
import { objects } from '../pdf/fixtures/pdf-inspect.js';
import { loadBackend } from '../pdf/fixtures/satori-backend.js';

const FIXTURE = new URL('../fixtures/art-catalog', import.meta.url).pathname;
let backend: RenderBackend;
let catalog: string;
beforeAll(async () => {
  backend = await loadBackend();
  catalog = mkdtempSync(join(tmpdir(), 'fray-pdfx-cat-'));
  cpSync(FIXTURE, catalog, { recursive: true });
});

const opts = (extra: Partial<ExportOptions> = {}): ExportOptions => ({
  target: 'dtc',
  catalogDir: catalog,
  outDir: mkdtempSync(join(tmpdir(), 'fray-pdfx-')),
  dpi: 300,
  bleed: false,
  cache: new DiskCache(undefined),
  progress: silentProgress,
  render: { backend },
  date: new Date(Date.UTC(2026, 10, 25, 12)),
  ...extra,
});

function pageRgb(file: string, page: number, dpi: number): { width: number; height: number; data: Uint8Array } {
  const dir = mkdtempSync(join(tmpdir(), 'fray-pdfx-png-'));
  execFileSync('pdftoppm', ['-r', String(dpi), '-f', String(page), '-l', String(page), '-png', file, join(dir, 'p')]);
  const img = decodePng(readFileSync(join(dir, readdirSync(dir)[0]!)));
  return { width: img.width, height: img.height, data: img.data };
}

describe('fray export --target dtc: PDF/X-1a:2003', () => {
  let out: string;
  beforeAll(async () => {
    const o = opts();
    const r = await exportCatalog(o);
    expect(r.problems).toEqual([]);
    out = o.outDir;
  }, 120_000);

  it('passes fray preflight --target dtc and qpdf --check', async () => {
    const files = readdirSync(out).filter((f) => f.endsWith('.pdf'));
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) {
      const bytes = readFileSync(join(out, f));
      const findings = (await inspectPdf(bytes)).pages.flatMap((p) => preflightPage(p, 'dtc'));
      expect(findings.filter((x) => x.severity === 'error')).toEqual([]);
      expect(execFileSync('qpdf', ['--check', join(out, f)], { encoding: 'utf8' })).toMatch(
        /No syntax or stream encoding errors/,
      );
      // Flattening patched only the transparent regions: the words of the cards are still text.
      expect(execFileSync('pdftotext', [join(out, f), '-'], { encoding: 'utf8' })).toMatch(
        /Forest Ambush[\s\S]*Warding Sigil/,
      );
    }
  });

  it('carries the PDF/X keys: 1.4 header, output intent, version, Trapped, dates, ID; no RGB, no soft mask', async () => {
    const file = join(out, readdirSync(out).find((f) => f.endsWith('.pdf'))!);
    const bytes = readFileSync(file);
    expect(bytes.toString('latin1', 0, 8)).toBe('%PDF-1.4');
    const text = bytes.toString('latin1');
    expect(text).not.toMatch(/\/Type\s*\/ObjStm|\/Type\s*\/XRef/);
    expect(text).toMatch(/\/ID \[ <[0-9a-f]{32}> <[0-9a-f]{32}> \]/i);
    const dicts = [...(await objects(bytes)).values()].map((o) => o.dict).join('\n');
    expect(dicts).toMatch(/\/S \/GTS_PDFX/);
    expect(dicts).toContain('/OutputConditionIdentifier (CGATS TR 001)');
    expect(dicts).toContain('/RegistryName (http://www.color.org)');
    expect(dicts).toContain('/GTS_PDFXVersion (PDF/X-1:2003)');
    expect(dicts).toMatch(/\/Trapped \/False/);
    expect(dicts).toContain('/CreationDate (D:20261125120000Z)');
    expect(dicts).not.toMatch(/DeviceRGB|\/SMask|\/ca 0|\/CA 0/);
    expect(dicts).toMatch(/\/ColorSpace \/DeviceCMYK/);
  });

  it('writes nothing and fails with the fix when the machine has no CMYK profile', async () => {
    const o = opts({
      profileSearch: { ghostscript: [], swop: [], folders: [join(tmpdir(), 'fray-no-profiles-here')] },
    });
    const r = await exportCatalog(o);
    expect(r.ok).toBe(false);
    expect(r.files).toEqual([]);
    expect(readdirSync(o.outDir)).toEqual([]);
    expect(r.problems.join('\n')).toMatch(
      /error: no CMYK profile on this machine[\s\S]*hint: install Ghostscript's profiles/,
    );
  });

  it('looks like the RGB proof of the same pages (poppler converts CMYK for display)', async () => {
    const o = opts({ dtcColour: 'rgb' });
    expect((await exportCatalog(o)).problems).toEqual([]);
    const f = readdirSync(out).find((x) => x.endsWith('.pdf'))!;
    // Page 1: the card with the alpha PNG banner and the SVG sigil.
    const cmyk = pageRgb(join(out, f), 1, 50);
    const rgb = pageRgb(join(o.outDir, f), 1, 50);
    expect([cmyk.width, cmyk.height]).toEqual([rgb.width, rgb.height]);
    let sum = 0;
    let far = 0;
    for (let i = 0; i < rgb.data.length; i++) {
      const d = Math.abs(rgb.data[i]! - cmyk.data[i]!);
      sum += d;
      if (d > 80) far++;
    }
    // SWOP's gamut is smaller than sRGB's and poppler's CMYK→RGB is naive: a mean difference
    // under 20 of 255, and under 2 % of samples off by more than 80.
    expect(sum / rgb.data.length).toBeLessThan(20);
    expect(far / rgb.data.length).toBeLessThan(0.02);
  });

  it('writes the same bytes again when every face comes from the disk cache (cached faces keep only deflated ops)', async () => {
    // The production templates, without art: faces with no transparency, kept as vectors (the
    // test backend's translucent boxes would flatten every face and hide the cached ops).
    const plain = mkdtempSync(join(tmpdir(), 'fray-pdfx-plain-'));
    cpSync(FIXTURE, plain, { recursive: true });
    const yaml = join(plain, 'witchhammer', 'cards.yaml');
    writeFileSync(yaml, readFileSync(yaml, 'utf8').replace(/^\s*art: .*\n/gm, ''));
    const cache = new DiskCache(mkdtempSync(join(tmpdir(), 'fray-pdfx-cache-')));
    const cold = opts({ cache, catalogDir: plain, render: {} });
    const warm = opts({ cache, catalogDir: plain, render: {} });
    expect((await exportCatalog(cold)).problems).toEqual([]);
    forgetConvertedStreams(); // as a new process would: convert the cached faces again
    const second = await exportCatalog(warm);
    expect(second.cached).toBe(second.images);
    const files = readdirSync(cold.outDir).filter((x) => x.endsWith('.pdf'));
    expect(files.length).toBeGreaterThan(0);
    for (const f of files)
      expect(readFileSync(join(warm.outDir, f)).equals(readFileSync(join(cold.outDir, f))), f).toBe(true);
  }, 120_000);

  it('gives no finding at all on the bundled decks: no type under 6 pt, nothing in the 3 mm inside the trim', async () => {
    const o = opts({ catalogDir: new URL('../../cards', import.meta.url).pathname, render: {} });
    expect((await exportCatalog(o)).problems).toEqual([]);
    const files = readdirSync(o.outDir).filter((x) => x.endsWith('.pdf'));
    expect(files.length).toBeGreaterThanOrEqual(9);
    let kOnly = 0;
    const multiInk: string[] = [];
    for (const f of files) {
      const doc = await inspectPdf(readFileSync(join(o.outDir, f)));
      expect(preflightDocument(doc, 'dtc').map((x) => `${f} p${x.page} ${x.object}: ${x.message}`)).toEqual([]);
      // The check saw the cards' words: every page has text marks.
      expect(doc.pages.every((p) => p.marks.some((m) => m.kind === 'text'))).toBe(true);
      // Black and dark grey text is K only: the templates' #1d1a16 went to four inks (C67 M66 Y70 K79) before.
      for (const p of doc.pages) {
        for (const m of p.marks) {
          if (m.kind !== 'text') continue;
          const inks = inksOf(m.fill)!;
          if (inks[0] === 0 && inks[1] === 0 && inks[2] === 0) kOnly++;
          else if (inks.every((v) => v > 0.5))
            multiInk.push(`${f} p${p.page}: ${JSON.stringify(m.text)} in ${inks.join(' ')}`);
        }
      }
    }
    expect(kOnly).toBeGreaterThan(2000);
    expect(multiInk).toEqual([]);
  }, 180_000);
});
