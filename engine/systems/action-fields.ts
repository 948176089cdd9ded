// The pieces every system's action schema (engine/systems/<id>/action-schema.ts) is built from:
// ids and texts of a bounded length, whole numbers within the one limit table's range, bounded
// lists. An id says what it names (`.describe`), so a wrong type reads "expected a card id
// (text), got number 5" rather than a crash deep in the rules.
import { z } from 'zod';
import { LIMITS } from '../catalog/limits.js';

/** A whole number of a scenario or an action (a die typed in, a difficulty, Harm). */
export const whole = z.int().min(LIMITS.scenarioInt.min).max(LIMITS.scenarioInt.value);
/** A number that may have a fraction (yards, feet), in the same range. */
export const num = z.number().min(LIMITS.scenarioInt.min).max(LIMITS.scenarioInt.value);
/** A scenario's `seed:`: the dice take a 32-bit seed, so a larger one would silently be another. */
export const seed = z.int().min(LIMITS.seed.min).max(LIMITS.seed.value);
/** Free text (a note, a reason). */
export const text = z.string().max(LIMITS.fieldChars.value);

/** An id of something in the fight, named for the messages: `id('a combatant id')`. */
export const id = (what: string) => z.string().min(1).max(LIMITS.fieldChars.value).describe(what);

/** A list inside an action, bounded. */
export const list = <T extends z.ZodType>(item: T) => z.array(item).max(LIMITS.listItems.value);

/** Typed-in die results. */
export const dice = list(whole);

/** The union of a system's actions, discriminated by `type`: an unknown type names the known ones. */
export const actionUnion = <T extends readonly [z.core.$ZodTypeDiscriminable, ...z.core.$ZodTypeDiscriminable[]]>(
  options: T,
) => z.discriminatedUnion('type', options).describe('action type');
