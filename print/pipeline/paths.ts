// Where fray's own files are (templates, sources, bundle), found from this module's location so
// it works from the sources, from dist/ and from an installed package.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sha1 } from './cache.js';

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
    return (JSON.parse(readFileSync(join(repoRoot(), 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return '?';
  }
}

let codeHashMemo: string | undefined;

/**
 * Everything besides the card data that changes how a card looks in the PDF: templates, the
 * renderer and writer code (the bundle when running from dist/), and the versions of the
 * renderer, fonts and icons packages. Part of every cache key.
 */
export function codeHash(): string {
  if (codeHashMemo) return codeHashMemo;
  const r = repoRoot();
  const self = fileURLToPath(import.meta.url);
  const parts: string[] = [];
  const files = self.endsWith('.ts')
    ? [...listFiles(join(r, 'print', 'render')), ...listFiles(join(r, 'print', 'pdf')), ...listFiles(join(r, 'print', 'layout')), ...listFiles(join(r, 'print', 'pipeline')), ...listFiles(join(r, 'engine', 'schema'))]
    : listFiles(dirname(self)).filter((f) => f.endsWith('.mjs'));
  for (const f of [...files, ...listFiles(join(r, 'templates'))]) {
    const st = statSync(f);
    parts.push(`${f}:${st.size}:${sha1(readFileSync(f))}`);
  }
  for (const pkg of ['satori', '@fontsource/cinzel', '@fontsource/eb-garamond', '@fontsource/noto-sans-symbols-2', '@fontsource/noto-sans-math', '@iconify-json/game-icons']) parts.push(`${pkg}@${packageVersion(pkg)}`);
  return (codeHashMemo = sha1(...parts));
}

export function referenceTemplateExists(system: string): boolean {
  return existsSync(join(repoRoot(), 'templates', 'reference', `${system}.hbs`));
}
