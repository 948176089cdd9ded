// Card faces for the popup from the precompiled Handlebars templates (lib/generated/templates.js,
// made by the build from templates/cards/*.hbs; only handlebars/runtime ships). Returns null
// when the build had no templates, and the popup falls back to a plain React card.
import type { Card } from '../../engine/schema/card.js';
import type { Catalog } from './catalog.js';
import { cardContext, css, templates } from './generated/templates.js';

const cache = new WeakMap<Catalog, Map<string, string | null>>();

export function renderCardFace(card: Card, catalog: Catalog): string | null {
  let byId = cache.get(catalog);
  if (!byId) cache.set(catalog, (byId = new Map()));
  if (byId.has(card.id)) return byId.get(card.id)!;
  const template = templates?.[card.type];
  let html: string | null = null;
  if (template) {
    try {
      html = template(cardContext(card, catalog.tables));
    } catch {
      html = null;
    }
  }
  byId.set(card.id, html);
  return html;
}

/** The theme CSS the templates expect (colours per card type, fonts). */
export const cardCss: string = css;
