// A sample 4-versus-4 fight per system (a `fray resolve` scenario document without its system and
// seed), for trying a system at the table before its combatant cards are in the catalog. Stats
// only; every rule number comes from the system's tables.
import { sampleFactionTurns, sampleFactionTurnsZones } from './sample-faction-turns.js';
import { sampleInitiativeCards } from './sample-initiative-cards.js';
import { sampleTeamTurns } from './sample-team-turns.js';
import type { Samples } from './systems.js';

const sword = { id: 'sword', speed: 2, damage: '1d8', crit: 2, type: 'slashing' };
const club = { id: 'club', speed: 3, damage: '1d6', crit: 2, type: 'blunt' };
const bow = { id: 'bow', speed: 5, damage: '1d6', crit: 3, type: 'piercing' };

export const sampleDeclaredInitiative = [
  {
    id: 'alda',
    name: 'Alda the Bold',
    side: 'party',
    agility: 2,
    strength: 12,
    stress: 8,
    armour: 1,
    hd: 2,
    weapons: [sword],
  },
  {
    id: 'brom',
    name: 'Brom Ironside',
    side: 'party',
    agility: 0,
    strength: 14,
    stress: 10,
    armour: 2,
    hd: 2,
    weapons: [club],
  },
  {
    id: 'cass',
    name: 'Cass Wren',
    side: 'party',
    agility: 3,
    strength: 9,
    stress: 6,
    armour: 0,
    hd: 1,
    weapons: [bow],
  },
  {
    id: 'dain',
    name: 'Dain of Harrow',
    side: 'party',
    agility: 1,
    strength: 10,
    stress: 7,
    armour: 1,
    hd: 1,
    weapons: [sword],
  },
  {
    id: 'goblin-1',
    name: 'Goblin 1',
    side: 'goblins',
    agility: 1,
    strength: 6,
    stress: 4,
    armour: 0,
    hd: 1,
    group: 'goblins',
    weapons: [club],
  },
  {
    id: 'goblin-2',
    name: 'Goblin 2',
    side: 'goblins',
    agility: 1,
    strength: 6,
    stress: 4,
    armour: 0,
    hd: 1,
    group: 'goblins',
    weapons: [club],
  },
  {
    id: 'goblin-3',
    name: 'Goblin 3',
    side: 'goblins',
    agility: 1,
    strength: 6,
    stress: 4,
    armour: 0,
    hd: 1,
    group: 'goblins',
    weapons: [club],
  },
  {
    id: 'goblin-chief',
    name: 'Goblin Chief',
    side: 'goblins',
    agility: 2,
    strength: 10,
    stress: 6,
    armour: 1,
    hd: 3,
    weapons: [sword],
  },
];

/** Keyed by system id; a system's sample file adds its document here. */
export const SAMPLES: Samples = {
  // Written down and revealed at once: the table's hidden planning, as WitchHammer's.
  'declared-initiative': { combatants: sampleDeclaredInitiative, declaring: 'hidden' },
  // The players started the fight: their team goes first.
  'team-turns': { combatants: sampleTeamTurns, starts: 'players' },
  'faction-turns': { combatants: sampleFactionTurns, zones: sampleFactionTurnsZones, initiative: 'players' },
  // Dealt card by card in the panel: the GM types in the table's draws or lets the shuffle deal.
  'initiative-cards': sampleInitiativeCards,
};
