// The zod schema of every team-turns action (types.ts's TtAction): types, ranges and
// enumerations. The registered plugin (index.ts) checks each action with it before `step` sees it,
// and `fray resolve` reads a table export's `actions:` with it (engine/systems/action-guard.ts).
import { z } from 'zod';
import { actionUnion, dice, id, list, whole } from '../action-fields.js';
import type { TurnAction } from './types.js';

const combatant = id('a combatant id');
const rolls = dice.optional();
const fortify = z.union([whole, z.literal('roll'), z.literal(false)]).optional();
const damageOpts = { nonlethal: z.boolean().optional(), fortify, death_luck: whole.optional() };

type Reaction =
  | { kind: 'dodge'; result?: number }
  | { kind: 'parry'; value?: number; with?: string }
  | { kind: 'block'; item_effects?: boolean }
  | { kind: 'intercept'; by: string; then?: Reaction };

const reaction: z.ZodType<Reaction> = z.lazy(() =>
  z
    .discriminatedUnion('kind', [
      z.object({ kind: z.literal('dodge'), result: whole.optional() }),
      z.object({ kind: z.literal('parry'), value: whole.optional(), with: id('a weapon id or `shield`').optional() }),
      z.object({ kind: z.literal('block'), item_effects: z.boolean().optional() }),
      z.object({ kind: z.literal('intercept'), by: combatant, then: reaction.optional() }),
    ])
    .describe('reaction kind'),
);

const weapon = z.object({
  damage: whole,
  critical: whole,
  threshold: whole,
  type: id('a damage type'),
  test: z.object({ dice: dice, bonus: whole }),
  ranged: z.boolean(),
  nonlethal: z.boolean(),
  durability: whole.optional(),
  material: id('a material').optional(),
  parry: whole.optional(),
  effects: list(id('an effect')).optional(),
});

const test = z.union([whole, dice]).optional();

const attackFields = {
  ...damageOpts,
  test,
  sneak: z.boolean().optional(),
  flanking: z.boolean().optional(),
  advantage: whole.optional(),
  luck: whole.optional(),
  modifier: whole.optional(),
  adjacent: list(combatant).optional(),
  reaction: reaction.optional(),
  effects: list(
    z.object({
      name: id('an effect'),
      kind: z.enum(['physical', 'mental']),
      difficulty: whole.optional(),
      prevent: z.union([whole, z.literal('roll')]).optional(),
    }),
  ).optional(),
};

const attack = z.object({
  ...attackFields,
  target: combatant,
  weapon: z.union([id('a weapon id'), weapon]).optional(),
});

const turnAction: z.ZodType<TurnAction> = z.lazy(() =>
  z
    .discriminatedUnion('kind', [
      z.object({ kind: z.literal('attack'), attack }),
      z.object({ kind: z.literal('resuscitate'), target: combatant, success: z.boolean().optional() }),
      z.object({ kind: z.literal('command'), target: combatant, action: turnAction.optional() }),
      z.object({ kind: z.literal('ready'), action: turnAction, trigger: id('a trigger').optional() }),
      z.object({
        kind: z.literal('killing-strike'),
        target: combatant,
        weapon: id('a weapon id').optional(),
        test,
        luck: whole.optional(),
        fallback: z.object(attackFields).optional(),
      }),
      z.object({ kind: z.literal('other'), id: id('an action of the table'), cost: whole.optional() }),
    ])
    .describe('action kind'),
) as z.ZodType<TurnAction>;

export const ttActionSchema = actionUnion([
  z.object({ type: z.literal('start-round') }),
  z.object({
    type: z.literal('turn'),
    actor: combatant,
    actions: list(turnAction),
    abandon: z.boolean().optional(),
    rolls,
  }),
  z.object({
    type: z.literal('damage'),
    target: combatant,
    amount: whole,
    rolls,
    damage_type: id('a damage type').optional(),
    ...damageOpts,
  }),
  z.object({ type: z.literal('wake'), target: combatant }),
  z.object({
    type: z.literal('trigger'),
    actor: combatant,
    target: combatant.optional(),
    rolls,
    ask: z.boolean().optional(),
  }),
  z.object({
    type: z.literal('act'),
    actor: combatant,
    action: turnAction.optional(),
    abandon: z.boolean().optional(),
    rolls,
  }),
  z.object({ type: z.literal('end-turn') }),
  z.object({
    type: z.literal('react'),
    reaction: reaction.optional(),
    fortify,
    death_luck: whole.optional(),
    rolls,
  }),
  z.object({ type: z.literal('end-round'), if_running: z.boolean().optional() }),
  z.object({ type: z.literal('end-fight') }),
]);
