// Each folder of test/fixtures/invalid-catalogs is a broken catalog paired with the exact
// problems `fray check` must print for it (expected.txt). `npx vitest run test/invalid-catalogs.test.ts -u` rewrites them.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateCatalog, type CatalogFile } from '../engine/catalog/validate-catalog.js';
import { formatProblem } from '../engine/diagnostics/problem.js';
import { TABLE_SCHEMAS } from '../engine/systems/registry.js';
import { gameIconNames } from '../catalog/game-icons.js';

const ROOT = new URL('./fixtures/invalid-catalogs/', import.meta.url).pathname;
const BUNDLED_TABLES = new URL('../cards/witchhammer/system.yaml', import.meta.url).pathname;

function yamlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? yamlFiles(p) : /\.ya?ml$/.test(n) ? [p] : [];
  });
}

/** The fixture's files, plus the bundled WitchHammer tables unless the fixture brings its own. */
export function fixtureFiles(dir: string): CatalogFile[] {
  const files = yamlFiles(dir).map((p) => ({
    path: relative(dir, p).split('\\').join('/'),
    text: readFileSync(p, 'utf8'),
  }));
  if (!files.some((f) => f.path === 'witchhammer/system.yaml'))
    files.push({ path: 'witchhammer/system.yaml', text: readFileSync(BUNDLED_TABLES, 'utf8') });
  return files;
}

// The registry `fray check` uses: every system's tables, campaign and combatant schemas.
const systems = TABLE_SCHEMAS;
const cases = readdirSync(ROOT)
  .filter((n) => statSync(join(ROOT, n)).isDirectory())
  .sort();

describe('invalid catalogs', () => {
  it('has the fixtures', () => expect(cases.length).toBeGreaterThanOrEqual(8));
  for (const name of cases) {
    it(name, async () => {
      const dir = join(ROOT, name);
      const { problems } = validateCatalog(fixtureFiles(dir), { systems, icons: await gameIconNames() });
      const got = `${problems.map(formatProblem).join('\n')}\n`;
      expect(problems.length).toBeGreaterThan(0);
      await expect(got).toMatchFileSnapshot(join(dir, 'expected.txt'));
    });
  }
});
