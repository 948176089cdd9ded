// Commit, then reveal: a device locks a face-down pick in by sending only a commitment, SHA-256
// over the canonical JSON of { pick, round, seat, nonce } with a fresh 128-bit nonce; at the
// reveal it sends the pick and the nonce, and anyone holding the commitment checks them. The
// nonce makes the digest unguessable (without it, the few picks a seat has could be hashed one by
// one and matched); the round and seat bind it to this round and this seat, so a commitment cannot
// be replayed in another round or passed to another seat.
//
// @noble/hashes, not crypto.subtle: a phone on a plain-http LAN page is no secure context and has
// no crypto.subtle, and every device must compute the same digest. crypto.getRandomValues works
// in every context. Pure apart from the nonce's randomness, which is passed in where tests need it.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { canonicalJson } from './canonical-json.js';

/** What a commitment binds: the pick (an action, or the GM's plans), its round and seat, and the nonce. */
export interface Opening {
  readonly pick: unknown;
  readonly round: number;
  readonly seat: string;
  /** 32 lowercase hex digits: 128 random bits. */
  readonly nonce: string;
}

/** The seat name the GM's own commitment (the monsters' plans) is made under. */
export const GM_SEAT = 'gm';

export const NONCE_HEX = 32;
export const DIGEST_HEX = 64;

/** A fresh 128-bit nonce as hex, from the platform's cryptographic random source. */
export function newNonce(random: (b: Uint8Array) => Uint8Array = (b) => globalThis.crypto.getRandomValues(b)): string {
  return bytesToHex(random(new Uint8Array(NONCE_HEX / 2)));
}

/** The commitment to an opening: lowercase hex SHA-256 of its canonical JSON. */
export function commitmentOf(o: Opening): string {
  return bytesToHex(sha256(utf8ToBytes(canonicalJson({ pick: o.pick, round: o.round, seat: o.seat, nonce: o.nonce }))));
}

/** Whether an opening matches a commitment (and is well formed: a real nonce). */
export function verifyOpening(o: Opening, digest: string): boolean {
  if (!/^[0-9a-f]{32}$/.test(o.nonce) || !/^[0-9a-f]{64}$/.test(digest)) return false;
  let same = 0;
  const mine = commitmentOf(o);
  for (let i = 0; i < DIGEST_HEX; i++) same |= mine.charCodeAt(i) ^ digest.charCodeAt(i);
  return same === 0;
}

/** A commitment with its opening, as the device that made it keeps it until the reveal. */
export interface Sealed extends Opening {
  readonly digest: string;
}

export function seal(pick: unknown, round: number, seat: string, nonce: string = newNonce()): Sealed {
  const o = { pick, round, seat, nonce };
  return { ...o, digest: commitmentOf(o) };
}
