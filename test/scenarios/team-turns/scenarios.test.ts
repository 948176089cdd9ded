import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse, stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { system } from '../../../engine/systems/team-turns/index.js';
import { runText } from '../production-run.js';
import { runHere } from './run-here.js';

const here = (f: string) => fileURLToPath(new URL(f, import.meta.url));
const run = runHere;

describe('team-turns scenario 003: Boudica takes 7, 10 and 8 damage', () => {
  const r = run('003-boudica-damage.yaml');
  const damage = r.session.events.filter((e) => e.type === 'damage');

  it('runs without errors', () => expect(r.error).toBeUndefined());

  it('7 damage: Endurance 12 → 5, harmed, not bloodied', () => {
    expect(damage[0]!.changes).toEqual({ 'boudica.endurance': [12, 5] });
    expect(damage[0]!.detail).toMatchObject({ toEndurance: 7, toHealth: 0 });
  });

  it('10 damage: 5 to Endurance, 5 to Health; missing 5 > Constitution 4 → fortify 7 vs 5, conscious', () => {
    expect(damage[1]!.changes).toMatchObject({
      'boudica.endurance': [5, 0],
      'boudica.health': [12, 7],
      'boudica.stamina': [2, 1],
    });
    expect(damage[1]!.detail).toMatchObject({ consciousness: { difficulty: 5, total: 7, fortified: true } });
  });

  it('8 damage: Health 7 → 0, unconscious; it exceeded her Health so the luck test vs 10 (a 1) kills her', () => {
    expect(damage[2]!.changes).toMatchObject({
      'boudica.health': [7, 0],
      'boudica.unconscious': [false, true],
      'boudica.dead': [false, true],
    });
    expect(damage[2]!.detail).toMatchObject({ exceeded: true, death: { roll: 1, difficulty: 10, cheated: false } });
    expect(r.summary.combatants.boudica).toMatchObject({
      endurance: 0,
      health: 0,
      harmed: true,
      bloodied: true,
      unconscious: true,
      dead: true,
    });
  });

  it('harmed and bloodied after each hit', () => {
    const text = (dmg: number[], rolls: number[][] = []) =>
      runText(
        system,
        'team-turns',
        `system: team-turns
combatants:
  - { id: b, team: p, endurance: 12, health: 12, constitution: 4, stamina: 2, fortify: { dice: [d6, d4], bonus: 1 } }
  - { id: x, team: q, endurance: 1, health: 1, constitution: 1 }
turns:
${dmg.map((d, i) => `  - damage: { target: b, amount: ${d}${rolls[i] ? `, rolls: [${rolls[i]}]` : ''} }`).join('\n')}
`,
      ).summary.combatants.b;
    expect(text([5])).toMatchObject({ harmed: false, bloodied: false });
    expect(text([6])).toMatchObject({ harmed: true, bloodied: false });
    expect(text([7, 10], [[], [4, 2]])).toMatchObject({ harmed: true, bloodied: true, health: 7, unconscious: false });
    expect(text([7, 10], [[], [1, 2]])).toMatchObject({ health: 7, unconscious: true }); // fortify 4 < 5
  });
});

describe('team-turns scenario 003: team order', () => {
  it('lopsided 4 against 2: alternate while both have members, then the players take the rest', () => {
    const r = run('003-lopsided-teams.yaml');
    expect(r.error).toBeUndefined();
    const seq = (round: number) =>
      r.summary.order.filter((o) => o.round === round).map((o) => `${o.team}:${o.combatant}`);
    expect(seq(1)).toEqual([
      'players:roland',
      'guards:captain',
      'players:clementine',
      'guards:guard',
      'players:petra',
      'players:agnessa',
    ]);
    expect(seq(2)).toEqual([
      'players:agnessa',
      'guards:guard',
      'players:petra',
      'guards:captain',
      'players:clementine',
      'players:roland',
    ]);
  });

  it('a guard cannot take the players’ turn', () => {
    const text = `system: team-turns
teams: [players, guards]
combatants:
  - { id: p1, team: players, endurance: 5, health: 5, constitution: 2 }
  - { id: g1, team: guards, endurance: 5, health: 5, constitution: 2 }
turns:
  - { actor: g1 }
`;
    expect(runText(system, 'team-turns', text, 'order.yaml').error).toMatch(
      /^order\.yaml:7:14 {2}turns\[0\]\.actor {2}it is players's turn, not guards's/,
    );
  });

  it('surprise round, an unconscious character losing its turn, and waking to act at the next chance', () => {
    const r = run('003-unconscious-and-surprise.yaml');
    expect(r.error).toBeUndefined();
    const seq = (round: number) =>
      r.summary.order.filter((o) => o.round === round).map((o) => `${o.combatant}${o.skipped ? ' (skipped)' : ''}`);
    expect(seq(1)).toEqual(['gob', 'clementine']);
    expect(r.summary.order.filter((o) => o.round === 1).every((o) => o.surprise)).toBe(true);
    expect(seq(2)).toEqual(['gob', 'clementine', 'captain', 'roland', 'guard']);
    expect(r.summary.combatants.roland).toMatchObject({ unconscious: false, health: 2, endurance: 0 });
  });
});

