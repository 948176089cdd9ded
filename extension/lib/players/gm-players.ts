// The GM's side of a table with players on their own devices, as a library with no UI: room and
// invitation, seats (assignment, approval, revocation, taking a seat over), publishing each seat's
// view, locking in and the reveal (gm-reveal.ts), and the players' open moves (gm-moves.ts). The
// GM's table stays the authority: every player move is checked against the engine's offers for
// that seat and applied through the table (`apply`), at once or after the GM confirms it. When
// the relay is gone, every seat falls back to the GM (`seatsLive()` is empty) and the table plays on.
import type { Move } from '../../../engine/core/moves.js';
import { eventsFor, type Seat, type SeatSystem, viewFor } from '../../../engine/core/seats.js';
import type { Action, CombatStateBase, EngineEvent } from '../../../engine/core/types.js';
import { RESULT_CODE_MAX, RESULT_MESSAGE_MAX } from '../../../relay/protocol/constants.js';
import { type Invite, roomUrl, seatUrl } from '../../../relay/protocol/invite.js';
import type { PublicView, RoomState, SeatPart, SeatRecord, SeatStatus } from '../../../relay/protocol/messages.js';
import { newRoomCode, newSecret, secretHash } from '../../../relay/protocol/secrets.js';
import { type Connect, type GmLink, gmLink } from './gm-link.js';
import type { Applied, LogEntry } from './players-types.js';

export type { Applied, LogEntry };
import { type Asks, createAsks } from './gm-asks.js';
import { handleMove } from './gm-moves.js';
import { type Reveal, createReveal } from './gm-reveal.js';

export interface SeatSetup {
  readonly id: string;
  readonly name: string;
  readonly combatants: readonly string[];
}

/** What the GM's table keeps so that a reload of its panel finds the same room and seats. */
export interface SavedRoom {
  readonly room: string;
  readonly key: string;
  readonly seats: readonly (SeatSetup & { readonly token: string; readonly gm?: boolean })[];
  /** The log of this table's commitments and reveals (who locked, revealed, did not reveal). */
  readonly record: readonly LogEntry[];
}

export interface GmPlayersOptions<S extends CombatStateBase> {
  readonly relay: string;
  readonly connect: Connect;
  readonly system: SeatSystem<S>;
  /** The table's current engine state. */
  readonly state: () => S;
  /** The public log so far (the session's events). */
  readonly events?: () => readonly EngineEvent[];
  /** Applies an action through the GM's table (the same path as the GM's own clicks). */
  readonly apply: (action: Action, by: { readonly seat: string }) => Promise<Applied>;
  /** 'apply': a player's valid move is applied at once; 'confirm': it waits for the GM. */
  readonly mode?: 'apply' | 'confirm';
  /** Which rolls players make: typed from their own dice, or rolled by the engine. */
  readonly dice?: 'typed' | 'engine';
  readonly saved?: SavedRoom;
  readonly save?: (r: SavedRoom) => void | Promise<void>;
  /** How long a seat gets to answer a reaction or agree to a swap before the GM decides (ms). */
  readonly answerMs?: number;
}

export interface Pending {
  readonly ref: string;
  readonly seat: string;
  readonly move: Move;
  readonly action: Action;
}

type Listener<T> = (v: T) => void;

