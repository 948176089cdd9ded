// Entry of lib/generated/catalog-import.js, which the build pre-bundles with esbuild: Parcel's
// scope hoisting breaks zod's `z` namespace export (`z.number is not a function`), so the
// options page gets the validator (zod, jitless) as one esbuild-made module.
import './zod-jitless.js';

export { importCatalog } from './import-catalog.js';
export { formatProblem } from '../../engine/diagnostics/problem.js';
