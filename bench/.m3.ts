import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { plugin } from '../engine/systems/witchhammer/plugin.js';
import { witchhammerTables } from '../engine/systems/witchhammer/tables.js';
const tables = witchhammerTables.parse(parse(readFileSync(new URL('../cards/witchhammer/system.yaml', import.meta.url), 'utf8')));
const base = { type: 'action' as const, init: 0, attack: 0, defense: 0, once_per_combat: false, poise_only: false };
const cards: any[] = [
  { ...base, id: 'sword', name: 'Sword', init: 3, attack: 8, defense: 1, target: 'chosen' },
  { ...base, id: 'aggressive', type: 'stance', name: 'Aggressive', init: 2, attack: 3 },
];
const combatants: any[] = Array.from({ length: 8 }, (_, i) => ({ id: `c${i}`, side: i < 4 ? 'players' : 'gm', maxPoise: 60, maxHealth: 40, actions: ['sword'], stances: ['aggressive'] }));
let s = plugin.init({ tables, cards, combatants, seed: 1 });
for (let i = 0; i < 8; i++) s = plugin.step(s, { type: 'play', combatant: `c${i}`, action: 'sword', stance: 'aggressive', target: `c${(i + 4) % 8}` }).state;
const r = plugin.step(s, { type: 'reveal' }).state;
const c0 = process.cpuUsage(); const n = 200000;
for (let i = 0; i < n; i++) plugin.step(r, { type: 'resolve-round' });
const c = process.cpuUsage(c0); console.log('resolve-round', ((c.user + c.system) / n).toFixed(2), 'us');
