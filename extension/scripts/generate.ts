// Build-time inputs of the extension, written to extension/lib/generated/ (gitignored):
//   catalog.json  — cards/witchhammer parsed and validated by the engine's catalog validator
//   catalog-files.json — the same files' YAML sources (for the options page's import check)
//   templates.js  — the card-face Handlebars templates, precompiled (MV3 forbids eval, so the
//                   extension ships only handlebars/runtime)
//   catalog-import.js — the options page's catalog validator (zod, jitless), bundled by esbuild
// Run by scripts/build.mjs through tsx; exits 1 with file:line:col problems on a bad catalog.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { validateCatalog } from '../../engine/catalog/validate-catalog.js';
import { formatProblem } from '../../engine/catalog/yaml-source.js';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const outDir = resolve(here, '../lib/generated');
const SYSTEM = 'witchhammer';

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}

/** Temp file + rename, so a failed build never leaves a half-written module. */
function writeAtomic(file: string, text: string): void {
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, text);
  renameSync(tmp, file);
}

export async function generate(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const cardsDir = join(root, 'cards');
  const files = walk(join(cardsDir, SYSTEM))
    .filter((p) => /\.ya?ml$/i.test(p))
    .map((p) => ({ path: relative(cardsDir, p).split('\\').join('/'), text: readFileSync(p, 'utf8'), display: relative(root, p) }));
  const data = validateCatalog(files);
  if (data.problems.length) {
    for (const p of data.problems) console.error(formatProblem(p));
    throw new Error(`the bundled catalog has ${data.problems.length} problem(s); fix them before building the extension`);
  }
  const catalog = { system: SYSTEM, tables: data.tables[SYSTEM], cards: data.cardsBySystem[SYSTEM] ?? [] };
  writeAtomic(join(outDir, 'catalog.json'), JSON.stringify(catalog));
  // The sources only matter to the options page (imports are validated together with them).
  writeAtomic(join(outDir, 'catalog-files.json'), JSON.stringify(files.map(({ path, text }) => ({ path, text }))));
  writeAtomic(join(outDir, 'templates.js'), await precompiledTemplates());
  await bundleCatalogImport();
  console.log(`extension: bundled ${catalog.cards.length} cards of ${SYSTEM}`);
}

const TEMPLATES_DTS = `import type { Card } from '../../../engine/schema/card.js';
export type CardTemplate = (context: unknown) => string;
export declare const templates: Partial<Record<Card['type'], CardTemplate>> | null;
export declare const css: string;
export declare function cardContext(card: Card, tables: unknown): unknown;
`;

/**
 * The render engineer's templates/precompile.ts turns templates/cards/*.hbs into one ES module
 * exporting \`templates\` (type → template function on handlebars/runtime), \`css\` and
 * \`cardContext(card, tables)\`. Without it (templates not written yet) the module says so
 * with \`templates = null\`, and the popup shows plain React cards.
 */
async function precompiledTemplates(): Promise<string> {
  writeAtomic(join(outDir, 'templates.d.ts'), TEMPLATES_DTS);
  const precompile = join(root, 'templates/precompile.ts');
  if (!existsSync(precompile)) {
    console.warn('extension: templates/precompile.ts not found: card faces fall back to plain cards');
    return "// No templates at build time.\nexport const templates = null;\nexport const css = '';\nexport function cardContext(card) { return { card }; }\n";
  }
  const mod = (await import(pathToFileURL(precompile).href)) as Record<string, unknown>;
  const fn = mod['precompileModule'] as ((opts?: unknown) => string | Promise<string>) | undefined;
  if (typeof fn !== 'function') throw new Error('templates/precompile.ts exports no precompileModule()');
  return fn({ target: 'extension' });
}

/**
 * zod probes for `Function` (allowsEval) and its JIT builds parsers with it. With
 * `jitless` neither runs, but MV3 review and our build check want no Function constructor in
 * the shipped code at all, so both spots are rewritten to "not available" at bundle time. A
 * zod upgrade that changes them fails the build here instead of slipping through.
 */
const NO_F = 'const F = function () { throw new Error("no dynamic code in the extension"); };';
const ZOD_PATCHES: { file: RegExp; from: RegExp; to: string }[] = [
  { file: /zod[\\/]v4[\\/]core[\\/]util\.js$/, from: /const F = Function;\s*new F\(""\);\s*return true;/, to: 'return false;' },
  { file: /zod[\\/]v4[\\/]core[\\/]compile\.js$/, from: /const F = Function;/, to: NO_F },
  { file: /zod[\\/]v4[\\/]core[\\/]doc\.js$/, from: /const F = Function;/, to: NO_F },
];

const noDynamicCode: Plugin = {
  name: 'no-dynamic-code',
  setup(b) {
    b.onLoad({ filter: /zod[\\/]v4[\\/]core[\\/](util|compile|doc)\.js$/ }, (args) => {
      let text = readFileSync(args.path, 'utf8');
      for (const p of ZOD_PATCHES.filter((x) => x.file.test(args.path))) {
        if (!p.from.test(text)) throw new Error(`zod changed: cannot find ${p.from} in ${args.path}; update ZOD_PATCHES`);
        text = text.replace(p.from, p.to);
      }
      return { contents: text, loader: 'js' };
    });
  },
};

/** The options page's catalog validator, bundled by esbuild (see lib/catalog-import-entry.ts). */
async function bundleCatalogImport(): Promise<void> {
  const tmp = join(outDir, `catalog-import.${process.pid}.tmp.js`);
  await build({
    entryPoints: [resolve(here, '../lib/catalog-import-entry.ts')],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    outfile: tmp,
    logLevel: 'warning',
    plugins: [noDynamicCode],
  });
  renameSync(tmp, join(outDir, 'catalog-import.js'));
  writeAtomic(
    join(outDir, 'catalog-import.d.ts'),
    "export { importCatalog } from '../import-catalog.js';\nexport { formatProblem } from '../../../engine/catalog/yaml-source.js';\n",
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  generate().catch((e: Error) => {
    console.error(`extension build: ${e.message}`);
    process.exit(1);
  });
}
