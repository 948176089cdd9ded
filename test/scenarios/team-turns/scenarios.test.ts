import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { system } from '../../../engine/systems/team-turns/index.js';
import { runScenarioFile, runScenarioText } from '../faction-turns/run-scenario.js';

const here = (f: string) => fileURLToPath(new URL(f, import.meta.url));
const run = (f: string) => runScenarioFile(system, 'team-turns', here(f));

describe('team-turns scenario 003: Boudica takes 7, 10 and 8 damage', () => {
  const r = run('003-boudica-damage.yaml');
  const damage = r.session.events.filter((e) => e.type === 'damage');

  it('runs without errors', () => expect(r.error).toBeUndefined());

  it('7 damage: Endurance 12 → 5, harmed, not bloodied', () => {
    expect(damage[0]!.changes).toEqual({ 'boudica.endurance': [12, 5] });
    expect(damage[0]!.detail).toMatchObject({ toEndurance: 7, toHealth: 0 });
  });

  it('10 damage: 5 to Endurance, 5 to Health; missing 5 > Constitution 4 → fortify 7 vs 5, conscious', () => {
    expect(damage[1]!.changes).toMatchObject({ 'boudica.endurance': [5, 0], 'boudica.health': [12, 7], 'boudica.stamina': [2, 1] });
    expect(damage[1]!.detail).toMatchObject({ consciousness: { difficulty: 5, total: 7, fortified: true } });
  });

  it('8 damage: Health 7 → 0, unconscious; it exceeded her Health so the luck test vs 10 (a 1) kills her', () => {
    expect(damage[2]!.changes).toMatchObject({ 'boudica.health': [7, 0], 'boudica.unconscious': [false, true], 'boudica.dead': [false, true] });
    expect(damage[2]!.detail).toMatchObject({ exceeded: true, death: { roll: 1, difficulty: 10, cheated: false } });
    expect(r.summary.combatants.boudica).toMatchObject({ endurance: 0, health: 0, harmed: true, bloodied: true, unconscious: true, dead: true });
  });

  it('harmed and bloodied after each hit', () => {
    const text = (dmg: number[], rolls: number[][] = []) =>
      runScenarioText(system, 'team-turns', `system: team-turns
combatants:
  - { id: b, team: p, endurance: 12, health: 12, constitution: 4, stamina: 2, fortify: { dice: [d6, d4], bonus: 1 } }
  - { id: x, team: q, endurance: 1, health: 1, constitution: 1 }
turns:
${dmg.map((d, i) => `  - damage: { target: b, amount: ${d}${rolls[i] ? `, rolls: [${rolls[i]}]` : ''} }`).join('\n')}
`).summary.combatants.b;
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
    const seq = (round: number) => r.summary.order.filter((o) => o.round === round).map((o) => `${o.team}:${o.combatant}`);
    expect(seq(1)).toEqual(['players:roland', 'guards:captain', 'players:clementine', 'guards:guard', 'players:petra', 'players:agnessa']);
    expect(seq(2)).toEqual(['players:agnessa', 'guards:guard', 'players:petra', 'guards:captain', 'players:clementine', 'players:roland']);
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
    expect(runScenarioText(system, 'team-turns', text, 'order.yaml').error).toMatch(/^order\.yaml:7:14 {2}turns\[0\]\.actor {2}it is players's turn, not guards's/);
  });

  it('surprise round, an unconscious character losing its turn, and waking to act at the next chance', () => {
    const r = run('003-unconscious-and-surprise.yaml');
    expect(r.error).toBeUndefined();
    const seq = (round: number) => r.summary.order.filter((o) => o.round === round).map((o) => `${o.combatant}${o.skipped ? ' (skipped)' : ''}`);
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
    expect(attacks[0]).toMatchObject({ base: 6, test: 6, hit: true, critical: false, damage: { raw: 10, reduction: 8, dealt: 2 } });
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
