// Each achievement's measure from a fight log shaped like the engine's events, reaching a tier
// exactly and falling one short.
import { describe, expect, it } from 'vitest';
import { card, CARDS, fighter, run, setup } from '../test/scenarios/witchhammer/kit.js';
import { addProgress, tallyFight, tiersReached, type FightCombatant, type FightEvent } from './achievements.js';

const pc = (over: Partial<FightCombatant> = {}): FightCombatant => ({
  side: 'players',
  health: 14,
  max_health: 14,
  dead: false,
  ...over,
});
const monster = (over: Partial<FightCombatant> = {}): FightCombatant => ({
  side: 'gm',
  health: 0,
  max_health: 10,
  dead: false,
  ...over,
});
const attack = (actor: string, target: string, d20: number): FightEvent => ({
  type: 'attack',
  actor,
  target,
  rolls: [{ die: 20, value: d20, purpose: 'attack' }],
});
const hit = (
  actor: string,
  target: string,
  health: [number, number],
  more: Record<string, [unknown, unknown]> = {},
): FightEvent => ({
  type: 'damage',
  actor,
  target,
  changes: { [`${target}.health`]: health, ...(health[1] <= 0 ? { [`${target}.down`]: [false, true] } : {}), ...more },
});
const tally = (events: FightEvent[], cs: Record<string, FightCombatant>, before: string[] = []) =>
  tallyFight(events, cs, before, 5, 10);

describe('achievements from the event log', () => {
  it("Blooded: a monster going down to a player character's blow is a kill; tier I at exactly 1", () => {
    const t = tally([hit('mara', 'wolf', [3, 0])], { mara: pc(), wolf: monster() });
    expect(t.counts.mara).toEqual({ kills: 1 });
    expect(tiersReached([1, 10, 100], 0, addProgress(0, 'kills', 1))).toEqual([1]);
    expect(tiersReached([1, 10, 100], 8, addProgress(8, 'kills', 1))).toEqual([]); // 9: one short of 10
    expect(tiersReached([1, 10, 100], 9, addProgress(9, 'kills', 1))).toEqual([2]);
  });
  it('Battle Tested: one per fight with any Health lost, however many wounds', () => {
    const t = tally([hit('wolf', 'mara', [14, 12]), hit('wolf', 'mara', [12, 10])], {
      mara: pc(),
      wolf: monster({ health: 5 }),
    });
    expect(t.counts.mara).toEqual({ 'wounded-battles': 1 });
    expect(tally([], { mara: pc() }).counts.mara).toBeUndefined();
  });
  it('Unkillable: each time Health drops from above 5 to 5 or below', () => {
    const cs = { mara: pc(), troll: monster({ health: 30 }) };
    expect(tally([hit('troll', 'mara', [14, 6])], cs).counts.mara?.['low-health']).toBeUndefined(); // 6: one short
    expect(tally([hit('troll', 'mara', [14, 5])], cs).counts.mara?.['low-health']).toBe(1);
    expect(tally([hit('troll', 'mara', [14, 4]), hit('troll', 'mara', [4, 3])], cs).counts.mara?.['low-health']).toBe(
      1,
    );
  });
  it('Lucky: the best run of natural 20s in a row, kept as the best ever', () => {
    const cs = { tobin: pc(), troll: monster({ health: 30 }) };
    expect(tally([attack('tobin', 'troll', 20), attack('tobin', 'troll', 20)], cs).counts.tobin?.['crit-streak']).toBe(
      2,
    );
    expect(
      tally([attack('tobin', 'troll', 20), attack('tobin', 'troll', 19), attack('tobin', 'troll', 20)], cs).counts
        .tobin?.['crit-streak'],
    ).toBe(1);
    expect(tiersReached([2, 3, 4, 5], 1, addProgress(1, 'crit-streak', 2))).toEqual([1]);
    expect(addProgress(3, 'crit-streak', 2)).toBe(3);
  });
  it('Revenge: killing a monster that killed a player character, in this fight or an earlier one', () => {
    const cs = { mara: pc({ dead: true, health: 0 }), tobin: pc(), ghoul: monster({ card: 'grave-ghoul' }) };
    const t = tally([hit('ghoul', 'mara', [3, 0]), hit('tobin', 'ghoul', [4, 0])], cs);
    expect(t.pcKillers).toEqual(['ghoul']);
    expect(t.counts.tobin).toEqual({ kills: 1, 'revenge-kills': 1 });
    // A later fight: the same ghoul (same combatant id) is Revenge; another ghoul of the same card is not
    // ("a Monster that has killed a PC": that monster, not its kin).
    const later = tally([hit('tobin', 'ghoul', [4, 0])], { tobin: pc(), ghoul: monster({ card: 'grave-ghoul' }) }, [
      'ghoul',
    ]);
    expect(later.counts.tobin).toEqual({ kills: 1, 'revenge-kills': 1 });
    const kin = tally([hit('tobin', 'ghoul-2', [4, 0])], { tobin: pc(), 'ghoul-2': monster({ card: 'grave-ghoul' }) }, [
      'ghoul',
    ]);
    expect(kin.counts.tobin).toEqual({ kills: 1 });
    // A downed player character who survived was not killed.
    expect(
      tally([hit('ghoul', 'mara', [3, 0]), hit('tobin', 'ghoul', [4, 0])], { ...cs, mara: pc({ health: 0 }) })
        .pcKillers,
    ).toEqual([]);
  });
  it("Hell's Heart: a kill at a penalty of 10 or worse; 9 is one short", () => {
    const cs = { mara: pc(), wolf: monster() };
    const at = (p: number) =>
      tally(
        [
          { type: 'damage', actor: 'troll', target: 'mara', changes: { 'mara.penalty': [0, p] } },
          hit('mara', 'wolf', [2, 0]),
        ],
        cs,
      ).counts.mara?.['hells-heart'];
    expect(at(10)).toBe(1);
    expect(at(9)).toBeUndefined();
  });
});

