// The Handlebars templates of templates/, ready once per process on a private instance with the
// shared helpers and partials: the build's precompiled specs when they match the sources
// (template-specs.ts), else compiled from source. Found by walking up from this module, so it
// works both from the TypeScript sources and from the esbuild bundle in dist/.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { registerHelpers } from '../../templates/helpers.js';
import { TemplateError } from './errors.js';
import { readTemplateSources, type PrecompiledTemplates } from './template-specs.js';

export type Template = (context: unknown) => string;

const require = createRequire(import.meta.url);

export function templatesDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    if (existsSync(join(dir, 'templates', 'cards'))) return join(dir, 'templates');
    dir = dirname(dir);
  }
  throw new TemplateError(
    'cannot find the templates/ folder',
    'run fray from its repository or package, where templates/ sits beside print/',
  );
}

type Hb = ReturnType<typeof import('handlebars')['create']>;

interface Store {
  readonly templates: Map<string, Template>;
  /** How the templates were made (tests, FRAY_TIMING). */
  readonly precompiled: boolean;
}

let store: Store | undefined;

function precompiledFor(dir: string, hash: string): PrecompiledTemplates | undefined {
  const file = join(dirname(dir), 'dist', 'print-templates.cjs');
  if (process.env.FRAY_TEMPLATES_FROM_SOURCE || !existsSync(file)) return undefined;
  try {
    const pre = require(file) as PrecompiledTemplates;
    return pre.hash === hash ? pre : undefined;
  } catch {
    return undefined; // An unreadable build artefact only costs the compile.
  }
}

function open(): Store {
  if (store) return store;
  const dir = templatesDir();
  const { files, hash } = readTemplateSources(dir);
  const pre = precompiledFor(dir, hash);
  // The runtime runs precompiled specs (its one-file build: handlebars/runtime is 26 files to
  // resolve and load); only stale specs need the full compiler.
  const hb: Hb = (pre ? require('handlebars/dist/handlebars.runtime.min.js') : require('handlebars')).create();
  registerHelpers(hb as never);
  const make = (name: string, text: string): Template =>
    (pre ? hb.template(pre.specs[name] as never) : hb.compile(text, { strict: false, noEscape: false })) as Template;
  const templates = new Map<string, Template>();
  for (const [name, text] of files) {
    if (name.startsWith('partials/')) hb.registerPartial(name.slice('partials/'.length), make(name, text) as never);
    else templates.set(name, make(name, text));
  }
  return (store = { templates, precompiled: !!pre });
}

/** `cards/action`, `backs/deck`, `reference/witchhammer`; undefined when the file does not exist. */
export function template(name: string): Template | undefined {
  return open().templates.get(name);
}

/** Whether this process runs the build's precompiled templates. */
export function templatesPrecompiled(): boolean {
  return open().precompiled;
}

/** Forget the compiled templates: the next `template()` reads templates/ again (`fray preview` after a template is saved). */
export function reloadTemplates(): void {
  store = undefined;
}
