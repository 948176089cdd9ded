// Build-time inputs of the extension, written to extension/lib/generated/ (gitignored):
//   catalog.json  — cards/witchhammer parsed and validated by the engine's catalog validator
//   table-data.json — per system the table runs: its name, tables and combatant cards
//   table-runtime.js — the system-agnostic table's engine side (lib/table-runtime-entry.ts)
//   catalog-files.json — the same files' YAML sources (for the options page's import check)
//   templates.js  — the card-face Handlebars templates, precompiled (MV3 forbids eval, so the
//                   extension ships only handlebars/runtime)
//   catalog-import.js — the options page's catalog validator (zod, jitless), bundled by esbuild
//   campaign-import.js — the popup's checker of a campaign's built characters (the same validator)
// Run by scripts/build.mjs through tsx; exits 1 with file:line:col problems on a bad catalog.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import { build, type Plugin } from 'esbuild';
import { validateCatalog } from '../../engine/catalog/validate-catalog.js';
import { formatProblem } from '../../engine/diagnostics/problem.js';
import { writeAtomicSync } from '../../infra/atomic-write.js';

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

/** Temp file + rename (infra/atomic-write.ts), so a failed build never leaves a half-written module. */
const writeAtomic = (file: string, data: string | Uint8Array): void => writeAtomicSync(file, data);

/** The card faces' fonts: WOFF2 only. @fontsource's CSS also lists a WOFF fallback for browsers
 *  without WOFF2, and the bundler shipped both (every browser that runs MV3 reads WOFF2). */
// Cinzel comes in bold only: every Cinzel text of a card face is bold (names, type lines,
// labels), and only card faces are drawn in the extension. No italic face (25 KB of the zip): a
// card's flavour line is the one italic text, and the browser slants the regular face for it.
const FACES: readonly [pkg: string, family: string, weight: number, style: 'normal' | 'italic'][] = [
  ['cinzel', 'Cinzel', 700, 'normal'],
  ['eb-garamond', 'EB Garamond', 400, 'normal'],
  ['eb-garamond', 'EB Garamond', 700, 'normal'],
];

/**
 * What the system-agnostic table (lib/table/runtime.ts) bundles per system it runs — those of the
 * engine's registry with moves and a table description (or a sample roster): the name and
 * validated tables of cards/<id>/system.yaml and the system's combatant cards, in
 * lib/generated/table-data.json. A bad file fails the build with its problems.
 */
async function writeTableData(): Promise<void> {
  const { SYSTEMS } = await import('../../engine/systems/index.js');
  const { SAMPLES } = await import('../lib/table/samples.js');
  const { runsAtTable } = await import('../lib/table/systems.js');
  const systems: Record<string, { name: string; tables: unknown; combatants: unknown[] }> = {};
  for (const [id, mod] of Object.entries(SYSTEMS)) {
    if (!runsAtTable(id, mod, SAMPLES)) continue;
    const dir = join(root, 'cards', id);
    const files = walk(dir)
      .filter((p) => /\.ya?ml$/i.test(p))
      .map((p) => ({
        path: relative(join(root, 'cards'), p).split('\\').join('/'),
        text: readFileSync(p, 'utf8'),
        display: relative(root, p),
      }));
    const data = validateCatalog(files);
    if (data.problems.length) {
      for (const p of data.problems) console.error(formatProblem(p));
      throw new Error(`cards/${id} has ${data.problems.length} problem(s)`);
    }
    const tables = data.tables[id] as { name?: string } | undefined;
    const combatants = (data.cardsBySystem[id] ?? []).filter((c) => (c as { type: string }).type === 'combatant');
    systems[id] = { name: tables?.name ?? id, tables, combatants };
  }
  writeAtomic(join(outDir, 'table-data.json'), JSON.stringify({ systems }));
}

