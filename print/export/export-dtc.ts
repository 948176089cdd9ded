// DriveThruCards: one PDF per deck, through the print pipeline's render stage (vector, cached,
// same cache keys as `fray print`, so a printed catalog exports instantly) and
// print/layout/dtc.ts. Pages: front, back, front, back… one per card copy.
import type { Card } from '../../engine/schema/card.js';
import { DTC_PAGE, DTC_TRIM, writeDtcDeck } from '../layout/dtc.js';
import type { EmbeddedFont } from '../pdf/embed-font.js';
import type { FontProvider } from '../pdf/pdf-builder.js';
import { sha1 } from '../pipeline/cache.js';
import { expand, type Deck } from '../pipeline/decks.js';
import { codeHash } from '../pipeline/paths.js';
import type { RenderTask } from '../pipeline/render-backend.js';
import { renderStage } from '../pipeline/render-stage.js';
import { formatRenderError } from '../pipeline/report.js';
import type { ExportCatalog } from './export-catalog.js';
import type { ExportOptions, ExportResult, PlannedFile } from './export-types.js';

export async function exportDtc(src: ExportCatalog, opts: ExportOptions): Promise<ExportResult> {
  const t0 = performance.now();
  const { catalog } = src;
  const version = codeHash();
  const tablesKey = (system: string): string => sha1(JSON.stringify(catalog.tables[system] ?? null));
  // The same keys as print/pipeline/build.ts: card data, its system's tables, the listed cards.
  const cardKey = (card: Card): string => {
    const system = src.systemOf(card) ?? '';
    const refs = card.type === 'character' ? [...card.actions, ...card.stances].map((id) => {
      const c = catalog.cards.get(id);
      return c ? `${c.id}:${c.type}:${c.name}` : id;
    }) : [];
    return sha1(version, 'card', system, tablesKey(system), JSON.stringify(card), ...refs);
  };
  const backKey = (deck: Deck): string => sha1(version, 'back', deck.system, tablesKey(deck.system), deck.kind, deck.id, deck.title);

  const tasks = new Map<string, RenderTask>();
  for (const deck of src.decks) {
    for (const card of deck.cards) {
      const key = cardKey(card);
      if (!tasks.has(key)) tasks.set(key, { kind: 'card', key, card, scope: src.scopeOf(src.systemOf(card) ?? deck.system) });
    }
    const bk = backKey(deck);
    if (!tasks.has(bk)) tasks.set(bk, { kind: 'back', key: bk, deck, scope: src.scopeOf(deck.system) });
  }
  const stage = await renderStage([...tasks.values()], opts.cache, opts.render ?? {}, opts.progress);
  const seconds = (): number => (performance.now() - t0) / 1000;
  if (stage.failures.length) return { ok: false, problems: await Promise.all(stage.failures.map((f) => formatRenderError(f, catalog))), files: [], images: 0, seconds: seconds() };

  const embedded = new Map<string, EmbeddedFont>();
  const fonts: FontProvider = {
    fontBytes(id) {
      const b = stage.fonts.get(id) ?? opts.cache.bytes('fontfile', id);
      if (!b) throw new Error(`font ${id} is neither in memory nor in the cache; run again with --no-cache`);
      return b;
    },
    cachedFont(key) {
      let f = embedded.get(key);
      if (!f && (f = opts.cache.font(key))) embedded.set(key, f);
      return f;
    },
    storeFont(key, f) {
      embedded.set(key, f);
      opts.cache.storeFont(key, f);
    },
  };
  const files: PlannedFile[] = src.decks.map((deck) => {
    const back = stage.faces(backKey(deck))[0]!;
    const cards = expand(deck).map((c) => ({ front: stage.faces(cardKey(c))[0]!, back }));
    const pdf = writeDtcDeck({ id: deck.id, title: deck.title, cards }, fonts);
    checkDtcBoxes(pdf, cards.length * 2, deck.id);
    return { path: `${deck.id}.pdf`, data: pdf };
  });
  return { ok: true, problems: [], files, images: stage.rendered + stage.cached, seconds: seconds() };
}

/** Every page must be 198×270 pt with the 180×252 pt trim at 9,9 and BleedBox = MediaBox. */
export function checkDtcBoxes(pdf: Uint8Array, pages: number, what: string): void {
  const text = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength).toString('latin1');
  const count = (re: RegExp): number => (text.match(re) ?? []).length;
  const [w, h] = [DTC_PAGE.width, DTC_PAGE.height];
  const media = count(new RegExp(`/MediaBox\\s*\\[\\s*0\\s+0\\s+${w}\\s+${h}\\s*\\]`, 'g'));
  const trim = count(new RegExp(`/TrimBox\\s*\\[\\s*${DTC_TRIM.join('\\s+')}\\s*\\]`, 'g'));
  const bleed = count(new RegExp(`/BleedBox\\s*\\[\\s*0\\s+0\\s+${w}\\s+${h}\\s*\\]`, 'g'));
  const pageObjs = count(/\/Type\s*\/Page\b(?!s)/g);
  if (pageObjs !== pages || media !== pages || trim !== pages || bleed !== pages) {
    throw new Error(`DriveThruCards file for ${what}: expected ${pages} pages of ${w}×${h} pt with TrimBox [${DTC_TRIM.join(' ')}] and BleedBox = MediaBox, found ${pageObjs} pages, ${media} MediaBoxes, ${trim} TrimBoxes, ${bleed} BleedBoxes`);
  }
}
