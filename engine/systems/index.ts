// The registry of combat systems. The core and the CLI look systems up here by id and
// never special-case one of them.
import type { SystemModule } from './system-module.js';
import { table as declaredInitiativeTable } from './declared-initiative/table-setup.js';
import { table as factionTurnsTable } from './faction-turns/table-setup.js';
import { table as initiativeCardsTable } from './initiative-cards/table-setup.js';
import { table as teamTurnsTable } from './team-turns/table-setup.js';
import { system as witchhammer } from './witchhammer/index.js';
import { system as factionTurns } from './faction-turns/index.js';
import { system as declaredInitiative } from './declared-initiative/index.js';
import { system as teamTurns } from './team-turns/index.js';
import { system as initiativeCards } from './initiative-cards/index.js';

// A module that does not describe its table setup yet gets one built on its combatant cards' stats.
const withTable = (m: SystemModule, table: NonNullable<SystemModule['table']>): SystemModule => (m.table ? m : { ...m, table });

export const SYSTEMS: Readonly<Record<string, SystemModule>> = {
  witchhammer,
  'faction-turns': withTable(factionTurns, factionTurnsTable),
  'declared-initiative': withTable(declaredInitiative, declaredInitiativeTable),
  'team-turns': withTable(teamTurns, teamTurnsTable),
  'initiative-cards': withTable(initiativeCards, initiativeCardsTable),
};

export const SYSTEM_IDS = Object.keys(SYSTEMS);

export function getSystem(id: string): SystemModule | undefined {
  return Object.prototype.hasOwnProperty.call(SYSTEMS, id) ? SYSTEMS[id] : undefined;
}

export type { SystemModule } from './system-module.js';
