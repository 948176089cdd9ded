// The WitchHammer combat state and action shapes. This file is the contract the GM's
// resolver UI builds on: keep the action shapes stable and backward compatible.
import type { CombatStateBase } from '../../core/types.js';
import type { WitchhammerTables } from './tables.js';

/** Players' side and the GM's side. Afflictions only ever hit the players' side. */
export type Side = 'players' | 'gm';
export type Pos = readonly [number, number];
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
  readonly poise_only: boolean;
  readonly on_hit?: readonly OnHit[];
  readonly restore?: { readonly poise?: number; readonly health?: number };
}

export type OnHit =
  | { readonly effect: 'bleed'; readonly wounds: number; readonly rounds: number }
  | { readonly effect: 'stun'; readonly rounds: number };

/** An ongoing effect on a combatant; fires at the start of that combatant's turn. */
export type Effect =
  | { readonly effect: 'bleed'; readonly wounds: number; readonly roundsLeft: number; readonly source?: string }
  | { readonly effect: 'stun'; readonly roundsLeft: number; readonly source?: string };

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
  readonly effects: readonly Effect[];
  readonly afflictions: readonly string[];
  /** Attacks taken this round (hit or miss); each lowers defense. */
  readonly attacksTaken: number;
}

/** One extra action card of a GM creature. */
export interface ExtraPlay {
  readonly action: string;
  readonly target?: string;
  readonly flanking?: boolean;
  readonly moveTo?: Pos;
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

// ---- actions ----

/** Plan: a combatant plays one action and one stance face down (GM creatures may add extra actions).
 *  Playing again before the reveal replaces the earlier play. */
export type PlayAction = {
  readonly type: 'play';
  readonly combatant: string;
  readonly action: string;
  readonly stance?: string;
  /** Needed when the card says `chosen`, and for nearest/largest targets when there are no positions. */
  readonly target?: string;
  /** Without positions, flanking is declared here. */
  readonly flanking?: boolean;
  /** Destination for a card whose move direction is `any`. */
  readonly moveTo?: Pos;
  readonly extra?: readonly ExtraPlay[];
};

/** Withdraw a face-down play before the reveal. */
export type UnplayAction = {
  readonly type: 'unplay';
  readonly combatant: string;
};

/** The decision timer ran out: everyone able to act who has not played takes the default action.
 *  `at` is the time it ran out (ms since epoch), recorded only; the engine reads no clock. */
export type TimerExpiredAction = {
  readonly type: 'timer-expired';
  readonly at?: number;
};

/** Flip the cards: compute the resolution order and start resolving. */
export type RevealAction = {
  readonly type: 'reveal';
};

/** The GM reorders tied slots: `order` lists the unresolved slot keys in the new order;
 *  only slots with equal initiative (and the same primary/extra tier) may swap. */
export type ReorderAction = {
  readonly type: 'reorder';
  readonly order: readonly string[];
};

/** Resolve the next slot of the order. `dice` are typed-in results (the GM's physical d20, then the
 *  affliction die) used before the PRNG; results this step does not use are dropped. */
export type ResolveNextAction = {
  readonly type: 'resolve-next';
  readonly dice?: readonly number[];
};

/** Resolve every remaining slot of the round (same events as repeated resolve-next). */
export type ResolveRoundAction = {
  readonly type: 'resolve-round';
  readonly dice?: readonly number[];
};

/** End the combat: every combatant at 0 Health or below makes the death's-door save. */
export type EndCombatAction = {
  readonly type: 'end-combat';
  readonly dice?: readonly number[];
};

/** A save or skill check: d20 + skill bonus + bonus − penalty ≥ difficulty passes. */
export type CheckAction = {
  readonly type: 'check';
  readonly combatant: string;
  /** A skill on the character card (e.g. `con`, `perception`); its bonus is added. */
  readonly skill?: string;
  readonly difficulty: 'easy' | 'medium' | 'hard' | number;
  readonly bonus?: number;
  readonly dice?: readonly number[];
};

export type WhAction =
  | PlayAction
  | UnplayAction
  | TimerExpiredAction
  | RevealAction
  | ReorderAction
  | ResolveNextAction
  | ResolveRoundAction
  | EndCombatAction
  | CheckAction;
