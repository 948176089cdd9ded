// The overlay's model of a fight of any other system (the store's `table`), from the engine's
// two plain-JSON descriptions only: the SystemView (order, who acts now, tracks, checks due) and
// the MovesView (what can be done now). Nothing is decided here: which moves are common, their
// choices and defaults are the engine's; this file only picks the common moves of whoever acts.
import type { Move, MovesView } from '../../../engine/core/moves.js';
import type { SystemView } from '../../../engine/core/types.js';
import { overlayCombatant, type OverlayModel } from './model.js';

/**
 * The moves an overlay shows as buttons: the common ones of a combatant acting now, and the
 * common ones nobody makes (end the round, the next phase). The same split as the side panel's
 * "Now" list, so the two surfaces offer the same buttons.
 */
export function commonNow(view: Pick<SystemView, 'actingNow'>, moves: Pick<MovesView, 'moves'>): Move[] {
  const acting = new Set(view.actingNow);
  return moves.moves.filter((m) => m.common === true && (m.actor === undefined || acting.has(m.actor)));
}

/** A timer the moves ask for now (`MovesView.timer`, the declaration limit of a system that has one). */
function timerOf(moves: MovesView): { seconds: number; purpose?: string } | undefined {
  const t = (moves as MovesView & { readonly timer?: unknown }).timer;
  if (!t || typeof t !== 'object') return undefined;
  const { seconds, purpose } = t as { seconds?: unknown; purpose?: unknown };
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0) return undefined;
  return { seconds, ...(typeof purpose === 'string' ? { purpose } : {}) };
}

export function modelFromTable(name: string, view: SystemView, moves: MovesView, steps: number): OverlayModel {
  const people = new Map(view.combatants.map((c) => [c.id, c.name]));
  const nameOf = (id: string) => people.get(id) ?? id;
  const acting = new Set(view.actingNow);
  const now = commonNow(view, moves);
  const timer = timerOf(moves);
  const ended = view.phase === 'ended';
  return {
    round: view.round,
    phase: view.phase,
    order: view.order.map((o, i) => {
      const who = nameOf(o.combatant);
      return {
        id: `${o.combatant}:${i}`,
        label: o.label && o.label !== who ? `${who}: ${o.label}` : who,
        ...(o.init !== undefined ? { init: o.init } : {}),
        done: o.done,
        active: !o.done && acting.has(o.combatant),
      };
    }),
    step: null,
    combatants: view.combatants.map(overlayCombatant),
    ...(ended
      ? { ended: true, note: 'The combat is over.' }
      : view.order.length
        ? {}
        : { note: 'No order yet this round.' }),
    table: {
      system: view.system,
      name,
      steps,
      moves: now,
      more: moves.moves.length - now.length,
      checks: view.pendingChecks.map((p) => {
        const names = p.combatants.map(nameOf).filter((n) => !p.description.includes(n));
        return `${p.description}${names.length ? `: ${names.join(', ')}` : ''}`;
      }),
      ...(timer ? { timerSeconds: timer.seconds, ...(timer.purpose ? { timerPurpose: timer.purpose } : {}) } : {}),
    },
  };
}
