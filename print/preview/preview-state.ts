// What `fray preview` shows, kept between saves: every card of every deck as SVG (real text, the
// page serves the fonts), each deck's back, and the catalog's problems placed at their cards. The
// renderer stays loaded; after a save only the cards whose inputs changed are laid out again, and a
// card whose file no longer validates keeps its last good image beside its problem.
import { createHash } from 'node:crypto';
import { loadCatalog } from '../../catalog/load-catalog.js';
import { formatProblem, type Problem } from '../../engine/diagnostics/problem.js';
import type { Progress } from '../../infra/progress.js';
import type { Card } from '../../engine/schema/card.js';
import { buildDecks } from '../pipeline/decks.js';
import { loadRenderAssets, type RenderAssets } from '../render/assets.js';
import { renderBackSvg, renderCardSvg, type RenderContext } from '../render/render-card.js';
import { readTemplateSources } from '../render/template-specs.js';
import { reloadTemplates, templatesDir } from '../render/template-store.js';

export interface PreviewDeck {
  readonly id: string;
  readonly title: string;
  readonly cards: readonly string[];
}

export interface PreviewProblem {
  /** The card it belongs to, when its position lies in one card's entry. */
  readonly card?: string;
  /** `file:line:col  message` and the hint, as `fray check` prints it. */
  readonly text: string;
}

export interface PreviewUpdate {
  /** Cards and backs (`back:<deck>`) whose image changed: id → SVG. */
  readonly images: Record<string, string>;
  readonly decks: readonly PreviewDeck[];
  readonly problems: readonly PreviewProblem[];
}

const sha = (s: string): string => createHash('sha1').update(s).digest('hex');

/**
 * Satori numbers its gradients, patterns and clip paths the same way in every SVG; inline in one
 * page they would share those ids, and every card would paint with the first card's frame and icon.
 */
export function scopeIds(svg: string, scope: string): string {
  const p = `${scope.replace(/[^\w-]/g, '_')}__`;
  return svg
    .replace(/\bid="([^"]+)"/g, (_, id: string) => `id="${p}${id}"`)
    .replace(/url\(#([^)]+)\)/g, (_, id: string) => `url(#${p}${id})`)
    .replace(/\b(xlink:)?href="#([^"]+)"/g, (_, x: string | undefined, id: string) => `${x ?? ''}href="#${p}${id}"`);
}

export class PreviewState {
  private readonly images = new Map<string, { key: string; svg: string }>();
  private decks: PreviewDeck[] = [];
  private problems: PreviewProblem[] = [];
  /** Where each card was last seen (file, line), to place a problem in a file that no longer validates. */
  private readonly origins = new Map<string, { file: string; line: number }>();
  private templatesHash = '';

  private constructor(
    readonly catalogDir: string,
    private readonly assets: RenderAssets,
  ) {}

  /** Loads the renderer and renders every card once; `progress` counts the images of that first render. */
  static async open(catalogDir: string, progress?: Progress): Promise<PreviewState> {
    progress?.status('fray preview: loading the renderer…');
    const state = new PreviewState(catalogDir, await loadRenderAssets());
    await state.refresh(progress);
    return state;
  }

  get fonts(): RenderAssets['fonts'] {
    return this.assets.fonts;
  }

  snapshot(): PreviewUpdate {
    return {
      images: Object.fromEntries([...this.images].map(([id, v]) => [id, v.svg])),
      decks: this.decks,
      problems: this.problems,
    };
  }

