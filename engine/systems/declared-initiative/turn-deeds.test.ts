// The rules on what a turn holds: "a Dying creature … can only take 1 action of any kind on its
// turn, and cannot both move and take an action"; "a Stabilized creature … can take up to 1
// action without taking damage. however, it takes 1 Wound Point damage for every action beyond the
// first it takes in a round"; a creature normally takes "1 each of a Standard Action, Free Action,
// and Reaction". And the late arrival's catch-up slot. Worked by hand from those sentences.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { startSession, type Session } from '../../core/session.js';
import { step } from '../../core/step.js';
import { plugin } from './plugin.js';
import { declaredInitiativeTables } from './tables.js';
import type { CombatantSetup, DiAction, DiState } from './types.js';
import { applyAll } from '../../core/test-steps.js';

const tables = declaredInitiativeTables.parse(
  parse(readFileSync(new URL('../../../cards/declared-initiative/system.yaml', import.meta.url), 'utf8')),
);
const sword = { id: 'sword', speed: 3, damage: 6, crit: 2, type: 'slashing' };
const fighter = (id: string, side: string, over: Partial<CombatantSetup> = {}): CombatantSetup => ({
  id,
  side,
  agility: 0,
  strength: 10,
  stress: 5,
  weapons: [sword],
  initiative_die: 5,
  ...over,
});
type S = Session<DiState, DiAction>;
const run = (s: S, ...actions: DiAction[]): S => applyAll(plugin, s, actions);
const errorOf = (s: S, a: DiAction) => step(plugin, s.state, a).error?.code;
/** a (party, base 5), b (monsters, base 12) and a bystander x (monsters) that passes round 1. */
const trio = (b: Partial<CombatantSetup> = {}): S =>
  startSession(
    plugin.init({
      tables,
      seed: 1,
      combatants: [
        fighter('a', 'party'),
        fighter('b', 'monsters', { initiative_die: 12, ...b }),
        fighter('x', 'monsters', { initiative_die: 1 }),
      ],
    }),
  );
const round1 = (s: S, a: string, b: string): S =>
  run(
    s,
    { type: 'declare', combatant: 'a', action: a },
    { type: 'declare', combatant: 'b', action: b },
    { type: 'pass-declare', combatant: 'x' },
  );

describe('a dying creature: one action of any kind on its turn', () => {
  // a attacks at 5 + 3 = 8; b is on full defense at 12 − 1 = 11 (Defense 14). 17 damage: Stress 5, then WP 10 − 12 = −2: dying.
  const dying = () =>
    run(round1(trio(), 'weapon_attack', 'full_defense'), {
      type: 'act',
      combatant: 'a',
      attack: { target: 'b', roll: 20, damage: 17 },
    });

  it('may not both move and act, nor take two actions', () => {
    const s = dying();
    expect(s.state.combatants.b!.wp).toBe(-2);
    expect(
      errorOf(s, { type: 'act', combatant: 'b', deeds: [{ move: true }, { attack: { target: 'a', roll: 3 } }] }),
    ).toBe('combat/dying-one-action');
    expect(
      errorOf(s, {
        type: 'act',
        combatant: 'b',
        deeds: [{ attack: { target: 'a', roll: 3 } }, { note: 'shouts', free: true }],
      }),
    ).toBe('combat/dying-one-action');
  });

  it('its one action costs 1 WP (it functions as incapacitated), then it bleeds 1 WP at the round end', () => {
    const s = run(dying(), { type: 'act', combatant: 'b', deeds: [{ attack: { target: 'a', roll: 3 } }] });
    expect(s.state.combatants.b!.wp).toBe(-3);
    expect(run(s, { type: 'end-round' }).state.combatants.b!.wp).toBe(-4);
  });

  it('crawling is its one deed and costs nothing', () => {
    const s = run(dying(), { type: 'act', combatant: 'b', deeds: [{ move: true }] }, { type: 'end-round' });
    expect(s.state.combatants.b!.wp).toBe(-3); // only the bleed
  });
});

