import { describe, expect, it } from 'vitest';
import { memoryBackend, type StorageBackend } from './storage-backend.js';
import { createStore, DEFAULTS, storageKey, type LockFn } from './store.js';

describe('store', () => {
  it('returns defaults for absent keys and namespaces its keys', async () => {
    const backend = memoryBackend();
    const store = createStore(backend);
    expect(await store.get('settings')).toEqual(DEFAULTS.settings);
    await store.set('settings', { timerSeconds: 20, sound: false, autoInjectOrigins: [] });
    expect(Object.keys(backend.dump())).toEqual(['fray:settings']);
    expect(await store.get('settings')).toEqual({ timerSeconds: 20, sound: false, autoInjectOrigins: [] });
    expect((await store.getRecord('settings')).rev).toBe(1);
  });

  it('skips the write when the update returns the same value', async () => {
    const backend = memoryBackend();
    const store = createStore(backend);
    await store.update('overlay', (o) => o);
    expect(backend.dump()).toEqual({});
  });

  it('does not write when the update throws', async () => {
    const store = createStore(memoryBackend());
    await expect(
      store.update('overlay', () => {
        throw new Error('nope');
      }),
    ).rejects.toThrow('nope');
    expect((await store.getRecord('overlay')).rev).toBe(0);
    // the queue keeps working after a failed job
    await store.update('overlay', (o) => ({ ...o, 'https://a.test': { x: 1, y: 2 } }));
    expect(await store.get('overlay')).toEqual({ 'https://a.test': { x: 1, y: 2 } });
  });

  it('serialises concurrent updates in one context', async () => {
    const store = createStore(memoryBackend());
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        store.update('encounters', (all) => ({
          ...all,
          [`e${i}`]: { name: `e${i}`, savedAt: i, encounter: null as never },
        })),
      ),
    );
    expect(Object.keys(await store.get('encounters'))).toHaveLength(20);
    expect((await store.getRecord('encounters')).rev).toBe(20);
  });

  it('loses no update when two extension pages race on the same key', async () => {
    // Two stores (the popup and the service worker) over one area whose reads return stale data
    // late enough for both to read the same revision; they share a lock as Web Locks do.
    const shared = memoryBackend();
    const slow: StorageBackend = {
      ...shared,
      get: async (k) => {
        const v = await shared.get(k);
        await new Promise((r) => setTimeout(r, 1));
        return v;
      },
    };
    let tail: Promise<unknown> = Promise.resolve();
    const lock: LockFn = (_name, job) => {
      const run = tail.then(job);
      tail = run.catch(() => undefined);
      return run;
    };
    const popup = createStore(slow, { lock });
    const overlay = createStore(slow, { lock });
    const add = (id: string) => (o: Record<string, { x: number; y: number }>) => ({ ...o, [id]: { x: 1, y: 1 } });
    await Promise.all([
      ...Array.from({ length: 6 }, (_, i) => popup.update('overlay', add(`p${i}`))),
      ...Array.from({ length: 6 }, (_, i) => overlay.update('overlay', add(`o${i}`))),
    ]);
    expect(Object.keys(await popup.get('overlay')).sort()).toEqual([
      'o0',
      'o1',
      'o2',
      'o3',
      'o4',
      'o5',
      'p0',
      'p1',
      'p2',
      'p3',
      'p4',
      'p5',
    ]);
  });

  it('re-applies its change when another writer overwrote it before the read-back', async () => {
    // The overlay's write lands between the popup's write and the popup's read-back.
    const shared = memoryBackend();
    const overlay = createStore(shared);
    let injected = false;
    const racy: StorageBackend = {
      ...shared,
      set: async (items) => {
        await shared.set(items);
        if (!injected) {
          injected = true;
          await shared.set({ 'fray:overlay': { rev: 1, by: 'other', trail: ['other'], value: { o: { x: 0, y: 0 } } } });
        }
      },
    };
    const popup = createStore(racy);
    await popup.update('overlay', (o) => ({ ...o, p: { x: 1, y: 1 } }));
    expect(await overlay.get('overlay')).toEqual({ o: { x: 0, y: 0 }, p: { x: 1, y: 1 } });
  });

  it('tells subscribers about changes from any context, and clears only fray keys', async () => {
    const backend = memoryBackend({ other: 1 });
    const a = createStore(backend);
    const b = createStore(backend);
    const seen: [string, unknown, number][] = [];
    const off = b.subscribe((key, value, rev) => seen.push([key, value, rev]));
    await a.set('timer', { deadline: 5, startedAt: 1, durationMs: 4 });
    await new Promise((r) => setTimeout(r, 0));
    expect(seen).toEqual([['timer', { deadline: 5, startedAt: 1, durationMs: 4 }, 1]]);
    await a.clear();
    await new Promise((r) => setTimeout(r, 0));
    expect(seen[1]).toEqual(['timer', DEFAULTS.timer, 0]);
    expect(backend.dump()).toEqual({ other: 1 });
    off();
    await a.set('timer', DEFAULTS.timer);
    await new Promise((r) => setTimeout(r, 0));
    expect(seen).toHaveLength(2);
    expect(storageKey('timer')).toBe('fray:timer');
  });
});
