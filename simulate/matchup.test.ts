import { describe, expect, it } from 'vitest';
import { formatProblem } from '../engine/diagnostics/problem.js';
import { matchupFrom } from './test-kit.js';

const problems = async (yaml: string): Promise<string[]> => {
  const r = await matchupFrom(yaml, 'm.yaml');
  return r.ok ? [] : r.problems.map(formatProblem);
};

describe('matchup files', () => {
  it('reads sides, copies, policies and defaults', async () => {
    const r = await matchupFrom(`
policy: cautious
sides:
  party: { combatants: [mara-voss, { character: tobin-ashgrove, health: 6 }] }
  pack: { side: gm, policy: random, combatants: [{ character: barrow-wolf, copies: 2 }] }
`);
    if (!r.ok) throw new Error(JSON.stringify(r.problems));
    const [party, pack] = r.loaded.matchup.sides;
    expect(party).toMatchObject({ name: 'party', side: 'players', policy: 'cautious' });
    expect(party!.combatants.map((c) => c.id)).toEqual(['mara-voss', 'tobin-ashgrove']);
    expect(party!.combatants[1]).toMatchObject({ health: 6 });
    expect(pack!.combatants.map((c) => c.id)).toEqual(['barrow-wolf-1', 'barrow-wolf-2']);
    expect(pack!.policy).toBe('random');
    expect(r.loaded).toMatchObject({ fights: 2000, seed: 1 });
    expect(r.loaded.variants).toEqual([{ label: 'all fights' }]);
  });

  it('the same character on both sides gets side-named ids', async () => {
    const r = await matchupFrom('sides:\n  a: { combatants: [grave-ghoul] }\n  b: { combatants: [grave-ghoul] }\n');
    if (!r.ok) throw new Error('fixture');
    expect(r.loaded.matchup.sides.flatMap((s) => s.combatants.map((c) => c.id))).toEqual([
      'grave-ghoul',
      'b-grave-ghoul',
    ]);
  });

  it('positions each mistake with a hint', async () => {
    expect(
      await problems('sides:\n  a: { policy: greedier, combatants: [mara-voss] }\n  b: { combatants: [moss-trol] }\n'),
    ).toEqual([
      'm.yaml:2:16  sides.a.policy  unknown policy `greedier`\n    hint: allowed values: random, greedy, cautious',
      'm.yaml:3:21  sides.b.combatants[0].character  no character card `moss-trol`\n    hint: did you mean `moss-troll`?',
    ]);
    expect(
      await problems(
        'sides:\n  a: { only: [sword-swung], combatants: [mara-voss] }\n  b: { combatants: [moss-troll] }\n',
      ),
    ).toEqual(['m.yaml:2:15  sides.a.only[0]  no action card `sword-swung`\n    hint: did you mean `sword-swing`?']);
    expect(
      await problems(
        'sides:\n  a: { only: [fire-bolt], combatants: [mara-voss] }\n  b: { combatants: [moss-troll] }\n',
      ),
    ).toEqual([
      expect.stringMatching(
        /^m\.yaml:2:\d+ {2}sides\.a\.only {2}Mara Voss holds none of these cards, so it could never act/,
      ),
    ]);
    expect(
      await problems(
        'sides:\n  a: { combatants: [mara-voss] }\n  b: { combatants: [moss-troll] }\nsweep: { card: sword-swing, field: atack, from: 1, to: 3 }\n',
      ),
    ).toEqual(['m.yaml:4:36  sweep.field  `atack` is not a field a sweep can set\n    hint: did you mean `attack`?']);
    expect(await problems('sides:\n  a: { combatants: [mara-voss] }\n')).toEqual([
      expect.stringMatching(/^m\.yaml:2:3 {2}sides {2}a matchup has exactly two sides/),
    ]);
    expect(await problems('sides:\n  a: { combatants: [] }\n  b: { combatants: [moss-troll] }\n')).toEqual([
      expect.stringMatching(/^m\.yaml:2:20 {2}sides\.a\.combatants {2}a side needs at least one combatant/),
    ]);
    expect(
      await problems('sides:\n  a: { side: gm, combatants: [mara-voss] }\n  b: { combatants: [moss-troll] }\n'),
    ).toEqual([expect.stringMatching(/sides\.b\.side {2}the two sides must take different engine sides/)]);
    expect(
      await problems(
        'fights: 0\nsides:\n  a: { combatants: [mara-voss] }\n  b: { combatants: [moss-troll] }\nsweeps: {}\n',
      ),
    ).toEqual([
      'm.yaml:1:9  fights  must be at least 1, not 0',
      'm.yaml:5:1  sweeps  unknown key `sweeps`\n    hint: did you mean `sweep`?',
    ]);
  });

  it('says what a designer meant: `monsters` is the `gm` side, a sweep that runs backwards is reported at `to`', async () => {
    const two = 'sides:\n  a: { combatants: [mara-voss] }\n  b: { side: monsters, combatants: [moss-troll] }\n';
    expect(await problems(two)).toEqual([
      'm.yaml:3:14  sides.b.side  unknown side `monsters`\n    hint: did you mean `gm`? (the engine sides are `players` and `gm`)',
    ]);
    const base = 'sides:\n  a: { combatants: [mara-voss] }\n  b: { combatants: [moss-troll] }\n';
    expect(await problems(`${base}sweep: { card: sword-swing, field: attack, from: 14, to: 6 }\n`)).toEqual([
      'm.yaml:4:58  sweep.to  `to` (6) is below `from` (14)',
    ]);
    expect(await problems(`${base}sweep: { card: sword-swing, field: attack, from: 6 }\n`)).toEqual([
      expect.stringMatching(/sweep\.to {2}give `from` and `to`/),
    ]);
  });

  it('refuses numbers that cannot be meant, at once: a sweep of two billion points, NaN, a fight count past the range', async () => {
    const base = 'sides:\n  a: { combatants: [mara-voss] }\n  b: { combatants: [moss-troll] }\n';
    // Refused by their bounds before any point is made: a reader that built the sweep's points
    // first would exhaust the heap or outlast the test's timeout. No clock: speed belongs in bench/.
    expect(await problems(`${base}sweep: { card: sword-swing, field: attack, from: 0, to: 2000000000 }\n`)).toEqual([
      expect.stringMatching(/sweep\.to {2}must be at most 1000000/),
    ]);
    expect(await problems(`${base}sweep: { card: sword-swing, field: attack, from: 0, to: 1000000 }\n`)).toEqual([
      expect.stringMatching(/sweep\.to {2}1000001 points is more than 200/),
    ]);
    expect(await problems(`timer_miss: .nan\n${base}`)).toEqual([
      expect.stringMatching(/^m\.yaml:1:13 {2}timer_miss {2}expected a number from 0 to 1, got number NaN/),
    ]);
    expect(await problems(`timer_miss: 1.5\nfights: 99999999999999999999\n${base}`)).toEqual([
      'm.yaml:1:13  timer_miss  must be at most 1, not 1.5',
      expect.stringMatching(/^m\.yaml:2:9 {2}fights {2}must be at most 100000000/),
    ]);
    expect(
      await problems(`${base.replace('[moss-troll]', '[{ character: moss-troll, health: 999, copies: 1.5 }]')}`),
    ).toEqual([
      expect.stringMatching(
        /sides\.b\.combatants\[0\]\.health {2}must be a whole number from 1 to \d+ \(the character's maximum\)/,
      ),
      expect.stringMatching(/sides\.b\.combatants\[0\]\.copies {2}expected a whole number/),
    ]);
  });

  it('sweeps: every stance against every stance, or one card field over values', async () => {
    const r = await matchupFrom(
      'sides:\n  a: { combatants: [mara-voss] }\n  b: { combatants: [grave-ghoul] }\nsweep: { stances: true }\n',
    );
    if (!r.ok) throw new Error('fixture');
    expect(r.loaded.variants).toHaveLength(5 * 3);
    expect(r.loaded.variants[0]).toMatchObject({ stances: ['aggressive', 'frenzied'] });
    const c = await matchupFrom(
      'sides:\n  a: { combatants: [mara-voss] }\n  b: { combatants: [grave-ghoul] }\nsweep: { card: sword-swing, field: attack, from: 6, to: 10, step: 2 }\n',
    );
    if (!c.ok) throw new Error('fixture');
    expect(c.loaded.variants.map((v) => v.card?.value)).toEqual([6, 8, 10]);
  });
});
