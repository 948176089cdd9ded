// Seats over random fights of every system (engine/core/seats.ts): from each system's example
// fight, random walks through the engine's offered moves; in every state reached,
//  - every move offered to a seat is its own (an actor of the seat, or the seat proposing an
//    agreement) and the engine accepts it with any offered picks;
//  - no seat's view or events hold another seat's hidden choice: two states that differ only in
//    the face-down choice of a combatant of another seat give that seat the very same view and
//    events (non-interference), while the chooser's own view does tell them apart (so the test
//    cannot pass by showing nothing).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildAction, type Move } from '../../engine/core/moves.js';
import { eventsFor, isSecret, movesFor, viewFor, type Seat, type SeatSystem } from '../../engine/core/seats.js';
import { step } from '../../engine/core/step.js';
import { randomPicks, walkMoves } from '../../engine/core/test-moves.js';
import type { Action, CombatStateBase, SystemPlugin } from '../../engine/core/types.js';
import { SYSTEM_IDS, SYSTEMS } from '../../engine/systems/index.js';
import { seatSystem } from '../../engine/systems/seat-system.js';
import { startFight } from '../../scenario/table-fight.js';
import { fixtureDoc, setupOf, tableContext } from '../scenarios/system-fixtures.js';

type S = CombatStateBase;

/** The example fight of a system, as set up (the script dropped), with overrides. */
function start(system: string, extra: Record<string, unknown> = {}): S {
  const doc = { ...setupOf(fixtureDoc(system)), ...extra };
  const r = startFight(SYSTEMS[system]!, doc, tableContext(system, fixtureDoc(system)));
  if (!r.ok) throw new Error(`${system}: ${r.error.message}`);
  return r.fight.session.state;
}

/** Seats over the fight's combatants: the first alone, then pairs (a player may run two). */
function seatsOf(sys: SeatSystem, s: S): Seat[] {
  const ids = sys.view(s).combatants.map((c) => c.id);
  const out: Seat[] = ids.length ? [{ id: 'seat-0', combatants: [ids[0]!] }] : [];
  for (let i = 1; i < ids.length; i += 2) out.push({ id: `seat-${i}`, combatants: ids.slice(i, i + 2) });
  return out;
}

/** Each system's example fight, with whether its walks reach face-down choices. */
const FIGHTS: readonly [string, Record<string, unknown>, boolean][] = [
  ['witchhammer', {}, true],
  ['declared-initiative', { declaring: 'hidden' }, true],
  ['declared-initiative', {}, false],
  ['faction-turns', {}, false],
  ['team-turns', {}, false],
  ['initiative-cards', {}, false],
];

const RARE = ['end-combat', 'end-fight', 'end-round', 'withdraw', 'leave', 'damage'];

describe('seat views', () => {
  it('every system that runs at a table has seat rules', () => {
    for (const id of SYSTEM_IDS) if (SYSTEMS[id]!.moves) expect(seatSystem(SYSTEMS[id]!), id).toBeDefined();
  });

  for (const [system, extra, secret] of FIGHTS) {
    const label = `${system}${extra.declaring ? ` (declaring: ${String(extra.declaring)})` : ''}`;
    it(`${label}: a seat is offered only its own moves, and the engine accepts each`, () => {
      const mod = SYSTEMS[system]!;
      const sys = seatSystem(mod)!;
      const plugin = mod.plugin as SystemPlugin<S, unknown, Action>;
      const s0 = start(system, extra);
      let offeredToSeats = 0;
      fc.assert(
        fc.property(fc.array(fc.nat(), { minLength: 8, maxLength: 64 }), (stream) => {
          walkMoves(plugin, sys.moves, s0, stream, {
            steps: 40,
            rare: RARE,
            visit: (s, next) => {
              for (const seat of seatsOf(sys, s)) {
                for (const m of movesFor(sys, s, seat).moves) {
                  offeredToSeats++;
                  expect(ownMove(sys, s, seat, m), `${m.id} offered to ${seat.id}`).toBe(true);
                  const a = buildAction(m, randomPicks(m, next));
                  const r = step(plugin, s, a);
                  expect(r.error, `${seat.id} offered ${JSON.stringify(a)}`).toBeUndefined();
                }
              }
            },
          });
        }),
        { numRuns: 25 },
      );
      expect(offeredToSeats).toBeGreaterThan(0);
    });

    it(`${label}: no seat's view holds another seat's hidden choice`, () => {
      const mod = SYSTEMS[system]!;
      const sys = seatSystem(mod)!;
      const plugin = mod.plugin as SystemPlugin<S, unknown, Action>;
      const s0 = start(system, extra);
      let compared = 0;
      fc.assert(
        fc.property(fc.array(fc.nat(), { minLength: 8, maxLength: 64 }), (stream) => {
          walkMoves(plugin, sys.moves, s0, stream, {
            steps: 30,
            rare: RARE,
            visit: (s, next) => {
              const seats = seatsOf(sys, s);
              for (const m of sys.moves(s).moves) {
                if (m.actor === undefined || !isSecret(sys, s, m.action)) continue;
                // Two different face-down choices of the same combatant.
                const a1 = buildAction(m, randomPicks(m, next));
                const a2 = buildAction(m, randomPicks(m, next));
                if (JSON.stringify(a1) === JSON.stringify(a2)) continue;
                const r1 = step(plugin, s, a1);
                const r2 = step(plugin, s, a2);
                if (r1.error || r2.error) continue;
                // Only choices the state tells apart (a spell's TN on a weapon attack is no choice).
                const chosen = (x: S) => sys.seats.hidden.map((h) => h.chosen(x)[m.actor!]);
                if (JSON.stringify(chosen(r1.state)) === JSON.stringify(chosen(r2.state))) continue;
                for (const seat of seats) {
                  const v1 = { view: viewFor(sys, r1.state, seat), events: eventsFor(sys, r1.state, r1.events, seat) };
                  const v2 = { view: viewFor(sys, r2.state, seat), events: eventsFor(sys, r2.state, r2.events, seat) };
                  if (seat.combatants.includes(m.actor)) {
                    expect(v1, `${seat.id} sees its own ${m.id}`).not.toEqual(v2);
                  } else {
                    compared++;
                    expect(v1, `${seat.id} after ${JSON.stringify(a1)} / ${JSON.stringify(a2)}`).toEqual(v2);
                  }
                }
                // The public part (no seat) is the same too.
                expect(eventsFor(sys, r1.state, r1.events, null)).toEqual(eventsFor(sys, r2.state, r2.events, null));
              }
            },
          });
        }),
        { numRuns: 25 },
      );
      if (secret) expect(compared).toBeGreaterThan(0);
    });
  }
});

/** A seat's move is its own: its actor (or the answerer of an actorless one) in the seat, or an agreement it proposes. */
function ownMove(sys: SeatSystem, s: S, seat: Seat, m: Move): boolean {
  const actor = m.actor ?? sys.seats.answeredBy?.(s, m);
  if (actor !== undefined) return seat.combatants.includes(actor);
  const deal = sys.seats.agreements?.find((a) => a.type === m.action.type);
  const proposer = deal && m.choices.find((c) => c.key === deal.parties[0]);
  return !!proposer && proposer.kind === 'combatant' && proposer.options.every((o) => seat.combatants.includes(o.id));
}
