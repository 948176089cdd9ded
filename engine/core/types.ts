// The contract every combat system plugs into. The core knows nothing about any one system:
// turn order, damage model and end-of-round checks all live in engine/systems/<name>/.
import type { DiceState, Roll } from './dice.js';
import type { EngineError } from './errors.js';

export const SCHEMA_VERSION = 1 as const;

/** Fields every system's combat state carries. States are plain JSON and treated as readonly. */
export interface CombatStateBase {
  readonly schemaVersion: typeof SCHEMA_VERSION;
  readonly system: string;
  readonly round: number;
  readonly dice: DiceState;
  readonly ended: boolean;
}

/** An action is plain JSON data: `{ type: 'play', ... }`. Systems define their own union. */
export interface Action {
  readonly type: string;
  readonly [key: string]: unknown;
}

/** One entry of the event log. Names the round, actor, card, rolls and the state changes. */
export interface EngineEvent {
  readonly type: string;
  readonly round: number;
  readonly actor?: string;
  readonly card?: string;
  readonly target?: string;
  readonly rolls?: readonly Roll[];
  /** Changed fields, e.g. `{ 'b.poise': [30, 18], 'b.health': [14, 13] }` as [before, after]. */
  readonly changes?: Readonly<Record<string, readonly [unknown, unknown]>>;
  readonly detail?: Readonly<Record<string, unknown>>;
  readonly message?: string;
}

/** An illegal action. `code` is namespaced: `combat/not-your-turn`, `card/not-in-hand`. */
export type { EngineError };

export interface StepResult<S> {
  readonly state: S;
  readonly events: readonly EngineEvent[];
  readonly error?: EngineError;
}

/** What any UI needs to show for any system: who acts, tracks, checks due. Its system and round are the state's. */
export interface SystemView extends Pick<CombatStateBase, 'system' | 'round'> {
  readonly phase: string;
  /** Combatant ids who may (or must) act now; empty between phases. */
  readonly actingNow: readonly string[];
  /** The order for this round as far as it is known. */
  readonly order: readonly OrderEntry[];
  readonly combatants: readonly CombatantView[];
  /** Morale, death, consciousness checks etc. that are due now. */
  readonly pendingChecks: readonly PendingCheck[];
}

export interface OrderEntry {
  readonly combatant: string;
  readonly label: string;
  readonly init?: number;
  readonly done: boolean;
}

export interface TrackView {
  /** e.g. 'poise', 'health', 'stress', 'wp', 'endurance', 'harm'. */
  readonly name: string;
  readonly current: number;
  readonly max: number;
}

export interface CombatantView {
  readonly id: string;
  readonly name: string;
  readonly side: string;
  readonly tracks: readonly TrackView[];
  /** Short status words: 'down', 'stunned', 'harmed', 'bloodied', 'dying', ... */
  readonly status: readonly string[];
  /** Modifiers currently in force, e.g. { penalty: -3 }. */
  readonly modifiers: Readonly<Record<string, number>>;
  readonly effects: readonly { readonly name: string; readonly roundsLeft?: number }[];
}

export interface PendingCheck {
  readonly kind: string;
  readonly combatants: readonly string[];
  readonly description: string;
  readonly target?: number;
}

/** A system plugin. `init` and `step` throw `RuleError` for illegal input; the core turns that into a value. */
export interface SystemPlugin<S extends CombatStateBase = CombatStateBase, Setup = unknown, A extends Action = Action> {
  readonly id: string;
  readonly name: string;
  init(setup: Setup): S;
  step(state: S, action: A): { state: S; events: readonly EngineEvent[] };
  view(state: S): SystemView;
}
