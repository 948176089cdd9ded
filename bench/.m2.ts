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
function time(name: string, f: () => void, n = 200000) { const c0 = process.cpuUsage(); for (let i = 0; i < n; i++) f(); const c = process.cpuUsage(c0); console.log(name, ((c.user + c.system) / n).toFixed(2), 'us'); }
time('plays lookup', () => { let x = 0; for (const c of s.combatants) { const p = s.plays[c.id]; if (p) x += s.cards[p.action]!.init; } return x; });
time('forEach', () => { let x = 0; s.combatants.forEach((c, l) => { x += l; }); return x; });
time('objs', () => { const out: any[] = []; s.combatants.forEach((c, listed) => { const p = s.plays[c.id]!; out.push({ charInit: c.init, listed, tier: 0, slot: { key: c.id, combatant: c.id, extra: 0, action: p.action, ...(p.stance ? { stance: p.stance } : {}), init: 1, done: false } }); }); return out; });
time('extra forEach', () => { for (const c of s.combatants) { const p = s.plays[c.id]!; p.extra.forEach(() => 0); } });
import { buildOrder } from '../engine/systems/witchhammer/order.js';
time('buildOrder', () => buildOrder(s));
function compare(a: any, b: any): number {
  return a.tier - b.tier || b.slot.init - a.slot.init || b.charInit - a.charInit || a.sideRank - b.sideRank || a.listed - b.listed || a.slot.extra - b.slot.extra;
}
function bo(state: any) {
  const ranked: any[] = [];
  state.combatants.forEach((c: any, listed: number) => {
    const p = state.plays[c.id];
    if (!p) return;
    const stanceInit = p.stance ? state.cards[p.stance]!.init : 0;
    const sideRank = c.side === 'players' ? 0 : 1;
    const base = { charInit: c.init, sideRank, listed };
    ranked.push({ ...base, tier: 0, slot: { key: c.id, combatant: c.id, extra: 0, action: p.action, ...(p.stance ? { stance: p.stance } : {}), init: state.cards[p.action]!.init + stanceInit + c.init, done: false } });
  });
  return ranked;
}
time('bo nosort', () => bo(s));
time('bo sort', () => bo(s).sort(compare));
function bo2(state: any) {
  const ranked: any[] = [];
  state.combatants.forEach((c: any, listed: number) => {
    const p = state.plays[c.id];
    if (!p) return;
    const stanceInit = p.stance ? state.cards[p.stance]!.init : 0;
    const sideRank = c.side === 'players' ? 0 : 1;
    ranked.push({ charInit: c.init, sideRank, listed, tier: 0, slot: { key: c.id, combatant: c.id, extra: 0, action: p.action, ...(p.stance ? { stance: p.stance } : {}), init: state.cards[p.action]!.init + stanceInit + c.init, done: false } });
  });
  return ranked;
}
function bo3(state: any) {
  const ranked: any[] = [];
  state.combatants.forEach((c: any, listed: number) => {
    const p = state.plays[c.id];
    if (!p) return;
    const stanceInit = p.stance ? state.cards[p.stance]!.init : 0;
    ranked.push({ charInit: c.init, listed, tier: 0, init: stanceInit });
  });
  return ranked;
}
time('bo2', () => bo2(s));
time('bo3', () => bo3(s));
time('cards lookup', () => { let x = 0; for (const c of s.combatants) { x += (s.cards as any)['aggressive'].init; } return x; });
const c0 = s.combatants[0]!;
const patch = { attacksTaken: 1 };
time('spread2', () => ({ ...c0, ...patch }));
time('spread1', () => ({ ...c0, attacksTaken: 1 }));
time('assign', () => Object.assign({}, c0, patch));
time('state spread', () => ({ ...s, next: 1 }));
time('cond spread', () => ({ a: 1, ...(c0.position ? { position: c0.position } : {}), b: 2 }));
