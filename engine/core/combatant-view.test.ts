import { describe, expect, it } from 'vitest';
import { combatantView } from './combatant-view.js';

describe('combatantView', () => {
  it('lists the tracks in the order given, as name, current and max', () => {
    const row = combatantView(
      { id: 'a', name: 'Ann' },
      'party',
      { stress: [3, 6], wp: [10, 12] },
      { status: ['dying'], modifiers: { defense: 12 }, effects: [{ name: 'parry', roundsLeft: 1 }] },
    );
    expect(row.tracks).toEqual([
      { name: 'stress', current: 3, max: 6 },
      { name: 'wp', current: 10, max: 12 },
    ]);
    expect(row).toMatchObject({
      id: 'a',
      name: 'Ann',
      side: 'party',
      status: ['dying'],
      modifiers: { defense: 12 },
      effects: [{ name: 'parry', roundsLeft: 1 }],
    });
  });

  it('keeps the key order every view has had, so a printed view reads the same', () => {
    const row = combatantView(
      { id: 'a', name: 'Ann' },
      'party',
      { health: [1, 2] },
      { effects: [], modifiers: {}, status: [] },
    );
    expect(Object.keys(row)).toEqual(['id', 'name', 'side', 'tracks', 'status', 'modifiers', 'effects']);
  });
});
