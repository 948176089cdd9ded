// The relay's caps: every frame, every message by role, and the rate of messages per connection
// and per room (token buckets). A client over a cap is refused; one that keeps flooding, or sends
// an oversized message, is disconnected.

export interface Limits {
  /** Largest frame the relay reads at all (engine.io drops the connection above it). */
  readonly frameBytes: number;
  /** Largest message of a seat or a guest (a pick, a move, a join). */
  readonly seatMessageBytes: number;
  /** Messages per second per connection, and the burst allowed. */
  readonly perConnection: { readonly rate: number; readonly burst: number };
  /** Messages per second per room on one node (all its devices and the GM together), and burst. */
  readonly perRoom: { readonly rate: number; readonly burst: number };
  /** Refusals in a row after which a flooding connection is dropped. */
  readonly dropAfter: number;
  /** Rooms one relay node holds at most (joins of new rooms above it are refused). */
  readonly roomsPerNode: number;
  /** Join requests per guest connection. */
  readonly joinRequests: number;
}

export const DEFAULT_LIMITS: Limits = {
  frameBytes: 256 * 1024,
  seatMessageBytes: 8 * 1024,
  perConnection: { rate: 20, burst: 60 },
  perRoom: { rate: 200, burst: 400 },
  dropAfter: 40,
  roomsPerNode: 50_000,
  joinRequests: 5,
};

/** A token bucket on an injected clock (milliseconds). */
export function bucket(rate: number, burst: number, now: () => number) {
  let tokens = burst;
  let at = now();
  return {
    take(): boolean {
      const t = now();
      tokens = Math.min(burst, tokens + ((t - at) / 1000) * rate);
      at = t;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}
