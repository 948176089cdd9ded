// State, setup and action shapes of the team-turns system. Plain JSON throughout.
import type { CombatStateBase } from '../../core/index.js';
import type { TeamTurnsTables } from './tables.js';

/** A test: the sum of these dice (sides) plus a bonus, e.g. STR d6 + athletics d4 + 1. */
export interface TestSpec {
  readonly dice: readonly number[];
  readonly bonus: number;
}

/**
 * Something wielded that can parry or block. `durability` unlisted: by `material` (the table's metal
 * or other value), filled in when the fight is set up; 0 is broken.
 */
export interface Item {
  readonly durability?: number;
  readonly material?: string;
  /** Parry value (default: the combatant's `parry`, else the table's). */
  readonly parry?: number;
  /** Effects of hits the item took instead of its wielder (a block). */
  readonly effects?: readonly string[];
}

export interface Weapon extends Item {
  readonly damage: number;
  readonly critical: number;
  /** Critical threshold: a luck roll at or above it cannot miss and deals critical damage. */
  readonly threshold: number;
  readonly type: string;
  readonly test: TestSpec;
  /** Thrown or fired: a low luck roll may strike someone adjacent to the target. */
  readonly ranged: boolean;
  readonly nonlethal: boolean;
}

export interface Shield extends Item {
  readonly block: number;
}

/** An effect a hit carries (poisoned, frightened…), typed by the GM. */
export interface EffectSpec {
  readonly name: string;
  /** Physical effects are fortified against (stamina), mental ones resisted (focus). */
  readonly kind: 'physical' | 'mental';
  /** The test's difficulty, when the target tries to prevent it. */
  readonly difficulty?: number;
  /** The target's reaction against it: a typed test total, or `roll`. Absent: the effect lands. */
  readonly prevent?: number | 'roll';
}

/** An action readied as a reaction, waiting for its trigger (until the character's next turn). */
export interface Readied {
  readonly action: TurnAction;
  readonly trigger?: string;
}

export interface TtCombatant {
  readonly id: string;
  readonly name: string;
  readonly team: string;
  readonly endurance: number;
  readonly maxEndurance: number;
  readonly health: number;
  readonly maxHealth: number;
  readonly constitution: number;
  readonly evasion: number;
  readonly reduction: Readonly<Record<string, number>>;
  readonly stamina: number | null;
  readonly focus: number | null;
  readonly weapons: Readonly<Record<string, Weapon>>;
  readonly shield: Shield | null;
  readonly parry: number | null;
  readonly fortify: TestSpec | null;
  readonly dodge: TestSpec | null;
  /** The test rolled to resist a mental effect. */
  readonly resist: TestSpec | null;
  /** Effects that landed on the character. */
  readonly effects: readonly string[];
  /** A readied action (Ready an Action), until its trigger or the character's next turn. */
  readonly readied: Readied | null;
  readonly unsurprisable: boolean;
  readonly unconscious: boolean;
  readonly dead: boolean;
  /** Luck needed to cheat death; rises each time death is cheated. */
  readonly deathDifficulty: number;
  readonly tookTurn: boolean;
  readonly reactionsLeft: number;
  readonly attacksThisRound: number;
  /** Until the character's next turn. */
  readonly defenceBonus: number;
  readonly prone: boolean;
  readonly inCover: boolean;
  /** Size: medium 4, small 3 (the table's default when not given). */
  readonly size: number;
  /** An extended action under way: what, and how many actions it still needs. */
  readonly extended: { readonly name: string; readonly remaining: number; readonly target?: string } | null;
}

export type TtCombatantSetup = Partial<Omit<TtCombatant, 'id' | 'team' | 'endurance' | 'health' | 'constitution'>> & {
  readonly id: string;
  readonly team: string;
  readonly endurance: number;
  readonly health: number;
  readonly constitution: number;
};

export interface TtSetup {
  readonly tables: TeamTurnsTables;
  readonly combatants: readonly TtCombatantSetup[];
  /** Team order: the team that started the fight, the team attacked, then the GM's order. */
  readonly teams?: readonly string[];
  /** The team that has surprise: the first round is theirs (and the unsurprisable's). */
  readonly surprise?: string;
  readonly seed: number;
  readonly dice?: readonly number[];
}

export type TtPhase = 'between' | 'surprise' | 'round' | 'ended';

/** A turn taken one action at a time (`act` … `end-turn`): who, the actions left, the rows taken. */
export interface ActiveTurn {
  readonly actor: string;
  readonly left: number;
  /** Table rows taken this turn (once-per-turn, requires), and `command:<ally>` per commanded ally. */
  readonly taken: readonly string[];
}

/**
 * An attack rolled and waiting for its target's reaction (`react`): the test and luck are kept as
 * typed results, so the reaction is chosen knowing them, as at the table.
 */
export interface PendingAttack {
  readonly attacker: string;
  readonly spec: AttackSpec;
  /** The attack's test after the multiple-attack penalty, and what it must reach. */
  readonly test: number;
  readonly evasion: number;
  readonly critical: boolean;
}

