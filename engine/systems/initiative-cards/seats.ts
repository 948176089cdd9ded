// initiative-cards at a table of devices: a player makes their character's maneuvers on its
// card's turn, ends the turn and lets go of a hold; two players agree a swap of their cards at
// the start of a round (one proposes, the other agrees); the target of an attack answers its own
// reaction (dodge or parry, its dice, the swap it forces), which the attack carries. Initiative
// cards are dealt face up: nothing is face down. Dealing, Harm, Fear and hazards stay the GM's.
import type { SeatRules } from '../../core/seats.js';
import type { IcState } from './types.js';

export const seats: SeatRules<IcState> = {
  playerMoves: ['maneuver', 'end-turn', 'let-go', 'swap'],
  hidden: [],
  agreements: [{ type: 'swap', parties: ['a', 'b'] }],
  answers: [{ type: 'maneuver', keys: 'reaction.', by: 'target' }],
};
