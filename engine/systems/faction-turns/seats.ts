// faction-turns at a table of devices: a player takes their own character's turn (its steps and
// targets) and answers the reactions it is offered — the attacked character's dodge, counter,
// hide behind or none (the "no reaction" and a stunt's acceptance are the target's answer; moving
// on past the enemies left behind is the mover's), a guard by a friend nearby, an opportunity
// attack. Nothing is face down in this system; the faction's pass, morale, gear and the timer stay
// the GM's.
import type { SeatRules } from '../../core/seats.js';
import type { FtState } from './types.js';

export const seats: SeatRules<FtState> = {
  playerMoves: ['turn', 'react'],
  hidden: [],
  answeredBy: (s, m) => (m.action.type === 'react' && s.pending ? s.pending.target : undefined),
};
