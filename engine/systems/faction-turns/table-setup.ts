// How a table sets up a faction-turns fight from the catalog: a combatant card's stats (the same
// fields as a scenario combatant), quick-add, and one `combatants:` entry of its scenario (`fray resolve`).
import type { TableSetup } from '../system-module.js';
import { factionTurnsCombatantStats } from './combatant-stats.js';

export const table: TableSetup = {
  stats: factionTurnsCombatantStats,
  quickAdd: [
    { key: 'wit', label: 'WIT', kind: 'number', min: 0 },
    { key: 'agi', label: 'AGI', kind: 'number', min: 0 },
    { key: 'str', label: 'STR', kind: 'number', min: 0 },
    { key: 'health', label: 'Health', kind: 'number', min: 1 },
    { key: 'armour', label: 'Armour', kind: 'number', min: 0, optional: true },
    { key: 'damage', label: 'Damage die', kind: 'text', optional: true },
  ],
  // The faction is the side; every stat is a field of the scenario's combatant.
  entry: (stats, who) => ({ id: who.id, name: who.name, ...(who.side ? { faction: who.side } : {}), ...stats }),
  options: [],
};
