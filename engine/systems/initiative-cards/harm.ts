// Harm: a hit deals the weapon's damage in levels of Physical Harm (plus any extra successes);
// fear deals Mental Harm. NPCs and animals roll one fewer die per Harm point.
import { fail } from '../../core/errors.js';
import type { EngineEvent } from '../../core/types.js';
import { testResult } from './pool.js';
import type { Combatant, IcState, TestSpec } from './types.js';
import { getCombatant, inFight, withCombatant } from './util.js';

export function applyHarm(state: IcState, c: Combatant, amount: number, kind: string, source?: string): { state: IcState; event: EngineEvent } {
  if (!state.tables.harm.types.includes(kind)) {
    fail('combat/harm-type', `\`${kind}\` is not a kind of Harm`, { path: ['kind'], hint: `kinds: ${state.tables.harm.types.join(', ')}` });
  }
  const key = kind === 'mental' ? 'mental' : 'physical';
  const before = c[key];
  const after = before + Math.max(0, amount);
  const out = c.out || (c.harmLimit !== undefined && after >= c.harmLimit);
  const next = { ...c, [key]: after, out };
  return {
    state: withCombatant(state, next),
    event: {
      type: 'harm',
      round: state.round,
      ...(source ? { actor: source } : {}),
      target: c.id,
      changes: { [`${c.id}.${key}`]: [before, after], ...(out !== c.out ? { [`${c.id}.out`]: [c.out, out] } : {}) },
      detail: { amount: Math.max(0, amount), kind: key, ...(c.harmLimit !== undefined ? { limit: c.harmLimit } : {}), out },
    },
  };
}

export function harmAction(state: IcState, combatant: unknown, amount: number, kind: string, source: string | undefined): { state: IcState; events: EngineEvent[] } {
  const c = getCombatant(state, combatant, ['combatant']);
  if (!Number.isInteger(amount) || amount < 0) fail('combat/bad-amount', 'Harm is a whole number of levels', { path: ['amount'] });
  const r = applyHarm(state, c, amount, kind, source);
  return { state: r.state, events: [{ ...r.event, detail: { ...r.event.detail, ...(source ? {} : { source: 'gm' }) } }] };
}

/**
 * A Fear test: Endure, plus one die per player character in the fighter's zone (max +3; those with
 * Severe Mental Harm do not count), against the Fear value. The pool is built by pool.ts.
 */
export function fearTest(
  state: IcState,
  combatant: unknown,
  fear: number,
  spec: TestSpec,
  position: 'controlled' | 'risky' | 'desperate',
): { state: IcState; events: EngineEvent[] } {
  const c = getCombatant(state, combatant, ['combatant']);
  const { fear: t } = state.tables;
  if (!Object.prototype.hasOwnProperty.call(t.failure_harm, position)) fail('combat/position', `unknown position \`${position}\``, { path: ['position'], hint: 'controlled, risky or desperate' });
  const pcs = state.ids.map((id) => state.combatants[id]!).filter((o) => o.pc && inFight(o) && o.zone === c.zone && o.mental < state.tables.harm.severe_mental_at).length;
  const bonus = Math.min(t.max_extra_dice, pcs * t.dice_per_pc);
  const test = testResult(state, c, spec, [], 'a Fear test (Endure)', { extra: bonus });
  const passed = test.successes >= fear;
  const event: EngineEvent = { type: 'fear', round: state.round, actor: c.id, ...(test.rolls.length ? { rolls: [...test.rolls] } : {}), detail: { fear, ...test.detail, bonus_dice: bonus, position, passed } };
  if (passed) return { state: test.state, events: [event] };
  const r = applyHarm(test.state, c, t.failure_harm[position], 'mental');
  return { state: r.state, events: [event, r.event] };
}
