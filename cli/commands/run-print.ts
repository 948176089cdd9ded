// Runs one build (or a watch loop) for the CLI: prints problems or the summary, picks the exit code.
import { existsSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';
import { UserError } from '../cli-support.js';
import { repoRoot } from '../../infra/paths.js';
import type { PaperId } from '../../print/layout/geometry.js';
import type { Duplex } from '../../print/layout/sheets.js';
import { buildPrint, type PrintOptions } from '../../print/pipeline/build.js';
import { DiskCache } from '../../infra/disk-cache.js';
import type { OutputKind } from '../../print/pipeline/outputs.js';
import { createProgress } from '../../infra/progress.js';
import { summary } from './print-summary.js';
import { reportProblems } from '../problem-report.js';

export interface PrintArgs {
  readonly catalog?: string;
  readonly out: string;
  readonly papers: PaperId[];
  readonly duplex: Duplex;
  readonly layout: 'sheets' | 'gutterfold';
  readonly backOffset?: [number, number];
  readonly gapMm?: number;
  readonly only: Set<OutputKind>;
  readonly noCache: boolean;
  readonly watch: boolean;
  /** A campaign folder, or `none`; default: the bundled sample campaign with the bundled catalog. */
  readonly campaign?: string;
  /** print-shop/dtc/: a CMYK output profile instead of the one found on the machine. */
  readonly cmykProfile?: string;
}

function bundledCards(): string {
  const dir = join(repoRoot(), 'cards');
  if (!existsSync(dir))
    throw new UserError(
      'cannot find the bundled card catalog',
      'pass a catalog folder explicitly: fray print <catalog>',
    );
  return dir;
}

export async function runPrint(args: PrintArgs): Promise<number> {
  // Not load-catalog's bundledCatalogDir(): importing that module loads the validator (zod,
  // yaml), which the up-to-date path must not pay for.
  const catalogDir = args.catalog ?? bundledCards();
  const sample = join(repoRoot(), 'campaign', 'sample');
  const campaignDir =
    args.campaign === 'none'
      ? undefined
      : args.campaign
        ? resolve(args.campaign)
        : !args.catalog && existsSync(sample)
          ? sample
          : undefined;
  const opts: PrintOptions = {
    catalogDir,
    ...(campaignDir ? { campaignDir, campaignRequired: !!args.campaign } : {}),
    outDir: resolve(args.out),
    papers: args.papers,
    duplex: args.duplex,
    layout: args.layout,
    backOffset: args.backOffset,
    ...(args.gapMm !== undefined ? { gapMm: args.gapMm } : {}),
    only: args.only,
    ...(args.cmykProfile ? { cmykProfile: resolve(args.cmykProfile) } : {}),
    cache: DiskCache.fromEnv(args.noCache),
    progress: createProgress(),
    onOutputWait: (holder) =>
      process.stderr.write(
        `fray print: waiting for another fray command (pid ${holder.pid}${holder.host === hostname() ? '' : ` on ${holder.host}`}) to finish writing ${args.out}\n`,
      ),
  };
  const once = async (): Promise<number> => {
    const t0 = performance.now();
    const result = await buildPrint(opts);
    opts.cache.prune();
    if (!result.ok) {
      reportProblems(result.problems, (line) => process.stderr.write(line));
      process.stderr.write(
        `fray print: ${result.problems.length} problem${result.problems.length === 1 ? '' : 's'}; nothing was written\n`,
      );
      return 1;
    }
    // Warnings (a character file campaign.yaml does not list): said at their file, and the print stands.
    reportProblems(result.warnings ?? [], (line) => process.stderr.write(line));
    process.stdout.write(`${summary(result, args.out.replace(/\/+$/, ''), (performance.now() - t0) / 1000)}\n`);
    return 0;
  };
  if (!args.watch) return once();
  const { watchAndRebuild } = await import('./watch.js');
  return watchAndRebuild(watchedFolders(catalogDir, campaignDir), once);
}

/** What `--watch` watches: the catalog, the campaign that prints with it (`--campaign DIR`), the templates. */
export function watchedFolders(catalogDir: string, campaignDir: string | undefined): string[] {
  return [catalogDir, ...(campaignDir ? [campaignDir] : []), join(repoRoot(), 'templates')];
}