export interface TtState extends CombatStateBase {
  readonly system: 'team-turns';
  readonly tables: TeamTurnsTables;
  readonly teams: readonly string[];
  readonly surprise: string | null;
  readonly combatants: readonly TtCombatant[];
  readonly phase: TtPhase;
  /** Index into `teams` of the team giving the next turn; -1 when nobody is left. */
  readonly current: number;
  /** A turn under way, taken one action at a time. */
  readonly active: ActiveTurn | null;
  /** An attack waiting for its target's reaction. */
  readonly pending: PendingAttack | null;
}

/** How a damaged character meets the consciousness check: a typed test total, a roll, or giving in. */
export type FortifyChoice = number | 'roll' | false;

export type DamageOpts = {
  readonly nonlethal?: boolean;
  readonly fortify?: FortifyChoice;
  /** The luck die of the test against death, rolled at the table, if the damage calls for one. */
  readonly death_luck?: number;
};

export type ReactionSpec =
  | { readonly kind: 'dodge'; readonly result?: number }
  /** `with`: a weapon id or `shield` (default: the first weapon, else the shield). */
  | { readonly kind: 'parry'; readonly value?: number; readonly with?: string }
  /** `item_effects: false`: the hit's effects cannot be dealt to the shield, so they have none. */
  | { readonly kind: 'block'; readonly item_effects?: boolean }
  | { readonly kind: 'intercept'; readonly by: string; readonly then?: ReactionSpec };

export interface AttackSpec extends DamageOpts {
  readonly target: string;
  /** A weapon id of the attacker, or an inline weapon. */
  readonly weapon?: string | Weapon;
  /**
   * Typed test total (dice + bonus) before the multiple-attack penalty; with advantage or
   * disadvantage, the list of every roll (the engine keeps the best or worst) or the kept one.
   */
  readonly test?: number | readonly number[];
  /** The target cannot see the attacker: advantage. */
  readonly sneak?: boolean;
  /** The target is surrounded on two opposite sides: advantage. */
  readonly flanking?: boolean;
  /** Further advantage or disadvantage the GM rules (net levels, + or −). */
  readonly advantage?: number;
  /** Typed luck die result. */
  readonly luck?: number;
  readonly modifier?: number;
  /** Characters within 1 m of the target, who a stray shot may strike. */
  readonly adjacent?: readonly string[];
  readonly reaction?: ReactionSpec;
  /** Effects the hit carries (dealt to a blocking shield instead when it takes the whole hit). */
  readonly effects?: readonly EffectSpec[];
}

export type TurnAction =
  | { readonly kind: 'attack'; readonly attack: AttackSpec }
  | { readonly kind: 'resuscitate'; readonly target: string; readonly success?: boolean }
  /** Command: the ally takes the granted action now, during this turn. */
  | { readonly kind: 'command'; readonly target: string; readonly action?: TurnAction }
  /** Ready an Action: the action waits for its trigger (a `trigger` entry), as a reaction. */
  | { readonly kind: 'ready'; readonly action: TurnAction; readonly trigger?: string }
  | {
      readonly kind: 'killing-strike';
      readonly target: string;
      readonly weapon?: string;
      readonly test?: number | readonly number[];
      readonly luck?: number;
      readonly fallback?: Omit<AttackSpec, 'target' | 'weapon'>;
    }
  | { readonly kind: 'other'; readonly id: string; readonly cost?: number };

export type TtAction =
  | { readonly type: 'start-round' }
  | {
      readonly type: 'turn';
      readonly actor: string;
      readonly actions: readonly TurnAction[];
      readonly abandon?: boolean;
      readonly rolls?: readonly number[];
    }
  | ({
      readonly type: 'damage';
      readonly target: string;
      readonly amount: number;
      readonly rolls?: readonly number[] /** Reduced by the matching reduction (typeless when absent). */;
      readonly damage_type?: string;
    } & DamageOpts)
  | { readonly type: 'wake'; readonly target: string }
  /** A readied action's trigger happened (the GM's call): it is taken now, as a reaction. */
  | {
      readonly type: 'trigger';
      readonly actor: string;
      readonly target?: string;
      readonly rolls?: readonly number[] /** A readied attack asks its target for a reaction (the table's way), as an `act` attack does. */;
      readonly ask?: boolean;
    }
  /**
   * One action of a character's turn (the first one starts the turn: `abandon` drops an extended
   * action under way; no `action` only starts it). An attack whose target can still react waits
   * for `react`.
   */
  | {
      readonly type: 'act';
      readonly actor: string;
      readonly action?: TurnAction;
      readonly abandon?: boolean;
      readonly rolls?: readonly number[];
    }
  /** The turn under way ends; the next team gives a turn. */
  | { readonly type: 'end-turn' }
  /** The attacked character's answer to the pending attack: a reaction, or none. */
  | {
      readonly type: 'react';
      readonly reaction?: ReactionSpec;
      readonly fortify?: FortifyChoice;
      readonly death_luck?: number;
      readonly rolls?: readonly number[];
    }
  /**
   * The characters who have not acted let their turns go; the round ends. Outside a round it is
   * refused, unless `if_running` (a scenario's round close, whose last turn may have ended it).
   */
  | { readonly type: 'end-round'; readonly if_running?: boolean }
  | { readonly type: 'end-fight' };
