// Writes the editor JSON Schemas into cards/ (`npm run gen:schema`); cards/schema.test.ts
// fails when they are stale. Writes atomically (infra/atomic-write.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { schemaFiles } from '../engine/catalog/schema-files.js';
import { bundledCatalogDir } from '../catalog/load-catalog.js';
import { writeAtomicSync } from '../infra/atomic-write.js';

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
  writeAtomicSync(file, text);
  process.stdout.write(`wrote ${file}\n`);
}
