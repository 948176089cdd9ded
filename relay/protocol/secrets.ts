// The room's secrets: a seat's token and the GM's key are 128 random bits; the relay keeps only
// their SHA-256, so a copy of its store (or of Redis) lets nobody take a seat.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { newNonce } from './commitment.js';
import { ROOM_ALPHABET } from './constants.js';

/** A fresh 128-bit secret as 32 hex digits (a seat token, the GM's key). */
export const newSecret = (): string => newNonce();

/** What the relay stores of a secret. */
export const secretHash = (secret: string): string => bytesToHex(sha256(utf8ToBytes(secret)));

/** A fresh room code: 6 characters a player can type (about 30 bits: a name, not a secret). */
export function newRoomCode(
  random: (b: Uint8Array) => Uint8Array = (b) => globalThis.crypto.getRandomValues(b),
): string {
  const bytes = random(new Uint8Array(6));
  // 31 letters: 256 % 31 leaves a bias of under 1 % per character, harmless for a name.
  return Array.from(bytes, (b) => ROOM_ALPHABET[b % ROOM_ALPHABET.length]).join('');
}
