// The systems the side panel runs through the system-agnostic table: each one's zod-free plugin,
// its moves (engine/systems/<id>/moves.ts) and its tables from the bundled system.yaml. Nothing
// here knows a rule: the panel renders the engine's SystemView and MovesView.
import type { MovesView } from '../../../engine/core/moves.js';
import type { Action, CombatStateBase, SystemPlugin } from '../../../engine/core/types.js';
import { moves as diMoves } from '../../../engine/systems/declared-initiative/moves.js';
import { plugin as diPlugin } from '../../../engine/systems/declared-initiative/plugin.js';
import type { DiState } from '../../../engine/systems/declared-initiative/types.js';
import diTables from '../generated/tables-declared-initiative.json';
import { moves as ftMoves } from '../../../engine/systems/faction-turns/moves.js';
import { plugin as ftPlugin } from '../../../engine/systems/faction-turns/plugin.js';
import type { FtState } from '../../../engine/systems/faction-turns/types.js';
import ftTables from '../generated/tables-faction-turns.json';
import { moves as ttMoves } from '../../../engine/systems/team-turns/moves.js';
import { plugin as ttPlugin } from '../../../engine/systems/team-turns/plugin.js';
import type { TtState } from '../../../engine/systems/team-turns/types.js';
import ttTables from '../generated/tables-team-turns.json';
import { sampleTeamTurns } from './sample-team-turns.js';
import { sampleDeclaredInitiative } from './samples.js';
import { sampleFactionTurns, sampleFactionTurnsZones } from './samples-faction-turns.js';
import { moves as icMoves } from '../../../engine/systems/initiative-cards/moves.js';
import { plugin as icPlugin } from '../../../engine/systems/initiative-cards/plugin.js';
import type { IcState } from '../../../engine/systems/initiative-cards/types.js';
import icTables from '../generated/tables-initiative-cards.json';
import { sampleInitiativeCards } from './sample-initiative-cards.js';

export interface TableSystem<S extends CombatStateBase = CombatStateBase> {
  readonly id: string;
  readonly name: string;
  readonly plugin: SystemPlugin<S, unknown, Action>;
  readonly moves: (state: S) => MovesView;
  /** A sample fight to try the system with (until the catalog holds the system's combatants). */
  sample(seed: number): S;
}

const declaredInitiative: TableSystem<DiState> = {
  id: 'declared-initiative',
  name: 'Declared initiative',
  plugin: diPlugin as unknown as SystemPlugin<DiState, unknown, Action>,
  moves: diMoves,
  // Written down and revealed at once: the table's hidden planning, as WitchHammer's.
  sample: (seed) => diPlugin.init({ tables: diTables as never, combatants: sampleDeclaredInitiative, declaring: 'hidden', seed }),
};

// The players started the fight: their team goes first.
const teamTurns: TableSystem<TtState> = {
  id: 'team-turns',
  name: 'Team turns',
  plugin: ttPlugin as unknown as SystemPlugin<TtState, unknown, Action>,
  moves: ttMoves,
  sample: (seed) => ttPlugin.init({ tables: ttTables as never, combatants: sampleTeamTurns, teams: ['players', 'guards'], seed }),
};

const factionTurns: TableSystem<FtState> = {
  id: 'faction-turns',
  name: 'Faction turns',
  plugin: ftPlugin as unknown as SystemPlugin<FtState, unknown, Action>,
  moves: ftMoves,
  sample: (seed) => ftPlugin.init({ tables: ftTables as never, combatants: sampleFactionTurns, zones: sampleFactionTurnsZones, initiative: 'players', seed }),
};

const initiativeCards: TableSystem<IcState> = {
  id: 'initiative-cards',
  name: 'Initiative cards',
  plugin: icPlugin as unknown as SystemPlugin<IcState, unknown, Action>,
  moves: icMoves,
  // Dealt card by card in the panel: the GM types in the table's draws or lets the shuffle deal.
  sample: (seed) => icPlugin.init({ tables: icTables as never, ...sampleInitiativeCards, seed }),
};

export const TABLE_SYSTEMS: Readonly<Record<string, TableSystem<any>>> = { [declaredInitiative.id]: declaredInitiative, [factionTurns.id]: factionTurns, [initiativeCards.id]: initiativeCards, [teamTurns.id]: teamTurns };
