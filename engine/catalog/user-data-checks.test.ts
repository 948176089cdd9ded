// A NUL (or any control character) in a card's text is refused by `fray check` at its field; it
// passed check and print before.
import { describe, expect, it } from 'vitest';
import { read } from '../systems/scenario-read.js';
import { MAX_COPIES, scenarioInt } from '../systems/witchhammer/scenario-schema.js';
import { z } from 'zod';
import { validateCatalog } from './validate-catalog.js';

describe('control characters and number ranges in user data', () => {
  it('a NUL in a card name is a positioned problem', () => {
    const files = [
      { path: 'toy/system.yaml', text: 'system: toy\n', display: 'toy/system.yaml' },
      { path: 'toy/cards.yaml', text: '- type: stance\n  id: s\n  name: "Gua\\0rd"\n', display: 'toy/cards.yaml' },
    ];
    const data = validateCatalog(files, { systems: { toy: undefined } });
    expect(data.problems.map((p) => `${p.file}:${p.line}:${p.col} ${p.field} ${p.message}`)).toEqual([
      'toy/cards.yaml:3:9 [0].name control character U+0000 in the text: it cannot be printed',
    ]);
  });

  it('scenario numbers have a range: Poise 1e308 and a difficulty of 10^20 are refused', () => {
    expect(() => read(scenarioInt, 1e308, ['combatants', 0, 'poise'])).toThrow(/must be at most 1000000, not 1e\+308/);
    expect(() => read(scenarioInt, -1e20, ['checks', 0, 'difficulty'])).toThrow(
      /must be at least -1000000, not -100000000000000000000/,
    );
    expect(() => read(z.int().min(1).max(MAX_COPIES), 150000, ['combatants', 0, 'copies'])).toThrow(
      /must be at most 500, not 150000/,
    );
    expect(read(scenarioInt, 12, ['x'])).toBe(12);
  });
});

describe('YAML merge keys', () => {
  it('`<<: *base` is named at the key, not silently ignored', async () => {
    const { parseYamlSource } = await import('../diagnostics/yaml-source.js');
    const src = parseYamlSource('base: &b { poise: 5 }\ncard:\n  <<: *b\n  name: x\n', 'c.yaml');
    expect(src.syntaxErrors.map((p) => `${p.line}:${p.col} ${p.message}`)).toEqual([
      '3:3 YAML merge keys (`<<: *anchor`) are not supported',
    ]);
  });
});
