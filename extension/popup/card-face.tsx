// A card face rendered from the same precompiled Handlebars templates as print. The template
// output is HTML built with Handlebars' escaping of every card field, so it is the one place
// the popup sets HTML; card data never reaches the DOM any other way.
import { memo, useEffect, useState } from 'react';
import type { Card } from '../../engine/schema/card.js';
import type { Catalog } from '../lib/catalog.js';
import { loadCardFaces, type CardFaces } from '../lib/card-faces.js';
// The print fonts (latin), so faces wrap like the printed cards; fetched only when a face shows.
import '../lib/generated/fonts.css';

let loaded: CardFaces | null = null;

/** The faces module, loaded once; its theme CSS is added to the page when it arrives. */
function useFaces(): CardFaces | null {
  const [faces, setFaces] = useState(loaded);
  useEffect(() => {
    if (faces) return;
    let live = true;
    void loadCardFaces().then((f) => {
      if (!loaded) {
        loaded = f;
        const style = document.createElement('style');
        style.textContent = f.css;
        document.head.append(style);
      }
      if (live) setFaces(f);
    });
    return () => {
      live = false;
    };
  }, [faces]);
  return faces;
}

interface Props {
  readonly card: Card;
  readonly catalog: Catalog;
  /** Once-per-combat card already used: greyed out, not clickable. */
  readonly used?: boolean;
  readonly selected?: boolean;
  readonly onPick?: () => void;
  readonly testid?: string;
}

function CardFaceImpl({ card, catalog, used, selected, onPick, testid }: Props) {
  const faces = useFaces();
  const html = faces ? faces.render(card, catalog) : null;
  const cls = `card-face${used ? ' used' : ''}${selected ? ' selected' : ''}`;
  const common = {
    className: cls,
    'data-testid': testid ?? `card-${card.id}`,
    'data-used': used ? 'true' : 'false',
    title: used ? `${card.name}: used this combat` : card.name,
  };
  const body =
    html !== null ? (
      <div className="card-scale" dangerouslySetInnerHTML={{ __html: html }} />
    ) : (
      <FallbackFace card={card} />
    );
  return onPick && !used ? (
    <button type="button" {...common} onClick={onPick}>
      {body}
    </button>
  ) : (
    <div {...common}>{body}</div>
  );
}

/** Shown only when the build had no templates: the same fields, as React text. */
function FallbackFace({ card }: { card: Card }) {
  const stats = card.type === 'action' || card.type === 'stance' || card.type === 'character' ? card : null;
  return (
    <div className={`fallback-face type-${card.type}`}>
      <div className="fallback-name">{card.name}</div>
      {stats && (
        <div className="fallback-stats">
          init {stats.init} · atk {stats.attack} · def {stats.defense}
        </div>
      )}
      {card.text && <div className="fallback-text">{card.text}</div>}
    </div>
  );
}

export const CardFace = memo(CardFaceImpl);
