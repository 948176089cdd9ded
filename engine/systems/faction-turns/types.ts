// State, setup and action shapes of the faction-turns system. Plain JSON throughout.
import type { CombatStateBase, Roll } from '../../core/index.js';
import type { FactionTurnsTables } from './tables.js';

export type Attribute = 'wit' | 'agi' | 'str';
export type FtStatus = 'fighting' | 'incapacitated' | 'dead' | 'surrendered' | 'fled';
/** How a character spent its one turn of the round. */
export type Spent = 'turn' | 'reaction' | 'timeout';
export type FtPhase = 'between' | 'ambush' | 'fast' | 'slow' | 'main' | 'morale' | 'ended';

export interface FtCombatant {
  readonly id: string;
  readonly name: string;
  readonly faction: string;
  /** Morale group; defaults to the faction. A group of one fights alone. */
  readonly group: string;
  readonly wit: number;
  readonly agi: number;
  readonly str: number;
  readonly health: number;
  readonly maxHealth: number;
  readonly armour: number;
  /** Weapon damage die (sides); the table's unarmed die when none. */
  readonly damage: number;
  readonly immuneToFear: boolean;
  /** Launched an ambush and not yet revealed: its targets cannot react. */
  readonly concealed: boolean;
  readonly status: FtStatus;
  readonly spent: Spent | null;
  /** Passed a morale check: not subject to morale for the rest of the fight. */
  readonly moraleExempt: boolean;
  /** Failed a morale check: must surrender or retreat. */
  readonly broken: boolean;
  /** Took damage this round (cleared when a round starts): a lone character's morale trigger. */
  readonly hurtThisRound: boolean;
  /** Lasting conditions from non-lethal attacks: `disarmed`, `grabbed by <id>`; accepted stunts. */
  readonly conditions: readonly string[];
  /** The zone it stands in. */
  readonly zone: string;
  /** Its weapon's range in zones: 0 is a melee weapon (nearby targets only). */
  readonly range: number;
  /** Weapon, armour and shield wear (seed 001, "Combat gear degradation"). */
  readonly gear: Readonly<Record<GearItem, GearState>>;
  /** Gear used at least once this fight (a weapon attacking; armour and shield when attacked). */
  readonly used: readonly GearItem[];
  /** Armour a shield adds (0: none). */
  readonly shield: number;
  /** Its shield's damage die when it attacks with it (null: not given). */
  readonly shieldDamage: number | null;
  /** Shots or throws left for its ranged weapon (null: not counted). */
  readonly ammo: number | null;
  /** The weapon in hand, when its weapons are listed (null: empty-handed, or weapons not listed). */
  readonly wielding: string | null;
  /** Listed weapons not in hand: carried, with their wear. */
  readonly carried: Readonly<Record<string, CarriedWeapon>>;
  /** Its weapons lying on the ground (dropped, or knocked away by a disarm). */
  readonly dropped: Readonly<Record<string, CarriedWeapon>>;
}

export interface CarriedWeapon {
  readonly damage: number;
  readonly range: number;
  readonly gear: GearState;
  readonly used: boolean;
}

export type GearItem = 'weapon' | 'armour' | 'shield';
export type GearState = 'none' | 'sound' | 'damaged' | 'destroyed';

export interface FtCombatantSetup {
  readonly id: string;
  readonly name?: string;
  readonly faction: string;
  readonly group?: string;
  readonly wit: number;
  readonly agi: number;
  readonly str: number;
  readonly health: number;
  readonly maxHealth?: number;
  readonly armour?: number;
  readonly damage?: number;
  readonly immuneToFear?: boolean;
  readonly concealed?: boolean;
  readonly zone?: string;
  readonly range?: number;
  readonly shield?: number;
  /** Gear already damaged when the fight starts. */
  readonly damaged?: readonly GearItem[];
  readonly shieldDamage?: number;
  readonly ammo?: number;
  /** Its weapons by id (damage die, range); the one in hand is `wielding` (default: the first). */
  readonly weapons?: Readonly<Record<string, { readonly damage: number; readonly range?: number }>>;
  readonly wielding?: string;
}

export interface FtSetup {
  readonly tables: FactionTurnsTables;
  readonly combatants: readonly FtCombatantSetup[];
  /** Faction order for alternation; defaults to first appearance among the combatants. */
  readonly factions?: readonly string[];
  /** The faction that started the fight; omitted = chosen with a seeded die. */
  readonly initiative?: string;
  readonly fastSlow?: boolean;
  readonly declarationLimit?: boolean;
  /** Zone → neighbouring zones (made symmetric). Default: one zone, `field`. */
  readonly zones?: Readonly<Record<string, readonly string[]>>;
  /** The players' faction: the declaration limit is theirs only. */
  readonly players?: string;
  readonly seed: number;
  readonly dice?: readonly number[];
}

