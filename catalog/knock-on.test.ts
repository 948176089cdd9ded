// One broken card is one problem: the places that name it (a character's deck, the campaign's
// schools) are notes under it, and the card's own problem keeps its did-you-mean.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatProblem } from '../engine/diagnostics/problem.js';
import { bundledCatalogDir, loadCatalog } from './load-catalog.js';

describe('a broken card and its knock-on problems', { timeout: 120_000 }, () => {
  it('reports the card once, with its did-you-mean, and the references as its notes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fray-knock-'));
    cpSync(bundledCatalogDir(), dir, { recursive: true });
    const file = join(dir, 'witchhammer', 'actions.yaml');
    const text = readFileSync(file, 'utf8');
    // Sword Swing's `defense:` misspelt: the card no longer validates.
    const at = text.indexOf('id: sword-swing');
    const broken = text.slice(0, at) + text.slice(at).replace('defense:', 'defence:');
    expect(broken).not.toBe(text);
    writeFileSync(file, broken);
    const cat = await loadCatalog(dir);
    expect(cat.problems).toHaveLength(1);
    const [root] = cat.problems;
    expect(root?.message).toBe('unknown key `defence`');
    expect(root?.hint).toBe('did you mean `defense`?');
    const notes = (root?.notes ?? []).map((n) => `${n.file.slice(dir.length + 1)} ${n.field}: ${n.message}`);
    expect(notes).toContain(
      'witchhammer/campaign.yaml schools[0].levels[0].techniques[0].id: names `sword-swing`, left out because its card has errors',
    );
    expect(notes.some((n) => n.startsWith('witchhammer/characters.yaml') && n.includes('`sword-swing`'))).toBe(true);
    expect(formatProblem(root!)).toMatch(/\n {4}note: .*campaign\.yaml:\d+:\d+ {2}schools\[0\]/);
  });
});
