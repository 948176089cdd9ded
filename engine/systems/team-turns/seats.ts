// team-turns at a table of devices: the acting player takes their character's turn (its three
// actions, with targets, or lets it go, then ends it), answers the reaction when their character
// is attacked (take the hit, dodge, parry, block, an ally's intercept), wakes, and triggers a
// readied action. Nothing is face down in this system; damage the GM deals, the round and the
// fight's end stay the GM's.
import type { SeatRules } from '../../core/seats.js';
import type { TtState } from './types.js';

export const seats: SeatRules<TtState> = {
  playerMoves: ['turn', 'act', 'end-turn', 'react', 'trigger', 'wake'],
  hidden: [],
};
