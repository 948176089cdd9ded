// The stat block of a team-turns combatant card (`stats:` in cards/team-turns/*.yaml): the fields
// of a scenario combatant, spelt the same way, less who it is in one fight (id, team, prone...).
// zod only.
import { z } from 'zod';
import { whole } from '../action-fields.js';

// Every whole number within the one limit table's range (engine/catalog/limits.ts).
const int = whole;
const die = z.union([z.string().regex(/^d\d+$/i, 'a die is written like `d6`'), int.min(2)]);
/** A test: the dice rolled (attribute, skill) and the bonus (proficiency). */
export const ttTest = z.strictObject({ dice: z.array(die).optional(), bonus: int.optional() });
const item = {
  durability: int.min(0).optional(),
  material: z.string().min(1).optional(),
  parry: int.min(0).optional(),
};

export const ttWeapon = z.strictObject({
  damage: int.min(0),
  /** Damage on a luck roll at or over the threshold. */
  critical: int.min(0).optional(),
  threshold: int.optional(),
  /** A damage type (slashing, fire...). */
  type: z.string().min(1).optional(),
  /** Its attack test. */
  test: ttTest.optional(),
  ranged: z.boolean().optional(),
  nonlethal: z.boolean().optional(),
  ...item,
});

export const teamTurnsCombatantStats = z.strictObject({
  endurance: int.min(0),
  max_endurance: int.min(0).optional(),
  health: int.min(0),
  max_health: int.min(1).optional(),
  constitution: int.min(0),
  evasion: int.min(0).optional(),
  /** Damage reduction by kind: `{ physical: 8, elemental: 2 }`. */
  reduction: z.strictObject({ physical: int.min(0).optional(), elemental: int.min(0).optional() }).optional(),
  stamina: int.min(0).optional(),
  focus: int.min(0).optional(),
  /** Weapons by name. */
  weapons: z.record(z.string().min(1), ttWeapon).optional(),
  shield: z.strictObject({ block: int.min(0), ...item }).optional(),
  parry: int.min(0).optional(),
  fortify: ttTest.optional(),
  dodge: ttTest.optional(),
  resist: ttTest.optional(),
  unsurprisable: z.boolean().optional(),
  death_difficulty: int.optional(),
  /** Size (medium is 4, small 3). */
  size: int.min(0).optional(),
});

export type TeamTurnsCombatantStats = z.infer<typeof teamTurnsCombatantStats>;