function writeFonts(): void {
  const dir = join(outDir, 'fonts');
  mkdirSync(dir, { recursive: true });
  const css = FACES.map(([pkg, family, weight, style]) => {
    const file = `${pkg}-latin-${weight}-${style}.woff2`;
    const bytes = readFileSync(join(root, 'node_modules', '@fontsource', pkg, 'files', file));
    writeAtomic(join(dir, file), bytes);
    return `@font-face { font-family: '${family}'; font-style: ${style}; font-weight: ${weight}; font-display: swap; src: url('./fonts/${file}') format('woff2'); }`;
  });
  writeAtomic(join(outDir, 'fonts.css'), `${css.join('\n')}\n`);
}

export async function generate(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const cardsDir = join(root, 'cards');
  const files = walk(join(cardsDir, SYSTEM))
    .filter((p) => /\.ya?ml$/i.test(p))
    .map((p) => ({
      path: relative(cardsDir, p).split('\\').join('/'),
      text: readFileSync(p, 'utf8'),
      display: relative(root, p),
    }));
  const data = validateCatalog(files);
  if (data.problems.length) {
    for (const p of data.problems) console.error(formatProblem(p));
    throw new Error(
      `the bundled catalog has ${data.problems.length} problem(s); fix them before building the extension`,
    );
  }
  const catalog = { system: SYSTEM, tables: data.tables[SYSTEM], cards: data.cardsBySystem[SYSTEM] ?? [] };
  writeAtomic(join(outDir, 'catalog.json'), JSON.stringify(catalog));
  // The sources only matter to the options page (imports are validated together with them).
  writeAtomic(join(outDir, 'catalog-files.json'), JSON.stringify(files.map(({ path, text }) => ({ path, text }))));
  writeAtomic(join(outDir, 'templates.js'), await precompiledTemplates(catalog.cards));
  writeFonts();
  await writeTableData();
  await bundleValidators({
    'catalog-import':
      "export { importCatalog } from '../import-catalog.js';\nexport { formatProblem } from '../../../engine/diagnostics/problem.js';\n",
    'campaign-import':
      "export { importCampaignCharacters } from '../campaign-import.js';\nexport { formatProblem } from '../../../engine/diagnostics/problem.js';\n",
    'table-runtime': "export declare const runtime: import('../table/runtime.js').TableRuntime;\n",
  });
  console.log(`extension: bundled ${catalog.cards.length} cards of ${SYSTEM}`);
}

const TEMPLATES_DTS = `import type { Card } from '../../../engine/schema/card.js';
export type CardTemplate = (context: unknown) => string;
export declare const templates: Partial<Record<Card['type'], CardTemplate>> | null;
/** Theme CSS, scoped to \`.fray-card\`. */
export declare const css: string;
export declare function cardContext(card: Card, catalog: { readonly tables: unknown; readonly cards: ReadonlyMap<string, Card> }): unknown;
`;

const NO_TEMPLATES =
  "// No templates at build time.\nexport const templates = null;\nexport const css = '';\nexport function cardContext(card) { return { card }; }\n";

/**
 * lib/generated/templates.js: the card faces as one ES module on handlebars/runtime, exporting
 * \`templates\` (card type → template function), \`css\` and \`cardContext(card, catalog)\`
 * (see TEMPLATES_DTS). A templates/precompile.ts exporting \`precompileModule()\` with that
 * contract wins; otherwise templates/cards/*.hbs and partials are precompiled here.
 */
async function precompiledTemplates(cards: readonly { icon?: string }[]): Promise<string> {
  writeAtomic(join(outDir, 'templates.d.ts'), TEMPLATES_DTS);
  const precompile = join(root, 'templates/precompile.ts');
  if (existsSync(precompile)) {
    const mod = (await import(pathToFileURL(precompile).href)) as Record<string, unknown>;
    const fn = mod.precompileModule as ((opts?: unknown) => string | Promise<string>) | undefined;
    // Only the bundled system's icons (the catalog folder holds every system's), with coarse paths.
    if (typeof fn === 'function')
      return coarseIconTable(await fn({ target: 'extension', catalogDir: join(root, 'cards', SYSTEM) }));
  }
  const own = await precompileCardDir(join(root, 'templates'), cards);
  if (own) return own;
  console.warn('extension: no templates/cards/*.hbs: card faces fall back to plain cards');
  return NO_TEMPLATES;
}

