// The checks every file a user hands fray goes through, pure so that the CLI's reader
// (infra/read-user-file.ts) and the extension's file picker share them exactly: a size cap per
// kind of file, and UTF-8 decoded strictly with the first bad byte's line:col.
import { decodeUtf8 } from './utf8.js';
import type { Problem } from '../diagnostics/problem.js';
import { LIMITS } from './limits.js';

const MB = 1024 * 1024;

/** The size cap of each kind of file, from the one limit table (limits.ts, docs/limits.md). */
export const READ_LIMITS = {
  /** A card file or system.yaml: the bundled ones are a few KB; 2 MB is thousands of cards. */
  catalogFile: LIMITS.catalogFile.value,
  /** A scenario: a 10,000-round scripted fight of 8 combatants is about 5 MB. */
  scenario: LIMITS.scenarioFile.value,
  /** campaign.yaml: a name, a day, the characters and the ids of the fights recorded. */
  campaign: LIMITS.campaignFile.value,
  /** A character file: a build, its rewards and achievements (a few KB after years of play). */
  character: LIMITS.characterFile.value,
  /** A fight (`fray resolve --json`): its event log; a 10,000-round fight is about 20 MB. */
  fight: LIMITS.fightFile.value,
  /** A PDF given to `fray preflight`: print-shop files with full-page images stay far below. */
  pdf: LIMITS.pdfFile.value,
  /** An ICC colour profile (--cmyk-profile): the largest CMYK profiles are a few MB. */
  iccProfile: LIMITS.iccProfile.value,
  /** fray's own bookkeeping files (out/.fray-manifest.json). */
  manifest: LIMITS.manifestFile.value,
  /** One cache entry (a rendered card, a font, a raster). */
  cacheEntry: LIMITS.cacheEntry.value,
  /** A balance-lab shard (`fray simulate --shard`): tallies, not fights. */
  shard: LIMITS.shardFile.value,
  /** A card's art file (PNG, JPEG or SVG). */
  art: LIMITS.artFile.value,
} as const;

export type ReadKind = keyof typeof READ_LIMITS;

export const formatBytes = (n: number): string =>
  n >= 1024 * MB ? `${(n / 1024 / MB).toFixed(1)} GB` : `${(n / MB).toFixed(n < MB ? 2 : 1)} MB`;

const problem = (file: string, message: string, hint: string, line = 1, col = 1): Problem => ({
  severity: 'error',
  file,
  line,
  col,
  field: '',
  message,
  hint,
});

/** The problem of a file of `size` bytes over its cap, or undefined. */
export function sizeProblem(file: string, size: number, maxBytes: number, what = 'such a file'): Problem | undefined {
  if (size <= maxBytes) return undefined;
  return problem(
    file,
    `file too large: ${formatBytes(size)} (the limit is ${formatBytes(maxBytes)})`,
    `this is far larger than ${what} can be; check that it is the right file`,
  );
}

/** The text of `bytes`, or the problem of the first byte that is not UTF-8 at its line:col. */
export function decodeUserText(
  file: string,
  bytes: Uint8Array,
): { ok: true; text: string } | { ok: false; problem: Problem } {
  const d = decodeUtf8(bytes);
  if (d.ok) return { ok: true, text: d.text };
  return {
    ok: false,
    problem: problem(
      file,
      `invalid UTF-8: byte 0x${d.byte.toString(16).toUpperCase().padStart(2, '0')} is not part of a UTF-8 character`,
      'save the file as UTF-8 (your editor\'s "encoding" setting); the file was probably saved as Latin-1 or Windows-1252',
      d.line,
      d.col,
    ),
  };
}
