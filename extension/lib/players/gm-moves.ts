// A player's open move as the GM's table takes it (a turn, a reaction, an answer to an ask): the
// seat must still be a player's, the move one the engine offers that seat now (movesFor: an actor
// of the seat), not a face-down one, and the action built from the picks one the offers allow
// (the same `offers()` check as the GM's panel). Only then is it applied, or queued for the GM.
import { buildAction, type Move, offers } from '../../../engine/core/moves.js';
import { isSecret, movesFor, type Seat, type SeatSystem } from '../../../engine/core/seats.js';
import type { Action, CombatStateBase } from '../../../engine/core/types.js';
import type { Asks } from './gm-asks.js';

export interface MoveDeps<S extends CombatStateBase> {
  readonly sys: SeatSystem<S>;
  readonly state: () => S;
  /** The seat, if a player plays it now (not taken over by the GM). */
  readonly seat: Seat | undefined;
  readonly asks: Asks;
  readonly reply: (ok: boolean, message: string) => void;
  readonly accept: (action: Action, move: Move) => Promise<void>;
}

export async function handleMove<S extends CombatStateBase>(
  m: { readonly seat: string; readonly ref: string; readonly move: string; readonly picks: Record<string, unknown> },
  d: MoveDeps<S>,
): Promise<void> {
  if (!d.seat) return d.reply(false, 'the GM is playing this seat');
  if (d.asks.handles(m.seat, m.move)) {
    const r = await d.asks.answer(m.seat, m.move, m.picks);
    return d.reply(r.ok, r.ok ? 'answered' : r.error.message);
  }
  const s = d.state();
  const mv = movesFor(d.sys, s, d.seat);
  const move = mv.moves.find((x) => x.id === m.move);
  if (!move) return d.reply(false, 'that move is not offered to you now');
  if (isSecret(d.sys, s, move.action)) return d.reply(false, 'this pick is placed face down, then revealed');
  const action = buildAction(move, m.picks);
  if (!offers(mv, action)) return d.reply(false, 'those choices are not offered');
  if (d.asks.needs(m.seat, move, m.picks, m.ref)) return d.reply(true, 'waiting for the other player');
  await d.accept(action, move);
}
