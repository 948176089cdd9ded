import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ExportOptions } from '../../print/export/export-types.js';
import { decodePng, readPngInfo } from '../../infra/image/png-decode.js';
import { checkPng, exportCatalog } from '../../print/export/run-export.js';
import type { ExportTarget } from '../../print/export/targets.js';
import { parseExportArgs } from '../../cli/commands/export.js';
import { DiskCache } from '../../infra/disk-cache.js';
import type { RenderBackend } from '../../print/pipeline/render-backend.js';
import { CARDS_YAML, makeCatalog } from '../pdf/fixtures/catalog.js';
import { pages } from '../pdf/fixtures/pdf-inspect.js';
import { loadBackend } from '../pdf/fixtures/satori-backend.js';
import { silentProgress } from '../../infra/progress.js';

const ROOT = join(import.meta.dirname, '..', '..');
const quiet = silentProgress;
let backend: RenderBackend;
let catalog: string;
let tgcOut: ExportOptions | undefined;
beforeAll(async () => {
  backend = await loadBackend();
  catalog = makeCatalog();
});

function opts(target: ExportTarget, extra: Partial<ExportOptions> = {}): ExportOptions {
  return {
    target,
    catalogDir: catalog,
    outDir: mkdtempSync(join(tmpdir(), `fray-export-${target}-`)),
    dpi: 300,
    bleed: false,
    cache: new DiskCache(undefined),
    progress: quiet,
    render: { backend },
    ...extra,
  };
}

const pngsIn = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.png'))
    .sort();