describe('kills by an ongoing effect, credited to the one who applied it', () => {
  // Hand-worked, with the engine: Mara cuts the wolf (bleed 1 × 2); the wolf's blow takes her to −11
  // (penalty 10, down); in round 2 the bleed's last tick takes the wolf from 1 to 0 Health at the start
  // of its turn. Mara, at −10, killed it: Blooded and Hell's Heart ("kill a monster while you are a −10
  // penalty or more"), which only an effect can earn, since a character at 0 Health cannot act.
  const cut = card({
    id: 'cut',
    init: 9,
    attack: 10,
    target: 'chosen',
    on_hit: [{ effect: 'bleed', wounds: 1, rounds: 2 }],
  });
  const maul = card({ id: 'maul', init: 3, attack: 25, target: 'chosen' });
  const fight = () => {
    const s = setup(
      [fighter('mara', 'players', { poise: 0 }), fighter('tobin', 'players'), fighter('wolf', 'gm', { maxHealth: 2 })],
      { cards: [...CARDS, cut, maul], dice: [5, 10, 1] },
    );
    return run(s, [
      { type: 'play', combatant: 'mara', action: 'cut', stance: 'guard', target: 'wolf' }, // 10 − 0 + 5 = 15 → 5 to Poise, bleed
      { type: 'play', combatant: 'tobin', action: 'block', stance: 'guard' },
      { type: 'play', combatant: 'wolf', action: 'maul', stance: 'aggressive', target: 'mara' }, // tick 2 → 1 (penalty 1); 27 − 3 + 10 = 34 → 24: Mara 14 → −10
      { type: 'reveal' },
      { type: 'resolve-round' },
      { type: 'play', combatant: 'tobin', action: 'block', stance: 'guard' },
      { type: 'play', combatant: 'wolf', action: 'claw', stance: 'aggressive', target: 'tobin' },
      { type: 'reveal' },
      { type: 'resolve-round' },
    ]);
  };
  const summary = (s: ReturnType<typeof fight>['state']): Record<string, FightCombatant> =>
    Object.fromEntries(
      s.combatants.map((c) => [c.id, { side: c.side, health: c.health, max_health: c.maxHealth, dead: c.dead }]),
    );

  it("the bleed tick that downs the wolf is Mara's kill at a −10 penalty: Blooded and Hell's Heart", () => {
    const { state, events } = fight();
    expect(state.combatants.find((c) => c.id === 'mara')).toMatchObject({ health: -10, down: true });
    const tick = events.filter((e) => e.type === 'wounds').at(-1)!;
    expect(tick).toMatchObject({
      actor: 'mara',
      target: 'wolf',
      changes: { 'wolf.health': [1, 0], 'wolf.down': [false, true] },
    });
    expect(tally(events, summary(state)).counts.mara).toMatchObject({ kills: 1, 'hells-heart': 1 });
  });

  it('Revenge counts a kill by a bleed too', () => {
    const { state, events } = fight();
    expect(tally(events, summary(state), ['wolf']).counts.mara).toMatchObject({ kills: 1, 'revenge-kills': 1 });
  });
});
