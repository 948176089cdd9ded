import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Handlebars from 'handlebars';
import { describe, expect, it } from 'vitest';
import { cardContext } from '../../templates/card-context.js';
import { registerHelpers } from '../../templates/helpers.js';
import { readTemplateSources, writePrecompiled, type PrecompiledTemplates } from './template-specs.js';
import { template, templatesDir } from './template-store.js';

const require = createRequire(import.meta.url);

describe('precompiled print templates', () => {
  it('render exactly what the templates compiled from source render, and carry the hash of their sources', () => {
    const dir = templatesDir();
    const out = join(mkdtempSync(join(tmpdir(), 'fray-tpl-')), 'print-templates.cjs');
    writePrecompiled(dir, out, (s) => Handlebars.precompile(s, { strict: false }) as string);
    const pre = require(out) as PrecompiledTemplates;
    const sources = readTemplateSources(dir);
    expect(pre.hash).toBe(sources.hash);
    expect(Object.keys(pre.specs).sort()).toEqual([...sources.files.keys()].sort());

    const runtime = (require('handlebars/runtime') as typeof Handlebars).create();
    registerHelpers(runtime as never);
    for (const [name] of sources.files)
      if (name.startsWith('partials/'))
        runtime.registerPartial(name.slice(9), runtime.template(pre.specs[name] as never));
    const card = {
      type: 'action',
      id: 'a',
      name: 'Lunge & Thrust',
      init: 1,
      attack: 2,
      defense: 0,
      once_per_combat: true,
      poise_only: false,
      target: 'chosen',
      range: 'close',
      text: 'Strike <hard>.',
    } as const;
    const ctx = cardContext(card as never, { bleedMm: 3, system: { id: 'witchhammer', name: 'WitchHammer' } });
    expect(runtime.template(pre.specs['cards/action'] as never)(ctx)).toBe(template('cards/action')!(ctx));
  });

  it('have a different hash once a template changes', () => {
    const copy = mkdtempSync(join(tmpdir(), 'fray-tpl-src-'));
    cpSync(templatesDir(), copy, { recursive: true });
    const before = readTemplateSources(copy).hash;
    writeFileSync(join(copy, 'partials', 'card-footer.hbs'), '<div>edited</div>');
    expect(readTemplateSources(copy).hash).not.toBe(before);
  });
});
