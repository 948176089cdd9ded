// The one state store of the extension, over chrome.storage.local. The popup, the options page,
// the service worker and the overlay all read and write through it, so they show the same
// state, and closing the popup or restarting the browser loses nothing.
//
// Every key is `fray:<name>` and holds a record `{ rev, by, value }`. `update()` is a
// read-modify-write that must not lose a concurrent write from another context (the popup and
// the overlay both act on the encounter), and chrome.storage has no compare-and-swap, so:
//   1. within one JS context, updates of a key are queued;
//   2. across extension pages (popup, options, service worker) a Web Lock serialises them;
//   3. without a shared lock (content scripts have the page's origin), the writer re-reads just
//      before writing, stamps its record with a nonce, reads it back, and re-applies its change
//      on top of whatever won when another writer overwrote it. That narrows the race but cannot
//      close it (no compare-and-swap), so content scripts send encounter mutations to the
//      service worker (lib/resolver-client.ts → lib/resolver-host.ts) instead of writing.
import { chromeBackend, type StorageBackend, type StorageChanges } from './storage-backend.js';
import type { Encounter, SavedEncounter } from './encounter.js';
import type { SavedTableEncounter, TableDraft, TableFight } from './table/table-fight.js';
import type { CustomCatalog } from './catalog.js';
import type { TimerRecord } from './timer.js';

/** The decision timer's record (lib/timer.ts): a deadline, not ticks, so a sleeping worker or throttled tab cannot drift it. */
export type { TimerRecord };

export const KEY_PREFIX = 'fray:';

export interface Settings {
  /** Decision timer length; null = the system's `decision_timer.seconds` table. */
  readonly timerSeconds: number | null;
  readonly sound: boolean;
  /** Origins (e.g. `https://app.roll20.net`) where the overlay is injected automatically. */
  readonly autoInjectOrigins: readonly string[];
}

export interface OverlayPosition {
  readonly x: number;
  readonly y: number;
  readonly width?: number;
  readonly height?: number;
  readonly collapsed?: boolean;
}

/** What each key holds. */
export interface StoreSchema {
  /** The current encounter (roster + engine session); null before the first "new encounter". */
  encounter: Encounter | null;
  /** Saved named encounters. */
  encounters: Readonly<Record<string, SavedEncounter>>;
  settings: Settings;
  timer: TimerRecord;
  /** Overlay panel geometry per page origin. */
  overlay: Readonly<Record<string, OverlayPosition>>;
  /** A custom catalog imported in the options page; null = the bundled catalog only. */
  catalog: CustomCatalog | null;
  /** A fight of another system run through the system-agnostic table (lib/table/table.ts); null = none. */
  table: TableFight | null;
  /** The table fight being set up (lib/table/table.ts); null = none. */
  tableDraft: TableDraft | null;
  /** Saved named table encounters, by name. */
  tableEncounters: Readonly<Record<string, SavedTableEncounter>>;
}

export type StoreKey = keyof StoreSchema;

export const DEFAULTS: { readonly [K in StoreKey]: StoreSchema[K] } = {
  encounter: null,
  encounters: {},
  settings: { timerSeconds: null, sound: true, autoInjectOrigins: [] },
  timer: { deadline: null, startedAt: null, durationMs: 0 },
  overlay: {},
  catalog: null,
  table: null,
  tableDraft: null,
  tableEncounters: {},
};

export interface StoredRecord<T> {
  readonly rev: number;
  /** Nonce of the write that produced this record. */
  readonly by: string;
  /** Nonces of the last writes this record builds on (its own last), to tell lost writes apart. */
  readonly trail?: readonly string[];
  readonly value: T;
}

export interface Store {
  get<K extends StoreKey>(key: K): Promise<StoreSchema[K]>;
  getRecord<K extends StoreKey>(key: K): Promise<StoredRecord<StoreSchema[K]>>;
  /** Replace the value (still versioned and serialised like `update`). */
  set<K extends StoreKey>(key: K, value: StoreSchema[K]): Promise<void>;
  /**
   * Read-modify-write. `fn` may run more than once (when another context wrote in between),
   * so it must be pure. Returning the very same value skips the write. Errors thrown by `fn`
   * propagate and nothing is written.
   */
  update<K extends StoreKey>(key: K, fn: (current: StoreSchema[K]) => StoreSchema[K]): Promise<StoreSchema[K]>;
  /** Called on every change of a `fray:` key, from any context. Returns unsubscribe. */
  subscribe(cb: (key: StoreKey, value: unknown, rev: number) => void): () => void;
  /** Remove every `fray:` key. */
  clear(): Promise<void>;
}

