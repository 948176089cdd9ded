// The zod schema of a WitchHammer `fray resolve` scenario: what each part of the document may hold.
// scenario-compile.ts reads the document with it (engine/systems/scenario-read.ts), then checks the
// references zod cannot see (card ids, combatant ids, dice that fit the system's dice).
import { z } from 'zod';
import { LIMITS } from '../../catalog/limits.js';

/**
 * The range of any whole number in a scenario (Poise, Health, a difficulty, a bonus): far beyond
 * any fight, and small enough that sums of them stay exact (`1e308` is a whole number to
 * JavaScript, and `10^20 + 1` is `10^20`). An input bound, not a rule number.
 */
export const SCENARIO_INT_MAX = LIMITS.scenarioInt.value;
/** The dice take a 32-bit seed (`fray resolve --seed` has the same range): a larger one would equal a smaller one. */
export const SEED_MAX = LIMITS.seed.value;
/** Copies of one combatant: a horde, not a stack overflow. */
export const MAX_COPIES = LIMITS.copies.value;

export const scenarioInt = z.int().min(-SCENARIO_INT_MAX).max(SCENARIO_INT_MAX);
const text = z.string().min(1);
const texts = z.array(text);
const ints = z.array(scenarioInt);

/** A grid position `[x, y]`. */
export const position = z.unknown().transform((v, ctx): readonly [number, number] => {
  if (Array.isArray(v) && v.length === 2 && v.every((n) => Number.isInteger(n)))
    return [v[0] as number, v[1] as number];
  ctx.addIssue({
    code: 'custom',
    message: v === undefined ? 'missing position' : 'a position is two whole numbers',
    params: { hint: 'write it as `[x, y]`, e.g. `[3, 4]`' },
  });
  return z.NEVER;
});

/** `players` (or `player`) and `gm` (or `monster`, `monsters`). */
const side = z
  .enum(['players', 'gm', 'player', 'monster', 'monsters'])
  .transform((v): 'players' | 'gm' => (v === 'players' || v === 'player' ? 'players' : 'gm'));

export const combatantSchema = z.strictObject({
  id: text,
  character: text.optional(),
  name: text.optional(),
  side: side.optional(),
  poise: scenarioInt.optional(),
  health: scenarioInt.optional(),
  max_poise: scenarioInt.optional(),
  max_health: scenarioInt.optional(),
  position: position.optional(),
  copies: z.int().min(1).max(MAX_COPIES).optional(),
  attack: scenarioInt.optional(),
  defense: scenarioInt.optional(),
  init: scenarioInt.optional(),
  skills: z.record(z.string(), scenarioInt).optional(),
  actions: texts.optional(),
  stances: texts.optional(),
  extra_actions: scenarioInt.optional(),
  used_today: texts.optional(),
  move_penalty: scenarioInt.optional(),
  skill_penalty: scenarioInt.optional(),
});

const extraSchema = z.strictObject({
  action: text,
  target: text.optional(),
  flanking: z.boolean().optional(),
  move_to: position.optional(),
});
export const playSchema = z.strictObject({
  combatant: text,
  action: text,
  stance: text.optional(),
  target: text.optional(),
  flanking: z.boolean().optional(),
  move_to: position.optional(),
  extra: z.array(extraSchema).optional(),
});

/** A save or skill check; `difficulty` is checked by the compiler, whose hint names the system's difficulties. */
export const checkSchema = z.strictObject({
  combatant: text,
  skill: text.optional(),
  difficulty: z.union([scenarioInt, text]).optional(),
  bonus: scenarioInt.optional(),
  dice: ints.optional(),
});

export const roundSchema = z.strictObject({
  plays: z.array(playSchema).optional(),
  timer_expired: z.boolean().optional(),
  reorder: texts.optional(),
  dice: ints.optional(),
  checks: z.array(checkSchema).optional(),
});

export const scenarioSchema = z.strictObject({
  system: z.literal('witchhammer'),
  name: z.string().optional(),
  description: z.string().optional(),
  cards: z.unknown().optional(),
  combatants: z.array(combatantSchema),
  rounds: z.array(roundSchema).optional(),
  plays: z.array(playSchema).optional(),
  dice: ints.optional(),
  seed: z.int().min(0).max(SEED_MAX).optional(),
  obstacles: z.array(position).optional(),
  /** `end_combat: true`, or `{ dice: [..] }` for the death's-door saves rolled at the table. */
  end_combat: z.union([z.boolean(), z.strictObject({ dice: ints.optional() })]).optional(),
  checks: z.array(checkSchema).optional(),
});

export type ScenarioDoc = z.output<typeof scenarioSchema>;
export type CombatantDoc = z.output<typeof combatantSchema>;
export type PlayDoc = z.output<typeof playSchema>;
export type CheckDoc = z.output<typeof checkSchema>;
