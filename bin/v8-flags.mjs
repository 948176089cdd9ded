// V8 tuning for one-shot `fray print` runs, measured with `npm run bench:print` on 2 cores: a
// run renders each card once, so TurboFan's optimising compiles (on background threads that
// compete with the render workers for the same cores) cost more than they save. The same holds
// for Satori's WebAssembly layout engine (yoga): `--liftoff-only` keeps it on V8's baseline wasm
// compiler; its TurboFan tier-up was 14% of the instructions of a one-card rebuild (perf stat:
// 3.65 → 3.11 G) and 3% of a cold 100-card build (20.1 → 19.5 G).
// Baseline code (Sparkplug) from the start and no TurboFan made a cold 100-card build about
// 1.8x faster (4.6-5.1 s → 2.5-2.8 s). Maglev alone did not help; a larger young generation
// for the workers neither. `--watch` keeps V8's defaults: a long-lived process earns its
// optimised code back. `fray export` of card images (png, mpc, tgc) and of DTC files takes the
// flags too: since card PNGs are written unfiltered, no per-byte JavaScript loop is left on that
// path, and TurboFan's compiles of Satori in each worker cost more than they save: a 100-card
// `--target png` took 6.6-7.5 s of CPU with the flags against 8.8-9.5 s without (2 runs each
// of 6 flag sets, alternating; `--liftoff-only` alone changed nothing, `--no-opt` is the gain).
// Each target says which it takes (`v8` in print/export/targets.json). `--target tts` keeps the defaults: its sheets are encoded with the "up" filter, a JavaScript
// loop over up to 64 MB per sheet.
// FRAY_V8_FLAGS overrides the list ("" for V8's defaults). Set before any other module loads;
// V8 flags are per process, so the worker threads get them too.
// Changing any flag makes V8 refuse node's built-in code cache, so each node: module loaded
// afterwards is compiled from source (10 modules: 12-18 ms before, 35-52 ms after). The modules a
// print needs are therefore loaded first (`PRELOAD`); worker threads still pay it.
import v8 from 'node:v8';
// The targets' own data (print/export/targets.ts is their registry), read as JSON: this runs in
// plain node, before tsx or the bundle.
import TARGETS from '../print/export/targets.json' with { type: 'json' };

export const PRELOAD = [
  'node:crypto',
  'node:fs/promises',
  'node:zlib',
  'node:worker_threads',
  'node:os',
  'node:perf_hooks',
  'node:readline',
  'node:stream',
  'node:string_decoder',
];

export const ONE_SHOT_FLAGS = ['--no-opt', '--always-sparkplug', '--liftoff-only'];

/** The flags for this command line (`set` is injectable so tests leave their own V8 alone). */
export function v8FlagsFor(argv, env = process.env) {
  const custom = env.FRAY_V8_FLAGS;
  const oneShotPrint = argv[0] === 'print' && !argv.includes('--watch');
  const oneShotExport = argv[0] === 'export' && ONE_SHOT_TARGETS.includes(exportTarget(argv));
  return custom !== undefined
    ? custom.split(/\s+/).filter(Boolean)
    : oneShotPrint || oneShotExport
      ? ONE_SHOT_FLAGS
      : [];
}

const ONE_SHOT_TARGETS = Object.keys(TARGETS).filter((t) => TARGETS[t].v8 === 'one-shot');

/** `--target X` or `--target=X` of an export command line, lower-cased ('' when absent). */
function exportTarget(argv) {
  const i = argv.findIndex((a) => a === '--target' || a.startsWith('--target='));
  if (i < 0) return '';
  const v = argv[i].startsWith('--target=') ? argv[i].slice('--target='.length) : (argv[i + 1] ?? '');
  return v.trim().toLowerCase();
}

/** Sets the flags for this command line, after loading PRELOAD when there are any. */
export async function tuneV8(argv, env = process.env, set = (f) => v8.setFlagsFromString(f), load = (m) => import(m)) {
  const flags = v8FlagsFor(argv, env);
  if (flags.length) await Promise.all(PRELOAD.map(load));
  for (const f of flags) set(f);
  return flags;
}
