// The extension's module: no dynamic code, no imports left, and the same faces as the print path.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { precompileModule } from './precompile.js';

describe('precompileModule', () => {
  it('emits a self-contained ES module that renders every card type without eval', async () => {
    const src = await precompileModule({ target: 'extension' });
    expect(src).not.toMatch(/\bnew Function\b|\beval\s*\(|(?<![\w.])Function\s*\(/);
    expect(src).not.toMatch(/^import /m);
    const file = join(mkdtempSync(join(tmpdir(), 'fray-precompile-')), 'templates.mjs');
    writeFileSync(file, src);
    const mod = (await import(pathToFileURL(file).href)) as {
      templates: Record<string, (c: unknown) => string>;
      css: string;
      cardContext: (card: unknown, tables: unknown) => unknown;
    };
    expect(Object.keys(mod.templates).sort()).toEqual(['action', 'character', 'combatant', 'initiative', 'stance']);
    const tables = { system: 'witchhammer', name: 'WitchHammer', ranges: { close: 1, short: 5, medium: 10, long: 20 } };
    const html = mod.templates.action!(
      mod.cardContext(
        {
          type: 'action',
          id: 'cut',
          name: "Hero's Cut",
          init: 1,
          attack: 2,
          defense: -1,
          range: 'short',
          once_per_combat: true,
          poise_only: false,
          icon: 'broadsword',
        },
        tables,
      ),
    );
    expect(html).toContain('Hero’s Cut'); // typeset: a typographic apostrophe
    expect(html).toContain('Short (up to 5 squares)');
    expect(html).toContain('Once&nbsp;per&nbsp;combat');
    expect(html).toContain('data:image/svg+xml');
    expect(mod.css).toContain('.fray-card .card-name{');
  }, 60_000);
});
