// `npm run bench:engine`: WitchHammer rounds resolved per second, 8 combatants, every event
// kept (full logging), through the core's error-catching step, on one core.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { benchLongFight } from './long-fight.js';
import { step } from '../engine/core/step.js';
import type { EngineEvent } from '../engine/core/types.js';
import { plugin } from '../engine/systems/witchhammer/plugin.js';
import { witchhammerTables } from '../engine/systems/witchhammer/tables.js';
import type { CombatantSetup, PlayCard, WhAction, WhState } from '../engine/systems/witchhammer/types.js';

const tables = witchhammerTables.parse(
  parse(readFileSync(new URL('../cards/witchhammer/system.yaml', import.meta.url), 'utf8')),
);
const base = { type: 'action' as const, init: 0, attack: 0, defense: 0, once_per_combat: false, poise_only: false };
const cards: PlayCard[] = [
  { ...base, id: 'focus', name: 'Focus', defense: 1, restore: { poise: 5 } },
  { ...base, id: 'sword', name: 'Sword', init: 3, attack: 8, defense: 1, target: 'chosen' },
  {
    ...base,
    id: 'bash',
    name: 'Bash',
    init: 2,
    attack: 5,
    defense: 3,
    target: 'chosen',
    on_hit: [{ effect: 'stun', rounds: 1 }],
  },
  {
    ...base,
    id: 'cut',
    name: 'Cut',
    init: 4,
    attack: 6,
    target: 'chosen',
    on_hit: [{ effect: 'bleed', wounds: 1, rounds: 2 }],
  },
  { ...base, id: 'shove', name: 'Shove', init: 5, attack: 4, target: 'chosen', poise_only: true },
  { ...base, id: 'aggressive', type: 'stance', name: 'Aggressive', init: 2, attack: 3 },
  { ...base, id: 'defensive', type: 'stance', name: 'Defensive', init: -1, defense: 4 },
  { ...base, id: 'wary', type: 'stance', name: 'Wary', init: 1, attack: 1, defense: 2 },
];
const actions = ['focus', 'sword', 'bash', 'cut', 'shove'];
const stances = ['aggressive', 'defensive', 'wary'];
const combatants: CombatantSetup[] = Array.from({ length: 8 }, (_, i) => ({
  id: `c${i}`,
  side: i < 4 ? 'players' : 'gm',
  maxPoise: 60,
  maxHealth: 40,
  attack: i % 3,
  defense: i % 2,
  init: i % 4,
  skills: { con: 2 },
  actions,
  stances,
}));

// A small LCG picks the plays, so every run resolves the same fights.
let lcg = 12345;
const pick = (n: number): number => {
  lcg = (Math.imul(lcg, 1664525) + 1013904223) >>> 0;
  return lcg % n;
};

const ROUNDS_PER_FIGHT = 12;
let stepwise = false;
let events = 0;
let rounds = 0;
const log: EngineEvent[] = [];
const actionsLog: WhAction[] = [];

function apply(s: WhState, a: WhAction): WhState {
  const r = step(plugin, s, a);
  if (r.error) throw new Error(`bench: ${a.type} rejected: ${r.error.code} ${r.error.message}`);
  actionsLog.push(a);
  for (const e of r.events) log.push(e);
  events += r.events.length;
  return r.state;
}

function fight(seed: number): void {
  let s = plugin.init({ tables, cards, combatants, seed });
  for (let r = 0; r < ROUNDS_PER_FIGHT; r++) {
    for (let i = 0; i < 8; i++) {
      const c = s.combatants[i]!;
      if (c.down || c.dead) continue;
      const foe = s.combatants[(i < 4 ? 4 : 0) + pick(4)]!;
      s = apply(s, {
        type: 'play',
        combatant: c.id,
        action: actions[pick(actions.length)]!,
        stance: stances[pick(stances.length)]!,
        target: foe.id,
      });
    }
    s = apply(s, { type: 'reveal' });
    // The GM's popup steps slot by slot; `fray resolve` resolves the round in one action.
    // Both produce the same events (tested); the mode is chosen per run below.
    if (stepwise) while (s.phase === 'resolve') s = apply(s, { type: 'resolve-next' });
    else if (s.phase === 'resolve') s = apply(s, { type: 'resolve-round' });
    rounds++;
  }
}

// Rates are per CPU-second of this process (user + system): the machine is shared, and CPU
// time is what one core actually spent; wall time is printed alongside.
function runFor(ms: number): { rounds: number; events: number; ms: number; cpuMs: number } {
  rounds = 0;
  events = 0;
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  let seed = 1;
  while (performance.now() - t0 < ms) {
    fight(seed++);
    // Each fight keeps its whole log (actions + events), as a session does; the next starts afresh.
    log.length = 0;
    actionsLog.length = 0;
  }
  const c = process.cpuUsage(c0);
  return { rounds, events, ms: performance.now() - t0, cpuMs: (c.user + c.system) / 1000 };
}

const ms = Number(process.env.BENCH_MS ?? 3000);
runFor(500); // warm-up
// The machine is shared: several batches, and the figures of the median batch.
const batches = Array.from({ length: 7 }, () => runFor(ms / 7)).sort((a, b) => a.rounds / a.cpuMs - b.rounds / b.cpuMs);
const r = batches[3]!;
const best = batches[6]!;
const rps = Math.round((r.rounds / r.cpuMs) * 1000);
const eps = Math.round((r.events / r.cpuMs) * 1000);
console.log(
  `8 combatants, ${(r.events / r.rounds).toFixed(1)} events/round; batches (rounds/s per CPU-second): ` +
    batches.map((b) => Math.round((b.rounds / b.cpuMs) * 1000)).join(', ') +
    `; best ${Math.round((best.rounds / best.cpuMs) * 1000)}, wall ${Math.round((r.rounds / r.ms) * 1000)} rounds/s`,
);
// For reference: the GM's popup resolves slot by slot (one resolve-next per play).
stepwise = true;
const slot = runFor(ms / 4);
console.log(
  `slot by slot (resolve-next): ${Math.round((slot.rounds / slot.cpuMs) * 1000)} rounds/s, ${Math.round((slot.events / slot.cpuMs) * 1000)} events/s`,
);
console.log(`bench:engine rounds_per_s=${rps} events_per_s=${eps}`);

// Long fights through the real command: linear growth, 10k rounds in seconds.
const long = benchLongFight();
console.log(
  `fray resolve, 3 against 3: ${Object.entries(long.perRound)
    .map(([n, s]) => `${n} rounds ${s.toFixed(2)} s`)
    .join(', ')}`,
);
console.log(
  `bench:engine-long rounds=${long.rounds} seconds=${long.seconds.toFixed(2)} ratio_4k_over_1k=${long.ratio.toFixed(2)}`,
);
