// What the GM's table may tell the relay: the seats (with their tokens' hashes), the public view
// and each seat's part, the timer, its own commitment and reveal, opening and closing a reveal,
// its answers to moves and joins, revoking a seat, and restoring a room the relay lost.
import type { Socket } from 'socket.io';
import { GM_SEAT, verifyOpening } from '../protocol/commitment.js';
import type { Ack, GmMessage } from '../protocol/messages.js';
import type { Ctx, Role } from './context.js';
import { roomData } from './room.js';

type H<K extends keyof GmMessage> = (m: GmMessage[K], s: Socket) => Promise<Ack>;
const OK: Ack = { ok: true };
const no = (code: string, message: string): Ack => ({ ok: false, error: { code, message } });

export function gmHandlers(ctx: Ctx, role: Extract<Role, { role: 'gm' }>) {
  const { io, store, room } = { ...ctx, room: role.room };
  const seats = `seats:${room}`;

  const seatsMsg: H<'gm:seats'> = async (m) => {
    const ids = new Set(m.seats.map((s) => s.id));
    if (ids.size !== m.seats.length) return no('seat/duplicate', 'two seats have the same id');
    if (ids.has(GM_SEAT)) return no('seat/reserved', `'${GM_SEAT}' is the GM's own seat name`);
    await store.write(room, { seats: JSON.stringify(m.seats) });
    // A device whose token is no longer valid (revoked, or its seat removed) leaves now.
    const valid = new Map(m.seats.map((s) => [s.id, new Set(s.tokens)]));
    for (const s of await io.in(seats).fetchSockets()) {
      const r = s.data as Role;
      if (r.role === 'seat' && !valid.get(r.seat)?.has(r.token)) s.disconnect(true);
    }
    await ctx.status(room);
    return OK;
  };

  const view: H<'gm:view'> = async (m) => {
    await store.write(room, { view: JSON.stringify(m) });
    io.to(seats).emit('view', m);
    return OK;
  };

  const part: H<'gm:part'> = async (m) => {
    const d = roomData(await store.read(room));
    if (!d.seats.some((s) => s.id === m.seat)) return no('seat/unknown', `no seat '${m.seat}'`);
    await store.write(room, { [`part:${m.seat}`]: JSON.stringify(m) });
    io.to(`seat:${room}:${m.seat}`).emit('part', m);
    return OK;
  };

  const timer: H<'gm:timer'> = async (m) => {
    const t = {
      deadline: m.remainingMs === null ? null : ctx.now() + m.remainingMs,
      seconds: m.seconds,
      purpose: m.purpose,
    };
    await store.write(room, { timer: JSON.stringify(t) });
    io.to(seats).emit('timer', t);
    return { ok: true, deadline: t.deadline };
  };

  const commit: H<'gm:commit'> = async (m) => {
    const d = roomData(await store.read(room));
    if (d.revealOpen === m.round) return no('reveal/open', 'the reveal has begun: the plans can no longer change');
    await store.write(room, { gmcommit: JSON.stringify({ round: m.round, digest: m.digest }) });
    await ctx.status(room);
    return OK;
  };

  const openReveal: H<'gm:open-reveal'> = async (m) => {
    await store.write(room, { reveal: JSON.stringify({ round: m.round }) });
    io.to(seats).emit('reveal-now', { round: m.round });
    await ctx.status(room);
    return OK;
  };

  const reveal: H<'gm:reveal'> = async (m) => {
    const d = roomData(await store.read(room));
    const c = d.gmCommit;
    if (!c || c.round !== m.round) return no('reveal/no-commitment', 'the GM made no commitment this round');
    const verified = verifyOpening({ pick: m.pick, round: m.round, seat: GM_SEAT, nonce: m.nonce }, c.digest);
    const out = { seat: GM_SEAT, round: m.round, pick: m.pick, nonce: m.nonce, digest: c.digest, verified };
    io.to(seats).to(`gm:${room}`).emit('revealed', out);
    if (!verified) {
      ctx.log(`room ${room}: the GM's reveal did not match its commitment (round ${m.round})`);
      io.to(`room:${room}`).emit('mismatch', { seat: GM_SEAT, round: m.round });
    }
    return verified ? OK : no('reveal/mismatch', "the plans do not match the GM's commitment");
  };

  const closeReveal: H<'gm:close-reveal'> = async (m) => {
    const d = roomData(await store.read(room));
    await store.write(room, { closed: JSON.stringify(m) });
    // The round's commitments have been revealed or given up: the relay forgets them (the table keeps its log).
    await store.remove(room, ['reveal', 'gmcommit', ...Object.keys(d.commits).map((s) => `commit:${s}`)]);
    if (m.notRevealed.length)
      ctx.log(`room ${room}: round ${m.round} closed, ${m.notRevealed.length} seat(s) not revealed`);
    await ctx.status(room);
    io.to(seats).emit('reveal-closed', m);
    return OK;
  };

  const result: H<'gm:result'> = async (m) => {
    io.to(`seat:${room}:${m.seat}`).emit('result', {
      ref: m.ref,
      ok: m.ok,
      message: m.message,
      ...(m.code ? { code: m.code } : {}),
    });
    return OK;
  };

  const grant: H<'gm:grant'> = async (m) => {
    io.to(`req:${room}:${m.request}`).emit('granted', { seat: m.seat, token: m.token });
    return OK;
  };
  const deny: H<'gm:deny'> = async (m) => {
    io.to(`req:${room}:${m.request}`).emit('denied', { message: m.message });
    return OK;
  };

  const revoke: H<'gm:revoke'> = async (m) => {
    const d = roomData(await store.read(room));
    const next = d.seats.map((s) => (s.id === m.seat ? { ...s, tokens: [] } : s));
    await store.write(room, { seats: JSON.stringify(next) });
    io.in(`seat:${room}:${m.seat}`).disconnectSockets(true);
    ctx.log(`room ${room}: a seat's links were revoked`);
    await ctx.status(room);
    return OK;
  };

  const restore: H<'gm:restore'> = async (m) => {
    const at = ctx.now();
    const fields: Record<string, string> = {};
    for (const c of m.commitments)
      fields[`commit:${c.seat}`] = JSON.stringify({ round: c.round, digest: c.digest, at });
    await store.write(room, fields);
    await ctx.status(room);
    return OK;
  };

  return {
    'gm:seats': seatsMsg,
    'gm:view': view,
    'gm:part': part,
    'gm:timer': timer,
    'gm:commit': commit,
    'gm:open-reveal': openReveal,
    'gm:reveal': reveal,
    'gm:close-reveal': closeReveal,
    'gm:result': result,
    'gm:grant': grant,
    'gm:deny': deny,
    'gm:revoke': revoke,
    'gm:restore': restore,
  } as Record<string, (m: never, s: Socket) => Promise<Ack>>;
}
