// What a combat system provides beyond its step function: the schema of its system.yaml,
// how `fray resolve` turns a scenario into setup + actions, and how results are summarised.
import type { ZodType } from 'zod';
import type { Card } from '../schema/card.js';
import type { DataPath } from '../catalog/yaml-source.js';
import type { Action, CombatStateBase, EngineEvent, SystemPlugin } from '../core/types.js';
import type { Session } from '../core/session.js';
import type { MovesView } from '../core/moves.js';

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

export interface SystemModule<S extends CombatStateBase = any> {
  readonly plugin: SystemPlugin<S, any, any>;
  /** What can be done now, beside `plugin.view` (what is): plain JSON a UI is generated from (engine/core/moves.ts). */
  readonly moves?: (state: S) => MovesView;
  /** Validates cards/<id>/system.yaml. */
  readonly tablesSchema: ZodType;
  readonly scenario: {
    /** Throws RuleError with `path` into the scenario document for bad scenarios. */
    compile(doc: Readonly<Record<string, unknown>>, ctx: ScenarioContext): CompiledScenario;
    summarize(session: Session<S>): ScenarioSummary;
    /** One readable line (or a few) for the text log of `fray resolve`. */
    describe(event: EngineEvent): string;
  };
}
