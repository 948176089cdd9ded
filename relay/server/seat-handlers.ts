// What a player's device may tell the relay: lock a face-down pick in (its commitment only),
// reveal it when the GM opens the reveal (checked against the commitment: a mismatch is refused
// and shown to everyone), and make an open move the table offered its seat. And what a guest
// (a device with the room code, not yet seated) may ask: to take a seat, which the GM approves.
import type { Socket } from 'socket.io';
import { verifyOpening } from '../protocol/commitment.js';
import type { Ack, GuestMessage, SeatMessage } from '../protocol/messages.js';
import { newSecret } from '../protocol/secrets.js';
import type { Ctx, Role } from './context.js';
import { roomData } from './room.js';

const OK: Ack = { ok: true };
const no = (code: string, message: string): Ack => ({ ok: false, error: { code, message } });

export function seatHandlers(ctx: Ctx, role: Extract<Role, { role: 'seat' }>) {
  const { io, store } = ctx;
  const { room, seat } = role;
  const toGm = `gm:${room}`;

  /** The room as it is now, and this seat's record in it (a revoked seat is refused). */
  const load = async () => {
    const d = roomData(await store.read(room));
    const me = d.seats.find((s) => s.id === seat);
    if (!me?.tokens.includes(role.token))
      return { d, refused: no('seat/forbidden', 'this seat link is not valid any more') };
    if (me.gm) return { d, refused: no('seat/taken-over', 'the GM is playing this seat now') };
    return { d };
  };

  async function commit(m: SeatMessage['seat:commit']): Promise<Ack> {
    const { d, refused } = await load();
    if (refused) return refused;
    if (!d.view?.secret || d.view.round !== m.round)
      return no('commit/not-now', 'there is nothing to place face down now');
    if (d.revealOpen === m.round)
      return no('reveal/open', 'the cards are being revealed: the pick can no longer change');
    const at = ctx.now();
    await store.write(room, { [`commit:${seat}`]: JSON.stringify({ round: m.round, digest: m.digest, at }) });
    io.to(toGm).emit('locked', { seat, round: m.round, digest: m.digest, at });
    await ctx.status(room);
    return OK;
  }

  async function reveal(m: SeatMessage['seat:reveal']): Promise<Ack> {
    const { d, refused } = await load();
    if (refused) return refused;
    const c = d.commits[seat];
    if (!c || c.round !== m.round) return no('reveal/no-commitment', 'this seat placed nothing face down this round');
    if (d.revealOpen !== m.round) return no('reveal/not-open', 'the GM has not revealed yet');
    const done = d.revealed[seat];
    if (done && done.round === m.round) return no('reveal/already', 'this seat has revealed already');
    const verified = verifyOpening({ pick: m.pick, round: m.round, seat, nonce: m.nonce }, c.digest);
    await store.write(room, { [`revealed:${seat}`]: JSON.stringify({ round: m.round, verified }) });
    if (!verified) {
      // Shown to everyone and logged (without the pick): the table refuses it too.
      ctx.log(`room ${room}: a reveal did not match its commitment (round ${m.round})`);
      io.to(`room:${room}`).emit('mismatch', { seat, round: m.round });
      await ctx.status(room);
      return no('reveal/mismatch', 'the pick does not match what was placed face down');
    }
    io.to(`seats:${room}`)
      .to(toGm)
      .emit('revealed', { seat, round: m.round, pick: m.pick, nonce: m.nonce, digest: c.digest, verified });
    await ctx.status(room);
    return OK;
  }

  async function move(m: SeatMessage['seat:move']): Promise<Ack> {
    const { d, refused } = await load();
    if (refused) return refused;
    const part = d.parts[seat];
    const offered = part && [...part.moves, ...part.asks].find((x) => x.id === m.move);
    if (!part || !offered) return no('move/not-offered', 'that move is not offered to this seat now');
    if (part.secret.includes(m.move)) return no('move/face-down', 'place this pick face down instead');
    const mine = d.seats.find((s) => s.id === seat)?.combatants ?? [];
    if (offered.actor !== undefined && !mine.includes(offered.actor))
      return no('move/not-your-combatant', "that is another seat's combatant");
    io.to(toGm).emit('move', { seat, ref: m.ref, move: m.move, picks: m.picks });
    return OK;
  }

  return { 'seat:commit': commit, 'seat:reveal': reveal, 'seat:move': move } as Record<
    string,
    (m: never, s: Socket) => Promise<Ack>
  >;
}

export function guestHandlers(ctx: Ctx, role: Extract<Role, { role: 'guest' }>) {
  async function join(m: GuestMessage['guest:join'], socket: Socket): Promise<Ack> {
    if (role.requests >= ctx.limits.joinRequests)
      return no('join/too-many', 'too many requests: ask the GM for a seat link');
    const d = roomData(await ctx.store.read(role.room));
    const seat = d.seats.find((s) => s.id === m.seat);
    if (!seat) return no('seat/unknown', 'there is no such seat at this table');
    if (seat.gm) return no('seat/taken-over', 'the GM is playing this seat');
    role.requests++;
    const request = newSecret().slice(0, 16);
    await socket.join(`req:${role.room}:${request}`);
    ctx.io.to(`gm:${role.room}`).emit('join-request', { request, seat: m.seat, name: m.name });
    return { ok: true, request };
  }
  return { 'guest:join': join } as Record<string, (m: never, s: Socket) => Promise<Ack>>;
}
