// Issue: PDFs replaced one by one while the manifest was written last, so a run that died (or could
// not write the manifest) left outputs that the next run reported as "unchanged". An output now
// counts as unchanged only when its bytes hash to what the manifest recorded, and nothing is
// replaced until every new file is on disk.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { CARDS_YAML, makeCatalog } from '../pdf/fixtures/catalog.js';
import { canChattr, fray, killAt, pdfText, snapshot, tmp } from './harness.js';

const TYPO = CARDS_YAML.replace('Strike the chosen enemy.', 'Strike the chosen enemmy.');
let good: string;
let typo: string;
let cache: string;
const print = (cat: string, out: string) =>
  fray(['print', cat, '--out', out, '--only', 'decks,reference'], { env: { FRAY_CACHE_DIR: cache } });

beforeAll(() => {
  good = makeCatalog();
  typo = makeCatalog();
  writeFileSync(join(typo, 'witchhammer', 'cards.yaml'), TYPO);
  cache = tmp('stale-cache');
}, 120_000);

/** A folder printed from the good catalog, and its content snapshot. */
function printed(): { out: string; before: Record<string, string> } {
  const out = tmp('stale-out');
  const r = print(good, out);
  expect(r.status, r.stderr).toBe(0);
  return { out, before: snapshot(out) };
}

const tempsIn = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.tmp'));

describe('no stale output is ever reported as up to date', { timeout: 240_000 }, () => {
  it.each(['staged', 'before-replace', 'replaced-one'])(
    'a build killed with -9 at %s: the next build repairs every file',
    async (point) => {
      const { out, before } = printed();
      await killAt(point, ['print', typo, '--out', out, '--only', 'decks,reference'], { FRAY_CACHE_DIR: cache });
      if (point === 'staged') {
        // Killed before anything was replaced: every output is as it was (temp files aside).
        const now = snapshot(out);
        for (const [f, h] of Object.entries(before)) expect(now[f], f).toBe(h);
      }
      const r = print(good, out);
      expect(r.status, r.stderr).toBe(0);
      // Killed among the renames: the next build says which files may be mixed, and repairs them.
      if (point === 'replaced-one')
        expect(r.stderr).toMatch(
          /was stopped while it replaced these \d+ files?, so some may be old and some new: \S+/,
        );
      else expect(r.stderr).not.toContain('was stopped while it replaced');
      expect(pdfText(join(out, 'decks', 'mara-voss.pdf'))).not.toContain('enemmy');
      // Byte for byte what a good build writes, and the dead run's temp files are gone.
      expect(snapshot(out)).toEqual(before);
      expect(tempsIn(out)).toEqual([]);
    },
  );

  it('a file changed behind the manifest (same size) is rewritten, not "unchanged"', () => {
    const { out, before } = printed();
    const other = tmp('stale-other');
    expect(print(typo, other).status).toBe(0);
    // The typo keeps the size: only the content tells the two files apart.
    const deck = join('decks', 'mara-voss.pdf');
    writeFileSync(join(out, deck), readFileSync(join(other, deck)));
    const r = print(good, out);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/1 of \d+ files written/);
    expect(snapshot(out)).toEqual(before);
  });

  it.runIf(canChattr())('a manifest that cannot be replaced stops the build before any output changes', () => {
    const { out, before } = printed();
    const manifest = join(out, '.fray-manifest.json');
    expect(spawnSync('chattr', ['+i', manifest]).status).toBe(0);
    try {
      const r = print(typo, out);
      expect(r.status).toBe(1);
      expect(r.stderr).toContain(`permission denied while preparing to replace ${manifest}`);
      expect(r.stderr).toMatch(/hint: .*lsattr/);
      expect(r.stderr).not.toMatch(/internal error|\n\s+at /);
    } finally {
      spawnSync('chattr', ['-i', manifest]);
    }
    expect(snapshot(out)).toEqual(before);
    const again = print(good, out);
    expect(again.status).toBe(0);
    expect(again.stdout).toMatch(/0 of \d+ files written/);
  });

  it("removes temp files of dead writers, keeps a live writer's", () => {
    const { out } = printed();
    // A pid that no process has (pids stay below 2^22 on Linux).
    const dead = join(out, 'decks', '.mara-voss.pdf.4194999.3.tmp');
    const live = join(out, 'decks', `.mara-voss.pdf.${process.pid}.9.tmp`);
    writeFileSync(dead, '');
    writeFileSync(live, '');
    const r = print(good, out);
    expect(r.status, r.stderr).toBe(0);
    expect(existsSync(dead)).toBe(false);
    expect(existsSync(live)).toBe(true);
  });
});
