// "Nearby" is the same zone (docs/systems/faction-turns.md). Guard, hide behind, a melee counter and
// a final blow all need it; worked by hand from the rules' sentences.
import { describe, expect, it } from 'vitest';
import { system } from '../../../engine/systems/faction-turns/index.js';
import { runText } from '../production-run.js';

// The yard and the gate are neighbours. Ana and Bo stand in the yard, Cy and the archer at the gate.
const base = `system: faction-turns
initiative: raiders
zones: { yard: [gate] }
combatants:
  - { id: ana, faction: players, wit: 10, agi: 10, str: 10, health: 8, damage: d6, zone: yard }
  - { id: bo, faction: players, wit: 10, agi: 10, str: 10, health: 8, damage: d6, zone: yard }
  - { id: cy, faction: players, wit: 10, agi: 10, str: 10, health: 8, damage: d6, zone: gate }
  - { id: archer, faction: raiders, wit: 10, agi: 10, str: 10, health: 8, damage: d6, range: 2, zone: gate }
  - { id: thug, faction: raiders, wit: 10, agi: 10, str: 10, health: 8, damage: d6, zone: yard }
turns:
`;
// Each fight is one round: after the scripted turn both factions pass.
const run = (turns: string) => runText(system, 'faction-turns', `${base}${turns}  - pass\n  - pass\n`, 'near.yaml');
/** The round ran without an error and left these combatants at these healths. */
function expectHealths(r: ReturnType<typeof run>, health: Record<string, number>): void {
  expect(r.error).toBeUndefined();
  for (const [id, h] of Object.entries(health)) expect(r.summary.combatants[id]!.health, id).toBe(h);
}

describe('faction-turns: nearby is the same zone', () => {
  it('guard: Cy at the gate cannot guard Ana in the yard; Bo, in the yard, can', () => {
    const far = run('  - { actor: thug, rolls: [5], attack: { target: ana, reaction: { kind: guard, by: cy } } }\n');
    expect(far.error).toMatch(/^near\.yaml:11:\d+ .*cy cannot guard ana: cy is in gate, not nearby ana in yard/);
    expect(far.error).toMatch(/reaction\.by/);
    const near = run('  - { actor: thug, rolls: [5], attack: { target: ana, reaction: { kind: guard, by: bo } } }\n');
    // The d6 shows 5: Bo takes it (8 → 3), Ana is untouched.
    expectHealths(near, { bo: 3, ana: 8 });
  });

  it('hide behind: Ana cannot hide behind Cy at the gate; behind Bo she can', () => {
    const far = run(
      '  - { actor: thug, rolls: [5], attack: { target: ana, reaction: { kind: hide-behind, behind: cy } } }\n',
    );
    expect(far.error).toMatch(/ana cannot hide behind cy: cy is in gate, not nearby ana in yard/);
    const near = run(
      '  - { actor: thug, rolls: [5], attack: { target: ana, reaction: { kind: hide-behind, behind: bo } } }\n',
    );
    expectHealths(near, { bo: 3 });
  });

  it('counter: Ana, melee only, cannot counter the archer shooting from the gate', () => {
    const far = run('  - { actor: archer, rolls: [5, 2], attack: { target: ana, reaction: counter } }\n');
    expect(far.error).toMatch(
      /ana cannot counter archer with a melee attack: archer is in gate, not nearby ana in yard/,
    );
  });

  it('…with a thrown weapon of range 2 she can: 1 zone is within half range, no save; both dice at once', () => {
    // Archer's d6: 5; Ana's d6: 2. Ana suffers more (5 > 2) and is hit first; she still stands, so hers lands.
    const r = run(
      '  - { actor: archer, rolls: [5, 2], attack: { target: ana, reaction: { kind: counter, range: 2 } } }\n',
    );
    expectHealths(r, { ana: 3, archer: 6 });
  });

  it('…and a melee counter in the same zone still works', () => {
    const r = run('  - { actor: thug, rolls: [5, 2], attack: { target: ana, reaction: counter } }\n');
    expectHealths(r, { thug: 6 });
  });

  it('final blow: Cy at 0 health lies at the gate; the thug in the yard cannot reach him, the archer at the gate can', () => {
    const down = base.replace(
      'health: 8, damage: d6, zone: gate }\n  - { id: archer',
      'health: 0, max_health: 8, damage: d6, zone: gate }\n  - { id: archer',
    );
    const far = runText(system, 'faction-turns', `${down}  - { actor: thug, final_blow: cy }\n`, 'near.yaml');
    expect(far.error).toMatch(
      /^near\.yaml:11:\d+ {2}turns\[0\]\.final_blow {2}no final blow on cy: cy is in gate, not nearby thug in yard/,
    );
    const near = runText(
      system,
      'faction-turns',
      `${down}  - { actor: archer, final_blow: cy }\n  - pass\n  - pass\n`,
      'near.yaml',
    );
    expect(near.error).toBeUndefined();
    expect(near.summary.combatants.cy!.status).toBe('dead');
  });
});

describe('faction-turns: the after-fight durability roll includes gear already damaged', () => {
  it('a damaged sword that attacked rolls too, and stays damaged on a 1', () => {
    const r = runText(
      system,
      'faction-turns',
      `system: faction-turns
initiative: a
combatants:
  - { id: x, faction: a, wit: 10, agi: 10, str: 10, health: 5, damage: d6, damaged: [weapon] }
  - { id: y, faction: b, wit: 10, agi: 10, str: 10, health: 5, damage: d6 }
turns:
  - { actor: x, attack: y, rolls: [6] }
after_fight:
  - gear_check: { rolls: [1] }
`,
      'gear.yaml',
    );
    // x's damaged sword hits for 6 (not the breaking 1): y falls, the fight ends. Used: x's weapon only
    // (y has no armour). Its durability d6 is the typed 1: damaged again, still damaged, not destroyed.
    expect(r.error).toBeUndefined();
    const check = r.session.events.find((e) => e.type === 'gear-check')!.detail as { results: unknown[] };
    expect(check.results).toEqual([{ combatant: 'x', item: 'weapon', roll: 1, damaged: true, already: true }]);
    expect(r.summary.combatants.x!.gear).toMatchObject({ weapon: 'damaged' });
  });
});