/** Tinted icon SVGs for the icons the bundled cards use (the whole set is megabytes). */
async function usedIcons(cards: readonly { icon?: string }[]): Promise<Record<string, string>> {
  const require = createRequire(import.meta.url);
  const json = JSON.parse(readFileSync(require.resolve('@iconify-json/game-icons/icons.json'), 'utf8')) as {
    icons: Record<string, { body: string }>;
    aliases?: Record<string, { parent: string }>;
    width?: number;
  };
  const size = json.width ?? 512;
  const out: Record<string, string> = {};
  for (const name of new Set(cards.map((c) => c.icon).filter((n): n is string => Boolean(n)))) {
    const body = json.icons[name]?.body ?? json.icons[json.aliases?.[name]?.parent ?? '']?.body;
    if (body)
      out[name] =
        `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${coarsePaths(body)}</svg>`;
  }
  return out;
}

/** The module's icon table (esbuild output: `var ICONS = { name: '<path … d="…"/>' }`) with coarse paths. */
export function coarseIconTable(src: string): string {
  return coarsePaths(src);
}

/**
 * Path coordinates to one decimal: the icons are drawn on a 512-unit grid and shown about 40 px
 * wide on a card face, where a tenth of a unit is a hundredth of a pixel. game-icons' 3–5
 * decimals were ~100 KB of the card-face chunk. Each number keeps a space before it, so run-on
 * numbers (`1.5.5` is 1.5 then .5) stay apart.
 */
export function coarsePaths(svg: string): string {
  return svg.replace(
    /\bd="([^"]*)"/g,
    (_, d: string) =>
      `d="${d
        .replace(/-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/gi, (n) => ` ${Math.round(Number(n) * 10) / 10}`)
        .replace(/\s+/g, ' ')
        .replace(/([A-Za-z]) /g, '$1')
        .trim()}"`,
  );
}

/**
 * Precompile templates/cards/<type>.hbs and templates/partials/*.hbs. The module registers the
 * card helpers (templates/helpers.ts) and builds the context with their
 * templates/card-context.ts when those exist, and carries the theme CSS (templates/theme.ts
 * \`themeCss\`, or templates/theme.css) and the icons of \`iconCards\`.
 */
