// Schema of cards/witchhammer/system.yaml: every number the WitchHammer rules use.
// The engine, the rule reference and the card templates all read these tables.
import { z } from 'zod';

const int = z.number().int();
const points = z.strictObject({ attribute: int.min(0), school: int.min(0), technique: int.min(0), trait: int.min(0) });

export const witchhammerTables = z.strictObject({
  system: z.literal('witchhammer'),
  name: z.string(),
  /** d20 face → adjustment added to the total, e.g. { 20: 10, 19: 5, 2: -5, 1: -10 }. */
  d20_adjustments: z.record(z.string().regex(/^\d+$/), int),
  attack: z.strictObject({
    die: int.min(2),
    /** A hit is a total strictly over this; damage = total − threshold. */
    hit_threshold: int,
    /** ⌊damage / penetration_divisor⌋ goes straight to Health (the tens digit). */
    penetration_divisor: int.min(1),
    flanking_bonus: int,
    /** Defense lost per attack already taken this round. */
    defense_per_attack_taken: int,
  }),
  penalty: z.strictObject({
    groups: int.min(1),
    /** The penalty of a character at 0 Health or below. */
    down_penalty: int,
  }),
  affliction: z.strictObject({
    /** Wounds from one attack that trigger a roll (player characters only). */
    min_wounds: int.min(1),
    die: int.min(2),
    max_roll: int,
    /** Results at or below this are no effect. */
    no_effect_max: int,
    chart: z.array(z.strictObject({ roll: int, result: z.string() })).min(1),
  }),
  /** Range band → maximum distance in squares. */
  ranges: z.strictObject({ close: int, short: int, medium: int, long: int }),
  saves: z.strictObject({ die: int.min(2), easy: int, medium: int, hard: int }),
  breaking_contact: z.strictObject({ damage: int.min(0) }),
  decision_timer: z.strictObject({ seconds: z.number().positive(), default_action: z.string() }),
  end_of_combat: z.strictObject({
    /** Difficulty name from `saves`, e.g. medium. */
    death_save: z.enum(['easy', 'medium', 'hard']),
    /** The skill whose bonus adds to the save, e.g. con. */
    save_skill: z.string(),
    /** Health a character is set to when the save passes. */
    health_on_pass: int,
  }),
  /** The game around the fights (the rules): points, rewards, traits, equipment, saves, rest. Optional: a catalog without it prints and fights, but builds no characters. */
  campaign: z
    .strictObject({
      /** Points a new character spends. */
      creation: points,
      /** A new character's Poise and Health before the GM says otherwise (`fray character new` without answers). */
      new_character: z.strictObject({ poise: int.min(1), health: int.min(1) }),
      /** Points each reward grants (`fray campaign reward … hunt|defeat|witch|retreat`). */
      rewards: z.record(z.string().regex(/^[a-z][a-z-]*$/), points.partial()),
      /** What an attribute point raises. */
      attributes: z.array(z.enum(['attack', 'defense', 'init'])).min(1),
      /** A trait's bonus per rank to its skill's rolls (+2, +4…). */
      trait_bonus_per_rank: int.min(1),
      /** The default difficulty of a tough task for a competent WitchHammer (d20). */
      skill_difficulty: int.min(1),
      /** What a character carries. */
      equipment_limits: z.strictObject({ weapon: int.min(0), armour: int.min(0), misc: int.min(0) }),
      save_types: z.array(z.string().min(1)).min(1),
      /** Actions every deck holds without a technique point (the Decision Timer's default). */
      common_actions: z.array(z.string().min(1)),
      /** Health healed a day of rest, and in comfort. */
      rest: z.strictObject({ health_per_day: int.min(0), comfortable_per_day: int.min(0) }),
    })
    .optional(),
});

export type WitchhammerTables = z.infer<typeof witchhammerTables>;
export type PointKind = 'attribute' | 'school' | 'technique' | 'trait';

/** The same schema under the name the system module uses. */
export const tablesSchema = witchhammerTables;
