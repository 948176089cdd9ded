// The relay behind `fray table`: a Socket.IO server that passes messages between the GM's table
// and the players' devices, and serves the player page. It holds only room membership, the
// latest public view (and each seat's part of it), the open reveal and this round's commitments
// until their reveal: never a pick before its reveal, and it logs no picks. Rooms live in memory,
// or in Redis with `redis` (Socket.IO's Redis streams adapter carries the messages between nodes
// and keeps connection-state recovery working across them).
import { createServer, type IncomingMessage, type Server as HttpServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, type ServerOptions, type Socket } from 'socket.io';
import type { z } from 'zod';
import {
  auth as authSchema,
  explain,
  gmMessages,
  guestMessages,
  seatMessages,
  type Ack,
  type RoomState,
} from '../protocol/messages.js';
import { secretHash } from '../protocol/secrets.js';
import { DEFAULT_EXTENSION_ORIGINS, hostsFor, refusal, type OriginPolicy } from './guards.js';
import { bucket, DEFAULT_LIMITS, type Limits } from './limits.js';
import type { Ctx, Role } from './context.js';
import { gmHandlers } from './gm-handlers.js';
import { guestHandlers, seatHandlers } from './seat-handlers.js';
import { roomData, roomState } from './room.js';
import { memoryStore, type RoomStore } from './room-store.js';
import type { StaticSite } from './static-site.js';

export interface RelayOptions {
  readonly host: string;
  /** 0: any free port. */
  readonly port: number;
  readonly store?: RoomStore;
  /** Socket.IO adapter (the Redis streams adapter when scaled out). */
  readonly adapter?: ServerOptions['adapter'];
  /** Host names a reverse proxy serves the relay under (`table.example.org`). */
  readonly publicHosts?: readonly string[];
  /** Origins allowed to open sockets besides the relay's own page (default: browser extensions). */
  readonly origins?: readonly string[];
  readonly limits?: Partial<Limits>;
  /** How long a sleeping phone's session and missed messages are kept for it (ms). */
  readonly recoveryMs?: number;
  readonly site?: StaticSite;
  readonly log?: (line: string) => void;
  readonly now?: () => number;
  /** A name for this node in logs (several nodes behind one address). */
  readonly node?: string;
}

export interface Relay {
  readonly url: string;
  readonly port: number;
  readonly io: Server;
  readonly http: HttpServer;
  close(): Promise<void>;
}

