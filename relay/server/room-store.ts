// What the relay keeps of a room, field by field: the GM's key (hashed), the seats (with their
// tokens hashed), the latest public view and each seat's part, the open reveal, the timer, and the
// commitments of this round until their reveal. Never a pick. In memory for one process, or in
// Redis (a hash per room) so that every node of a scaled-out relay sees the same room; each write
// touches whole fields, so two nodes writing different fields of one room never race.
import type { createClient } from 'redis';

export type Fields = Readonly<Record<string, string>>;

export interface RoomStore {
  /** Every field of a room ({} when the relay has no such room). */
  read(room: string): Promise<Fields>;
  write(room: string, fields: Fields): Promise<void>;
  remove(room: string, fields: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

/** A room unused this long is forgotten (a fight is a few hours at most). */
export const ROOM_TTL_S = 12 * 3600;

export function memoryStore(now: () => number = Date.now): RoomStore & { readonly rooms: number } {
  const rooms = new Map<string, { fields: Map<string, string>; touched: number }>();
  const sweep = () => {
    const old = now() - ROOM_TTL_S * 1000;
    for (const [k, r] of rooms) if (r.touched < old) rooms.delete(k);
  };
  return {
    get rooms() {
      return rooms.size;
    },
    async read(room) {
      return Object.fromEntries(rooms.get(room)?.fields ?? []);
    },
    async write(room, fields) {
      let r = rooms.get(room);
      if (!r) {
        sweep();
        r = { fields: new Map(), touched: now() };
        rooms.set(room, r);
      }
      r.touched = now();
      for (const [k, v] of Object.entries(fields)) r.fields.set(k, v);
    },
    async remove(room, fields) {
      const r = rooms.get(room);
      if (r) for (const f of fields) r.fields.delete(f);
    },
    async close() {},
  };
}

type Redis = ReturnType<typeof createClient>;

export function redisStore(client: Redis, prefix = 'fray:room:'): RoomStore {
  const key = (room: string) => `${prefix}${room}`;
  return {
    async read(room) {
      return (await client.hGetAll(key(room))) as Record<string, string>;
    },
    async write(room, fields) {
      if (!Object.keys(fields).length) return;
      await client.multi().hSet(key(room), fields).expire(key(room), ROOM_TTL_S).exec();
    },
    async remove(room, fields) {
      if (fields.length) await client.hDel(key(room), [...fields]);
    },
    async close() {},
  };
}
