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
function time(name: string, f: () => void, n = 100000) { const c0 = process.cpuUsage(); for (let i = 0; i < n; i++) f(); const c = process.cpuUsage(c0); console.log(name, ((c.user + c.system) / n).toFixed(2), 'us'); }
const a = { type: 'play', combatant: 'c0', action: 'sword', stance: 'aggressive', target: 'c4' } as const;
time('play', () => plugin.step(s, a));
for (let i = 0; i < 8; i++) s = plugin.step(s, { type: 'play', combatant: `c${i}`, action: 'sword', stance: 'aggressive', target: `c${(i + 4) % 8}` }).state;
time('reveal', () => plugin.step(s, { type: 'reveal' }));
const r = plugin.step(s, { type: 'reveal' }).state;
time('resolve-next', () => plugin.step(r, { type: 'resolve-next' }));
time('resolve-round', () => plugin.step(r, { type: 'resolve-round' }), 20000);
time('view', () => plugin.view(r), 20000);
time('reveal2', () => plugin.step(s, { type: 'reveal' }), 200000);
import { buildOrder } from '../engine/systems/witchhammer/order.js';
time('buildOrder', () => buildOrder(s), 200000);
const arr = Array.from({ length: 8 }, (_, i) => ({ t: 0, init: (i * 7) % 5, l: i }));
time('sort8', () => arr.slice().sort((a, b) => a.t - b.t || b.init - a.init || a.l - b.l), 200000);
time('map', () => s.combatants.map((c) => ({ ...c })), 200000);
