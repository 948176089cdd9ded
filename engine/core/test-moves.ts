// Test helpers for every system's moves (engine/core/moves.ts): a random walk through the offered
// moves, with random offered choices, that throws at the first one the engine refuses; and a
// check that every action the engine accepts among some candidates is offered.
import { buildAction, choiceAsked, offers, optionFree, type Move, type MovesView } from './moves.js';
import { step } from './step.js';
import type { Action, CombatStateBase, SystemPlugin } from './types.js';

/** Random picks for a move: any offered option (pools respected), optional choices sometimes left out. */
export function randomPicks(m: Move, next: () => number): Record<string, unknown> {
  const picks: Record<string, unknown> = {};
  for (const c of m.choices) {
    if (!choiceAsked(c, picks)) continue;
    if (c.optional && next() % 3 === 0) continue;
    if (c.kind === 'flag') picks[c.key] = next() % 2 === 0;
    else if (c.kind === 'number') picks[c.key] = Math.min(c.max ?? Infinity, (c.min ?? -3) + (next() % 21));
    else if (c.kind === 'text') picks[c.key] = `note ${next() % 10}`;
    else if (c.kind === 'dice') picks[c.key] = c.dice.map((d) => 1 + (next() % d.sides));
    else {
      const free = c.options.filter((o) => optionFree(m, c, o.id, picks));
      if (free.length) picks[c.key] = free[next() % free.length]!.id;
    }
  }
  return picks;
}

export interface WalkOptions<S> {
  readonly steps: number;
  /** Called on every state reached, before its move is picked. */
  readonly visit?: (s: S, next: () => number) => void;
  /** Moves of these action types are picked only now and then (e.g. an end of combat). */
  readonly rare?: readonly string[];
}

/** Plays `steps` random offered moves from `start`; throws naming the first offered move the engine refuses. */
export function walkMoves<S extends CombatStateBase>(
  plugin: SystemPlugin<S, unknown, Action>,
  moves: (s: S) => MovesView,
  start: S,
  stream: readonly number[],
  opts: WalkOptions<S>,
): S {
  let i = 0;
  const next = () => stream[i++ % stream.length]! + i;
  let s = start;
  for (let n = 0; n < opts.steps; n++) {
    opts.visit?.(s, next);
    const offered = moves(s).moves;
    const flow = offered.filter((m) => !opts.rare?.includes(m.action.type));
    const pool = flow.length && next() % 8 ? flow : offered;
    if (!pool.length) return s;
    const m = pool[next() % pool.length]!;
    const a = buildAction(m, randomPicks(m, next));
    const r = step(plugin, s, a);
    if (r.error)
      throw new Error(
        `offered in round ${s.round} (${phaseOf(s)}) but refused: ${JSON.stringify(a)} → ${r.error.code} ${r.error.message}`,
      );
    s = r.state;
  }
  return s;
}

/** Throws naming the first candidate the engine accepts in `s` that the moves do not offer. */
export function expectNothingHidden<S extends CombatStateBase>(
  plugin: SystemPlugin<S, unknown, Action>,
  moves: (s: S) => MovesView,
  s: S,
  candidates: readonly Action[],
): void {
  const offered = moves(s);
  for (const a of candidates) {
    if (step(plugin, s, a).error) continue;
    if (!offers(offered, a as Readonly<Record<string, unknown>>))
      throw new Error(`legal in round ${s.round} (${phaseOf(s)}) but not offered: ${JSON.stringify(a)}`);
  }
}

const phaseOf = (s: CombatStateBase): string => String((s as { phase?: unknown }).phase ?? '');
