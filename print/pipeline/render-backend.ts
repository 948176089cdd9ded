// What the pipeline needs from the renderer (print/render):
// SVG for a card face, a deck back and the reference pages, plus the fonts those SVGs name.
import type { Card } from '../../engine/schema/card.js';
import type { Rect } from '../layout/geometry.js';
import type { FontFace } from '../pdf/font-set.js';
import type { SheetData } from '../../campaign/derive.js';
import type { Deck } from './decks.js';
import type { WorkerFailure } from '../../infra/worker-pool.js';

export interface RenderedSvg {
  readonly svg: string;
  readonly width: number;
  readonly height: number;
  /** The cut line inside the SVG (px); the rest is bleed. Reference pages: the whole page. */
  readonly trimBox: Rect;
}

/** Everything a card, back or reference needs besides itself; plain data (crosses worker_threads). */
export interface RenderScope {
  readonly catalogDir: string;
  readonly system: string;
  readonly systemName: string;
  readonly tables: unknown;
  /** Cards of the system, for templates that show other cards (deck lists, references). */
  readonly cards: readonly Card[];
}

export interface RenderBackend {
  readonly fonts: readonly FontFace[];
  /** `art`: the card's art file as a data: URI (read at the edge, see card-art.ts). */
  card(card: Card, scope: RenderScope, art?: string): Promise<RenderedSvg>;
  back(deck: Deck, scope: RenderScope): Promise<RenderedSvg>;
  reference(scope: RenderScope): Promise<RenderedSvg[]>;
  /** A built character's sheet (A4); renderers without it cannot print campaigns. */
  sheet?(sheet: SheetData, scope: RenderScope): Promise<RenderedSvg>;
  /** Pay one-time costs (font parsing, first layout) before the first real task arrives. */
  warmUp?(): Promise<void>;
}

export type RenderTask =
  | {
      readonly kind: 'card';
      readonly key: string;
      readonly card: Card;
      readonly scope: RenderScope;
      readonly art?: string;
    }
  | { readonly kind: 'back'; readonly key: string; readonly deck: Deck; readonly scope: RenderScope }
  | { readonly kind: 'reference'; readonly key: string; readonly scope: RenderScope }
  | {
      readonly kind: 'sheet';
      readonly key: string;
      readonly id: string;
      readonly sheet: SheetData;
      readonly scope: RenderScope;
    };

/** A render error as plain data, so it survives the trip back from a worker. */
export type RenderFailure = WorkerFailure;
