// @resvg/resvg-js, required on first use. Loading it costs ~15 ms of CPU per process or worker,
// and most runs that import a module able to rasterise never do: a print whose faces need no
// flattening, the export's main thread (its workers rasterise).
import { createRequire } from 'node:module';

type ResvgModule = typeof import('@resvg/resvg-js');

let mod: ResvgModule | undefined;

export function resvgModule(): ResvgModule {
  return (mod ??= createRequire(import.meta.url)('@resvg/resvg-js') as ResvgModule);
}
