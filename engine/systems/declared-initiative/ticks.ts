// The resolution order: slots from low to high initiative; all slots at the lowest open
// initiative form a tick that resolves simultaneously (its damage lands once all have acted).
import type { EngineEvent } from '../../core/types.js';
import { applyHit } from './damage.js';
import { awaitingDeclaration, buildSlots } from './declare.js';
import type { DiState, Slot } from './types.js';

export function currentInit(state: DiState): number | undefined {
  let min: number | undefined;
  for (const s of state.slots) if (!s.done && (min === undefined || s.init < min)) min = s.init;
  return min;
}

export function currentTick(state: DiState): Slot[] {
  const init = currentInit(state);
  return init === undefined ? [] : state.slots.filter((s) => !s.done && s.init === init);
}

/** Some creature of the current initiative has acted while others have not. */
export function tickOpen(state: DiState): boolean {
  const init = currentInit(state);
  return init !== undefined && state.slots.some((s) => s.done && s.init === init);
}

export function applyPending(state: DiState): { state: DiState; events: EngineEvent[] } {
  const events: EngineEvent[] = [];
  let s = state;
  for (const hit of state.pending) {
    const out = applyHit(s, hit);
    s = { ...s, combatants: { ...s.combatants, [out.target.id]: out.target } };
    events.push(out.event);
  }
  return { state: { ...s, pending: [] }, events };
}

/**
 * Bring the round forward after any step: start resolving once everyone has declared,
 * land a finished tick's damage, skip the slots of the dead and the gone, and reach the
 * round's end when no slot is left.
 */
export function settle(
  state: DiState,
  opts: { readonly reveal?: boolean } = {},
): { state: DiState; events: EngineEvent[] } {
  const events: EngineEvent[] = [];
  let s = state;
  if (s.ended) return { state: s, events };
  if (s.phase === 'declare') {
    // Written-down declarations wait for the reveal (the `reveal` action).
    if (awaitingDeclaration(s).length > 0 || (s.declaring === 'hidden' && !opts.reveal)) return { state: s, events };
    const slots = buildSlots(s);
    const combatants = { ...s.combatants };
    for (const slot of slots)
      if (slot.catchUp) combatants[slot.combatant] = { ...combatants[slot.combatant]!, catchUp: false };
    s = { ...s, phase: 'resolve', slots, combatants };
    events.push({
      type: 'order',
      round: s.round,
      detail: {
        slots: slots.map((x) => ({
          combatant: x.combatant,
          init: x.init,
          action: s.declarations[x.combatant]!.action,
          ...(x.catchUp ? { catch_up: true } : {}),
        })),
        bases: Object.fromEntries(
          s.ids.filter((id) => s.combatants[id]!.base !== undefined).map((id) => [id, s.combatants[id]!.base]),
        ),
      },
    });
  }
  if (s.phase === 'end' && s.pending.length) {
    // A riposte to the round's last attack: every slot is done, so its damage lands at once.
    const landed = applyPending(s);
    return { state: landed.state, events: [...events, ...landed.events] };
  }
  if (s.phase !== 'resolve') return { state: s, events };
  for (;;) {
    const tick = currentTick(s);
    const init = currentInit(s);
    // A tick is over when none of its slots is open; its simultaneous damage lands now.
    if (s.pending.length && (init === undefined || !tickOpen(s))) {
      const landed = applyPending(s);
      s = landed.state;
      events.push(...landed.events);
    }
    if (!tick.length) break;
    const gone = tick.filter((slot) => {
      const c = s.combatants[slot.combatant]!;
      return c.dead || c.withdrawn;
    });
    if (!gone.length) break;
    s = markDone(s, gone);
    for (const slot of gone) {
      events.push({
        type: 'skip',
        round: s.round,
        actor: slot.combatant,
        detail: { init: slot.init, reason: s.combatants[slot.combatant]!.dead ? 'dead' : 'withdrawn' },
      });
    }
  }
  if (currentInit(s) === undefined) s = { ...s, phase: 'end' };
  return { state: s, events };
}

export function markDone(state: DiState, slots: readonly Slot[]): DiState {
  return { ...state, slots: state.slots.map((x) => (slots.includes(x) ? { ...x, done: true } : x)) };
}
