import { describe, expect, it } from 'vitest';
import type { Card } from '../../engine/schema/card.js';
import { buildDecks, expand } from './decks.js';

const base = { init: 0, attack: 0, defense: 0, once_per_combat: false, poise_only: false };
const cards: Card[] = [
  {
    type: 'character',
    id: 'hero',
    name: 'Hero',
    side: 'player',
    poise: 10,
    health: 10,
    skills: {},
    actions: ['b', 'a'],
    stances: ['s'],
    extra_actions: 0,
    init: 0,
    attack: 0,
    defense: 0,
  },
  { type: 'action', id: 'a', name: 'A', ...base },
  { type: 'action', id: 'b', name: 'B', copies: 2, ...base },
  { type: 'stance', id: 's', name: 'S', ...base },
  { type: 'action', id: 'loose', name: 'Loose', ...base },
];
const ini: Card[] = [1, 2].map((v) => ({ type: 'initiative', id: `initiative-${v}`, name: String(v), value: v }));

describe('decks', () => {
  it('one per character (character, actions, stances in listed order), plus each system’s leftover cards', () => {
    const decks = buildDecks(
      ['initiative-cards', 'witchhammer'],
      { witchhammer: cards, 'initiative-cards': ini },
      new Map(cards.map((c) => [c.id, c])),
      (s) => (s === 'witchhammer' ? 'WitchHammer' : 'Initiative Cards'),
    );
    expect(decks.map((d) => [d.id, d.title, d.cards.map((c) => c.id)])).toEqual([
      ['initiative-cards', 'Initiative Cards', ['initiative-1', 'initiative-2']],
      ['hero', 'Hero', ['hero', 'b', 'a', 's']],
      ['witchhammer', 'WitchHammer cards', ['loose']],
    ]);
    expect(expand(decks[1]!).map((c) => c.id)).toEqual(['hero', 'b', 'b', 'a', 's']);
  });

  it('one deck of each system’s combatants, characters before monsters, beside its other cards', () => {
    const fighter = (id: string, role: 'character' | 'monster'): Card => ({
      type: 'combatant',
      id,
      name: id,
      system: 'initiative-cards',
      role,
      stats: {},
    });
    const own = [
      fighter('wolf', 'monster'),
      ...ini,
      fighter('elin', 'character'),
      fighter('ghast', 'monster'),
      fighter('brom', 'character'),
    ];
    const decks = buildDecks(
      ['initiative-cards'],
      { 'initiative-cards': own },
      new Map(own.map((c) => [c.id, c])),
      () => 'Initiative Cards',
    );
    expect(decks.map((d) => [d.id, d.title, d.kind, d.cards.map((c) => c.id)])).toEqual([
      ['initiative-cards-combatants', 'Initiative Cards combatants', 'combatants', ['elin', 'brom', 'wolf', 'ghast']],
      ['initiative-cards', 'Initiative Cards', 'system', ['initiative-1', 'initiative-2']],
    ]);
  });
});
