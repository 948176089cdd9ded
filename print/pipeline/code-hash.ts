// What a rendered card depends on besides its data: the templates, the renderer and writer code
// and the versions of the packages that draw it. Part of every print cache key.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sha1 } from '../../infra/hash.js';
import { listFiles, packageVersion, repoRoot } from '../../infra/paths.js';

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
    ? [
        ...listFiles(join(r, 'print', 'render')),
        ...listFiles(join(r, 'print', 'pdf')),
        ...listFiles(join(r, 'print', 'layout')),
        ...listFiles(join(r, 'print', 'pipeline')),
        ...listFiles(join(r, 'engine', 'schema')),
      ]
    : listFiles(dirname(self)).filter((f) => f.endsWith('.mjs'));
  for (const f of [...files, ...listFiles(join(r, 'templates'))]) {
    const st = statSync(f);
    parts.push(`${f}:${st.size}:${sha1(readFileSync(f))}`);
  }
  for (const pkg of [
    'satori',
    '@fontsource/cinzel',
    '@fontsource/eb-garamond',
    '@fontsource/noto-sans-symbols-2',
    '@fontsource/noto-sans-math',
    '@iconify-json/game-icons',
  ])
    parts.push(`${pkg}@${packageVersion(pkg)}`);
  return (codeHashMemo = sha1(...parts));
}

export function referenceTemplateExists(system: string): boolean {
  return existsSync(join(repoRoot(), 'templates', 'reference', `${system}.hbs`));
}
