// A table fight's log for people: each event in the system's own words (`scenario.describe`, the
// text `fray resolve` prints), with every combatant id turned into that combatant's name before
// the sentence is made — so a name never loses to a short id that is also a word ("a", "orc") —
// then, for ids written inside a longer string (`thug-2.health 4→0`), in the sentence itself.
import type { EngineEvent } from '../engine/core/types.js';
import type { SystemModule } from '../engine/systems/system-module.js';

export interface LogRound {
  readonly round: number;
  readonly lines: readonly string[];
}

/** The event with every string that is exactly a combatant id (values and keys, at any depth) replaced by the name. */
export function namedEvent(e: EngineEvent, names: ReadonlyMap<string, string>): EngineEvent {
  const swap = (v: unknown): unknown => {
    if (typeof v === 'string') return names.get(v) ?? v;
    if (Array.isArray(v)) return v.map(swap);
    if (typeof v === 'object' && v !== null)
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [names.get(k) ?? k, swap(x)]));
    return v;
  };
  return swap(e) as EngineEvent;
}

/** Ids to names, from any list of `{ id, name }` (a SystemView's combatants). */
export const namesOf = (combatants: readonly { readonly id: string; readonly name: string }[]): Map<string, string> =>
  new Map(combatants.filter((c) => c.name && c.name !== c.id).map((c) => [c.id, c.name]));

const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Ids left in a sentence, matched whole (not inside a longer kebab-case word), longest first.
 * An id of one or two letters is too likely a word of the sentence ("a", "an"): only the event's
 * own fields name it.
 */
export function idsToNames(names: ReadonlyMap<string, string>): (s: string) => string {
  const ids = [...names.keys()].filter((id) => !/^[a-z]{1,2}$/i.test(id)).sort((a, b) => b.length - a.length);
  if (!ids.length) return (s) => s;
  const re = new RegExp(`(?<![\\w-])(${ids.map(escapeRe).join('|')})(?![\\w-])`, 'g');
  return (s) => s.replace(re, (id) => names.get(id) ?? id);
}

/** The described events, round by round, oldest first. */
export function logByRound(
  module: SystemModule,
  events: readonly EngineEvent[],
  names: ReadonlyMap<string, string>,
): LogRound[] {
  const out: { round: number; lines: string[] }[] = [];
  const rest = idsToNames(names);
  for (const e of events) {
    const line = rest(module.scenario.describe(namedEvent(e, names)));
    if (!line) continue;
    let last = out[out.length - 1];
    if (!last || last.round !== e.round) out.push((last = { round: e.round, lines: [] }));
    last.lines.push(line);
  }
  return out;
}
