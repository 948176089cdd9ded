// Each achievement's measure from a fight log shaped like the engine's events, reaching a tier
// exactly and falling one short.
import { describe, expect, it } from 'vitest';
import { addProgress, tallyFight, tiersReached, type FightCombatant, type FightEvent } from './achievements.js';

const pc = (over: Partial<FightCombatant> = {}): FightCombatant => ({ side: 'players', health: 14, max_health: 14, dead: false, ...over });
const monster = (over: Partial<FightCombatant> = {}): FightCombatant => ({ side: 'gm', health: 0, max_health: 10, dead: false, ...over });
const attack = (actor: string, target: string, d20: number): FightEvent => ({ type: 'attack', actor, target, rolls: [{ die: 20, value: d20, purpose: 'attack' }] });
const hit = (actor: string, target: string, health: [number, number], more: Record<string, [unknown, unknown]> = {}): FightEvent => ({
  type: 'damage', actor, target, changes: { [`${target}.health`]: health, ...(health[1] <= 0 ? { [`${target}.down`]: [false, true] } : {}), ...more },
});
const tally = (events: FightEvent[], cs: Record<string, FightCombatant>, before: string[] = []) => tallyFight(events, cs, before, 5, 10);

describe('achievements from the event log', () => {
  it('Blooded: a monster going down to a player character\'s blow is a kill; tier I at exactly 1', () => {
    const t = tally([hit('mara', 'wolf', [3, 0])], { mara: pc(), wolf: monster() });
    expect(t.counts.mara).toEqual({ kills: 1 });
    expect(tiersReached([1, 10, 100], 0, addProgress(0, 'kills', 1))).toEqual([1]);
    expect(tiersReached([1, 10, 100], 8, addProgress(8, 'kills', 1))).toEqual([]); // 9: one short of 10
    expect(tiersReached([1, 10, 100], 9, addProgress(9, 'kills', 1))).toEqual([2]);
  });
  it('Battle Tested: one per fight with any Health lost, however many wounds', () => {
    const t = tally([hit('wolf', 'mara', [14, 12]), hit('wolf', 'mara', [12, 10])], { mara: pc(), wolf: monster({ health: 5 }) });
    expect(t.counts.mara).toEqual({ 'wounded-battles': 1 });
    expect(tally([], { mara: pc() }).counts.mara).toBeUndefined();
  });
  it('Unkillable: each time Health drops from above 5 to 5 or below', () => {
    const cs = { mara: pc(), troll: monster({ health: 30 }) };
    expect(tally([hit('troll', 'mara', [14, 6])], cs).counts.mara?.['low-health']).toBeUndefined(); // 6: one short
    expect(tally([hit('troll', 'mara', [14, 5])], cs).counts.mara?.['low-health']).toBe(1);
    expect(tally([hit('troll', 'mara', [14, 4]), hit('troll', 'mara', [4, 3])], cs).counts.mara?.['low-health']).toBe(1);
  });
  it('Lucky: the best run of natural 20s in a row, kept as the best ever', () => {
    const cs = { tobin: pc(), troll: monster({ health: 30 }) };
    expect(tally([attack('tobin', 'troll', 20), attack('tobin', 'troll', 20)], cs).counts.tobin?.['crit-streak']).toBe(2);
    expect(tally([attack('tobin', 'troll', 20), attack('tobin', 'troll', 19), attack('tobin', 'troll', 20)], cs).counts.tobin?.['crit-streak']).toBe(1);
    expect(tiersReached([2, 3, 4, 5], 1, addProgress(1, 'crit-streak', 2))).toEqual([1]);
    expect(addProgress(3, 'crit-streak', 2)).toBe(3);
  });
  it('Revenge: killing a monster that killed a player character, in this fight or an earlier one', () => {
    const cs = { mara: pc({ dead: true, health: 0 }), tobin: pc(), ghoul: monster({ card: 'grave-ghoul' }) };
    const t = tally([hit('ghoul', 'mara', [3, 0]), hit('tobin', 'ghoul', [4, 0])], cs);
    expect(t.pcKillers).toEqual(['ghoul', 'grave-ghoul']);
    expect(t.counts.tobin).toEqual({ kills: 1, 'revenge-kills': 1 });
    // A later fight: another ghoul of the same card.
    const later = tally([hit('tobin', 'ghoul-2', [4, 0])], { tobin: pc(), 'ghoul-2': monster({ card: 'grave-ghoul' }) }, ['grave-ghoul']);
    expect(later.counts.tobin).toEqual({ kills: 1, 'revenge-kills': 1 });
    // A downed player character who survived was not killed.
    expect(tally([hit('ghoul', 'mara', [3, 0]), hit('tobin', 'ghoul', [4, 0])], { ...cs, mara: pc({ health: 0 }) }).pcKillers).toEqual([]);
  });
  it('Hell\'s Heart: a kill at a penalty of 10 or worse; 9 is one short', () => {
    const cs = { mara: pc(), wolf: monster() };
    const at = (p: number) => tally([{ type: 'damage', actor: 'troll', target: 'mara', changes: { 'mara.penalty': [0, p] } }, hit('mara', 'wolf', [2, 0])], cs).counts.mara?.['hells-heart'];
    expect(at(10)).toBe(1);
    expect(at(9)).toBeUndefined();
  });
});
