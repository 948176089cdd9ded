// The relay scaled out: a real Redis (Debian's redis-server on a free loopback port) and two relay
// processes behind a load balancer's stand-in. A node killed mid-round: its devices move to the
// other node and no pick or view is lost. A device offline comes back with the events it missed
// (Socket.IO's connection-state recovery, across nodes through the Redis streams adapter), or,
// past the recovery window, with the latest view and its log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultPicks } from '../../engine/core/moves.js';
import { createGmPlayers } from '../../extension/lib/players/gm-players.js';
import { createSeatClient } from '../../relay/client/seat-client.js';
import { connect, memoryStorage, playerSeats, scriptedTable, until } from './kit.js';
import { freePort, startNode, startRedis } from './redis-kit.js';
import { tcpBalancer } from './tcp-balancer.js';

let redis: Awaited<ReturnType<typeof startRedis>>;
const open: { close(): unknown }[] = [];
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  for (const c of open.splice(0).reverse()) await c.close();
  await redis?.stop();
});

function seatFrom(url: string, relay: string, reconnectMs = 100) {
  const u = new URL(url);
  const c = createSeatClient({
    url: relay,
    room: u.pathname.split('/')[2]!,
    token: new URLSearchParams(u.hash.slice(1)).get('token')!,
    connect,
    storage: memoryStorage(),
    reconnectMs,
  });
  c.start();
  open.push(c);
  return c;
}

/** Two nodes behind the balancer (which they accept as their host name), node A preferred. */
async function cluster(env: Record<string, string> = {}) {
  const [pa, pb] = [await freePort(), await freePort()];
  const lb = await tcpBalancer([pa, pb]);
  open.push(lb);
  const hosts = { FRAY_PUBLIC_HOSTS: `127.0.0.1:${lb.port}`, ...env };
  const a = await startNode(redis.url, pa, hosts);
  const b = await startNode(redis.url, pb, hosts);
  open.push({ close: () => a.stop() }, { close: () => b.stop() });
  return { a, b, lb };
}

describe('the relay on two nodes with Redis', () => {
  it('a node killed mid-round: the devices move to the other node, no pick or view lost', async () => {
    const { a, b, lb } = await cluster();
    // The balancer prefers node A; the GM's table talks to node B straight.
    const t = scriptedTable('witchhammer');
    const gm = createGmPlayers({
      relay: b.url,
      connect,
      system: t.sys,
      state: t.state,
      events: t.events,
      apply: t.apply,
    });
    open.push(gm);
    await until(() => gm.relayUp, 'the GM on node B');
    const invite = await gm.setSeats(playerSeats(t));
    // Seat links name the balancer's address (what a hosted relay's links would).
    const seats = invite.seatLinks.map((l) => seatFrom(l.url.replace(b.url, lb.url), lb.url));
    await until(() => seats.every((s) => s.snapshot.part?.moves.length), 'every seat on node A sees its moves').catch(
      (e) => {
        console.log(
          'DBG',
          JSON.stringify(
            seats.map((s) => [s.snapshot.connected, s.snapshot.error, !!s.snapshot.view, !!s.snapshot.part]),
          ),
        );
        throw e;
      },
    );
    const play = (i: number) => seats[i]!.snapshot.part!.moves.find((m) => m.action.type === 'play')!;
    for (const i of [0, 1]) expect((await seats[i]!.placeFaceDown(play(i), defaultPicks(play(i)))).ok).toBe(true);
    await until(() => gm.record.filter((e) => e.what === 'locked').length === 2, 'two locked');
    const seqBefore = seats[0]!.snapshot.view!.seq;

    await a.kill();
    await until(() => seats.every((s) => s.snapshot.connected === false), 'the devices lost node A');
    await until(() => seats.every((s) => s.snapshot.connected), 'the devices on node B', 20_000);
    // The view and the commitments are still there, on the other node.
    const st = await until(
      () => seats[2]!.snapshot.room?.seats.filter((s) => s.locked).length === 2 && seats[2]!.snapshot,
      'locks kept',
    );
    expect(st.view?.seq).toBeGreaterThanOrEqual(seqBefore);
    for (const i of [2, 3]) expect((await seats[i]!.placeFaceDown(play(i), defaultPicks(play(i)))).ok).toBe(true);
    await until(() => gm.record.filter((e) => e.what === 'locked').length === 4, 'four locked');
    const report = await gm.reveal(5000);
    expect(report.applied).toHaveLength(4);
    await until(() => seats.every((s) => s.snapshot.reveals.length === 5), 'every device verified every reveal');
    for (const s of seats) expect(s.snapshot.reveals.every((r) => r.checked && r.verified)).toBe(true);
  });

  it('a device offline comes back with the events it missed, across nodes; past the window, with the latest view', async () => {
    const { a, b, lb } = await cluster({ FRAY_RECOVERY_MS: '2000' });
    const t = scriptedTable('team-turns');
    const gm = createGmPlayers({
      relay: b.url,
      connect,
      system: t.sys,
      state: t.state,
      events: t.events,
      apply: t.apply,
    });
    open.push(gm);
    await until(() => gm.relayUp, 'the GM');
    const invite = await gm.setSeats(playerSeats(t));
    // Phones that sleep: each comes back only after a while (its reconnection delay), one within
    // the recovery window (the relay's default is 2 minutes; 2 s here), one past it.
    const link = (i: number) => invite.seatLinks[i]!.url.replace(b.url, lb.url);
    const soon = seatFrom(link(0), lb.url, 300);
    const late = seatFrom(link(1), lb.url, 3500);
    await until(() => soon.snapshot.view && late.snapshot.view, 'the phones see the fight');
    const seq = soon.snapshot.view!.seq;
    // Their network drops; when they come back, the balancer sends them to node B.
    lb.prefer([b.port, a.port]);
    soon.dropConnection();
    late.dropConnection();
    await until(() => !soon.snapshot.connected && !late.snapshot.connected, 'the phones offline');
    expect((await t.apply({ type: 'start-round' })).ok).toBe(true);
    await gm.publish();
    for (const phone of [soon, late]) {
      await until(() => phone.snapshot.connected, 'a phone back', 20_000);
      const v = await until(
        () => (phone.snapshot.view!.seq > seq ? phone.snapshot.view : undefined),
        'the missed view',
      );
      expect(v.round).toBe(t.state().round);
      expect(v.phase).toBe(t.sys.moves(t.state()).phase);
    }
    expect(soon.snapshot.recovered).toBe(true);
    expect(late.snapshot.recovered).toBe(false);
  });
});
