// The popup's live view of the store: the encounter, the catalog, the timer and settings, kept
// in step with every other context (the overlay, the service worker) through store.subscribe.
import { useCallback, useEffect, useState } from 'react';
import type { EngineError } from '../../engine/core/types.js';
import type { Catalog } from '../lib/catalog.js';
import type { Encounter } from '../lib/encounter.js';
import { getResolver, getStore, loadCatalog } from '../lib/fray.js';
import type { OpResult } from '../lib/session-ops.js';
import { DEFAULTS, type Settings, type TimerRecord } from '../lib/store.js';
import type { TableFight, TableResult } from '../lib/table/table.js';
import type { TableDraft } from '../lib/table/table-fight.js';

export interface FrayState {
  readonly ready: boolean;
  readonly encounter: Encounter | null;
  /** A fight of another system on the system-agnostic table, if one is open. */
  readonly table: TableFight | null;
  /** A fight of another system being set up. */
  readonly tableDraft: TableDraft | null;
  readonly catalog: Catalog | null;
  readonly timer: TimerRecord;
  readonly settings: Settings;
  readonly error: EngineError | null;
  readonly busy: boolean;
  /** Run a resolver operation; its error (if any) is shown until the next operation. */
  run(op: () => Promise<OpResult | TableResult | void>): Promise<void>;
  setError(e: EngineError | null): void;
}

export function useFray(): FrayState {
  const store = getStore();
  const [ready, setReady] = useState(false);
  const [encounter, setEncounter] = useState<Encounter | null>(null);
  const [table, setTable] = useState<TableFight | null>(null);
  const [tableDraft, setTableDraft] = useState<TableDraft | null>(null);
  const [catalog, setCatalog] = useState<Catalog | null>(null);
  const [timer, setTimer] = useState<TimerRecord>(DEFAULTS.timer);
  const [settings, setSettings] = useState<Settings>(DEFAULTS.settings);
  const [error, setError] = useState<EngineError | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void Promise.all([
      store.get('encounter'),
      loadCatalog(),
      store.get('timer'),
      store.get('settings'),
      store.get('table'),
      store.get('tableDraft'),
    ]).then(([e, c, t, s, tb, td]) => {
      if (!live) return;
      setEncounter(e);
      setTable(tb);
      setTableDraft(td);
      setCatalog(c);
      setTimer(t);
      setSettings(s);
      setReady(true);
    });
    const off = store.subscribe((key, value) => {
      if (key === 'encounter') setEncounter(value as Encounter | null);
      else if (key === 'table') setTable(value as TableFight | null);
      else if (key === 'tableDraft') setTableDraft(value as TableDraft | null);
      else if (key === 'timer') setTimer(value as TimerRecord);
      else if (key === 'settings') setSettings(value as Settings);
      else if (key === 'catalog') void loadCatalog().then(setCatalog);
    });
    return () => {
      live = false;
      off();
    };
  }, [store]);

  const run = useCallback(async (op: () => Promise<OpResult | TableResult | void>) => {
    setBusy(true);
    try {
      const r = await op();
      setError(r && !r.ok ? r.error : null);
    } catch (e) {
      setError({ code: 'extension/failed', message: String((e as Error)?.message ?? e) });
    } finally {
      setBusy(false);
    }
  }, []);

  return { ready, encounter, table, tableDraft, catalog, timer, settings, error, busy, run, setError };
}

export const resolver = getResolver;
