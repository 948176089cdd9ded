// The GM's side against the real relay (in-memory, on loopback), with a scripted GM's table and
// seat clients as the players' devices: a WitchHammer round face down and verified, one player
// missing the timer (Focus), one device reloading mid-round, the GM's panel reloading, the relay
// restarting without Redis, "confirm each player move", taking a seat over, and a relay gone.
import { afterEach, describe, expect, it } from 'vitest';
import { defaultPicks } from '../../../engine/core/moves.js';
import { createSeatClient, type SeatClient } from '../../../relay/client/seat-client.js';
import type { Relay } from '../../../relay/server/relay.js';
import {
  connect,
  fightDoc,
  memoryStorage,
  playerSeats,
  relayOnLoopback,
  scriptedTable,
  until,
} from '../../../test/players/kit.js';
import { createGmPlayers, type GmPlayers, type SavedRoom } from './gm-players.js';

const open: { close(): unknown }[] = [];
afterEach(async () => {
  for (const c of open.splice(0).reverse()) await c.close();
});

async function table(
  system = 'witchhammer',
  relay?: Relay,
  extra: Partial<Parameters<typeof createGmPlayers>[0]> = {},
) {
  const r = relay ?? (await relayOnLoopback());
  if (!relay) open.push(r);
  const t = scriptedTable(system, fightDoc(system));
  let saved: SavedRoom | undefined;
  const gm = createGmPlayers({
    relay: r.url,
    connect,
    system: t.sys,
    state: t.state,
    events: t.events,
    apply: t.apply,
    save: (s) => {
      saved = s;
    },
    ...extra,
  });
  open.push(gm);
  await until(() => gm.relayUp, 'the GM connected');
  const invite = await gm.setSeats(playerSeats(t));
  return { r, t, gm, invite, saved: () => saved };
}

function seatFrom(url: string, relay: string, storage = memoryStorage()) {
  const u = new URL(url);
  const p = new URLSearchParams(u.hash.slice(1));
  const room = u.pathname.split('/')[2]!;
  const c = createSeatClient({ url: relay, room, token: p.get('token')!, connect, storage, reconnectMs: 100 });
  c.start();
  open.push(c);
  return { c, storage, room };
}

const playMove = (c: SeatClient) => c.snapshot.part?.moves.find((m) => m.action.type === 'play');

type SeatMove = NonNullable<SeatClient['snapshot']['part']>['moves'][number];
const isTurn = (m: SeatMove) => m.action.type === 'turn';

/** The first seat offered a move that `wanted` accepts, once one is (the table publishes asynchronously). */
const seatOffered = (seats: readonly ReturnType<typeof seatFrom>[], wanted: (m: SeatMove) => boolean, what: string) =>
  until(() => seats.find((s) => s.c.snapshot.part?.moves.some(wanted)), what);

