// The few chrome.storage.local calls the store needs, behind an interface so the store can be
// unit-tested against an in-memory area and run unchanged in the popup, options page,
// service worker and content scripts.

export type StorageChanges = Record<string, { oldValue?: unknown; newValue?: unknown }>;

export interface StorageBackend {
  get(keys: readonly string[]): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  remove(keys: readonly string[]): Promise<void>;
  /** Every key the backend holds (used to clear only `fray:` keys). */
  keys(): Promise<string[]>;
  /** Changes from any context, this one included. Returns an unsubscribe function. */
  onChanged(cb: (changes: StorageChanges) => void): () => void;
}

/** chrome.storage.local, shared by every extension context of this profile. */
export function chromeBackend(): StorageBackend {
  const area = chrome.storage.local;
  return {
    get: (keys) => area.get([...keys]) as Promise<Record<string, unknown>>,
    set: (items) => area.set(items),
    remove: (keys) => area.remove([...keys]),
    keys: async () => Object.keys(await area.get(null)),
    onChanged(cb) {
      // chrome.storage.onChanged (not area.onChanged) because Firefox MV3 has the former everywhere.
      const listener = (changes: Record<string, chrome.storage.StorageChange>, areaName: string): void => {
        if (areaName === 'local') cb(changes);
      };
      chrome.storage.onChanged.addListener(listener);
      return () => chrome.storage.onChanged.removeListener(listener);
    },
  };
}

/**
 * An in-memory area with chrome's semantics: values are deep-copied through JSON on the way
 * in and out, and listeners fire asynchronously after a write.
 */
export function memoryBackend(
  initial: Record<string, unknown> = {},
): StorageBackend & { dump(): Record<string, unknown> } {
  const data = new Map<string, string>(Object.entries(initial).map(([k, v]) => [k, JSON.stringify(v)]));
  const listeners = new Set<(c: StorageChanges) => void>();
  const emit = (changes: StorageChanges): void => {
    if (Object.keys(changes).length === 0) return;
    queueMicrotask(() => listeners.forEach((l) => l(changes)));
  };
  const read = (k: string): unknown => (data.has(k) ? JSON.parse(data.get(k)!) : undefined);
  return {
    async get(keys) {
      const out: Record<string, unknown> = {};
      for (const k of keys) if (data.has(k)) out[k] = read(k);
      return out;
    },
    async set(items) {
      const changes: StorageChanges = {};
      for (const [k, v] of Object.entries(items)) {
        const oldValue = read(k);
        data.set(k, JSON.stringify(v));
        changes[k] = { oldValue, newValue: read(k) };
      }
      emit(changes);
    },
    async remove(keys) {
      const changes: StorageChanges = {};
      for (const k of keys) {
        if (!data.has(k)) continue;
        changes[k] = { oldValue: read(k) };
        data.delete(k);
      }
      emit(changes);
    },
    async keys() {
      return [...data.keys()];
    },
    onChanged(cb) {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    dump() {
      return Object.fromEntries([...data.keys()].map((k) => [k, read(k)]));
    },
  };
}
