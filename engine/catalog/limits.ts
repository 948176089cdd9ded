// The one table of input limits: every reader of user input (card files, scenarios and table
// exports, engine actions, character and fight files, the command line) takes its caps and ranges
// from here, and docs/limits.md's "Every limit" table is generated from it (limits-doc.ts; a test
// fails when the two disagree). Input bounds, not rule numbers: far beyond any real fight or card,
// small enough that nothing breaks (`1e308` is a whole number to JavaScript, `10^20 + 1` is `10^20`).

const MB = 1024 * 1024;

export interface Limit {
  readonly value: number;
  /** The smallest value, for a range (absent: a cap, from 0 or 1). */
  readonly min?: number;
  /** How the limit reads in docs/limits.md: bytes, characters, a number. */
  readonly unit: 'bytes' | 'characters' | 'number' | 'items';
  /** What it bounds and who reads it, as docs/limits.md says it. */
  readonly what: string;
}

export const LIMITS = {
  fieldChars: {
    value: 2000,
    unit: 'characters',
    what: "one text field: a card's name or rules text (card files, and a scenario's own `cards:`), a scenario's or an action's text (ids, notes)",
  },
  scenarioInt: {
    value: 1_000_000,
    min: -1_000_000,
    unit: 'number',
    what: 'a whole number in a scenario, a table export or an engine action (Poise, Health, a difficulty, Harm, a bonus, a typed die)',
  },
  characterInt: { value: 1_000_000, min: -1_000_000, unit: 'number', what: 'a number in a character file' },
  seed: {
    value: 0xffffffff,
    min: 0,
    unit: 'number',
    what: "a scenario's `seed:` and `--seed` (the dice take a 32-bit seed)",
  },
  copies: { value: 500, min: 1, unit: 'number', what: '`copies` of one card or one combatant' },
  characterName: { value: 100, unit: 'characters', what: "a character's name" },
  rewardNote: { value: 1_000, unit: 'characters', what: "a reward's note" },
  fightTrack: {
    value: 100_000,
    min: -100_000,
    unit: 'number',
    what: 'Health, wounds and maximum Health in a fight file (`fray campaign record`)',
  },
  points: { value: 1000, min: 0, unit: 'number', what: 'the points of `fray character new`' },
  days: { value: 3650, min: 1, unit: 'number', what: '`--days`' },
  listItems: {
    value: 10_000,
    unit: 'items',
    what: 'entries of one list inside an engine action (dice, steps, targets)',
  },
  catalogFile: { value: 2 * MB, unit: 'bytes', what: 'a card file, `system.yaml`' },
  scenarioFile: { value: 64 * MB, unit: 'bytes', what: 'a scenario or a table export' },
  campaignFile: { value: 4 * MB, unit: 'bytes', what: '`campaign.yaml`' },
  characterFile: { value: 1 * MB, unit: 'bytes', what: 'a character file' },
  fightFile: { value: 64 * MB, unit: 'bytes', what: 'a fight file (`fray resolve --json`)' },
  pdfFile: { value: 512 * MB, unit: 'bytes', what: 'a PDF given to `fray preflight`' },
  iccProfile: { value: 32 * MB, unit: 'bytes', what: 'an ICC profile (`--cmyk-profile`)' },
  manifestFile: { value: 64 * MB, unit: 'bytes', what: '`out/.fray-manifest.json` (past it: rebuilt, not an error)' },
  cacheEntry: { value: 256 * MB, unit: 'bytes', what: 'a cache entry (past it: rebuilt, not an error)' },
  shardFile: { value: 64 * MB, unit: 'bytes', what: 'a balance-lab shard (`fray simulate --shard`)' },
  artFile: { value: 32 * MB, unit: 'bytes', what: "a card's art file" },
  artPixels: { value: 25_000_000, unit: 'number', what: "pixels of a card's art (read from the PNG or JPEG header)" },
} as const satisfies Record<string, Limit>;

export type LimitId = keyof typeof LIMITS;
