// The overlay's model from the stored encounter, through the engine's own view (the zod-free
// WitchHammer view: round, phase, order with done flags, who acts now). Nothing is decided here.
import { makesAttack } from '../../../engine/systems/witchhammer/card-rules.js';
import type { EngineEvent } from '../../../engine/core/types.js';
import { view } from '../../../engine/systems/witchhammer/view.js';
import type { Move } from '../../../engine/core/moves.js';
import { moves, targetOptions, tieSwaps } from '../../../engine/systems/witchhammer/moves.js';
import type { WhState } from '../../../engine/systems/witchhammer/types.js';
import type { Encounter } from '../encounter.js';
import { EMPTY_MODEL, overlayCombatant, type OverlayModel, type OverlayPlanRow, type OverlayStep } from './model.js';
import { eventLine, lastTurn, type Describe, type Names } from './step-lines.js';

const STEP_ACTIONS = new Set(['resolve-next', 'resolve-round', 'end-combat']);

export function namesOf(state: WhState): Names {
  const people = new Map(state.combatants.map((c) => [c.id, c.name]));
  return {
    combatant: (id) => (id === undefined ? '' : (people.get(id) ?? id)),
    card: (id) => (id === undefined ? '' : (state.cards[id]?.name ?? id)),
    text: withNames(state),
  };
}

const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A sentence with ids turned into names: `grave-ghoul: ghoul-claws + frenzied` → `Grave Ghoul:
 * Grave Claws + Frenzied`. Ids are matched whole (not inside a longer kebab-case word), longest
 * first, so `mara` never eats part of `mara-voss`.
 */
export function withNames(state: WhState): (s: string) => string {
  const names = new Map<string, string>();
  for (const c of Object.values(state.cards)) names.set(c.id, c.name);
  for (const c of state.combatants) names.set(c.id, c.name);
  const ids = [...names.keys()].filter((id) => id !== names.get(id)).sort((a, b) => b.length - a.length);
  if (!ids.length) return (s) => s;
  const re = new RegExp(`(?<![\\w-])(${ids.map(escapeRe).join('|')})(?![\\w-])`, 'g');
  return (s) => s.replace(re, (id) => names.get(id) ?? id);
}

/** Events of each logged action, oldest first. */
export function eventsByAction(enc: Encounter): { type: string; events: readonly EngineEvent[] }[] {
  const s = enc.session;
  if (!s) return [];
  let offset = 0;
  return s.log.map((a, i) => {
    const count = s.eventCounts[i] ?? 0;
    const events = s.events.slice(offset, offset + count);
    offset += count;
    return { type: a.type, events };
  });
}

export function lastStep(enc: Encounter, describe?: Describe): OverlayStep | null {
  const state = enc.session?.state;
  if (!state) return null;
  const steps = eventsByAction(enc);
  for (let i = steps.length - 1; i >= 0; i--) {
    const s = steps[i]!;
    if (!STEP_ACTIONS.has(s.type)) continue;
    const names = namesOf(state);
    const events = s.type === 'end-combat' ? s.events : lastTurn(s.events);
    const turn = events.find((e) => e.type === 'turn');
    const title =
      s.type === 'end-combat'
        ? 'End of combat: death’s door'
        : turn
          ? `${names.combatant(turn.actor)}: ${names.card(turn.card)}${typeof turn.detail?.stance === 'string' ? ` + ${names.card(turn.detail.stance)}` : ''}`
          : 'Resolved';
    const lines = events.map((e) => eventLine(e, names, describe)).filter((l): l is string => !!l);
    return { title, lines: lines.flatMap((l) => l.split('\n')) };
  }
  return null;
}

