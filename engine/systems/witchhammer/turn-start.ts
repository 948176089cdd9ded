// Ongoing effects fire at the start of the affected combatant's turn (its first slot of the
// round), so an effect applied earlier this round, before that turn, already fires now.
import { applyWounds } from './harm.js';
import type { Effect } from './types.js';
import { change, type Work } from './work.js';

/** Fires the actor's effects; returns true when a stun makes it skip this round's turn. */
export function startTurn(w: Work, id: string): boolean {
  const c = w.get(id);
  if (c.effects.length === 0) return false;
  let stunned = false;
  const left: Effect[] = [];
  for (const e of c.effects) {
    if (e.effect === 'bleed') {
      applyWounds(w, id, e.wounds, 'bleed', e.source, e.by);
      w.emit({
        type: 'effect',
        round: w.round,
        actor: id,
        card: e.source,
        detail: { effect: 'bleed', wounds: e.wounds, roundsLeft: e.roundsLeft - 1, by: e.by },
      });
    } else {
      stunned = true;
      w.emit({
        type: 'effect',
        round: w.round,
        actor: id,
        card: e.source,
        detail: { effect: 'stun', roundsLeft: e.roundsLeft - 1 },
        message: `${c.name} is stunned and loses this turn`,
      });
    }
    if (e.roundsLeft > 1) {
      left.push(
        e.effect === 'bleed'
          ? { effect: 'bleed', wounds: e.wounds, roundsLeft: e.roundsLeft - 1, source: e.source, by: e.by }
          : { effect: 'stun', roundsLeft: e.roundsLeft - 1, source: e.source, by: e.by },
      );
    }
  }
  const before = w.get(id).effects;
  w.set(id, { effects: left });
  w.emit({ type: 'effects-tick', round: w.round, actor: id, changes: change(id, 'effects', before, left) });
  return stunned;
}
