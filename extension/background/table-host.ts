// The worker's side of the overlay on a fight of another system (the store's `table`): the
// overlay is a small plain-DOM script, so the engine runs here. It computes the overlay's model
// from the engine's view and moves, and plays the overlay's move buttons through the same table
// the side panel uses (lib/table/table.ts), so both surfaces change one stored fight.
import { modelFromTable } from '../lib/overlay/model-from-table.js';
import type { OverlayModel } from '../lib/overlay/model.js';
// The table runtime (zod, every system's engine) is the validators' own script: bundled as that
// shipped file (scripts/bundle-pages.mjs), a static import because an MV3 worker may not import().
import { runtime } from '../lib/generated/table-runtime.js';
import { createTable } from '../lib/table/table.js';
import type { Store } from '../lib/store.js';
import type { BackgroundRequest, BackgroundResponse } from './messages.js';

type TableRequest = Extract<BackgroundRequest, { type: 'fray/table-play' }>;

export function createTableHost(store: Pick<Store, 'get' | 'set' | 'update'>) {
  const table = createTable({ store, runtime: async () => runtime });
  return {
    /** The overlay's model of the stored table fight; `model: null` when there is none. */
    async model(): Promise<BackgroundResponse & { model?: OverlayModel | null }> {
      const t = await store.get('table');
      if (!t) return { ok: true, model: null };
      const info = runtime.systems().find((s) => s.id === t.system);
      if (!info) return { ok: false, error: `this fight's system (${t.system}) is not available here` };
      return { ok: true, model: modelFromTable(info.name, runtime.view(t), runtime.moves(t), t.session.log.length) };
    },
    /** One move, by id, with the GM's picks; refused when the fight moved on since the overlay drew it. */
    async play(req: TableRequest): Promise<BackgroundResponse> {
      const t = await store.get('table');
      if (!t || !runtime.runs(t.system)) return { ok: false, error: 'no fight to play a move in' };
      if (t.session.log.length !== req.steps)
        return { ok: false, error: 'The fight moved on meanwhile: here is what can be done now.' };
      const move = runtime.moves(t).moves.find((m) => m.id === req.move);
      if (!move) return { ok: false, error: 'That move is not open any more.' };
      const r = await table.play(move, req.picks);
      return r.ok ? { ok: true } : { ok: false, error: r.error.message, code: r.error.code };
    },
    async undo(): Promise<BackgroundResponse> {
      await table.undo();
      return { ok: true };
    },
  };
}
