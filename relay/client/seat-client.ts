// A player's device at the table, without UI: joins a room (with a seat link's token, or asks
// for a seat with the room code), follows the public view, its seat's part and the timer, places
// a pick face down (only its commitment leaves the device; pick and nonce stay in the device's own
// storage, so a reload still reveals), reveals it when the GM reveals, checks every reveal,
// the GM's included, against the commitment it saw, and makes open moves. The player page
// (player/app.tsx) renders what this holds; the tests drive it in Node.
import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import { buildAction, type Move } from '../../engine/core/moves.js';
import { GM_SEAT, type Sealed, seal, verifyOpening } from '../protocol/commitment.js';
import { PROTOCOL } from '../protocol/constants.js';
import type { Ack, PublicView, Revealed, RoomState, SeatPart } from '../protocol/messages.js';

export type Connect = (url: string, opts: Partial<ManagerOptions & SocketOptions>) => Socket;

/** The device's own storage (localStorage on the page). */
export interface SeatStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

export interface SeatSnapshot {
  readonly connected: boolean;
  /** The last reconnection restored the session, with the messages missed meanwhile (Socket.IO's recovery). */
  readonly recovered?: boolean;
  readonly error?: { readonly code: string; readonly message: string };
  readonly seat?: string;
  readonly room?: RoomState;
  readonly view?: PublicView;
  readonly part?: SeatPart;
  /** This round's face-down pick, as kept on this device. */
  readonly sealed?: Sealed;
  /** The reveals of this round, each checked by this device: verified or not. */
  readonly reveals: readonly (Revealed & { readonly checked: boolean })[];
  readonly mismatches: readonly { readonly seat: string; readonly round: number }[];
  /** The latest answers of the GM's table to this seat's moves, by ref. */
  readonly results: Readonly<
    Record<string, { readonly ok: boolean; readonly message: string; readonly code?: string }>
  >;
  /** A join request waiting for the GM. */
  readonly waiting?: boolean;
  readonly deniedMessage?: string;
}

export interface SeatClientOptions {
  readonly url: string;
  readonly room: string;
  readonly token?: string;
  readonly connect: Connect;
  readonly storage: SeatStorage;
  readonly now?: () => number;
  /** Reconnection delays (tests shorten them). */
  readonly reconnectMs?: number;
}

const sealedKey = (room: string) => `fray:sealed:${room}`;
const tokenKey = (room: string) => `fray:token:${room}`;

