// `fray export --target <target> [catalog] [--out DIR] [--dpi N] [--bleed] [--no-cache]`: the targets,
// their help and which option each takes come from print/export/targets.ts.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { suggestion } from '../../engine/diagnostics/did-you-mean.js';
import { UserError, parseFlags } from '../cli-support.js';
import {
  EXPORT_TARGETS,
  isExportTarget,
  TARGET_OPTIONS,
  TARGETS,
  targetsTaking,
  type ExportTarget,
  type TargetOption,
} from '../../print/export/targets.js';
import { CACHE_HELP } from './cache-help.js';
import { parseTtsBase } from '../../print/export/tts-url.js';

const TARGET_LIST = EXPORT_TARGETS.join('|');

/** Why a target-specific option is refused elsewhere (the hint under the error). */
const NOT_HERE: Readonly<Record<TargetOption, (target: ExportTarget) => string>> = {
  dpi: (t) => `${t} files have the shop's fixed size; use --target png for another resolution`,
  bleed: (t) => `${t} files always carry the shop's bleed`,
  'cmyk-profile': (t) => `${t} files are RGB, as that shop asks`,
  'tts-url': () => 'the other targets write files for a print shop, not a saved object',
};

const targetHelp = (): string =>
  EXPORT_TARGETS.flatMap((name) =>
    TARGETS[name].help.map((line, i) => `  ${(i === 0 ? name : '').padEnd(5)} ${line}`),
  ).join('\n');

const USAGE = `usage: fray export --target ${TARGET_LIST} [catalog] [options]

Writes print-shop and tabletop files for every deck of a catalog (default: the bundled cards/).

targets:
${targetHelp()}

options:
  --out DIR     output folder (default ./out/export/<target>)
  --dpi N       png: resolution (default 300); tts: upper bound (sheets are capped at 4096 px)
  --bleed       png: include the 3 mm bleed
  --campaign DIR|none
                a campaign folder whose built characters export too (their decks, as
                fray print prints them; default with the bundled cards: campaign/sample)
  --tts-url BASE
                tts: the web address the sheets will be uploaded under; the saved
                objects point at BASE/<deck>/sheet-<n>.png (default: placeholders to edit);
                http:// or https:// only, without ?query or #fragment
  --no-cache    render every card again
  --cmyk-profile FILE
                dtc: convert to this CMYK output profile (embedded as the output intent)
                instead of the SWOP one from Debian's libgs-common

dtc files are PDF/X-1a:2003: CMYK only, transparency flattened, fonts embedded, output intent
CGATS TR 001 (SWOP). Check any PDF with: fray preflight FILE --target dtc

${CACHE_HELP}
`;

export function parseExportArgs(argv: string[]) {
  const { flags, positionals } = parseFlags(argv, {
    target: 'string',
    out: 'string',
    dpi: 'string',
    bleed: 'boolean',
    'no-cache': 'boolean',
    'cmyk-profile': 'string',
    campaign: 'string',
    'tts-url': 'string',
    help: 'boolean',
  });
  if (flags.help) return { help: true as const };
  if (positionals.length > 1)
    throw new UserError(
      `expected at most one catalog folder, got ${positionals.length}: ${positionals.join(' ')}`,
      `usage: fray export --target ${TARGET_LIST} [catalog] [--out DIR]`,
    );
  const raw = flags.target;
  if (typeof raw !== 'string')
    throw new UserError('--target is required', `one of ${EXPORT_TARGETS.join(', ')}, e.g. fray export --target mpc`);
  const target = raw.trim().toLowerCase();
  if (!isExportTarget(target)) throw new UserError(`unknown target '${raw}'`, targetHint(target));
  for (const option of givenTargetOptions(flags))
    if (!TARGETS[target].options.includes(option))
      throw new UserError(
        `--${option} does not apply to --target ${target}`,
        `--${option} is for --target ${targetsTaking(option).join(', ')}; ${NOT_HERE[option](target)}`,
      );
  let dpi = 300;
  if (flags.dpi !== undefined) {
    dpi = Number(flags.dpi);
    if (!/^\d+(\.\d+)?$/.test(String(flags.dpi)) || !(dpi >= 36 && dpi <= 1200))
      throw new UserError(`--dpi must be a number from 36 to 1200 (got '${flags.dpi}')`, 'e.g. --dpi 300');
  }
  return {
    help: false as const,
    target,
    catalog: positionals[0],
    out: typeof flags.out === 'string' ? flags.out : join('out', 'export', target),
    dpi,
    bleed: !!flags.bleed,
    noCache: !!flags['no-cache'],
    cmykProfile: typeof flags['cmyk-profile'] === 'string' ? flags['cmyk-profile'] : undefined,
    campaign: typeof flags.campaign === 'string' ? flags.campaign : undefined,
    ttsUrl: typeof flags['tts-url'] === 'string' ? parseTtsBase(flags['tts-url']).href : undefined,
  };
}

/** The target-specific options on this command line. */
function givenTargetOptions(flags: Record<string, unknown>): TargetOption[] {
  return TARGET_OPTIONS.filter((o) => flags[o] !== undefined && flags[o] !== false);
}

function targetHint(target: string): string {
  return suggestion(target, EXPORT_TARGETS) ?? `the targets are ${EXPORT_TARGETS.join(', ')}`;
}

export async function run(argv: string[]): Promise<number> {
  const args = parseExportArgs(argv);
  if (args.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  // Loaded only now: `--help` and a bad option must not pay for the renderer.
  const [{ exportCatalog }, { exportSummary }, { DiskCache }, { createProgress }, { repoRoot }] = await Promise.all([
    import('../../print/export/run-export.js'),
    import('./export-summary.js'),
    import('../../infra/disk-cache.js'),
    import('../../infra/progress.js'),
    import('../../infra/paths.js'),
  ]);
  const catalogDir = args.catalog ?? join(repoRoot(), 'cards');
  if (!args.catalog && !existsSync(catalogDir))
    throw new UserError(
      'cannot find the bundled card catalog',
      'pass a catalog folder: fray export --target mpc <catalog>',
    );
  // The same campaign as fray print: the bundled sample with the bundled cards, or the one named.
  const sample = join(repoRoot(), 'campaign', 'sample');
  const campaignDir =
    args.campaign === 'none'
      ? undefined
      : args.campaign
        ? resolve(args.campaign)
        : !args.catalog && existsSync(sample)
          ? sample
          : undefined;
  const cache = DiskCache.fromEnv(args.noCache);
  const result = await exportCatalog({
    target: args.target,
    catalogDir,
    outDir: resolve(args.out),
    dpi: args.dpi,
    bleed: args.bleed,
    cache,
    progress: createProgress(),
    ...(args.cmykProfile ? { cmykProfile: resolve(args.cmykProfile) } : {}),
    ...(campaignDir ? { campaign: { dir: campaignDir, required: !!args.campaign } } : {}),
    ...(args.ttsUrl ? { ttsUrl: args.ttsUrl } : {}),
  });
  cache.prune();
  if (!result.ok) {
    process.stderr.write(`${result.problems.join('\n')}\n`);
    process.stderr.write(
      `fray export: ${result.problems.length} problem${result.problems.length === 1 ? '' : 's'}; nothing was written\n`,
    );
    return 1;
  }
  process.stdout.write(`${exportSummary(result, args.target, args.out.replace(/\/+$/, ''))}\n`);
  return 0;
}
