// The next state from the current one plus changed fields, built field by field: V8 takes a
// slow path for `{ ...state, key: value }` on objects this size, and this runs every step.
import type { WhState } from './types.js';

type Patch = { -readonly [K in keyof WhState]?: WhState[K] };

export function evolve(s: WhState, p: Patch): WhState {
  return {
    schemaVersion: s.schemaVersion,
    system: s.system,
    round: p.round ?? s.round,
    dice: p.dice ?? s.dice,
    ended: p.ended ?? s.ended,
    phase: p.phase ?? s.phase,
    tables: s.tables,
    cards: s.cards,
    combatants: p.combatants ?? s.combatants,
    obstacles: s.obstacles,
    plays: p.plays ?? s.plays,
    order: p.order ?? s.order,
    next: p.next ?? s.next,
    turnStarted: p.turnStarted ?? s.turnStarted,
    stunned: p.stunned ?? s.stunned,
    fightOver: p.fightOver ?? s.fightOver ?? false,
  };
}
