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

const tables = teamTurnsTables.parse(
  parse(readFileSync(new URL('../../../cards/team-turns/system.yaml', import.meta.url), 'utf8')),
);
const ROWS = [...tables.actions, ...tables.free_actions].map((r) => r.id);

const fightArb = fc.record({
  seed: fc.integer({ min: 0, max: 1e6 }),
  members: fc.array(
    fc.record({
      team: fc.integer({ min: 0, max: 2 }),
      endurance: fc.integer({ min: 0, max: 10 }),
      health: fc.integer({ min: 1, max: 10 }),
      armed: fc.boolean(),
      focus: fc.integer({ min: 0, max: 3 }),
      stamina: fc.integer({ min: 0, max: 2 }),
      shield: fc.boolean(),
      dodges: fc.boolean(),
      unsurprisable: fc.boolean(),
    }),
    { minLength: 2, maxLength: 6 },
  ),
  surprise: fc.option(fc.integer({ min: 0, max: 1 }), { nil: undefined }),
  stream: fc.array(fc.nat(), { minLength: 200, maxLength: 200 }),
});
const AXE: Weapon = {
  damage: 5,
  critical: 9,
  threshold: 19,
  type: 'slashing',
  test: { dice: [6, 6], bonus: 0 },
  ranged: false,
  nonlethal: false,
};
type Fight = typeof fightArb extends fc.Arbitrary<infer T> ? T : never;

function start(f: Fight): TtState {
  const combatants: TtCombatantSetup[] = f.members.map((m, i) => ({
    id: `c${i}`,
    team: `t${i < 2 ? i : m.team}`,
    endurance: m.endurance,
    health: m.health,
    constitution: 2,
    stamina: m.stamina,
    focus: m.focus,
    fortify: { dice: [6], bonus: 0 },
    ...(m.dodges ? { dodge: { dice: [6, 6], bonus: 0 } } : {}),
    ...(m.shield ? { shield: { block: 3, durability: 2 } } : {}),
    ...(m.unsurprisable ? { unsurprisable: true } : {}),
    weapons: (m.armed ? { axe: AXE } : {}) as Record<string, Weapon>,
  }));
  return plugin.init({
    tables,
    combatants,
    seed: f.seed,
    ...(f.surprise !== undefined ? { surprise: `t${f.surprise}` } : {}),
  });
}

function candidates(s: TtState, next: () => number): Action[] {
  const ids = s.combatants.map((c) => c.id);
  const any = <T>(xs: readonly T[]): T => xs[next() % xs.length]!;
  const out: Action[] = [
    { type: 'start-round' },
    { type: 'end-fight' },
    { type: 'end-turn' },
    { type: 'end-round' },
    { type: 'react' },
    { type: 'react', reaction: { kind: 'dodge' } },
    { type: 'react', reaction: { kind: 'block' } },
  ];
  for (let k = 0; k < 5; k++) {
    const who = any(ids);
    const other = any(ids.filter((x) => x !== who));
    const row = any(ROWS);
    const act = (action?: unknown, extra: Record<string, unknown> = {}) =>
      ({ type: 'act', actor: who, ...(action ? { action } : {}), ...extra }) as Action;
    out.push({ type: 'turn', actor: who, actions: [] } as Action);
    out.push(act());
    out.push(act(undefined, { abandon: true }));
    out.push(act({ kind: 'attack', attack: { target: other, weapon: 'axe' } }));
    out.push(act({ kind: 'command', target: other }));
    out.push(act({ kind: 'resuscitate', target: other }));
    out.push(act({ kind: 'killing-strike', target: other, weapon: 'axe' }));
    out.push(act({ kind: 'ready', action: { kind: 'attack', attack: { target: other, weapon: 'axe' } } }));
    if (row !== 'attack' && row !== 'command' && row !== 'resuscitate' && row !== 'ready')
      out.push(act({ kind: 'other', id: row }));
    out.push({ type: 'react', reaction: { kind: 'intercept', by: who } } as Action);
    out.push({ type: 'react', reaction: { kind: 'parry', with: 'axe' } } as Action);
    out.push({ type: 'trigger', actor: who } as Action);
    out.push({ type: 'trigger', actor: who, ask: true } as Action);
    out.push({ type: 'damage', target: who, amount: next() % 6 } as Action);
    out.push({ type: 'wake', target: who } as Action);
  }
  return out;
}

describe('team-turns moves', () => {
  it('any sequence of offered moves is accepted by the engine', () => {
    fc.assert(
      fc.property(
        fightArb,
        (f) =>
          void walkMoves(plugin, moves, start(f), f.stream, { steps: 60, rare: ['end-fight', 'end-round', 'damage'] }),
      ),
      { numRuns: 80 },
    );
  });

  it('no action the engine accepts (a turn taken one action at a time) is missing from the offers', () => {
    fc.assert(
      fc.property(
        fightArb,
        (f) =>
          void walkMoves(plugin, moves, start(f), f.stream, {
            steps: 30,
            rare: ['end-fight', 'end-round', 'damage'],
            visit: (s, next) => expectNothingHidden(plugin, moves, s, candidates(s, next)),
          }),
      ),
      { numRuns: 30 },
    );
  });
});
