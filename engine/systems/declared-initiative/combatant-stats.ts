// The stat block of a declared-initiative combatant card (`stats:` in
// cards/declared-initiative/*.yaml): the fields of a scenario combatant, spelt the same way,
// less who it is in one fight (id, side, surprise, late arrival...). zod only.
import { z } from 'zod';
import { num, whole } from '../action-fields.js';

// Every whole number within the one limit table's range (engine/catalog/limits.ts).
const int = whole;
/** A number or dice like 1d8+2 (the expression is checked by combatant-refs.ts). */
const damage = z.union([int.min(0, 'damage cannot be negative'), z.string()]);

export const diWeapon = z.strictObject({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'weapon ids are lower-case kebab-case, e.g. `war-axe`'),
  name: z.string().min(1).optional(),
  /** Added to the base initiative when it attacks with this weapon. */
  speed: int,
  damage,
  /** The critical multiplier (×2, ×3...). */
  crit: int.min(1),
  /** Damage type(s), from the combat injury tables. */
  type: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]),
  hand: z.enum(['main', 'off']).optional(),
});

export const declaredInitiativeCombatantStats = z.strictObject({
  /** Agility modifier. */
  agility: int,
  strength: int.min(1),
  /** Maximum Wound Points (default: Strength). */
  wp: int.min(1).optional(),
  /** Maximum Stress. */
  stress: int.min(0),
  hd: int.min(0).optional(),
  /** Insight modifier (morale). */
  insight: int.optional(),
  /** Defense bonus (Defense = 10 + Agility + this). */
  defense: int.optional(),
  armour: int.min(0).optional(),
  weapons: z.array(diWeapon).optional(),
  initiative_bonus: int.optional(),
  /** Identical monsters of one group share one initiative. */
  group: z.string().min(1).optional(),
  /** Yards a round. */
  speed: num.min(0).optional(),
});

export type DeclaredInitiativeCombatantStats = z.infer<typeof declaredInitiativeCombatantStats>;
