// A catalog kept in spreadsheets prints the same cards as its YAML twin: every WitchHammer card
// file and the team-turns combatants turned into CSV (one row a card, dotted columns, lists as
// `a, b` or YAML flow cells, text with commas, quotes and line breaks quoted; one file with a
// byte-order mark and `;` separators as a European spreadsheet saves it), printed with a cache of
// their own: the PDFs are byte for byte the YAML catalog's.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { buildPrint } from '../../print/pipeline/build.js';
import { usePrintRun } from './fixtures/print-options.js';
import { loadBackend } from './fixtures/satori-backend.js';

const ROOT = join(import.meta.dirname, '..', '..');
const options = usePrintRun(loadBackend, { papers: ['a4'], only: ['decks'] });

type Cell = string | number | boolean;
/** A card flattened to dotted columns: nested mappings dotted, lists of mappings indexed, lists of values `a, b`. */
function flatten(v: unknown, path: string, out: Map<string, Cell>, inStats: boolean): void {
  if (Array.isArray(v) && v.every((x) => typeof x !== 'object')) {
    // Where the schema leaves the shape open (stats), a list is a YAML flow cell.
    out.set(path, inStats ? `[${v.join(', ')}]` : v.join(', '));
  } else if (Array.isArray(v)) v.forEach((x, i) => flatten(x, `${path}.${i}`, out, inStats));
  else if (v && typeof v === 'object')
    for (const [k, x] of Object.entries(v)) flatten(x, path ? `${path}.${k}` : k, out, inStats || k === 'stats');
  else out.set(path, v as Cell);
}

function toCsv(cards: unknown[], sep: string): string {
  const rows = cards.map((c) => {
    const m = new Map<string, Cell>();
    flatten(c, '', m, false);
    return m;
  });
  const columns = [...new Set(rows.flatMap((r) => [...r.keys()]))];
  const cell = (v: Cell | undefined): string => {
    if (v === undefined) return '';
    const s = String(v);
    return /[",;\n\r]/.test(s) || s !== s.trim() ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return `${[columns.join(sep), ...rows.map((r) => columns.map((c) => cell(r.get(c))).join(sep))].join('\r\n')}\r\n`;
}

function twin(): { yaml: string; csv: string } {
  const yaml = mkdtempSync(join(tmpdir(), 'fray-twin-yaml-'));
  // WitchHammer's actions, stances and monsters (characters with skills and decks) and the
  // team-turns combatants (nested stat blocks): every kind of field, in a print the suite can afford.
  const keep = /^(system\.yaml|actions\.yaml|stances\.yaml|monsters\.yaml|monster-actions\.yaml|combatants\.yaml)$/;
  for (const s of ['witchhammer', 'team-turns'])
    cpSync(join(ROOT, 'cards', s), join(yaml, s), {
      recursive: true,
      filter: (p) => p.endsWith(s) || keep.test(p.split('/').pop()!),
    });
  const csv = mkdtempSync(join(tmpdir(), 'fray-twin-csv-'));
  cpSync(yaml, csv, { recursive: true });
  let first = true;
  for (const s of ['witchhammer', 'team-turns'])
    for (const f of readdirSync(join(csv, s)).filter(
      (n) => n.endsWith('.yaml') && n !== 'system.yaml' && n !== 'campaign.yaml',
    )) {
      const cards = parse(readFileSync(join(csv, s, f), 'utf8')) as unknown[];
      // One file as a European spreadsheet saves it: a byte-order mark and `;` between cells.
      const text = first ? `\uFEFF${toCsv(cards, ';')}` : toCsv(cards, ',');
      first = false;
      writeFileSync(join(csv, s, f.replace(/\.yaml$/, '.csv')), text);
      rmSync(join(csv, s, f));
    }
  return { yaml, csv };
}

describe('a spreadsheet catalog', () => {
  it('prints the same PDFs as its YAML twin, byte for byte', {
    timeout: 600_000 /* two prints of ~70 cards: generous for a loaded 2-core machine */,
  }, async () => {
    const { yaml, csv } = twin();
    expect(readdirSync(join(csv, 'witchhammer')).filter((f) => f.endsWith('.csv')).length).toBe(4);
    const outY = mkdtempSync(join(tmpdir(), 'fray-twin-out-'));
    const outC = mkdtempSync(join(tmpdir(), 'fray-twin-out-'));
    const a = await buildPrint(options(yaml, outY, mkdtempSync(join(tmpdir(), 'fray-twin-cache-'))));
    const b = await buildPrint(options(csv, outC, mkdtempSync(join(tmpdir(), 'fray-twin-cache-'))));
    expect(a.problems).toEqual([]);
    expect(b.problems).toEqual([]);
    // Rendered anew from the spreadsheets, not taken from the YAML run's cache.
    expect(b.rendered).toBe(a.rendered);
    expect(b.files.map((f) => f.path)).toEqual(a.files.map((f) => f.path));
    expect(a.files.length).toBeGreaterThan(4);
    for (const f of a.files)
      expect(readFileSync(join(outC, f.path)).equals(readFileSync(join(outY, f.path))), f.path).toBe(true);
  });
});
