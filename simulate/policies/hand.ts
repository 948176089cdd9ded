// What a combatant may play this round and whom it may attack, read from the visible state only:
// its own deck and used cards, and the public stats of everyone (never the face-down plays).
import { makesAttack } from '../../engine/systems/witchhammer/card-rules.js';
import { penaltyFor } from '../../engine/systems/witchhammer/penalty.js';
import type { Combatant, PlayCard, WhState } from '../../engine/systems/witchhammer/types.js';

/** The cards of a deck (the encounter's cards when it is empty), distinct, memoised per deck and card set: policies ask every round. */
const DECKS = new WeakMap<object, WeakMap<object, PlayCard[]>>();

function deckCards(s: WhState, deck: readonly string[], type: PlayCard['type']): PlayCard[] {
  let byCards = DECKS.get(deck);
  if (!byCards) DECKS.set(deck, (byCards = new WeakMap()));
  let cards = byCards.get(s.cards);
  if (!cards) {
    const ids = deck.length ? [...new Set(deck)] : Object.keys(s.cards);
    byCards.set(s.cards, (cards = ids.map((id) => s.cards[id]!).filter((c) => c && c.type === type)));
  }
  return cards;
}

/** Action cards in hand: the deck (any action card of the encounter when empty) minus used once-per-combat cards. */
export function actionsInHand(s: WhState, me: Combatant): PlayCard[] {
  const cards = deckCards(s, me.actions, 'action');
  return me.usedOnce.length ? cards.filter((c) => !me.usedOnce.includes(c.id)) : cards;
}

export function stancesInHand(s: WhState, me: Combatant): PlayCard[] {
  const cards = deckCards(s, me.stances, 'stance');
  return me.usedOnce.length ? cards.filter((c) => !me.usedOnce.includes(c.id)) : cards;
}

/** The stances to choose from: the forced one when the sweep names it and it is in hand. */
export function stanceChoices(s: WhState, me: Combatant, forced: string | undefined): PlayCard[] {
  const all = stancesInHand(s, me);
  const f = forced ? all.find((c) => c.id === forced) : undefined;
  return f ? [f] : all;
}

export function standingEnemies(s: WhState, me: Combatant): Combatant[] {
  return s.combatants.filter((o) => o.side !== me.side && !o.down && !o.dead);
}

/** Whether a card attacks: the engine's own rule. */
export const attacks = (card: PlayCard): boolean => makesAttack(card);

/** The targets a card may be given: the largest enemy for `largest-enemy`, any standing enemy otherwise. */
export function targetsFor(s: WhState, me: Combatant, card: PlayCard): Combatant[] {
  const enemies = standingEnemies(s, me);
  if (card.target !== 'largest-enemy' || !enemies.length) return enemies;
  const most = Math.max(...enemies.map((e) => e.maxHealth));
  return [enemies.find((e) => e.maxHealth === most)!];
}

export function penalty(s: WhState, c: Combatant): number {
  return penaltyFor(c.maxHealth, c.health, s.tables.penalty);
}
