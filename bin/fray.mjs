#!/usr/bin/env node
// Runs the bundled CLI (built by `npm install` through `prepare`). Falls back to the
// TypeScript sources through tsx when dist/ has not been built, e.g. in a fresh checkout.
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dirname, join } from 'node:path';
import { tuneV8 } from './v8-flags.mjs';

await tuneV8(process.argv.slice(2));

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bundled = join(root, 'dist', 'fray.mjs');
if (existsSync(bundled) && !process.env.FRAY_FROM_SOURCE) {
  await import(pathToFileURL(bundled).href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import(pathToFileURL(join(root, 'cli', 'fray.ts')).href);
}
