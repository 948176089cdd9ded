// `fray character --help` names the equipment a character may carry from the catalog's system.yaml
// (`campaign.equipment_limits`), not from numbers written in the help.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { captureOutput } from '../../test/cli/capture-output.js';
import { parse } from 'yaml';
import { bundledCatalogDir } from '../../catalog/load-catalog.js';
import { run } from './character.js';

const io = captureOutput('fray-character-help-');

const bundledYaml = readFileSync(join(bundledCatalogDir(), 'witchhammer/system.yaml'), 'utf8');

describe('fray character --help', () => {
  it("says the bundled system.yaml's equipment limits", async () => {
    const l = parse(bundledYaml).campaign.equipment_limits as { weapon: number; armour: number; misc: number };
    expect(await run(['--help'])).toBe(0);
    expect(io.out.replace(/\s+/g, ' ')).toContain(
      `at most ${l.weapon} weapon${l.weapon === 1 ? '' : 's'}, ${l.armour} armour and ${l.misc} misc items`,
    );
  });

  it('follows a catalog whose system.yaml allows more (--catalog DIR), for every form of help', async () => {
    mkdirSync(join(io.tmp, 'witchhammer'));
    const changed = bundledYaml.replace(
      /equipment_limits: \{[^}]*\}/,
      'equipment_limits: { weapon: 2, armour: 1, misc: 7 }',
    );
    expect(changed).not.toBe(bundledYaml);
    writeFileSync(join(io.tmp, 'witchhammer/system.yaml'), changed);
    for (const argv of [
      ['--help', '--catalog', io.tmp],
      ['check', '--help', '--catalog', io.tmp],
      ['new', '--help', '--catalog', io.tmp],
    ]) {
      io.out = '';
      expect(await run(argv)).toBe(0);
      expect(io.out.replace(/\s+/g, ' '), argv.join(' ')).toContain('at most 2 weapons, 1 armour and 7 misc items');
    }
  });

  it('without a readable system.yaml, says where the limits come from', async () => {
    expect(await run(['--help', '--catalog', io.tmp])).toBe(0);
    expect(io.out.replace(/\s+/g, ' ')).toContain('no more equipment than system.yaml allows');
  });
});
