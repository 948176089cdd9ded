// A non-lethal counter to a non-lethal attack works as every disarm does: "Disarm. A nearby target
// must pass a STR save or drop a weapon" — the attacker who fails it drops the weapon in hand.
import { describe, expect, it } from 'vitest';
import { runText } from '../../../test/scenarios/production-run.js';
import { system } from './index.js';

const run = (turn: string) => runText(system, 'faction-turns', `system: faction-turns
initiative: players
combatants:
  - { id: ana, faction: players, wit: 10, agi: 10, str: 10, health: 8, weapons: { sword: d8 } }
  - { id: thug, faction: raiders, wit: 10, agi: 10, str: 9, health: 12, damage: d6 }
rounds:
  - turns:
      - ${turn}
`, 'nonlethal.yaml');

describe('faction-turns: a non-lethal attack countered by a disarm', () => {
  it('the thug saves against the grapple (d20 5 vs STR 9); Ana fails hers (d20 15 vs STR 10): disarmed, her sword on the ground', () => {
    const r = run('{ actor: ana, rolls: [5, 15], attack: { target: thug, nonlethal: grapple, reaction: { kind: counter, nonlethal: disarm } } }');
    expect(r.error).toBeUndefined();
    expect(r.summary.combatants.thug).toMatchObject({ conditions: [] });
    expect(r.summary.combatants.ana).toMatchObject({ conditions: ['disarmed'], wielding: null });
    expect(Object.keys((r.summary.combatants.ana as { dropped: object }).dropped)).toEqual(['sword']);
  });

  it('a passed save keeps the sword in hand (d20 10 vs STR 10)', () => {
    const r = run('{ actor: ana, rolls: [5, 10], attack: { target: thug, nonlethal: grapple, reaction: { kind: counter, nonlethal: disarm } } }');
    expect(r.error).toBeUndefined();
    expect(r.summary.combatants.ana).toMatchObject({ conditions: [], wielding: 'sword' });
  });
});
