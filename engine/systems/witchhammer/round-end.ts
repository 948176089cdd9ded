// End of round: cards go back to the hand (once-per-combat ones stay discarded), the
// attacks-taken counts reset, and the next round's plan phase begins.
import type { WhEvent } from './event-types.js';
import { evolve } from './evolve.js';
import { emptyPlays } from './planning.js';
import { cloneCombatant } from './work.js';
import type { WhState } from './types.js';

export function endRound(state: WhState): { state: WhState; events: WhEvent[] } {
  const combatants = state.combatants.map((c) => {
    if (c.attacksTaken === 0) return c;
    const m = cloneCombatant(c);
    m.attacksTaken = 0;
    return m;
  });
  return {
    state: evolve(state, {
      combatants,
      phase: 'plan',
      round: state.round + 1,
      plays: emptyPlays(state.combatants),
      order: [],
      next: 0,
      turnStarted: [],
      stunned: [],
    }),
    events: [{ type: 'round-end', round: state.round, changes: { round: [state.round, state.round + 1] } }],
  };
}
