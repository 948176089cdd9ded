// Import first wherever zod runs in the extension (the options page's catalog import): MV3
// pages forbid eval/new Function, and zod 4's JIT would only fall back after trying it.
import { z } from 'zod';

z.config({ jitless: true });
