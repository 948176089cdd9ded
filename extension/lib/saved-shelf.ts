// The GM's saved encounters, WitchHammer's (the store's `encounters`) and the table's
// (`tableEncounters`) alike: one record per name, found by name, listed newest first.
import type { Store, StoreSchema } from './store.js';

type ShelfKey = 'encounters' | 'tableEncounters';
type Saved<K extends ShelfKey> = StoreSchema[K][string];

export function savedShelf<K extends ShelfKey>(store: Pick<Store, 'get' | 'update'>, key: K) {
  // A record of saves by name (TypeScript does not narrow StoreSchema[K] for a generic K).
  const shelf = async () => (await store.get(key)) as Readonly<Record<string, Saved<K>>>;
  return {
    /** The save named `name`; only an own key counts (a save is never called "constructor" by accident). */
    async find(name: string): Promise<Saved<K> | undefined> {
      const all = await shelf();
      return Object.hasOwn(all, name) ? all[name] : undefined;
    },
    async deleteSaved(name: string): Promise<void> {
      await store.update(key, (all) => {
        if (!Object.hasOwn(all, name)) return all;
        const { [name]: _gone, ...rest } = all as Readonly<Record<string, Saved<K>>>;
        return rest as StoreSchema[K];
      });
    },
    listSaved: async (): Promise<Saved<K>[]> => Object.values(await shelf()).sort((a, b) => b.savedAt - a.savedAt),
  };
}
