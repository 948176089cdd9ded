// Watching a folder tree for saves, renames included. Node 20's `fs.watch(dir, { recursive: true })`
// on Linux watches each file by itself, so a save by rename (sed -i, most editors: write a temp file,
// rename it over the old one) replaces the watched inode and every later save of that file goes
// unseen. Here every folder of the tree is watched instead (a folder's watch reports the entries
// created, renamed over and written inside it), new sub-folders are picked up as they appear, and
// `fingerprint()` lets a caller re-check after its work whether anything changed meanwhile.
import { type Dirent, type FSWatcher, readdirSync, statSync, watch } from 'node:fs';
import { join } from 'node:path';

export interface TreeWatch {
  /** Path, size, mtime and inode of every file under the roots: changes with any save, by rename too. */
  fingerprint(): string;
  close(): void;
}

const skipped = (name: string): boolean => name.startsWith('.') || name === 'node_modules';
const isDir = (p: string): boolean => {
  try {
    return statSync(p).isDirectory();
  } catch {
    return false;
  }
};

export function watchTree(roots: readonly string[], onChange: (file: string) => void): TreeWatch {
  const watchers = new Map<string, FSWatcher>();
  let closed = false;
  const add = (dir: string): void => {
    if (closed) return;
    if (!watchers.has(dir)) {
      let w: FSWatcher;
      try {
        w = watch(dir, (_event, name) => {
          const file = join(dir, String(name ?? ''));
          // A new or renamed-in folder: watch it (and what it holds) too; a removed one: drop its watch.
          if (name && !skipped(String(name))) {
            if (isDir(file)) add(file);
            else forget(file);
          }
          onChange(file);
        });
      } catch {
        return; // gone meanwhile; its parent's watch reports that
      }
      w.on('error', () => {
        w.close();
        watchers.delete(dir);
      });
      watchers.set(dir, w);
    }
    rescan(dir);
  };
  const rescan = (dir: string): void => {
    let entries: Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      forget(dir);
      return;
    }
    for (const e of entries) if (e.isDirectory() && !skipped(e.name)) add(join(dir, e.name));
  };
  const forget = (dir: string): void => {
    for (const [d, w] of watchers)
      if (d === dir || d.startsWith(`${dir}/`)) {
        w.close();
        watchers.delete(d);
      }
  };
  for (const r of roots) add(r);

  const files = (dir: string, out: string[]): void => {
    let entries: Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      if (skipped(e.name)) continue;
      const p = join(dir, e.name);
      if (e.isDirectory()) files(p, out);
      else {
        try {
          const s = statSync(p);
          out.push(`${p}\0${s.size}\0${s.mtimeMs}\0${s.ino}`);
        } catch {
          // removed between the listing and the stat: the next fingerprint differs anyway
        }
      }
    }
  };
  return {
    fingerprint() {
      const out: string[] = [];
      for (const r of roots) files(r, out);
      return out.sort().join('\n');
    },
    close() {
      closed = true;
      for (const w of watchers.values()) w.close();
      watchers.clear();
    },
  };
}
