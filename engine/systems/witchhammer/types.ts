// The WitchHammer combat state and action shapes. This file is the contract the GM's
// resolver UI builds on: keep the action shapes stable and backward compatible.
import type { CombatStateBase } from '../../core/types.js';
import type { ExtraPlay, Pos } from './actions.js';
import type { WitchhammerTables } from './tables.js';

/** Players' side and the GM's side. Afflictions only ever hit the players' side. */
export type Side = 'players' | 'gm';
export type TargetRule = 'chosen' | 'nearest-enemy' | 'largest-enemy' | 'self';
export type RangeBand = 'close' | 'short' | 'medium' | 'long';
export type MoveDirection = 'toward-nearest-enemy' | 'away-from-nearest-enemy' | 'any';

/** The rule-relevant part of an action or stance card (the card schema's output, trimmed). */
export interface PlayCard {
  readonly id: string;
  readonly type: 'action' | 'stance';
  readonly name: string;
  readonly init: number;
  readonly attack: number;
  readonly defense: number;
  readonly move?: { readonly spaces: number; readonly direction: MoveDirection };
  readonly target?: TargetRule;
  readonly range?: RangeBand;
  readonly once_per_combat: boolean;
  /** Daily-use: refused once used on the campaign's current day. */
  readonly once_per_day?: boolean;
  readonly poise_only: boolean;
  readonly on_hit?: readonly OnHit[];
  readonly restore?: { readonly poise?: number; readonly health?: number };
}

export type OnHit =
  | { readonly effect: 'bleed'; readonly wounds: number; readonly rounds: number }
  | { readonly effect: 'stun'; readonly rounds: number };

/** An ongoing effect on a combatant; fires at the start of that combatant's turn. `source` is the
 *  card that applied it, `by` the combatant who played that card: a bleed's wounds, and a kill by
 *  them, are credited to `by` (Hell's Heart, Blooded and Revenge count such kills). */
export type Effect =
  | {
      readonly effect: 'bleed';
      readonly wounds: number;
      readonly roundsLeft: number;
      readonly source?: string;
      readonly by?: string;
    }
  | { readonly effect: 'stun'; readonly roundsLeft: number; readonly source?: string; readonly by?: string };

export interface Combatant {
  readonly id: string;
  readonly name: string;
  readonly side: Side;
  /** The character card this combatant was made from, if any. */
  readonly character?: string;
  readonly maxPoise: number;
  readonly maxHealth: number;
  readonly poise: number;
  readonly health: number;
  /** Character-card bonuses. */
  readonly attack: number;
  readonly defense: number;
  readonly init: number;
  readonly skills: Readonly<Record<string, number>>;
  /** The deck (card ids; an id listed twice is two copies). Empty = any card of the encounter. */
  readonly actions: readonly string[];
  readonly stances: readonly string[];
  /** How many extra action cards this (GM) creature may add each round. */
  readonly extraActions: number;
  readonly position?: Pos;
  readonly down: boolean;
  readonly dead: boolean;
  /** Once-per-combat cards already played: discarded until the combat ends. */
  readonly usedOnce: readonly string[];
  /** Daily-use cards used on the campaign's current day (from the setup, and played since). */
  readonly usedToday: readonly string[];
  /** Squares the armour takes off every move (the rules: armour costs "move speed"). */
  readonly movePenalty?: number;
  /** Taken off skill checks, not saves (the rules: armour costs "skill checks"). */
  readonly skillPenalty?: number;
  readonly effects: readonly Effect[];
  readonly afflictions: readonly string[];
  /** Attacks taken this round (hit or miss); each lowers defense. */
  readonly attacksTaken: number;
}

/** A face-down play. `stance` is absent for the timer's default action. */
export interface Play {
  readonly action: string;
  readonly stance?: string;
  readonly target?: string;
  readonly flanking?: boolean;
  readonly moveTo?: Pos;
  readonly extra: readonly ExtraPlay[];
  /** True when the decision timer assigned the default action. */
  readonly byTimer?: boolean;
}

/** One entry of the round's resolution order. `extra` is 0 for the primary play, n for the n-th extra action. */
export interface OrderSlot {
  /** `a` for a primary play, `a#1` for its first extra action. */
  readonly key: string;
  readonly combatant: string;
  readonly extra: number;
  readonly action: string;
  readonly stance?: string;
  readonly init: number;
  readonly done: boolean;
}

export type Phase = 'plan' | 'resolve' | 'ended';

export interface WhState extends CombatStateBase {
  readonly system: 'witchhammer';
  readonly phase: Phase;
  readonly tables: WitchhammerTables;
  /** Every action/stance card usable in this encounter, by id. */
  readonly cards: Readonly<Record<string, PlayCard>>;
  readonly combatants: readonly Combatant[];
  /** Impassable squares, when the fight is on a grid. */
  readonly obstacles: readonly Pos[];
  /** This round's plays, by combatant id. Test `plays[id] !== undefined`: ids without a play may be
   *  present with the value undefined (JSON drops them). */
  readonly plays: Readonly<Record<string, Play>>;
  readonly order: readonly OrderSlot[];
  /** Index into `order` of the next slot to resolve. */
  readonly next: number;
  /** Combatants whose turn has started this round (ongoing effects already fired). */
  readonly turnStarted: readonly string[];
  /** Combatants whose turns this round are skipped by a stun. */
  readonly stunned: readonly string[];
  /** True once a resolved slot left one side with no one standing: the round's remaining cards did not
   *  resolve, no new round may be played, and only `end-combat` (and checks) remain. */
  readonly fightOver?: boolean;
}

// ---- setup ----

/** One combatant at setup: from a character card or a quick-add. */
export interface CombatantSetup {
  readonly id: string;
  readonly name?: string;
  readonly side: Side;
  readonly character?: string;
  readonly maxPoise: number;
  readonly maxHealth: number;
  /** Current values; default the maxima. */
  readonly poise?: number;
  readonly health?: number;
  readonly attack?: number;
  readonly defense?: number;
  readonly init?: number;
  readonly skills?: Readonly<Record<string, number>>;
  readonly actions?: readonly string[];
  readonly stances?: readonly string[];
  readonly extraActions?: number;
  readonly position?: Pos;
  /** Squares the armour takes off every move. */
  readonly movePenalty?: number;
  /** Taken off skill checks, not saves. */
  readonly skillPenalty?: number;
  /** Daily-use cards already used today (the campaign passes them in: the engine reads no clock). */
  readonly usedToday?: readonly string[];
}

export interface WhSetup {
  readonly tables: WitchhammerTables;
  /** Action and stance cards available in the encounter (character cards are ignored). */
  readonly cards: readonly PlayCard[] | Readonly<Record<string, PlayCard>>;
  readonly combatants: readonly CombatantSetup[];
  readonly obstacles?: readonly Pos[];
  readonly seed?: number;
  /** Fixed die results used before the seeded PRNG. */
  readonly dice?: readonly number[];
}

export type * from './actions.js';
