// Swapping and picking up weapons (faction-turns rules): "Pick up or put down something. Equip or
// unequip an item. Swapping two items is two bonus actions." A turn holds 2 actions, 1 of them main.
import { describe, expect, it } from 'vitest';
import { system } from '../../../engine/systems/faction-turns/index.js';
import { runText } from '../production-run.js';

const text = (rounds: string) => `system: faction-turns
initiative: players
zones: { yard: [gate] }
combatants:
  - { id: ana, faction: players, wit: 10, agi: 10, str: 10, health: 8, zone: yard, weapons: { sword: d8, bow: { damage: d6, range: 2 } } }
  - { id: thug, faction: raiders, wit: 10, agi: 10, str: 9, health: 12, damage: d6, zone: yard }
  - { id: archer, faction: raiders, wit: 10, agi: 10, str: 9, health: 8, damage: d6, range: 2, zone: gate }
rounds:
${rounds}`;
const run = (rounds: string) => runText(system, 'faction-turns', text(rounds), 'arms.yaml');

describe('faction-turns: weapons in hand', () => {
  it('Ana holds her sword (the first listed): d8 7 on the thug', () => {
    const r = run(`  - turns:
      - { actor: ana, rolls: [7], attack: thug }
      - pass
`);
    expect(r.error).toBeUndefined();
    expect(r.summary.combatants.thug).toMatchObject({ health: 5 });
    expect(r.summary.combatants.ana).toMatchObject({ wielding: 'sword' });
  });

  it('swapping sword for bow takes both bonus actions: no attack that turn', () => {
    expect(run(`  - turns:\n      - { actor: ana, rolls: [4], equip: bow, attack: archer }\n`).error).toMatch(
      /a turn holds at most 2 actions/,
    );
  });

  it('swapped, next round the bow reaches the archer at the gate (1 zone, half range): d6 4', () => {
    const r = run(`  - turns:
      - { actor: ana, equip: bow }
      - pass
  - turns:
      - { actor: ana, rolls: [4], attack: archer }
      - pass
end_fight: true
after_fight:
  - gear_check: { rolls: [5] }
`);
    expect(r.error).toBeUndefined();
    expect(r.summary.combatants.archer).toMatchObject({ health: 4 });
    expect(r.summary.combatants.ana).toMatchObject({ wielding: 'bow', carried: { sword: { damage: 8, used: false } } });
    // Only the bow was used: one durability roll.
    const check = r.session.events.find((e) => e.type === 'gear-check')!.detail as any;
    expect(check.results).toEqual([{ combatant: 'ana', item: 'weapon', roll: 5, damaged: false }]);
  });

  it('disarmed, her sword lies on the ground; she picks it up (1 bonus action) and strikes (d8 6)', () => {
    // The thug's disarm: Ana's STR 10 save, d20 15, fails.
    const r = run(`  - first: raiders
    turns:
      - { actor: thug, rolls: [15], attack: { target: ana, nonlethal: disarm } }
      - { actor: ana, rolls: [6], pick_up: sword, attack: thug }
      - pass
`);
    expect(r.error).toBeUndefined();
    expect(r.summary.combatants.thug).toMatchObject({ health: 6 });
    expect(r.summary.combatants.ana).toMatchObject({ wielding: 'sword', dropped: {}, conditions: ['disarmed'] });
  });

  it('…without picking it up she fights unarmed (d4)', () => {
    const r = run(`  - first: raiders
    turns:
      - { actor: thug, rolls: [15], attack: { target: ana, nonlethal: disarm } }
      - { actor: ana, rolls: [6], attack: thug }
`);
    expect(r.error).toMatch(/queued die result 6 does not fit a d4/);
  });
});
