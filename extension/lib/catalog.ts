// The cards and rule tables the extension plays with: the catalog bundled at build time
// (cards/witchhammer, parsed and validated by scripts/build.mjs into lib/generated/catalog.json)
// plus an optional custom catalog the GM imports in the options page.
import type { Card, CharacterCard, PlayableCard } from '../../engine/schema/card.js';
import type { WitchhammerTables } from '../../engine/systems/witchhammer/tables.js';

export const SYSTEM_ID = 'witchhammer';

/** The shape of lib/generated/catalog.json. */
export interface CatalogJson {
  readonly system: typeof SYSTEM_ID;
  readonly tables: WitchhammerTables;
  readonly cards: readonly Card[];
}

/** lib/generated/catalog-files.json: the bundled YAML sources (`witchhammer/...`). */
export type CatalogFiles = readonly { readonly path: string; readonly text: string }[];

/** A validated custom catalog, kept in the store under `fray:catalog`. */
export interface CustomCatalog {
  readonly importedAt: number;
  /** The imported files as the GM gave them (paths inside the catalog). */
  readonly files: readonly { readonly path: string; readonly text: string }[];
  /** Replacement rule tables when the import had a system.yaml. */
  readonly tables?: WitchhammerTables;
  /** The imported cards (added to the bundled ones). */
  readonly cards: readonly Card[];
}

export interface Catalog {
  readonly tables: WitchhammerTables;
  readonly cards: ReadonlyMap<string, Card>;
  readonly custom: boolean;
}

export function makeCatalog(bundled: CatalogJson, custom: CustomCatalog | null): Catalog {
  const cards = new Map<string, Card>();
  for (const c of bundled.cards) cards.set(c.id, c);
  for (const c of custom?.cards ?? []) cards.set(c.id, c);
  return { tables: custom?.tables ?? bundled.tables, cards, custom: custom !== null };
}

export function characterCards(cat: Catalog): CharacterCard[] {
  return [...cat.cards.values()].filter((c): c is CharacterCard => c.type === 'character');
}

export function playableCards(cat: Catalog): PlayableCard[] {
  return [...cat.cards.values()].filter((c): c is PlayableCard => c.type === 'action' || c.type === 'stance');
}

export function getCharacter(cat: Catalog, id: string): CharacterCard | undefined {
  const c = cat.cards.get(id);
  return c?.type === 'character' ? c : undefined;
}

/**
 * The deck of a quick-added creature the GM gave no cards: the timer's default action (Focus) and
 * the action cards of its side — the `monster`-tagged ones for the GM, the others for players —
 * rather than every action in the game (a quick-added ghoul offered Aimed Shot first).
 */
export function defaultDeck(cat: Catalog, side: 'players' | 'gm'): string[] {
  const fallback = cat.tables.decision_timer.default_action;
  const ofSide = [...cat.cards.values()]
    .filter((c) => c.type === 'action' && c.id !== fallback && (c.tags ?? []).includes('monster') === (side === 'gm'))
    .map((c) => c.id);
  return [...(cat.cards.has(fallback) ? [fallback] : []), ...ofSide];
}

/**
 * The YAML sources behind makeCatalog(bundled, custom), for checks that need the sources (a
 * campaign's characters): a custom file replaces the bundled one at its path (system.yaml, the tables).
 */
export function catalogSources(bundled: CatalogFiles, custom: CustomCatalog | null): CatalogFiles {
  const own = new Set((custom?.files ?? []).map((f) => f.path));
  return [...bundled.filter((f) => !own.has(f.path)), ...(custom?.files ?? [])];
}
