// Import first wherever zod runs in the extension (the options page's catalog import): MV3
// pages forbid eval/new Function, and zod 4's JIT would only fall back after trying it.
// (`config` itself, not `z.config`: Parcel's scope hoisting loses zod's `z` namespace alias.)
import { config } from 'zod';

config({ jitless: true });