export function createSeatClient(o: SeatClientOptions) {
  const now = o.now ?? (() => Date.now());
  let token = o.token ?? o.storage.get(tokenKey(o.room)) ?? undefined;
  if (o.token) o.storage.set(tokenKey(o.room), o.token);
  let snap: SeatSnapshot = { connected: false, reveals: [], mismatches: [], results: {} };
  let socket: Socket | undefined;
  /** Relay clock minus ours, from the best (shortest) round trip seen. */
  let offset = 0;
  let bestRtt = Number.POSITIVE_INFINITY;
  /** Commitments seen before the reveal, by seat (and the GM's), to check each reveal. */
  const digests = new Map<string, string>();
  const listeners = new Set<(s: SeatSnapshot) => void>();
  let refs = 0;

  const readSealed = (): Sealed | undefined => {
    const raw = o.storage.get(sealedKey(o.room));
    if (!raw) return undefined;
    try {
      return JSON.parse(raw) as Sealed;
    } catch {
      return undefined;
    }
  };
  const update = (p: Partial<SeatSnapshot>) => {
    snap = { ...snap, ...p };
    for (const fn of listeners) fn(snap);
  };
  update({ ...(readSealed() ? { sealed: readSealed() } : {}) });

  function onRoom(st: RoomState & { seat?: string; part?: SeatPart }) {
    for (const s of st.seats) if (s.digest) digests.set(s.id, s.digest);
    if (st.gmCommit) digests.set(GM_SEAT, st.gmCommit.digest);
    const round = st.view?.round ?? snap.view?.round;
    const newRound = snap.view && round !== undefined && round !== snap.view.round;
    update({
      room: st,
      ...(st.view && (!snap.view || st.view.seq >= snap.view.seq) ? { view: st.view } : {}),
      ...(st.part ? { part: st.part } : {}),
      ...(st.seat ? { seat: st.seat } : {}),
      ...(newRound ? { reveals: [], mismatches: [] } : {}),
    });
    if (st.revealOpen !== undefined) void revealNow(st.revealOpen);
  }

  function open(): void {
    socket?.removeAllListeners();
    socket?.close();
    const auth = token
      ? { role: 'seat', v: PROTOCOL, room: o.room, token }
      : { role: 'guest', v: PROTOCOL, room: o.room };
    const s = o.connect(o.url, {
      auth,
      transports: ['websocket'],
      reconnectionDelay: o.reconnectMs ?? 500,
      reconnectionDelayMax: (o.reconnectMs ?? 500) * 6,
      // Some spread, so a room's phones do not all come back in the same instant after a relay restart.
      randomizationFactor: 0.2,
    });
    socket = s;
    s.on('connect', () => {
      update({ connected: true, recovered: s.recovered, error: undefined });
      void syncClock();
      // A pick locked in before the connection dropped (a relay that restarted) is locked in again.
      const sealed = readSealed();
      const v = snap.view;
      if (token && sealed && v?.secret && v.round === sealed.round)
        void s.emitWithAck('seat:commit', { round: sealed.round, digest: sealed.digest }).catch(() => {});
    });
    s.on('disconnect', () => update({ connected: false }));
    s.on('connect_error', (e: Error & { data?: { code: string; message: string } }) => {
      update({ connected: false, error: e.data ?? { code: 'relay/unreachable', message: 'cannot reach the table' } });
      // A refused handshake (an unknown room the GM has not reopened yet) is retried, not given up.
      if (e.data && !s.active) setTimeout(() => s.connect(), (o.reconnectMs ?? 500) * 4);
    });
    s.on('room', onRoom);
    s.on('status', onRoom);
    s.on('view', (v: PublicView) => {
      if (snap.view && v.seq < snap.view.seq) return;
      const newRound = snap.view && v.round !== snap.view.round;
      update({ view: v, ...(newRound ? { reveals: [], mismatches: [] } : {}) });
    });
    s.on('part', (p: SeatPart) => update({ part: p }));
    s.on(
      'timer',
      (t: RoomState['timer']) => snap.room && update({ room: { ...snap.room, ...(t ? { timer: t } : {}) } }),
    );
    s.on('reveal-now', (m: { round: number }) => void revealNow(m.round));
    s.on('revealed', (r: Revealed) => {
      const digest = digests.get(r.seat);
      const checked =
        digest !== undefined && verifyOpening({ pick: r.pick, round: r.round, seat: r.seat, nonce: r.nonce }, digest);
      update({ reveals: [...snap.reveals.filter((x) => x.seat !== r.seat), { ...r, checked }] });
    });
    s.on('mismatch', (m: { seat: string; round: number }) => update({ mismatches: [...snap.mismatches, m] }));
    s.on('reveal-closed', () => {
      o.storage.remove(sealedKey(o.room));
      update({ sealed: undefined });
    });
    s.on('result', (r: { ref: string; ok: boolean; message: string; code?: string }) =>
      update({
        results: {
          ...snap.results,
          [r.ref]: { ok: r.ok, message: r.message, ...(typeof r.code === 'string' ? { code: r.code } : {}) },
        },
      }),
    );
    s.on('granted', (g: { seat: string; token: string }) => {
      token = g.token;
      o.storage.set(tokenKey(o.room), g.token);
      update({ waiting: false });
      open();
    });
    s.on('denied', (d: { message: string }) => update({ waiting: false, deniedMessage: d.message }));
  }

  async function send<T>(event: string, data: unknown): Promise<Ack<T>> {
    if (!socket?.connected) return { ok: false, error: { code: 'relay/gone', message: 'not connected to the table' } };
    try {
      return (await socket.timeout(10_000).emitWithAck(event, data)) as Ack<T>;
    } catch {
      return { ok: false, error: { code: 'relay/timeout', message: 'the table did not answer' } };
    }
  }

  async function syncClock(): Promise<void> {
    for (let i = 0; i < 4; i++) {
      const t0 = now();
      const r = await send<{ now: number }>('time', {});
      const t1 = now();
      if (!r.ok) return;
      if (t1 - t0 <= bestRtt) {
        bestRtt = t1 - t0;
        offset = r.now + (t1 - t0) / 2 - t1;
      }
    }
  }

  let revealing: number | undefined;
  async function revealNow(round: number): Promise<void> {
    const sealed = readSealed();
    if (!sealed || sealed.round !== round || revealing === round) return;
    if (snap.reveals.some((r) => r.seat === sealed.seat && r.round === round)) return;
    revealing = round;
    const r = await send('seat:reveal', { round, pick: sealed.pick, nonce: sealed.nonce });
    if (!r.ok && r.error.code !== 'reveal/already') revealing = undefined;
  }

  return {
    start: open,
    get snapshot(): SeatSnapshot {
      return snap;
    },
    subscribe(fn: (s: SeatSnapshot) => void): () => void {
      listeners.add(fn);
      fn(snap);
      return () => listeners.delete(fn);
    },
    /** Milliseconds left on the GM's Decision Timer, on the relay's clock (null: none running). */
    timerLeft(): number | null {
      const t = snap.room?.timer;
      if (!t || t.deadline === null) return null;
      return Math.max(0, t.deadline - (now() + offset));
    },
    /** Asks the GM for a seat (with only the room code). */
    async requestSeat(seat: string, name: string): Promise<Ack> {
      const r = await send('guest:join', { seat, name });
      if (r.ok) update({ waiting: true, deniedMessage: undefined });
      return r;
    },
    /** Locks a face-down pick in (again, to change it): only its commitment leaves the device. */
    async placeFaceDown(move: Move, picks: Readonly<Record<string, unknown>>): Promise<Ack> {
      const v = snap.view;
      const seat = snap.seat;
      if (!v || !seat) return { ok: false, error: { code: 'seat/none', message: 'not seated yet' } };
      const sealed = seal(buildAction(move, picks), v.round, seat);
      o.storage.set(sealedKey(o.room), JSON.stringify(sealed));
      const r = await send('seat:commit', { round: sealed.round, digest: sealed.digest });
      if (r.ok) update({ sealed });
      return r;
    },
    /** An open move (a turn, a reaction, an answer): the table checks and applies it. */
    async move(move: Move, picks: Readonly<Record<string, unknown>>): Promise<Ack & { ref?: string }> {
      const ref = `m${now().toString(36)}-${++refs}`;
      const r = await send('seat:move', { ref, move: move.id, picks });
      return r.ok ? { ...r, ref } : r;
    },
    /** Drops the connection as a phone's lost network does (it then reconnects by itself); for tests. */
    dropConnection(): void {
      socket?.io.engine?.close();
    },
    /** Sends anything (the hostile-client tests use it). */
    raw: send,
    close(): void {
      socket?.removeAllListeners();
      socket?.close();
    },
  };
}

export type SeatClient = ReturnType<typeof createSeatClient>;
