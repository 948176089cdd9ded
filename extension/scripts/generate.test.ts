import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { precompileCardDir } from './generate.js';

describe('card template precompilation', () => {
  it('emits a runtime-only module whose faces escape card text', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fray-tpl-'));
    mkdirSync(join(dir, 'cards'));
    mkdirSync(join(dir, 'partials'));
    writeFileSync(
      join(dir, 'cards/action.hbs'),
      '<div class="card action"><h1>{{card.name}}</h1>{{> stat label="atk" value=attack}}</div>',
    );
    writeFileSync(join(dir, 'partials/stat.hbs'), '<span>{{label}} {{value}}</span>');
    writeFileSync(join(dir, 'theme.css'), '.card { color: red; }');
    const code = await precompileCardDir(dir);
    expect(code).not.toBeNull();
    expect(code).not.toMatch(/\bFunction\b|\beval\(/);
    expect(code).toContain("from 'handlebars/runtime'");
    // Import it from inside the package so `handlebars/runtime` resolves.
    const file = resolve(import.meta.dirname, `../lib/generated/test-templates.${process.pid}.mjs`);
    mkdirSync(resolve(file, '..'), { recursive: true });
    writeFileSync(file, code!);
    try {
      const mod = await import(pathToFileURL(file).href);
      const html = mod.templates.action(
        mod.cardContext({ type: 'action', id: 'x', name: '<img src=x onerror=alert(1)>', attack: 7 }, {}),
      );
      expect(html).toBe(
        '<div class="card action"><h1>&lt;img src&#x3D;x onerror&#x3D;alert(1)&gt;</h1><span>atk 7</span></div>',
      );
      expect(mod.css).toBe('.card { color: red; }');
    } finally {
      rmSync(file, { force: true });
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('returns null when there are no card templates', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fray-tpl-'));
    expect(await precompileCardDir(dir)).toBeNull();
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('icon paths', () => {
  it('keep one decimal and every number apart', async () => {
    const { coarsePaths } = await import('./generate.js');
    expect(coarsePaths('<path fill="#fff" d="M1.23456.5-2.2e-1L3 4z"/>')).toBe(
      '<path fill="#fff" d="M1.2 0.5 -0.2L3 4z"/>',
    );
  });
});
