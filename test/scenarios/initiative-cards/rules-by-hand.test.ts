// The rules, worked by hand into scenario documents (the arithmetic is in each file's comments) and
// run through the production loader like `fray resolve`; and the refusals those rules imply.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { system } from '../../../engine/systems/initiative-cards/index.js';
import { itResolvesThroughCliLoader, runDoc, runDocFile, runText } from '../production-run.js';

const ID = 'initiative-cards';
type Doc = { combatants: Record<string, any>[]; rounds: { turns: Record<string, any>[] }[] } & Record<string, any>;
const doc = (file: string): Doc => parse(readFileSync(new URL(`./${file}`, import.meta.url), 'utf8')) as Doc;
const orderOf = (run: ReturnType<typeof runDocFile>, round: number) =>
  run.summary.order.filter((o) => o.round === round).map((o) => [o.combatant, o.card]);
const events = (run: ReturnType<typeof runDocFile>, type: string) => run.session.events.filter((e) => e.type === type);

describe('initiative-cards rules worked by hand', () => {
  it('poison: 3 Harm, then 2 and 1 at the start of the next rounds, even when the turn opens the round', () => {
    const run = runDocFile(system, ID, 'hazards-at-round-start.yaml');
    expect(run.error).toBeUndefined();
    expect(run.summary.combatants.elin).toMatchObject({ physical: 6, poison: 0 });
    expect(events(run, 'poison').map((e) => e.detail!.harm)).toEqual([3, 2, 1]);
  });

  it('a flight failing on its own dice stays put; a caught one moves both a zone; an escape ends the fight', () => {
    const run = runDocFile(system, ID, 'flee-and-chase.yaml');
    expect(run.error).toBeUndefined();
    expect(events(run, 'flee').map((e) => e.detail!.escaped)).toEqual([false, false, true]);
    // After round 1 nobody moved (checked through the round-2 flight starting from the hall: yard is next to it).
    expect(run.summary.combatants.brom).toMatchObject({ zone: 'yard' });
    expect(run.summary.combatants.elin).toMatchObject({ zone: 'hall' });
    expect(run.summary.combatants.bandit).toMatchObject({ zone: 'yard', fled: true });
    expect(run.session.state.ended).toBe(true);
    expect(events(run, 'combat-end')[0]!.detail).toMatchObject({ winner: 'players' });
  });

  it('the failed flight of round 1 leaves both in the hall', () => {
    const d = doc('flee-and-chase.yaml');
    d.rounds = d.rounds.slice(0, 1);
    const run = runDoc(system, ID, d);
    expect(run.error).toBeUndefined();
    expect(run.summary.combatants.bandit).toMatchObject({ zone: 'hall', fled: false });
    expect(run.summary.combatants.brom).toMatchObject({ zone: 'hall' });
  });

  it('grapple, gag, a tied hold, a parry while held, breaking free with one success', () => {
    const run = runDocFile(system, ID, 'grapple-and-hold.yaml');
    expect(run.error).toBeUndefined();
    expect(events(run, 'grapple')[0]!.detail).toMatchObject({
      successes: 3,
      against: 1,
      restrained: true,
      gagged: true,
    });
    expect(events(run, 'break-free').map((e) => e.detail!.freed)).toEqual([false, true]);
    expect(events(run, 'attack').map((e) => [e.actor, e.detail!.net, e.detail!.hit])).toEqual([
      ['elin', 0, false],
      ['ogre', 1, true],
    ]);
    expect(run.summary.combatants.ogre).toMatchObject({ physical: 0 });
    expect(run.summary.combatants.elin).toMatchObject({ physical: 3 });
  });

  it('a creature with two cards acts on each; the outmaneuvering attacker picks the card it takes', () => {
    const run = runDocFile(system, ID, 'several-cards.yaml');
    expect(run.error).toBeUndefined();
    expect(orderOf(run, 1)).toEqual([
      ['dragon', 2],
      ['elin', 5],
      ['dragon', 7],
    ]);
    expect(orderOf(run, 2)).toEqual([
      ['elin', 2],
      ['dragon', 5],
      ['dragon', 7],
    ]);
    expect(run.summary.combatants.dragon).toMatchObject({ cards: [5, 7], physical: 6 });
    expect(run.summary.combatants.elin).toMatchObject({ cards: [2], physical: 7 });
  });

  it('a longbow three zones away, falls of 10, 14 and 9 feet, a failed ambush', () => {
    const run = runDocFile(system, ID, 'boundaries.yaml');
    expect(run.error).toBeUndefined();
    expect(run.summary.combatants.wolf).toMatchObject({ drawn: [6, 3], cards: [3], physical: 2 });
    expect(orderOf(run, 1)).toEqual([
      ['wolf', 3],
      ['elin', 4],
    ]);
    const shot = events(run, 'attack')[0]!.detail!;
    expect(shot).toMatchObject({ distance: 3, pool: 2, successes: 2, hit: true });
    expect(shot.ambush_dice).toBeUndefined();
    expect(events(run, 'fall').map((e) => [e.detail!.harm, (e.detail!.director as any)?.pool])).toEqual([
      [1, 2],
      [2, 2],
      [0, undefined],
    ]);
    expect(run.summary.combatants.elin).toMatchObject({ physical: 3 });
  });

  itResolvesThroughCliLoader(system, ID, [
    'hazards-at-round-start.yaml',
    'flee-and-chase.yaml',
    'grapple-and-hold.yaml',
    'several-cards.yaml',
    'boundaries.yaml',
  ]);
});

