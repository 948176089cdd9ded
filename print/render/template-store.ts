// The Handlebars templates of templates/, compiled once per process on a private instance with
// the shared helpers and partials. Found by walking up from this module, so it works both from
// the TypeScript sources and from the esbuild bundle in dist/.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import Handlebars from 'handlebars';
import { registerHelpers } from '../../templates/helpers.js';
import { TemplateError } from './errors.js';

export type Template = (context: unknown) => string;

export function templatesDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    if (existsSync(join(dir, 'templates', 'cards'))) return join(dir, 'templates');
    dir = dirname(dir);
  }
  throw new TemplateError('cannot find the templates/ folder', 'run fray from its repository or package, where templates/ sits beside print/');
}

interface Store {
  readonly hb: typeof Handlebars;
  readonly cache: Map<string, Template>;
  readonly dir: string;
}

let store: Store | undefined;

function open(): Store {
  if (store) return store;
  const dir = templatesDir();
  const hb = Handlebars.create();
  registerHelpers(hb);
  const partials = join(dir, 'partials');
  for (const f of readdirSync(partials).filter((x) => x.endsWith('.hbs'))) hb.registerPartial(basename(f, '.hbs'), readFileSync(join(partials, f), 'utf8'));
  store = { hb, cache: new Map(), dir };
  return store;
}

/** `cards/action`, `backs/deck`, `reference/witchhammer`; undefined when the file does not exist. */
export function template(name: string): Template | undefined {
  const s = open();
  const hit = s.cache.get(name);
  if (hit) return hit;
  const file = join(s.dir, `${name}.hbs`);
  if (!existsSync(file)) return undefined;
  const t = s.hb.compile(readFileSync(file, 'utf8'), { strict: false, noEscape: false }) as Template;
  s.cache.set(name, t);
  return t;
}
