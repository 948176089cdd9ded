// A Tabletop Simulator saved object for one deck: the `ObjectStates` JSON TTS writes for
// Objects › Saved Objects, holding a DeckCustom whose CustomDeck entries (one per sheet) point at
// the deck's sheet images and back, and a Card per copy with its CardID (sheet × 100 + slot).
// The image addresses are where the user uploads the sheets: `<base>/<deck>/sheet-<n>.png`.
import { createHash } from 'node:crypto';
import { ttsFileUrl } from './tts-url.js';

/** The base address when none is given: one string to find and replace with the real one. */
export const TTS_URL_PLACEHOLDER = 'https://REPLACE-WITH-YOUR-UPLOAD-URL.invalid';

export interface TtsSheetRef {
  /** Relative to the export folder, e.g. `mara-voss/sheet-1.png`. */
  readonly file: string;
  readonly columns: number;
  readonly rows: number;
  readonly slots: readonly { readonly slot: number; readonly name: string }[];
}

export interface TtsDeckRef {
  readonly id: string;
  readonly title: string;
  /** Relative to the export folder, e.g. `mara-voss/back.png`. */
  readonly back: string;
  readonly sheets: readonly TtsSheetRef[];
}

const guid = (...parts: (string | number)[]): string =>
  createHash('sha1').update(parts.join('\0')).digest('hex').slice(0, 6);

const transform = (y: number) => ({
  posX: 0,
  posY: y,
  posZ: 0,
  rotX: 0,
  rotY: 180,
  rotZ: 180,
  scaleX: 1,
  scaleY: 1,
  scaleZ: 1,
});

/** How a card or a deck behaves on the table: the same for both, in the order TTS writes them. */
const TABLE_FLAGS = {
  SidewaysCard: false,
  HideWhenFaceDown: true,
  Locked: false,
  Grid: true,
  Snap: true,
  Autoraise: true,
  Sticky: true,
  Tooltip: true,
} as const;

/** The saved object's JSON text. `baseUrl` (checked by parseTtsBase) has no trailing slash requirement. */
export function ttsSavedObject(deck: TtsDeckRef, baseUrl = TTS_URL_PLACEHOLDER): string {
  // The placeholder keeps its capitals (the URL API would lower-case the host): the text to replace.
  const url = (file: string): string =>
    baseUrl === TTS_URL_PLACEHOLDER
      ? `${baseUrl}/${new URL(ttsFileUrl(baseUrl, file)).pathname.slice(1)}`
      : ttsFileUrl(baseUrl, file);
  const customDeck = Object.fromEntries(
    deck.sheets.map((s, i) => [
      String(i + 1),
      {
        FaceURL: url(s.file),
        BackURL: url(deck.back),
        NumWidth: s.columns,
        NumHeight: s.rows,
        BackIsHidden: true,
        UniqueBack: false,
        Type: 0,
      },
    ]),
  );
  const cards = deck.sheets.flatMap((s, i) =>
    s.slots.map((slot) => ({
      GUID: guid(deck.id, i, slot.slot),
      Name: 'Card',
      Transform: transform(1),
      Nickname: slot.name,
      Description: '',
      CardID: (i + 1) * 100 + slot.slot,
      CustomDeck: { [String(i + 1)]: customDeck[String(i + 1)] },
      Hands: true,
      ...TABLE_FLAGS,
    })),
  );
  // TTS keeps a single card as a Card, two or more as a deck.
  const object =
    cards.length === 1
      ? { ...cards[0]!, Nickname: deck.title }
      : {
          GUID: guid(deck.id, 'deck'),
          Name: 'DeckCustom',
          Transform: transform(1),
          Nickname: deck.title,
          Description: '',
          DeckIDs: cards.map((c) => c.CardID),
          CustomDeck: customDeck,
          ContainedObjects: cards,
          Hands: false,
          ...TABLE_FLAGS,
        };
  const save = {
    SaveName: deck.title,
    GameMode: '',
    Date: '',
    VersionNumber: '',
    Gravity: 0.5,
    PlayArea: 0.5,
    Table: '',
    Sky: '',
    Note: '',
    Rules: '',
    XmlUI: '',
    LuaScript: '',
    LuaScriptState: '',
    TabStates: {},
    ObjectStates: [object],
  };
  return `${JSON.stringify(save, null, 2)}\n`;
}
