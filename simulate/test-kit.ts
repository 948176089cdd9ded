// Shared by the balance lab's tests: the bundled catalog as a matchup reader's input, and a
// tiny hand-made matchup whose outcome is known by arithmetic.
import { parseYamlSource } from '../engine/diagnostics/yaml-source.js';
import { bundledCatalogDir, loadCatalog } from '../catalog/load-catalog.js';
import type { WitchhammerTables } from '../engine/systems/witchhammer/tables.js';
import type { PlayCard } from '../engine/systems/witchhammer/types.js';
import type { SimMatchup } from './fight.js';
import { readMatchup } from './matchup.js';

export async function bundledInput() {
  const catalog = await loadCatalog(bundledCatalogDir());
  return { cards: new Map(catalog.cards), tables: catalog.tables.witchhammer };
}

export async function matchupFrom(yaml: string, file = 'matchup.yaml') {
  return readMatchup(parseYamlSource(yaml, file), await bundledInput());
}

/**
 * Heroes whose `smite` (attack 100) always hits: the lowest total is 100 + 1 − 10 (a natural 1)
 * = 91 > the threshold of 10, so 81+ damage drops a 1-Poise, 1-Health imp with every swing;
 * the imps' claws cannot take 1,000 Poise from a hero in the few rounds that takes. The heroes
 * win every fight.
 */
export function certainWin(tables: WitchhammerTables): SimMatchup {
  const base = { init: 0, defense: 0, once_per_combat: false, poise_only: false } as const;
  const cards: PlayCard[] = [
    { ...base, id: 'smite', type: 'action', name: 'Smite', attack: 100, target: 'chosen' },
    { ...base, id: 'claw', type: 'action', name: 'Claw', attack: 5, target: 'chosen' },
    { ...base, id: 'steady', type: 'stance', name: 'Steady', attack: 0 },
  ];
  const hero = (id: string) => ({
    id,
    side: 'players' as const,
    maxPoise: 1000,
    maxHealth: 1000,
    actions: ['smite'],
    stances: ['steady'],
  });
  const imp = (id: string) => ({
    id,
    side: 'gm' as const,
    maxPoise: 1,
    maxHealth: 1,
    actions: ['claw'],
    stances: ['steady'],
  });
  return {
    name: 'certain win',
    tables,
    cards,
    sides: [
      { name: 'heroes', side: 'players', policy: 'random', combatants: [hero('h1'), hero('h2')] },
      { name: 'imps', side: 'gm', policy: 'random', combatants: [imp('i1'), imp('i2'), imp('i3')] },
    ],
    maxRounds: 5,
    timerMiss: 0,
    alternateSides: false,
  };
}
