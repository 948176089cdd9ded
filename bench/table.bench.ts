// `npm run bench:table`: the players' table, on loopback. Prints one line:
//   bench:table join_ms=… lockin_to_gm_p50_ms=… lockin_to_gm_p99_ms=… reveal_fanout_p99_ms_1_room=…
//               reveal_fanout_p99_ms_1000_rooms=… rooms_per_node=… kb_per_room=…
// join_ms: a seat link opened in Chromium (a cold context) → the seat's moves shown.
// lockin_to_gm_*: a device's "Place face down" (seat client, Node) → the GM library's "locked".
// reveal_fanout_*: the GM's reveal → every device of the room has it; one room of 6 devices on
// one in-memory relay, and 1,000 rooms × 6 sockets on two relay processes with Redis (simulated
// clients in this process). rooms_per_node: the rooms each node held at that latency (the load
// this bench puts on, not a saturation point). kb_per_room: the nodes' resident memory and Redis's
// memory grown per room. Bounded: at most BENCH_ROOMS rooms (default 1000) and 180 s of setup.
import { readFileSync } from 'node:fs';
import { createClient } from 'redis';
import { chromium } from 'playwright-core';
import { io, type Socket } from 'socket.io-client';
import { defaultPicks } from '../engine/core/moves.js';
import { createGmPlayers } from '../extension/lib/players/gm-players.js';
import { createSeatClient } from '../relay/client/seat-client.js';
import { seal } from '../relay/protocol/commitment.js';
import { newRoomCode, newSecret, secretHash } from '../relay/protocol/secrets.js';
import { startRelay } from '../relay/server/relay.js';
import { playerDir } from '../relay/server/serve.js';
import { siteFromDir } from '../relay/server/static-site.js';
import { CHROMIUM } from '../test/e2e/harness.js';
import { connect, memoryStorage, playerSeats, scriptedTable, until } from '../test/players/kit.js';
import { startNode, startRedis } from '../test/players/redis-kit.js';

const ROOMS = Number(process.env.BENCH_ROOMS ?? 1000);
const SETUP_MS = 180_000;
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? Number.NaN;
};
const r1 = (n: number) => Math.round(n * 10) / 10;
/** A value the bench cannot go on without. */
function must<T>(v: T | null | undefined, what: string): T {
  if (v === null || v === undefined) throw new Error(`bench:table: no ${what}`);
  return v;
}

async function joinAndLockin() {
  const relay = await startRelay({ host: '127.0.0.1', port: 0, site: siteFromDir(playerDir()) });
  const t = scriptedTable('witchhammer');
  const gm = createGmPlayers({
    relay: relay.url,
    connect,
    system: t.sys,
    state: t.state,
    events: t.events,
    apply: t.apply,
  });
  await until(() => gm.relayUp, 'GM');
  const invite = await gm.setSeats(playerSeats(t));
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const joins: number[] = [];
  for (let i = 0; i < 3; i++) {
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
    const page = await ctx.newPage();
    const t0 = performance.now();
    await page.goto(must(invite.seatLinks[i % 4], 'seat link').url);
    await page.getByTestId('place-face-down').waitFor();
    joins.push(performance.now() - t0);
    await ctx.close();
  }
  await browser.close();
  // Lock-in → "locked" at the GM, 60 times over four devices.
  const seats = invite.seatLinks.map((l) => {
    const u = new URL(l.url);
    const c = createSeatClient({
      url: relay.url,
      room: gm.room,
      token: must(new URLSearchParams(u.hash.slice(1)).get('token'), 'token'),
      connect,
      storage: memoryStorage(),
    });
    c.start();
    return c;
  });
  await until(() => seats.every((s) => s.snapshot.part?.moves.length), 'seats');
  const lock: number[] = [];
  let waiting: { seat: string; t0: number; done: () => void } | undefined;
  gm.on<{ seat: string }>('locked', (m) => {
    if (waiting && m.seat === waiting.seat) {
      lock.push(performance.now() - waiting.t0);
      waiting.done();
    }
  });
  for (let i = 0; i < 60; i++) {
    const s = must(seats[i % 4], 'seat');
    const m = must(
      s.snapshot.part?.moves.find((x) => x.action.type === 'play'),
      'play move',
    );
    await new Promise<void>((done) => {
      waiting = { seat: must(s.snapshot.seat, 'seat id'), t0: performance.now(), done };
      void s.placeFaceDown(m, defaultPicks(m));
    });
  }
  for (const s of seats) s.close();
  gm.close();
  await relay.close();
  return { join: Math.min(...joins), lockP50: pct(lock, 50), lockP99: pct(lock, 99) };
}

