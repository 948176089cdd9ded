// Every kind of event the WitchHammer engine emits. The emitting code is typed by this list, so a
// new kind cannot be emitted without being named here, and the describer's test gives each one
// player-facing words (none reaches the log or the Markdown export as its raw type).
import type { EngineEvent } from '../../core/types.js';

export const WH_EVENT_TYPES = [
  'play',
  'unplay',
  'timer-expired',
  'default-action',
  'reveal',
  'discard',
  'reorder',
  'turn',
  'skip',
  'effect',
  'effects-tick',
  'move',
  'move-blocked',
  'breaking-contact',
  'no-target',
  'out-of-range',
  'attack',
  'damage',
  'wounds',
  'down',
  'affliction',
  'effect-applied',
  'restore',
  'round-end',
  'death-save',
  'fight-over',
  'combat-end',
  'check',
] as const;

export type WhEventType = (typeof WH_EVENT_TYPES)[number];

/** An event of the WitchHammer engine: an EngineEvent of one of its kinds. */
export type WhEvent = EngineEvent & { readonly type: WhEventType };
