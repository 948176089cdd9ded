// The actions the WitchHammer engine accepts: the GM's resolver UI and `fray resolve` build
// these. Keep the shapes stable and backward compatible.

/** A square of the battle grid: [column, row]. */
export type Pos = readonly [number, number];

/** One extra action card of a GM creature. */
export interface ExtraPlay {
  readonly action: string;
  readonly target?: string;
  readonly flanking?: boolean;
  readonly moveTo?: Pos;
}

/** Plan: a combatant plays one action and one stance face down (GM creatures may add extra actions).
 *  Playing again before the reveal replaces the earlier play. */
export type PlayAction = {
  readonly type: 'play';
  readonly combatant: string;
  readonly action: string;
  /** Required ("Pick one Action card and one Stance card"); optional in the type only so that a play
   *  without one comes back as the error `card/no-stance`, not a type error in a UI. */
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
  /** The round whose planning the timer was started in: a timer belongs to one round's planning,
   *  so an expiry that arrives after that round was revealed is refused (`combat/timer-stale`). */
  readonly round?: number;
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
