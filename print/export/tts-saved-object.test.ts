import { describe, expect, it } from 'vitest';
import { TTS_URL_PLACEHOLDER, ttsSavedObject } from './tts-saved-object.js';

const deck = {
  id: 'mara-voss',
  title: 'Mara Voss',
  back: 'mara-voss/back.png',
  sheets: [
    {
      file: 'mara-voss/sheet-1.png',
      columns: 4,
      rows: 3,
      slots: [
        { slot: 0, name: 'Mara Voss' },
        { slot: 1, name: 'Focus' },
        { slot: 2, name: 'Focus' },
      ],
    },
  ],
};

describe('Tabletop Simulator saved object', () => {
  it('is a DeckCustom whose cards point at their sheet and slot, with the upload address filled in', () => {
    const save = JSON.parse(ttsSavedObject(deck, 'https://cdn.example.org/decks/'));
    expect(save.ObjectStates).toHaveLength(1);
    const d = save.ObjectStates[0];
    expect(d.Name).toBe('DeckCustom');
    expect(d.Nickname).toBe('Mara Voss');
    expect(d.CustomDeck['1']).toEqual({
      FaceURL: 'https://cdn.example.org/decks/mara-voss/sheet-1.png',
      BackURL: 'https://cdn.example.org/decks/mara-voss/back.png',
      NumWidth: 4,
      NumHeight: 3,
      BackIsHidden: true,
      UniqueBack: false,
      Type: 0,
    });
    expect(d.DeckIDs).toEqual([100, 101, 102]);
    expect(d.ContainedObjects.map((c: { CardID: number; Nickname: string }) => [c.CardID, c.Nickname])).toEqual([
      [100, 'Mara Voss'],
      [101, 'Focus'],
      [102, 'Focus'],
    ]);
    expect(new Set(d.ContainedObjects.map((c: { GUID: string }) => c.GUID)).size).toBe(3);
  });

  it('numbers the cards of a second sheet 2xx and gives it its own CustomDeck entry', () => {
    const two = {
      ...deck,
      sheets: [
        deck.sheets[0]!,
        { file: 'mara-voss/sheet-2.png', columns: 2, rows: 2, slots: [{ slot: 0, name: 'Lunge' }] },
      ],
    };
    const d = JSON.parse(ttsSavedObject(two)).ObjectStates[0];
    expect(d.DeckIDs).toEqual([100, 101, 102, 200]);
    expect(d.CustomDeck['2'].FaceURL).toBe(`${TTS_URL_PLACEHOLDER}/mara-voss/sheet-2.png`);
  });

  it('keeps a one-card deck as a single Card, as TTS does', () => {
    const one = { ...deck, sheets: [{ ...deck.sheets[0]!, slots: [{ slot: 0, name: 'Mara Voss' }] }] };
    const c = JSON.parse(ttsSavedObject(one)).ObjectStates[0];
    expect(c.Name).toBe('Card');
    expect(c.CardID).toBe(100);
  });
});
