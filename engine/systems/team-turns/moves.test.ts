// The team-turns moves a UI offers are the engine's: any sequence of offered moves is accepted,
// and any one-action turn (or other action) the engine accepts among random candidates is offered.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { parse } from 'yaml';
import { describe, it } from 'vitest';
import type { Action } from '../../core/types.js';
import { expectNothingHidden, walkMoves } from '../../core/test-moves.js';
import { moves } from './moves.js';
import { plugin } from './plugin.js';
import { teamTurnsTables } from './tables.js';
import type { TtCombatantSetup, TtState, Weapon } from './types.js';

const tables = teamTurnsTables.parse(parse(readFileSync(new URL('../../../cards/team-turns/system.yaml', import.meta.url), 'utf8')));
const ROWS = [...tables.actions, ...tables.free_actions].map((r) => r.id);

const fightArb = fc.record({
  seed: fc.integer({ min: 0, max: 1e6 }),
  members: fc.array(
    fc.record({ team: fc.integer({ min: 0, max: 2 }), endurance: fc.integer({ min: 0, max: 10 }), health: fc.integer({ min: 1, max: 10 }), armed: fc.boolean(), focus: fc.integer({ min: 0, max: 3 }), stamina: fc.integer({ min: 0, max: 2 }) }),
    { minLength: 2, maxLength: 6 },
  ),
  surprise: fc.option(fc.integer({ min: 0, max: 1 }), { nil: undefined }),
  stream: fc.array(fc.nat(), { minLength: 200, maxLength: 200 }),
});
const AXE: Weapon = { damage: 5, critical: 9, threshold: 19, type: 'slashing', test: { dice: [6, 6], bonus: 0 }, ranged: false, nonlethal: false };
type Fight = typeof fightArb extends fc.Arbitrary<infer T> ? T : never;

function start(f: Fight): TtState {
  const combatants: TtCombatantSetup[] = f.members.map((m, i) => ({
    id: `c${i}`, team: `t${i < 2 ? i : m.team}`, endurance: m.endurance, health: m.health, constitution: 2, stamina: m.stamina, focus: m.focus,
    fortify: { dice: [6], bonus: 0 }, dodge: { dice: [6, 6], bonus: 0 },
    weapons: (m.armed ? { axe: AXE } : {}) as Record<string, Weapon>,
  }));
  return plugin.init({ tables, combatants, seed: f.seed, ...(f.surprise !== undefined ? { surprise: `t${f.surprise}` } : {}) });
}

function candidates(s: TtState, next: () => number): Action[] {
  const ids = s.combatants.map((c) => c.id);
  const any = <T,>(xs: readonly T[]): T => xs[next() % xs.length]!;
  const out: Action[] = [{ type: 'start-round' }, { type: 'end-fight' }];
  for (let k = 0; k < 5; k++) {
    const who = any(ids);
    const other = any(ids.filter((x) => x !== who));
    const row = any(ROWS);
    out.push({ type: 'turn', actor: who, actions: [] } as Action);
    out.push({ type: 'turn', actor: who, actions: [{ kind: 'attack', attack: { target: other, weapon: 'axe' } }] } as Action);
    out.push({ type: 'turn', actor: who, actions: [{ kind: 'command', target: other }] } as Action);
    out.push({ type: 'turn', actor: who, actions: [{ kind: 'killing-strike', target: other }] } as Action);
    if (row !== 'attack' && row !== 'command' && row !== 'resuscitate') out.push({ type: 'turn', actor: who, actions: [{ kind: 'other', id: row }] } as Action);
    out.push({ type: 'damage', target: who, amount: next() % 6 } as Action);
    out.push({ type: 'wake', target: who } as Action);
  }
  return out;
}

describe('team-turns moves', () => {
  it('any sequence of offered moves is accepted by the engine', () => {
    fc.assert(fc.property(fightArb, (f) => void walkMoves(plugin, moves, start(f), f.stream, { steps: 40, rare: ['end-fight', 'end-round', 'damage'] })), { numRuns: 80 });
  });

  it('no one-action turn the engine accepts is missing from the offers', () => {
    fc.assert(
      fc.property(fightArb, (f) => void walkMoves(plugin, moves, start(f), f.stream, { steps: 30, rare: ['end-fight', 'end-round', 'damage'], visit: (s, next) => expectNothingHidden(plugin, moves, s, candidates(s, next)) })),
      { numRuns: 30 },
    );
  });
});
