// declared-initiative at a table of devices: a player declares their creature's action (and its
// own d12 for the Base Initiative), acts on its initiative and ripostes. When the fight's
// declarations are written down (`declaring: hidden`), they stay face down until the reveal:
// the rules let "actions be written down and revealed at once". Arrivals, leaving the fight,
// skipping a creature and the end of the round stay the GM's.
import type { SeatRules } from '../../core/seats.js';
import type { DiState } from './types.js';

export const seats: SeatRules<DiState> = {
  playerMoves: ['declare', 'pass-declare', 'undeclare', 'initiative', 'act', 'riposte'],
  hidden: [
    {
      what: 'written declaration',
      moves: ['declare', 'pass-declare', 'undeclare'],
      reveal: 'reveal',
      active: (s) => s.declaring === 'hidden' && s.phase === 'declare',
      chosen: (s) => {
        const out: Record<string, unknown> = {};
        for (const id of s.ids) if (s.declarations[id] !== undefined) out[id] = s.declarations[id];
        return out;
      },
    },
  ],
};
