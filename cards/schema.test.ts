// The committed JSON Schemas must match what the zod schemas generate.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { schemaFiles } from '../engine/catalog/schema-files.js';
import { parseYamlSource } from '../engine/diagnostics/yaml-source.js';
import { bundledCatalogDir, loadCatalog } from '../catalog/load-catalog.js';

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
    const s = JSON.parse(schemaFiles()['schema.json']!) as {
      anyOf: unknown[];
      definitions: { card: { oneOf: { additionalProperties: unknown; required: string[] }[] } };
    };
    expect(s.anyOf).toHaveLength(2);
    for (const variant of s.definitions.card.oneOf) {
      expect(variant.additionalProperties).toBe(false);
      // Fields with defaults (init, attack, ...) are optional in files.
      expect(variant.required).not.toContain('init');
      expect(variant.required).toEqual(expect.arrayContaining(['type', 'id', 'name']));
    }
  });

  it('accepts the keys of every bundled card (shallow check: keys, required fields, enums)', async () => {
    type Variant = { properties: Record<string, { const?: string; enum?: string[] }>; required: string[] };
    const s = JSON.parse(schemaFiles()['schema.json']!) as { definitions: { card: { oneOf: Variant[] } } };
    const cat = await loadCatalog(bundledCatalogDir());
    for (const f of cat.cardFiles) {
      const raw = parseYamlSource(readFileSync(join(cat.dir, f.file), 'utf8'), f.file).data;
      for (const c of (Array.isArray(raw) ? raw : [raw]) as Record<string, unknown>[]) {
        const v = s.definitions.card.oneOf.find((o) => o.properties.type?.const === c.type);
        expect(v, `${f.file} ${String(c.id)}`).toBeDefined();
        for (const k of Object.keys(c)) {
          expect(v!.properties[k], `${String(c.id)}.${k}`).toBeDefined();
          const allowed = v!.properties[k]!.enum;
          if (allowed) expect(allowed, `${String(c.id)}.${k}`).toContain(c[k]);
        }
        for (const k of v!.required) expect(c[k], `${String(c.id)} needs ${k}`).toBeDefined();
      }
    }
  });
});