export interface PendingReaction {
  /** The attacker, or the character moving away. */
  readonly actor: string;
  /** The one who may react: the attack's target, or the mover (whom the enemies left behind may strike). */
  readonly target: string;
  /** The attack as declared; its save to hit is made (and passed), its shot spent. */
  readonly attack?: AttackSpec;
  /** A move out of a zone waiting for the opportunity attacks of the enemies there. */
  readonly move?: { readonly to: string; readonly dragging?: string };
  /** The steps of the attacker's turn after the attack. */
  readonly rest: readonly TurnStep[];
  /** The attacker moved earlier in the turn. */
  readonly moving: boolean;
  /** Dice typed with the turn that its rest will roll (the damage of an attack after the move). */
  readonly typed?: TypedDice;
}

export interface MoraleDue {
  readonly group: string;
  readonly members: readonly string[];
}

export interface FtState extends CombatStateBase {
  readonly system: 'faction-turns';
  readonly tables: FactionTurnsTables;
  readonly fastSlow: boolean;
  readonly declarationLimit: boolean;
  readonly factions: readonly string[];
  readonly initiative: string;
  readonly initiativeRoll: Roll | null;
  /** Starting number of each morale group. */
  readonly groups: Readonly<Record<string, number>>;
  readonly combatants: readonly FtCombatant[];
  readonly phase: FtPhase;
  /** This round's faction order, the first faction leading. */
  readonly rotation: readonly string[];
  /** Index into `rotation` of the faction whose turn it is. */
  readonly current: number;
  /** Consecutive passes in the current phase. */
  readonly passes: number;
  readonly fat: number | null;
  readonly moraleDue: readonly MoraleDue[];
  readonly zones: Readonly<Record<string, readonly string[]>>;
  readonly players: string | null;
  /** The faction the initiative holder lets open the slow phase (default: the round's first). */
  readonly slowFirst: string | null;
  /** An attack waiting for its target's reaction (`ask`), and the rest of the attacker's turn. */
  readonly pending?: PendingReaction;
  /** The gear's durability rolls were made (once, after the fight). */
  readonly gearChecked?: boolean;
  /** While an action runs: the table's dice typed in by what they are for (its `dice:`); never stored. */
  readonly typed?: TypedDice;
}

/**
 * Dice typed in by what they are for (`hit-save`, `dodge`, `damage`, `counter-damage`…), each list
 * in rolling order. A die typed for a roll the outcome made unnecessary (the damage of an attack
 * that missed) is simply not rolled; it can never feed another roll.
 */
export type TypedDice = Readonly<Record<string, readonly number[]>>;

/** One attack. Reactions are nested: hide-behind hands the attack to a new target, who may react in turn. */
export interface AttackSpec {
  readonly target: string;
  /** Damage die (sides) overriding the attacker's weapon. */
  readonly damage?: number;
  readonly unarmed?: boolean;
  readonly impaired?: boolean;
  /** Challenging circumstances: a save to hit. */
  readonly challenging?: boolean;
  /** The target is unaware of the attacker (or the attacker is concealed): no reaction. */
  readonly unaware?: boolean;
  readonly cover?: boolean;
  /** A non-lethal attack: no damage; the target saves or is disarmed / grabbed. */
  readonly nonlethal?: 'disarm' | 'grapple';
  readonly reaction?: ReactionSpec;
  /** Range override in zones (0: melee). */
  readonly range?: number;
  /** Indirect ranged attack: over obstacles, beyond half range only, always a save to hit. */
  readonly indirect?: boolean;
  /** The target is not visible to the attacker. */
  readonly unseen?: boolean;
  /** An alternative effect instead of damage, offered after the save to hit; the target accepts it or not. */
  readonly stunt?: { readonly effect: string; readonly accepted: boolean };
  /** The target is behind a barrier: "Barriers completely block attacks". */
  readonly barrier?: boolean;
  /** The attacker peeks from behind a barrier to attack: it can be countered, the barrier counting as cover. */
  readonly peeking?: boolean;
  /** The attack is powerful enough to penetrate the target's cover (the GM's call). */
  readonly penetrates?: boolean;
  /** Attack with the shield instead of the weapon. */
  readonly with?: 'shield';
  /**
   * The table asks the target for its reaction after the save to hit, before damage: when someone
   * could react, the attack waits (`FtState.pending`) for a `react` action. Without it, the
   * reaction is the one given here (`reaction`) or none.
   */
  readonly ask?: boolean;
}

