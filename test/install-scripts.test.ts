// Every installed package with an install script is named in package.json `allowScripts` (allowed
// or refused, docs/install.md says why), so `npm install` prints no "not yet covered" notice and
// a new dependency's script is a decision, not an accident.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const INSTALL = ['preinstall', 'install', 'postinstall'];

/** Names of the packages under `dir` (nested node_modules too) with an install-time script. */
function withScripts(dir: string, out = new Set<string>()): Set<string> {
  if (!existsSync(dir)) return out;
  for (const e of readdirSync(dir)) {
    if (e.startsWith('.')) continue;
    if (e.startsWith('@')) {
      withScripts(join(dir, e), out);
      continue;
    }
    const pkg = join(dir, e, 'package.json');
    if (!existsSync(pkg)) continue;
    const j = JSON.parse(readFileSync(pkg, 'utf8')) as { name?: string; scripts?: Record<string, string> };
    if (j.name && INSTALL.some((s) => j.scripts?.[s])) out.add(j.name);
    withScripts(join(dir, e, 'node_modules'), out);
  }
  return out;
}

describe('install scripts', () => {
  it('each one installed is allowed or refused by name in package.json, and docs/install.md names it', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      allowScripts?: Record<string, boolean>;
    };
    const declared = Object.keys(pkg.allowScripts ?? {});
    const found = [...withScripts(join(ROOT, 'node_modules')), ...withScripts(join(ROOT, 'extension', 'node_modules'))];
    expect(found.length).toBeGreaterThan(0);
    expect(found.filter((n) => !declared.includes(n))).toEqual([]);
    const doc = readFileSync(join(ROOT, 'docs', 'install.md'), 'utf8');
    for (const n of declared) expect(doc).toContain(`\`${n}\``);
  });
});
