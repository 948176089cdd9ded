// Card faces for the popup from the precompiled Handlebars templates (lib/generated/templates.js,
// made by the build from templates/; only handlebars/runtime ships). Loaded on first use, in its
// own chunk, so opening the popup does not wait for templates, helpers and icons.
import type { Card } from '../../engine/schema/card.js';
import type { Catalog } from './catalog.js';

type FacesModule = typeof import('./generated/templates.js');

export interface CardFaces {
  /** The face's HTML (every card field escaped by Handlebars), or null without a template. */
  render(card: Card, catalog: Catalog): string | null;
  /** Theme CSS scoped to `.fray-card`. */
  readonly css: string;
}

let loading: Promise<CardFaces> | undefined;

export function loadCardFaces(): Promise<CardFaces> {
  loading ??= import('./generated/templates.js').then(makeFaces, () => makeFaces(null));
  return loading;
}

function makeFaces(mod: FacesModule | null): CardFaces {
  const cache = new WeakMap<Catalog, Map<string, string | null>>();
  return {
    css: mod?.css ?? '',
    render(card, catalog) {
      let byId = cache.get(catalog);
      if (!byId) cache.set(catalog, (byId = new Map()));
      if (byId.has(card.id)) return byId.get(card.id)!;
      const template = mod?.templates?.[card.type];
      let html: string | null = null;
      if (template) {
        try {
          html = template(mod!.cardContext(card, catalog));
        } catch {
          html = null; // a template bug shows the plain card, never a broken popup
        }
      }
      byId.set(card.id, html);
      return html;
    },
  };
}
