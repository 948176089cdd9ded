// A sample 4-versus-4 initiative-cards fight, for trying the system at the table before its
// combatants are in the catalog: four adventurers against a bandit leader and three wolves that
// share one initiative card, dealt card by card at the table. A `fray resolve` scenario document
// without its system and seed. Stats only; every rule number comes from the system's tables.
import type { CombatantSetup } from '../../../engine/systems/initiative-cards/types.js';

const sword = { id: 'sword', name: 'sword', damage: 2 };
const axe = { id: 'axe', name: 'axe', damage: 2 };
const bow = { id: 'bow', name: 'longbow', damage: 1, range: [1, 3] as [number, number] };
const knife = { id: 'knife', name: 'knife', damage: 1 };
const bite = { id: 'bite', name: 'bite', damage: 1 };

const combatants: readonly CombatantSetup[] = [
  {
    id: 'elin',
    name: 'Elin',
    side: 'players',
    zone: 'clearing',
    harm_limit: 4,
    endure: 2,
    actions: { strike: 3, finesse: 2, force: 1 },
    weapons: [sword],
  },
  {
    id: 'brom',
    name: 'Brom',
    side: 'players',
    zone: 'clearing',
    harm_limit: 5,
    endure: 3,
    actions: { strike: 2, force: 3, finesse: 1 },
    weapons: [axe],
  },
  {
    id: 'sefa',
    name: 'Sefa',
    side: 'players',
    zone: 'treeline',
    harm_limit: 4,
    endure: 2,
    actions: { shoot: 3, strike: 1, finesse: 3, sneak: 2 },
    weapons: [bow, knife],
  },
  {
    id: 'tove',
    name: 'Tove',
    side: 'players',
    zone: 'clearing',
    harm_limit: 4,
    endure: 2,
    actions: { strike: 2, finesse: 2, cast: 3 },
    weapons: [knife],
  },
  {
    id: 'bandit',
    name: 'Bandit leader',
    side: 'bandits',
    zone: 'clearing',
    harm_limit: 4,
    endure: 2,
    actions: { strike: 3, finesse: 2, force: 2 },
    weapons: [sword],
  },
  {
    id: 'wolf-1',
    name: 'Wolf 1',
    side: 'bandits',
    group: 'wolves',
    zone: 'clearing',
    harm_limit: 3,
    endure: 2,
    actions: { strike: 2, finesse: 3, track: 3 },
    weapons: [bite],
  },
  {
    id: 'wolf-2',
    name: 'Wolf 2',
    side: 'bandits',
    group: 'wolves',
    zone: 'clearing',
    harm_limit: 3,
    endure: 2,
    actions: { strike: 2, finesse: 3, track: 3 },
    weapons: [bite],
  },
  {
    id: 'wolf-3',
    name: 'Wolf 3',
    side: 'bandits',
    group: 'wolves',
    zone: 'treeline',
    harm_limit: 3,
    endure: 2,
    actions: { strike: 2, finesse: 3, track: 3 },
    weapons: [bite],
  },
];

export const sampleInitiativeCards = {
  deal: 'one-by-one' as const,
  zones: { clearing: ['treeline'], treeline: ['road'] },
  combatants,
};
