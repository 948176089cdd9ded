// Morale at the end of the round: a group down to a fraction of its starting number, or a
// lone character down to a fraction of its health, makes a group save. Passing exempts a
// character for the rest of the fight; failing breaks it (surrender or retreat).
import { useFirst, type EngineEvent, type Roll } from '../../core/index.js';
import { fighting, save, update } from './rules.js';
import type { FtState, MoraleDue } from './types.js';

export function dueMorale(state: FtState): MoraleDue[] {
  const t = state.tables.morale;
  const due: MoraleDue[] = [];
  for (const [group, start] of Object.entries(state.groups)) {
    const members = state.combatants.filter((c) => c.group === group);
    const standing = members.filter(fighting);
    const triggered =
      start > 1
        ? standing.length <= start * t.group_fraction
        : // Seed 001: "after taking damage reducing their health to half or less" — damage this
          // round that leaves it at or below the fraction; starting the round wounded is not enough.
          standing.some((c) => c.hurtThisRound && c.health <= c.maxHealth * t.lone_health_fraction);
    if (!triggered) continue;
    const check = standing.filter((c) => !c.moraleExempt && !c.broken && !c.immuneToFear).map((c) => c.id);
    if (check.length) due.push({ group, members: check });
  }
  return due;
}

export function resolveMorale(
  state: FtState,
  typed: readonly number[] | undefined,
): { state: FtState; events: EngineEvent[] } {
  let s: FtState = typed?.length && !state.ended ? { ...state, dice: useFirst(state.dice, typed) } : state;
  const events: EngineEvent[] = [];
  if (!state.ended) {
    const attr = state.tables.morale.save;
    for (const check of state.moraleDue) {
      const rolls: Roll[] = [];
      const changes: Record<string, [unknown, unknown]> = {};
      const results: Record<string, boolean> = {};
      for (const id of check.members) {
        const c = s.combatants.find((x) => x.id === id)!;
        const r = save(s, c, attr, 'morale');
        s = r.state;
        rolls.push(r.roll);
        results[id] = r.pass;
        if (r.pass) {
          s = update(s, id, { moraleExempt: true });
          changes[`${id}.moraleExempt`] = [false, true];
        } else {
          s = update(s, id, { broken: true });
          changes[`${id}.broken`] = [false, true];
        }
      }
      events.push({
        type: 'morale',
        round: s.round,
        rolls,
        changes,
        detail: { group: check.group, attribute: attr, results },
      });
    }
  }
  if (!events.length) events.push({ type: 'morale', round: s.round, detail: { group: null, results: {} } });
  return { state: { ...s, moraleDue: [], phase: state.ended ? 'ended' : 'between' }, events };
}
