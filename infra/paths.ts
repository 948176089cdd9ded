// Where fray's own files are (templates, sources, bundle), found from this module's location so
// it works from the sources, from dist/ and from an installed package.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

let root: string | undefined;

export function repoRoot(): string {
  if (root) return root;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'print'))) return (root = dir);
    const up = dirname(dir);
    if (up === dir) return (root = process.cwd());
    dir = up;
  }
}

/** Files under `dir`, sorted, without dot-folders, node_modules and tests. */
export function listFiles(dir: string, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    if (e.name.startsWith('.') || e.name === 'node_modules') continue;
    const p = join(dir, e.name);
    if (e.isDirectory()) listFiles(p, out);
    else if (!e.name.endsWith('.test.ts')) out.push(p);
  }
  return out;
}

/** An installed package's version; `?` when unknown (a cache key then just never matches a stale entry). */
export function packageVersion(name: string): string {
  try {
    return (
      JSON.parse(readFileSync(join(repoRoot(), 'node_modules', name, 'package.json'), 'utf8')) as { version: string }
    ).version;
  } catch {
    return '?';
  }
}
