import { spawnSync } from 'node:child_process';
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { captureOutput } from '../../test/cli/capture-output.js';
import { bundledCatalogDir } from '../../catalog/load-catalog.js';
import { run } from './check.js';

const REPO = new URL('../../', import.meta.url).pathname;
const io = captureOutput('fray-check-');

/** A catalog folder: the bundled WitchHammer tables plus one invalid-catalog fixture. */
function fixtureCatalog(name: string): string {
  cpSync(join(bundledCatalogDir(), 'witchhammer/system.yaml'), join(io.tmp, 'witchhammer/system.yaml'), {
    recursive: true,
  });
  cpSync(join(REPO, 'test/fixtures/invalid-catalogs', name), io.tmp, {
    recursive: true,
    filter: (p) => !p.endsWith('expected.txt'),
  });
  return io.tmp;
}

describe('fray check', () => {
  it('passes the bundled catalog with a one-line summary', async () => {
    expect(await run([])).toBe(0);
    expect(io.out).toMatch(
      /^catalog OK: \d+ cards \(.*\d+ actions.*\) in \d+ files, \d+ systems? \(.*witchhammer.*\)\n$/,
    );
  });

  it('prints every problem with its position and hint, and exits 1', async () => {
    const dir = fixtureCatalog('wrong-deck-type');
    const prev = process.cwd();
    process.chdir(dir);
    try {
      expect(await run(['.'])).toBe(1);
    } finally {
      process.chdir(prev);
    }
    expect(io.out).toBe(
      'witchhammer/cards.yaml:15:20  [2].actions[1]  `aggressive` is a stance card, not an action card\n    hint: list it under `stances`\n',
    );
    expect(io.err).toBe('fray check: 1 problem in 1 file\n');
  });

  it('names files relative to the working directory', async () => {
    const dir = fixtureCatalog('unknown-key');
    expect(await run([dir])).toBe(1);
    expect(io.out.split('\n')[0]).toBe(
      `${join(dir, 'witchhammer/actions.yaml')}:5:3  [0].atack  unknown key \`atack\``,
    );
  });

  it('rejects an empty catalog folder', async () => {
    expect(await run([io.tmp])).toBe(1);
    expect(io.err).toMatch(/no system folders/);
  });

  it('fails cleanly from the command line on a missing folder, without a stack trace', () => {
    vi.restoreAllMocks();
    const r = spawnSync(process.execPath, [join(REPO, 'bin/fray.mjs'), 'check', join(io.tmp, 'nope')], {
      encoding: 'utf8',
      env: { ...process.env, FRAY_FROM_SOURCE: '1' },
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toBe(
      `fray: catalog folder not found: ${join(io.tmp, 'nope')}\n  hint: leave the catalog out to use the cards bundled with fray, or \`fray init --copy-cards\` copies them into cards/ to edit\n`,
    );
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});