describe('a stabilised creature: 1 WP for every action beyond the first in a round', () => {
  // b starts at −2 WP with no wound recorded: the Heal TN is 10 + 0. a acts at 5, b at 12.
  const stabilised = () =>
    run(round1(trio({ current_wp: -2, stress: 0 }), 'other', 'other'), {
      type: 'act',
      combatant: 'a',
      heal: { target: 'b', roll: 10 },
    });

  it('its first action is free, the second (its free action) costs 1 WP; no bleeding once stabilised', () => {
    let s = stabilised();
    expect(s.state.combatants.b!.stabilized).toBe(true);
    s = run(s, {
      type: 'act',
      combatant: 'b',
      deeds: [{ attack: { target: 'a', roll: 3 } }, { note: 'drinks a draught', free: true }],
    });
    expect(s.state.combatants.b!.wp).toBe(-3);
    expect(s.events.filter((e) => e.type === 'deed').map((e) => e.detail)).toEqual([
      { action: 1 },
      { action: 2, free: true, costs_wp: 1, note: 'drinks a draught' },
    ]);
    s = run(s, { type: 'end-round' });
    expect(s.state.combatants.b!).toMatchObject({ wp: -3, stabilized: true });
  });

  it('is no longer held to one deed: moving and acting are both allowed', () => {
    const s = run(stabilised(), {
      type: 'act',
      combatant: 'b',
      deeds: [{ move: true }, { attack: { target: 'a', roll: 3 } }],
    });
    expect(s.state.combatants.b!.wp).toBe(-2);
  });
});

describe('a turn holds one Standard and one Free action (moving besides)', () => {
  it('refuses a second standard action, accepts a free one and moves', () => {
    const s = round1(trio(), 'weapon_attack', 'other');
    expect(
      errorOf(s, {
        type: 'act',
        combatant: 'a',
        deeds: [{ attack: { target: 'b', roll: 3 } }, { attack: { target: 'b', roll: 3 } }],
      }),
    ).toBe('combat/too-many-actions');
    const ok = run(s, {
      type: 'act',
      combatant: 'a',
      deeds: [{ move: true }, { attack: { target: 'b', roll: 3 } }, { note: 'draws a dagger', free: true }],
    });
    expect(ok.state.combatants.a!.actionsThisRound).toBe(2);
  });
});

describe("the late arrival's catch-up slot", () => {
  it("is next round's initiative − 12: base + next round's declared modifier − 12, not the arrival round's", () => {
    // a: base 2, throws (+2) → 4; b: base 10, throws → 12. g arrives while the round is at 12: base 5,
    // declares a throw (5 + 2 = 7): passed. Next round g declares its sword (+3): 5 + 3 = 8, catch-up 8 − 12 = −4
    // (with the arrival round's 7 it would be −5).
    let s: S = startSession(
      plugin.init({
        tables,
        seed: 1,
        combatants: [
          fighter('a', 'party', { initiative_die: 2 }),
          fighter('b', 'monsters', { initiative_die: 10 }),
          fighter('g', 'monsters', { arrives: true, initiative_die: 5 }),
        ],
      }),
    );
    s = run(
      s,
      { type: 'declare', combatant: 'a', action: 'throw' },
      { type: 'declare', combatant: 'b', action: 'throw' },
      { type: 'act', combatant: 'a' },
      { type: 'act', combatant: 'b' },
    );
    s = run(s, { type: 'arrive', combatant: 'g', declare: { action: 'throw' } }, { type: 'end-round' });
    s = run(
      s,
      { type: 'declare', combatant: 'a', action: 'throw' },
      { type: 'declare', combatant: 'b', action: 'throw' },
      { type: 'declare', combatant: 'g', action: 'weapon_attack', weapon: 'sword' },
    );
    expect(s.state.slots.map((x) => [x.combatant, x.init, x.catchUp])).toEqual([
      ['g', -4, true],
      ['a', 4, false],
      ['g', 8, false],
      ['b', 12, false],
    ]);
  });
});