describe('fray export targets', () => {
  it.each([
    ['mpc', 822, 1122, 2],
    ['tgc', 825, 1125, 2],
  ] as const)('%s: one PNG per card and per deck back, exactly %i×%i, RGB', async (target, w, h, colorType) => {
    const o = opts(target);
    const r = await exportCatalog(o);
    expect(r.problems).toEqual([]);
    if (target === 'tgc') tgcOut = o;
    const files = pngsIn(o.outDir);
    // mara-voss: character, 2 actions, 1 stance + back; initiative deck: 10 cards + back.
    expect(files).toHaveLength(16);
    expect(files).toContain(join('mara-voss', '01-mara-voss.png'));
    expect(files).toContain(join('mara-voss', '04-wary.png'));
    expect(files).toContain(join('initiative-cards', 'back.png'));
    for (const f of files)
      expect(readPngInfo(readFileSync(join(o.outDir, f)))).toEqual({ width: w, height: h, bitDepth: 8, colorType });
    const manifest = JSON.parse(readFileSync(join(o.outDir, 'manifest.json'), 'utf8'));
    expect(
      manifest.decks
        .find((d: { id: string }) => d.id === 'mara-voss')
        .cards.map((c: { id: string; copies: number }) => `${c.id}×${c.copies}`),
    ).toEqual(['mara-voss×1', 'sword-swing×1', 'focus×1', 'wary×2']);
  });

  it('tgc has no alpha channel and its bleed is painted to the edge', async () => {
    const o = tgcOut!;
    const img = decodePng(readFileSync(join(o.outDir, 'mara-voss', '02-sword-swing.png')));
    expect(img.channels).toBe(3);
    // The fixture's bleed is a dark gradient: no white sliver at the border.
    for (const [x, y] of [
      [0, 0],
      [824, 0],
      [0, 1124],
      [824, 1124],
      [412, 0],
    ] as const) {
      const i = (y * img.width + x) * 3;
      expect(img.data[i]! + img.data[i + 1]! + img.data[i + 2]!).toBeLessThan(400);
    }
  });

  it('png: the trimmed card at --dpi, RGBA; --bleed adds 3 mm a side', async () => {
    const a = opts('png', { dpi: 150 });
    await exportCatalog(a);
    expect(readPngInfo(readFileSync(join(a.outDir, 'mara-voss', '03-focus.png')))).toEqual({
      width: 372,
      height: 520,
      bitDepth: 8,
      colorType: 6,
    });
    const b = opts('png', { dpi: 300, bleed: true });
    await exportCatalog(b);
    expect(readPngInfo(readFileSync(join(b.outDir, 'mara-voss', '03-focus.png')))).toMatchObject({
      width: 814,
      height: 1109,
    });
  });

  it('tts: a sheet sized to the deck within 4096 px, copies as cards, the last slot empty, a back, a manifest and a saved object', async () => {
    const o = opts('tts', { ttsUrl: 'https://cdn.example.org/fray' });
    const r = await exportCatalog(o);
    expect(r.problems).toEqual([]);
    const manifest = JSON.parse(readFileSync(join(o.outDir, 'tts-manifest.json'), 'utf8'));
    const mara = manifest.decks.find((d: { id: string }) => d.id === 'mara-voss');
    expect(mara.cards).toBe(5);
    expect(mara.sheets).toHaveLength(1);
    // 5 cards and the hidden slot: a 3×2 sheet, not 10×7
    expect(mara.sheets[0]).toMatchObject({ columns: 3, rows: 2, cards: 5, hiddenSlot: 5 });
    expect(mara.sheets[0].slots.map((s: { id: string }) => s.id)).toEqual([
      'mara-voss',
      'sword-swing',
      'focus',
      'wary',
      'wary',
    ]);
    const sheet = decodePng(readFileSync(join(o.outDir, mara.sheets[0].file)));
    const cols = 3;
    expect([sheet.width, sheet.height]).toEqual([mara.cardWidth * 3, mara.cardHeight * 2]);
    const alpha = (x: number, y: number): number => sheet.data[(y * sheet.width + x) * 4 + 3]!;
    const [cw, ch] = [mara.cardWidth, mara.cardHeight];
    // Slots 0-4 hold cards (opaque at their centres), slot 5 (bottom right) is fully transparent.
    for (let s = 0; s < 5; s++)
      expect(alpha((s % cols) * cw + (cw >> 1), Math.floor(s / cols) * ch + (ch >> 1))).toBe(255);
    for (let y = ch; y < 2 * ch; y += 7) for (let x = 2 * cw; x < 3 * cw; x += 7) expect(alpha(x, y)).toBe(0);
    // The two copies of Wary are the same pixels.
    const cell = (s: number): Buffer =>
      Buffer.concat(
        Array.from({ length: ch }, (_, y) =>
          Buffer.from(
            sheet.data.subarray(
              ((Math.floor(s / cols) * ch + y) * sheet.width + (s % cols) * cw) * 4,
              ((Math.floor(s / cols) * ch + y) * sheet.width + (s % cols) * cw + cw) * 4,
            ),
          ),
        ),
      );
    expect(cell(3).equals(cell(4))).toBe(true);
    expect(cell(2).equals(cell(3))).toBe(false);
    // The saved object loads the same deck: its sheet and back at the upload address.
    const saved = JSON.parse(readFileSync(join(o.outDir, mara.savedObject), 'utf8')).ObjectStates[0];
    expect(saved.CustomDeck['1']).toMatchObject({
      FaceURL: 'https://cdn.example.org/fray/mara-voss/sheet-1.png',
      BackURL: 'https://cdn.example.org/fray/mara-voss/back.png',
      NumWidth: 3,
      NumHeight: 2,
    });
    expect(saved.DeckIDs).toEqual([100, 101, 102, 103, 104]);
    expect(readPngInfo(readFileSync(join(o.outDir, mara.back)))).toMatchObject({ width: cw, height: ch });
  });

  it('dtc: one PDF per deck, 198×270 pt pages, TrimBox 9,9 180×252, BleedBox = MediaBox, front/back per copy', async () => {
    const o = opts('dtc');
    const r = await exportCatalog(o);
    expect(r.problems).toEqual([]);
    expect(readdirSync(o.outDir).sort()).toEqual(['initiative-cards.pdf', 'mara-voss.pdf']);
    const ps = await pages(readFileSync(join(o.outDir, 'mara-voss.pdf')));
    expect(ps).toHaveLength(10);
    for (const p of ps) {
      expect(p.mediaBox).toEqual([0, 0, 198, 270]);
      expect(p.trimBox).toEqual([9, 9, 189, 261]);
      expect(p.bleedBox).toEqual([0, 0, 198, 270]);
    }
  });

  it('renders in worker threads (recycled) with the same result', async () => {
    const o = opts('mpc', {
      render: {
        backendModule: pathToFileURL(join(ROOT, 'test/pdf/fixtures/satori-backend.ts')).href,
        workers: 2,
        inProcessMax: 0,
      },
    });
    const r = await exportCatalog(o);
    expect(r.problems).toEqual([]);
    const inProc = opts('mpc');
    await exportCatalog(inProc);
    const f = join('mara-voss', '02-sword-swing.png');
    expect(readFileSync(join(o.outDir, f)).equals(readFileSync(join(inProc.outDir, f)))).toBe(true);
  }, 60_000);

  it('a card that fails to render is reported at its catalog position and nothing is written', async () => {
    const broken: RenderBackend = {
      ...backend,
      card: async (card, scope) =>
        card.id === 'focus'
          ? Promise.reject(Object.assign(new Error('rules text overflows by 12 px'), { hint: 'shorten the text' }))
          : backend.card(card, scope),
    };
    const o = opts('mpc', { render: { backend: broken } });
    const r = await exportCatalog(o);
    expect(r.ok).toBe(false);
    expect(r.problems).toHaveLength(1);
    expect(r.problems[0]).toMatch(
      /witchhammer\/cards\.yaml:\d+:\d+ {2}focus {2}card focus: rules text overflows by 12 px\n {4}hint: shorten the text$/,
    );
    expect(existsSync(o.outDir) ? pngsIn(o.outDir) : []).toEqual([]);
  });

  it('re-exports from the cache: unchanged faces are not rasterised again, a changed card is', {
    timeout: 120_000,
  }, async () => {
    const cat = makeCatalog();
    const cacheDir = mkdtempSync(join(tmpdir(), 'fray-export-cache-'));
    let runs = 0;
    const counting: RenderBackend = {
      ...backend,
      card: (...a) => (runs++, backend.card(...a)),
      back: (...a) => (runs++, backend.back(...a)),
    };
    const run = async (target: ExportTarget) => {
      const o = opts(target, { catalogDir: cat, cache: new DiskCache(cacheDir), render: { backend: counting } });
      const r = await exportCatalog(o);
      expect(r.problems).toEqual([]);
      return { r, files: Object.fromEntries(r.files.map((f) => [f.path, Buffer.from(f.data).toString('base64')])) };
    };
    for (const target of ['mpc', 'tts'] as const) {
      runs = 0;
      const first = await run(target);
      expect(first.r.cached).toBe(0);
      const faces = runs;
      runs = 0;
      const again = await run(target);
      expect(runs).toBe(0);
      expect(again.r.cached).toBe(faces);
      expect(again.files).toEqual(first.files);
    }
    writeFileSync(
      join(cat, 'witchhammer', 'cards.yaml'),
      CARDS_YAML.replace('Strike the chosen enemy.', 'Strike hard.'),
    );
    runs = 0;
    const changed = await run('mpc');
    expect(runs).toBe(1);
    expect(changed.r.cached).toBe(changed.r.images - 1);
  });

  it('a PNG of the wrong size or colour type is refused before writing', async () => {
    expect(
      checkPng({ path: 'x.png', data: require_png(822, 1121), png: { width: 822, height: 1122, colorType: 2 } })[0],
    ).toMatch(/x\.png: is 822×1121 px .* needs 822×1122 px .*not written/);
    expect(
      checkPng({ path: 'x.png', data: require_png(822, 1122), png: { width: 822, height: 1122, colorType: 6 } })[0],
    ).toMatch(/colour type 2/);
    expect(
      checkPng({ path: 'x.png', data: require_png(822, 1122), png: { width: 822, height: 1122, colorType: 2 } }),
    ).toEqual([]);
  });
});

