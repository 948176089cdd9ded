// A shard file is untrusted input: it may come from another machine, a CI artefact or a hand edit.
// This schema bounds every field merge reads: the types, the ranges of the counts (whole, not
// negative, safely representable), the names of the files it makes (the slug is one plain folder
// name, so nothing is written outside --out), the number of shards, points and keys, and the
// length of every text the report shows.
import { z } from 'zod';
import { witchhammerTables } from '../engine/systems/witchhammer/tables.js';
import { SLUG } from './outputs.js';
import { POLICY_NAMES } from './policies/policy.js';
import { SKIP_REASONS } from './tally.js';

export const SHARD_VERSION = 2;
/** More shards than this is no longer a batch job but a mistake (or an attack on the memory). */
export const MAX_SHARDS = 10_000;
/** Sweep points (200) plus the cards an --ablate may remove. */
export const MAX_VARIANTS = 240;
export const MAX_FIGHTS = 100_000_000;

const count = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
/** Names and labels: shown in the report and the CSV, so bounded and free of control characters. */
// eslint-disable-next-line no-control-regex
const label = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[^\u0000-\u001f\u007f]*$/, 'must not contain control characters');
const cardId = z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'a card id is lower-case kebab-case');
const moments = z.strictObject({ sum: count, sq: count });
const skips = z.strictObject(
  Object.fromEntries(SKIP_REASONS.map((r) => [r, count])) as Record<(typeof SKIP_REASONS)[number], typeof count>,
);
const play = z.strictObject({
  plays: count,
  attacks: count,
  hits: count,
  damage: moments,
  fights: count,
  fightsWon: count,
  skipped: skips,
});
const fighter = z.strictObject({
  dealt: moments,
  taken: moments,
  skipped: skips,
  downs: count,
  deaths: count,
  rounds: moments,
  plays: z.record(cardId, count),
});
const side = z.strictObject({
  dealt: moments,
  taken: moments,
  downs: moments,
  deaths: moments,
  health: z.record(z.string().regex(/^\d{1,9}$/), count),
});

const cardKey = z.string().regex(/^[01]:[a-z0-9][a-z0-9-]{0,79}$/);
export const tallySchema = z.strictObject({
  fights: count,
  draws: count,
  wins: z.tuple([count, count]),
  rounds: moments,
  deaths: moments,
  afflictions: moments,
  cards: z.record(cardKey, play),
  stances: z.record(cardKey, play),
  fighters: z.record(label, fighter),
  sides: z.tuple([side, side]),
  ends: z.record(z.string().regex(/^\d{1,5}$/), z.tuple([count, count, count])),
  firsts: z.record(z.string().regex(/^(0|1|draw):\d{1,5}$/), count),
});

const num = z.number().finite();
const playCard = z.looseObject({
  id: cardId,
  type: z.enum(['action', 'stance']),
  name: label,
  init: num,
  attack: num,
  defense: num,
});
const combatant = z.looseObject({
  id: label,
  name: label.optional(),
  side: z.enum(['players', 'gm']),
  maxPoise: z.number().int().min(0).max(1_000_000),
  maxHealth: z.number().int().min(0).max(1_000_000),
  actions: z.array(cardId).max(200).optional(),
  stances: z.array(cardId).max(200).optional(),
});
const simSide = z.strictObject({
  name: label,
  side: z.enum(['players', 'gm']),
  policy: z.enum(POLICY_NAMES as [string, ...string[]]),
  combatants: z.array(combatant).min(1).max(400),
});
const matchup = z.strictObject({
  name: label,
  tables: witchhammerTables,
  cards: z.array(playCard).max(5000),
  sides: z.tuple([simSide, simSide]),
  maxRounds: z.number().int().min(1).max(10_000),
  timerMiss: z.number().min(0).max(1),
  alternateSides: z.boolean(),
});
const variant = z.strictObject({
  label,
  value: z.union([num, label]).optional(),
  stances: z.tuple([cardId.optional(), cardId.optional()]).optional(),
  card: z
    .strictObject({
      id: cardId,
      field: z.enum(['init', 'attack', 'defense', 'restore.poise', 'restore.health']),
      value: z.number().int().min(-1_000_000).max(1_000_000),
    })
    .optional(),
  remove: cardId.optional(),
  removeSide: z.union([z.literal(0), z.literal(1)]).optional(),
});
const sweep = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('stances'),
    stances: z.tuple([z.array(cardId).max(200), z.array(cardId).max(200)]),
  }),
  z.strictObject({
    kind: z.literal('card'),
    card: cardId,
    field: z.string().max(40),
    values: z.array(z.number().int().min(-1_000_000).max(1_000_000)).max(200),
  }),
]);

export const shardSchema = z.strictObject({
  fray: z.literal('simulate-shard'),
  version: z.literal(SHARD_VERSION),
  run: z.string().regex(/^[0-9a-f]{64}$/, 'a run hash is 64 hexadecimal digits'),
  slug: z.string().regex(SLUG, 'a plain folder name (letters, digits, . _ -; not starting with a dot)'),
  shard: z
    .strictObject({
      index: z
        .number()
        .int()
        .min(0)
        .max(MAX_SHARDS - 1),
      count: z.number().int().min(1).max(MAX_SHARDS),
    })
    .refine((s) => s.index < s.count, { message: 'index must be below count', path: ['index'] }),
  matchup,
  variants: z.array(variant).min(1).max(MAX_VARIANTS),
  sweep: sweep.optional(),
  seed: z.number().int().min(0).max(0xffffffff),
  fights: z.number().int().min(1).max(MAX_FIGHTS),
  tallies: z.array(tallySchema).max(MAX_VARIANTS),
});
