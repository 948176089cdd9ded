// State, setup and actions of the initiative-cards system. Plain JSON.
import type { CombatStateBase } from '../../core/types.js';
import type { InitiativeCardsTables } from './tables.js';

export const SYSTEM_ID = 'initiative-cards';

export type Weapon = {
  readonly id: string;
  readonly name?: string;
  /** Levels of Harm dealt on a hit. */
  readonly damage: number;
  /** Zones it reaches: [0, 0] close combat, [0, 1] a sling, [1, 3] a longbow. */
  readonly range?: readonly [number, number];
};

export type CombatantSetup = {
  readonly id: string;
  readonly name?: string;
  readonly side: string;
  /** Player characters may swap cards by talking; default: side `players`/`party`. */
  readonly pc?: boolean;
  /** Identical opponents sharing one initiative card. */
  readonly group?: string;
  /** Creatures with several initiative cards (default 1). */
  readonly cards?: number;
  /** Cards drawn at the table (typed in), instead of the seeded shuffle. */
  readonly draw?: readonly number[];
  readonly zone?: string;
  readonly weapons?: readonly Weapon[];
  /** Harm at which it is out of the fight (from its stat block); none: the GM decides. */
  readonly harm_limit?: number;
  readonly physical?: number;
  readonly mental?: number;
  /** Its Endure dice pool, for the tests the engine rolls by itself (a fire burning each round). */
  readonly endure?: number;
  /** Its dice per Action (`strike: 3`, `finesse: 2`…, the names of system.yaml's maneuvers' actions, lower case): a test given no dice rolls these. */
  readonly actions?: Readonly<Record<string, number>>;
};

/** The Director's extra successes for a circumstance (darkness: one more to Shoot). */
export type Circumstance = {
  readonly name: string;
  /** Maneuver ids it makes harder (attack-ranged, attack-melee, flee, grapple…). */
  readonly maneuvers: readonly string[];
  readonly extra_successes: number;
  /** Creatures it does not affect (those who see in the dark). */
  readonly unaffected?: readonly string[];
};

export type DealMode = 'at-start' | 'one-by-one';

export type AmbushSetup = {
  /** The ambushing side. */
  readonly side: string;
  /** success / automatic: the ambushers draw extra; failure: their opponents do. */
  readonly result: 'success' | 'failure' | 'automatic';
  readonly extra_successes?: number;
};

export interface Setup {
  readonly tables: InitiativeCardsTables;
  readonly combatants: readonly CombatantSetup[];
  /** Zone → adjacent zones (made symmetric). Default: one zone. */
  readonly zones?: Readonly<Record<string, readonly string[]>>;
  readonly ambush?: AmbushSetup;
  readonly circumstances?: readonly Circumstance[];
  /** `at-start` (default): every holder is dealt at setup; `one-by-one`: the fight opens dealing, card by card (typed in, or dealt from the shuffled deck). */
  readonly deal?: DealMode;
  readonly seed?: number;
  readonly dice?: readonly number[];
}

/** Whoever holds initiative cards: one combatant, or a group of identical opponents. */
export interface Holder {
  readonly id: string;
  readonly members: readonly string[];
  readonly side: string;
  readonly cards: readonly number[];
  /** Every card drawn, kept or not (ambush extras). */
  readonly drawn: readonly number[];
  /** How many cards it draws (its cards plus any ambush extra); it keeps the best `count` of them. */
  readonly want: number;
  readonly count: number;
}

export interface Combatant {
  readonly id: string;
  readonly name: string;
  readonly side: string;
  readonly pc: boolean;
  readonly holder: string;
  readonly zone: string;
  readonly weapons: readonly Weapon[];
  readonly harmLimit?: number;
  readonly physical: number;
  readonly mental: number;
  readonly out: boolean;
  readonly fled: boolean;
  readonly restrainedBy?: string;
  readonly gagged: boolean;
  /** Maneuvers spent this round (reactions included). */
  readonly slowUsed: number;
  readonly fastUsed: number;
  /** Maneuvers spent in the turn now running. */
  readonly turnManeuvers: number;
  readonly brokeFreeThisTurn: boolean;
  /** Ambush bonus to the first maneuver of round 1, until used. */
  readonly firstManeuverBonus: number;
  readonly endure?: number;
  readonly actions?: Readonly<Record<string, number>>;
  /** Dice added to its next test (a Controlled Fear success), until used. */
  readonly nextRollBonus: number;
  /** On fire: the fire's damage each round, and the extinguishing successes needed and saved. */
  readonly burning?: { readonly intensity: number; readonly needed: number; readonly saved: number };
  /** Poison: the Harm it deals at the start of the next round (one fewer each round). */
  readonly poison?: number;
}

