// The one card schema. The catalog validator, `fray resolve` scenarios, the print templates
// and the extension's custom-catalog import all validate against these definitions.
import { z } from 'zod';
import { LIMITS } from '../catalog/limits.js';

/** Copies of one card in a deck: a print-shop deck tops out at a few hundred cards. */
export const MAX_COPIES = LIMITS.copies.value;

export const CARD_TYPES = ['character', 'action', 'stance', 'initiative', 'combatant'] as const;
export const MOVE_DIRECTIONS = ['toward-nearest-enemy', 'away-from-nearest-enemy', 'any'] as const;
export const TARGET_RULES = ['chosen', 'nearest-enemy', 'largest-enemy', 'self'] as const;
export const RANGES = ['close', 'short', 'medium', 'long'] as const;
export const SIDES = ['player', 'monster'] as const;
/** Who a combatant card stands for: a player's character or one of the GM's monsters and NPCs. */
export const COMBATANT_ROLES = ['character', 'monster'] as const;

const id = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'ids are lower-case kebab-case, e.g. `sword-swing`');
const int = z.number().int();

export const bleedEffect = z.strictObject({
  effect: z.literal('bleed'),
  wounds: int.min(1),
  rounds: int.min(1),
});
export const stunEffect = z.strictObject({
  effect: z.literal('stun'),
  rounds: int.min(1),
});
export const onHitEffect = z.discriminatedUnion('effect', [bleedEffect, stunEffect]);
export const KNOWN_EFFECTS = ['bleed', 'stun'] as const;

const common = {
  id,
  name: z.string().min(1),
  text: z.string().optional(),
  flavor: z.string().optional(),
  /** A game-icons name, e.g. `broadsword`. */
  icon: z.string().optional(),
  /** A PNG, JPEG or SVG file inside the catalog, relative to the card file. */
  art: z.string().optional(),
  copies: int.min(1).max(MAX_COPIES, `at most ${MAX_COPIES} copies of one card`).optional(),
  tags: z.array(z.string()).optional(),
};

const bonuses = {
  init: int.default(0),
  attack: int.default(0),
  defense: int.default(0),
};

const playable = {
  move: z.strictObject({ spaces: int.min(0), direction: z.enum(MOVE_DIRECTIONS) }).optional(),
  target: z.enum(TARGET_RULES).optional(),
  range: z.enum(RANGES).optional(),
  once_per_combat: z.boolean().default(false),
  /** A daily-use card (an achievement's): once per in-game day, refused once used that day. */
  once_per_day: z.boolean().optional(),
  poise_only: z.boolean().default(false),
  on_hit: z.array(onHitEffect).optional(),
  restore: z.strictObject({ poise: int.min(0).optional(), health: int.min(0).optional() }).optional(),
};

export const actionCard = z.strictObject({ type: z.literal('action'), ...common, ...bonuses, ...playable });
export const stanceCard = z.strictObject({ type: z.literal('stance'), ...common, ...bonuses, ...playable });

export const characterCard = z.strictObject({
  type: z.literal('character'),
  ...common,
  ...bonuses,
  side: z.enum(SIDES),
  poise: int.min(0),
  health: int.min(1),
  skills: z.record(z.string(), int).default({}),
  actions: z.array(id).default([]),
  stances: z.array(id).default([]),
  /** How many extra action cards a GM creature may add each round. */
  extra_actions: int.min(0).default(0),
  /** Squares its armour takes off every move (a built character's: campaign/derive.ts). */
  move_penalty: int.min(0).optional(),
  /** Taken off every skill check, not saves (a built character's armour: campaign/derive.ts). */
  skill_penalty: int.min(0).optional(),
});

/** Initiative cards numbered 1–10 (the initiative-cards system's deck). */
export const initiativeCard = z.strictObject({
  type: z.literal('initiative'),
  ...common,
  value: int.min(1),
});

/**
 * A fighter of a system other than WitchHammer (whose fighters are character cards with decks).
 * `stats` is that system's own stat block: its shape belongs to the system, so it is checked
 * against the system's combatant schema by the catalog (card-file.ts), not here.
 */
export const combatantCard = z.strictObject({
  type: z.literal('combatant'),
  ...common,
  /** The system the stat block belongs to: the card's folder. */
  system: id,
  role: z.enum(COMBATANT_ROLES),
  /** The side (faction, team) the combatant joins when added to a fight; the table may change it. */
  side: id.optional(),
  stats: z.record(z.string(), z.unknown()),
});

export const card = z.discriminatedUnion('type', [
  characterCard,
  actionCard,
  stanceCard,
  initiativeCard,
  combatantCard,
]);

export type Card = z.infer<typeof card>;
export type CardInput = z.input<typeof card>;
export type CharacterCard = z.infer<typeof characterCard>;
export type ActionCard = z.infer<typeof actionCard>;
export type StanceCard = z.infer<typeof stanceCard>;
export type PlayableCard = ActionCard | StanceCard;
export type InitiativeCard = z.infer<typeof initiativeCard>;
export type CombatantCard = z.infer<typeof combatantCard>;
export type OnHitEffect = z.infer<typeof onHitEffect>;

/** A card file holds a list of cards or a single card. */
export const cardFile = z.union([z.array(card), card]);
