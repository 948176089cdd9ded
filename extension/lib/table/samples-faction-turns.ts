// A sample 4-versus-4 faction-turns fight (the people of the rules' own example against a bandit
// band, on a road with a hedge beside it), for trying the system at the table before its
// combatant cards are in the catalog. Stats only; every rule number comes from the tables.
import type { FtCombatantSetup } from '../../../engine/systems/faction-turns/types.js';

export const sampleFactionTurnsZones: Readonly<Record<string, readonly string[]>> = { road: ['hedge'], hedge: [] };

export const sampleFactionTurns: readonly FtCombatantSetup[] = [
  { id: 'balthasar', name: 'Balthasar', faction: 'players', wit: 12, agi: 10, str: 10, health: 8, damage: 8, zone: 'road' },
  { id: 'sybilla', name: 'Sybilla', faction: 'players', wit: 6, agi: 12, str: 8, health: 6, damage: 6, range: 2, ammo: 12, zone: 'road' },
  { id: 'theobald', name: 'Theobald', faction: 'players', wit: 9, agi: 9, str: 13, health: 9, armour: 1, damage: 8, zone: 'road' },
  { id: 'hilde', name: 'Hilde', faction: 'players', wit: 10, agi: 11, str: 11, health: 7, shield: 1, damage: 6, zone: 'road' },
  { id: 'bandit-1', name: 'Bandit 1', faction: 'bandits', wit: 8, agi: 11, str: 10, health: 5, damage: 6, zone: 'road' },
  { id: 'bandit-2', name: 'Bandit 2', faction: 'bandits', wit: 8, agi: 10, str: 10, health: 5, damage: 6, zone: 'road' },
  { id: 'bandit-leader', name: 'Bandit Leader', faction: 'bandits', wit: 10, agi: 10, str: 12, health: 9, armour: 1, damage: 8, zone: 'road' },
  { id: 'bandit-archer', name: 'Bandit Archer', faction: 'bandits', wit: 9, agi: 12, str: 9, health: 5, damage: 6, range: 2, zone: 'hedge' },
];
