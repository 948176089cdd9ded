// Which decks the catalog prints: one per character (the character card, its actions, its
// stances, in that order), per system one deck of its combatant cards (its characters and
// monsters), and per system one deck of the other cards no character deck holds (e.g. the ten
// initiative cards). Copies are expanded here.
import type { Card, CharacterCard } from '../../engine/schema/card.js';

export interface Deck {
  /** File-name id: the character id, or the system id for a system's own deck. */
  readonly id: string;
  readonly title: string;
  readonly system: string;
  readonly kind: 'character' | 'combatants' | 'system';
  readonly character?: CharacterCard;
  /** Distinct cards in deck order. */
  readonly cards: readonly Card[];
}

export function copies(card: Card): number {
  return card.copies ?? 1;
}

/** Every card of the deck, each repeated `copies` times, in deck order. */
export function expand(deck: Deck): Card[] {
  return deck.cards.flatMap((c) => Array.from({ length: copies(c) }, () => c));
}

export function buildDecks(
  systems: readonly string[],
  cardsBySystem: Readonly<Record<string, readonly Card[]>>,
  cards: ReadonlyMap<string, Card>,
  systemName: (id: string) => string,
): Deck[] {
  const decks: Deck[] = [];
  const usedIds = new Set<string>();
  for (const system of systems) {
    const own = cardsBySystem[system] ?? [];
    const inDecks = new Set<string>();
    for (const card of own) {
      if (card.type !== 'character') continue;
      const list: Card[] = [card];
      for (const id of [...card.actions, ...card.stances]) {
        const c = cards.get(id);
        if (c) list.push(c);
      }
      list.forEach((c) => inDecks.add(c.id));
      decks.push({
        id: uniqueId(card.id, usedIds),
        title: card.name,
        system,
        kind: 'character',
        character: card,
        cards: list,
      });
    }
    const name = systemName(system);
    // Characters first, then monsters, each in catalog order: the GM's side of the table after the players'.
    const fighters = own
      .filter((c) => c.type === 'combatant')
      .sort(
        (a, b) =>
          Number(a.type === 'combatant' && a.role === 'monster') -
          Number(b.type === 'combatant' && b.role === 'monster'),
      );
    fighters.forEach((c) => inDecks.add(c.id));
    if (fighters.length)
      decks.push({
        id: uniqueId(`${system}-combatants`, usedIds),
        title: `${name} combatants`,
        system,
        kind: 'combatants',
        cards: fighters,
      });
    const rest = own.filter((c) => !inDecks.has(c.id));
    const title = /\bcards$/i.test(name) ? name : `${name} cards`;
    if (rest.length) decks.push({ id: uniqueId(system, usedIds), title, system, kind: 'system', cards: rest });
  }
  return decks;
}

function uniqueId(id: string, used: Set<string>): string {
  let out = id;
  for (let i = 2; used.has(out); i++) out = `${id}-${i}`;
  used.add(out);
  return out;
}
