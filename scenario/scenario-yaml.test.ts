import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { toYaml } from './scenario-yaml.js';

const asJson = (v: unknown): unknown => JSON.parse(JSON.stringify(v));

describe('toYaml', () => {
  it('reads back as the same data, whatever the data', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (v) => {
        expect(parse(toYaml(v))).toEqual(asJson(v));
      }),
      { numRuns: 400 },
    );
  });

  it('strings YAML would read as something else stay strings', () => {
    const tricky = [
      'true',
      'No',
      'null',
      '~',
      '12',
      '0x1f',
      '1e3',
      '- a',
      'a: b',
      'a #b',
      '',
      ' x',
      'x ',
      '[a]',
      '{a}',
      '@x',
      '*x',
      '&x',
      '!x',
      '%x',
      'y',
      'on',
      '.inf',
      'a\nb',
      '"q"',
      "it's",
      '2026-01-01',
    ];
    const doc = { list: tricky, map: Object.fromEntries(tricky.map((t, i) => [t || 'empty', i])) };
    expect(parse(toYaml(doc))).toEqual(doc);
  });

  it('writes a scenario a person can read: block mappings, one action per line', () => {
    const text = toYaml({
      system: 'team-turns',
      seed: 7,
      combatants: [{ id: 'kara', name: 'Kara', team: 'heroes', weapons: [{ id: 'spear', damage: '1d8' }] }],
      actions: [{ type: 'start-round' }, { type: 'turn', actor: 'kara', actions: [] }],
    });
    expect(text).toBe(
      [
        'system: team-turns',
        'seed: 7',
        'combatants:',
        '  - { id: kara, name: Kara, team: heroes, weapons: [{ id: spear, damage: "1d8" }] }',
        'actions:',
        '  - { type: start-round }',
        '  - { type: turn, actor: kara, actions: [] }',
        '',
      ].join('\n'),
    );
  });
});
