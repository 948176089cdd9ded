// What a card template sees: the card itself (`card.*`, exactly the schema's fields), plus the
// things a template cannot derive on its own: the type's colours, the icon as a data URI,
// the card geometry in px and, for characters, their decks' card names. Pure.
import type { Card } from '../engine/schema/card.js';
import { statBlock, type StatBlock } from './stat-block.js';
import { THEME, type TypeColours } from './theme.js';
import { printText, smartQuotes } from './typography.js';

export const PX_PER_MM = 96 / 25.4;
/** Poker size, the trim of every card. */
export const CARD_MM = { width: 63, height: 88 } as const;
/** Frame between trim and the parchment panel: inside the shops' 3 mm safe zone. */
const FRAME_MM = 3.2;
const PANEL_BORDER_PX = 1.5;
const PANEL_PADDING_MM = 2.2;
/** Heights of the fixed parts of a face above and below the rules box (mm). */
export const FACE_MM = { header: 13, art: 19.5, stats: 10.5, footer: 4 } as const;
/** The corner index's column, as wide as its widest row ("A +12"), and its mirror on the right that keeps the name centred. */
const INDEX_MM = 8;
/**
 * Clear space between the index column and the name, on both sides: without it a long name
 * starts a word space after the widest index ("A +10") and reads as one line with it.
 */
export const NAME_GAP_MM = 2.5;

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
  /** The corner index column with its clear space, and the name between it and its mirror. */
  readonly indexWidth: number;
  readonly nameWidth: number;
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
    width: r(width),
    height: r(height),
    bleed: r(bleed),
    inset: r(inset),
    panelBorder: PANEL_BORDER_PX,
    panelPadding: r(panelPadding),
    bodyWidth: r(inner(width)),
    bodyHeight: r(inner(height) - fixed),
    indexWidth: r((INDEX_MM + NAME_GAP_MM) * PX_PER_MM),
    nameWidth: r(inner(width) - 2 * (INDEX_MM + NAME_GAP_MM) * PX_PER_MM),
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
  /** Combatants only: the stat block laid out for the face. */
  readonly statBlock?: StatBlock;
  /** The first word of the type line ("Action", "Player character", "Monster"). */
  readonly typeLabel: string;
  /** The corner index: the card's key numbers, readable in a fanned hand. */
  readonly index: readonly CornerIndexRow[];
}

export interface CornerIndexRow {
  /** One letter, or empty for a card whose index is a single number. */
  readonly label: string;
  readonly value: string;
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

const keep = (s: string): string => smartQuotes(s).replace(/ /g, '\u00a0');

const signedText = (n: number | undefined): string => ((n ?? 0) < 0 ? `\u2212${Math.abs(n ?? 0)}` : `+${n ?? 0}`);

function cornerIndex(card: Card): CornerIndexRow[] {
  switch (card.type) {
    case 'character':
      return [
        { label: 'P', value: String(card.poise) },
        { label: 'H', value: String(card.health) },
      ];
    case 'initiative':
      return [{ label: '', value: String(card.value) }];
    case 'combatant':
      // Its first two badges (the system's leading stats), a letter each.
      return statBlock(card.stats)
        .badges.slice(0, 2)
        .map((b) => ({ label: b.label.charAt(0), value: b.value }));
    default:
      return [
        { label: 'I', value: signedText(card.init) },
        { label: 'A', value: signedText(card.attack) },
        { label: 'D', value: signedText(card.defense) },
      ];
  }
}

/** The card with its printed strings typeset (quotes, minus signs, no lone last word). */
function typeset(card: Card): Card {
  const out: Record<string, unknown> = { ...card, name: smartQuotes(card.name) };
  for (const key of ['text', 'flavor'] as const) {
    const v = (card as Record<string, unknown>)[key];
    if (typeof v === 'string') out[key] = printText(v);
  }
  return out as Card;
}

export function cardContext(raw: Card, input: ContextInput = {}): CardContext {
  const card = typeset(raw);
  const colours = THEME.types[card.type];
  const name = (id: string): string =>
    input.cardsById?.get(id)?.name ?? id.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
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
    // A card's name never breaks inside the list ("Desperate / Strike").
    ...(card.type === 'character'
      ? {
          deck: {
            actions: card.actions.map((id) => keep(name(id))),
            stances: card.stances.map((id) => keep(name(id))),
          },
        }
      : {}),
    ...(card.type === 'combatant' ? { statBlock: statBlock(card.stats) } : {}),
    typeLabel:
      card.type === 'character'
        ? card.side === 'player'
          ? 'Player character'
          : 'Monster'
        : card.type === 'combatant'
          ? card.role === 'character'
            ? 'Character'
            : 'Monster'
          : colours.label,
    index: cornerIndex(card),
  };
}
