// An encounter is the GM's roster (who fights, from which card) plus the engine session
// (initial state + action log + state). The roster maps 1:1 onto a `fray resolve` scenario's
// `combatants:`, and quick-added creatures are character cards kept in the encounter, so an
// exported scenario replays the fight with nothing else needed.
import type { CharacterCard } from '../../engine/schema/card.js';
import type { Session } from '../../engine/core/session.js';
import type { Pos, Side, WhAction, WhState } from '../../engine/systems/witchhammer/types.js';

export interface RosterEntry {
  /** Combatant id, unique in the encounter (`ghoul`, `ghoul-2`). */
  readonly id: string;
  /** Character card id (from the catalog or `Encounter.cards`). */
  readonly character: string;
  readonly name?: string;
  readonly side: Side;
  /** Current values at the start of the fight; default the card's maxima. */
  readonly poise?: number;
  readonly health?: number;
  readonly position?: Pos;
  /** Daily-use cards a campaign character already used today (refused in this fight). */
  readonly usedToday?: readonly string[];
}

export type WhSession = Session<WhState, WhAction>;

export interface Encounter {
  readonly system: 'witchhammer';
  /** The name it was last saved or loaded under. */
  readonly name: string | null;
  readonly roster: readonly RosterEntry[];
  /** Quick-added creatures, as character cards of this encounter only. */
  readonly cards: readonly CharacterCard[];
  /** Seed of the engine's dice. */
  readonly seed: number;
  /** Null while the roster is empty. */
  readonly session: WhSession | null;
}

export interface SavedEncounter {
  readonly name: string;
  readonly savedAt: number;
  readonly encounter: Encounter;
}

export function emptyEncounter(seed: number, name: string | null = null): Encounter {
  return { system: 'witchhammer', name, roster: [], cards: [], seed, session: null };
}

/** `base`, or `base-2`, `base-3`… whichever is free. */
export function freeId(taken: Iterable<string>, base: string): string {
  const used = new Set(taken);
  const clean = slug(base) || 'combatant';
  if (!used.has(clean)) return clean;
  for (let n = 2; ; n++) if (!used.has(`${clean}-${n}`)) return `${clean}-${n}`;
}

export function slug(s: string): string {
  return s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
}

/** The card schema says player/monster; the engine says players/gm. */
export function sideOfCard(card: CharacterCard): Side {
  return card.side === 'player' ? 'players' : 'gm';
}
