import { loadCatalog, bundledCatalogDir } from '../../print/catalog/load-catalog.js';
import { combatantsFromCharacter, playCardFrom } from '../../engine/systems/witchhammer/setup.js';
import { runFights } from '../../simulate/run-fights.js';
const cat = await loadCatalog(bundledCatalogDir());
const ch = (id: string) => cat.cards.get(id) as never;
const cards = cat.cardsBySystem.witchhammer!.map(playCardFrom).filter(Boolean) as never[];
const party = ['mara-voss', 'tobin-ashgrove', 'sister-ilse', 'corvin-stalker'].flatMap((id) => combatantsFromCharacter(ch(id)));
const foes = [...combatantsFromCharacter(ch('grave-ghoul'), { copies: 2 }), ...combatantsFromCharacter(ch('barrow-wolf'), { copies: 2 })];
for (const policy of ['greedy', 'random', 'cautious']) {
  const m = { name: 'x', tables: cat.tables.witchhammer as never, cards, sides: [{ name: 'party', side: 'players', policy, combatants: party }, { name: 'monsters', side: 'gm', policy, combatants: foes }] as never, maxRounds: 30, timerMiss: 0.05, alternateSides: false };
  const t0 = performance.now();
  const t = runFights(m, { label: 'all' }, 1, 0, 2000);
  const s = (performance.now() - t0) / 1000;
  console.log(policy, 'fights/s', Math.round(2000 / s), 'wins', t.wins, 'draws', t.draws, 'rounds/fight', (t.rounds.sum / t.fights).toFixed(2), 'deaths', t.deaths.sum, 'affl', t.afflictions.sum);
}
