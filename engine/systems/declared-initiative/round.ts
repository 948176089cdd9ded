// Arrivals mid-fight, creatures leaving it, and the end of the round: the dying bleed,
// monster morale (step 4 of the rules), and whether the fight is over.
import { rollMany, useFirst } from '../../core/dice.js';
import { fail } from '../../core/errors.js';
import type { EngineEvent } from '../../core/types.js';
import { bleed, isDying } from './damage.js';
import { declarationFor } from './declare.js';
import { rollBase } from './setup.js';
import { applyPending, currentInit } from './ticks.js';
import type { Combatant, DeclareSpec, DiState } from './types.js';
import { getCombatant, isFighting, withCombatant } from './combatants.js';

interface Built {
  state: DiState;
  events: EngineEvent[];
}

/** A newcomer rolls initiative at once; if its round initiative has passed it catches up next round. */
export function arrive(
  state: DiState,
  combatant: unknown,
  spec: DeclareSpec | undefined,
  surprisedNow: boolean,
): Built {
  const c0 = getCombatant(state, combatant, ['combatant']);
  if (c0.present) fail('combat/already-present', `${c0.name} is already in the fight`, { path: ['combatant'] });
  // "New combatants … immediately roll Initiative and (if they are not Surprised) may declare
  // actions": a surprised arrival declares nothing, so it has no slot to miss and no catch-up.
  const surprised = surprisedNow || !!c0.surprisedOnArrival;
  if (surprised && spec)
    fail('combat/surprised', `${c0.name} arrives surprised: it does not declare or act this round`, {
      path: ['declare'],
      hint: 'drop `declare:`; it declares next round',
    });
  const [s0, c1, r] = rollBase(state, { ...c0, present: true, ...(surprised ? { surprisedRound: state.round } : {}) }, [
    'combatant',
  ]);
  let s = withCombatant(s0, c1);
  const detail: Record<string, unknown> = { base: c1.base, ...(surprised ? { surprised: true } : {}) };
  if (!surprised && s.phase !== 'declare' && !spec && s.phase === 'resolve') {
    fail('combat/declare-on-arrival', `${c1.name} arrives mid-round and must declare its action`, {
      path: ['declare'],
      hint: 'e.g. declare: { action: weapon_attack }',
    });
  }
  if (!surprised && spec) {
    const decl = declarationFor(s, c1, spec, ['declare']);
    s = { ...s, declarations: { ...s.declarations, [c1.id]: decl } };
    const init = c1.base! + decl.total;
    detail.init = init;
    detail.action = decl.action;
    if (s.phase === 'resolve') {
      const now = currentInit(s);
      if (now !== undefined && init >= now) {
        // Still to come this round: it takes its place in the order (joining a tie if equal).
        const at = s.slots.findIndex((x) => x.init > init);
        const slot = { combatant: c1.id, init, catchUp: false, done: false };
        s = { ...s, slots: at < 0 ? [...s.slots, slot] : [...s.slots.slice(0, at), slot, ...s.slots.slice(at)] };
      } else {
        s = withCombatant(s, { ...s.combatants[c1.id]!, catchUp: true });
        detail.catch_up = true;
        detail.passed_at = now;
      }
    }
  }
  // After the round's last slot every initiative has passed, declared or not: the rules'
  // catch-up applies (next round at −12, then its normal slot). The declaration made now has
  // no slot left this round; the next round's declaration is the one that counts.
  if (!surprised && s.phase === 'end') {
    s = withCombatant(s, { ...s.combatants[c1.id]!, catchUp: true });
    detail.catch_up = true;
  }
  return {
    state: s,
    events: [
      {
        type: 'arrive',
        round: s.round,
        actor: c1.id,
        ...(r ? { rolls: [r] } : {}),
        changes: { [`${c1.id}.base`]: [null, c1.base] },
        detail,
      },
    ],
  };
}

export function withdraw(state: DiState, combatant: unknown, reason: string | undefined): Built {
  const c = getCombatant(state, combatant, ['combatant']);
  if (!c.present || c.withdrawn || c.dead)
    fail('combat/cannot-act', `${c.name} is not in the fight`, { path: ['combatant'] });
  return {
    state: withCombatant(state, { ...c, withdrawn: true }),
    events: [
      {
        type: 'withdraw',
        round: state.round,
        actor: c.id,
        changes: { [`${c.id}.withdrawn`]: [false, true] },
        ...(reason ? { detail: { reason } } : {}),
      },
    ],
  };
}

