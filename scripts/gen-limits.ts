// `npm run gen:limits`: rewrites docs/limits.md's "Every limit" table from engine/catalog/limits.ts.
import { readFileSync, writeFileSync } from 'node:fs';
import { withLimitsTable } from '../engine/catalog/limits-doc.js';

const file = new URL('../docs/limits.md', import.meta.url);
const doc = readFileSync(file, 'utf8');
const next = withLimitsTable(doc);
if (next !== doc) writeFileSync(file, next);
process.stdout.write(
  next === doc ? 'docs/limits.md is up to date\n' : 'docs/limits.md: the limits table was rewritten\n',
);
