// The initiative-cards rules as scenarios, run through the system module like `fray resolve`.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { system } from '../../../engine/systems/initiative-cards/index.js';
import { itResolvesThroughCliLoader, runDoc, runDocFile } from '../production-run.js';

const ID = 'initiative-cards';
const orderOf = (run: ReturnType<typeof runDocFile>, round: number) =>
  run.summary.order.filter((o) => o.round === round).map((o) => [o.combatant, o.card]);

describe('initiative-cards scenarios', () => {
  it('the lowest card acts first, in the same order every round', () => {
    const run = runDocFile(system, ID, 'lowest-first.yaml');
    expect(run.error).toBeUndefined();
    const expected = [
      ['brom', 2],
      ['wolf-1', 5],
      ['wolf-2', 5],
      ['elin', 7],
    ];
    expect(orderOf(run, 1)).toEqual(expected);
    expect(orderOf(run, 2)).toEqual([
      ['brom', 2],
      ['wolf-2', 5],
      ['elin', 7],
    ]);
    expect(run.summary.combatants['wolf-1']).toMatchObject({ physical: 4, out: true });
    expect(run.summary.combatants['wolf-2']).toMatchObject({ physical: 1, out: false, cards: [5] });
    expect(run.summary.combatants.elin).toMatchObject({ physical: 2 });
    expect(run.summary.combatants.brom).toMatchObject({ zone: 'treeline' });
  });

  it('a forced swap counts from the next round; players swap at its start', () => {
    const run = runDocFile(system, ID, 'swap-at-round-start.yaml');
    expect(run.error).toBeUndefined();
    expect(orderOf(run, 1)).toEqual([
      ['brom', 1],
      ['ogre', 4],
      ['elin', 9],
    ]);
    // The parry (2 > 1) swapped Brom's 1 with the Ogre's 4; then Elin and Brom traded 9 and 4.
    expect(orderOf(run, 2)).toEqual([
      ['ogre', 1],
      ['elin', 4],
      ['brom', 9],
    ]);
    // Ogre: 2 + 2 in round 1, then 2 + 1 extra success and 2: 9 ≥ its limit of 8.
    expect(run.summary.combatants.ogre).toMatchObject({ physical: 9, out: true });
    expect(run.summary.combatants.brom).toMatchObject({ physical: 0 });
    expect(run.summary.combatants.elin).toMatchObject({ physical: 3 });
  });

  it('only player characters swap by agreement: the error points at the scenario step', () => {
    const run = runDoc(system, ID, {
      system: ID,
      combatants: [
        { id: 'a', side: 'players', draw: [1] },
        { id: 'c', side: 'monsters', draw: [3] },
      ],
      rounds: [{ swaps: [{ a: 'a', b: 'c' }] }],
    });
    expect(run.error).toMatchObject({ code: 'combat/not-a-player', at: ['rounds', 0, 'swaps', 0] });
  });

  it('a swap naming no combatant is a positioned scenario error listing the combatants', () => {
    const doc = {
      system: ID,
      combatants: [
        { id: 'a', side: 'players', draw: [1] },
        { id: 'b', side: 'players', draw: [3] },
      ],
      rounds: [{ swaps: [{ a: 'a', b: 'zed' }] }],
    };
    let error: unknown;
    try {
      runDoc(system, ID, doc);
    } catch (e) {
      error = e;
    }
    expect(error).toMatchObject({
      code: 'scenario/unknown-combatant',
      message: 'no combatant `zed`',
      path: ['rounds', 0, 'swaps', 0, 'b'],
      hint: 'combatants: a, b',
    });
  });

  it('an ambush keeps the best of two cards and gives +1 to the first maneuver', () => {
    const run = runDocFile(system, ID, 'ambush.yaml');
    expect(run.error).toBeUndefined();
    expect(run.summary.combatants.elin).toMatchObject({ cards: [3], drawn: [8, 3] });
    expect(run.summary.combatants.brom).toMatchObject({ cards: [6], drawn: [6, 9] });
    expect(orderOf(run, 1)).toEqual([
      ['elin', 3],
      ['bandit', 5],
      ['brom', 6],
    ]);
    expect(run.log.some((l) => l.includes('first maneuver, ambush +1 die'))).toBe(true);
    // The chase deducted the bandit's only success: it stays and takes Brom's axe.
    expect(run.summary.combatants.bandit).toMatchObject({ physical: 4, out: true, fled: false });
    expect(run.session.state.ended).toBe(true);
  });

  it('a failed ambush gives the opponents the extra draw', () => {
    const doc = {
      system: ID,
      seed: 5,
      ambush: { side: 'players', result: 'failure' },
      combatants: [
        { id: 'elin', side: 'players' },
        { id: 'ogre', side: 'monsters' },
      ],
    };
    const run = runDoc(system, ID, doc);
    expect(run.summary.combatants.elin!.drawn).toHaveLength(1);
    const ogre = run.summary.combatants.ogre!;
    expect(ogre.drawn).toHaveLength(2);
    expect(ogre.cards).toEqual([Math.min(...(ogre.drawn as number[]))]);
  });
});

describe('initiative-cards through `fray resolve`', () => {
  itResolvesThroughCliLoader(system, ID, ['lowest-first.yaml', 'swap-at-round-start.yaml', 'ambush.yaml']);
});

describe('initiative-cards: pools the engine builds (pools.yaml)', () => {
  it('adds the ambush die to the first maneuver, takes a die per NPC Harm point, adds the Fear dice', () => {
    const run = runDocFile(system, ID, 'pools.yaml');
    expect(run.error).toBeUndefined();
    const attacks = run.session.events
      .filter((e) => e.type === 'attack')
      .map((e) => [e.actor, e.detail!.pool, e.detail!.successes, e.detail!.hit]);
    expect(attacks).toEqual([
      ['elin', 3, 2, true], // 2 + 1 ambush
      ['ghast', 2, 1, true], // 4 − 2 Harm
      ['brom', 2, 2, true], // his ambush die went to taking cover
      ['ghast', 0, 0, false], // 4 − 5 Harm
    ]);
    // Ghast: 2 (Elin's 1 + 1 extra) + 3 (Brom's 2 + 1 extra) = 5 Harm, under its limit of 6.
    expect(run.summary.combatants.ghast).toMatchObject({ physical: 5, out: false });
    expect(run.summary.combatants.brom).toMatchObject({ physical: 1 });
    const fear = run.session.events.find((e) => e.type === 'fear')!.detail!;
    expect(fear).toMatchObject({ pool: 3, extra_dice: 2, successes: 2, passed: true });
    expect(run.summary.combatants.elin).toMatchObject({ mental: 0 });
    expect(run.log.some((l) => l.includes('3 dice (2 +1 ambush) [6 4 6] = 2 success(es)'))).toBe(true);
  });

  it('refuses faces that do not fit the pool, saying how the pool was built', () => {
    const doc = parse(readFileSync(new URL('./pools.yaml', import.meta.url), 'utf8')) as {
      rounds: { turns: Record<string, any>[] }[];
    };
    doc.rounds[0]!.turns[0]!.maneuvers[0].rolls = [6, 4];
    const run = runDoc(system, ID, doc as unknown as Record<string, unknown>);
    expect(run.error).toMatchObject({
      code: 'combat/pool-size',
      message: 'the pool is 3 dice (2 base +1 ambush), 2 faces given',
    });
  });
});
