// A reference template compiled as the renderer compiles it: a private Handlebars instance with the
// shared helpers and every partial of templates/partials (the pages end with reference-footer).
import { readdirSync, readFileSync } from 'node:fs';
import Handlebars from 'handlebars';
import { registerHelpers } from '../../templates/helpers.js';

const ROOT = new URL('../../', import.meta.url);

export function compileReference(system: string, opts: { strict?: boolean } = {}): (context: unknown) => string {
  const hb = Handlebars.create();
  registerHelpers(hb as never);
  const partials = new URL('templates/partials/', ROOT);
  for (const f of readdirSync(partials))
    hb.registerPartial(f.replace(/\.hbs$/, ''), readFileSync(new URL(f, partials), 'utf8'));
  return hb.compile(readFileSync(new URL(`templates/reference/${system}.hbs`, ROOT), 'utf8'), opts);
}
