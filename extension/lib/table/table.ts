// The system-agnostic table: one fight of any system the side panel runs through the engine's
// view and moves. Stored under the store's `table` key as plain JSON (system id + engine
// session), so it survives reloads and could be sent to another device.
import { buildAction, type Move } from '../../../engine/core/moves.js';
import { apply, startSession, undo, type Session } from '../../../engine/core/session.js';
import type { EngineError } from '../../../engine/core/types.js';
import type { Store } from '../store.js';
import { TABLE_SYSTEMS } from './systems.js';

import type { TableFight } from './table-fight.js';

export type { TableFight };

export type TableResult = { readonly ok: true } | { readonly ok: false; readonly error: EngineError };

const unknownSystem = (id: string): TableResult => ({ ok: false, error: { code: 'setup/unknown-system', message: `the side panel does not run '${id}' yet` } });

/** Plain JSON for storage (the session's log and events are getters over tapes). */
const plain = (session: Session): Session => JSON.parse(JSON.stringify(session)) as Session;

export function createTable(store: Pick<Store, 'get' | 'set' | 'update'>) {
  return {
    async start(system: string, seed = 1): Promise<TableResult> {
      const sys = TABLE_SYSTEMS[system];
      if (!sys) return unknownSystem(system);
      await store.set('table', { system, session: plain(startSession(sys.sample(seed))) });
      return { ok: true };
    },
    /** A move with the GM's picks, through the engine; nothing is stored when it refuses. */
    async play(move: Move, picks: Readonly<Record<string, unknown>>): Promise<TableResult> {
      let out: TableResult = { ok: true };
      await store.update('table', (t) => {
        const sys = t ? TABLE_SYSTEMS[t.system] : undefined;
        if (!t || !sys) return t;
        const r = apply(sys.plugin, t.session, buildAction(move, picks));
        out = r.error ? { ok: false, error: r.error } : { ok: true };
        return r.error ? t : { system: t.system, session: plain(r.session) };
      });
      return out;
    },
    async undo(): Promise<TableResult> {
      await store.update('table', (t) => {
        const sys = t ? TABLE_SYSTEMS[t.system] : undefined;
        return t && sys && t.session.log.length ? { system: t.system, session: plain(undo(sys.plugin, t.session, 1)) } : t;
      });
      return { ok: true };
    },
    async close(): Promise<void> {
      await store.set('table', null);
    },
  };
}