/** A blast (every character in a zone) or several named targets: one damage roll, each target reacts on its own. */
export interface AreaAttackSpec extends Omit<AttackSpec, 'target' | 'reaction' | 'stunt'> {
  /** Ranged blast: the zone aimed at. Absent: a melee blast on the attacker's zone. */
  readonly zone?: string;
  /** Named targets of a multi-target attack (no zone). */
  readonly targets?: readonly string[];
  /** Characters on the blast zone's borders, hit too. */
  readonly also?: readonly string[];
  /** Each target's reaction. Only one of them may counter. */
  readonly reactions?: Readonly<Record<string, ReactionSpec>>;
}

export type ReactionSpec =
  | { readonly kind: 'dodge' }
  | {
      readonly kind: 'counter';
      readonly damage?: number;
      readonly unarmed?: boolean;
      readonly impaired?: boolean;
      readonly range?: number;
      readonly nonlethal?: 'disarm' | 'grapple';
    }
  | { readonly kind: 'hide-behind'; readonly behind: string; readonly then?: ReactionSpec }
  | { readonly kind: 'guard'; readonly by: string };

export interface OpportunitySpec extends Omit<AttackSpec, 'target' | 'reaction' | 'unaware'> {
  readonly by: string;
}

export type TurnStep =
  /** Into a neighbouring zone (`to`), or within the zone (a step: no zone move). */
  | {
      readonly kind: 'move';
      readonly to?: string;
      readonly opportunity?: readonly OpportunitySpec[];
      /** A character it grabs, moved along. */
      readonly dragging?: string;
      /** The table asks the enemies left behind, one by one, whether they strike (`FtState.pending`). */
      readonly ask?: boolean;
    }
  /** Shove a grabbed character: freed, moved half a zone, maybe into a hazard of its zone. */
  | { readonly kind: 'shove'; readonly target: string; readonly hazard?: string; readonly damage?: number }
  | { readonly kind: 'attack'; readonly attack: AttackSpec }
  | { readonly kind: 'area-attack'; readonly blast: boolean; readonly attack: AreaAttackSpec }
  | { readonly kind: 'final-blow'; readonly target: string }
  | { readonly kind: 'bonus'; readonly what: string }
  | { readonly kind: 'surrender' }
  | { readonly kind: 'flee' }
  /** Bonus actions with weapons: equip one carried (a swap is two), unequip, drop, pick one up. */
  | { readonly kind: 'equip'; readonly weapon: string }
  | { readonly kind: 'unequip' }
  | { readonly kind: 'drop' }
  | {
      readonly kind: 'pick-up';
      readonly weapon: string;
      readonly stats?: { readonly damage: number; readonly range: number };
    }
  /** Hide again mid-fight: out of sight for a while or a major distraction (the GM's call). */
  | { readonly kind: 'hide'; readonly how: string };

export type FtAction =
  | {
      readonly type: 'start-round';
      readonly first?: string;
      readonly slowFirst?: string;
      readonly fat?: number /** The FAT die as typed dice (like `fat`). */;
      readonly rolls?: readonly number[];
    }
  | {
      readonly type: 'turn';
      readonly actor: string;
      readonly steps: readonly TurnStep[];
      readonly rolls?: readonly number[];
      readonly dice?: TypedDice;
    }
  | { readonly type: 'timer-expired'; readonly actor: string }
  /** The answer to an attack waiting for a reaction (`pending`): the reaction, or none. */
  | {
      readonly type: 'react';
      readonly reaction?: ReactionSpec;
      /** An enemy left behind strikes the mover. */
      readonly opportunity?: OpportunitySpec;
      /** The target accepts the attacker's stunt: this effect instead of damage, and no reaction. */
      readonly stunt?: { readonly effect: string };
      readonly dice?: TypedDice;
    }
  | { readonly type: 'pass'; readonly faction?: string }
  | { readonly type: 'morale'; readonly rolls?: readonly number[] }
  /** The GM declares the fight over (e.g. the enemy surrendered or fled). */
  | { readonly type: 'end-fight' }
  /** A long chase: the fleeing characters' group AGI save, unless one side is faster. */
  | {
      readonly type: 'chase';
      readonly fleeing: readonly string[];
      readonly pace: 'even' | 'faster' | 'slower';
      readonly rolls?: readonly number[];
    }
  /** After the fight: a durability roll for every weapon, armour and shield used. */
  | { readonly type: 'gear-check'; readonly rolls?: readonly number[] };
