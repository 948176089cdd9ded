// Schema of cards/initiative-cards/system.yaml: every number the initiative-cards rules use.
// The plugin reads only the inferred type, so it stays zod-free at run time.
import { z } from 'zod';

const int = z.number().int();
const maneuver = z.strictObject({
  id: z.string().regex(/^[a-z][a-z-]*$/),
  name: z.string(),
  /** The Action(s) tested, e.g. Strike; empty when no test is needed. */
  actions: z.array(z.string()),
  reaction: z.boolean().optional(),
});

export const initiativeCardsTables = z.strictObject({
  system: z.literal('initiative-cards'),
  name: z.string(),
  deck: z.strictObject({ lowest: int, highest: int }),
  ambush: z.strictObject({
    /** Extra cards drawn by the side that wins the ambush; it keeps the best (lowest). */
    extra_cards: int.min(0),
    /** Added to the ambusher's first maneuver of the round per extra Sneak success. */
    bonus_per_extra_success: int,
  }),
  turn: z.strictObject({
    slow: int.min(0),
    fast: int.min(0),
    /** A slow maneuver may be traded for a fast one. */
    slow_as_fast: z.boolean(),
  }),
  slow_maneuvers: z.array(maneuver),
  fast_maneuvers: z.array(maneuver),
  attack: z.strictObject({
    successes_to_hit: int.min(1),
    /** Harm added per extra success spent on damage. */
    harm_per_extra_success: int.min(0),
    /** Extra successes spent to outmaneuver (force an initiative swap). */
    outmaneuver_cost: int.min(1),
  }),
  reactions: z.strictObject({
    /** Each success of a dodge or parry removes this many attack successes. */
    successes_removed: int.min(1),
  }),
  grapple: z.strictObject({ gag_extra_successes: int.min(1), free_break_successes: int.min(1) }),
  zones: z.strictObject({ thrown_reach: int.min(0), bow_reach: int.min(0) }),
  /** Dice pools (the rules' Action-test chapter is missing): a die showing success_on or more is a success. */
  tests: z.strictObject({ die: int.min(2), success_on: int.min(1) }),
  harm: z.strictObject({
    types: z.array(z.string()).min(1),
    /** An NPC or animal rolls this many fewer dice per Harm point. */
    npc_dice_per_point: int.min(0),
    /** Mental Harm at which a player character's is Severe (no longer counts for Fear tests). */
    severe_mental_at: int.min(1),
  }),
  fear: z.strictObject({
    dice_per_pc: int.min(0),
    max_extra_dice: int.min(0),
    /** Mental Harm on a failed Fear test by position. */
    failure_harm: z.strictObject({ controlled: int, risky: int, desperate: int }),
    /** Dice added to the next test after a passed Fear test, by position ("Success with a bonus: +1 to a next roll"). */
    success_bonus_dice: z.strictObject({ controlled: int.min(0), risky: int.min(0), desperate: int.min(0) }),
  }),
  /** Fire, poison and falls: the tests behind the Harm. */
  hazards: z.strictObject({
    fire: z.strictObject({
      harm: z.string(),
      /** The maneuver that puts the fire out (a slow Finesse test; successes saved between rounds). */
      extinguish: z.string(),
      /** "The only actions you can perform while burning": these maneuvers. */
      allowed: z.array(z.string()).min(1),
    }),
    poison: z.strictObject({ harm: z.string(), tie_harm: int.min(0), decay_per_round: int.min(1) }),
    fall: z.strictObject({
      harm: z.string(),
      min_feet: int.min(0),
      feet_per_step: int.min(1),
      dice_per_step: int.min(1),
    }),
  }),
});

export type InitiativeCardsTables = z.infer<typeof initiativeCardsTables>;
