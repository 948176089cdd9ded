// Schema of cards/declared-initiative/system.yaml: every number the declared-initiative
// rules use. The plugin reads only the inferred type, so it stays zod-free at run time.
import { z } from 'zod';

const int = z.number().int();

/** What a declared action adds to the Base Initiative: a flat modifier, plus a speed when named. */
const actionModifier = z.strictObject({
  label: z.string(),
  modifier: int,
  /** weapon speed: + the weapon's speed; spell speed: + (casting TN + spell.speed_offset). */
  plus: z.enum(['weapon speed', 'spell speed']).optional(),
  /** Added to Defense for the round (full defense). */
  defense_bonus: int.optional(),
  /** Fraction of Speed the creature may move this round (full defense: half). */
  move_fraction: z.number().positive().max(1).optional(),
  /** Attackers may be answered with a riposte reaction. */
  riposte: z.boolean().optional(),
  /** Entering a threat range does not provoke a riposte. */
  no_riposte_provoked: z.boolean().optional(),
  /** Whether the declaration may override the modifier ("unless otherwise stated"). */
  overridable: z.boolean().optional(),
  note: z.string().optional(),
});

const injury = z.strictObject({
  roll: int,
  name: z.string(),
  effect: z.string(),
  /** Attribute damage: dice (NdS) to each named attribute. */
  attribute_damage: z
    .array(z.strictObject({ dice: z.string().regex(/^\d+d\d+$/), attributes: z.array(z.string()).min(1) }))
    .optional(),
  /** Move at half speed. */
  half_speed: z.boolean().optional(),
  /** Only 1 action per this many turns. */
  actions_every: int.min(2).optional(),
  /** An arm injury: the arm roll picks main or off arm; `attack`: it can't attack with that arm. */
  arm: z.enum(['attack', 'hold']).optional(),
});

export const declaredInitiativeTables = z.strictObject({
  system: z.literal('declared-initiative'),
  name: z.string(),
  initiative: z.strictObject({
    /** Base Initiative = d<die> − Agility modifier, rolled once per combat. */
    die: int.min(2),
    /** The extra slot of a late arrival whose round initiative had already passed. */
    late_catch_up_modifier: int,
  }),
  /** Declared action → initiative modifier. Keys are what scenarios declare. */
  actions: z.record(z.string().regex(/^[a-z][a-z_]*$/), actionModifier),
  spell: z.strictObject({ speed_offset: int }),
  defense: z.strictObject({ base: int }),
  damage: z.strictObject({
    /** Allowed critical multipliers of weapons. */
    critical_multipliers: z.array(int.min(2)).min(1),
  }),
  wounds: z.strictObject({
    /** WP at or below this: incapacitated. */
    incapacitated_at: int,
    /** WP cost of any action beyond crawling while incapacitated or dying. */
    action_cost: int.min(0),
    /** WP lost at the end of every round while dying (WP below incapacitated_at). */
    dying_loss_per_round: int.min(0),
    /** Dead at WP ≤ −(Strength score × this). */
    death_strength_factor: int.min(1),
    /** Stabilising Heal check TN = this + the highest wound. */
    stabilize_base_tn: int,
    /** Actions per round a stabilised creature takes without the WP cost. */
    stabilized_free_actions: int.min(0),
    /** Deeds of any kind, moving included, a dying (not stabilised) creature takes on its turn. */
    dying_actions_per_turn: int.min(0),
  }),
  /** What one turn holds: Standard and Free actions; and the Reactions (ripostes) a round. */
  turn: z.strictObject({ standard_actions: int.min(0), free_actions: int.min(0), reactions: int.min(0) }),
  morale: z.strictObject({
    dice: int.min(1),
    die: int.min(2),
    base_tn: int,
    /** A single hit taking more than this fraction of maximum WP triggers a check. */
    big_hit_fraction: z.number().positive().max(1),
  }),
  injuries: z.strictObject({
    /** Percentile die: an injury when its roll is ≤ the critical's damage. */
    chance_die: int.min(2),
    /** Damage type → table (empty when the rules leave it to the GM). */
    tables: z.record(z.string(), z.array(injury)),
    /** The arm roll of an arm injury: d<arm_die>, at or below main_arm_at_or_below the main arm. */
    arm_die: int.min(2),
    main_arm_at_or_below: int.min(1),
  }),
  movement: z.strictObject({
    /** Yards an incapacitated (or dying) creature crawls per turn. */
    crawl_yards: z.number().min(0),
    /** Fraction of Speed a stabilised creature moves per round. */
    stabilized_fraction: z.number().positive().max(1),
    /** Fraction of Speed under an injury's "move at half speed". */
    injured_fraction: z.number().positive().max(1),
  }),
});

export type DeclaredInitiativeTables = z.infer<typeof declaredInitiativeTables>;
