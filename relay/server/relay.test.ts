// The relay against hostile clients, on loopback: forged and revoked seat tokens, a seat playing
// another seat's combatant or a move not offered, reveals that do not match, oversized frames,
// floods, cross-origin pages and foreign Host names, invalid messages; and that it binds only to
// the address given and keeps no pick before its reveal.
import { request } from 'node:http';
import { io, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { seal } from '../protocol/commitment.js';
import { type Ack, PROTOCOL } from '../protocol/messages.js';
import { newSecret, secretHash } from '../protocol/secrets.js';
import { type Relay, startRelay } from './relay.js';
import { memoryStore } from './room-store.js';

const open: { close(): unknown }[] = [];
afterEach(async () => {
  for (const c of open.splice(0).reverse()) await c.close();
});

const ROOM = 'ABCDEF';
const GM_KEY = newSecret();
const TOKENS = { s1: newSecret(), s2: newSecret() };

async function relay(opts: Partial<Parameters<typeof startRelay>[0]> = {}) {
  const store = memoryStore();
  const r = await startRelay({ host: '127.0.0.1', port: 0, store, ...opts });
  open.push(r);
  return { r, store };
}

function client(r: Relay, auth: object, extra: Record<string, unknown> = {}): Socket {
  const s = io(r.url, {
    auth: { v: PROTOCOL, room: ROOM, ...auth },
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    ...extra,
  });
  open.push(s);
  return s;
}

const connected = (s: Socket) =>
  new Promise<{ ok: true } | { ok: false; code: string }>((resolve) => {
    s.once('connect', () => resolve({ ok: true }));
    s.once('connect_error', (e: Error & { data?: { code: string } }) =>
      resolve({ ok: false, code: e.data?.code ?? e.message }),
    );
  });
const gone = (s: Socket) => new Promise<string>((resolve) => s.once('disconnect', (why) => resolve(why)));
const send = (s: Socket, ev: string, data: unknown) => s.timeout(5000).emitWithAck(ev, data) as Promise<Ack>;

const moveOf = (id: string, actor: string, type = 'turn') => ({ id, actor, label: id, action: { type }, choices: [] });

/** A room with two seats, a public view with face-down picks, and each seat's part. */
async function room(r: Relay, secret = true) {
  const gm = client(r, { role: 'gm', key: GM_KEY });
  expect(await connected(gm)).toEqual({ ok: true });
  const seats = Object.entries(TOKENS).map(([id, t]) => ({
    id,
    name: `Seat ${id}`,
    combatants: [`c-${id}`],
    tokens: [secretHash(t)],
  }));
  expect(await send(gm, 'gm:seats', { seats })).toEqual({ ok: true });
  const view = { seq: 1, system: 'witchhammer', round: 1, phase: 'plan', view: {}, events: [], secret, dice: 'engine' };
  expect(await send(gm, 'gm:view', view)).toEqual({ ok: true });
  for (const id of Object.keys(TOKENS))
    await send(gm, 'gm:part', {
      seat: id,
      moves: [moveOf(`play:c-${id}`, `c-${id}`, 'play'), moveOf(`turn:c-${id}`, `c-${id}`)],
      secret: [`play:c-${id}`],
      mine: {},
      asks: [],
    });
  return gm;
}

async function seat(r: Relay, id: keyof typeof TOKENS) {
  const s = client(r, { role: 'seat', token: TOKENS[id] });
  expect(await connected(s)).toEqual({ ok: true });
  return s;
}

describe('the relay', () => {
  it('binds to the address given', async () => {
    const { r } = await relay();
    expect(r.http.address()).toMatchObject({ address: '127.0.0.1' });
  });

  it('refuses a forged seat token, and a revoked one (its device leaves at once)', async () => {
    const { r } = await relay();
    const gm = await room(r);
    expect(await connected(client(r, { role: 'seat', token: newSecret() }))).toEqual({
      ok: false,
      code: 'seat/forbidden',
    });
    expect(await connected(client(r, { role: 'seat', token: 'not-hex' }))).toEqual({ ok: false, code: 'auth/invalid' });
    const s1 = await seat(r, 's1');
    const left = gone(s1);
    expect(await send(gm, 'gm:revoke', { seat: 's1' })).toEqual({ ok: true });
    expect(await left).toBe('io server disconnect');
    // Replayed after revocation:
    expect(await connected(client(r, { role: 'seat', token: TOKENS.s1 }))).toEqual({
      ok: false,
      code: 'seat/forbidden',
    });
  });

  it("refuses a GM key that is not the room's", async () => {
    const { r } = await relay();
    await room(r);
    expect(await connected(client(r, { role: 'gm', key: newSecret() }))).toEqual({ ok: false, code: 'room/taken' });
  });

  it("refuses a move not offered, another seat's combatant's move, and a face-down pick sent in the open", async () => {
    const { r } = await relay();
    const gm = await room(r);
    const s1 = await seat(r, 's1');
    const forwarded: unknown[] = [];
    gm.on('move', (m) => forwarded.push(m));
    expect(await send(s1, 'seat:move', { ref: 'r1', move: 'turn:c-s2', picks: {} })).toMatchObject({
      ok: false,
      error: { code: 'move/not-offered' },
    });
    expect(await send(s1, 'seat:move', { ref: 'r2', move: 'nothing', picks: {} })).toMatchObject({
      error: { code: 'move/not-offered' },
    });
    expect(await send(s1, 'seat:move', { ref: 'r3', move: 'play:c-s1', picks: {} })).toMatchObject({
      error: { code: 'move/face-down' },
    });
    // A part that (by a bug of the table) offers another seat's combatant is refused too.
    await send(gm, 'gm:part', { seat: 's1', moves: [moveOf('turn:c-s2', 'c-s2')], secret: [], mine: {}, asks: [] });
    expect(await send(s1, 'seat:move', { ref: 'r4', move: 'turn:c-s2', picks: {} })).toMatchObject({
      error: { code: 'move/not-your-combatant' },
    });
    expect(await send(s1, 'seat:move', { ref: 'r5', move: 'turn:c-s1', picks: {} })).toMatchObject({
      error: { code: 'move/not-offered' },
    });
    await send(gm, 'gm:part', { seat: 's1', moves: [moveOf('turn:c-s1', 'c-s1')], secret: [], mine: {}, asks: [] });
    expect(await send(s1, 'seat:move', { ref: 'r6', move: 'turn:c-s1', picks: { target: 'x' } })).toEqual({ ok: true });
    await expect.poll(() => forwarded).toEqual([{ seat: 's1', ref: 'r6', move: 'turn:c-s1', picks: { target: 'x' } }]);
  });

  it('keeps only the commitment before the reveal, refuses a reveal that does not match and shows it to everyone', async () => {
    const { r, store } = await relay();
    const gm = await room(r);
    const s1 = await seat(r, 's1');
    const s2 = await seat(r, 's2');
    const pick = { type: 'play', combatant: 'c-s1', action: 'secret-sword-card' };
    const sealed = seal(pick, 1, 's1');
    expect(await send(s1, 'seat:commit', { round: 1, digest: sealed.digest })).toEqual({ ok: true });
    expect(JSON.stringify(await store.read(ROOM))).not.toContain('secret-sword-card');
    // Too early: the GM has not revealed.
    expect(await send(s1, 'seat:reveal', { round: 1, pick, nonce: sealed.nonce })).toMatchObject({
      error: { code: 'reveal/not-open' },
    });
    const seen = [gm, s2].map((s) => new Promise((resolve) => s.once('mismatch', resolve)));
    expect(await send(gm, 'gm:open-reveal', { round: 1 })).toEqual({ ok: true });
    const changed = { ...pick, action: 'another-card' };
    expect(await send(s1, 'seat:reveal', { round: 1, pick: changed, nonce: sealed.nonce })).toMatchObject({
      ok: false,
      error: { code: 'reveal/mismatch' },
    });
    expect(await Promise.all(seen)).toEqual([
      { seat: 's1', round: 1 },
      { seat: 's1', round: 1 },
    ]);
    // And cannot lock in anew once the reveal is open.
    expect(await send(s2, 'seat:commit', { round: 1, digest: seal(pick, 1, 's2').digest })).toMatchObject({
      error: { code: 'reveal/open' },
    });
  });

  it('drops a connection that sends an oversized message or frame', async () => {
    const { r } = await relay({ limits: { perConnection: { rate: 5, burst: 10 }, dropAfter: 10 } });
    await room(r);
    const big = await seat(r, 's1');
    const left = gone(big);
    // Over the seat's cap (8 KiB): the relay drops it; over the frame cap: engine.io does.
    big.emit('seat:move', { ref: 'x', move: 'turn:c-s1', picks: { note: 'x'.repeat(20_000) } });
    expect(await left).toBe('io server disconnect');
    const frame = await seat(r, 's2');
    const dropped = gone(frame);
    frame.emit('seat:move', { ref: 'x', move: 'turn:c-s2', picks: { note: 'x'.repeat(300_000) } });
    expect(await dropped).toBe('transport close');
  });

  it('refuses a flood with rate/limited, then drops the connection', async () => {
    const { r } = await relay({ limits: { perConnection: { rate: 5, burst: 10 }, dropAfter: 10 } });
    await room(r);
    const s = await seat(r, 's1');
    const left = gone(s);
    const acks = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        send(s, 'seat:move', { ref: `f${i}`, move: 'turn:c-s1', picks: {} }).catch(() => null),
      ),
    );
    expect(acks.filter((a) => a && !a.ok && a.error.code === 'rate/limited').length).toBeGreaterThan(0);
    for (let i = 0; i < 20; i++) s.emit('seat:move', { ref: `g${i}`, move: 'turn:c-s1', picks: {} }, () => {});
    expect(await left).toBe('io server disconnect');
  });

  it('refuses a room flood shared by many connections', async () => {
    const { r } = await relay({ limits: { perRoom: { rate: 1, burst: 5 } } });
    const gm = await room(r);
    const s1 = await seat(r, 's1');
    const acks = await Promise.all(
      Array.from({ length: 10 }, (_, i) => send(s1, 'seat:move', { ref: `f${i}`, move: 'turn:c-s1', picks: {} })),
    );
    expect(acks.some((a) => !a.ok && a.error.code === 'rate/limited')).toBe(true);
    gm.close();
  });

  it('answers every invalid message with a clear error', async () => {
    const { r } = await relay();
    await room(r);
    const s = await seat(r, 's1');
    expect(await send(s, 'seat:commit', { round: 1, digest: 'abc' })).toEqual({
      ok: false,
      error: { code: 'message/invalid', message: 'seat:commit: digest: expected a SHA-256 digest' },
    });
    expect(await send(s, 'gm:view', {})).toMatchObject({ error: { code: 'message/unknown' } });
    expect(await send(s, 'seat:move', { ref: '<b>', move: 'x', picks: {} })).toMatchObject({
      error: { code: 'message/invalid' },
    });
  });

  it('refuses a socket from a cross-origin page, and a request naming another host', async () => {
    const { r } = await relay();
    await room(r);
    const evil = client(r, { role: 'guest' }, { extraHeaders: { origin: 'https://evil.example' } });
    expect(await connected(evil)).toEqual({ ok: false, code: 'websocket error' });
    const guest = client(r, { role: 'guest' }, { extraHeaders: { origin: r.url } });
    expect(await connected(guest)).toEqual({ ok: true });
    const own = client(r, { role: 'gm', key: GM_KEY }, { extraHeaders: { origin: r.url } });
    expect(await connected(own)).toEqual({ ok: true });
    const ext = client(
      r,
      { role: 'gm', key: GM_KEY },
      { extraHeaders: { origin: 'chrome-extension://abcdefghijklmnop' } },
    );
    expect(await connected(ext)).toEqual({ ok: true });
    const status = await new Promise<number>((resolve) => {
      const req = request(`${r.url}/`, { headers: { host: 'rebound.example:80' } }, (res) =>
        resolve(res.statusCode ?? 0),
      );
      req.end();
    });
    expect(status).toBe(421);
  });

  it('offers guests the seats by name and passes their join to the GM, who grants a token', async () => {
    const { r } = await relay();
    const gm = await room(r);
    const g = client(r, { role: 'guest' });
    const roomMsg = new Promise<{ seats: { name: string }[]; view?: unknown }>((resolve) => g.once('room', resolve));
    expect(await connected(g)).toEqual({ ok: true });
    const st = await roomMsg;
    expect(st.seats.map((s) => s.name)).toEqual(['Seat s1', 'Seat s2']);
    expect(st.view).toBeUndefined();
    const asked = new Promise<{ request: string; name: string }>((resolve) => gm.once('join-request', resolve));
    const ack = (await send(g, 'guest:join', { seat: 's2', name: '<img src=x onerror=alert(1)>' })) as Ack<{
      request: string;
    }>;
    expect(ack.ok).toBe(true);
    const req = await asked;
    expect(req.name).toBe('<img src=x onerror=alert(1)>');
    const granted = new Promise((resolve) => g.once('granted', resolve));
    await send(gm, 'gm:grant', { request: req.request, seat: 's2', token: TOKENS.s2 });
    expect(await granted).toEqual({ seat: 's2', token: TOKENS.s2 });
  });
});