export async function precompileCardDir(
  templatesDir: string,
  iconCards: readonly { icon?: string }[] = [],
): Promise<string | null> {
  const cardsDir = join(templatesDir, 'cards');
  if (!existsSync(cardsDir)) return null;
  const hbs = readdirSync(cardsDir).filter((n) => n.endsWith('.hbs'));
  if (!hbs.length) return null;
  const { default: Handlebars } = await import('handlebars');
  const spec = (file: string): string => String(Handlebars.precompile(readFileSync(file, 'utf8')));
  const partialsDir = join(templatesDir, 'partials');
  const partials = existsSync(partialsDir) ? readdirSync(partialsDir).filter((n) => n.endsWith('.hbs')) : [];
  // Extensionless: Parcel maps `.js` to `.ts` only for TypeScript importers, and this module is JS.
  const rel = (f: string): string => relative(outDir, join(templatesDir, f)).split('\\').join('/').replace(/\.ts$/, '');
  const helpers = existsSync(join(templatesDir, 'helpers.ts'));
  const context = existsSync(join(templatesDir, 'card-context.ts'));
  let css = existsSync(join(templatesDir, 'theme.css')) ? readFileSync(join(templatesDir, 'theme.css'), 'utf8') : '';
  if (existsSync(join(templatesDir, 'theme.ts'))) {
    const theme = (await import(pathToFileURL(join(templatesDir, 'theme.ts')).href)) as {
      themeCss?: (scope?: string) => string;
    };
    if (typeof theme.themeCss === 'function') css = theme.themeCss('.fray-card');
  }
  const out = [
    '// Generated by extension/scripts/generate.ts from templates/cards/*.hbs (runtime only: no compiler ships).',
    "import Handlebars from 'handlebars/runtime';",
    ...(helpers ? [`import { registerHelpers } from '${rel('helpers.ts')}';`] : []),
    ...(context ? [`import { cardContext as makeContext } from '${rel('card-context.ts')}';`] : []),
    `const icons = ${JSON.stringify(await usedIcons(iconCards))};`,
    'const hb = Handlebars.create();',
    ...(helpers ? ['registerHelpers(hb);'] : []),
    ...partials.map(
      (n) =>
        `hb.registerPartial(${JSON.stringify(n.replace(/\.hbs$/, ''))}, hb.template(${spec(join(partialsDir, n))}));`,
    ),
    'export const templates = {',
    ...hbs.map((n) => `  ${JSON.stringify(n.replace(/\.hbs$/, ''))}: hb.template(${spec(join(cardsDir, n))}),`),
    '};',
    `export const css = ${JSON.stringify(css)};`,
    'const icon = (name, colour) => (icons[name] ? `data:image/svg+xml,${encodeURIComponent(icons[name].replace(/currentColor/g, colour))}` : undefined);',
    context
      ? "export function cardContext(card, catalog) { return makeContext(card, { tables: catalog.tables, system: { id: 'witchhammer', name: 'WitchHammer' }, cardsById: catalog.cards, icon }); }"
      : 'export function cardContext(card, catalog) { return { ...card, card, tables: catalog.tables }; }',
    '',
  ];
  console.log(
    `extension: precompiled ${hbs.length} card template(s) and ${partials.length} partial(s) from templates/`,
  );
  return out.join('\n');
}

/**
 * zod probes for `Function` (allowsEval) and its JIT builds parsers with it. With
 * `jitless` neither runs, but MV3 review and our build check want no Function constructor in
 * the shipped code at all, so both spots are rewritten to "not available" at bundle time. A
 * zod upgrade that changes them fails the build here instead of slipping through.
 */
const NO_F = 'const F = function () { throw new Error("no dynamic code in the extension"); };';
const ZOD_PATCHES: { file: RegExp; from: RegExp; to: string }[] = [
  {
    file: /zod[\\/]v4[\\/]core[\\/]util\.js$/,
    from: /const F = Function;\s*new F\(""\);\s*return true;/,
    to: 'return false;',
  },
  { file: /zod[\\/]v4[\\/]core[\\/]compile\.js$/, from: /const F = Function;/, to: NO_F },
  { file: /zod[\\/]v4[\\/]core[\\/]doc\.js$/, from: /const F = Function;/, to: NO_F },
];

const noDynamicCode: Plugin = {
  name: 'no-dynamic-code',
  setup(b) {
    b.onLoad({ filter: /zod[\\/]v4[\\/]core[\\/](util|compile|doc)\.js$/ }, (args) => {
      let text = readFileSync(args.path, 'utf8');
      for (const p of ZOD_PATCHES.filter((x) => x.file.test(args.path))) {
        if (!p.from.test(text))
          throw new Error(`zod changed: cannot find ${p.from} in ${args.path}; update ZOD_PATCHES`);
        text = text.replace(p.from, p.to);
      }
      return { contents: text, loader: 'js' };
    });
  },
};

/**
 * zod's classic API exports every locale (`export * as locales`), ~250 KB of messages in 40
 * languages the validator never shows (its problems are our own English): only `en`, which zod
 * installs by default, is bundled.
 */
const englishOnly: Plugin = {
  name: 'zod-english-only',
  setup(b) {
    b.onLoad({ filter: /zod[\\/]v4[\\/]locales[\\/]index\.js$/ }, () => ({
      contents: 'export { default as en } from "./en.js";\n',
      loader: 'js',
      resolveDir: dirname(createRequire(import.meta.url).resolve('zod/v4/locales/en.js')),
    }));
    // z.fromJSONSchema (12 KB) is only re-exported by the classic namespace; the validator never builds schemas from JSON.
    b.onLoad({ filter: /zod[\\/]v4[\\/]classic[\\/]from-json-schema\.js$/ }, () => ({
      contents:
        'export function fromJSONSchema() { throw new Error("z.fromJSONSchema is not bundled in the extension"); }\n',
      loader: 'js',
    }));
  },
};