function require_png(w: number, h: number): Buffer {
  // A header is all the check reads.
  const b = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(b, 0);
  b.writeUInt32BE(13, 8);
  b.write('IHDR', 12, 'latin1');
  b.writeUInt32BE(w, 16);
  b.writeUInt32BE(h, 20);
  b[24] = 8;
  b[25] = 2;
  return b;
}

describe('fray export command line', () => {
  it('suggests the nearest target and lists the options', async () => {
    expect(() => parseExportArgs(['--target', 'mcp'])).toThrow(
      expect.objectContaining({ message: "unknown target 'mcp'", hint: 'did you mean `mpc`?' }),
    );
    expect(() => parseExportArgs(['--target', 'zzzzzz'])).toThrow(
      expect.objectContaining({ hint: 'the targets are mpc, tgc, dtc, tts, png' }),
    );
    expect(() => parseExportArgs([])).toThrow(/--target is required/);
    expect(() => parseExportArgs(['--target', 'tts', '--tts-url', 'javascript:alert(1)'])).toThrow(
      /--tts-url must be an http:\/\/ or https:\/\/ address/,
    );
    expect(parseExportArgs(['--target', 'tts', '--tts-url', 'https://example.org/d']).ttsUrl).toBe(
      'https://example.org/d',
    );
    expect(() => parseExportArgs(['--target', 'mpc', '--dpi', '600'])).toThrow(/does not apply/);
    // Which target takes which option is the registry's (print/export/targets.ts).
    expect(() => parseExportArgs(['--target', 'tgc', '--cmyk-profile', 'x.icc'])).toThrow(
      expect.objectContaining({
        message: '--cmyk-profile does not apply to --target tgc',
        hint: '--cmyk-profile is for --target dtc; tgc files are RGB, as that shop asks',
      }),
    );
    expect(parseExportArgs(['--target', 'png', '--bleed', '--dpi', '150'])).toMatchObject({ bleed: true, dpi: 150 });
    expect(() => parseExportArgs(['--target', 'png', '--dpi', 'lots'])).toThrow(/--dpi must be a number/);
    expect(parseExportArgs(['--target', 'TTS', 'cards'])).toMatchObject({
      target: 'tts',
      catalog: 'cards',
      out: join('out', 'export', 'tts'),
      dpi: 300,
    });
  });

  it('exits 1 with file:line:col and a hint for a broken catalog, no stack trace', async () => {
    const dir = makeCatalog();
    writeFileSync(
      join(dir, 'witchhammer', 'cards.yaml'),
      '- { type: action, id: jab, name: Jab, target: closest-enemy }\n',
    );
    const out = mkdtempSync(join(tmpdir(), 'fray-export-bad-'));
    const r = spawnSync(
      process.execPath,
      [join(ROOT, 'bin', 'fray.mjs'), 'export', '--target', 'mpc', dir, '--out', out],
      { encoding: 'utf8', env: { ...process.env, FRAY_FROM_SOURCE: '1', CI: '1' } },
    );
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/witchhammer\/cards\.yaml:1:\d+ {2}\S*target\S* {2}.*\n {4}hint: /);
    expect(r.stderr).toContain('nothing was written');
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(pngsIn(out)).toEqual([]);
  }, 60_000);
});
