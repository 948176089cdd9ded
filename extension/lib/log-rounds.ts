// Splits a session's log into rounds, pairing each action with the events it produced. Both
// exports (Markdown and the `fray resolve` scenario) read the fight round by round.
import type { EngineEvent } from '../../engine/core/types.js';
import type { WhAction } from '../../engine/systems/witchhammer/types.js';
import type { WhSession } from './encounter.js';

export interface LoggedStep {
  readonly index: number;
  readonly action: WhAction;
  readonly events: readonly EngineEvent[];
}

export interface LoggedRound {
  readonly round: number;
  readonly steps: readonly LoggedStep[];
}

/**
 * An action belongs to the round its first event names; an action without events (a face-down
 * play may have none) belongs to the round of the action before it, or round 1.
 */
export function logRounds(session: WhSession): LoggedRound[] {
  const rounds: { round: number; steps: LoggedStep[] }[] = [];
  let offset = 0;
  let current = session.initial.round;
  session.log.forEach((action, index) => {
    const count = session.eventCounts[index] ?? 0;
    const events = session.events.slice(offset, offset + count);
    offset += count;
    if (events.length) current = events[0]!.round;
    let r = rounds[rounds.length - 1];
    if (!r || r.round !== current) {
      r = { round: current, steps: [] };
      rounds.push(r);
    }
    r.steps.push({ index, action, events });
  });
  return rounds;
}

/** Every die result of the fight in the order the engine used them. */
export function allDice(session: WhSession): number[] {
  return session.events.flatMap((e) => (e.rolls ?? []).map((r) => r.value));
}