describe('initiative-cards refusals the rules imply', () => {
  it('a longbow does not reach its own zone, nor four zones away', () => {
    for (const zone of ['a', 'e']) {
      const d = doc('boundaries.yaml');
      d.combatants[1]!.zone = zone;
      expect(runDoc(system, ID, d).error).toMatchObject({
        code: 'target/out-of-range',
        at: ['rounds', 0, 'turns', 1, 'maneuvers', 0],
      });
    }
  });

  it('the held cannot attack, nor dodge; they may parry', () => {
    const d = doc('grapple-and-hold.yaml');
    d.rounds[0]!.turns[1] = { combatant: 'ogre', maneuvers: [{ maneuver: 'attack', target: 'elin', successes: 1 }] };
    expect(runDoc(system, ID, d).error).toMatchObject({ code: 'combat/restrained' });
    const e = doc('grapple-and-hold.yaml');
    e.rounds[1]!.turns[0]!.maneuvers[0].reaction.maneuver = 'dodge';
    expect(runDoc(system, ID, e).error).toMatchObject({
      code: 'combat/restrained',
      at: ['rounds', 1, 'turns', 0, 'maneuvers', 0],
    });
  });

  it('while burning one may only put the fire out, flee or shout: no dodge inside an attack', () => {
    const run = runDoc(system, ID, {
      system: ID,
      combatants: [
        { id: 'elin', side: 'players', draw: [2], endure: 1, weapons: [{ id: 'sword', damage: 2 }] },
        { id: 'wolf', side: 'monsters', draw: [1], weapons: [{ id: 'fangs', damage: 1 }] },
      ],
      rounds: [
        {
          turns: [
            { fire: 'elin', intensity: 1, extinguish: 1, successes: 1 },
            {
              combatant: 'wolf',
              maneuvers: [
                { maneuver: 'attack', target: 'elin', successes: 1, reaction: { maneuver: 'dodge', successes: 1 } },
              ],
            },
          ],
        },
      ],
    });
    expect(run.error).toMatchObject({ code: 'combat/burning', at: ['rounds', 0, 'turns', 1, 'maneuvers', 0] });
  });

  it('only an opponent chases; nobody flees into a zone an enemy holds', () => {
    const d = doc('flee-and-chase.yaml');
    d.combatants.push({ id: 'thug', side: 'monsters', zone: 'hall', draw: [9] });
    d.rounds[0]!.turns[1]!.maneuvers[0].reaction.by = 'thug';
    expect(runDoc(system, ID, d).error).toMatchObject({ code: 'combat/chase-ally' });
    const e = doc('flee-and-chase.yaml');
    e.combatants[2]!.zone = 'yard';
    expect(runDoc(system, ID, e).error).toMatchObject({
      code: 'combat/flee-blocked',
      at: ['rounds', 0, 'turns', 1, 'maneuvers', 0],
    });
  });

  it('a misspelt field of a maneuver is a positioned problem, not a stack trace', () => {
    const text = readFileSync(new URL('./several-cards.yaml', import.meta.url), 'utf8').replace(
      'successes: 3 }',
      'sucesses: 3 }',
    );
    let problem = '';
    try {
      runText(system, ID, text, 'several-cards.yaml');
    } catch (e) {
      problem = (e as Error).message;
    }
    expect(problem).toMatch(/^several-cards\.yaml:\d+:\d+ /);
    expect(problem).toContain('sucesses');
    expect(problem).not.toMatch(/\n\s+at /);
  });
});

describe('initiative-cards: an ambush without a Sneak test', () => {
  // "the Director may decide that no Action tests are required … you may automatically draw an extra
  // initiative card": the wolf keeps 3 of (9, 3); with no test there are no extra successes to add.
  const fight = (ambush: Record<string, unknown>) => ({
    system: ID,
    ambush,
    combatants: [
      { id: 'elin', side: 'players', draw: [4], weapons: [{ id: 'sword', damage: 2 }] },
      { id: 'wolf', side: 'monsters', draw: [9, 3], weapons: [{ id: 'fangs', damage: 1 }] },
    ],
    rounds: [
      { turns: [{ combatant: 'wolf', maneuvers: [{ maneuver: 'attack', target: 'elin', dice: 1, rolls: [6] }] }] },
    ],
  });

  it('an automatic ambush draws the extra card and adds no die', () => {
    const run = runDoc(system, ID, fight({ side: 'monsters', result: 'automatic' }));
    expect(run.error).toBeUndefined();
    expect(run.summary.combatants.wolf).toMatchObject({ drawn: [9, 3], cards: [3] });
    expect(run.session.events.find((e) => e.type === 'attack')!.detail).toMatchObject({ pool: 1, successes: 1 });
    expect(run.summary.combatants.elin).toMatchObject({ physical: 1 });
  });

  it('extra successes given to an automatic ambush are a positioned problem', () => {
    expect(() => runDoc(system, ID, fight({ side: 'monsters', result: 'automatic', extra_successes: 1 }))).toThrow(
      expect.objectContaining({ code: 'scenario/ambush-successes', path: ['ambush', 'extra_successes'] }),
    );
  });
});

