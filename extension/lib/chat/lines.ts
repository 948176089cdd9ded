// The plain-text lines Fray posts to a VTT chat: the round order, the last resolved play, and
// the decision timer's start and end. Built from the overlay model (itself the engine's view).
import type { Encounter } from '../encounter.js';
import { eventsByAction, namesOf } from '../overlay/model-from-encounter.js';
import type { OverlayModel } from '../overlay/model.js';

export type PostKind = 'order' | 'step' | 'timer-start' | 'timer-end';
export const POST_KINDS: readonly PostKind[] = ['order', 'step', 'timer-start', 'timer-end'];

export function orderLines(m: OverlayModel): string[] {
  if (m.round === null) return [];
  if (!m.order.length) return [`Fray · Round ${m.round}: no plays revealed yet.`];
  return [
    `Fray · Round ${m.round} order:`,
    ...m.order.map(
      (o, i) => `${i + 1}. ${o.label}${o.init !== undefined ? ` (init ${o.init})` : ''}${o.done ? ' ✓' : ''}`,
    ),
  ];
}

export function stepLines(m: OverlayModel): string[] {
  if (!m.step) return [];
  return [`Fray · Round ${m.round ?? '?'} · ${m.step.title}`, ...m.step.lines];
}

export function timerStartLines(seconds: number): string[] {
  return [`Fray · Decision timer: ${seconds} s. Play your cards!`];
}

/** Who the timer's expiry made take the default action, read from the last timer-expired step. */
export function timerEndLines(enc: Encounter | null | undefined): string[] {
  const state = enc?.session?.state;
  if (!enc || !state) return ['Fray · Time is up!'];
  const steps = eventsByAction(enc);
  const last = [...steps].reverse().find((s) => s.type === 'timer-expired');
  const names = namesOf(state);
  const defaults = (last?.events ?? []).filter((e) => e.type === 'default-action');
  if (!defaults.length) return ['Fray · Time is up! Everyone had played.'];
  const card = names.card(defaults[0]!.card);
  return [`Fray · Time is up! ${card} for: ${defaults.map((e) => names.combatant(e.actor)).join(', ')}`];
}
