// Run a TypeScript file with tsx (benchmarks, helper scripts): `node scripts/run-ts.mjs FILE [args]`.
import { register } from 'tsx/esm/api';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';

register();
const [file, ...args] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/run-ts.mjs FILE.ts [args]');
  process.exit(1);
}
process.argv = [process.argv[0], resolve(file), ...args];
await import(pathToFileURL(resolve(file)).href);
