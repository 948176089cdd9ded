// How a table sets up a team-turns fight from the catalog: a combatant card's stats (the same
// fields as a scenario combatant), quick-add, and one `combatants:` entry of its scenario (`fray resolve`).
import type { TableSetup } from '../system-module.js';
import { teamTurnsCombatantStats } from './combatant-stats.js';

export const table: TableSetup = {
  stats: teamTurnsCombatantStats,
  quickAdd: [
    { key: 'endurance', label: 'Endurance', kind: 'number', min: 0 },
    { key: 'health', label: 'Health', kind: 'number', min: 0 },
    { key: 'constitution', label: 'Constitution', kind: 'number', min: 0 },
    { key: 'evasion', label: 'Evasion', kind: 'number', min: 0, optional: true },
  ],
  // The team is the side.
  entry: (stats, who) => ({ id: who.id, name: who.name, ...(who.side ? { team: who.side } : {}), ...stats }),
  options: [],
};
