// The table's own dice in a declared-initiative fight: the Base Initiative's d12 typed before
// anyone declares (shared by a group), and the round's morale 3d6 offered on its end, with numbers.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { buildAction } from '../../core/moves.js';
import type { Action } from '../../core/types.js';
import { moves } from './moves.js';
import { plugin } from './plugin.js';
import { system } from './index.js';
import { declaredInitiativeTables } from './tables.js';
import type { CombatantSetup, DiState } from './types.js';

const tables = declaredInitiativeTables.parse(
  parse(readFileSync(new URL('../../../cards/declared-initiative/system.yaml', import.meta.url), 'utf8')),
);
const sword = { id: 'sword', speed: 2, damage: '1d8', crit: 2, type: 'slashing' };
const f = (id: string, side: string, extra: Partial<CombatantSetup> = {}): CombatantSetup => ({
  id,
  side,
  agility: 1,
  strength: 8,
  stress: 4,
  hd: 1,
  weapons: [sword],
  ...extra,
});
const step = (s: DiState, a: Record<string, unknown>) => plugin.step(s, a as Action as never).state;

describe("the table's dice", () => {
  it('a typed d12 replaces the Base Initiative roll, for the whole group, only before anyone declares', () => {
    let s = plugin.init({
      tables,
      seed: 3,
      combatants: [
        f('a', 'party', { agility: 2 }),
        f('w1', 'wolves', { group: 'pack' }),
        f('w2', 'wolves', { group: 'pack' }),
      ],
    });
    const m = moves(s).moves.find((x) => x.id === 'initiative:w1')!;
    s = plugin.step(s, buildAction(m, { die: 9 }) as never).state;
    expect([s.combatants.w1!.base, s.combatants.w2!.base]).toEqual([8, 8]);
    s = step(s, { type: 'initiative', combatant: 'a', die: 1 });
    expect(s.combatants.a!.base).toBe(-1);
    expect(() => step(s, { type: 'initiative', combatant: 'a', die: 13 })).toThrow(
      expect.objectContaining({ code: 'dice/out-of-range' }),
    );
    s = step(s, { type: 'pass-declare', combatant: 'a' });
    expect(moves(s).moves.some((x) => x.action.type === 'initiative')).toBe(false);
    expect(() => step(s, { type: 'initiative', combatant: 'w1', die: 2 })).toThrow(
      expect.objectContaining({ code: 'combat/initiative-rolled' }),
    );
  });

  it("the end of the round offers each morale check's 3d6, with its numbers in the label", () => {
    let s = plugin.init({
      tables,
      seed: 3,
      combatants: [f('a', 'party'), f('p', 'party'), f('b', 'monsters', { hd: 1, insight: 0 })],
    });
    for (const id of ['a', 'p', 'b']) s = step(s, { type: 'pass-declare', combatant: id });
    expect(s.phase).toBe('end');
    const end = moves(s).moves.find((x) => x.id === 'end-round')!;
    // Outnumbered: 11 + 2 opponents = 13.
    expect(end.label).toContain('3d6 + 0 + 1 + 0 vs 13');
    expect(end.choices).toEqual([
      expect.objectContaining({
        kind: 'dice',
        key: 'dice',
        dice: [6, 6, 6].map((sides) => ({ sides, purpose: 'morale: b' })),
      }),
    ]);
    s = plugin.step(s, buildAction(end, { dice: [4, 4, 4] }) as never).state;
    expect(s.combatants.b!.morale).toBe('passed');
  });

  it("the morale dice the view and the log name are system.yaml's (here 2d8)", () => {
    const two = { ...tables, morale: { ...tables.morale, dice: 2, die: 8 } };
    let s = plugin.init({
      tables: two,
      seed: 3,
      combatants: [f('a', 'party'), f('p', 'party'), f('b', 'monsters', { hd: 1, insight: 0 })],
    });
    for (const id of ['a', 'p', 'b']) s = step(s, { type: 'pass-declare', combatant: id });
    expect(plugin.view(s).pendingChecks[0]!.description).toContain(': 2d8 + Insight');
    const r = plugin.step(s, { type: 'end-round', dice: [7, 6] } as never);
    const morale = r.events.find((e) => e.type === 'morale')!;
    // 7 + 6 + 0 Insight + 1 HD + 0 allies = 14 vs 11 + 2 = 13.
    expect(system.scenario.describe(morale)).toBe(
      'R1 morale b (outnumbered): 2d8 7+6 +0 Insight +1 HD +0 allies = 14 vs 13 → holds',
    );
  });
});