describe('team-turns scenario 003: attacks and actions', () => {
  const r = run('003-attacks.yaml');
  const attacks = r.session.events.filter((e) => e.type === 'attack').map((e) => e.detail as Record<string, any>);

  it('runs without errors', () => expect(r.error).toBeUndefined());

  it('Boudica’s spear: 2d6 + 1 = 6 hits evasion 6 for 6 + 4 − 8 = 2; a luck 19 critical deals 6 + 8 − 8 = 6', () => {
    expect(attacks[0]).toMatchObject({
      base: 6,
      test: 6,
      hit: true,
      critical: false,
      damage: { raw: 10, reduction: 8, dealt: 2 },
    });
    expect(attacks[4]).toMatchObject({ test: 6, critical: true, damage: { raw: 14, dealt: 6 } });
    expect(r.summary.combatants.brigand).toMatchObject({ endurance: 2, harmed: true });
  });

  it('Agnessa’s second attack takes −2 and misses; Petra’s critical cannot miss', () => {
    expect(attacks[1]).toMatchObject({ test: 4, hit: true });
    expect(attacks[2]).toMatchObject({ base: 5, penalty: 2, test: 3, hit: false });
    expect(attacks[3]).toMatchObject({ test: 3, critical: true, hit: true, damage: { dealt: 12 } });
  });

  it('Petra’s reload carries over and takes the first action of her next turn', () => {
    const progress = r.session.events.find((e) => e.type === 'extended-progress');
    expect(progress).toMatchObject({ round: 2, actor: 'petra', detail: { action: 'reload', spent: 1, remaining: 0 } });
    expect(r.summary.combatants.petra).toMatchObject({ extended: null });
  });
});

describe('team-turns: advantage, size, the killing strike (003-advantage-size-strike.yaml)', () => {
  it('resolves every step as worked by hand', () => {
    const r = run('003-advantage-size-strike.yaml');
    expect(r.error).toBeUndefined();
    const attacks = r.session.events
      .filter((e) => e.type === 'attack')
      .map((e) => {
        const d = e.detail as Record<string, any>;
        return {
          by: e.actor,
          advantage: d.advantage ?? 0,
          test: d.test,
          evasion: d.evasion,
          hit: d.hit,
          dealt: d.damage?.dealt ?? d.block?.through,
        };
      });
    expect(attacks).toEqual([
      // 9 vs 5 + 1 (size); 9 + 2 − (2 − 1) = 10
      { by: 'fabian', advantage: 1, test: 9, evasion: 6, hit: true, dealt: 10 },
      // worst of 10/7/8 = 7 vs 4 − 1; blocked: 7 + 3 − 3 = 7 to the shield (durability 4 → 0), 3 through
      { by: 'agnessa', advantage: -2, test: 7, evasion: 3, hit: true, dealt: 3 },
      // the strike failed (2 + 0 < 3): a sneak attack, best of 6 and 3 vs 6; 6 + 2 − 1 = 7
      { by: 'fabian', advantage: 1, test: 6, evasion: 6, hit: true, dealt: 7 },
    ]);
    const strike = r.session.events.find((e) => e.type === 'killing-strike')!.detail;
    expect(strike).toMatchObject({ tests: [1, 2], kept: 2, luck: 4, total: 2, constitution: 3, killed: false });
    // 7 damage at 2 Health exceeds it: luck 3 < 10, dead.
    expect(r.summary.combatants.goblin).toMatchObject({ health: 0, dead: true });
    // 10 − 3 (through the shield) − 2 (5 slashing − 3 physical) = 5; stood up; cover ended at its turn.
    expect(r.summary.combatants.ogre).toMatchObject({
      endurance: 5,
      prone: false,
      in_cover: false,
      size: 5,
      shield: { block: 3, durability: 0, broken: true },
    });
    const log = r.session.events.map(system.scenario.describe);
    expect(log.some((l) => l.includes('disadvantage 2: prone target (ranged) -1, cover (ranged) -1'))).toBe(true);
    expect(log.some((l) => l.includes('takes 2 (5 slashing − 3 physical reduction)'))).toBe(true);
  });

  it('a successful killing strike kills outright, at the cost of three actions', () => {
    const doc = parse(readFileSync(here('003-advantage-size-strike.yaml'), 'utf8')) as any;
    const runDoc = () => runText(system, 'team-turns', stringify(doc));
    doc.rounds[1].turns[0] = {
      actor: 'fabian',
      rolls: [20],
      actions: [{ killing_strike: { target: 'goblin', test: [1, 2] } }, 'move'],
    };
    const run0 = runDoc();
    // 2 + 4 (luck 20) = 6 ≥ 3: killed — and the move after it has no action left.
    expect(run0.error).toMatch(/actions\[1\] {2}fabian has no actions left this turn/);
    doc.rounds[1].turns[0].actions.pop();
    const ok = runDoc();
    expect(ok.error).toBeUndefined();
    expect(ok.summary.combatants.goblin).toMatchObject({ dead: true, health: 2 });
  });

  it('refuses a killing strike on a conscious target and a test list of the wrong length', () => {
    const doc = parse(readFileSync(here('003-advantage-size-strike.yaml'), 'utf8')) as any;
    const runDoc = () => runText(system, 'team-turns', stringify(doc));
    doc.rounds[0].turns[0].actions = [{ killing_strike: { target: 'goblin' } }];
    expect(runDoc().error).toMatch(
      /killing_strike\.target {2}goblin is conscious: a killing strike needs an unconscious target/,
    );
    doc.rounds[0].turns[0].actions = [{ attack: { target: 'goblin', test: [4, 9, 2], sneak: true } }];
    expect(runDoc().error).toMatch(
      /rounds\[0\]\.turns\[0\]\.actions\[0\]\.attack\.test {2}with advantage 1 the test is rolled 2 time\(s\): 3 result\(s\) given/,
    );
    doc.rounds[1].turns[0] = {
      actor: 'fabian',
      actions: [{ killing_strike: { target: 'goblin', test: [1, 2], luck: 21 } }],
    };
    doc.rounds[0].turns[0].actions = [{ attack: { target: 'goblin', test: [4, 9], luck: 10, sneak: true } }];
    expect(runDoc().error).toMatch(
      /rounds\[1\]\.turns\[0\]\.actions\[0\]\.killing_strike\.luck {2}luck 21 does not fit a d20/,
    );
  });
});