export interface Slot {
  readonly card: number;
  readonly holder: string;
  /** Members who have ended their turn on this card. */
  readonly finished: readonly string[];
  readonly done: boolean;
}

/** `deal`: cards are being dealt one by one (deal: one-by-one); then each round `start` → `turns` → `end`. */
export type Phase = 'deal' | 'start' | 'turns' | 'end';

export interface IcState extends CombatStateBase {
  readonly system: typeof SYSTEM_ID;
  readonly tables: InitiativeCardsTables;
  readonly phase: Phase;
  readonly ids: readonly string[];
  readonly holderIds: readonly string[];
  readonly combatants: Readonly<Record<string, Combatant>>;
  readonly holders: Readonly<Record<string, Holder>>;
  readonly zones: Readonly<Record<string, readonly string[]>>;
  /** The cards not in anyone's hand. */
  readonly deck: readonly number[];
  /** This round's order, fixed when its first turn starts. */
  readonly slots: readonly Slot[];
  readonly circumstances: readonly Circumstance[];
}

/** A test: the successes the table rolled, or the base pool for the engine to build and roll. */
export type TestSpec = {
  readonly successes?: number;
  /** The base dice pool; the engine adds and removes the dice the rules give, then rolls. */
  readonly dice?: number;
  /** The faces of that (modified) pool, rolled at the table. */
  readonly rolls?: readonly number[];
};

export type Reaction = TestSpec & {
  readonly maneuver: string;
  /** With more successes than the attack had: force a card swap with the attacker. */
  readonly swap?: boolean;
  /** Which of the attacker's cards, when it holds several. */
  readonly card?: number | string;
  /** Who reacts (chase, hold): defaults to the target. */
  readonly by?: string;
};

export type ManeuverSpec = TestSpec & {
  readonly maneuver: string;
  /** Force a maneuver's speed (e.g. a slow action the GM requires). */
  readonly speed?: 'slow' | 'fast';
  readonly target?: string;
  readonly weapon?: string;
  readonly damage?: number;
  readonly reaction?: Reaction;
  /** Spend extra successes to force the target to swap cards (instead of Harm). */
  readonly outmaneuver?: boolean;
  readonly card?: number | string;
  readonly gag?: boolean;
  readonly to?: string;
  readonly note?: string;
  /** Extra successes the Director requires of this test (instead of the fight's circumstances). */
  readonly extra_successes?: number;
};

/** The Director's own roll (poison, a fall): the successes, or the faces of the pool. */
export type DirectorRoll = { readonly successes?: number; readonly rolls?: readonly number[] };

export type IcAction =
  | ({ readonly type: 'maneuver'; readonly combatant: string } & ManeuverSpec)
  /** `implicit`: the end of turn a scenario step implies; nothing to end when the fighter left the fight during that turn. */
  | { readonly type: 'end-turn'; readonly combatant: string; readonly implicit?: boolean }
  | {
      readonly type: 'swap';
      readonly a: string;
      readonly b: string;
      readonly card_a?: number | string;
      readonly card_b?: number | string;
    }
  | {
      readonly type: 'harm';
      readonly combatant: string;
      readonly amount: number;
      readonly kind: string;
      readonly source?: string;
    }
  | ({
      readonly type: 'fear';
      readonly combatant: string;
      readonly fear: number;
      readonly position?: 'controlled' | 'risky' | 'desperate';
    } & TestSpec)
  | { readonly type: 'leave'; readonly combatant: string; readonly reason?: string }
  /** The holder lets go of the one it restrains (`target`), or of everyone it holds. */
  | { readonly type: 'let-go'; readonly combatant: string; readonly target?: string }
  /** Catching fire: `intensity` damage now and each round until put out (`extinguish` successes); Endure reduces it. */
  | ({
      readonly type: 'fire';
      readonly combatant: string;
      readonly intensity: number;
      readonly extinguish: number;
    } & TestSpec)
  /** Poison of `toxicity`: the Director's dice against Endure. */
  | ({
      readonly type: 'poison';
      readonly combatant: string;
      readonly toxicity: number;
      readonly director?: DirectorRoll;
    } & TestSpec)
  | { readonly type: 'antidote'; readonly combatant: string }
  /** A fall of `feet` onto a hard surface: the Director's attack against Endure. */
  | ({
      readonly type: 'fall';
      readonly combatant: string;
      readonly feet: number;
      readonly director?: DirectorRoll;
    } & TestSpec)
  | { readonly type: 'end-round' }
  /** One card for a holder (a combatant, or a group's id): the one drawn at the table, or the top of the shuffled deck. */
  | { readonly type: 'deal'; readonly holder: string; readonly card?: number | string }
  /** The shuffled deck deals every card still owed. */
  | { readonly type: 'deal-rest' };
