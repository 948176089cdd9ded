// What the players' table tests share: a relay on loopback, socket.io clients, a device's storage,
// a scripted GM's table (a fight through scenario/table-fight.ts, as the extension's table runs
// it), each system's 4-v-4 fight, and waiting for a positive signal (never a fixed sleep).
import { io } from 'socket.io-client';
import type { CombatStateBase } from '../../engine/core/types.js';
import { SYSTEMS } from '../../engine/systems/index.js';
import { seatSystem } from '../../engine/systems/seat-system.js';
import { SAMPLES } from '../../extension/lib/table/samples.js';
import type { Connect, SeatStorage } from '../../relay/client/seat-client.js';
import { startRelay, type RelayOptions } from '../../relay/server/relay.js';
import { playAction, startFight, type TableFight } from '../../scenario/table-fight.js';
import { tableContext } from '../scenarios/system-fixtures.js';

export const connect: Connect = (url, opts) =>
  io(url, { reconnectionDelay: 100, reconnectionDelayMax: 400, ...opts, forceNew: true });

export function relayOnLoopback(opts: Partial<RelayOptions> = {}) {
  return startRelay({ host: '127.0.0.1', port: 0, ...opts });
}

export function memoryStorage(): SeatStorage & { readonly data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    get: (k) => data.get(k) ?? null,
    set: (k, v) => void data.set(k, v),
    remove: (k) => void data.delete(k),
  };
}

/** Waits until `pred` holds, checking as things happen; fails naming `what` after a generous limit. */
export async function until<T>(pred: () => T | undefined | false | null, what: string, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = pred();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** WitchHammer's four player characters of the bundled catalog, with the ids the tests use. */
const PLAYERS = [
  ['mara', 'mara-voss'],
  ['tobin', 'tobin-ashgrove'],
  ['ilse', 'sister-ilse'],
  ['corvin', 'corvin-stalker'],
];

/** Each system's fight of four players and four monsters, as a `fray resolve` document. */
export function fightDoc(system: string, seed = 7): Record<string, unknown> {
  if (system === 'witchhammer')
    return {
      system,
      seed,
      combatants: [
        ...PLAYERS.map(([id, character]) => ({ id, character })),
        ...[1, 2, 3, 4].map((i) => ({ id: `ghoul-${i}`, character: 'grave-ghoul', name: `Ghoul ${i}` })),
      ],
    };
  return { system, seed, ...SAMPLES[system] };
}

/** The GM's table in a test: the fight and the engine, applying actions as the side panel does. */
export function scriptedTable(system: string, doc: Record<string, unknown> = fightDoc(system)) {
  const mod = SYSTEMS[system]!;
  const r = startFight(mod, doc, tableContext(system, doc));
  if (!r.ok) throw new Error(r.error.message);
  let fight: TableFight = r.fight;
  const sys = seatSystem(mod)!;
  return {
    sys,
    get fight() {
      return fight;
    },
    state: () => fight.session.state as CombatStateBase,
    events: () => fight.session.events,
    apply: async (a: { readonly type: string; readonly [k: string]: unknown }) => {
      const p = playAction(mod, fight, a);
      if (p.error) return { ok: false as const, error: p.error };
      fight = p.fight;
      return { ok: true as const };
    },
  };
}

/** The players' side of each system's fight: a seat per player character. */
export function playerSeats(t: ReturnType<typeof scriptedTable>) {
  const v = t.sys.view(t.state());
  const mine = v.combatants.filter((c) => ['players', 'party', 'player'].includes(c.side));
  return mine.map((c) => ({ id: `seat-${c.id}`, name: c.name, combatants: [c.id] }));
}
