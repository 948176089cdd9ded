import { describe, expect, it } from 'vitest';
import { savedShelf } from './saved-shelf.js';
import { memoryBackend } from './storage-backend.js';
import { createStore } from './store.js';

const save = (name: string, savedAt: number) => ({ name, savedAt, system: 'faction-turns', doc: {}, started: false });

describe('savedShelf', () => {
  it('lists the saves newest first, finds one by its own name only, and deletes by name', async () => {
    const store = createStore(memoryBackend());
    await store.set('tableEncounters', { Ford: save('Ford', 1), Crypt: save('Crypt', 3), Bridge: save('Bridge', 2) });
    const shelf = savedShelf(store, 'tableEncounters');
    expect((await shelf.listSaved()).map((s) => s.name)).toEqual(['Crypt', 'Bridge', 'Ford']);
    expect((await shelf.find('Bridge'))?.savedAt).toBe(2);
    expect(await shelf.find('constructor')).toBeUndefined();
    await shelf.deleteSaved('Bridge');
    expect((await shelf.listSaved()).map((s) => s.name)).toEqual(['Crypt', 'Ford']);
  });

  it('leaves the store unwritten when the name is not saved', async () => {
    const store = createStore(memoryBackend());
    await store.set('encounters', {});
    const rev = (await store.getRecord('encounters')).rev;
    await savedShelf(store, 'encounters').deleteSaved('toString');
    expect((await store.getRecord('encounters')).rev).toBe(rev);
  });
});
