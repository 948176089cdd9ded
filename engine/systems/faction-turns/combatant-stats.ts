// The stat block of a faction-turns combatant card (`stats:` in cards/faction-turns/*.yaml): the
// same fields, spelt the same way, as a combatant of a faction-turns scenario, less who it is in
// one fight (id, faction, zone...). zod only, so the catalog validator stays light.
import { z } from 'zod';
import { whole } from '../action-fields.js';

// Every whole number within the one limit table's range (engine/catalog/limits.ts).
const int = whole;
/** A die written `d8` (or its number of sides). */
export const ftDie = z.union([z.string().regex(/^d\d+$/i, 'a die is written like `d6`'), int.min(2)]);

const weapon = z.union([ftDie, z.strictObject({ damage: ftDie, range: int.min(0).optional() })]);

// The weapon in hand is one of its weapons: combatant-refs.ts.
export const factionTurnsCombatantStats = z.strictObject({
  wit: int.min(0),
  agi: int.min(0),
  str: int.min(0),
  /** Its full health. */
  health: int.min(1),
  /** Its full health when the fight starts hurt (`health` is then what is left). */
  max_health: int.min(1).optional(),
  armour: int.min(0).optional(),
  /** The die of the weapon in hand (unarmed when absent). */
  damage: ftDie.optional(),
  /** Its weapon's range in zones (0 = melee). */
  range: int.min(0).optional(),
  immune_to_fear: z.boolean().optional(),
  /** A shield's armour, and its die when it strikes with it. */
  shield: int.min(0).optional(),
  shield_damage: ftDie.optional(),
  /** Shots carried (absent: not counted). */
  ammo: int.min(0).optional(),
  /** Weapons it can swap between: `{ sword: d8, bow: { damage: d6, range: 3 } }`. */
  weapons: z
    .record(z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'weapon ids are lower-case kebab-case, e.g. `short-bow`'), weapon)
    .optional(),
  /** The weapon in hand (default the first). */
  wielding: z.string().optional(),
  /** Gear already damaged. */
  damaged: z.array(z.enum(['weapon', 'armour', 'shield'])).optional(),
  /** Morale group (default: the faction). */
  group: z.string().min(1).optional(),
  /** Launched an ambush: concealed at the start of the fight. */
  concealed: z.boolean().optional(),
  /** The zone it starts in. */
  zone: z.string().min(1).optional(),
});

export type FactionTurnsCombatantStats = z.infer<typeof factionTurnsCombatantStats>;
