// DriveThruCards: one PDF per deck, through the print pipeline's render stage (vector, cached,
// same cache keys as `fray print`, so a printed catalog exports instantly) and
// print/layout/dtc.ts. Pages: front, back, front, back… one per card copy.
import { DTC_PAGE, DTC_TRIM, writeDtcDeck } from '../layout/dtc.js';
import { expand } from '../pipeline/decks.js';
import { cachedFontProvider } from '../pipeline/font-provider.js';
import type { RenderTask } from '../pipeline/render-backend.js';
import { renderStage } from '../pipeline/render-stage.js';
import { formatRenderError } from '../pipeline/report.js';
import { pdfxColour, pressDate } from '../pdf/cmyk-colour.js';
import { CmykProfileError } from '../pdf/cmyk-profile.js';
import { choosePressProfile } from './press-profile.js';
import { inspectPdf, type PageObjects } from '../preflight/inspect-pdf.js';
import { preflightDocument } from '../preflight/preflight.js';
import type { ExportCatalog } from './export-catalog.js';
import type { ExportOptions, ExportResult, PlannedFile } from './export-types.js';

export async function exportDtc(src: ExportCatalog, opts: ExportOptions): Promise<ExportResult> {
  const t0 = performance.now();
  const { catalog } = src;
  const { cardKey, backKey } = src.keys;

  const tasks = new Map<string, RenderTask>();
  for (const deck of src.decks) {
    for (const card of deck.cards) {
      const key = cardKey(card);
      if (!tasks.has(key)) tasks.set(key, src.keys.cardTask(card, deck.system, key));
    }
    const bk = backKey(deck);
    if (!tasks.has(bk)) tasks.set(bk, { kind: 'back', key: bk, deck, scope: src.scopeOf(deck.system) });
  }
  const stage = await renderStage([...tasks.values()], opts.cache, opts.render ?? {}, opts.progress);
  const seconds = (): number => (performance.now() - t0) / 1000;
  if (stage.failures.length)
    return {
      ok: false,
      problems: await Promise.all(stage.failures.map((f) => formatRenderError(f, catalog))),
      files: [],
      images: 0,
      seconds: seconds(),
    };

  const fonts = cachedFontProvider(stage.fonts, opts.cache);
  let colour;
  if (opts.dtcColour !== 'rgb')
    try {
      // The same decision as fray print's print-shop/dtc/: without a CMYK profile, no file at all.
      const pick = choosePressProfile(opts.cmykProfile, opts.profileSearch);
      if (!pick.ok) throw new CmykProfileError(pick.message, pick.hint);
      colour = (
        await pdfxColour(opts.date ?? pressDate(), {
          path: pick.path,
          embed: pick.embed,
          given: pick.source === 'given',
        })
      ).colour;
    } catch (e) {
      if (e instanceof CmykProfileError)
        return {
          ok: false,
          problems: [`error: ${e.message}\n  hint: ${e.hint}`],
          files: [],
          images: 0,
          seconds: seconds(),
        };
      throw e;
    }

  const files: PlannedFile[] = [];
  for (const deck of src.decks) {
    const back = stage.faces(backKey(deck))[0]!;
    const cards = expand(deck).map((c) => ({ front: stage.faces(cardKey(c))[0]!, back }));
    const pdf = await writeDtcDeck({ id: deck.id, title: deck.title, cards }, fonts, colour);
    if (colour) await checkDtcFile(pdf, cards.length * 2, deck.id);
    else await checkDtcBoxes(pdf, cards.length * 2, deck.id);
    files.push({ path: `${deck.id}.pdf`, data: pdf });
  }
  return {
    ok: true,
    problems: [],
    files,
    images: stage.rendered + stage.cached,
    cached: stage.cached,
    seconds: seconds(),
  };
}

/**
 * Our own preflight on every file before it is written: each page 198×270 pt with the 180×252 pt
 * trim at 9,9 and BleedBox = MediaBox, and no PDF/X-1a finding (colour, transparency, fonts).
 * A failure here is our bug, never the user's.
 */
export async function checkDtcFile(pdf: Uint8Array, pages: number, what: string): Promise<void> {
  const doc = await inspectPdf(pdf);
  checkBoxes(doc.pages, pages, what);
  const errors = preflightDocument(doc, 'dtc').filter((f) => f.severity === 'error');
  if (errors.length)
    throw new Error(
      `DriveThruCards file for ${what} fails its own preflight: ${errors
        .slice(0, 3)
        .map((f) => `page ${f.page} ${f.object}: ${f.message}`)
        .join('; ')}`,
    );
}

async function checkDtcBoxes(pdf: Uint8Array, pages: number, what: string): Promise<PageObjects[]> {
  return checkBoxes((await inspectPdf(pdf)).pages, pages, what);
}

function checkBoxes(got: PageObjects[], pages: number, what: string): PageObjects[] {
  const same = (a: readonly number[] | undefined, b: readonly number[]): boolean =>
    !!a && a.length === 4 && a.every((v, i) => Math.abs(v - b[i]!) < 0.01);
  const media = [0, 0, DTC_PAGE.width, DTC_PAGE.height];
  const bad = got.filter((p) => !same(p.mediaBox, media) || !same(p.trimBox, DTC_TRIM) || !same(p.bleedBox, media));
  if (got.length !== pages || bad.length) {
    throw new Error(
      `DriveThruCards file for ${what}: expected ${pages} pages of ${DTC_PAGE.width}×${DTC_PAGE.height} pt with TrimBox [${DTC_TRIM.join(' ')}] and BleedBox = MediaBox, found ${got.length} pages, ${bad.length} with other boxes`,
    );
  }
  return got;
}
