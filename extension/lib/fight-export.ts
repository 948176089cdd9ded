// A finished fight as `fray campaign record` reads it: the same JSON as `fray resolve --json`
// (the engine's summary of the final state, and its event log).
import { summarize } from '../../engine/systems/witchhammer/scenario-summary.js';
import type { Encounter } from './encounter.js';

export function fightRecord(
  enc: Encounter,
): { system: 'witchhammer'; events: readonly unknown[]; [k: string]: unknown } | null {
  if (!enc.session) return null;
  return { system: 'witchhammer', ...summarize(enc.session as never), events: enc.session.events };
}
