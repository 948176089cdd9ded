// Seats: the fight as one player at the table sees it, on their own device. A seat is a set of
// combatants a player runs. Its view is the public view (order, whose turn, tracks, statuses,
// the round and phase) plus the moves the engine offers that seat's combatants now, as plain
// JSON; nothing of another seat's hidden choices. Modelled on boardgame.io's `playerView`: the
// authority (the GM's table) holds the whole state and sends each seat only its own view.
//
// What is hidden is the system's to say (its `SeatRules.hidden`): WitchHammer's face-down plays,
// declared-initiative's written declarations. Such a move is "secret": a player's device commits
// to it before the reveal and the GM's table applies it only at the reveal (relay/protocol).
import type { Move, MovesView } from './moves.js';
import type { Action, CombatStateBase, EngineEvent, SystemView } from './types.js';

/** A player's place at the table: the combatants they run. */
export interface Seat {
  readonly id: string;
  readonly combatants: readonly string[];
}

/** A kind of choice the rules keep face down until a reveal. */
export interface HiddenChoice<S extends CombatStateBase = CombatStateBase> {
  /** In the rules' words, for players: 'face-down play', 'written declaration'. */
  readonly what: string;
  /** The action types that make (or take back) such a choice: a seat commits to them. */
  readonly moves: readonly string[];
  /** The action type that turns every such choice face up. */
  readonly reveal: string;
  /** The action type that gives whoever has not chosen the rules' default (the timer's end), if any. */
  readonly fallback?: string;
  /** Whether such choices are face down in this state (e.g. only while planning). */
  readonly active: (s: S) => boolean;
  /** The hidden choice each combatant has made so far in this state, by combatant id. */
  readonly chosen: (s: S) => Readonly<Record<string, unknown>>;
}

/**
 * How a system's fight is split between seats. Which moves a player makes from their own device
 * (the rest, a save the GM calls or Harm the GM deals, stay the GM's), and what is hidden.
 */
export interface SeatRules<S extends CombatStateBase = CombatStateBase> {
  /** Action types a player makes for a combatant of their seat (the move's `actor`). */
  readonly playerMoves: readonly string[];
  /** What is face down before a reveal (empty: nothing in this system is secret). */
  readonly hidden: readonly HiddenChoice<S>[];
  /**
   * Moves two seats agree on (initiative-cards' swap): the action type and the choice keys naming
   * each party. The proposer's device fills the first; the other party's device agrees.
   */
  readonly agreements?: readonly { readonly type: string; readonly parties: readonly [string, string] }[];
  /**
   * Parts of a move another combatant's player answers (initiative-cards asks the target's
   * reaction inside the attack): the action type, the prefix of the choice keys that player
   * fills, and the choice naming that combatant. The mover's device is offered the move without
   * them; the GM's table asks the answerer's seat before applying it.
   */
  readonly answers?: readonly { readonly type: string; readonly keys: string; readonly by: string }[];
  /**
   * Who answers a move that names no actor (faction-turns' "no reaction" to a pending attack is
   * the target's): a combatant id, or undefined for the GM's own moves.
   */
  readonly answeredBy?: (s: S, move: Move) => string | undefined;
}

/** What a system gives the seat functions: its plugin's view, its moves and its seat rules. */
export interface SeatSystem<S extends CombatStateBase = CombatStateBase> {
  readonly view: (s: S) => SystemView;
  readonly moves: (s: S) => MovesView;
  readonly seats: SeatRules<S>;
}

/** One seat's view: the public view, that seat's moves now, and what of the fight is face down. */
export interface SeatView {
  readonly seat: string;
  readonly system: string;
  readonly round: number;
  readonly phase: string;
  readonly view: SystemView;
  readonly moves: readonly Move[];
  readonly timer?: MovesView['timer'];
  /** Move ids among `moves` whose choice is made face down (committed, then revealed). */
  readonly secret: readonly string[];
  /** The seat's own face-down choices the table already holds (a seat the GM played for), by combatant. */
  readonly mine: Readonly<Record<string, unknown>>;
}

const hiddenNow = <S extends CombatStateBase>(sys: SeatSystem<S>, s: S) => sys.seats.hidden.filter((h) => h.active(s));

