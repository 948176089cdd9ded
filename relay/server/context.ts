// What every handler of the relay is given: the Socket.IO server, the room store, the clock, the
// log, the caps; and who a connection is (its role, decided at the handshake).
import type { Server } from 'socket.io';
import type { RoomState } from '../protocol/messages.js';
import type { Limits } from './limits.js';
import type { RoomStore } from './room-store.js';

export type Role =
  | { role: 'gm'; room: string }
  | { role: 'seat'; room: string; seat: string; token: string }
  | { role: 'guest'; room: string; requests: number };

export interface Ctx {
  readonly io: Server;
  readonly store: RoomStore;
  readonly now: () => number;
  readonly log: (line: string) => void;
  readonly limits: Limits;
  state(room: string, withView: boolean): Promise<RoomState>;
  status(room: string): Promise<void>;
}
