// Entry of lib/generated/table-runtime.js: the system-agnostic table's engine side (every system's
// plugin, moves, scenario reader and setup description, with zod), pre-bundled by esbuild like the
// validators (lib/catalog-import-entry.ts) and loaded by the side panel when it first shows a
// table fight or its setup (lib/validators.ts loadTableRuntime).
import './zod-jitless.js';
import data from './generated/table-data.json';
import { createTableRuntime } from './table/runtime.js';
import type { TableData } from './table/systems.js';
import { SAMPLES } from './table/samples.js';

export const runtime = createTableRuntime(data as TableData, SAMPLES);
