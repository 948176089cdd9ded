// Lines the declared-initiative and initiative-cards logs (`fray resolve`'s text) word alike, each
// led by its round as `R<n>`: one leaving the fight, the round's end, an event with no words of its own.
import type { EngineEvent } from '../core/types.js';

/** `R3 ghoul leaves the fight (fled)`. */
export function leavesLine(e: EngineEvent): string {
  const reason = e.detail?.reason;
  return `R${e.round} ${e.actor} leaves the fight${reason ? ` (${reason})` : ''}`;
}

/** The round's end, or an event the system's log has no words for. */
export function roundLine(e: EngineEvent): string {
  return e.type === 'round-end' ? `R${e.round} ends` : `R${e.round} ${e.type}${e.actor ? ` ${e.actor}` : ''}`;
}