/** A room of raw sockets: a GM and five seats; returns the GM's reveal → all five have it. */
async function rawRoom(url: string) {
  const room = newRoomCode();
  const key = newSecret();
  const opts = { transports: ['websocket'], forceNew: true, reconnection: false };
  const gm = io(url, { ...opts, auth: { role: 'gm', v: 1, room, key } });
  await new Promise<void>((ok, bad) => {
    gm.once('connect', () => ok());
    gm.once('connect_error', bad);
  });
  const tokens = Array.from({ length: 5 }, () => newSecret());
  await gm.emitWithAck('gm:seats', {
    seats: tokens.map((t, i) => ({ id: `s${i}`, name: `Seat ${i}`, combatants: [`c${i}`], tokens: [secretHash(t)] })),
  });
  await gm.emitWithAck('gm:view', {
    seq: 1,
    system: 'witchhammer',
    round: 1,
    phase: 'plan',
    view: {},
    events: [],
    secret: true,
    dice: 'engine',
  });
  const seats: Socket[] = [];
  for (const t of tokens) {
    const s = io(url, { ...opts, auth: { role: 'seat', v: 1, room, token: t } });
    await new Promise<void>((ok, bad) => {
      s.once('connect', () => ok());
      s.once('connect_error', bad);
    });
    seats.push(s);
  }
  let round = 1;
  return {
    sockets: [gm, ...seats],
    async reveal(): Promise<number> {
      const r = round++;
      const sealed = seal({ plays: { m: 'claws' } }, r, 'gm');
      await gm.emitWithAck('gm:commit', { round: r, digest: sealed.digest });
      const got = seats.map((s) => new Promise<number>((ok) => s.once('revealed', () => ok(performance.now()))));
      const t0 = performance.now();
      gm.emit('gm:reveal', { round: r, pick: sealed.pick, nonce: sealed.nonce });
      const times = await Promise.all(got);
      return Math.max(...times) - t0;
    },
  };
}

async function fanout1Room() {
  const relay = await startRelay({ host: '127.0.0.1', port: 0 });
  const room = await rawRoom(relay.url);
  const xs: number[] = [];
  for (let i = 0; i < 60; i++) xs.push(await room.reveal());
  for (const s of room.sockets) s.close();
  await relay.close();
  return pct(xs, 99);
}

const rssKb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

async function fanoutManyRooms() {
  const redis = await startRedis();
  const a = await startNode(redis.url);
  const b = await startNode(redis.url);
  const rc = createClient({ url: redis.url });
  await rc.connect();
  const mem = async () => Number(/used_memory:(\d+)/.exec(await rc.info('memory'))?.[1] ?? 0) / 1024;
  const before = { a: rssKb(must(a.proc.pid, 'pid')), b: rssKb(must(b.proc.pid, 'pid')), redis: await mem() };
  const rooms: Awaited<ReturnType<typeof rawRoom>>[] = [];
  const end = Date.now() + SETUP_MS;
  // Half the rooms on each node (a room's GM and devices on one node, as a balancer hashing the room would; the
  // streams adapter still carries every broadcast to the other node).
  while (rooms.length < ROOMS && Date.now() < end) {
    const batch = await Promise.all(
      Array.from({ length: 20 }, (_, i) => rawRoom((rooms.length + i) % 2 ? b.url : a.url)),
    );
    rooms.push(...batch);
  }
  const after = { a: rssKb(must(a.proc.pid, 'pid')), b: rssKb(must(b.proc.pid, 'pid')), redis: await mem() };
  const xs: number[] = [];
  // 300 reveals in rooms spread over both nodes, 10 at a time.
  for (let i = 0; i < 300; i += 10)
    xs.push(
      ...(await Promise.all(
        Array.from({ length: 10 }, (_, k) => must(rooms[((i + k) * 7) % rooms.length], 'room').reveal()),
      )),
    );
  for (const r of rooms) for (const s of r.sockets) s.close();
  await rc.quit();
  await a.stop();
  await b.stop();
  await redis.stop();
  const kb = (after.a - before.a + (after.b - before.b) + (after.redis - before.redis)) / rooms.length;
  return { p99: pct(xs, 99), rooms: rooms.length, perNode: Math.round(rooms.length / 2), kb };
}

const jl = await joinAndLockin();
const one = await fanout1Room();
const many = await fanoutManyRooms();
process.stdout.write(
  `bench:table join_ms=${Math.round(jl.join)} lockin_to_gm_p50_ms=${r1(jl.lockP50)} lockin_to_gm_p99_ms=${r1(jl.lockP99)} reveal_fanout_p99_ms_1_room=${r1(one)} reveal_fanout_p99_ms_${many.rooms}_rooms=${r1(many.p99)} rooms_per_node=${many.perNode} kb_per_room=${r1(many.kb)}\n`,
);
process.exit(0);