/** Morale triggers of one monster this round, with the allies/opponents counts. */
export function moraleDue(
  state: DiState,
  c: Combatant,
): { triggers: string[]; allies: number; opponents: number; tn: number } | undefined {
  if (!c.monster || !isFighting(state, c)) return undefined;
  let allies = 0;
  let opponents = 0;
  for (const id of state.ids) {
    const o = state.combatants[id]!;
    if (o.id === c.id || !isFighting(state, o)) continue;
    if (o.side === c.side) allies++;
    else opponents++;
  }
  const triggers: string[] = [];
  if (c.bigHit) triggers.push('big-hit');
  if (opponents > allies + 1) triggers.push('outnumbered');
  if (c.intimidatedBy !== undefined) triggers.push('intimidated');
  if (!triggers.length) return undefined;
  const tn = c.intimidatedBy ?? state.tables.morale.base_tn + opponents;
  return { triggers, allies, opponents, tn };
}

export function endRound(state: DiState, obvious: readonly string[]): Built {
  if (state.phase === 'declare')
    fail('combat/not-resolving', 'the round has not been resolved yet', {
      path: ['type'],
      hint: 'declare and resolve the round first',
    });
  const events: EngineEvent[] = [];
  let s = state;
  for (const slot of s.slots.filter((x) => !x.done))
    events.push({
      type: 'skip',
      round: s.round,
      actor: slot.combatant,
      detail: { init: slot.init, reason: 'round ended' },
    });
  s = { ...s, slots: s.slots.map((x) => ({ ...x, done: true })) };
  const landed = applyPending(s);
  s = landed.state;
  events.push(...landed.events);
  for (const id of s.ids) {
    const c = s.combatants[id]!;
    if (c.present && isDying(s, c) && !c.stabilized) {
      const out = bleed(s, c);
      s = withCombatant(s, out.target);
      events.push({ ...out.event, type: 'dying' });
    }
  }
  obvious.forEach((id, i) => getCombatant(s, id, ['obvious', i]));
  // Morale counts are taken before anyone breaks: the checks are simultaneous.
  const due = s.ids.map((id) => [id, moraleDue(s, s.combatants[id]!)] as const);
  const { morale } = s.tables;
  for (const [id, m] of due) {
    if (!m) continue;
    const c = s.combatants[id]!;
    if (obvious.includes(id)) {
      s = withCombatant(s, { ...c, morale: 'failed' });
      events.push({
        type: 'morale',
        round: s.round,
        actor: id,
        detail: { triggers: m.triggers, obvious: true, passed: false },
      });
      continue;
    }
    const [dice, rolls] = rollMany(s.dice, morale.dice, morale.die, 'morale');
    const total = rolls.reduce((t, r) => t + r.value, 0) + c.insight + c.hd + m.allies;
    const passed = total >= m.tn;
    s = withCombatant({ ...s, dice }, { ...c, morale: passed ? 'passed' : 'failed' });
    events.push({
      type: 'morale',
      round: s.round,
      actor: id,
      rolls,
      changes: { [`${id}.morale`]: [c.morale ?? null, passed ? 'passed' : 'failed'] },
      detail: {
        triggers: m.triggers,
        insight: c.insight,
        hd: c.hd,
        allies: m.allies,
        opponents: m.opponents,
        total,
        tn: m.tn,
        passed,
      },
    });
  }
  const combatants: Record<string, Combatant> = {};
  for (const id of s.ids) {
    const c = s.combatants[id]!;
    const { intimidatedBy: _drop, ...rest } = c;
    combatants[id] = {
      ...rest,
      bigHit: false,
      actionsThisRound: 0,
      reactionsThisRound: 0,
      attackedBy: [],
      moved: 0,
      entered: [],
    };
  }
  s = { ...s, combatants, declarations: {}, slots: [], pending: [] };
  const sides = new Set(
    s.ids
      .map((id) => s.combatants[id]!)
      .filter((c) => isFighting(s, c))
      .map((c) => c.side),
  );
  const waiting = s.ids.some((id) => !s.combatants[id]!.present);
  events.push({ type: 'round-end', round: s.round, detail: { sides_fighting: [...sides] } });
  if (sides.size <= 1 && !waiting) {
    events.push({ type: 'combat-end', round: s.round, detail: { winner: [...sides][0] ?? null } });
    return { state: { ...s, ended: true, phase: 'end' }, events };
  }
  return { state: { ...s, round: s.round + 1, phase: 'declare' }, events };
}

/**
 * An action's typed dice are that action's own rolls: they go ahead of anything still queued (the
 * scenario's `dice:`), so the action rolls them first and any it leaves unrolled can be refused.
 */
export function withDice(state: DiState, dice: unknown): DiState {
  if (dice === undefined) return state;
  if (!Array.isArray(dice) || !dice.every((d) => Number.isInteger(d)))
    fail('dice/bad-queue', '`dice` must be a list of whole numbers', { path: ['dice'] });
  return { ...state, dice: useFirst(state.dice, dice as number[]) };
}