describe('the GM side with players on their devices', () => {
  it('a WitchHammer round: three lock in, one misses the timer and gets Focus, the GM commits, reveal, every device verifies', async () => {
    const { r, t, gm, invite } = await table();
    const seats = invite.seatLinks.map((l) => seatFrom(l.url, r.url));
    await until(() => seats.every((s) => s.c.snapshot.part && playMove(s.c)), 'every seat sees its moves');
    const locked: string[] = [];
    gm.on<{ seat: string }>('locked', (m) => locked.push(m.seat));

    const maraPick = defaultPicks(playMove(seats[0]!.c)!).action;
    // Three players place a play face down; the fourth never does.
    for (const s of seats.slice(0, 3)) {
      const m = playMove(s.c)!;
      const ack = await s.c.placeFaceDown(m, defaultPicks(m));
      expect(ack.ok).toBe(true);
    }
    await until(() => locked.length === 3, 'three locked on the GM side');
    // Neither the relay nor the GM's table holds a pick before the reveal.
    expect(JSON.stringify(gm.record)).not.toContain('sword-swing');
    expect(t.state()).toMatchObject({ phase: 'plan' });
    expect(Object.values((t.state() as unknown as { plays: object }).plays).filter(Boolean)).toHaveLength(0);

    // The GM plans the monsters (in its own table), commits, reveals.
    for (let i = 1; i <= 4; i++)
      expect(
        (
          await t.apply({
            type: 'play',
            combatant: `ghoul-${i}`,
            action: 'ghoul-claws',
            stance: 'frenzied',
            target: 'mara',
          } as never)
        ).ok,
      ).toBe(true);
    await gm.commitPlans();
    const report = await gm.reveal(3000);
    expect(report.applied.map((a) => a.seat).sort()).toEqual(
      invite.seatLinks
        .slice(0, 3)
        .map((l) => l.seat)
        .sort(),
    );
    expect(report.notLocked).toEqual([invite.seatLinks[3]!.seat]);
    expect(report.gmVerified).toBe(true);
    const s = t.state() as unknown as { phase: string; plays: Record<string, { action: string; byTimer?: boolean }> };
    expect(s.phase).toBe('resolve');
    expect(s.plays.mara).toMatchObject({ action: maraPick });
    expect(s.plays.corvin).toMatchObject({ action: 'focus', byTimer: true });
    // Every device checked every reveal, the GM's included.
    await until(() => seats.every((x) => x.c.snapshot.reveals.length === 4), 'every device got the reveals');
    for (const x of seats) expect(x.c.snapshot.reveals.every((rv) => rv.checked && rv.verified)).toBe(true);
    expect(gm.record.map((e) => e.what)).toContain('gm revealed');
  });

  it('a device that reloads mid-round still reveals its pick (pick and nonce in its own storage)', async () => {
    const { r, t, gm, invite } = await table();
    const first = seatFrom(invite.seatLinks[0]!.url, r.url);
    await until(() => playMove(first.c), 'moves');
    await first.c.placeFaceDown(playMove(first.c)!, { action: 'shield-bash', stance: 'defensive', target: 'ghoul-2' });
    first.c.close();
    // A new page on the same device: only the storage is left.
    const again = seatFrom(invite.seatLinks[0]!.url, r.url, first.storage);
    await until(() => again.c.snapshot.connected && again.c.snapshot.view, 'reconnected');
    const report = await gm.reveal(3000);
    expect(report.applied).toHaveLength(1);
    expect((t.state() as unknown as { plays: Record<string, { action: string }> }).plays.mara?.action).toBe(
      'shield-bash',
    );
  });

  it('a device gone at the reveal: after the grace period the default, "not revealed" logged, its commitment kept', async () => {
    const { r, t, gm, invite } = await table();
    const a = seatFrom(invite.seatLinks[0]!.url, r.url);
    await until(() => playMove(a.c), 'moves');
    await a.c.placeFaceDown(playMove(a.c)!, { action: 'sword-swing', stance: 'defensive', target: 'ghoul-1' });
    await until(() => gm.record.some((e) => e.what === 'locked'), 'locked');
    a.c.close();
    const report = await gm.reveal(300);
    expect(report.notRevealed).toEqual([invite.seatLinks[0]!.seat]);
    const entry = gm.record.find((e) => e.what === 'not revealed');
    expect(entry?.digest).toMatch(/^[0-9a-f]{64}$/);
    expect((t.state() as unknown as { plays: Record<string, { byTimer?: boolean }> }).plays.mara?.byTimer).toBe(true);
  });

  it("the GM's panel reloads: the seats stay joined, the same room and links", async () => {
    const r = await relayOnLoopback();
    open.push(r);
    const first = await table('witchhammer', r);
    const a = seatFrom(first.invite.seatLinks[0]!.url, r.url);
    await until(() => a.c.snapshot.part, 'seated');
    first.gm.close();
    const t = first.t;
    const gm2 = createGmPlayers({
      relay: r.url,
      connect,
      system: t.sys,
      state: t.state,
      events: t.events,
      apply: t.apply,
      saved: first.saved()!,
    });
    open.push(gm2);
    await until(
      () => gm2.status?.seats.find((s) => s.id === first.invite.seatLinks[0]!.seat)?.connected,
      'the seat still joined',
    );
    expect(gm2.room).toBe(first.gm.room);
    expect(gm2.invite().seatLinks[0]!.url).toBe(first.invite.seatLinks[0]!.url);
    expect(a.c.snapshot.connected).toBe(true);
  });

  it('the relay restarts without Redis: the GM re-creates the room, the seats rejoin and a locked pick still reveals', async () => {
    const r1 = await relayOnLoopback();
    const port = r1.port;
    const { t, gm, invite } = await table('witchhammer', r1);
    const a = seatFrom(invite.seatLinks[0]!.url, r1.url);
    await until(() => playMove(a.c), 'moves');
    await a.c.placeFaceDown(playMove(a.c)!, { action: 'lunge', stance: 'aggressive', target: 'ghoul-3' });
    await until(() => gm.record.some((e) => e.what === 'locked'), 'locked');
    await r1.close();
    await until(() => !gm.relayUp && !a.c.snapshot.connected, 'both see the relay gone');
    const r2 = await relayOnLoopback({ port });
    open.push(r2);
    await until(() => gm.relayUp && gm.status?.seats.length, 'the GM reopened the room');
    await until(
      () => a.c.snapshot.connected && gm.status?.seats.find((s) => s.id === invite.seatLinks[0]!.seat)?.locked,
      'the seat back, locked',
    );
    const report = await gm.reveal(3000);
    expect(report.applied).toHaveLength(1);
    expect((t.state() as unknown as { plays: Record<string, { target?: string }> }).plays.mara?.target).toBe('ghoul-3');
  });

  it('"confirm each player move" waits for the GM; "apply at once" applies; a seat taken over cannot move', async () => {
    const { r, t, gm, invite } = await table('team-turns', undefined, { mode: 'confirm' });
    const seats = invite.seatLinks.map((l) => seatFrom(l.url, r.url));
    expect((await t.apply({ type: 'start-round' })).ok).toBe(true);
    await gm.publish();
    const mover = await seatOffered(seats, isTurn, 'a seat with a turn');
    const pass = mover.c.snapshot.part!.moves.find(isTurn)!;
    const before = t.fight.session.log.length;
    const sent = await mover.c.move(pass, {});
    expect(sent.ok).toBe(true);
    await until(() => gm.pending().length === 1, 'the move waits for the GM');
    expect(t.fight.session.log.length).toBe(before);
    expect((await gm.confirm(gm.pending()[0]!.ref)).ok).toBe(true);
    expect(t.fight.session.log.length).toBe(before + 1);
    await until(() => mover.c.snapshot.results[sent.ref!]?.ok, 'the seat told');

    // Taken over, the seat's device keeps watching but makes no move (the relay refuses it too).
    await gm.takeOver(mover.c.snapshot.seat!);
    await until(() => mover.c.snapshot.part?.moves.length === 0, 'the taken-over seat has no moves');
    const refused = await mover.c.move(pass, {});
    expect(refused.ok).toBe(false);
  });

  it('a malformed action from a seat is the error value action/invalid, sent back to it, and the table plays on', async () => {
    // A number choice is not one of the offers' ids, so `offers()` lets any value through: the
    // shape check of the registry's plugin (engine/systems/action-guard.ts) is what refuses it.
    const { r, t, gm, invite } = await table('team-turns');
    const seats = invite.seatLinks.map((l) => seatFrom(l.url, r.url));
    expect((await t.apply({ type: 'start-round' })).ok).toBe(true);
    await gm.publish();
    const isAttack = (m: SeatMove) =>
      m.action.type === 'act' && (m.action.action as { kind?: string }).kind === 'attack';
    const mover = await seatOffered(seats, isAttack, 'a seat with an attack');
    const attack = mover.c.snapshot.part!.moves.find(isAttack)!;
    const target = attack.choices.find((c) => c.key === 'action.attack.target');
    if (target?.kind !== 'combatant') throw new Error('the attack asks for no target');
    const picks = { 'action.attack.target': target.options[0]!.id };
    const before = t.fight.session.log.length;

    const bad = await mover.c.move(attack, { ...picks, 'action.attack.luck': 'lots' });
    expect(bad.ok).toBe(true);
    const refused = await until(() => mover.c.snapshot.results[bad.ref!], 'the seat told');
    expect(refused).toMatchObject({ ok: false, code: 'action/invalid' });
    expect(refused.message).toMatch(/whole number.*"lots"/);
    expect(t.fight.session.log.length).toBe(before);

    // The relay and the table keep serving: the same attack, well formed, is applied.
    const good = await mover.c.move(attack, picks);
    expect(good.ok).toBe(true);
    expect(await until(() => mover.c.snapshot.results[good.ref!], 'the seat told')).toMatchObject({ ok: true });
    expect(t.fight.session.log.length).toBe(before + 1);
  });

  it("a refusal longer than the relay's cap still reaches the seat, cut to it", async () => {
    const long = `no: ${'x'.repeat(500)}`;
    const { r, t, gm, invite } = await table('team-turns', undefined, {
      apply: async () => ({ ok: false, error: { code: 'rule/refused', message: long } }),
    });
    const seats = invite.seatLinks.map((l) => seatFrom(l.url, r.url));
    expect((await t.apply({ type: 'start-round' })).ok).toBe(true);
    await gm.publish();
    const mover = await seatOffered(seats, isTurn, 'a seat with a turn');
    const sent = await mover.c.move(mover.c.snapshot.part!.moves.find(isTurn)!, {});
    const told = await until(() => mover.c.snapshot.results[sent.ref!], 'the seat told', 5_000);
    expect(told).toEqual({ ok: false, message: long.slice(0, 300), code: 'rule/refused' });
  });

  it('the relay gone: seats fall back to the GM', async () => {
    const { r, gm, invite } = await table();
    const a = seatFrom(invite.seatLinks[0]!.url, r.url);
    await until(() => gm.seatsLive().length === 1, 'one seat live');
    await r.close();
    await until(() => !gm.relayUp, 'the GM sees the relay gone');
    expect(gm.seatsLive()).toEqual([]);
    a.c.close();
  });
});

export type { GmPlayers };
