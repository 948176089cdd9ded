// How a table sets up an initiative-cards fight from the catalog: a combatant card's stats (the
// fields of a scenario combatant, plus the action dice the card prints), quick-add, and one
// `combatants:` entry of its scenario (`fray resolve`).
import type { TableSetup } from '../system-module.js';
import { initiativeCardsCombatantStats } from './combatant-stats.js';

export const table: TableSetup = {
  stats: initiativeCardsCombatantStats,
  quickAdd: [
    { key: 'harm_limit', label: 'Harm limit', kind: 'number', min: 1, optional: true },
    { key: 'endure', label: 'Endure dice', kind: 'number', min: 0, optional: true },
  ],
  entry: (stats, who) => {
    // The action dice are for the players and the GM to roll; the engine is given each pool with the maneuver.
    const { actions: _dice, ...rest } = stats;
    return { id: who.id, name: who.name, ...(who.side ? { side: who.side } : {}), pc: !who.monster, ...rest };
  },
  options: [],
};
