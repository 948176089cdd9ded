import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { formatProblem } from '../../engine/diagnostics/problem.js';
import { describe, expect, it } from 'vitest';
import { buildPrint } from '../../print/pipeline/build.js';
import { summary } from '../../cli/commands/print-summary.js';
import { RenderPool } from '../../print/pipeline/render-pool.js';
import { CARDS_YAML, makeCatalog } from './fixtures/catalog.js';
import { pages, pdftotext } from './fixtures/pdf-inspect.js';
import { usePrintRun } from './fixtures/print-options.js';
import { loadBackend } from './fixtures/satori-backend.js';

const options = usePrintRun(loadBackend, { papers: ['a4', 'letter'], only: ['pnp', 'decks', 'dtc'] });

describe('fray print pipeline', () => {
  it('writes sheets, decks, DTC files; a warm run renders nothing; one changed card re-renders one card', {
    timeout: 180_000,
  }, async () => {
    const cat = makeCatalog();
    const out = mkdtempSync(join(tmpdir(), 'fray-out-'));
    const cache = mkdtempSync(join(tmpdir(), 'fray-cache-'));
    const first = await buildPrint(options(cat, out, cache));
    expect(first.problems).toEqual([]);
    // 4 witchhammer cards + 10 initiative cards + 2 backs.
    expect(first.rendered).toBe(16);
    const paths = first.files.map((f) => f.path).sort();
    expect(paths).toEqual([
      'decks/initiative-cards.pdf',
      'decks/mara-voss.pdf',
      'pnp/calibration-a4.pdf',
      'pnp/calibration-letter.pdf',
      'pnp/initiative-cards-a4.pdf',
      'pnp/initiative-cards-letter.pdf',
      'pnp/mara-voss-a4.pdf',
      'pnp/mara-voss-letter.pdf',
      'print-shop/dtc/initiative-cards.pdf',
      'print-shop/dtc/mara-voss.pdf',
    ]);
    // Character card, its actions, its stances, in that order; copies expanded on sheets.
    const deckText = pdftotext(join(out, 'decks/mara-voss.pdf'));
    expect(deckText.indexOf('Mara Voss')).toBeLessThan(deckText.indexOf('Sword Swing'));
    expect(deckText.indexOf('Focus')).toBeLessThan(deckText.indexOf('Wary'));
    expect(await pages(readFileSync(join(out, 'pnp/mara-voss-a4.pdf')))).toHaveLength(2);
    expect(await pages(readFileSync(join(out, 'print-shop/dtc/mara-voss.pdf')))).toHaveLength(10);
    const initiative = pdftotext(join(out, 'pnp/initiative-cards-letter.pdf'));
    for (const n of ['One', 'Five', 'Ten']) expect(initiative).toContain(n);
    expect(await pages(readFileSync(join(out, 'print-shop/dtc/initiative-cards.pdf')))).toHaveLength(20);

    const warm = await buildPrint(options(cat, out, cache));
    expect(warm.rendered).toBe(0);
    expect(warm.files.every((f) => !f.changed)).toBe(true);

    const mtime = statSync(join(out, 'pnp/initiative-cards-a4.pdf')).mtimeMs;
    writeFileSync(
      join(cat, 'witchhammer', 'cards.yaml'),
      CARDS_YAML.replace('Strike the chosen enemy.', 'Strike hard.'),
    );
    const one = await buildPrint(options(cat, out, cache));
    expect(one.rendered).toBe(1);
    expect(
      one.files
        .filter((f) => f.changed)
        .map((f) => f.path)
        .sort(),
    ).toEqual([
      'decks/mara-voss.pdf',
      'pnp/mara-voss-a4.pdf',
      'pnp/mara-voss-letter.pdf',
      'print-shop/dtc/mara-voss.pdf',
    ]);
    expect(statSync(join(out, 'pnp/initiative-cards-a4.pdf')).mtimeMs).toBe(mtime);
    expect(pdftotext(join(out, 'decks/mara-voss.pdf'))).toContain('Strike hard.');
  });

  it("without a CMYK profile writes no print-shop/dtc/ file (never RGB under a shop's name), says why with the fix, and fails when only DTC was asked", {
    timeout: 120_000,
  }, async () => {
    const nowhere = { ghostscript: [], swop: [], folders: [join(tmpdir(), 'fray-no-profiles-here')] };
    const out = mkdtempSync(join(tmpdir(), 'fray-out-'));
    const cache = mkdtempSync(join(tmpdir(), 'fray-cache-'));
    const r = await buildPrint({ ...options(makeCatalog(), out, cache), profileSearch: nowhere });
    expect(r.ok).toBe(true);
    expect(r.files.filter((f) => f.path.startsWith('print-shop/'))).toEqual([]);
    expect(existsSync(join(out, 'print-shop'))).toBe(false);
    expect(r.files.some((f) => f.path === 'pnp/mara-voss-a4.pdf')).toBe(true);
    const text = summary(r, 'out', 1);
    expect(text).toMatch(/out\/print-shop\/dtc\/ +not written: no CMYK profile on this machine/);
    expect(text).toMatch(/\n {4}fix: install Ghostscript's profiles \(Debian\/Ubuntu: apt-get install libgs-common/);
    const only = await buildPrint({ ...options(makeCatalog(), out, cache, ['dtc']), profileSearch: nowhere });
    expect(only.ok).toBe(false);
    expect(formatProblem(only.problems[0]!)).toMatch(
      /print-shop\/dtc\/:1:1 {2}not written: no CMYK profile[\s\S]*hint: install/,
    );
  });

  it('writes the rule reference of each system of the catalog', { timeout: 120_000 }, async () => {
    const out = mkdtempSync(join(tmpdir(), 'fray-out-'));
    const r = await buildPrint(options(makeCatalog(), out, mkdtempSync(join(tmpdir(), 'fray-cache-')), ['reference']));
    // Both systems of the fixture ship a reference template (templates/reference/<system>.hbs).
    expect(r.files.map((f) => f.path)).toEqual(['reference/initiative-cards.pdf', 'reference/witchhammer.pdf']);
    expect(r.skippedReferences).toEqual([]);
    for (const s of ['initiative-cards', 'witchhammer'])
      expect(pdftotext(join(out, `reference/${s}.pdf`))).toContain('reference');
  });

  it('reports catalog problems as file:line:col and writes nothing', async () => {
    const cat = makeCatalog();
    writeFileSync(join(cat, 'witchhammer', 'cards.yaml'), CARDS_YAML.replace('target: chosen', 'target: choosen'));
    const out = join(mkdtempSync(join(tmpdir(), 'fray-out-')), 'out');
    const r = await buildPrint(options(cat, out, mkdtempSync(join(tmpdir(), 'fray-cache-'))));
    expect(r.ok).toBe(false);
    expect(formatProblem(r.problems[0]!)).toMatch(/cards\.yaml:3:\d+ +.*target/);
    expect(existsSync(out)).toBe(false);
  });

  it('renders in worker threads and recycles them', { timeout: 180_000 }, async () => {
    const pool = new RenderPool({
      size: 2,
      recycleAfter: 1,
      backendModule: pathToFileURL(join(import.meta.dirname, 'fixtures', 'satori-backend.ts')).href,
    });
    try {
      const scope = { catalogDir: '.', system: 'witchhammer', systemName: 'WitchHammer', tables: {}, cards: [] };
      const card = {
        type: 'action' as const,
        id: 'x',
        name: 'Pool Card',
        init: 0,
        attack: 0,
        defense: 0,
        once_per_combat: false,
        poise_only: false,
      };
      const results = await Promise.all([1, 2, 3].map((i) => pool.run({ kind: 'card', key: `k${i}`, card, scope })));
      for (const r of results) expect(r.faces[0]!.drawing.ops).toMatch(/T[jJ]\n/);
      expect(Object.keys(results[0]!.fonts).length).toBeGreaterThan(0);
    } finally {
      await pool.close();
    }
  });
});
