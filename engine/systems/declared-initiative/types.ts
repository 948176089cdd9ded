// State, setup and actions of the declared-initiative system. Plain JSON.
import type { Roll } from '../../core/dice.js';
import type { CombatStateBase } from '../../core/types.js';
import type { DeclaredInitiativeTables } from './tables.js';

export const SYSTEM_ID = 'declared-initiative';

export interface Weapon {
  readonly id: string;
  readonly name?: string;
  readonly speed: number;
  /** A number or dice expression such as `1d8+2`. */
  readonly damage: number | string;
  readonly crit: number;
  /** Damage type, e.g. blunt: picks the combat-injury table. Several: the attacker picks one on a critical. */
  readonly type: string | readonly string[];
  /** The arm that wields it (an arm injury can stop its attacks). Default: main. */
  readonly hand?: Arm;
}

export type Arm = 'main' | 'off';

/** What a creature's combat injuries do to it in a fight (the injury tables' structured effects). */
export interface InjuryEffects {
  readonly halfSpeed: boolean;
  /** 1 action per this many turns (0: no limit). */
  readonly actionEvery: number;
  /** Arms it cannot attack with. */
  readonly noAttack: readonly Arm[];
  /** Attribute damage taken, by attribute. */
  readonly attributeDamage: Readonly<Record<string, number>>;
}

export interface CombatantSetup {
  readonly id: string;
  readonly name?: string;
  readonly side: string;
  /** Monsters roll morale; default: every side other than `party`/`players`. */
  readonly monster?: boolean;
  readonly agility: number;
  /** Strength score: maximum WP by default, and dead at −Strength. */
  readonly strength: number;
  readonly wp?: number;
  readonly stress: number;
  readonly hd?: number;
  readonly insight?: number;
  readonly defense?: number;
  readonly armour?: number;
  readonly weapons?: readonly Weapon[];
  /** Identical monsters sharing one initiative roll. */
  readonly group?: string;
  readonly surprised?: boolean;
  /** Not in the fight at the start: enters with an `arrive` action. */
  readonly arrives?: boolean;
  /** Extra initiative modifier from traits/talents (added to the Base Initiative). */
  readonly initiative_bonus?: number;
  /** The d12 face rolled at the table, instead of the seeded dice. */
  readonly initiative_die?: number;
  /** Speed: the distance it may move in a round (yards). */
  readonly speed?: number;
  /** Current values when a fight starts mid-way. */
  readonly current_stress?: number;
  readonly current_wp?: number;
}

/**
 * How the round's actions are declared (the rules give three ways): round-robin in seat order
 * (the listed order), by Agility (highest first, ties in seat order), or written down and
 * revealed at once. Absent: in any order.
 */
export type DeclaringMode = 'round-robin' | 'agility' | 'hidden';

export interface Setup {
  readonly tables: DeclaredInitiativeTables;
  readonly declaring?: DeclaringMode;
  readonly combatants: readonly CombatantSetup[];
  readonly seed?: number;
  readonly dice?: readonly number[];
}

export interface Wound {
  readonly amount: number;
  readonly type: string;
  readonly round: number;
}

export interface Injury {
  readonly table: string;
  readonly roll?: number;
  readonly name: string;
  readonly effect?: string;
  /** The d4 arm roll of an arm injury: the main arm or the off arm. */
  readonly arm?: Arm;
  readonly arm_roll?: number;
  /** Attribute damage rolled for it. */
  readonly attribute_damage?: Readonly<Record<string, number>>;
  /** Who picked the table among a critical's damage types. */
  readonly chosen_by?: 'attacker' | 'referee';
  readonly half_speed?: boolean;
  readonly actions_every?: number;
  /** What the injured arm can no longer do. */
  readonly arm_use?: 'attack' | 'hold';
}

export interface Combatant {
  readonly id: string;
  readonly name: string;
  readonly side: string;
  readonly monster: boolean;
  readonly agility: number;
  readonly strength: number;
  readonly hd: number;
  readonly insight: number;
  readonly defense: number;
  readonly armour: number;
  readonly weapons: readonly Weapon[];
  readonly group?: string;
  readonly initiativeBonus: number;
  readonly initiativeDie?: number;
  readonly stressMax: number;
  readonly stress: number;
  readonly wpMax: number;
  readonly wp: number;
  /** Not yet arrived. */
  readonly present: boolean;
  /** The round in which it is surprised (does not act), if any. */
  readonly surprisedRound?: number;
  /** A late arrival that is surprised when it comes in (the scenario's `surprised:` with `arrives:`). */
  readonly surprisedOnArrival?: boolean;
  readonly base?: number;
  /** The d12 behind `base` (absent when it shares its group's roll). */
  readonly baseRoll?: Roll;
  readonly wounds: readonly Wound[];
  readonly injuries: readonly Injury[];
  readonly stabilized: boolean;
  readonly dead: boolean;
  /** Left the fight (fled, surrendered, captured). */
  readonly withdrawn: boolean;
  readonly morale?: 'passed' | 'failed';
  /** Its round initiative had passed when it arrived: two slots next round. */
  readonly catchUp: boolean;
  /** Morale triggers gathered during the round. */
  readonly bigHit: boolean;
  readonly intimidatedBy?: number;
  readonly actionsThisRound: number;
  /** Reactions (ripostes) taken this round. */
  readonly reactionsThisRound: number;
  readonly attackedBy: readonly string[];
  readonly speed?: number;
  /** Yards moved this round. */
  readonly moved: number;
  /** Creatures that entered its threat range this round, provoking a riposte. */
  readonly entered: readonly string[];
  readonly injuryEffects: InjuryEffects;
  /** The last round it took an action (for 1 action per 2 turns). */
  readonly lastActionRound?: number;
}

