// Non-lethal counters, barriers and cover, hiding again, ammunition and shield attacks (faction-turns
// rules), worked by hand from the rules' sentences. Saves are d20 roll-under.
import { describe, expect, it } from 'vitest';
import { system } from '../../../engine/systems/faction-turns/index.js';
import { runText } from '../production-run.js';

const head = (extra = '') => `system: faction-turns
initiative: raiders
zones: { yard: [gate] }
combatants:
  - { id: ana, faction: players, wit: 10, agi: 10, str: 10, health: 8, damage: d6, zone: yard${extra} }
  - { id: thug, faction: raiders, wit: 10, agi: 10, str: 9, health: 8, damage: d6, zone: yard }
  - { id: archer, faction: raiders, wit: 10, agi: 10, str: 9, health: 8, damage: d6, range: 2, ammo: 1, zone: gate }
`;
// One round: the scripted turns, then as many passes as it takes every faction to pass in a row.
const closeRound = (text: string) => {
  for (let n = 0; ; n++) {
    const r = runText(system, 'faction-turns', text + '  - pass\n'.repeat(n), 'more.yaml');
    if (!/is not over/.test(r.error ?? '') || n > 4) return r;
  }
};
const oneRound = (turns: string, extra = '') => closeRound(`${head(extra)}turns:\n${turns}`);
const rounds = (text: string, extra = '') =>
  runText(system, 'faction-turns', `${head(extra)}rounds:\n${text}`, 'more.yaml');

describe('faction-turns: a non-lethal attack used as a counter', () => {
  // "They can be dodged and countered and can be used to counter. Since they inflict no damage they are
  // always resolved last in case of a counter." "Disarm. A nearby target must pass a STR save or drop a weapon."
  it('the thug’s d6 5 lands first (Ana 8 → 3); then her disarm: his STR 9 save, d20 12, fails', () => {
    const r = oneRound(
      '  - { actor: thug, rolls: [5, 12], attack: { target: ana, reaction: { kind: counter, nonlethal: disarm } } }\n',
    );
    expect(r.error).toBeUndefined();
    expect(r.summary.combatants.ana).toMatchObject({ health: 3 });
    expect(r.summary.combatants.thug).toMatchObject({ health: 8, conditions: ['disarmed'] });
  });
  it('if the blow fells her, her disarm never comes (no save rolled)', () => {
    const r = closeRound(
      `${head().replace('health: 8, damage: d6, zone: yard }', 'health: 5, damage: d6, zone: yard }')}turns:\n  - { actor: thug, rolls: [5], attack: { target: ana, reaction: { kind: counter, nonlethal: grapple } } }\n`,
    );
    expect(r.error).toBeUndefined();
    expect(r.summary.combatants.ana).toMatchObject({ health: 0, status: 'incapacitated' });
    expect(r.summary.combatants.thug!.conditions).toEqual([]);
  });
});

describe('faction-turns: barriers and cover', () => {
  it('"Barriers completely block attacks"', () => {
    expect(oneRound('  - { actor: thug, rolls: [5], attack: { target: ana, barrier: true } }\n').error).toMatch(
      /ana is behind a barrier: attacks are blocked/,
    );
  });
  it('peeking from behind a barrier to attack, the thug can be countered, the barrier counting as cover: 4 − 1 = 3', () => {
    // Thug's d6 5 on Ana (8 → 3); her d6 4 against his armour 0 + cover 1 = 3. She suffers more: hit first, still stands.
    const r = oneRound(
      '  - { actor: thug, rolls: [5, 4], attack: { target: ana, peeking: true, reaction: counter } }\n',
    );
    expect(r.error).toBeUndefined();
    expect(r.summary.combatants.thug).toMatchObject({ health: 5 });
    expect(r.summary.combatants.ana).toMatchObject({ health: 3 });
  });
  it('cover adds 1 to armour (5 − 1 = 4) unless the attack penetrates it (5)', () => {
    expect(
      oneRound('  - { actor: thug, rolls: [5], attack: { target: ana, cover: true } }\n').summary.combatants.ana,
    ).toMatchObject({ health: 4 });
    expect(
      oneRound('  - { actor: thug, rolls: [5], attack: { target: ana, cover: true, penetrates: true } }\n').summary
        .combatants.ana,
    ).toMatchObject({ health: 3 });
  });
});

describe('faction-turns: hiding again mid-fight', () => {
  // "Hiding later during the fight requires being out of sight for a while or a major distraction."
  // "Enemies attacked by a concealed character are taken by surprise and can't react."
  const fight = (round2: string) =>
    rounds(`  - turns:
      - pass
      - { actor: ana, hide: "slips behind the smoke of the burning cart" }
      - pass
  - first: players
    turns:
${round2}`);
  it('hidden, her next attack cannot be dodged, and it reveals her', () => {
    const r = fight('      - { actor: ana, rolls: [4], attack: { target: thug, reaction: dodge } }\n');
    expect(r.error).toMatch(/thug cannot react to a concealed attacker/);
    const ok = fight('      - { actor: ana, rolls: [4], attack: thug }\n      - pass\n');
    expect(ok.error).toBeUndefined();
    expect(ok.summary.combatants.thug).toMatchObject({ health: 4 });
    expect(ok.summary.combatants.ana).toMatchObject({ concealed: false });
  });
  it('hiding is her main action: no attack in the same turn', () => {
    const r = oneRound('  - pass\n  - { actor: ana, hide: "behind the cart", attack: thug }\n');
    expect(r.error).toMatch(/at most 1 main action/);
  });
});

describe('faction-turns: running out of ammunition', () => {
  it('one arrow: the archer shoots once (d6 3 on Ana), then cannot', () => {
    const r = rounds(`  - turns:
      - { actor: archer, rolls: [3], attack: ana }
      - pass
      - pass
  - turns:
      - { actor: archer, attack: ana }
`);
    expect(r.summary.combatants.ana).toMatchObject({ health: 5 });
    expect(r.summary.combatants.archer).toMatchObject({ ammo: 0 });
    expect(r.error).toMatch(/archer has run out of ammunition/);
  });
});

describe('faction-turns: shield attacks', () => {
  // "Damaged weapons and shields are destroyed if they are used to attack and a 1 is rolled on the damage die."
  it('Ana bashes with her damaged shield (d4): a 1 destroys it and deals 1', () => {
    const r = oneRound(
      '  - pass\n  - { actor: ana, rolls: [1], attack: { target: thug, with: shield } }\n',
      ', shield: 1, shield_damage: d4, damaged: [shield]',
    );
    expect(r.error).toBeUndefined();
    expect(r.summary.combatants.thug).toMatchObject({ health: 7 });
    expect(r.summary.combatants.ana).toMatchObject({ gear: { shield: 'destroyed', weapon: 'sound' } });
  });
  it('a sound shield survives the 1, and is used (it rolls after the fight)', () => {
    const r = oneRound(
      '  - pass\n  - { actor: ana, rolls: [1], attack: { target: thug, with: shield } }\n',
      ', shield: 1, shield_damage: d4',
    );
    expect(r.summary.combatants.ana).toMatchObject({ gear: { shield: 'sound' }, used: ['shield'] });
  });
  it('no shield, no shield attack', () => {
    expect(
      oneRound('  - pass\n  - { actor: ana, rolls: [1], attack: { target: thug, with: shield } }\n').error,
    ).toMatch(/ana has no shield to attack with/);
  });
});
