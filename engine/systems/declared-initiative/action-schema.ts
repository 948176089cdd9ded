// The zod schema of every declared-initiative action (types.ts's DiAction): types, ranges and
// enumerations. The registered plugin (index.ts) checks each action with it before `step` sees it,
// and `fray resolve` reads a table export's `actions:` with it (engine/systems/action-guard.ts).
import { z } from 'zod';
import { actionUnion, dice, id, list, num, text, whole } from '../action-fields.js';

const combatant = id('a combatant id');
const rolls = dice.optional();

const declare = {
  action: id('a declared action'),
  weapon: id('a weapon').optional(),
  tn: whole.optional(),
  speed: whole.optional(),
  modifier: whole.optional(),
};

const attack = {
  target: combatant,
  weapon: id('a weapon').optional(),
  roll: whole.optional(),
  hit: z.boolean().optional(),
  damage: z.union([whole, id('a damage expression such as 2d6+1')]).optional(),
  critical: z.boolean().optional(),
  damage_type: id('a damage type').optional(),
};

const heal = z.object({ target: combatant, roll: whole });
const intimidate = z.object({ target: combatant, result: whole });

const deed = z.object({
  attack: z.object(attack).optional(),
  heal: heal.optional(),
  intimidate: intimidate.optional(),
  move: z.union([z.boolean(), num.min(0)]).optional(),
  enters: list(combatant).optional(),
  spend_stress: whole.optional(),
  free: z.boolean().optional(),
  note: text.optional(),
});

export const diActionSchema = actionUnion([
  z.object({ type: z.literal('declare'), combatant, ...declare, dice: rolls }),
  z.object({ type: z.literal('pass-declare'), combatant }),
  z.object({ type: z.literal('initiative'), combatant, die: whole }),
  z.object({ type: z.literal('undeclare'), combatant }),
  z.object({ type: z.literal('reveal') }),
  z.object({
    type: z.literal('act'),
    combatant,
    attack: z.object(attack).optional(),
    heal: heal.optional(),
    intimidate: intimidate.optional(),
    crawl: z.boolean().optional(),
    spend_stress: whole.optional(),
    note: text.optional(),
    deeds: list(deed).optional(),
    dice: rolls,
  }),
  z.object({ type: z.literal('riposte'), combatant, ...attack, dice: rolls }),
  z.object({ type: z.literal('skip'), combatant }),
  z.object({
    type: z.literal('arrive'),
    combatant,
    declare: z.object(declare).optional(),
    surprised: z.boolean().optional(),
    dice: rolls,
  }),
  z.object({ type: z.literal('withdraw'), combatant, reason: text.optional() }),
  z.object({ type: z.literal('end-round'), obvious: list(combatant).optional(), dice: rolls }),
]);
