// What a card template sees: the card itself (`card.*`, exactly the schema's fields), plus the
// things a template cannot derive on its own: the type's colours, the icon as a data URI,
// the card geometry in px and, for characters, their decks' card names. Pure.
import type { Card } from '../engine/schema/card.js';
import { THEME, type TypeColours } from './theme.js';

export const PX_PER_MM = 96 / 25.4;
/** Poker size, the trim of every card. */
export const CARD_MM = { width: 63, height: 88 } as const;
/** Frame between trim and the parchment panel: inside the shops' 3 mm safe zone. */
const FRAME_MM = 3.2;
const PANEL_BORDER_PX = 1.5;
const PANEL_PADDING_MM = 2.2;
/** Heights of the fixed parts of a face above and below the rules box (mm). */
export const FACE_MM = { header: 11.5, art: 21, stats: 10.5, footer: 4 } as const;

const r = (n: number): number => Math.round(n * 1000) / 1000;

export interface CardGeometry {
  readonly width: number;
  readonly height: number;
  readonly bleed: number;
  /** Padding of the outer frame: bleed + frame. */
  readonly inset: number;
  readonly panelBorder: number;
  readonly panelPadding: number;
  /** The rules box (text fit happens inside it). */
  readonly bodyWidth: number;
  readonly bodyHeight: number;
}

export function cardGeometry(bleedMm: number): CardGeometry {
  const bleed = bleedMm * PX_PER_MM;
  const width = CARD_MM.width * PX_PER_MM + 2 * bleed;
  const height = CARD_MM.height * PX_PER_MM + 2 * bleed;
  const inset = bleed + FRAME_MM * PX_PER_MM;
  const panelPadding = PANEL_PADDING_MM * PX_PER_MM;
  const inner = (outer: number) => outer - 2 * inset - 2 * PANEL_BORDER_PX - 2 * panelPadding;
  const fixed = (FACE_MM.header + FACE_MM.art + FACE_MM.stats + FACE_MM.footer) * PX_PER_MM;
  return {
    width: r(width), height: r(height), bleed: r(bleed), inset: r(inset), panelBorder: PANEL_BORDER_PX, panelPadding: r(panelPadding),
    bodyWidth: r(inner(width)), bodyHeight: r(inner(height) - fixed),
  };
}

export interface DeckSummary {
  readonly actions: string[];
  readonly stances: string[];
}

export interface CardContext {
  readonly card: Card;
  readonly colours: TypeColours;
  readonly theme: typeof THEME;
  readonly geom: CardGeometry;
  /** data: URI of the card's icon, tinted; absent when the card has none or it is not loaded. */
  readonly icon?: string;
  /** The card's art (an image source); absent when the card has none or it is not loaded. */
  readonly art?: string;
  readonly tables: unknown;
  readonly system: { readonly id: string; readonly name: string };
  /** Characters only: names of the cards in their own decks. */
  readonly deck?: DeckSummary;
}

export interface ContextInput {
  readonly tables?: unknown;
  readonly system?: { readonly id: string; readonly name: string };
  readonly bleedMm?: number;
  readonly cardsById?: ReadonlyMap<string, Card>;
  /** Game-icons name + colour → data URI (the print pipeline passes one; the extension may not). */
  readonly icon?: (name: string, colour: string) => string | undefined;
  /** The card's art as an image source (the print pipeline reads the file; the extension has none). */
  readonly art?: string;
}

export function cardContext(card: Card, input: ContextInput = {}): CardContext {
  const colours = THEME.types[card.type];
  const name = (id: string): string => input.cardsById?.get(id)?.name ?? id.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
  const icon = card.icon ? input.icon?.(card.icon, colours.main) : undefined;
  return {
    card,
    colours,
    theme: THEME,
    geom: cardGeometry(input.bleedMm ?? 0),
    ...(icon ? { icon } : {}),
    ...(input.art ? { art: input.art } : {}),
    tables: input.tables,
    system: input.system ?? { id: '', name: '' },
    ...(card.type === 'character' ? { deck: { actions: card.actions.map(name), stances: card.stances.map(name) } } : {}),
  };
}
