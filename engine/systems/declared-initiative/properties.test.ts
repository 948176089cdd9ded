// fast-check invariants of declared-initiative fights with random stats, declarations and attacks.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { apply, startSession, type Session } from '../../core/session.js';
import { plugin } from './plugin.js';
import { declaredInitiativeTables } from './tables.js';
import type { CombatantSetup, DiAction, DiState } from './types.js';

const tables = declaredInitiativeTables.parse(
  parse(readFileSync(new URL('../../../cards/declared-initiative/system.yaml', import.meta.url), 'utf8')),
);
const KINDS = ['weapon_attack', 'spell', 'consumable', 'throw', 'full_defense', 'defensive_attack', 'other'];

const combatantArb = (i: number) =>
  fc
    .record({
      agility: fc.integer({ min: -2, max: 3 }),
      strength: fc.integer({ min: 3, max: 16 }),
      stress: fc.integer({ min: 0, max: 12 }),
      armour: fc.integer({ min: 0, max: 2 }),
      speed: fc.integer({ min: 0, max: 5 }),
      surprised: fc.boolean(),
      side: fc.constantFrom('party', 'monsters'),
    })
    .map(
      (r): CombatantSetup => ({
        id: `c${i}`,
        side: i === 0 ? 'party' : i === 1 ? 'monsters' : r.side,
        agility: r.agility,
        strength: r.strength,
        stress: r.stress,
        armour: r.armour,
        hd: 1,
        surprised: r.surprised,
        weapons: [{ id: 'w', speed: r.speed, damage: '1d8', crit: 2, type: 'blunt' }],
      }),
    );

const fightArb = fc
  .record({
    n: fc.integer({ min: 2, max: 6 }),
    seed: fc.integer({ min: 0, max: 1_000_000 }),
    choices: fc.array(fc.nat(), { minLength: 400, maxLength: 400 }),
  })
  .chain(({ n, seed, choices }) =>
    fc.tuple(...Array.from({ length: n }, (_, i) => combatantArb(i))).map((cs) => ({ cs, seed, choices })),
  );

/** Play up to 4 rounds, every slot acting with a random attack or other deed. */
function play(cs: CombatantSetup[], seed: number, choices: number[]): Session<DiState, DiAction> {
  let s = startSession<DiState, DiAction>(plugin.init({ tables, combatants: cs, seed }));
  let k = 0;
  const pick = (n: number) => choices[k++ % choices.length]! % n;
  const go = (a: DiAction) => {
    const r = apply(plugin, s, a);
    if (r.error) throw new Error(`${a.type} ${JSON.stringify(a)}: ${r.error.code} ${r.error.message}`);
    s = r.session;
  };
  for (let round = 0; round < 4 && !s.state.ended; round++) {
    for (const id of plugin.view(s.state).actingNow)
      go({ type: 'declare', combatant: id, action: KINDS[pick(KINDS.length)]!, tn: 12 });
    for (let guard = 0; guard < 50 && s.state.phase === 'resolve'; guard++) {
      const id = plugin.view(s.state).actingNow[0]!;
      const me = s.state.combatants[id]!;
      const foes = s.state.ids.filter((o) => {
        const f = s.state.combatants[o]!;
        return f.side !== me.side && f.present && !f.dead && !f.withdrawn;
      });
      // A combat injury may forbid acting (an arm that cannot attack, 1 action per 2 turns): then it only moves.
      const injured =
        me.injuryEffects.noAttack.length > 0 ||
        (me.injuryEffects.actionEvery > 1 && me.lastActionRound !== undefined && me.lastActionRound !== s.state.round);
      if (injured) go({ type: 'act', combatant: id, deeds: [{ move: true }] });
      else if (foes.length && pick(4) > 0)
        go({
          type: 'act',
          combatant: id,
          attack: { target: foes[pick(foes.length)]!, roll: 5 + pick(16), critical: pick(5) === 0 },
        });
      else go({ type: 'act', combatant: id });
    }
    go({ type: 'end-round' });
  }
  return s;
}

describe('declared-initiative properties', () => {
  it('every non-surprised creature alive at the end of a round acted in it', () => {
    fc.assert(
      fc.property(fightArb, ({ cs, seed, choices }) => {
        const s = play(cs, seed, choices);
        const rounds = new Set(s.events.map((e) => e.round));
        for (const round of rounds) {
          const acted = new Set(s.events.filter((e) => e.round === round && e.type === 'act').map((e) => e.actor));
          const died = new Set(
            s.events
              .filter((e) => e.round === round && e.changes && Object.keys(e.changes).some((k) => k.endsWith('.dead')))
              .map((e) => e.target),
          );
          for (const c of cs) {
            if ((round === 1 && c.surprised) || died.has(c.id)) continue;
            const wasDead = s.events.some((e) => e.round < round && e.target === c.id && e.changes?.[`${c.id}.dead`]);
            if (!wasDead) expect(acted.has(c.id), `${c.id} acts in round ${round}`).toBe(true);
          }
        }
      }),
      { numRuns: 80 },
    );
  });

  it('damage never raises Stress or Wound Points, and Stress never goes below 0', () => {
    fc.assert(
      fc.property(fightArb, ({ cs, seed, choices }) => {
        const s = play(cs, seed, choices);
        for (const e of s.events) {
          if (!['damage', 'exertion', 'dying'].includes(e.type)) continue;
          for (const [k, v] of Object.entries(e.changes ?? {})) {
            if (k.endsWith('.stress') || k.endsWith('.wp')) expect(v[1] as number).toBeLessThanOrEqual(v[0] as number);
            if (k.endsWith('.stress')) expect(v[1] as number).toBeGreaterThanOrEqual(0);
          }
        }
      }),
      { numRuns: 80 },
    );
  });
});
