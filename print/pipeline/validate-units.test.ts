import { describe, expect, it } from 'vitest';
import { planCatalog, type ValidationIndex } from './validate-plan.js';
import { resolveUnits } from './validate-units.js';

const TABLES = { path: 's/system.yaml', text: 'system: s\n' };

/** Resolves a card file cold, then an edit of it against that cache entry. */
async function coldThenEdit(before: string, after: string) {
  const plan = (text: string) => planCatalog([TABLES, { path: 's/cards.yaml', text }])!.cardFiles;
  const first = plan(before);
  const keys = first[0]!.units.map((u) => u.key);
  const cold = (await resolveUnits(first, { tables: {}, units: {} }, new Set(keys)))!;
  const index: ValidationIndex = {
    tables: {},
    units: Object.fromEntries(cold.units),
    free: cold.free!,
    files: { 's/cards.yaml': keys },
  };
  const next = plan(after);
  const missing = new Set(next[0]!.units.map((u) => u.key).filter((k) => !index.units[k]));
  const warm = (await resolveUnits(next, index, missing))!;
  return { warm, cards: next[0]!.units.map((u) => (warm.units.get(u.key) ?? index.units[u.key]!)[0]!.card) };
}

const A = '- &a\n  type: stance\n  id: calm\n  name: Calm\n  text: Breathe.\n';

describe('resolveUnits', () => {
  it('reads a text edit off its line, for the item and for the items aliasing an anchor elsewhere in it', async () => {
    const b =
      '- type: stance\n  id: bold\n  name: Bold\n  tags: &t [x]\n  text: Go.\n- type: stance\n  id: wild\n  name: Wild\n  tags: *t\n';
    const { warm, cards } = await coldThenEdit(b, b.replace('Go.', 'Run.'));
    expect(warm.parsed).toBe(0);
    expect(cards.map((c) => [c.text, c.tags])).toEqual([
      ['Run.', ['x']],
      [undefined, ['x']],
    ]);
  });

  it('rereads an item whose anchor source changed inside the anchored node', async () => {
    // The second item is an alias of the whole first one: its text is the first one's text.
    const { warm, cards } = await coldThenEdit(`${A}- *a\n`, `${A.replace('Breathe.', 'Hold.')}- *a\n`);
    expect(cards.map((c) => c.text)).toEqual(['Hold.', 'Hold.']);
    expect(warm.parsed).toBe(1);
  });
});
