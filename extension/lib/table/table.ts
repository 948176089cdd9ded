// The system-agnostic table's operations over the store: set a fight up (catalog combatants,
// copies, quick-add, options), start it, play the engine's moves, undo, save and load named
// encounters, and export. The fight lives under the store key `table` as plain JSON (its
// `fray resolve` document plus the session), so it survives reloads and browser restarts and could
// be sent to another device. The engine work is the lazily loaded runtime's (lib/table/runtime.ts).
import type { Move } from '../../../engine/core/moves.js';
import type { EngineError } from '../../../engine/core/types.js';
import { savedShelf } from '../saved-shelf.js';
import type { Store } from '../store.js';
import type { Doc, DocResult, TableRuntime } from './runtime.js';
import type { Who } from './setup-doc.js';
import { setPath } from './setup-doc.js';
import type { TableFight } from './table-fight.js';

export type { TableFight };

export type TableResult = { readonly ok: true } | { readonly ok: false; readonly error: EngineError };

const fail = (code: string, message: string, hint?: string): TableResult => ({
  ok: false,
  error: { code, message, ...(hint ? { hint } : {}) },
});

export interface TableDeps {
  readonly store: Pick<Store, 'get' | 'set' | 'update'>;
  readonly runtime: () => Promise<TableRuntime>;
  readonly now?: () => number;
  /** A fresh dice seed (crypto in the browser; fixed in tests). */
  readonly newSeed?: () => number;
}