describe('team-turns: the luck die on ordinary tests', () => {
  // "Instead of adding a +4 when the luck die rolls a 20 or greater" (normal tests): Boudica's fortify
  // of d6 1 + d4 1 + 1 = 3 against her missing 5 passes only with the luck die's +4.
  const fight = (luck: number) => `system: team-turns
teams: [players, enemies]
combatants:
  - { id: boudica, team: players, endurance: 5, health: 12, constitution: 4, stamina: 2, fortify: { dice: [d6, d4], bonus: 1 } }
  - { id: brute, team: enemies, endurance: 20, health: 20, constitution: 5 }
turns:
  - damage: { target: boudica, amount: 10, rolls: [1, 1, ${luck}] }
`;
  it('adds +4 to the fortify roll on a 20', () => {
    const r = runText(system, 'team-turns', fight(20));
    expect(r.session.events.find((e) => e.type === 'damage')!.detail).toMatchObject({
      consciousness: { difficulty: 5, total: 7, fortified: true },
    });
  });
  it('adds nothing on a 19', () => {
    const r = runText(system, 'team-turns', fight(19));
    expect(r.session.events.find((e) => e.type === 'damage')!.detail).toMatchObject({
      consciousness: { total: 3, fortified: false },
    });
    expect(r.summary.combatants.boudica).toMatchObject({ unconscious: true });
  });
  it('a sneak attack on a flanked target has double advantage: the best of three', () => {
    const r = runText(
      system,
      'team-turns',
      `system: team-turns
teams: [players, enemies]
combatants:
  - { id: fabian, team: players, endurance: 10, health: 10, constitution: 4, weapons: { dagger: { damage: 2, type: piercing, test: { dice: [d6, d6] } } } }
  - { id: brute, team: enemies, endurance: 20, health: 20, constitution: 5, evasion: 8 }
turns:
  - { actor: fabian, actions: [{ attack: { target: brute, test: [3, 9, 5], luck: 2, sneak: true, flanking: true } }] }
`,
    );
    expect(r.error).toBeUndefined();
    expect(r.session.events.find((e) => e.type === 'attack')!.detail).toMatchObject({
      advantage: 2,
      tests: [3, 9, 5],
      test: 9,
      hit: true,
      damage: { raw: 11, dealt: 11 },
    });
  });
});
