// The committed JSON Schemas must match what the zod schemas generate.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { schemaFiles } from '../engine/catalog/schema-files.js';
import { bundledCatalogDir } from '../print/catalog/load-catalog.js';

describe('generated JSON Schemas in cards/', () => {
  const dir = bundledCatalogDir();
  for (const [name, text] of Object.entries(schemaFiles())) {
    it(`${name} is fresh`, () => {
      const file = join(dir, name);
      const hint = `cards/${name} is stale: run \`npm run gen:schema\``;
      expect(existsSync(file), hint).toBe(true);
      expect(readFileSync(file, 'utf8') === text, hint).toBe(true);
    });
  }

  it('describes a card file: a list of cards or one card, strict keys', () => {
    const s = JSON.parse(schemaFiles()['schema.json']!) as { anyOf: unknown[]; $defs: { card: { oneOf: { additionalProperties: unknown; required: string[] }[] } } };
    expect(s.anyOf).toHaveLength(2);
    for (const variant of s.$defs.card.oneOf) {
      expect(variant.additionalProperties).toBe(false);
      // Fields with defaults (init, attack, ...) are optional in files.
      expect(variant.required).not.toContain('init');
      expect(variant.required).toEqual(expect.arrayContaining(['type', 'id', 'name']));
    }
  });
});
