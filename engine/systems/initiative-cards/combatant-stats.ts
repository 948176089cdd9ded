// The stat block of an initiative-cards combatant card (`stats:` in
// cards/initiative-cards/*.yaml): the fields of a scenario combatant, spelt the same way, less who
// it is in one fight (id, side, zone, the cards drawn...), plus the dice it rolls for its actions. zod only.
import { z } from 'zod';
import { whole } from '../action-fields.js';

// Every whole number within the one limit table's range (engine/catalog/limits.ts).
const int = whole;

export const icWeapon = z.strictObject({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'weapon ids are lower-case kebab-case, e.g. `long-bow`'),
  name: z.string().min(1).optional(),
  /** Harm dealt on a hit. */
  damage: int.min(0),
  /** Zones it reaches, nearest and farthest (absent: [0, 0], close combat). */
  range: z.tuple([int.min(0), int.min(0)]).optional(),
});

export const initiativeCardsCombatantStats = z.strictObject({
  /** Out of the fight at this much Harm. */
  harm_limit: int.min(1).optional(),
  /** Endure dice (fire, poison, falls, fear). */
  endure: int.min(0).optional(),
  /** Dice rolled for the other actions: `{ strike: 3, finesse: 2 }`. */
  actions: z
    .record(z.string().regex(/^[a-z]+$/, 'an action is one lower-case word, e.g. `strike`'), int.min(0))
    .optional(),
  /** Initiative cards it draws (a large creature may hold several). */
  cards: int.min(1).optional(),
  /** Identical opponents of one group share one initiative card. */
  group: z.string().min(1).optional(),
  weapons: z.array(icWeapon).optional(),
});

export type InitiativeCardsCombatantStats = z.infer<typeof initiativeCardsCombatantStats>;