export async function startRelay(opts: RelayOptions): Promise<Relay> {
  const limits: Limits = { ...DEFAULT_LIMITS, ...opts.limits };
  const now = opts.now ?? Date.now;
  const log = opts.log ?? (() => {});
  const store = opts.store ?? memoryStore(now);
  const http = createServer();
  let policy: OriginPolicy = { hosts: new Set(), origins: opts.origins ?? DEFAULT_EXTENSION_ORIGINS };

  http.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.url?.startsWith('/socket.io/')) return; // Socket.IO's own
    const why = refusal(req, { ...policy, origins: [] });
    if (why) return void send(res, 421, 'text/plain', 'Misdirected request\n');
    if (req.method !== 'GET' && req.method !== 'HEAD') return void send(res, 405, 'text/plain', 'Method not allowed\n');
    if ((req.url ?? '').length > 2048) return void send(res, 414, 'text/plain', 'URI too long\n');
    const path = (req.url ?? '/').split(/[?#]/)[0] ?? '/';
    if (path === '/healthz') return void send(res, 200, 'text/plain', 'ok\n');
    const file = opts.site?.get(path);
    if (!file) return void send(res, 404, 'text/plain', 'Not found\n');
    send(res, 200, file.type, req.method === 'HEAD' ? '' : file.body, file.headers);
  });

  const io = new Server(http, {
    serveClient: false,
    maxHttpBufferSize: limits.frameBytes,
    // Phones keep the socket: websocket only, so that no node needs sticky sessions.
    transports: ['websocket'],
    pingInterval: 10_000,
    pingTimeout: 8_000,
    connectionStateRecovery: { maxDisconnectionDuration: opts.recoveryMs ?? 120_000, skipMiddlewares: false },
    allowRequest: (req, cb) => {
      const why = refusal(req, policy);
      if (why) log(`refused a socket: ${why}`);
      cb(why, why === null);
    },
    ...(opts.adapter ? { adapter: opts.adapter } : {}),
  });

  const roomBuckets = new Map<string, ReturnType<typeof bucket>>();
  let roomsHere = 0;

  const ctx: Ctx = {
    io,
    store,
    now,
    log,
    limits,
    async state(room: string, withView: boolean): Promise<RoomState> {
      const [fields, sockets] = await Promise.all([store.read(room), io.in(`room:${room}`).fetchSockets()]);
      const present = new Set<string>();
      let gm = false;
      for (const s of sockets) {
        const r = s.data as Role;
        if (r.role === 'seat') present.add(r.seat);
        if (r.role === 'gm') gm = true;
      }
      return roomState(room, roomData(fields), present, gm, withView);
    },
    async status(room: string): Promise<void> {
      const st = await ctx.state(room, false);
      io.to(`room:${room}`).emit('status', st);
    },
  };

  io.use((socket, next) => void handshake(socket, next));
  async function handshake(socket: Socket, next: (e?: Error) => void): Promise<void> {
    try {
      const a = authSchema.safeParse(socket.handshake.auth);
      if (!a.success) return next(refuse('auth/invalid', `the handshake is not valid (${explain(a.error)})`));
      const d = roomData(await store.read(a.data.room));
      if (a.data.role === 'gm') {
        const h = secretHash(a.data.key);
        if (d.exists && d.gmKeyHash !== h)
          return next(refuse('room/taken', 'this room code belongs to another table; make a new room'));
        if (!d.exists) {
          if (roomsHere >= limits.roomsPerNode)
            return next(refuse('room/full', 'this relay holds all the rooms it can'));
          await store.write(a.data.room, { gm: h });
          log(`room ${a.data.room}: opened`);
        }
        socket.data = { role: 'gm', room: a.data.room } satisfies Role;
        (socket as Socket & { fresh?: boolean }).fresh = !d.exists;
        return next();
      }
      if (!d.exists) return next(refuse('room/unknown', 'this table is not open: ask the GM to open it'));
      if (a.data.role === 'seat') {
        const h = secretHash(a.data.token);
        const seat = d.seats.find((s) => s.tokens.includes(h));
        if (!seat)
          return next(refuse('seat/forbidden', 'this seat link is not valid any more: ask the GM for a new one'));
        socket.data = { role: 'seat', room: a.data.room, seat: seat.id, token: h } satisfies Role;
        return next();
      }
      socket.data = { role: 'guest', room: a.data.room, requests: 0 } satisfies Role;
      next();
    } catch (e) {
      log(`handshake failed: ${(e as Error).message}`);
      next(refuse('relay/unavailable', 'the relay cannot read its rooms right now; try again'));
    }
  }

  io.on('connection', (socket) => {
    const role = socket.data as Role;
    const room = role.room;
    const conn = bucket(limits.perConnection.rate, limits.perConnection.burst, now);
    let rb = roomBuckets.get(room);
    if (!rb) {
      rb = bucket(limits.perRoom.rate, limits.perRoom.burst, now);
      roomBuckets.set(room, rb);
      roomsHere++;
    }
    const roomBucket = rb;
    let refusedInRow = 0;
    void socket.join([`room:${room}`, ...joinsOf(role)]);

    // Every packet: size by role, rate per connection and per room; then the handler validates it.
    socket.use((packet, next) => {
      const [event] = packet;
      const ack =
        typeof packet[packet.length - 1] === 'function' ? (packet[packet.length - 1] as (a: Ack) => void) : undefined;
      if (
        role.role !== 'gm' &&
        JSON.stringify(packet.slice(1, ack ? -1 : undefined)).length > limits.seatMessageBytes
      ) {
        log(`room ${room}: dropped a connection sending an oversized ${String(event).slice(0, 40)}`);
        socket.disconnect(true);
        return;
      }
      if (!conn.take() || !roomBucket.take()) {
        refusedInRow++;
        ack?.({ ok: false, error: { code: 'rate/limited', message: 'too many messages: slow down' } });
        if (refusedInRow >= limits.dropAfter) {
          log(`room ${room}: dropped a flooding connection`);
          socket.disconnect(true);
        }
        return;
      }
      refusedInRow = 0;
      next();
    });

    const handlers: Record<string, (data: never, s: Socket) => Promise<Ack>> =
      role.role === 'gm'
        ? gmHandlers(ctx, role)
        : role.role === 'seat'
          ? seatHandlers(ctx, role)
          : guestHandlers(ctx, role);
    const schemas: Record<string, z.ZodType> =
      role.role === 'gm' ? gmMessages : role.role === 'seat' ? seatMessages : guestMessages;

    socket.onAny((event: string, ...args: unknown[]) => {
      const ack = typeof args[args.length - 1] === 'function' ? (args.pop() as (a: Ack) => void) : undefined;
      const reply = (a: Ack) => ack?.(a);
      if (event === 'time') return reply({ ok: true, now: now() });
      const schema = Object.hasOwn(schemas, event) ? schemas[event] : undefined;
      const handler = Object.hasOwn(handlers, event) ? handlers[event] : undefined;
      if (!schema || !handler)
        return reply({
          ok: false,
          error: { code: 'message/unknown', message: `no such message '${String(event).slice(0, 40)}'` },
        });
      const parsed = schema.safeParse(args[0]);
      if (!parsed.success)
        return reply({ ok: false, error: { code: 'message/invalid', message: `${event}: ${explain(parsed.error)}` } });
      handler(parsed.data as never, socket).then(reply, (e: unknown) => {
        log(`room ${room}: ${event} failed: ${(e as Error).message}`);
        reply({ ok: false, error: { code: 'relay/error', message: 'the relay could not do that; try again' } });
      });
    });

    void (async () => {
      const st = await ctx.state(room, role.role !== 'guest');
      const part = role.role === 'seat' ? roomData(await store.read(room)).parts[role.seat] : undefined;
      socket.emit('room', {
        ...st,
        ...(role.role === 'gm' ? { known: !(socket as Socket & { fresh?: boolean }).fresh } : {}),
        ...(role.role === 'seat' ? { seat: role.seat, ...(part ? { part } : {}) } : {}),
      });
      if (role.role !== 'guest') await ctx.status(room);
    })().catch((e: unknown) => log(`room ${room}: could not send the room: ${(e as Error).message}`));

    socket.on('disconnect', () => {
      if (role.role !== 'guest') void ctx.status(room).catch(() => {});
    });
  });

  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(opts.port, opts.host, () => resolve());
  });
  const port = (http.address() as AddressInfo).port;
  policy = { ...policy, hosts: hostsFor(opts.host, port, opts.publicHosts) };
  const shown = opts.host.includes(':') ? `[${opts.host}]` : opts.host;
  return {
    url: `http://${shown}:${port}`,
    port,
    io,
    http,
    async close() {
      // Transports first, without Socket.IO's "disconnect" packet: to a device this is the relay
      // going away (a restart, a node lost), after which it reconnects, not a dismissal.
      io.engine.close();
      await new Promise<void>((resolve) => {
        void io.close(() => resolve());
      });
      await store.close();
    },
  };
}

function joinsOf(r: Role): string[] {
  if (r.role === 'gm') return [`gm:${r.room}`];
  if (r.role === 'seat') return [`seats:${r.room}`, `seat:${r.room}:${r.seat}`];
  return [`guests:${r.room}`];
}

/** A handshake refusal the client reads as `err.data` (a code and words for the person). */
function refuse(code: string, message: string): Error {
  return Object.assign(new Error(message), { data: { code, message } });
}

function send(
  res: ServerResponse,
  status: number,
  type: string,
  body: string | Uint8Array,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, {
    'content-type': type,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cache-control': 'no-cache',
    ...headers,
  });
  res.end(body);
}