const MAX_ATTEMPTS = 8;
const TRAIL = 16;

export function storageKey(key: StoreKey): string {
  return KEY_PREFIX + key;
}

/** Runs `job` holding the named lock; shared by every context that must not interleave writes. */
export type LockFn = <T>(name: string, job: () => Promise<T>) => Promise<T>;

export function createStore(backend: StorageBackend = chromeBackend(), opts: { lock?: LockFn } = {}): Store {
  const lock: LockFn = opts.lock ?? withLock;
  const queues = new Map<string, Promise<unknown>>();
  let counter = 0;
  const nonce = (): string => `${contextId}.${++counter}`;

  const readRecord = async <K extends StoreKey>(key: K): Promise<StoredRecord<StoreSchema[K]>> => {
    const k = storageKey(key);
    const raw = (await backend.get([k]))[k];
    if (isRecord(raw)) return raw as StoredRecord<StoreSchema[K]>;
    return { rev: 0, by: '', value: DEFAULTS[key] };
  };

  const serialise = <T>(key: StoreKey, job: () => Promise<T>): Promise<T> => {
    const prev = queues.get(key) ?? Promise.resolve();
    const run = prev.then(() => lock(storageKey(key), job));
    queues.set(
      key,
      run.catch(() => undefined),
    );
    return run;
  };

  const update = <K extends StoreKey>(
    key: K,
    fn: (current: StoreSchema[K]) => StoreSchema[K],
  ): Promise<StoreSchema[K]> =>
    serialise(key, async () => {
      for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
        const cur = await readRecord(key);
        const next = fn(cur.value);
        if (next === cur.value) return cur.value;
        const by = nonce();
        const trail = [...(cur.trail ?? []).slice(-(TRAIL - 1)), by];
        const rec: StoredRecord<StoreSchema[K]> = { rev: cur.rev + 1, by, trail, value: next };
        // Someone wrote while `fn` ran: start again from their record rather than overwrite it.
        if ((await readRecord(key)).by !== cur.by) continue;
        await backend.set({ [storageKey(key)]: rec });
        const back = await readRecord(key);
        // Ours is there, or a later write built on top of ours. Otherwise a writer that had
        // read the older record overwrote ours: apply the change again on top of its record.
        if (back.by === by || (back.trail ?? []).includes(by)) return next;
      }
      throw new Error(
        `fray store: could not write ${key} after ${MAX_ATTEMPTS} attempts (another window keeps writing)`,
      );
    });

  return {
    get: async (key) => (await readRecord(key)).value,
    getRecord: readRecord,
    set: (key, value) => update(key, () => value).then(() => undefined),
    update,
    subscribe(cb) {
      return backend.onChanged((changes: StorageChanges) => {
        for (const [k, change] of Object.entries(changes)) {
          if (!k.startsWith(KEY_PREFIX)) continue;
          const key = k.slice(KEY_PREFIX.length) as StoreKey;
          if (!(key in DEFAULTS)) continue;
          const rec = change.newValue;
          if (isRecord(rec)) cb(key, rec.value, rec.rev);
          else cb(key, DEFAULTS[key], 0);
        }
      });
    },
    async clear() {
      const keys = (await backend.keys()).filter((k) => k.startsWith(KEY_PREFIX));
      if (keys.length) await backend.remove(keys);
    },
  };
}

function isRecord(v: unknown): v is StoredRecord<unknown> {
  return typeof v === 'object' && v !== null && typeof (v as { rev?: unknown }).rev === 'number' && 'value' in v;
}

// A random id per JS context so nonces from the popup and the overlay never collide.
const contextId = (() => {
  const c = (globalThis as { crypto?: Crypto }).crypto;
  if (c?.getRandomValues) return Array.from(c.getRandomValues(new Uint32Array(2)), (n) => n.toString(36)).join('');
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e9).toString(36)}`;
})();

interface LockManagerLike {
  request<T>(name: string, cb: () => Promise<T>): Promise<T>;
}

/** Web Locks are per origin: they serialise the extension's own pages, not content scripts. */
function withLock<T>(name: string, job: () => Promise<T>): Promise<T> {
  const g = globalThis as { navigator?: { locks?: LockManagerLike }; location?: { protocol?: string } };
  const extensionPage = /^(chrome|moz)-extension:$/.test(g.location?.protocol ?? '');
  const locks = g.navigator?.locks;
  return extensionPage && locks ? locks.request(name, job) : job();
}

let shared: Store | undefined;

/** The store over chrome.storage.local, one per JS context. */
export function getStore(): Store {
  shared ??= createStore();
  return shared;
}
