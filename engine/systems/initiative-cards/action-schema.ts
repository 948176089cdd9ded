// The zod schema of every initiative-cards action (types.ts's IcAction): types, ranges and
// enumerations. The registered plugin (index.ts) checks each action with it before `step` sees it,
// and `fray resolve` reads a table export's `actions:` with it (engine/systems/action-guard.ts).
import { z } from 'zod';
import { actionUnion, dice, id, num, text, whole } from '../action-fields.js';

const combatant = id('a combatant id');
/** An initiative card: its number, or its name as the table says it. */
const card = z.union([whole, id('an initiative card')]).optional();
const test = { successes: whole.optional(), dice: whole.optional(), rolls: dice.optional() };
const maneuver = id('a maneuver');
const director = z.object({ successes: whole.optional(), rolls: dice.optional() }).optional();

const reaction = z.object({
  ...test,
  maneuver,
  swap: z.boolean().optional(),
  card,
  by: combatant.optional(),
});

export const icActionSchema = actionUnion([
  z.object({
    type: z.literal('maneuver'),
    combatant,
    ...test,
    maneuver,
    speed: z.enum(['slow', 'fast']).optional(),
    target: combatant.optional(),
    weapon: id('a weapon').optional(),
    damage: whole.optional(),
    reaction: reaction.optional(),
    outmaneuver: z.boolean().optional(),
    card,
    gag: z.boolean().optional(),
    to: id('a zone').optional(),
    note: text.optional(),
    extra_successes: whole.optional(),
  }),
  z.object({ type: z.literal('end-turn'), combatant, implicit: z.boolean().optional() }),
  z.object({ type: z.literal('swap'), a: combatant, b: combatant, card_a: card, card_b: card }),
  z.object({
    type: z.literal('harm'),
    combatant,
    amount: whole,
    kind: id('a kind of Harm'),
    source: id('a source of Harm').optional(),
  }),
  z.object({
    type: z.literal('fear'),
    combatant,
    fear: whole,
    position: z.enum(['controlled', 'risky', 'desperate']).optional(),
    ...test,
  }),
  z.object({ type: z.literal('leave'), combatant, reason: text.optional() }),
  z.object({ type: z.literal('let-go'), combatant, target: combatant.optional() }),
  z.object({ type: z.literal('fire'), combatant, intensity: whole, extinguish: whole, ...test }),
  z.object({ type: z.literal('poison'), combatant, toxicity: whole, director, ...test }),
  z.object({ type: z.literal('antidote'), combatant }),
  z.object({ type: z.literal('fall'), combatant, feet: num.min(0), director, ...test }),
  z.object({ type: z.literal('end-round') }),
  z.object({ type: z.literal('deal'), holder: id('a holder (a combatant or a group)'), card }),
  z.object({ type: z.literal('deal-rest') }),
]);
