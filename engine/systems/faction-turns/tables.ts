// Schema of cards/faction-turns/system.yaml: every number and attribute name the
// faction-turns rules use. The plugin, the scenario adapter and the reference read these.
import { z } from 'zod';

const int = z.number().int();
const attribute = z.enum(['wit', 'agi', 'str']);
const fraction = z.number().gt(0).lte(1);

export const factionTurnsTables = z.strictObject({
  system: z.literal('faction-turns'),
  name: z.string(),
  /** Saves are roll-under: a save passes when the die is at or below the attribute. */
  saves: z.strictObject({ die: int.min(2) }),
  turn: z.strictObject({
    /** Bonus actions plus main actions a turn may hold. */
    actions: int.min(1),
    main_actions: int.min(0),
    /** Zones a character may move in its turn. */
    moves: int.min(0),
  }),
  attack: z.strictObject({
    /** The save made to hit in challenging circumstances. */
    hit_save: attribute,
    unarmed_die: int.min(2),
    /** Impaired damage rolls this die instead of the weapon's. */
    impaired_die: int.min(2),
    /** Damage after armour never goes below this. */
    minimum_damage: int.min(0),
    /** Armour added to a target behind cover. */
    cover_armour_bonus: int.min(0),
    /** Non-lethal attacks (disarm, grapple): the target's save to resist. */
    nonlethal_save: attribute,
  }),
  reactions: z.strictObject({
    dodge_save: attribute,
    /** Reactions, opportunity attacks included, for the quick reference. */
    list: z.array(z.strictObject({ id: z.string(), name: z.string(), text: z.string() })).min(1),
  }),
  bonus_actions: z.array(z.string()).min(1),
  morale: z.strictObject({
    save: attribute,
    /** A group checks at or below this fraction of its starting number still fighting. */
    group_fraction: fraction,
    /** A lone character checks at or below this fraction of its maximum health. */
    lone_health_fraction: fraction,
  }),
  fast_slow: z.strictObject({
    /** The die rolled each round for the fast action threshold (FAT). */
    die: int.min(2),
    /** The attribute compared with the FAT: it must match or exceed it. */
    attribute,
  }),
  declaration_limit: z.strictObject({ seconds: z.number().positive() }),
  /** Combat gear degradation: the durability roll after a fight, and what destroys damaged gear. */
  gear: z.strictObject({
    durability_die: int.min(2),
    /** A durability roll at or below this damages the item. */
    damaged_at_or_below: int.min(1),
    /** A damaged weapon attacking is destroyed when its damage die shows this. */
    weapon_breaks_on: int.min(1),
    /** Damage before armour of at least this destroys a damaged shield (first), else damaged armour. */
    destroy_damage: int.min(1),
  }),
  blast: z.strictObject({
    /** A ranged blast that misses deviates to a random neighbouring zone. */
    deviates: z.boolean(),
  }),
  chase: z.strictObject({ save: attribute }),
});

export type FactionTurnsTables = z.infer<typeof factionTurnsTables>;
