// The zod schema of every faction-turns action (types.ts's FtAction): types, ranges and
// enumerations. The registered plugin (index.ts) checks each action with it before `step` sees it,
// and `fray resolve` reads a table export's `actions:` with it (engine/systems/action-guard.ts).
import { z } from 'zod';
import { actionUnion, dice, id, list, text, whole } from '../action-fields.js';

const combatant = id('a combatant id');
const zone = id('a zone id');
const flag = z.boolean().optional();
const rolls = dice.optional();
const typed = z.record(id('what a die is for'), dice).optional();
const nonlethal = z.enum(['disarm', 'grapple']).optional();

type Reaction =
  | { kind: 'dodge' }
  | { kind: 'counter'; damage?: number; unarmed?: boolean; impaired?: boolean; range?: number; nonlethal?: string }
  | { kind: 'hide-behind'; behind: string; then?: Reaction }
  | { kind: 'guard'; by: string };

const reaction: z.ZodType<Reaction> = z.lazy(() =>
  z
    .discriminatedUnion('kind', [
      z.object({ kind: z.literal('dodge') }),
      z.object({
        kind: z.literal('counter'),
        damage: whole.optional(),
        unarmed: flag,
        impaired: flag,
        range: whole.optional(),
        nonlethal,
      }),
      z.object({ kind: z.literal('hide-behind'), behind: combatant, then: reaction.optional() }),
      z.object({ kind: z.literal('guard'), by: combatant }),
    ])
    .describe('reaction kind'),
);

/** The fields an attack, a blast and an opportunity strike share. */
const attackCommon = {
  damage: whole.optional(),
  unarmed: flag,
  impaired: flag,
  challenging: flag,
  unaware: flag,
  cover: flag,
  nonlethal,
  range: whole.optional(),
  indirect: flag,
  unseen: flag,
  barrier: flag,
  peeking: flag,
  penetrates: flag,
  with: z.literal('shield').optional(),
  ask: flag,
};

const attack = z.object({
  ...attackCommon,
  target: combatant,
  reaction: reaction.optional(),
  stunt: z.object({ effect: id('a stunt effect'), accepted: z.boolean() }).optional(),
});

const areaAttack = z.object({
  ...attackCommon,
  zone: zone.optional(),
  targets: list(combatant).optional(),
  also: list(combatant).optional(),
  reactions: z.record(id('a combatant id'), reaction).optional(),
});

const opportunity = z.object({
  ...attackCommon,
  by: combatant,
  stunt: z.object({ effect: id('a stunt effect'), accepted: z.boolean() }).optional(),
});

const weapon = id('a weapon');

const turnStep = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('move'),
      to: zone.optional(),
      opportunity: list(opportunity).optional(),
      dragging: combatant.optional(),
      ask: flag,
    }),
    z.object({
      kind: z.literal('shove'),
      target: combatant,
      hazard: id('a hazard').optional(),
      damage: whole.optional(),
    }),
    z.object({ kind: z.literal('attack'), attack }),
    z.object({ kind: z.literal('area-attack'), blast: z.boolean(), attack: areaAttack }),
    z.object({ kind: z.literal('final-blow'), target: combatant }),
    z.object({ kind: z.literal('bonus'), what: text }),
    z.object({ kind: z.literal('surrender') }),
    z.object({ kind: z.literal('flee') }),
    z.object({ kind: z.literal('equip'), weapon }),
    z.object({ kind: z.literal('unequip') }),
    z.object({ kind: z.literal('drop') }),
    z.object({
      kind: z.literal('pick-up'),
      weapon,
      stats: z.object({ damage: whole, range: whole }).optional(),
    }),
    z.object({ kind: z.literal('hide'), how: text }),
  ])
  .describe('step kind');

export const ftActionSchema = actionUnion([
  z.object({
    type: z.literal('start-round'),
    first: id('a faction').optional(),
    slowFirst: id('a faction').optional(),
    fat: whole.optional(),
    rolls,
  }),
  z.object({ type: z.literal('turn'), actor: combatant, steps: list(turnStep), rolls, dice: typed }),
  z.object({ type: z.literal('timer-expired'), actor: combatant }),
  z.object({
    type: z.literal('react'),
    reaction: reaction.optional(),
    opportunity: opportunity.optional(),
    stunt: z.object({ effect: id('a stunt effect') }).optional(),
    dice: typed,
  }),
  z.object({ type: z.literal('pass'), faction: id('a faction').optional() }),
  z.object({ type: z.literal('morale'), rolls }),
  z.object({ type: z.literal('end-fight') }),
  z.object({
    type: z.literal('chase'),
    fleeing: list(combatant),
    pace: z.enum(['even', 'faster', 'slower']),
    rolls,
  }),
  z.object({ type: z.literal('gear-check'), rolls }),
]);
