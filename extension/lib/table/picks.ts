// The GM's picks for a move as they change: a pick belongs to the choice it was made for. When a
// change stops asking that choice (its `when` no longer holds), the pick goes, even if another
// choice with the same key is asked now (faction-turns' damage die, d8 or d4 once "impaired" is
// ticked): a number typed for one die is never read as another die's roll.
import { choiceAsked, type Move } from '../../../engine/core/moves.js';

export function withPick(
  move: Move,
  picks: Readonly<Record<string, unknown>>,
  key: string,
  value: unknown,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...picks };
  if (value === undefined || value === '') delete out[key];
  else out[key] = value;
  // In the moves' order, so a choice that only a dropped pick asked for goes too.
  for (const c of move.choices) {
    if (c.key === key || !c.when || !(c.key in out)) continue;
    if (choiceAsked(c, picks) && !choiceAsked(c, out)) delete out[c.key];
  }
  return out;
}