describe('initiative-cards: Fear during a fight (fear-in-combat.yaml)', () => {
  it("counts the player characters in the tester's zone, not the Severely Harmed; fails by position", () => {
    const run = runDocFile(system, ID, 'fear-in-combat.yaml');
    expect(run.error).toBeUndefined();
    expect(events(run, 'fear').map((e) => [e.actor, e.detail!.bonus_dice, e.detail!.passed])).toEqual([
      ['elin', 2, true],
      ['brom', 2, false],
      ['dana', 1, false],
      ['cato', 2, true],
    ]);
    expect(run.summary.combatants.elin).toMatchObject({ mental: 0, next_roll_bonus: 0 });
    expect(run.summary.combatants.brom).toMatchObject({ mental: 6 });
    expect(run.summary.combatants.dana).toMatchObject({ mental: 4 });
    expect(run.summary.combatants.cato).toMatchObject({ mental: 0, next_roll_bonus: 1 });
  });
  itResolvesThroughCliLoader(system, ID, ['fear-in-combat.yaml']);
});

describe('initiative-cards: the start of a round comes before anything done in it', () => {
  it("poison works at the start of round 2 even when an antidote is the round's first step", () => {
    // Round 1: 0 vs the Director's 3 → 3 Harm. Round 2 starts: 3 − 1 = 2 more → 5; then the antidote stops it.
    const d = doc('hazards-at-round-start.yaml');
    d.rounds = [d.rounds[0]!, { turns: [{ antidote: 'elin' }, ...d.rounds[1]!.turns] }, d.rounds[2]!];
    const run = runDoc(system, ID, d);
    expect(run.error).toBeUndefined();
    expect(run.summary.combatants.elin).toMatchObject({ physical: 5, poison: 0 });
  });

  it('… and before a fighter leaves in it: Harm already taken stays taken', () => {
    // Round 1: 3 Harm. Round 2 starts: 2 more → 5; then Elin leaves the fight.
    const d = doc('hazards-at-round-start.yaml');
    d.rounds = [d.rounds[0]!, { turns: [{ leave: 'elin', reason: 'carried off' }] }];
    const run = runDoc(system, ID, d);
    expect(run.error).toBeUndefined();
    expect(run.summary.combatants.elin).toMatchObject({ physical: 5, out: true });
  });
});

describe('initiative-cards: a holder out of the fight holds nobody', () => {
  it('Elin, holding the ogre, leaves the fight: the ogre is free and may attack Brom', () => {
    const d = doc('grapple-and-hold.yaml');
    d.combatants.push({ id: 'brom', name: 'Brom', side: 'players', draw: [3], weapons: [{ id: 'axe', damage: 2 }] });
    // Round 1 as in the file (restrained and gagged, the tie holds); round 2: Elin leaves, the club hits Brom for 3.
    d.rounds = [
      d.rounds[0]!,
      {
        turns: [
          { leave: 'elin' },
          {
            combatant: 'ogre',
            maneuvers: [{ maneuver: 'shout' }, { maneuver: 'attack', target: 'brom', successes: 1 }],
          },
        ],
      },
    ];
    const run = runDoc(system, ID, d);
    expect(run.error).toBeUndefined();
    expect(run.log.some((l) => l.includes('ogre is free: elin is out of the fight'))).toBe(true);
    expect(run.summary.combatants.brom).toMatchObject({ physical: 3 });
  });
});

describe('initiative-cards: letting go', () => {
  it('"restrained until you let them go": Elin lets go, the ogre shouts and attacks', () => {
    const d = doc('grapple-and-hold.yaml');
    d.rounds = [
      d.rounds[0]!,
      {
        turns: [
          { let_go: 'elin', target: 'ogre' },
          { combatant: 'elin', maneuvers: [] },
          {
            combatant: 'ogre',
            maneuvers: [{ maneuver: 'shout' }, { maneuver: 'attack', target: 'elin', successes: 2 }],
          },
        ],
      },
    ];
    const run = runDoc(system, ID, d);
    expect(run.error).toBeUndefined();
    expect(run.log.some((l) => l.includes('elin lets ogre go'))).toBe(true);
    expect(run.summary.combatants.elin).toMatchObject({ physical: 4 }); // club 3 + 1 extra success
  });

  it('one who holds nobody cannot let go', () => {
    const d = doc('grapple-and-hold.yaml');
    d.rounds = [{ turns: [{ let_go: 'elin' }] }];
    expect(runDoc(system, ID, d).error).toMatchObject({ code: 'combat/not-holding', at: ['rounds', 0, 'turns', 0] });
  });
});
