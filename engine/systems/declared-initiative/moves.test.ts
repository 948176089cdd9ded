// The declared-initiative moves a UI offers are exactly the engine's: any sequence of offered moves
// is accepted, and any action the engine accepts among random candidates is offered.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import type { Action } from '../../core/types.js';
import { expectNothingHidden, walkMoves } from '../../core/test-moves.js';
import { buildAction } from '../../core/moves.js';
import { damageDice, moves } from './moves.js';
import { plugin } from './plugin.js';
import { declaredInitiativeTables } from './tables.js';
import type { CombatantSetup, DiState } from './types.js';

const tables = declaredInitiativeTables.parse(
  parse(readFileSync(new URL('../../../cards/declared-initiative/system.yaml', import.meta.url), 'utf8')),
);
const KINDS = Object.keys(tables.actions);

const fightArb = fc.record({
  seed: fc.integer({ min: 0, max: 1_000_000 }),
  fighters: fc.array(
    fc.record({
      side: fc.constantFrom('party', 'monsters'),
      agility: fc.integer({ min: -2, max: 3 }),
      strength: fc.integer({ min: 3, max: 12 }),
      stress: fc.integer({ min: 0, max: 6 }),
      armed: fc.boolean(),
      late: fc.boolean(),
      monster: fc.boolean(),
      speed: fc.constantFrom(undefined, 4, 6),
    }),
    { minLength: 2, maxLength: 5 },
  ),
  declaring: fc.constantFrom(undefined, 'round-robin' as const, 'agility' as const, 'hidden' as const),
  stream: fc.array(fc.nat(), { minLength: 200, maxLength: 200 }),
});
type Fight = typeof fightArb extends fc.Arbitrary<infer T> ? T : never;

function start(f: Fight): DiState {
  const combatants: CombatantSetup[] = f.fighters.map((x, i) => ({
    id: `c${i}`,
    side: i === 0 ? 'party' : i === 1 ? 'monsters' : x.side,
    agility: x.agility,
    strength: x.strength,
    stress: x.stress,
    armour: 0,
    hd: 1,
    ...(x.monster ? { monster: true } : {}),
    ...(x.late && i > 1 ? { arrives: true } : {}),
    ...(x.speed !== undefined ? { speed: x.speed } : {}),
    weapons: x.armed ? [{ id: 'sword', speed: 2, damage: '1d8', crit: 2, type: 'slashing' }] : [],
  }));
  return plugin.init({ tables, combatants, seed: f.seed, ...(f.declaring ? { declaring: f.declaring } : {}) });
}

function candidates(s: DiState, next: () => number): Action[] {
  const any = <T>(xs: readonly T[]): T => xs[next() % xs.length]!;
  const out: Action[] = [{ type: 'end-round' }, { type: 'reveal' }];
  for (let k = 0; k < 5; k++) {
    const who = any(s.ids);
    const other = any(s.ids.filter((x) => x !== who));
    out.push({ type: 'declare', combatant: who, action: any(KINDS), tn: 12 } as Action);
    out.push({ type: 'pass-declare', combatant: who } as Action);
    out.push({ type: 'undeclare', combatant: who } as Action);
    out.push({ type: 'initiative', combatant: who, die: 1 + (next() % 12) } as Action);
    out.push({ type: 'act', combatant: who, attack: { target: other, roll: next() % 25 } } as Action);
    out.push({ type: 'act', combatant: who } as Action);
    // (`enters: [..]`, a list of names, is offered as its first entry: `offers` cannot match a list,
    // so the walk above is what proves an offered `enters` legal.)
    out.push({
      type: 'act',
      combatant: who,
      deeds: [{ move: 1 + (next() % 6) }, { attack: { target: other, roll: next() % 25 } }],
    } as Action);
    out.push({ type: 'skip', combatant: who } as Action);
    out.push({ type: 'riposte', combatant: who, target: other, roll: next() % 25 } as Action);
    out.push({ type: 'arrive', combatant: who } as Action);
    out.push({ type: 'withdraw', combatant: who } as Action);
  }
  return out;
}

