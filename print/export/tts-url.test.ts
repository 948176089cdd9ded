import { describe, expect, it } from 'vitest';
import { ttsSavedObject } from './tts-saved-object.js';
import { parseTtsBase, ttsFileUrl } from './tts-url.js';

const tts = (url: string) => ({ ttsUrl: parseTtsBase(url).href });

describe('--tts-url', () => {
  it.each([
    ['javascript:alert(1)', /http:\/\/ or https:\/\/ address, not javascript:/],
    ['ftp://files.example.org/decks', /not ftp:/],
    ['file:///home/me/decks', /not file:/],
    ['https://example.org/my decks', /a space \(at character 23\)/],
    ['https://example.org/\u001b[31mdecks', /U\+001B/],
    ['https://example.org/decks?v=1#top', /must not have a query \('\?v=1'\)/],
    ['https://example.org/decks#top', /must not have a fragment \('#top'\)/],
    ['https://example.org/decks?', /must not have a query/],
    ['https://user:pw@example.org/decks', /user name or password/],
    ['example.org/decks', /not a web address/],
  ])('refuses %j with a hint', (url, message) => {
    expect(() => tts(url)).toThrow(message);
    expect(() => tts(url)).toThrow(expect.objectContaining({ hint: expect.stringMatching(/--tts-url https:\/\//) }));
  });

  it('takes http and https base addresses, with or without a trailing slash', () => {
    expect(tts('https://cdn.example.org/fray').ttsUrl).toBe('https://cdn.example.org/fray');
    expect(tts('http://127.0.0.1:8080/').ttsUrl).toBe('http://127.0.0.1:8080/');
    expect(tts('HTTPS://Example.ORG/a%20b/').ttsUrl).toBe('https://example.org/a%20b/');
  });

  it("appends the sheet's path to the base's path, each segment escaped", () => {
    expect(ttsFileUrl('https://example.org/decks/', 'mara-voss/sheet-1.png')).toBe(
      'https://example.org/decks/mara-voss/sheet-1.png',
    );
    expect(ttsFileUrl('https://example.org', 'a b/sheet #1?.png')).toBe(
      'https://example.org/a%20b/sheet%20%231%3F.png',
    );
    const save = JSON.parse(
      ttsSavedObject(
        {
          id: 'd',
          title: 'D',
          back: 'd/back.png',
          sheets: [{ file: 'd/sheet-1.png', columns: 2, rows: 2, slots: [] }],
        },
        tts('https://example.org/x/').ttsUrl,
      ),
    );
    expect(save.ObjectStates[0].CustomDeck['1'].FaceURL).toBe('https://example.org/x/d/sheet-1.png');
  });
});