/**
 * zod's namespace (`z.*`, `z.core.*`) keeps code alive that esbuild cannot drop: z.compile
 * (29 KB, the JIT's code generator; we run jitless) and JSON Schema output (~25 KB; only
 * `npm run gen:schema` makes JSON Schema, in Node). Those modules become stubs with the same
 * export names that throw if ever called, which keeps both validators under the script budget.
 */
const UNUSED_ZOD = ['compile', 'json-schema-processors', 'to-json-schema', 'json-schema-generator'];
const zodUnusedParts: Plugin = {
  name: 'zod-unused-parts',
  setup(b) {
    const filter = new RegExp(`zod[\\\\/]v4[\\\\/]core[\\\\/](${UNUSED_ZOD.join('|')})\\.js$`);
    b.onLoad({ filter }, async (args) => {
      const part = filter.exec(args.path)![1];
      const names = Object.keys(await import(pathToFileURL(args.path).href));
      const lines = names.map(
        (n) => `export function ${n}() { throw new Error("zod core/${part}.js is not bundled in the extension"); }`,
      );
      return { contents: `${lines.join('\n')}\n`, loader: 'js' };
    });
  },
};

/**
 * The table runtime reaches every system through the engine's registry (engine/systems/index.ts),
 * but never runs WitchHammer: that system has its own panel, whose engine the popup already
 * bundles. In these bundles the registry's WitchHammer entry is a module without moves, which the
 * table leaves out (lib/table/systems.ts runsAtTable); ~50 KB of script the zip would carry twice.
 */
const tableWithoutWitchhammer: Plugin = {
  name: 'table-without-witchhammer',
  setup(b) {
    b.onResolve({ filter: /^\.\/witchhammer\/index\.js$/ }, (args) =>
      /engine[\\/]systems[\\/]index\.ts$/.test(args.importer)
        ? { path: 'witchhammer-outside-the-table', namespace: 'fray-stub' }
        : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'fray-stub' }, () => ({
      contents: "export const system = { plugin: { id: 'witchhammer' }, scenario: {} };\n",
      loader: 'js',
    }));
  },
};

/**
 * The validator entries (lib/<name>-entry.ts) bundled by esbuild into lib/generated/<name>.js (see
 * lib/catalog-import-entry.ts), built together with code splitting: the options page's and the
 * popup's entries are small, and zod with the engine's schemas is ONE shared chunk
 * (`validator-<hash>.js`) instead of a copy in each (the copies were ~250 KB of the zip).
 */
async function bundleValidators(entries: Readonly<Record<string, string>>): Promise<void> {
  const tmp = join(outDir, `validators.${process.pid}.tmp`);
  rmSync(tmp, { recursive: true, force: true });
  await build({
    entryPoints: Object.fromEntries(
      Object.keys(entries).map((name) => [name, resolve(here, `../lib/${name}-entry.ts`)]),
    ),
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    outdir: tmp,
    chunkNames: 'validator-[hash]',
    logLevel: 'warning',
    plugins: [noDynamicCode, englishOnly, zodUnusedParts, tableWithoutWitchhammer],
  });
  for (const old of readdirSync(outDir)) if (/^validator-.*\.js$/.test(old)) rmSync(join(outDir, old));
  for (const f of readdirSync(tmp)) renameSync(join(tmp, f), join(outDir, f));
  rmSync(tmp, { recursive: true, force: true });
  for (const [name, dts] of Object.entries(entries)) writeAtomic(join(outDir, `${name}.d.ts`), dts);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  generate().catch((e: Error) => {
    console.error(`extension build: ${e.message}`);
    process.exit(1);
  });
}
