// Content-hash keys for the render cache: a key changes exactly when what the renderer would
// draw could change (the card, its system's tables, the code and assets behind `version`).
import type { Card } from '../../engine/schema/card.js';
import { sha1 } from '../../infra/hash.js';
import type { CardArt } from '../../catalog/card-art.js';
import type { Deck } from './decks.js';
import type { LoadedCatalog } from './load-catalog-fast.js';
import type { RenderScope, RenderTask } from './render-backend.js';

export class CacheKeys {
  readonly systemOf = new Map<string, string>();
  private readonly scopes = new Map<string, RenderScope>();
  private readonly tablesHash = new Map<string, string>();
  private readonly cardKeys = new Map<string, string>();

  constructor(
    private readonly catalog: LoadedCatalog,
    private readonly version: string,
    /** Reads the cards' art files (their hashes are part of the card keys). */
    readonly art: CardArt,
  ) {
    for (const [system, cards] of Object.entries(catalog.cardsBySystem))
      for (const c of cards) this.systemOf.set(c.id, system);
  }

  systemName = (id: string): string => {
    const t = this.catalog.tables[id] as { name?: unknown } | undefined;
    return typeof t?.name === 'string' ? t.name : id;
  };

  scopeOf = (system: string): RenderScope => {
    let s = this.scopes.get(system);
    if (!s) {
      const c = this.catalog;
      s = {
        catalogDir: c.dir,
        system,
        systemName: this.systemName(system),
        tables: c.tables[system],
        cards: c.cardsBySystem[system] ?? [],
      };
      this.scopes.set(system, s);
    }
    return s;
  };

  tablesKey(system: string): string {
    let h = this.tablesHash.get(system);
    if (!h) this.tablesHash.set(system, (h = sha1(JSON.stringify(this.catalog.tables[system] ?? null))));
    return h;
  }

  /** A card's look depends on the card, its art file, its system's tables and, for a character, the deck it lists (each card's id, type and name). */
  cardKey = (card: Card): string => {
    let k = this.cardKeys.get(card.id);
    if (!k) {
      const system = this.systemOf.get(card.id) ?? '';
      const refs =
        card.type === 'character'
          ? [...card.actions, ...card.stances].map((id) => {
              const c = this.catalog.cards.get(id);
              return c ? `${c.id}:${c.type}:${c.name}` : id;
            })
          : [];
      k = sha1(
        this.version,
        'card',
        system,
        this.tablesKey(system),
        JSON.stringify(card),
        this.art.of(card)?.hash ?? '',
        ...refs,
      );
      this.cardKeys.set(card.id, k);
    }
    return k;
  };

  /** The render task for a card: its key, its system's scope (`fallback`: the deck's system) and its art. */
  cardTask = (card: Card, fallback: string, key = this.cardKey(card)): Extract<RenderTask, { kind: 'card' }> => {
    const art = this.art.dataUri(card);
    return {
      kind: 'card',
      key,
      card,
      scope: this.scopeOf(this.systemOf.get(card.id) ?? fallback),
      ...(art ? { art } : {}),
    };
  };

  /** A back shows the deck's name and its system's emblem. */
  backKey = (deck: Deck): string =>
    sha1(this.version, 'back', deck.system, this.tablesKey(deck.system), deck.kind, deck.id, deck.title);

  referenceKey = (system: string): string =>
    sha1(
      this.version,
      'reference',
      system,
      this.tablesKey(system),
      JSON.stringify(this.catalog.cardsBySystem[system] ?? []),
    );
}
