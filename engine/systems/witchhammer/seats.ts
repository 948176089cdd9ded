// WitchHammer at a table of devices: each player plans their own character's face-down play (an
// action card and a stance card, its target, the extra actions of a creature they run) and may
// take it back until the reveal. The rules: "put them face down… Once everyone has played their
// cards face down, all of the cards are flipped over." Saves, checks and resolving stay the GM's.
import type { SeatRules } from '../../core/seats.js';
import type { WhState } from './types.js';

export const seats: SeatRules<WhState> = {
  playerMoves: ['play', 'unplay'],
  hidden: [
    {
      what: 'face-down play',
      moves: ['play', 'unplay'],
      reveal: 'reveal',
      fallback: 'timer-expired',
      active: (s) => s.phase === 'plan',
      chosen: (s) => {
        const out: Record<string, unknown> = {};
        for (const c of s.combatants) if (s.plays[c.id] !== undefined) out[c.id] = s.plays[c.id];
        return out;
      },
    },
  ],
};
