// The round: the order of the cards (lowest first, the same every round), whose turn it is,
// swaps (players at the start of a round; forced swaps by extra successes) and the round's end.
import { cardNumber } from './deal.js';
import { ongoingHazards } from './harm.js';
import { fail } from '../../core/errors.js';
import type { EngineEvent } from '../../core/types.js';
import type { Combatant, IcState, Slot } from './types.js';
import { getCombatant, inFight, withCombatant } from './combatants.js';

export function buildSlots(state: IcState): Slot[] {
  const slots: Slot[] = [];
  for (const id of state.holderIds)
    for (const card of state.holders[id]!.cards) slots.push({ card, holder: id, finished: [], done: false });
  return slots.sort((a, b) => a.card - b.card);
}

export function currentSlot(state: IcState): Slot | undefined {
  return state.slots.find((s) => !s.done);
}

/** Members of a slot's holder still to take their turn on it. */
export function waitingMembers(state: IcState, slot: Slot): string[] {
  return state.holders[slot.holder]!.members.filter((m) => inFight(state.combatants[m]!) && !slot.finished.includes(m));
}

export function actingNow(state: IcState): string[] {
  if (state.ended || state.phase === 'end' || state.phase === 'deal') return [];
  if (state.phase === 'start') {
    const first = buildSlots(state).find((s) => waitingMembers(state, s).length > 0);
    return first ? waitingMembers(state, first) : [];
  }
  const slot = currentSlot(state);
  return slot ? waitingMembers(state, slot) : [];
}

/** The first turn of a round fixes its order; swaps made later in the round count from the next. */
export function beginRound(state: IcState): { state: IcState; events: EngineEvent[] } {
  if (state.phase !== 'start') return { state, events: [] };
  const inIt = (h: string) => state.holders[h]!.members.filter((m) => inFight(state.combatants[m]!));
  // Holders with nobody left in the fight have no place in the order.
  const slots = buildSlots(state).filter((x) => inIt(x.holder).length > 0);
  const s: IcState = { ...state, phase: slots.length ? 'turns' : 'end', slots };
  const listed = slots.map((x) => ({ card: x.card, holder: x.holder, members: inIt(x.holder) }));
  return { state: s, events: [{ type: 'order', round: s.round, detail: { slots: listed } }] };
}

/** Skip the cards of holders with nobody left standing; reach the round's end. */
export function settle(state: IcState): { state: IcState; events: EngineEvent[] } {
  if (state.phase !== 'turns') return { state, events: [] };
  const events: EngineEvent[] = [];
  const slots = [...state.slots];
  for (let i = 0; i < slots.length; i++) {
    const slot = slots[i]!;
    if (slot.done) continue;
    if (waitingMembers(state, slot).length > 0) break;
    slots[i] = { ...slot, done: true };
    for (const m of state.holders[slot.holder]!.members) {
      if (!slot.finished.includes(m))
        events.push({
          type: 'pass',
          round: state.round,
          actor: m,
          detail: { card: slot.card, reason: 'out of the fight' },
        });
    }
  }
  const s: IcState = { ...state, slots };
  return { state: slots.every((x) => x.done) ? { ...s, phase: 'end' } : s, events };
}

export function endTurn(
  state: IcState,
  combatant: unknown,
  implicit = false,
): { state: IcState; events: EngineEvent[] } {
  const c = getCombatant(state, combatant, ['combatant']);
  const begun = beginRound(state);
  let s = begun.state;
  const now = s.combatants[c.id]!;
  // It left the fight in the middle of its own turn (escaped, or fell): that turn is over already,
  // and the end of turn a scenario step implies changes nothing.
  if (implicit && !inFight(now) && now.turnManeuvers > 0)
    return { state: withCombatant(s, { ...now, turnManeuvers: 0 }), events: begun.events };
  const slot = currentSlot(s);
  if (!slot || !waitingMembers(s, slot).includes(c.id)) {
    fail('combat/not-your-turn', `it is not ${c.name}'s turn`, {
      path: ['combatant'],
      hint: `acting now: ${actingNow(s).join(', ') || 'nobody (end the round)'}`,
    });
  }
  const finished = [...slot.finished, c.id];
  const updated: Slot = { ...slot, finished, done: waitingMembers(s, { ...slot, finished }).length === 0 };
  s = {
    ...s,
    slots: s.slots.map((x) => (x === slot ? updated : x)),
    // The round's start may have changed this fighter (fire, poison): read it from the begun state.
    combatants: { ...s.combatants, [c.id]: { ...s.combatants[c.id]!, turnManeuvers: 0, brokeFreeThisTurn: false } },
  };
  const gone = updated.done ? s.holders[slot.holder]!.members.filter((m) => !finished.includes(m)) : [];
  return {
    state: s,
    events: [
      ...begun.events,
      { type: 'end-turn', round: s.round, actor: c.id, detail: { card: slot.card } },
      ...gone.map((m) => ({
        type: 'pass',
        round: s.round,
        actor: m,
        detail: { card: slot.card, reason: 'out of the fight' },
      })),
    ],
  };
}

