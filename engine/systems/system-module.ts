// What a combat system provides beyond its step function: the schema of its system.yaml,
// how `fray resolve` turns a scenario into setup + actions, and how results are summarised.
import type { ZodType } from 'zod';
import type { Card } from '../schema/card.js';
import type { DataPath } from '../diagnostics/problem.js';
import type { Action, CombatStateBase, EngineEvent, SystemPlugin } from '../core/types.js';
import type { Session } from '../core/session.js';
import type { MovesView } from '../core/moves.js';
import type { SeatRules } from '../core/seats.js';

export interface ScenarioContext {
  /** The system's validated system.yaml tables. */
  readonly tables: unknown;
  /** Every card: the bundled catalog plus the scenario's own `cards:` (which override). */
  readonly cards: ReadonlyMap<string, Card>;
  /** `--seed` from the command line, which overrides the scenario's `seed:`. */
  readonly seed?: number;
}

export interface ScriptedAction {
  readonly action: Action;
  /** Where in the scenario file this action came from, for file:line:col errors. */
  readonly path: DataPath;
}

export interface CompiledScenario {
  readonly setup: unknown;
  readonly actions: readonly ScriptedAction[];
}

export interface ScenarioSummary {
  readonly order: readonly Record<string, unknown>[];
  readonly combatants: Readonly<Record<string, Record<string, unknown>>>;
}

/** A field a setup form asks for: plain JSON a UI builds its form from, without knowing the rules. */
export interface SetupField {
  /** Where the answer goes: a key of a combatant's `stats` (quick-add) or of the scenario document (options). Dotted for nesting (`options.fast_slow`). */
  readonly key: string;
  readonly label: string;
  readonly kind: 'number' | 'text' | 'flag' | 'option';
  readonly default?: number | string | boolean;
  readonly min?: number;
  readonly max?: number;
  /** For kind 'option'. */
  readonly options?: readonly { readonly id: string; readonly label: string }[];
  readonly optional?: boolean;
}

/**
 * How a table (the browser extension, a future phone client) sets up a fight of this system from
 * the catalog: a combatant card's `stats:` block, the quick-add form, and the scenario document's
 * own options. The table builds a `fray resolve` scenario document from these and compiles it with
 * `scenario.compile`, so what it runs is exactly what `fray resolve` replays.
 */
export interface TableSetup {
  /** zod schema of a combatant card's `stats:` block for this system (validated with positioned problems). */
  readonly stats: ZodType;
  /** What quick-add asks for; the answers make a `stats:` block. */
  readonly quickAdd: readonly SetupField[];
  /** One entry of the scenario document's `combatants:` list from a card's stats and who it is in this fight. */
  entry(
    stats: Readonly<Record<string, unknown>>,
    who: { readonly id: string; readonly name: string; readonly side: string; readonly monster?: boolean },
  ): Record<string, unknown>;
  /** Document-level fields of a fight (optional rules, the initiative holder, zones...); each key is a path into the scenario. */
  readonly options: readonly SetupField[];
}

export interface SystemModule<S extends CombatStateBase = any> {
  readonly plugin: SystemPlugin<S, any, any>;
  /** How a table sets up a fight from the catalog (absent: only `fray resolve` scenarios). */
  readonly table?: TableSetup;
  /** What can be done now, beside `plugin.view` (what is): plain JSON a UI is generated from (engine/core/moves.ts). */
  readonly moves?: (state: S) => MovesView;
  /** How the fight is split between players' devices: their moves and what is face down (engine/core/seats.ts). */
  readonly seats?: SeatRules<S>;
  /** Validates cards/<id>/system.yaml. */
  readonly tablesSchema: ZodType;
  /**
   * The zod schema of every action `plugin.step` takes (types, ranges, enumerations). `plugin` checks
   * each action with it first (action-guard.ts), and `fray resolve` reads a scenario's `actions:` with it.
   */
  readonly actions: ZodType;
  readonly scenario: {
    /** Throws RuleError with `path` into the scenario document for bad scenarios. */
    compile(doc: Readonly<Record<string, unknown>>, ctx: ScenarioContext): CompiledScenario;
    summarize(session: Session<S>): ScenarioSummary;
    /** One readable line (or a few) for the text log of `fray resolve`. */
    describe(event: EngineEvent): string;
  };
}
