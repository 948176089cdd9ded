// `fray print --watch`: rebuild when a file in the watched folders (the catalog, the campaign,
// the templates: run-print.ts's watchedFolders) changes (debounced), until Ctrl-C. The folders are
// watched with infra/watch-tree.ts, as fray preview does: a save by rename (sed -i, most editors)
// is seen every time, and a save made while a build runs is caught by comparing the tree's
// fingerprint before and after that build.
import { existsSync, statSync } from 'node:fs';
import { basename } from 'node:path';
import { watchTree } from '../../infra/watch-tree.js';
import { UserError } from '../cli-support.js';

// A save is a burst of events (write, rename, touch) within a few milliseconds; 30 ms of quiet
// ends it. The wait adds to every rebuild's latency (the rebuild itself is ~0.15 s), so it is
// kept short; fray preview waits 15 ms for the same reason.
export function watchAndRebuild(
  folders: readonly string[],
  build: () => Promise<number>,
  debounceMs = 30,
): Promise<number> {
  // Watching a folder that does not exist (`fray print no-such --watch`) would wait for ever for
  // changes that cannot come.
  const missing = folders.find((d) => !existsSync(d) || !statSync(d).isDirectory());
  if (missing)
    return Promise.reject(
      new UserError(`folder not found: ${missing}`, 'give an existing catalog (and campaign) folder to watch'),
    );
  return new Promise((resolveDone) => {
    const dirs = folders.filter((d) => existsSync(d));
    let timer: NodeJS.Timeout | undefined;
    let running = false;
    let again = false;
    const rebuild = async (): Promise<void> => {
      if (running) {
        again = true;
        return;
      }
      running = true;
      const seen = tree.fingerprint();
      try {
        await build().catch((e: unknown) => {
          const msg =
            e instanceof UserError
              ? `${e.message}${e.hint ? `\n  hint: ${e.hint}` : ''}`
              : e instanceof Error
                ? e.message
                : String(e);
          process.stderr.write(`fray: ${msg}\n`);
        });
      } finally {
        running = false;
        process.stdout.write('watching for changes (Ctrl-C to stop)\n');
        // An event can be lost while the build reads the folder (a rename between two reads):
        // whatever changed meanwhile shows in the fingerprint.
        if (!closed && tree.fingerprint() !== seen) again = true;
        if (again) {
          again = false;
          void rebuild();
        }
      }
    };
    let closed = false;
    const tree = watchTree(dirs, (file) => {
      // Editors' backups and temp files, and dot-files (the cache, a lock), are not sources.
      // (The name only: the watched folders themselves may sit under a dot-folder.)
      if (/^\.|~$|\.tmp$/.test(basename(file))) return;
      clearTimeout(timer);
      timer = setTimeout(() => void rebuild(), debounceMs);
    });
    const stop = (): void => {
      closed = true;
      tree.close();
      clearTimeout(timer);
      resolveDone(0);
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    void rebuild();
  });
}
