// How a table sets up a declared-initiative fight from the catalog: a combatant card's stats (the
// same fields as a scenario combatant), quick-add, and one `combatants:` entry of its scenario (`fray resolve`).
import type { TableSetup } from '../system-module.js';
import { declaredInitiativeCombatantStats } from './combatant-stats.js';

export const table: TableSetup = {
  stats: declaredInitiativeCombatantStats,
  quickAdd: [
    { key: 'agility', label: 'AGI', kind: 'number' },
    { key: 'strength', label: 'Strength', kind: 'number', min: 1 },
    { key: 'stress', label: 'Stress', kind: 'number', min: 0 },
    { key: 'hd', label: 'HD', kind: 'number', min: 0, optional: true },
    { key: 'armour', label: 'Armour', kind: 'number', min: 0, optional: true },
  ],
  // A monster rolls morale at the end of the round.
  entry: (stats, who) => ({ id: who.id, name: who.name, ...(who.side ? { side: who.side } : {}), ...(who.monster ? { monster: true } : {}), ...stats }),
  options: [],
};
