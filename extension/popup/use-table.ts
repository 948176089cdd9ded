// The table's runtime (lib/table/runtime.ts, loaded lazily as its own script) for the popup and
// the side panel, and the table operations over the shared store.
import { useEffect, useState } from 'react';
import { getStore } from '../lib/fray.js';
import type { TableRuntime } from '../lib/table/runtime.js';
import { createTable } from '../lib/table/table.js';
import { loadTableRuntime } from '../lib/validators.js';

const loadRuntime = (): Promise<TableRuntime> => loadTableRuntime().then((m) => m.runtime);

export const table = createTable({ store: getStore(), runtime: loadRuntime });

/** The runtime once loaded (null until then); `error` when it could not be. */
export function useTableRuntime(wanted: boolean): { runtime: TableRuntime | null; error: string | null } {
  const [runtime, setRuntime] = useState<TableRuntime | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!wanted || runtime) return;
    let live = true;
    loadRuntime().then(
      (rt) => live && setRuntime(rt),
      (e: unknown) => live && setError(String((e as Error)?.message ?? e)),
    );
    return () => {
      live = false;
    };
  }, [wanted, runtime]);
  return { runtime, error };
}