export function createGmPlayers<S extends CombatStateBase>(opts: GmPlayersOptions<S>) {
  const sys = opts.system;
  const saved = opts.saved;
  const room = saved?.room ?? newRoomCode();
  const key = saved?.key ?? newSecret();
  let seats: (SeatSetup & { token: string; gm?: boolean })[] = saved?.seats.map((s) => ({ ...s })) ?? [];
  let record: LogEntry[] = [...(saved?.record ?? [])];
  let mode = opts.mode ?? 'apply';
  let dice = opts.dice ?? 'engine';
  let status: RoomState | undefined;
  let relayUp = false;
  let seq = 0;
  const pending = new Map<string, Pending>();
  const listeners = new Map<string, Set<Listener<never>>>();
  const emit = <T>(event: string, v: T) => {
    for (const fn of listeners.get(event) ?? []) (fn as Listener<T>)(v);
  };

  const persist = () => opts.save?.({ room, key, seats, record });
  const log = (e: LogEntry) => {
    record = [...record, e];
    emit('log', e);
    void persist();
  };

  const seatOf = (id: string): Seat | undefined => {
    const s = seats.find((x) => x.id === id && !x.gm);
    return s ? { id: s.id, combatants: s.combatants } : undefined;
  };
  const seatRecords = (): SeatRecord[] =>
    seats.map((s) => ({
      id: s.id,
      name: s.name,
      combatants: [...s.combatants],
      tokens: s.token ? [secretHash(s.token)] : [],
      ...(s.gm ? { gm: true } : {}),
    }));

  let asks: Asks;
  let reveal: Reveal;

  const link: GmLink = gmLink(opts.connect, opts.relay, room, key, {
    onRoom(st) {
      status = st;
      // A relay that lost the room (restarted without Redis) gets it back from the table.
      if (st.known === false) void restore();
      emit('status', st);
    },
    onConnection(up, why) {
      relayUp = up;
      // What the relay said is stale once it is gone: the next connection brings the room again.
      if (!up) status = undefined;
      emit('relay', { up, ...(why ? { why } : {}) });
    },
  });

  async function restore(): Promise<void> {
    await link.send('gm:seats', { seats: seatRecords() });
    await reveal.restore();
    await publish();
  }

  /** The public view and each seat's part, sent after every change of the fight. */
  async function publish(): Promise<void> {
    const s = opts.state();
    const pub: PublicView = {
      seq: ++seq,
      system: s.system,
      round: s.round,
      phase: sys.moves(s).phase,
      view: JSON.parse(JSON.stringify(sys.view(s))) as PublicView['view'],
      events: JSON.parse(
        JSON.stringify(eventsFor(sys, s, opts.events?.() ?? [], null).slice(-400)),
      ) as PublicView['events'],
      secret: sys.seats.hidden.some((h) => h.active(s)),
      dice,
    };
    const sends: Promise<unknown>[] = [link.send('gm:view', pub)];
    for (const seat of seats) sends.push(link.send('gm:part', partFor(s, seat)));
    await Promise.all(sends);
  }

  function partFor(s: S, seat: SeatSetup & { gm?: boolean }): SeatPart {
    if (seat.gm) return { seat: seat.id, moves: [], secret: [], mine: {}, asks: [] };
    const v = viewFor(sys, s, { id: seat.id, combatants: seat.combatants });
    return JSON.parse(
      JSON.stringify({ seat: seat.id, moves: v.moves, secret: v.secret, mine: v.mine, asks: asks.of(seat.id) }),
    ) as SeatPart;
  }

  const api = {
    room,
    /** The relay's address the seats connect to. */
    relay: opts.relay,
    on<T>(
      event:
        | 'status'
        | 'relay'
        | 'log'
        | 'locked'
        | 'revealed'
        | 'mismatch'
        | 'pending'
        | 'join-request'
        | 'applied'
        | 'asked',
      fn: Listener<T>,
    ) {
      let set = listeners.get(event);
      if (!set) listeners.set(event, (set = new Set()));
      set.add(fn as Listener<never>);
      return () => set.delete(fn as Listener<never>);
    },
    get status(): RoomState | undefined {
      return status;
    },
    get relayUp() {
      return relayUp;
    },
    get record(): readonly LogEntry[] {
      return record;
    },
    /** Seats a player's device plays now: none while the relay is gone (they fall back to the GM). */
    seatsLive(): SeatStatus[] {
      return relayUp ? (status?.seats ?? []).filter((s) => s.connected && !s.gm) : [];
    },
    setMode(m: 'apply' | 'confirm') {
      mode = m;
    },
    setDice(d: 'typed' | 'engine') {
      dice = d;
      void publish();
    },

    /** Sets the table's seats; a seat kept keeps its token (its link stays valid). */
    async setSeats(list: readonly SeatSetup[]): Promise<Invite> {
      seats = list.map((s) => {
        const old = seats.find((x) => x.id === s.id);
        return { ...s, token: old?.token ?? newSecret(), ...(old?.gm ? { gm: true } : {}) };
      });
      await persist();
      await link.send('gm:seats', { seats: seatRecords() });
      await publish();
      return api.invite();
    },
    invite(): Invite {
      return {
        room,
        joinUrl: roomUrl(opts.relay, room),
        seatLinks: seats.map((s) => ({ seat: s.id, name: s.name, url: seatUrl(opts.relay, room, s.id, s.token) })),
      };
    },
    /** A player asked for a seat with the room code: give them the seat's token. */
    async approve(request: string, seat: string): Promise<boolean> {
      const s = seats.find((x) => x.id === seat);
      if (!s) return false;
      return (await link.send('gm:grant', { request, seat, token: s.token })).ok;
    },
    async deny(request: string, message = 'the GM did not let you in'): Promise<void> {
      await link.send('gm:deny', { request, message });
    },
    /** The seat's link stops working, and its device leaves; a new link is made for it. */
    async revoke(seat: string): Promise<string | undefined> {
      const s = seats.find((x) => x.id === seat);
      if (!s) return undefined;
      s.token = newSecret();
      await persist();
      await link.send('gm:seats', { seats: seatRecords() });
      return seatUrl(opts.relay, room, s.id, s.token);
    },
    /** The GM plays this seat (or gives it back): its device may watch, not move. */
    async takeOver(seat: string, on = true): Promise<void> {
      seats = seats.map((s) => (s.id === seat ? { ...s, gm: on } : s));
      await persist();
      await link.send('gm:seats', { seats: seatRecords() });
      await publish();
    },
    publish,
    /** Starts (or stops, with null) the Decision Timer on every device. */
    async timer(remainingMs: number | null, seconds: number, purpose: string): Promise<void> {
      await link.send('gm:timer', { remainingMs, seconds, purpose });
    },
    /** Player moves waiting for the GM ('confirm' mode). */
    pending(): Pending[] {
      return [...pending.values()];
    },
    async confirm(ref: string): Promise<Applied> {
      const p = pending.get(ref);
      if (!p) return { ok: false, error: { code: 'move/unknown', message: 'no such move waits' } };
      pending.delete(ref);
      return applyFor(p.seat, p.ref, p.action);
    },
    async refuse(ref: string, message = 'the GM refused the move'): Promise<void> {
      const p = pending.get(ref);
      if (!p) return;
      pending.delete(ref);
      await link.send('gm:result', { seat: p.seat, ref, ok: false, message });
    },
    /** The GM's answer to an ask of a combatant no player runs (its reaction, a swap). */
    answer: (id: string, picks: Readonly<Record<string, unknown>>) => asks.answer(undefined, id, picks),
    commitPlans: () => reveal.commit(),
    reveal: (graceMs?: number) => reveal.run(graceMs),
    close() {
      asks.close();
      link.close();
    },
  };

  /** Applies a checked player action through the table and tells the seat. */
  async function applyFor(seat: string, ref: string, action: Action): Promise<Applied> {
    const r = await opts.apply(action, { seat });
    // The engine's code goes with the message: `action/invalid` (a wrong shape) is not a rule's
    // refusal. Both are cut to the relay's caps, or the relay would refuse the answer and the seat
    // would never hear of its move.
    await link.send(
      'gm:result',
      r.ok
        ? { seat, ref, ok: true, message: 'done' }
        : {
            seat,
            ref,
            ok: false,
            message: r.error.message.slice(0, RESULT_MESSAGE_MAX),
            code: r.error.code.slice(0, RESULT_CODE_MAX),
          },
    );
    if (r.ok) {
      emit('applied', { seat, action });
      await publish();
    }
    return r;
  }

  asks = createAsks({
    sys,
    state: opts.state,
    seatOf: (combatant) => seats.find((s) => !s.gm && s.combatants.includes(combatant))?.id,
    answerMs: opts.answerMs ?? 20_000,
    publish,
    apply: (seat, ref, action) => applyFor(seat, ref, action),
    ask: (p) => emit('asked', p),
    reply: (seat, ref, ok, message) => void link.send('gm:result', { seat, ref, ok, message }),
  });

  reveal = createReveal({
    sys,
    link,
    state: opts.state,
    seatOf,
    seatIds: () => seats.filter((s) => !s.gm).map((s) => s.id),
    apply: opts.apply,
    publish,
    log,
    emit,
  });

  link.on('move', (m) => {
    void handleMove(m, {
      sys,
      state: opts.state,
      seat: seatOf(m.seat),
      asks,
      reply: (ok, message) => void link.send('gm:result', { seat: m.seat, ref: m.ref, ok, message }),
      accept: async (action, move) => {
        if (mode === 'confirm') {
          const p = { ref: m.ref, seat: m.seat, move, action };
          pending.set(m.ref, p);
          emit('pending', p);
          return;
        }
        await applyFor(m.seat, m.ref, action);
      },
    });
  });
  link.on('join-request', (r) => emit('join-request', r));
  link.onStatus((st) => {
    status = st;
    emit('status', st);
  });

  return api;
}

export type GmPlayers = ReturnType<typeof createGmPlayers>;
