import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../engine/diagnostics/problem.js';
import { makeCatalog } from './catalog.js';
import { importCatalog } from './import-catalog.js';
import { loadTestCatalogJson } from './test-catalog.js';

const bundled = loadTestCatalogJson();

describe('custom catalog import', () => {
  it('adds valid cards whose decks may name bundled cards', () => {
    const text = [
      '- type: character',
      '  id: fen-hag',
      '  name: Fen Hag',
      '  side: monster',
      '  poise: 25',
      '  health: 12',
      '  actions: [focus, fen-hex]',
      '  stances: [aggressive]',
      '- type: action',
      '  id: fen-hex',
      '  name: Fen Hex',
      '  attack: 5',
      '  target: chosen',
    ].join('\n');
    const r = importCatalog(bundled.files, [{ name: 'hags.yaml', text }], 42);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.custom.cards.map((c) => c.id)).toEqual(['fen-hag', 'fen-hex']);
    expect(r.custom.importedAt).toBe(42);
    expect(r.custom.tables).toBeUndefined();
    const cat = makeCatalog(bundled, r.custom);
    expect(cat.cards.get('fen-hex')).toMatchObject({ attack: 5, defense: 0 });
    expect(cat.cards.has('mara-voss')).toBe(true);
  });

  it('reports problems with line and column in the imported file', () => {
    const text = [
      '- type: action',
      '  id: wild-swing',
      '  name: Wild Swing',
      '  target: choosen',
      '- type: stance',
      '  id: aggressive',
      '  name: Dup',
    ].join('\n');
    const r = importCatalog(bundled.files, [{ name: 'bad.yaml', text }], 0);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const lines = r.problems.map(formatProblem);
    expect(lines.some((l) => l.startsWith('bad.yaml:4:') && l.includes('target'))).toBe(true);
    expect(lines.some((l) => l.startsWith('bad.yaml:6:') && l.includes('duplicate id'))).toBe(true);
  });

  it('replaces the rule tables with an imported system.yaml, validated by its schema', () => {
    const sys = bundled.files.find((f) => f.path === 'witchhammer/system.yaml')!.text;
    const ok = importCatalog(
      bundled.files,
      [{ name: 'system.yaml', text: sys.replace('seconds: 15', 'seconds: 20') }],
      0,
    );
    expect(ok.ok && ok.custom.tables?.decision_timer.seconds).toBe(20);
    const bad = importCatalog(
      bundled.files,
      [{ name: 'system.yaml', text: sys.replace('seconds: 15', 'seconds: soon') }],
      0,
    );
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.problems[0]!.file).toBe('system.yaml');
  });

  it('refuses non-YAML files and empty imports', () => {
    expect(importCatalog(bundled.files, [], 0).ok).toBe(false);
    expect(importCatalog(bundled.files, [{ name: 'cards.txt', text: '' }], 0).ok).toBe(false);
  });
});