  /** Reads the catalog and templates again and renders what changed; returns only the changed images. */
  async refresh(progress?: Progress): Promise<PreviewUpdate> {
    const { hash } = readTemplateSources(templatesDir());
    if (hash !== this.templatesHash) {
      reloadTemplates();
      this.templatesHash = hash;
    }
    const catalog = await loadCatalog(this.catalogDir);
    for (const [id, o] of catalog.origins) this.origins.set(id, { file: o.file, line: o.line });
    const systemName = (id: string): string =>
      String((catalog.tables[id] as { name?: unknown } | undefined)?.name ?? id);
    const decks = buildDecks(catalog.systems, catalog.cardsBySystem, catalog.cards, systemName);
    const changed: Record<string, string> = {};
    const problems: PreviewProblem[] = catalog.problems.map((p) => ({ ...this.cardAt(p), text: formatProblem(p) }));
    const ctxs = new Map<string, RenderContext>();
    const ctxOf = (system: string): RenderContext => {
      let c = ctxs.get(system);
      if (!c) {
        const cards: readonly Card[] = catalog.cardsBySystem[system] ?? [];
        c = {
          assets: this.assets,
          tables: catalog.tables[system],
          system,
          bleedMm: 3,
          cardsById: new Map(cards.map((x) => [x.id, x])),
        };
        ctxs.set(system, c);
      }
      return c;
    };
    progress?.start(
      decks.reduce((n, d) => n + d.cards.length + 1, 0),
      'fray preview: rendering',
    );
    const render = async (id: string, key: string, draw: () => Promise<{ svg: string }>): Promise<void> => {
      await this.renderOne(id, key, draw, changed, problems);
      progress?.tick();
    };
    for (const deck of decks) {
      const ctx = ctxOf(deck.system);
      const tables = JSON.stringify(catalog.tables[deck.system] ?? null);
      for (const card of deck.cards) {
        const listed =
          card.type === 'character'
            ? JSON.stringify([...card.actions, ...card.stances].map((id) => ctx.cardsById.get(id)?.name ?? id))
            : '';
        await render(card.id, sha([hash, tables, JSON.stringify(card), listed].join('\0')), () =>
          renderCardSvg(card, ctx),
        );
      }
      await render(
        `back:${deck.id}`,
        sha([hash, deck.id, deck.title, deck.system, systemName(deck.system)].join('\0')),
        () => renderBackSvg({ id: deck.id, name: deck.title, system: deck.system }, ctx),
      );
    }
    // A card whose file does not validate is missing from the decks: it keeps its place and image.
    const shown = new Set(decks.flatMap((d) => d.cards.map((c) => c.id)));
    const badFiles = new Set(catalog.problems.map((p) => p.file));
    const kept = this.decks
      .map((d) => ({
        ...d,
        cards: d.cards.filter((id) => !shown.has(id) && badFiles.has(this.origins.get(id)?.file ?? '')),
      }))
      .filter((d) => d.cards.length);
    const fresh: PreviewDeck[] = decks.map((d) => ({ id: d.id, title: d.title, cards: d.cards.map((c) => c.id) }));
    for (const k of kept) {
      const same = fresh.find((d) => d.id === k.id);
      if (same) (same.cards as string[]).push(...k.cards.filter((id) => !same.cards.includes(id)));
      else fresh.push(k);
    }
    this.decks = fresh;
    this.problems = problems;
    progress?.done();
    return { images: changed, decks: this.decks, problems };
  }

  /** Renders one image unless its inputs (`key`) are unchanged; a failure keeps the last good image. */
  private async renderOne(
    id: string,
    key: string,
    draw: () => Promise<{ svg: string }>,
    changed: Record<string, string>,
    problems: PreviewProblem[],
  ): Promise<void> {
    if (this.images.get(id)?.key === key) return;
    try {
      const svg = scopeIds((await draw()).svg, id);
      this.images.set(id, { key, svg });
      changed[id] = svg;
    } catch (e) {
      // The last good image stays; the problem shows beside it.
      const err = e as Error & { hint?: string };
      problems.push({
        card: id.startsWith('back:') ? undefined : id,
        text: `${id}: ${err.message}${err.hint ? `\n    hint: ${err.hint}` : ''}`,
      } as PreviewProblem);
    }
  }

  /** The card whose entry holds a problem's position (the last card starting at or above its line in that file). */
  private cardAt(p: Problem): { card?: string } {
    let best: { id: string; line: number } | undefined;
    for (const [id, o] of this.origins) {
      if (o.file !== p.file || o.line > p.line) continue;
      if (!best || o.line > best.line) best = { id, line: o.line };
    }
    return best ? { card: best.id } : {};
  }
}
