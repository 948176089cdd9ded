// Writes the editor JSON Schemas into cards/ (`npm run gen:schema`); cards/schema.test.ts
// fails when they are stale. Writes atomically: temp file + rename.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { schemaFiles } from '../engine/catalog/schema-files.js';
import { bundledCatalogDir } from '../catalog/load-catalog.js';

const dir = bundledCatalogDir();
for (const [name, text] of Object.entries(schemaFiles())) {
  const file = join(dir, name);
  let old: string | undefined;
  try {
    old = readFileSync(file, 'utf8');
  } catch {
    old = undefined;
  }
  if (old === text) continue;
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, text);
  renameSync(tmp, file);
  process.stdout.write(`wrote ${file}\n`);
}
