// The moves a UI offers are exactly the engine's: any sequence of offered moves, with any of
// their offered choices, is accepted; and any action the engine accepts is among the offers.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildAction, offers } from '../../core/moves.js';
import { randomPicks } from '../../core/test-moves.js';
import { step } from '../../core/step.js';
import { card, CARDS, fighter, run, setup } from '../../../test/scenarios/witchhammer/kit.js';
import { moves, tieSwaps } from './moves.js';
import { plugin } from './plugin.js';
import type { CombatantSetup, WhAction, WhState } from './types.js';

const cards = [
  ...CARDS,
  card({ id: 'smash', init: 1, attack: 14, target: 'chosen', once_per_combat: true }),
  card({ id: 'lunge', init: 4, attack: 6, target: 'nearest-enemy' }),
];
const ACTIONS = cards.filter((c) => c.type === 'action').map((c) => c.id);
const STANCES = cards.filter((c) => c.type === 'stance').map((c) => c.id);

const fightArb = fc.record({
  seed: fc.integer(),
  fighters: fc.array(
    fc.record({
      side: fc.constantFrom('players', 'gm') as fc.Arbitrary<'players' | 'gm'>,
      maxHealth: fc.integer({ min: 1, max: 12 }),
      maxPoise: fc.integer({ min: 0, max: 10 }),
      extraActions: fc.integer({ min: 0, max: 1 }),
      deck: fc.boolean(),
    }),
    { minLength: 2, maxLength: 5 },
  ),
  stream: fc.array(fc.nat(), { minLength: 200, maxLength: 200 }),
});
type Fight = typeof fightArb extends fc.Arbitrary<infer T> ? T : never;

function start(f: Fight): WhState {
  const combatants: CombatantSetup[] = f.fighters.map((x, i) => ({
    ...fighter(`f${i}`, x.side, {
      maxHealth: x.maxHealth,
      maxPoise: x.maxPoise,
      extraActions: x.extraActions,
      skills: { con: 1 },
    }),
    // Half with a deck of their own, half with an empty deck (any card of the encounter).
    ...(x.deck ? { actions: ['sword', 'smash', 'focus', 'lunge'], stances: ['guard'] } : {}),
  }));
  return plugin.init({ tables: setup([]).tables, cards, combatants, seed: f.seed });
}

function walk(f: Fight, visit: (s: WhState, next: () => number) => void): void {
  let i = 0;
  const next = () => f.stream[i++ % f.stream.length]! + i;
  let s = start(f);
  for (let n = 0; n < 40; n++) {
    visit(s, next);
    const offered = moves(s).moves;
    // Checks are always offered; lean towards the moves that move the fight on.
    const flow = offered.filter((m) => m.action.type !== 'check' && m.action.type !== 'end-combat');
    const pool = flow.length && next() % 8 ? flow : offered;
    if (!pool.length) return;
    const m = pool[next() % pool.length]!;
    const a = buildAction(m, randomPicks(m, next)) as WhAction;
    const r = step(plugin, s, a);
    expect(r.error, `${JSON.stringify(a)} was offered in round ${s.round} (${s.phase})`).toBeUndefined();
    s = r.state;
  }
}

/** Actions a GM could type by hand in this state (the space the "nothing hidden" check searches). */
function candidates(s: WhState, next: () => number): WhAction[] {
  const ids = s.combatants.map((c) => c.id);
  const any = <T>(xs: readonly T[]): T => xs[next() % xs.length]!;
  const out: WhAction[] = [
    { type: 'reveal' },
    { type: 'timer-expired' },
    { type: 'resolve-next' },
    { type: 'resolve-round' },
    { type: 'end-combat' },
  ];
  for (let k = 0; k < 6; k++) {
    const who = any(ids);
    const action = any(ACTIONS);
    // A target only means something for a card that attacks; aiming at oneself is not offered.
    const attacks =
      !!cards.find((c) => c.id === action)!.target && cards.find((c) => c.id === action)!.target !== 'self';
    const target = attacks && next() % 4 ? any(ids.filter((x) => x !== who)) : undefined;
    out.push({
      type: 'play',
      combatant: who,
      action,
      ...(next() % 3 ? { stance: any(STANCES) } : {}),
      ...(target ? { target } : {}),
    });
    out.push({ type: 'unplay', combatant: who });
    out.push({
      type: 'check',
      combatant: who,
      difficulty: any(['easy', 'medium', 'hard'] as const),
      ...(next() % 2 ? { skill: 'con' } : {}),
    });
  }
  // Reordering: every permutation of ties is a sequence of swaps of neighbours; each swap is a candidate.
  const rest = s.order.slice(s.next).map((o) => o.key);
  for (let i = 0; i + 1 < rest.length; i++) {
    const order = [...rest];
    [order[i], order[i + 1]] = [order[i + 1]!, order[i]!];
    out.push({ type: 'reorder', order });
  }
  return out;
}

describe('WitchHammer moves', () => {
  it('any sequence of offered moves is accepted by the engine', () => {
    fc.assert(
      fc.property(fightArb, (f) => walk(f, () => {})),
      { numRuns: 60 },
    );
  });

  it('no action the engine accepts is missing from the offers', () => {
    fc.assert(
      fc.property(fightArb, (f) =>
        walk(f, (s, next) => {
          const offered = moves(s);
          for (const a of candidates(s, next)) {
            if (step(plugin, s, a).error) continue;
            expect(
              offers(offered, a as never),
              `${JSON.stringify(a)} is legal in round ${s.round} (${s.phase}) but not offered`,
            ).toBe(true);
          }
        }),
      ),
      { numRuns: 15 },
    );
  });

  it('offers a target who can still be hit first, the downed last', () => {
    const s0 = setup([
      fighter('a', 'players'),
      fighter('b', 'gm', { health: 0 }),
      fighter('c', 'gm'),
      fighter('d', 'players'),
    ]);
    const play = moves(s0).moves.find((m) => m.id === 'play:a')!;
    const target = play.choices.find((c) => c.key === 'target' && !c.optional)!;
    expect(target).toMatchObject({ default: 'c' });
    expect(target.kind === 'combatant' && target.options.map((o) => [o.id, o.note ?? ''])).toEqual([
      ['c', ''],
      ['d', ''],
      ['b', 'down'],
    ]);
  });

  it('the tie rule: only neighbours with the same initiative and tier swap', () => {
    const s0 = setup([fighter('a', 'players'), fighter('b', 'gm'), fighter('c', 'gm', { init: 1 })]);
    const r = run(s0, [
      { type: 'play', combatant: 'a', action: 'block', stance: 'steady' },
      { type: 'play', combatant: 'b', action: 'block', stance: 'steady' },
      { type: 'play', combatant: 'c', action: 'block', stance: 'steady' },
      { type: 'reveal' },
    ]);
    const swaps = tieSwaps(r.state);
    expect(swaps.map((t) => [t.a, t.b])).toEqual([[r.state.order[1]!.key, r.state.order[2]!.key]]);
    expect(step(plugin, r.state, { type: 'reorder', order: [...swaps[0]!.order] }).error).toBeUndefined();
    expect(moves(r.state).moves.filter((m) => m.action.type === 'reorder')).toHaveLength(1);
  });
});