/** Whether an action is a face-down choice in this state (committed first, applied at the reveal). */
export function isSecret<S extends CombatStateBase>(sys: SeatSystem<S>, s: S, action: Pick<Action, 'type'>): boolean {
  return hiddenNow(sys, s).some((h) => h.moves.includes(action.type));
}

/**
 * The moves a seat may make now: those of the seat's combatants among the player's kinds, and
 * each agreement the seat can propose, with the proposer fixed to a combatant of the seat.
 */
export function movesFor<S extends CombatStateBase>(sys: SeatSystem<S>, s: S, seat: Seat): MovesView {
  const all = sys.moves(s);
  const mine = new Set(seat.combatants);
  const out: Move[] = [];
  const player = (m: Move) => sys.seats.playerMoves.includes(m.action.type);
  for (const m of all.moves) {
    const actor = m.actor ?? (player(m) ? sys.seats.answeredBy?.(s, m) : undefined);
    if (actor !== undefined) {
      if (mine.has(actor) && player(m)) out.push(withoutAnswers(sys.seats, m));
      continue;
    }
    const deal = sys.seats.agreements?.find((a) => a.type === m.action.type);
    if (!deal) continue;
    const proposer = m.choices.find((c) => c.key === deal.parties[0]);
    if (proposer?.kind !== 'combatant') continue;
    const own = proposer.options.filter((o) => mine.has(o.id));
    const first = own[0];
    if (!first) continue;
    out.push({
      ...m,
      id: `${m.id}:${seat.id}`,
      choices: m.choices.map((c) => (c === proposer ? { ...proposer, options: own, default: first.id } : c)),
    });
  }
  return { ...all, moves: out };
}

/** A move without the choices another combatant's player answers (asked of their seat). */
function withoutAnswers<S extends CombatStateBase>(rules: SeatRules<S>, m: Move): Move {
  const ans = rules.answers?.filter((a) => a.type === m.action.type) ?? [];
  if (!ans.length) return m;
  const asked = (key: string) => ans.some((a) => key.startsWith(a.keys));
  return {
    ...m,
    choices: m.choices.filter((c) => !asked(c.key) && !(c.when && asked(c.when.key))),
  };
}

/** The seat's view of the fight (plain JSON). */
export function viewFor<S extends CombatStateBase>(sys: SeatSystem<S>, s: S, seat: Seat): SeatView {
  const mv = movesFor(sys, s, seat);
  const hidden = hiddenNow(sys, s);
  const mineIds = new Set(seat.combatants);
  const mine: Record<string, unknown> = {};
  for (const h of hidden)
    for (const [id, v] of Object.entries(h.chosen(s))) if (mineIds.has(id) && v !== undefined) mine[id] = v;
  return {
    seat: seat.id,
    system: s.system,
    round: s.round,
    phase: mv.phase,
    view: sys.view(s),
    moves: mv.moves,
    ...(mv.timer ? { timer: mv.timer } : {}),
    secret: mv.moves.filter((m) => hidden.some((h) => h.moves.includes(m.action.type))).map((m) => m.id),
    mine: sortKeys(mine),
  };
}

/**
 * The events a seat may read, `s` being the state after them: an event of a face-down choice by
 * a combatant of another seat, made in this round's hidden window, keeps only who and when.
 */
export function eventsFor<S extends CombatStateBase>(
  sys: SeatSystem<S>,
  s: S,
  events: readonly EngineEvent[],
  seat: Seat | null,
): EngineEvent[] {
  const hidden = hiddenNow(sys, s);
  const mine = new Set(seat?.combatants ?? []);
  return events.map((e) => {
    const h = hidden.find((x) => x.moves.includes(e.type));
    if (!h || e.round !== s.round || (e.actor !== undefined && mine.has(e.actor))) return e;
    return {
      type: e.type,
      round: e.round,
      ...(e.actor !== undefined ? { actor: e.actor } : {}),
      detail: { hidden: h.what },
    };
  });
}

/** Object keys in sorted order: a view never depends on the order choices were made in. */
function sortKeys(o: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.keys(o)
      .sort()
      .map((k) => [k, o[k]]),
  );
}
