// The export targets: one entry per target, and the only place that lists them. Each entry says
// what its help shows, which target-specific options it takes, whether `fray` runs it with the
// one-shot V8 flags, and how it runs. The CLI's usage, validation and summary (cli/commands/export.ts,
// cli/fray.ts) and bin/v8-flags.mjs derive from it. Adding a target is adding an entry here (and its
// line in targets.json).
//
// The plain data lives in targets.json because bin/v8-flags.mjs reads it in plain node, before
// tsx or the bundle is loaded (V8 flags must be set before anything else runs). The hooks import
// their code lazily, so `fray --help` and a bad option do not load the renderer.
import type { ExportCatalog } from './export-catalog.js';
import type { ExportOptions, ExportResult, ExportTarget } from './export-types.js';
import type { RasterSpec } from './export-raster.js';
import { MPC, pngFrame, TGC, ttsFrame } from './shop-specs.js';
import info from './targets.json' with { type: 'json' };

export type { ExportTarget };

/** The `fray export` options that only some targets take. */
export const TARGET_OPTIONS = ['dpi', 'bleed', 'cmyk-profile', 'tts-url'] as const;
export type TargetOption = (typeof TARGET_OPTIONS)[number];

export interface TargetInfo {
  /** The lines under the target's name in `fray export --help`. */
  readonly help: readonly string[];
  readonly options: readonly TargetOption[];
  /** `one-shot`: bin/v8-flags.mjs turns TurboFan off for the run (measured there); `defaults`: V8's own. */
  readonly v8: 'one-shot' | 'defaults';
}

export interface TargetEntry extends TargetInfo {
  /** Rasterises in worker threads: the export may start them while the catalog is read (run-export.ts). */
  readonly rasterWorkers: boolean;
  run(src: ExportCatalog, opts: ExportOptions): Promise<ExportResult>;
}

type Hooks = Pick<TargetEntry, 'rasterWorkers' | 'run'>;

/** A raster target: the faces rendered into `spec(opts)`'s frame, laid out as its files. */
function raster(spec: (opts: ExportOptions) => Promise<RasterSpec>): Hooks {
  return {
    rasterWorkers: true,
    run: async (src, opts) => (await import('./export-raster.js')).exportRaster(await spec(opts), src, opts),
  };
}

const cardFiles =
  (name: ExportTarget, frame: (opts: ExportOptions) => RasterSpec['frame']) =>
  async (opts: ExportOptions): Promise<RasterSpec> => {
    const { layoutCardFiles } = await import('./raster-outputs.js');
    return {
      name,
      frame: frame(opts),
      output: 'png',
      layout: (decks, f, get) => layoutCardFiles(name, decks, f, get),
    };
  };

const HOOKS: { readonly [K in ExportTarget]: Hooks } = {
  mpc: raster(cardFiles('mpc', () => MPC)),
  tgc: raster(cardFiles('tgc', () => TGC)),
  dtc: {
    // Vector pages through the print pipeline's render stage: no raster workers.
    rasterWorkers: false,
    run: async (src, opts) => (await import('./export-dtc.js')).exportDtc(src, opts),
  },
  tts: raster(async (opts) => {
    const { layoutTtsFiles } = await import('./raster-outputs.js');
    return {
      name: 'tts',
      frame: ttsFrame(opts.dpi),
      // Sheets are composed from raw pixels, then encoded once per sheet.
      output: 'pixels',
      layout: (decks, f, get) => layoutTtsFiles(decks, f, get, opts.ttsUrl),
    };
  }),
  png: raster(cardFiles('png', (opts) => pngFrame(opts.dpi, opts.bleed))),
};

const INFO = info as { readonly [K in ExportTarget]: TargetInfo };

export const TARGETS: { readonly [K in ExportTarget]: TargetEntry } = Object.fromEntries(
  (Object.keys(HOOKS) as ExportTarget[]).map((name) => [name, { ...INFO[name], ...HOOKS[name] }]),
) as { readonly [K in ExportTarget]: TargetEntry };

/** The target names in help order (targets.json's). */
export const EXPORT_TARGETS = Object.keys(info) as readonly ExportTarget[];

export function isExportTarget(name: string): name is ExportTarget {
  return Object.hasOwn(info, name);
}

/** The targets that take `option`, in help order. */
export function targetsTaking(option: TargetOption): ExportTarget[] {
  return EXPORT_TARGETS.filter((t) => INFO[t].options.includes(option));
}
