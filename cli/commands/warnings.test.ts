// fray check, resolve and simulate say every problem through cli/problem-report.ts: a warning is
// printed with `warning:` and does not fail the command; an error does. The catalog is the bundled
// one plus one warning (the catalog raises none of its own today, so the test adds it).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { captureOutput } from '../../test/cli/capture-output.js';
import type { Problem } from '../../engine/diagnostics/problem.js';

const warning: Problem = {
  severity: 'warning',
  file: 'witchhammer/actions.yaml',
  line: 3,
  col: 5,
  field: '[0].name',
  message: 'a name the GM may want to shorten',
  hint: 'it fits, barely',
};
const extra: { problems: Problem[] } = { problems: [warning] };

vi.mock(import('../../catalog/load-catalog.js'), async (original) => {
  const m = await original();
  return {
    ...m,
    loadCatalog: async (...args: Parameters<typeof m.loadCatalog>) => {
      const c = await m.loadCatalog(...args);
      return { ...c, problems: [...c.problems, ...extra.problems] };
    },
  };
});

const { run: check } = await import('./check.js');
const { run: resolve } = await import('./resolve.js');
const { run: simulate } = await import('./simulate.js');

const ROOT = new URL('../../', import.meta.url).pathname;
const WARNING_LINE =
  'witchhammer/actions.yaml:3:5  warning: [0].name  a name the GM may want to shorten\n    hint: it fits, barely\n';
const io = captureOutput('fray-warnings-');

beforeEach(() => {
  extra.problems = [warning];
});

describe('a warning is said and the command goes on (exit 0); an error fails it (exit 1)', () => {
  it('fray check', async () => {
    expect(await check([])).toBe(0);
    expect(io.out).toMatch(new RegExp(`^${WARNING_LINE.replace(/[[\].*()?]/g, '\\$&')}catalog OK: `));
    expect(io.err).toBe('fray check: 1 warning in 1 file\n');
    extra.problems = [warning, { ...warning, severity: 'error', line: 9, message: 'unknown key `x`' }];
    io.out = io.err = '';
    expect(await check([])).toBe(1);
    expect(io.out).not.toContain('catalog OK');
    expect(io.err).toBe('fray check: 1 problem, 1 warning in 1 file\n');
  });

  it('fray resolve', async () => {
    expect(await resolve([join(ROOT, 'test/scenarios/witchhammer/sword-example.yaml')])).toBe(0);
    expect(io.err).toBe(WARNING_LINE);
    expect(io.out).toContain('final state:');
    const bad = join(io.tmp, 'bad.yaml');
    writeFileSync(bad, 'system: witchhammer\ncombatants: []\nplays: []\nplya: 1\n');
    io.err = '';
    expect(await resolve([bad])).toBe(1);
    expect(io.err).toBe(`${WARNING_LINE}${bad}:4:1  plya  unknown key \`plya\`\n    hint: did you mean \`plays\`?\n`);
  });

  it('fray simulate', async () => {
    expect(await simulate([join(ROOT, 'examples/simulate/party-vs-pack.yaml'), '--replay', '0', '--out', io.tmp])).toBe(
      0,
    );
    expect(io.err).toContain(WARNING_LINE);
    extra.problems = [{ ...warning, severity: 'error' }];
    io.err = '';
    expect(await simulate([join(ROOT, 'examples/simulate/party-vs-pack.yaml'), '--replay', '0', '--out', io.tmp])).toBe(
      1,
    );
    expect(io.err).toBe(WARNING_LINE.replace('  warning: ', '  '));
  });
});
