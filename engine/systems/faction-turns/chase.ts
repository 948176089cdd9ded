// Chases (seed 001): "Chases over long distances can be resolved with the fleeing character making a
// group AGI save: those who pass escape, those who fail are reached by the pursuers. If the fleeing
// characters can move faster or keep the speed for longer, the save is not required. If the opposite
// is true, escaping is impossible."
import { fail, useFirst, type EngineEvent, type Roll } from '../../core/index.js';
import { factionsInFight, find, save, update } from './rules.js';
import type { FtState } from './types.js';

export function chase(
  state: FtState,
  fleeing: readonly string[],
  pace: 'even' | 'faster' | 'slower',
  typed: readonly number[] | undefined,
): { state: FtState; events: EngineEvent[] } {
  if (!fleeing.length) fail('scenario/empty-chase', 'a chase needs the fleeing characters', { path: ['fleeing'] });
  if (state.phase !== 'between' && state.phase !== 'ended')
    fail('combat/round-in-progress', `a long chase is run between rounds, not in the ${state.phase} phase`, {
      path: ['type'],
      hint: 'finish the round (and its morale) first; short chases are played with the combat rules',
    });
  let s: FtState = typed?.length ? { ...state, dice: useFirst(state.dice, typed) } : state;
  const attr = s.tables.chase.save;
  const rolls: Roll[] = [];
  const changes: Record<string, [unknown, unknown]> = {};
  const results: Record<string, unknown>[] = [];
  fleeing.forEach((id, i) => {
    const c = find(s, id, ['fleeing', i]);
    if (c.status !== 'fighting' && c.status !== 'fled')
      fail('combat/cannot-flee', `${c.id} is ${c.status}: it cannot run`, { path: ['fleeing', i] });
    let escaped: boolean;
    if (pace === 'faster') escaped = true;
    else if (pace === 'slower') escaped = false;
    else {
      const r = save(s, c, attr, `chase ${c.id}`);
      s = r.state;
      rolls.push(r.roll);
      escaped = r.pass;
    }
    const status = escaped ? 'fled' : 'fighting';
    if (status !== c.status) changes[`${c.id}.status`] = [c.status, status];
    s = update(s, c.id, { status });
    results.push({ combatant: c.id, escaped });
  });
  const events: EngineEvent[] = [
    { type: 'chase', round: s.round, rolls, changes, detail: { pace, attribute: attr, results } },
  ];
  // Reached characters are back in the fight: a fight that was over goes on; one left with a single faction ends.
  if (s.ended && results.some((r) => !r.escaped) && factionsInFight(s).length > 1)
    s = { ...s, ended: false, phase: 'between' };
  else if (!s.ended && factionsInFight(s).length <= 1) {
    events.push({ type: 'fight-end', round: s.round, detail: { winner: factionsInFight(s)[0] ?? null } });
    s = { ...s, ended: true, phase: 'ended' };
  }
  return { state: s, events };
}
