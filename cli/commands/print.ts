// `fray print [catalog] [--out DIR] [--paper a4|letter|both] [--duplex long|short|none]
//  [--back-offset X,Y] [--layout sheets|gutterfold] [--only pnp,decks,reference,dtc] [--watch]`
import { UserError, parseFlags } from '../cli-support.js';
import type { PaperId } from '../../print/layout/geometry.js';
import type { Duplex } from '../../print/layout/sheets.js';
import { OUTPUT_KINDS, type OutputKind } from '../../print/pipeline/outputs.js';
import { CACHE_HELP } from './cache-help.js';

const USAGE = `usage: fray print [catalog] [options]

Renders every deck and rule reference of a catalog (default: the bundled cards/) to PDF.

options:
  --out DIR              output folder (default ./out)
  --paper a4|letter|both print-and-play paper (default both)
  --duplex long|short|none
                         back pages for long-edge (default) or short-edge duplex; none: fronts only
  --back-offset X,Y      shift the back pages by X,Y mm as seen from the front (+x right, +y up);
                         measure it with out/pnp/calibration-<paper>.pdf
  --layout sheets|gutterfold
                         card sheets with backs on the next page (default), or fold-and-glue pages
  --gap MM               space between the cards of a sheet; every card gets half of it as bleed
                         on all four sides (default 1: 0.5 mm, nine cards on A4 and eight on US
                         Letter, turned on their side; a larger gap fits fewer cards in the 1/4 in
                         printable margin; 0 butts them)
  --only LIST            comma-separated subset of: ${OUTPUT_KINDS.join(', ')}
  --campaign DIR|none    a campaign folder whose built characters print too (their decks and
                         character sheets; default with the bundled cards: campaign/sample)
  --cmyk-profile FILE    print-shop/dtc/: convert to this CMYK output profile (embedded in each
                         file) instead of Ghostscript's SWOP one; without any CMYK profile
                         print-shop/dtc/ is not written
  --no-cache             render every card again
  --watch                rebuild whenever a catalog, campaign or template file changes

${CACHE_HELP}
`;

function oneOf<T extends string>(flag: string, value: string | boolean | undefined, allowed: readonly T[], dflt: T): T {
  if (value === undefined) return dflt;
  if (typeof value !== 'string' || !allowed.includes(value as T))
    throw new UserError(`--${flag} must be one of ${allowed.join(', ')} (got '${value}')`);
  return value as T;
}

export function parsePrintArgs(argv: string[]) {
  const { flags, positionals } = parseFlags(argv, {
    out: 'string',
    paper: 'string',
    duplex: 'string',
    'back-offset': 'string',
    gap: 'string',
    layout: 'string',
    only: 'string',
    'no-cache': 'boolean',
    watch: 'boolean',
    help: 'boolean',
    campaign: 'string',
    'cmyk-profile': 'string',
  });
  if (positionals.length > 1)
    throw new UserError(
      `expected at most one catalog folder, got ${positionals.length}`,
      'usage: fray print [catalog] [--out DIR]',
    );
  const paper = oneOf('paper', flags.paper, ['a4', 'letter', 'both'], 'both');
  const papers: PaperId[] = paper === 'both' ? ['a4', 'letter'] : [paper];
  const duplex = oneOf<Duplex>('duplex', flags.duplex, ['long', 'short', 'none'], 'long');
  const layout = oneOf('layout', flags.layout, ['sheets', 'gutterfold'], 'sheets');
  let backOffset: [number, number] | undefined;
  if (typeof flags['back-offset'] === 'string') {
    const m = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/.exec(flags['back-offset']);
    if (!m)
      throw new UserError(
        `--back-offset must be X,Y in millimetres (got '${flags['back-offset']}')`,
        'e.g. --back-offset=0.5,-1',
      );
    backOffset = [Number(m[1]), Number(m[2])];
    if (Math.abs(backOffset[0]) > 20 || Math.abs(backOffset[1]) > 20)
      throw new UserError(
        '--back-offset is limited to ±20 mm',
        'print out/pnp/calibration-a4.pdf to measure the real shift',
      );
  }
  let only = new Set<OutputKind>(OUTPUT_KINDS);
  if (typeof flags.only === 'string') {
    const list = flags.only
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const bad = list.find((k) => !OUTPUT_KINDS.includes(k as OutputKind));
    if (bad || !list.length)
      throw new UserError(`--only takes a list of ${OUTPUT_KINDS.join(', ')} (got '${flags.only}')`);
    only = new Set(list as OutputKind[]);
  }
  let gapMm: number | undefined;
  if (typeof flags.gap === 'string') {
    gapMm = Number(flags.gap);
    if (!/^\s*\d+(\.\d+)?\s*$/.test(flags.gap) || gapMm > 6)
      throw new UserError(
        `--gap must be a number of millimetres from 0 to 6 (got '${flags.gap}')`,
        'e.g. --gap 3; a card has 3 mm of bleed on each side, so 6 mm is the most it can fill',
      );
  }
  return {
    help: !!flags.help,
    catalog: positionals[0],
    out: typeof flags.out === 'string' ? flags.out : 'out',
    papers,
    duplex,
    layout,
    backOffset,
    ...(gapMm !== undefined ? { gapMm } : {}),
    only,
    noCache: !!flags['no-cache'],
    watch: !!flags.watch,
    ...(typeof flags.campaign === 'string' ? { campaign: flags.campaign } : {}),
    ...(typeof flags['cmyk-profile'] === 'string' ? { cmykProfile: flags['cmyk-profile'] } : {}),
  };
}

export async function run(argv: string[]): Promise<number> {
  const args = parsePrintArgs(argv);
  if (args.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  const { runPrint } = await import('./run-print.js');
  return runPrint(args);
}
