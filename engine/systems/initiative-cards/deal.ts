// Dealing the initiative cards: each holder (a creature, or a group of identical opponents) draws
// its cards plus any ambush extra, one at a time — the card drawn at the table, or the top of the
// seeded shuffle — and keeps the best (the lowest acts first); the cards not kept go back under the
// deck. At setup (`deal: at-start`) the engine deals everyone at once; with `deal: one-by-one` the
// fight opens in the `deal` phase and the GM deals each card from the side panel.
import { fail } from '../../core/errors.js';
import type { EngineEvent } from '../../core/types.js';
import type { Holder, IcState } from './types.js';

/** A card as a UI sends it (a select's value is text) or a scenario gives it (a number). */
export function cardNumber(v: number | string | undefined): number | undefined {
  if (v === undefined) return undefined;
  return typeof v === 'number' ? v : /^-?\d+$/.test(v.trim()) ? Number(v) : Number.NaN;
}

export function dealt(h: Holder): boolean {
  return h.cards.length === h.count;
}

/** Keep the best `count` of the drawn cards; the rest go back under the deck. */
export function keepBest(h: Holder, deck: readonly number[]): { holder: Holder; deck: number[] } {
  const cards = [...h.drawn].sort((a, b) => a - b).slice(0, h.count);
  return { holder: { ...h, cards }, deck: [...deck, ...h.drawn.filter((v) => !cards.includes(v))] };
}

/** Holders still owed a card, in the order they draw. */
export function owed(state: IcState): string[] {
  return state.holderIds.filter((id) => !dealt(state.holders[id]!));
}

/** A holder that has drawn all it draws keeps its best; with the deck empty, one holding enough keeps what it has. */
function settleHolders(state: IcState): IcState {
  let s = state;
  for (const id of s.holderIds) {
    const h = s.holders[id]!;
    if (dealt(h)) continue;
    if (h.drawn.length >= h.want || (s.deck.length === 0 && h.drawn.length >= h.count)) {
      const k = keepBest(h, s.deck);
      s = { ...s, deck: k.deck, holders: { ...s.holders, [id]: k.holder } };
    }
  }
  return owed(s).length ? s : { ...s, phase: 'start' };
}

/** One card for a holder: the one typed in (drawn at the table), else the top of the shuffled deck. */
export function dealCard(
  state: IcState,
  holderId: unknown,
  typed: number | string | undefined,
): { state: IcState; events: EngineEvent[] } {
  if (state.phase !== 'deal')
    fail('combat/dealt', 'the initiative cards are already dealt', {
      path: ['type'],
      hint: 'cards are drawn once, before the fight',
    });
  const h =
    typeof holderId === 'string' && Object.hasOwn(state.holders, holderId) ? state.holders[holderId]! : undefined;
  if (!h)
    fail('target/unknown', `no one draws as \`${String(holderId)}\``, {
      path: ['holder'],
      hint: `holders: ${state.holderIds.join(', ')}`,
    });
  if (dealt(h))
    fail('combat/dealt', `\`${h.id}\` already holds its card${h.count > 1 ? 's' : ''}`, {
      path: ['holder'],
      hint: owed(state).length ? `still to draw: ${owed(state).join(', ')}` : undefined,
    });
  const card = cardNumber(typed);
  let deck = [...state.deck];
  let v: number;
  if (card !== undefined) {
    const at = deck.indexOf(card);
    if (at < 0)
      fail(
        'setup/card-taken',
        `card ${String(typed)} is ${card >= state.tables.deck.lowest && card <= state.tables.deck.highest ? 'already drawn' : 'not in the deck'}`,
        { path: ['card'], hint: `still in the deck: ${[...deck].sort((a, b) => a - b).join(', ')}` },
      );
    v = card;
    deck.splice(at, 1);
  } else {
    if (!deck.length)
      fail('setup/deck-exhausted', 'the deck has no card left', {
        path: ['holder'],
        hint: 'let identical opponents share one card with `group:`',
      });
    v = deck[0]!;
    deck = deck.slice(1);
  }
  const next: Holder = { ...h, drawn: [...h.drawn, v] };
  const s = settleHolders({ ...state, deck, holders: { ...state.holders, [h.id]: next } });
  const after = s.holders[h.id]!;
  const events: EngineEvent[] = [
    {
      type: 'draw',
      round: state.round,
      actor: h.members[0],
      detail: { holder: h.id, card: v, typed: card !== undefined, ...(dealt(after) ? { keeps: after.cards } : {}) },
    },
  ];
  return { state: s, events };
}

/** Deal every card still owed from the shuffled deck. */
export function dealRest(state: IcState): { state: IcState; events: EngineEvent[] } {
  if (state.phase !== 'deal') fail('combat/dealt', 'the initiative cards are already dealt', { path: ['type'] });
  let s = state;
  const events: EngineEvent[] = [];
  for (let guard = 0; s.phase === 'deal' && guard < 1000; guard++) {
    const r = dealCard(s, owed(s)[0], undefined);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}