export interface Declaration {
  readonly action: string;
  readonly weapon?: string;
  /** Casting TN of a spell; its speed is TN + spell.speed_offset. */
  readonly tn?: number;
  /** Explicit speed/modifier "unless otherwise stated". */
  readonly speed?: number;
  readonly modifier?: number;
  /** The modifier this declaration adds, computed at declaration. */
  readonly total: number;
  /** Declared no action this round (no initiative slot). */
  readonly passed?: boolean;
}

export interface Slot {
  readonly combatant: string;
  readonly init: number;
  readonly catchUp: boolean;
  readonly done: boolean;
}

/** Damage of a simultaneous tick, applied once every tied creature has acted. */
export interface PendingHit {
  readonly source: string;
  readonly target: string;
  readonly amount: number;
  readonly critical: boolean;
  readonly type: string;
  /** Self-inflicted WP cost of acting while incapacitated: never lowered by armour. */
  readonly exertion?: boolean;
  /** A critical's combat injury, rolled when the attack was made. */
  readonly injury?: Injury;
}

export type Phase = 'declare' | 'resolve' | 'end';

export interface DiState extends CombatStateBase {
  readonly system: typeof SYSTEM_ID;
  readonly tables: DeclaredInitiativeTables;
  readonly phase: Phase;
  /** Absent: declarations in any order, the round resolves once all have declared. */
  readonly declaring?: DeclaringMode;
  readonly ids: readonly string[];
  readonly combatants: Readonly<Record<string, Combatant>>;
  readonly groupBase: Readonly<Record<string, number>>;
  readonly declarations: Readonly<Record<string, Declaration>>;
  readonly slots: readonly Slot[];
  readonly pending: readonly PendingHit[];
}

export type DeclareSpec = {
  readonly action: string;
  readonly weapon?: string;
  readonly tn?: number;
  readonly speed?: number;
  readonly modifier?: number;
};

export type AttackSpec = {
  readonly target: string;
  readonly weapon?: string;
  /** The attack total; hits when ≥ the target's Defense. */
  readonly roll?: number;
  /** Or the GM's ruling. */
  readonly hit?: boolean;
  readonly damage?: number | string;
  readonly critical?: boolean;
  /** The damage-type table of a critical with several types. */
  readonly damage_type?: string;
};

/**
 * One thing a creature does on its turn. A turn holds one Standard and one Free action (and moving);
 * a dying creature one deed of any kind, moving included.
 */
export interface Deed {
  readonly attack?: AttackSpec;
  readonly heal?: { readonly target: string; readonly roll: number };
  readonly intimidate?: { readonly target: string; readonly result: number };
  /** Moving (crawling when incapacitated): not an action, and free of the WP cost. A number: yards. */
  readonly move?: boolean | number;
  /** Creatures whose threat range this move enters: each may riposte (not against a defensive attack). */
  readonly enters?: readonly string[];
  /** Stress spent as a resource (a trait, a talent, Mana 1:1). */
  readonly spend_stress?: number;
  /** The turn's Free action rather than its Standard one. */
  readonly free?: boolean;
  readonly note?: string;
}

export type DiAction =
  | ({ readonly type: 'declare'; readonly combatant: string } & DeclareSpec & { readonly dice?: readonly number[] })
  | { readonly type: 'pass-declare'; readonly combatant: string }
  /**
   * The table's own d12 for a creature's Base Initiative (rolled once per combat): typed before
   * anyone has declared in round 1, it replaces the engine's roll (for its whole group).
   */
  | { readonly type: 'initiative'; readonly combatant: string; readonly die: number }
  /** Written-down declarations: take one back before the reveal. */
  | { readonly type: 'undeclare'; readonly combatant: string }
  /** Written-down declarations: reveal them all at once and resolve the round. */
  | { readonly type: 'reveal' }
  | {
      readonly type: 'act';
      readonly combatant: string;
      readonly attack?: AttackSpec;
      readonly heal?: { readonly target: string; readonly roll: number };
      readonly intimidate?: { readonly target: string; readonly result: number };
      /** Crawling costs no WP while incapacitated (a turn of only moving). */
      readonly crawl?: boolean;
      readonly spend_stress?: number;
      readonly note?: string;
      /** Several deeds in this turn, in order (instead of the single deed above). */
      readonly deeds?: readonly Deed[];
      readonly dice?: readonly number[];
    }
  | ({ readonly type: 'riposte'; readonly combatant: string } & AttackSpec & { readonly dice?: readonly number[] })
  | { readonly type: 'skip'; readonly combatant: string }
  | {
      readonly type: 'arrive';
      readonly combatant: string;
      readonly declare?: DeclareSpec;
      readonly surprised?: boolean;
      readonly dice?: readonly number[];
    }
  | { readonly type: 'withdraw'; readonly combatant: string; readonly reason?: string }
  | { readonly type: 'end-round'; readonly obvious?: readonly string[]; readonly dice?: readonly number[] };
