// The zod schema of every WitchHammer action (actions.ts): types, ranges and enumerations. The
// system's registered plugin (index.ts) checks each action with it before `step` sees it, and
// `fray resolve` reads a table export's `actions:` with it, so a wrong shape from any source is a
// positioned problem or an error value, never a crash inside the rules.
import { z } from 'zod';
import { actionUnion, dice, id, list, whole } from '../action-fields.js';

const combatant = id('a combatant id');
const card = id('a card id');
const pos = z.tuple([whole, whole]).describe('a square [column, row]');

const extra = z.object({
  action: card,
  target: combatant.optional(),
  flanking: z.boolean().optional(),
  moveTo: pos.optional(),
});

export const whActionSchema = actionUnion([
  z.object({
    type: z.literal('play'),
    combatant,
    action: card,
    stance: card.optional(),
    target: combatant.optional(),
    flanking: z.boolean().optional(),
    moveTo: pos.optional(),
    extra: list(extra).optional(),
  }),
  z.object({ type: z.literal('unplay'), combatant }),
  z.object({ type: z.literal('timer-expired'), at: z.number().optional(), round: whole.optional() }),
  z.object({ type: z.literal('reveal') }),
  z.object({ type: z.literal('reorder'), order: list(id('a slot of the order')) }),
  z.object({ type: z.literal('resolve-next'), dice: dice.optional() }),
  z.object({ type: z.literal('resolve-round'), dice: dice.optional() }),
  z.object({ type: z.literal('end-combat'), dice: dice.optional() }),
  z.object({
    type: z.literal('check'),
    combatant,
    skill: id('a skill').optional(),
    difficulty: z.union([whole, id('a difficulty')]),
    bonus: whole.optional(),
    dice: dice.optional(),
  }),
]);