export function modelFromEncounter(enc: Encounter | null | undefined, describe?: Describe): OverlayModel {
  const state = enc?.session?.state;
  if (!enc || !state) return enc ? { ...EMPTY_MODEL, note: 'Add combatants in the Fray popup.' } : EMPTY_MODEL;
  const v = view(state);
  const names = namesOf(state);
  const activeIndex = v.phase === 'resolve' ? v.order.findIndex((o) => !o.done) : -1;
  const swaps = tieSwaps(state);
  const order = v.order.map((o, i) => {
    const before = swaps.find((t) => t.b === o.key)?.order;
    return {
      id: `${o.combatant}:${i}`,
      label: `${names.combatant(o.combatant)}: ${o.label}`,
      ...(o.init !== undefined ? { init: o.init } : {}),
      done: o.done,
      active: i === activeIndex,
      ...(before ? { before } : {}),
    };
  });
  let note: string | undefined;
  if (v.phase === 'plan') {
    const waiting = v.combatants.filter((c) => v.actingNow.includes(c.id)).map((c) => c.name);
    const timed = timerFocus(state);
    note = waiting.length
      ? `Planning. Not played yet: ${waiting.join(', ')}`
      : 'Planning. Everyone has played: reveal!';
    if (timed.length) note = `Time's up — Focus for: ${timed.join(', ')}. ${note}`;
  } else if (v.phase === 'ended' || state.ended) note = 'The combat is over.';
  return {
    round: v.round,
    phase: v.phase,
    order,
    step: lastStep(enc, describe),
    combatants: v.combatants.map(overlayCombatant),
    ...(v.phase === 'plan'
      ? {
          planning: planRows(state, v),
          played: state.combatants
            .filter((c) => state.plays[c.id] !== undefined)
            .map((c) => ({ id: c.id, name: c.name })),
        }
      : {}),
    ...(v.phase === 'resolve' ? { nextRolls: nextRolls(state) } : {}),
    ...(note ? { note } : {}),
    ...(state.ended ? { ended: true } : {}),
  };
}

/** Whether the next slot of the order makes an attack roll (a card with a target other than itself). */
export function nextRolls(state: WhState): boolean {
  const slot = state.order[state.next];
  return makesAttack(slot ? state.cards[slot.action] : undefined);
}

/** Who got the default action from the decision timer this round (shown as "Time's up — Focus for: …"). */
export function timerFocus(state: WhState): string[] {
  return state.combatants.filter((c) => state.plays[c.id]?.byTimer).map((c) => c.name);
}

/**
 * The planning rows: each combatant still to play that the engine's moves offer a play (moves.ts:
 * an action and a stance in hand; not once the fight is over), with that move's action cards,
 * stances and targets. A combatant without a stance in hand gets no row: only the timer plays for it.
 */
export function planRows(state: WhState, v: ReturnType<typeof view>): OverlayPlanRow[] {
  const plays = new Map(
    moves(state)
      .moves.filter((m) => m.action.type === 'play')
      .map((m) => [m.actor, m]),
  );
  const cardsOf = (m: Move, key: string) => m.choices.find((x) => x.key === key && x.kind === 'card');
  const out: OverlayPlanRow[] = [];
  for (const c of state.combatants) {
    const m = plays.get(c.id);
    if (!v.actingNow.includes(c.id) || !m) continue;
    const actions = cardsOf(m, 'action');
    const stances = cardsOf(m, 'stance');
    if (actions?.kind !== 'card' || !stances || stances.kind !== 'card') continue;
    out.push({
      id: c.id,
      name: c.name,
      actions: actions.options.map((o) => {
        const k = state.cards[o.id];
        return { id: o.id, name: o.label, target: !!k && makesAttack(k) && (k.target === 'chosen' || !c.position) };
      }),
      stances: stances.options.map((o) => ({ id: o.id, name: o.label })),
      // The engine's order (moves.ts): standing enemies, then standing allies; the downed are not offered here.
      targets: targetOptions(state, c)
        .filter((o) => !o.note)
        .map((o) => ({ id: o.id, name: o.label })),
    });
  }
  return out;
}
