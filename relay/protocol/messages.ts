// The messages between the GM's table, the relay and the players' devices, as zod schemas: every
// message is checked on arrival (at the relay, at the table and on the device) and a bad one is
// answered with a clear error, never acted on. Plain JSON; ids and text are bounded so that no
// message can grow without limit, and names are plain text (never markup).
import { z } from 'zod';
import type { Move } from '../../engine/core/moves.js';
import { DIGEST_HEX, NONCE_HEX } from './commitment.js';

import { PROTOCOL, RESULT_CODE_MAX, RESULT_MESSAGE_MAX, ROOM_CODE } from './constants.js';

export { PROTOCOL, ROOM_ALPHABET, ROOM_CODE } from './constants.js';

export const roomCode = z.string().regex(ROOM_CODE, 'a room code is 6 letters and digits');
/** A 128-bit secret (a seat's token, the GM's key) or a nonce, as 32 hex digits. */
export const secret128 = z.string().regex(new RegExp(`^[0-9a-f]{${NONCE_HEX}}$`), 'expected 32 hex digits');
export const digest = z.string().regex(new RegExp(`^[0-9a-f]{${DIGEST_HEX}}$`), 'expected a SHA-256 digest');
/** Ids of seats, combatants, moves and requests: short, no spaces, no markup characters. */
export const id = z
  .string()
  .min(1)
  .max(80)
  .regex(/^[\w.:#>+-]+$/, 'an id is letters, digits and . : # > + - _');
/** A name a person typed or the GM gave: plain text, shown as text. */
export const name = z.string().trim().min(1).max(40);
export const round = z.number().int().min(0).max(1_000_000);
const json = z.json();

// ---- the handshake (socket.io `auth`) ----

/** Socket.IO's own fields of a reconnecting client's handshake (connection-state recovery). */
const recovery = { pid: z.string().max(64).optional(), offset: z.string().max(64).optional() };

export const gmAuth = z.strictObject({
  role: z.literal('gm'),
  v: z.literal(PROTOCOL),
  room: roomCode,
  key: secret128,
  ...recovery,
});
export const seatAuth = z.strictObject({
  ...recovery,
  role: z.literal('seat'),
  v: z.literal(PROTOCOL),
  room: roomCode,
  token: secret128,
});
export const guestAuth = z.strictObject({
  role: z.literal('guest'),
  v: z.literal(PROTOCOL),
  room: roomCode,
  ...recovery,
});
export const auth = z.discriminatedUnion('role', [gmAuth, seatAuth, guestAuth]);
export type Auth = z.infer<typeof auth>;

// ---- what the relay keeps of a room ----

/** A seat as the GM set it: who plays, which combatants, and the SHA-256 of its valid tokens. */
export const seatRecord = z.strictObject({
  id,
  name,
  combatants: z.array(id).max(32),
  tokens: z.array(digest).max(8),
  /** The GM plays this seat now (taken over): its device may watch but not move. */
  gm: z.boolean().optional(),
});
export type SeatRecord = z.infer<typeof seatRecord>;

/** A move as the relay needs to know it: its id, who makes it, its action's type. The rest is the table's. */
const offeredMove = z.looseObject({ id, actor: id.optional(), action: z.looseObject({ type: z.string().max(40) }) });

/** One seat's part of the fight: its moves now (from the engine's movesFor), which are face down, what the table asks it. */
export const seatPart = z.strictObject({
  seat: id,
  moves: z.array(offeredMove).max(400),
  /** Ids among `moves` made face down: committed, then revealed. */
  secret: z.array(id).max(400),
  /** The seat's own face-down choices the table holds (a seat the GM played for). */
  mine: z.record(id, json),
  /** Questions the table asks this seat now: a reaction inside another's move, agreeing to a swap. */
  asks: z.array(offeredMove).max(40),
});
/** The engine's moves, as the table made them (the relay checks only their ids, actors and types). */
export type SeatPart = Omit<z.infer<typeof seatPart>, 'moves' | 'asks'> & {
  readonly moves: readonly Move[];
  readonly asks: readonly Move[];
};

/** The fight as every device of the room sees it: the engine's public view, the public log, the round's reveal. */
export const publicView = z.strictObject({
  /** Grows with every change: a device keeps the newest. */
  seq: z.number().int().min(0),
  system: id,
  round,
  phase: z.string().max(40),
  view: json,
  /** The public log (events as every seat may read them), oldest first. */
  events: z.array(json).max(2000),
  /** Whether the seats' picks this round are face down (committed, then revealed). */
  secret: z.boolean(),
  /** The GM's choice for this fight: players type their own dice, or the engine rolls. */
  dice: z.enum(['typed', 'engine']),
});
export type PublicView = z.infer<typeof publicView>;

export const timer = z.strictObject({
  /** Time left on the GM's clock when sent (the relay turns it into its own deadline); null: stopped. */
  remainingMs: z.number().int().min(0).max(3_600_000).nullable(),
  seconds: z.number().int().min(0).max(3600),
  purpose: z.string().max(80),
});

// ---- GM → relay ----

export const gmMessages = {
  'gm:seats': z.strictObject({ seats: z.array(seatRecord).max(16) }),
  'gm:view': publicView,
  'gm:part': seatPart,
  'gm:timer': timer,
  /** The GM's own commitment (the monsters' plans) for a round. */
  'gm:commit': z.strictObject({ round, digest }),
  /** "Reveal": every seat that locked in now sends its pick and nonce. */
  'gm:open-reveal': z.strictObject({ round }),
  /** The GM's plans revealed, for every device to check against the GM's commitment. */
  'gm:reveal': z.strictObject({ round, pick: json, nonce: secret128 }),
  /** The round's reveal is over: a seat that did not reveal is shown so, its commitment kept in the table's log. */
  'gm:close-reveal': z.strictObject({ round, notRevealed: z.array(id).max(16), refused: z.array(id).max(16) }),
  /** The table's answer to a seat's move; `code`: the engine's error code of a refused one (`action/invalid`). */
  'gm:result': z.strictObject({
    seat: id,
    ref: id,
    ok: z.boolean(),
    message: z.string().max(RESULT_MESSAGE_MAX),
    code: z.string().max(RESULT_CODE_MAX).optional(),
  }),
  'gm:grant': z.strictObject({ request: id, seat: id, token: secret128 }),
  'gm:deny': z.strictObject({ request: id, message: z.string().max(200) }),
  'gm:revoke': z.strictObject({ seat: id }),
  /** After the relay lost the room (a restart without Redis): the commitments the table has on record. */
  'gm:restore': z.strictObject({ commitments: z.array(z.strictObject({ seat: id, round, digest })).max(16) }),
} as const;

// ---- seat → relay ----

export const seatMessages = {
  'seat:commit': z.strictObject({ round, digest }),
  'seat:reveal': z.strictObject({ round, pick: json, nonce: secret128 }),
  /** An open move (a turn, a reaction, an answer): the offered move's id and the player's picks. */
  'seat:move': z.strictObject({ ref: id, move: id, picks: z.record(z.string().max(80), json) }),
} as const;

// ---- guest → relay ----

export const guestMessages = {
  'guest:join': z.strictObject({ seat: id, name }),
} as const;

/** Any client: the relay's clock, for every device's timer to show the same countdown. */
export const timeMessage = z.strictObject({});

export type GmMessage = { [K in keyof typeof gmMessages]: z.infer<(typeof gmMessages)[K]> };
export type SeatMessage = { [K in keyof typeof seatMessages]: z.infer<(typeof seatMessages)[K]> };
export type GuestMessage = { [K in keyof typeof guestMessages]: z.infer<(typeof guestMessages)[K]> };

// ---- relay → clients ----

export interface SeatStatus {
  readonly id: string;
  readonly name: string;
  readonly combatants: readonly string[];
  readonly connected: boolean;
  /** Committed a face-down pick this round. */
  readonly locked: boolean;
  /** The commitment when locked: every device checks the reveal against it. */
  readonly digest?: string;
  readonly revealed: boolean;
  /** The reveal matched its commitment (false: refused); absent before the reveal. */
  readonly verified?: boolean;
  readonly notRevealed?: boolean;
  readonly gm?: boolean;
}

export interface RoomState {
  readonly room: string;
  readonly seats: readonly SeatStatus[];
  readonly gmConnected: boolean;
  readonly view?: PublicView;
  /** The round whose reveal is open, if any. */
  readonly revealOpen?: number;
  /** The GM's commitment this round, if made. */
  readonly gmCommit?: { readonly round: number; readonly digest: string };
  /** The running timer's deadline on the relay's clock. */
  readonly timer?: { readonly deadline: number | null; readonly seconds: number; readonly purpose: string };
}

/** A reveal as every device receives it, to check for itself. */
export interface Revealed {
  readonly seat: string;
  readonly round: number;
  readonly pick: unknown;
  readonly nonce: string;
  readonly digest: string;
  readonly verified: boolean;
}

/** Every acknowledgement: done, or refused with a code and words for the person. */
export type Ack<T = Record<string, unknown>> =
  | ({ readonly ok: true } & T)
  | { readonly ok: false; readonly error: { readonly code: string; readonly message: string } };

/** The first problem of a failed parse, in words for the person. */
export function explain(e: z.ZodError): string {
  const i = e.issues[0];
  if (!i) return 'the message is not valid';
  const at = i.path.length ? `${i.path.join('.')}: ` : '';
  return `${at}${i.message}`.slice(0, 200);
}

// ---- relay → the GM's table (checked there too: the table trusts no message it did not make) ----

export const toGmMessages = {
  locked: z.strictObject({ seat: id, round, digest, at: z.number() }),
  revealed: z.strictObject({ seat: id, round, pick: json, nonce: secret128, digest, verified: z.boolean() }),
  mismatch: z.strictObject({ seat: id, round }),
  move: z.strictObject({ seat: id, ...seatMessages['seat:move'].shape }),
  'join-request': z.strictObject({ request: id, seat: id, name }),
} as const;