describe('declared-initiative moves', () => {
  it('any sequence of offered moves is accepted by the engine', () => {
    fc.assert(
      fc.property(
        fightArb,
        (f) => void walkMoves(plugin, moves, start(f), f.stream, { steps: 40, rare: ['withdraw', 'end-round'] }),
      ),
      { numRuns: 80 },
    );
  });

  it('no action the engine accepts is missing from the offers', () => {
    fc.assert(
      fc.property(
        fightArb,
        (f) =>
          void walkMoves(plugin, moves, start(f), f.stream, {
            steps: 30,
            rare: ['withdraw', 'end-round'],
            visit: (s, next) => expectNothingHidden(plugin, moves, s, candidates(s, next)),
          }),
      ),
      { numRuns: 30 },
    );
  });

  it("asks for the weapon's damage dice, and offers a riposte to a full-defense creature attacked", () => {
    expect(damageDice('2d6+1')).toEqual([
      { sides: 6, purpose: 'damage' },
      { sides: 6, purpose: 'damage' },
    ]);
    expect(damageDice(4)).toEqual([]);
    const w = [{ id: 'sword', speed: 0, damage: '1d8', crit: 2, type: 'slashing' }];
    let s = plugin.init({
      tables,
      combatants: [
        { id: 'a', side: 'party', agility: 9, strength: 8, stress: 5, armour: 0, hd: 1, weapons: w },
        { id: 'b', side: 'monsters', agility: 0, strength: 8, stress: 5, armour: 0, hd: 1, weapons: w },
      ],
      seed: 1,
    });
    const go = (a: Action) => {
      const r = plugin.step(s, a as never);
      s = r.state;
    };
    go({ type: 'declare', combatant: 'a', action: 'weapon_attack' } as Action);
    go({ type: 'declare', combatant: 'b', action: 'full_defense' } as Action);
    const first = moves(s)
      .moves.filter((m) => m.common)
      .map((m) => m.id);
    expect(first).toContain('attack:a');
    go({ type: 'act', combatant: 'a', attack: { target: 'b', roll: 1 } } as Action);
    expect(moves(s).moves.map((m) => m.id)).toContain('riposte:b');
  });

  it("offers moving before the attack, within what is left of the round's speed, and the riposte it provokes", () => {
    const w = [{ id: 'sword', speed: 0, damage: 3, crit: 2, type: 'slashing' }];
    // a: base 12 − 9 (Agility) = 3, full defense − 1 = 2; b declares nothing.
    let s = plugin.init({
      tables,
      combatants: [
        { id: 'a', side: 'party', agility: 9, strength: 8, stress: 5, speed: 6, weapons: w, initiative_die: 12 },
        { id: 'b', side: 'monsters', agility: 0, strength: 8, stress: 5, weapons: w, initiative_die: 12 },
      ],
      seed: 1,
    });
    s = plugin.step(s, { type: 'declare', combatant: 'a', action: 'full_defense' } as never).state;
    s = plugin.step(s, { type: 'pass-declare', combatant: 'b' } as never).state;
    const m = moves(s).moves.find((x) => x.id === 'move-attack:a')!;
    // Full defense: half of 6 yards.
    expect(m.choices.find((c) => c.key === 'deeds.0.move')).toMatchObject({ max: 3 });
    s = plugin.step(
      s,
      buildAction(m, {
        'deeds.0.move': 3,
        'deeds.0.enters.0': 'b',
        'deeds.1.attack.target': 'b',
        'deeds.1.attack.roll': 5,
      }) as never,
    ).state;
    expect(s.combatants.a!.moved).toBe(3);
    // b, whose threat range a entered, may riposte although it declared nothing (and a is done for the round).
    expect(s.phase).toBe('end');
    expect(moves(s).moves.map((x) => x.id)).toContain('riposte:b');
  });
});