export function createTable(deps: TableDeps) {
  const { store } = deps;
  const shelf = savedShelf(store, 'tableEncounters');
  const now = deps.now ?? (() => Date.now());
  const newSeed = deps.newSeed ?? (() => crypto.getRandomValues(new Uint32Array(1))[0]!);

  /** A store update of the draft that writes only when `op` succeeds. */
  const editDraft = async (op: (rt: TableRuntime, doc: Doc) => DocResult): Promise<TableResult> => {
    const rt = await deps.runtime();
    let out: TableResult = fail('setup/no-draft', 'no fight is being set up', 'pick a system first');
    await store.update('tableDraft', (d) => {
      if (!d) return d;
      const r = op(rt, d.doc);
      out = r.ok ? { ok: true } : r;
      return r.ok ? { system: d.system, doc: r.doc } : d;
    });
    return out;
  };

  /** A store update of the fight that writes only when `op` changes it. */
  const editFight = async (
    op: (rt: TableRuntime, f: TableFight) => { fight: TableFight; error?: EngineError },
  ): Promise<TableResult> => {
    const rt = await deps.runtime();
    let out: TableResult = fail('setup/no-fight', 'no table fight is running');
    await store.update('table', (f) => {
      if (!f || !rt.runs(f.system)) return f;
      const r = op(rt, f);
      out = r.error ? { ok: false, error: r.error } : { ok: true };
      return r.error ? f : r.fight;
    });
    return out;
  };

  const startDoc = async (doc: Doc): Promise<TableResult> => {
    const rt = await deps.runtime();
    if (!rt.runs(String(doc.system)))
      return fail('setup/unknown-system', `the side panel does not run '${String(doc.system)}' fights`);
    const r = rt.start(doc);
    if (!r.ok) return { ok: false, error: r.error };
    await store.set('table', r.fight);
    return { ok: true };
  };

  return {
    /** Start setting up a fight of `system` (replaces any setup in progress). */
    async newDraft(system: string, seed = newSeed()): Promise<TableResult> {
      const rt = await deps.runtime();
      if (!rt.runs(system)) return fail('setup/unknown-system', `the side panel does not run '${system}' fights`);
      await store.set('tableDraft', { system, doc: rt.newDoc(system, seed) });
      return { ok: true };
    },
    addCard: (cardId: string, who: Partial<Who> = {}) => editDraft((rt, doc) => rt.addCard(doc, cardId, who)),
    quickAdd: (values: Readonly<Record<string, unknown>>, who: Who) =>
      editDraft((rt, doc) => rt.quickAdd(doc, values, who)),
    remove: (id: string) => editDraft((rt, doc) => rt.removeCombatant(doc, id)),
    setOption: (key: string, value: unknown) => editDraft((_, doc) => ({ ok: true, doc: setPath(doc, key, value) })),
    async discardDraft(): Promise<void> {
      await store.set('tableDraft', null);
    },
    /** Compile the draft and start its fight (the fight holds the document from then on). */
    async startDraft(): Promise<TableResult> {
      const d = await store.get('tableDraft');
      if (!d) return fail('setup/no-draft', 'no fight is being set up', 'pick a system first');
      const r = await startDoc(d.doc);
      if (r.ok) await store.set('tableDraft', null);
      return r;
    },
    /** A sample 4 v 4 of the system, to try it before its combatants are in the catalog. */
    async start(system: string, seed = newSeed()): Promise<TableResult> {
      const rt = await deps.runtime();
      if (!rt.runs(system)) return fail('setup/unknown-system', `the side panel does not run '${system}' fights`);
      return startDoc(rt.sampleDoc(system, seed));
    },

    /** A move with the GM's picks, through the engine; nothing is stored when it refuses. */
    play: (move: Move, picks: Readonly<Record<string, unknown>>) => editFight((rt, f) => rt.play(f, move, picks)),
    undo: (count = 1) => editFight((rt, f) => ({ fight: rt.undo(f, count) })),
    async close(): Promise<void> {
      await store.set('table', null);
    },

    /** Save the fight (with what was played) or, before it starts, the setup, under a name. */
    async save(name: string): Promise<TableResult> {
      const clean = name.trim();
      if (!clean) return fail('setup/no-name', 'the encounter needs a name', 'type a name, e.g. "Ambush at the ford"');
      const [fight, draft, rt] = await Promise.all([store.get('table'), store.get('tableDraft'), deps.runtime()]);
      const saved =
        fight && rt.runs(fight.system)
          ? { name: clean, savedAt: now(), system: fight.system, doc: rt.exportDoc(fight), started: true }
          : draft
            ? { name: clean, savedAt: now(), system: draft.system, doc: draft.doc, started: false }
            : null;
      if (!saved) return fail('setup/no-encounter', 'nothing to save yet', 'pick a system and add combatants');
      await store.update('tableEncounters', (all) => ({ ...all, [clean]: saved }));
      return { ok: true };
    },
    /** A saved fight starts again where it was (its actions replayed); a saved setup becomes the draft. */
    async load(name: string): Promise<TableResult> {
      const s = await shelf.find(name);
      if (!s) return fail('setup/unknown-encounter', `no saved encounter named "${name}"`);
      if (s.started) return startDoc(s.doc);
      await store.set('tableDraft', { system: s.system, doc: s.doc });
      await store.set('table', null);
      return { ok: true };
    },
    deleteSaved: shelf.deleteSaved,
    listSaved: shelf.listSaved,

    /** The fight as a `fray resolve` scenario (YAML) that replays to exactly this state. */
    async exportYaml(): Promise<string> {
      const [f, rt] = await Promise.all([store.get('table'), deps.runtime()]);
      return f && rt.runs(f.system) ? rt.exportYaml(f) : '';
    },
    async exportMarkdown(title = 'Encounter'): Promise<string> {
      const [f, rt] = await Promise.all([store.get('table'), deps.runtime()]);
      return f && rt.runs(f.system) ? rt.markdown(f, title) : '';
    },
    async chatLines(what: 'order' | 'round'): Promise<string[]> {
      const [f, rt] = await Promise.all([store.get('table'), deps.runtime()]);
      return f && rt.runs(f.system) ? rt.chatLines(f, what) : [];
    },
  };
}

export type Table = ReturnType<typeof createTable>;
