// Schema of cards/team-turns/system.yaml: every number of the team-turns rules
// and its action, reaction and free-action tables.
import { z } from 'zod';

const int = z.number().int();
const fraction = z.number().gt(0).lte(1);
const id = z.string().regex(/^[a-z0-9][a-z0-9-]*$/);

const action = z.strictObject({
  id,
  name: z.string(),
  /** Actions it takes; more than a turn holds makes it an extended action. */
  cost: int.min(0),
  text: z.string(),
  stamina: int.min(0).optional(),
  focus: int.min(0).optional(),
  once_per_turn: z.boolean().optional(),
  /** Taking it ends the turn (the remaining actions are lost). */
  ends_turn: z.boolean().optional(),
  /** Bonus to all defences (evasion) until the character's next turn. */
  defence_bonus: int.optional(),
  /** Extra reactions until the character's next turn. */
  extra_reactions: int.optional(),
  /** Another action that must have been taken earlier this turn. */
  requires: id.optional(),
  /** Actions it gives an ally, taken during this turn (Command: one). */
  grants: int.min(1).optional(),
});

const reaction = z.strictObject({
  id,
  name: z.string(),
  text: z.string(),
  stamina: int.min(0).optional(),
  focus: int.min(0).optional(),
});

export const teamTurnsTables = z.strictObject({
  system: z.literal('team-turns'),
  name: z.string(),
  turn: z.strictObject({ actions: int.min(1), reactions: int.min(0) }),
  luck: z.strictObject({
    die: int.min(2),
    /** A normal test (and a luck test) adds `bonus` when the luck die shows `bonus_at` or more. */
    bonus_at: int,
    bonus: int,
    /** A thrown or fired attack whose luck roll is at or below this strikes a random adjacent character. */
    stray_at_or_below: int,
  }),
  attack: z.strictObject({
    multiple_attack_penalty: int.min(0),
    minimum_damage: int.min(0),
    /** Item parry value when the item lists none. */
    default_parry: int.min(0),
  }),
  damage: z.strictObject({
    /** Harmed at or below this fraction of maximum Endurance. */
    harmed_fraction: fraction,
    /** Damage type → the reduction that applies (`typeless` is never reduced). */
    types: z.record(z.string(), z.enum(['physical', 'elemental', 'typeless'])),
  }),
  /**
   * Sources of advantage (+) and disadvantage (−) on an attack test. The net level n > 0 rolls the
   * test n + 1 times and keeps the best; n < 0 keeps the worst of |n| + 1.
   */
  advantage: z.strictObject({
    sneak: int,
    flanking: int,
    prone_melee: int,
    prone_ranged: int,
    cover_ranged: int,
  }),
  /** Size: the default (medium); each step larger raises the target's evasion and lowers its deflection. */
  size: z.strictObject({ default: int, evasion_per_step: int, deflection_per_step: int }),
  /** The killing strike: a test with advantage against Constitution, at the activity action's cost. */
  killing_strike: z.strictObject({ cost: int.min(1), advantage: int.min(0) }),
  death: z.strictObject({
    /** The luck test against death starts at this difficulty… */
    luck_difficulty: int,
    /** …and rises by this, permanently, each time death is cheated. */
    cheat_increase: int.min(0),
  }),
  /** Items (weapons, shields) used to parry or block: their durability and wear. */
  items: z.strictObject({
    /** Durability of an item with none listed, by material: metal, or anything else. */
    durability: z.strictObject({ metal: int.min(1), other: int.min(1) }),
    /** Durability a parry costs the item used. */
    parry_wear: int.min(0),
  }),
  actions: z.array(action).min(1),
  reactions: z.array(reaction).min(1),
  free_actions: z.array(action).min(1),
});

export type TeamTurnsTables = z.infer<typeof teamTurnsTables>;
export type ActionRow = z.infer<typeof action>;
