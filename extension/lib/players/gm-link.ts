// The GM's table's connection to the relay: one socket as the room's GM, with acknowledged sends,
// reconnection, and the room re-created from the table when the relay lost it (a restart without
// Redis): the seats, the latest views and the commitments on record are sent again.
import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import type { z } from 'zod';
import { PROTOCOL } from '../../../relay/protocol/constants.js';
import { type Ack, type RoomState, toGmMessages } from '../../../relay/protocol/messages.js';

export type Connect = (url: string, opts: Partial<ManagerOptions & SocketOptions>) => Socket;

export interface GmLink {
  send<T = Record<string, unknown>>(event: string, data: unknown): Promise<Ack<T>>;
  /** A message from the relay, checked against its schema first (an invalid one is dropped). */
  on<K extends keyof typeof toGmMessages>(event: K, fn: (data: z.infer<(typeof toGmMessages)[K]>) => void): void;
  /** Status messages: the relay's own summary, shown, never acted on as a move. */
  onStatus(fn: (data: RoomState) => void): void;
  readonly connected: boolean;
  close(): void;
}

/** How long an acknowledgement may take before the send counts as failed (the relay is gone). */
const ACK_MS = 10_000;

export function gmLink(
  connect: Connect,
  url: string,
  room: string,
  key: string,
  events: {
    /** Every (re)connection, with the room as the relay has it; `known` false: the relay lost it. */
    onRoom(st: RoomState & { known?: boolean }): void;
    onConnection(up: boolean, why?: string): void;
  },
): GmLink {
  const socket = connect(url, {
    auth: { role: 'gm', v: PROTOCOL, room, key },
    transports: ['websocket'],
    reconnectionDelay: 300,
    reconnectionDelayMax: 3000,
  });
  socket.on('connect', () => events.onConnection(true));
  socket.on('disconnect', (why) => events.onConnection(false, why));
  socket.on('connect_error', (e: Error & { data?: { message?: string } }) =>
    events.onConnection(false, e.data?.message ?? e.message),
  );
  socket.on('room', (st: RoomState & { known?: boolean }) => events.onRoom(st));
  return {
    get connected() {
      return socket.connected;
    },
    async send<T>(event: string, data: unknown): Promise<Ack<T>> {
      if (!socket.connected) return { ok: false, error: { code: 'relay/gone', message: 'the relay is not reachable' } };
      try {
        return (await socket.timeout(ACK_MS).emitWithAck(event, data)) as Ack<T>;
      } catch {
        return { ok: false, error: { code: 'relay/timeout', message: 'the relay did not answer' } };
      }
    },
    on(event, fn) {
      const schema = toGmMessages[event];
      socket.on(event as string, (d: unknown) => {
        const r = schema.safeParse(d);
        if (r.success) (fn as (v: unknown) => void)(r.data);
      });
    },
    onStatus(fn) {
      socket.on('status', fn);
    },
    close() {
      socket.close();
    },
  };
}