/** Exchange one card of each holder. */
export function swapCards(state: IcState, a: string, cardA: number, b: string, cardB: number): IcState {
  const ha = state.holders[a]!;
  const hb = state.holders[b]!;
  return {
    ...state,
    holders: {
      ...state.holders,
      [a]: { ...ha, cards: ha.cards.map((v) => (v === cardA ? cardB : v)) },
      [b]: { ...hb, cards: hb.cards.map((v) => (v === cardB ? cardA : v)) },
    },
  };
}

/**
 * The card of a holder: the named one, or its only card. A holder of several cards forcing a swap
 * (`own`) gives away its highest — the one that acts last — unless it names one.
 */
export function pickCard(
  state: IcState,
  holder: string,
  typed: number | string | undefined,
  path: readonly (string | number)[],
  own = false,
): number {
  const cards = state.holders[holder]!.cards;
  const card = cardNumber(typed);
  if (card !== undefined) {
    if (!cards.includes(card))
      fail('card/not-held', `\`${holder}\` does not hold card ${String(typed)}`, {
        path,
        hint: `it holds ${cards.join(', ')}`,
      });
    return card;
  }
  if (own && cards.length) return Math.max(...cards);
  if (cards.length !== 1)
    fail('card/which', `\`${holder}\` holds cards ${cards.join(', ')}: say which`, {
      path,
      hint: 'the player picks the card',
    });
  return cards[0]!;
}

/** Two player characters who can talk trade cards, before anyone acts this round. */
export function playerSwap(
  state: IcState,
  a: unknown,
  b: unknown,
  cardA: number | string | undefined,
  cardB: number | string | undefined,
): { state: IcState; events: EngineEvent[] } {
  if (state.phase !== 'start')
    fail('combat/swap-too-late', 'cards are swapped only at the start of a round, before anyone acts', {
      path: ['type'],
      hint: 'swap at the start of the next round',
    });
  const ca = getCombatant(state, a, ['a']);
  const cb = getCombatant(state, b, ['b']);
  const check = (c: Combatant, key: string) => {
    if (!c.pc)
      fail('combat/not-a-player', `${c.name} is not a player character`, {
        path: [key],
        hint: 'only player characters swap by agreement; extra successes can force a swap',
      });
    if (!inFight(c)) fail('combat/cannot-act', `${c.name} is out of the fight`, { path: [key] });
    if (c.gagged)
      fail('combat/cannot-talk', `${c.name} cannot talk`, {
        path: [key],
        hint: 'swapping needs the characters to talk to each other',
      });
  };
  check(ca, 'a');
  check(cb, 'b');
  if (ca.holder === cb.holder) fail('combat/same-card', 'they hold the same card', { path: ['b'] });
  const va = pickCard(state, ca.holder, cardA, ['card_a']);
  const vb = pickCard(state, cb.holder, cardB, ['card_b']);
  return {
    state: swapCards(state, ca.holder, va, cb.holder, vb),
    events: [
      {
        type: 'swap',
        round: state.round,
        actor: ca.id,
        target: cb.id,
        changes: { [`${ca.holder}.card`]: [va, vb], [`${cb.holder}.card`]: [vb, va] },
        detail: { forced: false },
      },
    ],
  };
}

export function endRound(state: IcState): { state: IcState; events: EngineEvent[] } {
  const events: EngineEvent[] = [];
  const s0 = state.phase === 'start' ? beginRound(state) : { state, events: [] };
  events.push(...s0.events);
  let s = s0.state;
  for (const slot of s.slots)
    for (const m of waitingMembers(s, slot))
      if (!slot.done)
        events.push({ type: 'pass', round: s.round, actor: m, detail: { card: slot.card, reason: 'no turn taken' } });
  const combatants: Record<string, Combatant> = {};
  for (const id of s.ids)
    combatants[id] = {
      ...s.combatants[id]!,
      slowUsed: 0,
      fastUsed: 0,
      turnManeuvers: 0,
      brokeFreeThisTurn: false,
      firstManeuverBonus: 0,
    };
  s = { ...s, combatants, slots: [] };
  const sides = new Set(
    s.ids
      .map((id) => s.combatants[id]!)
      .filter(inFight)
      .map((c) => c.side),
  );
  events.push({ type: 'round-end', round: s.round });
  if (sides.size <= 1) {
    events.push({ type: 'combat-end', round: s.round, detail: { winner: [...sides][0] ?? null } });
    return { state: { ...s, ended: true, phase: 'end' }, events };
  }
  // "You will keep taking damage at the start of each subsequent round" (fire); poison likewise. The
  // next round starts as this one ends, before anything else is done in it (an antidote, a swap).
  const next = ongoingHazards({ ...s, round: s.round + 1, phase: 'start' });
  return { state: next.state, events: [...events, ...next.events] };
}
