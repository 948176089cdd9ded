// The riposte is a Reaction, and a Reaction is an action. Worked by hand from the rules:
// "a creature normally being able to take 1 each of a Standard Action, Free Action, and Reaction";
// surprised creatures "do not get to act in that round"; an Incapacitated creature's "any other
// action it takes causes it to take 1 Wound Point of damage".
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { system } from '../../../engine/systems/declared-initiative/index.js';
import { itResolvesThroughCliLoader, runDoc, runDocFile } from '../production-run.js';

const ID = 'declared-initiative';
type Doc = { combatants: Record<string, unknown>[]; rounds: { actions: Record<string, unknown>[] }[] };
const file = () => parse(readFileSync(new URL('./riposte-reaction.yaml', import.meta.url), 'utf8')) as Doc;

describe('declared-initiative: one riposte a round (riposte-reaction.yaml)', () => {
  it('Tor ripostes the Goblin in round 1 and the Hobgoblin in round 2', () => {
    const run = runDocFile(system, ID, 'riposte-reaction.yaml');
    expect(run.error).toBeUndefined();
    // Tor: Stress 6 − 3 (round 1) − 2 (round 2) = 1, WP untouched.
    expect(run.summary.combatants.tor).toMatchObject({ stress: 1, wp: 12 });
    // Goblin: 4 − 3 Stress = 1 to WP: 8 − 1 = 7. Hobgoblin: 7 − 5 Stress = 2 to WP: 11 − 2 = 9.
    expect(run.summary.combatants.gob).toMatchObject({ stress: 0, wp: 7 });
    expect(run.summary.combatants.hob).toMatchObject({ stress: 0, wp: 9 });
  });

  it('a second riposte in one round is refused: the Reaction is spent', () => {
    const doc = file();
    doc.rounds[0]!.actions.push({ riposte: 'tor', target: 'hob', roll: 20, damage: 1 });
    const run = runDoc(system, ID, doc as unknown as Record<string, unknown>);
    expect(run.error).toMatchObject({ code: 'combat/no-reaction-left', at: ['rounds', 0, 'actions', 4] });
  });

  it('a surprised creature does not riposte in round 1, even when its threat range is entered', () => {
    const doc = file();
    // The Goblin is surprised; Tor walks into its threat range and strikes. Tor: 5 + 3 = 8.
    doc.combatants[1] = { ...doc.combatants[1], surprised: true };
    doc.combatants[0] = { ...doc.combatants[0], speed: 6 };
    doc.rounds = [
      {
        declare: { tor: { action: 'weapon_attack' }, hob: { action: 'weapon_attack' } },
        actions: [
          { act: 'hob', attack: { target: 'tor', roll: 5 } },
          { act: 'tor', deeds: [{ move: 2, enters: ['gob'] }, { attack: { target: 'gob', roll: 12, damage: 2 } }] },
          { riposte: 'gob', target: 'tor', roll: 20, damage: 2 },
        ],
      } as unknown as Doc['rounds'][number],
    ];
    const run = runDoc(system, ID, doc as unknown as Record<string, unknown>);
    expect(run.error).toMatchObject({ code: 'combat/surprised', at: ['rounds', 0, 'actions', 2] });
  });

  it('an incapacitated riposte costs 1 WP, and it lands with the tick', () => {
    const doc = file();
    // Tor starts at 0 WP (incapacitated), no Stress. The Goblin misses him at 2; his riposte costs 1 WP:
    // 0 − 1 = −1, dying; the round's end bleeds 1 more: −2. The Goblin takes 4: 3 Stress, 1 WP → 7.
    doc.combatants[0] = { ...doc.combatants[0], current_wp: 0, current_stress: 0 };
    doc.rounds = [
      {
        declare: { tor: { action: 'full_defense' }, gob: { action: 'weapon_attack' }, hob: 'pass' },
        actions: [
          { act: 'gob', attack: { target: 'tor', roll: 13 } },
          { riposte: 'tor', target: 'gob', roll: 12, damage: 4 },
        ],
      } as unknown as Doc['rounds'][number],
    ];
    const run = runDoc(system, ID, doc as unknown as Record<string, unknown>);
    expect(run.error).toBeUndefined();
    expect(run.summary.combatants.tor).toMatchObject({ wp: -2, wounds: [1, 1] });
    expect(run.summary.combatants.gob).toMatchObject({ stress: 0, wp: 7 });
    expect(run.log.some((l) => l.includes('tor pays for acting while incapacitated'))).toBe(true);
  });

  it("a stabilised creature's riposte is its free action of the round: its turn's action then costs 1 WP", () => {
    const doc = file();
    // Tor starts dying at −2 WP, no Stress; Vala (1 + 0 = 1) stabilises him: TN 10 + no wound = 10.
    doc.combatants[0] = { ...doc.combatants[0], current_wp: -2, current_stress: 0 };
    doc.combatants.push({ id: 'vala', side: 'party', agility: 0, strength: 10, stress: 4, initiative_die: 1 });
    doc.rounds = [
      {
        declare: {
          tor: { action: 'full_defense' },
          gob: { action: 'weapon_attack' },
          hob: 'pass',
          vala: { action: 'other' },
        },
        actions: [
          { act: 'vala', heal: { target: 'tor', roll: 10 } }, // 1
          { act: 'gob', attack: { target: 'tor', roll: 9 } }, // 2: misses Defense 14
          { riposte: 'tor', target: 'gob', roll: 12, damage: 4 }, // his 1st action of the round: free
          { act: 'tor', note: 'holds his guard' }, // 4: his 2nd: 1 WP → −3
        ],
      } as unknown as Doc['rounds'][number],
    ];
    const run = runDoc(system, ID, doc as unknown as Record<string, unknown>);
    expect(run.error).toBeUndefined();
    // Stabilised: no bleeding at the round's end.
    expect(run.summary.combatants.tor).toMatchObject({ wp: -3, stabilized: true });
    expect(run.summary.combatants.gob).toMatchObject({ stress: 0, wp: 7 });
  });

  it('comes after the attack: a creature the attack killed makes none', () => {
    const doc = file();
    // Tor at −11 WP (Strength 12), no Stress: the Goblin's knife (2, alone at 2) takes him to −13: dead.
    doc.combatants[0] = { ...doc.combatants[0], current_wp: -11, current_stress: 0 };
    doc.rounds = [
      {
        declare: { tor: { action: 'full_defense' }, gob: { action: 'weapon_attack' }, hob: 'pass' },
        actions: [
          { act: 'gob', attack: { target: 'tor', roll: 14 } },
          { riposte: 'tor', target: 'gob', roll: 12, damage: 4 },
        ],
      } as unknown as Doc['rounds'][number],
    ];
    const run = runDoc(system, ID, doc as unknown as Record<string, unknown>);
    expect(run.error).toMatchObject({ code: 'combat/cannot-act', at: ['rounds', 0, 'actions', 1] });
    expect(run.summary.combatants.tor).toMatchObject({ wp: -13, dead: true });
  });
});

describe('riposte-reaction.yaml through `fray resolve`', () => {
  itResolvesThroughCliLoader(system, ID, ['riposte-reaction.yaml']);
});
