import { describe, expect, it } from 'vitest';
import { SYSTEMS } from '../../../engine/systems/index.js';
import { getPath, newDoc, quickAdd, setPath } from './setup-doc.js';

describe('setPath', () => {
  it('builds nested objects for names and lists for numeric segments', () => {
    let o = setPath({}, 'weapons.0.id', 'sword');
    o = setPath(o, 'weapons.0.damage', 2);
    o = setPath(o, 'reduction.physical', 1);
    expect(o).toEqual({ weapons: [{ id: 'sword', damage: 2 }], reduction: { physical: 1 } });
    expect(Array.isArray(o.weapons)).toBe(true);
    expect(getPath(o, 'weapons.0.damage')).toBe(2);
    expect(setPath(o, 'weapons.1.id', 'bow').weapons).toEqual([{ id: 'sword', damage: 2 }, { id: 'bow' }]);
  });

  it('removes emptied values, and an emptied list or object with them, in a copy', () => {
    const o = { weapons: [{ id: 'sword' }], options: { fast_slow: true } };
    expect(setPath(o, 'weapons.0.id', '')).toEqual({ options: { fast_slow: true } });
    expect(setPath(o, 'options.fast_slow', undefined)).toEqual({ weapons: [{ id: 'sword' }] });
    expect(setPath({ weapons: [{ id: 'a' }, { id: 'b' }] }, 'weapons.1.id', undefined)).toEqual({
      weapons: [{ id: 'a' }],
    });
    expect(o).toEqual({ weapons: [{ id: 'sword' }], options: { fast_slow: true } });
  });
});

describe("quick-add with a system's numeric paths", () => {
  it("initiative-cards' weapons.0.* answers become the stat block's weapon list, which its schema accepts", () => {
    const table = SYSTEMS['initiative-cards']!.table!;
    expect(table.quickAdd.some((f) => /\.\d+\./.test(f.key))).toBe(true);
    const values = Object.fromEntries(
      table.quickAdd.filter((f) => f.default !== undefined).map((f) => [f.key, f.default]),
    );
    const doc = newDoc('initiative-cards', 1, table.options);
    const r = quickAdd(doc, table, values, { name: 'Raider', side: 'raiders', monster: true });
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    const entry = (r.doc.combatants as Record<string, unknown>[])[0]!;
    expect(Array.isArray(entry.weapons)).toBe(true);
    expect((entry.weapons as unknown[]).length).toBe(1);
  });
});
