// A built WitchHammer character (`campaign/<campaign>/characters/<id>.yaml`): what its player spent
// points on, what it carries, what it earned, and where it stands now. Its deck is derived
// (campaign/derive-deck.ts); `fray character check` holds it to the budget (check-character.ts).
import { z } from 'zod';
import { LIMITS } from '../engine/catalog/limits.js';

/** Character ids: lowercase kebab-case, the file's name (`characters/<id>.yaml`) and campaign.yaml's entry. */
export const CHARACTER_ID = /^[a-z0-9][a-z0-9-]*$/;
const id = z.string().regex(CHARACTER_ID, 'ids are lowercase kebab-case');
// Every number a range (docs/limits.md): far above any real character, far below what breaks.
const int = z.number().int().min(LIMITS.characterInt.min).max(LIMITS.characterInt.value);
/** A name printed on a card and a sheet. */
export const MAX_NAME_CHARS = LIMITS.characterName.value;
/** A reward's note. */
export const MAX_NOTE_CHARS = LIMITS.rewardNote.value;

/** Control characters, escape sequences and bidirectional overrides: nothing a name printed on a card holds. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/** Why `name` cannot be a character's name, or undefined when it can. */
export function nameProblem(name: string): string | undefined {
  if (!name.trim()) return 'a WitchHammer needs a name';
  if (CONTROL.test(name)) return 'a name holds no control characters or escape sequences';
  if (name.length > MAX_NAME_CHARS) return `a name has at most ${MAX_NAME_CHARS} characters`;
  return undefined;
}

export const reward = z.strictObject({
  /** A reward of system.yaml's `campaign.rewards`: hunt, defeat, witch, retreat. */
  kind: z.string().min(1),
  /** What it was for: the hunt, the scenario. */
  note: z.string().min(1).max(MAX_NOTE_CHARS),
  /** The in-game day it was earned. */
  day: int.min(0).optional(),
});

export const characterFile = z
  .strictObject({
    id,
    name: z
      .string()
      .min(1)
      .max(MAX_NAME_CHARS)
      .refine((n) => !CONTROL.test(n), 'a name holds no control characters or escape sequences'),
    /** Icon, text and flavour of its character card. */
    icon: z.string().min(1).optional(),
    text: z.string().max(2_000).optional(),
    flavor: z.string().max(2_000).optional(),
    poise: int.min(1),
    max_health: int.min(1),
    /** Attribute points spent: +1 attack, defense or initiative each. */
    attributes: z.record(z.string(), int.min(0)).default({}),
    /** School → level learned (each level is a school point). */
    schools: z.record(z.string(), int.min(1)).default({}),
    /** Techniques learned (action card ids), a technique point each. */
    techniques: z.array(z.string()).default([]),
    /** Stances in its deck (stance card ids): free. */
    stances: z.array(z.string()).default([]),
    /** Trait → rank (each rank is a trait point, +2 to the skill per rank). */
    traits: z.record(z.string(), int.min(1)).default({}),
    /** Item ids: at most 1 weapon, 1 armour set and 5 misc items (the table's limits). */
    equipment: z.array(z.string()).default([]),
    rewards: z.array(reward).default([]),
    /** Achievement → progress (the measure's count so far). */
    achievements: z.record(z.string(), int.min(0)).default({}),
    /** Daily-use cards used on the current in-game day. */
    used_today: z.array(z.string()).default([]),
    /** Fights already recorded (their ids): recording one twice is refused. */
    fights: z.array(z.string()).default([]),
    health: int.optional(),
    wounds: int.min(0).default(0),
    afflictions: z.array(z.string()).default([]),
    dead: z.boolean().default(false),
    /** The GM allows schools the catalog calls incompatible. */
    allow_incompatible: z.boolean().default(false),
  })
  .superRefine((c, ctx) => {
    // Health between 0 and the maximum; below 0 only for the dead (the blow that killed them).
    if (c.health === undefined) return;
    if (c.health > c.max_health)
      ctx.addIssue({
        code: 'custom',
        path: ['health'],
        message: `health ${c.health} is above max_health ${c.max_health}`,
      });
    else if (c.health < 0 && !c.dead)
      ctx.addIssue({
        code: 'custom',
        path: ['health'],
        message: `health ${c.health} is below 0, but the character is not dead`,
      });
  });

export type CharacterFile = z.infer<typeof characterFile>;
export type Reward = z.infer<typeof reward>;
