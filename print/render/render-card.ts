// Cards, backs and reference pages: Handlebars template → HTML → Satori tree → text fit →
// Satori SVG with real <text> (embedFont: false), which the PDF writer draws as selectable text.
import type { SheetData } from '../../campaign/derive.js';
import type { Card } from '../../engine/schema/card.js';
import { cardContext, cardGeometry, PX_PER_MM } from '../../templates/card-context.js';
import { BACK_COLOURS, CLASSES, SYSTEM_EMBLEMS, THEME } from '../../templates/theme.js';
import { smartQuotes, trueMinus } from '../../templates/typography.js';
import type { Rect } from '../layout/geometry.js';
import { iconDataUri, type RenderAssets } from './assets.js';
import { TemplateError } from './errors.js';
import { checkGlyphs } from './glyph-check.js';
import { checkPageFits, fitText, layoutFitted, type LayoutFn } from './fit.js';
import { htmlToSatori, type SatoriNode } from './html-to-satori.js';
import { template } from './template-store.js';
import { treeToHtml } from './tree-to-html.js';
import { sheetContext } from './sheet-context.js';
import { withExtFamilies } from './font-families.js';
import { satoriFonts } from './satori-fonts.js';
import { loadSatori } from './satori-module.js';

// Satori's CommonJS build, through V8's code cache when there is one (satori-module.ts); as an
// ES module import, node also ran its CommonJS export scan over Satori and its dependencies.
const satori = loadSatori().satori;

export interface RenderContext {
  readonly assets: RenderAssets;
  readonly tables: unknown;
  readonly system: string;
  /** Display name of the system; defaults to the tables' `name`. */
  readonly systemName?: string;
  readonly bleedMm: number;
  /** The system's cards (deck summaries, references). */
  readonly cardsById: ReadonlyMap<string, Card>;
}

export interface RenderedCard {
  readonly svg: string;
  /** The same layout as HTML with explicit flex styles (what a browser would print). */
  readonly html: string;
  readonly width: number;
  readonly height: number;
  readonly trimBox: Rect;
}

export const A4_MM = { width: 210, height: 297 } as const;
/** References and sheets: typographic quotes, minus signs and no lone last word in every paragraph. */
const TYPESET = { text: (s: string): string => trueMinus(smartQuotes(s)) };
import { ATTRIBUTION } from './attribution.js';
export { ATTRIBUTION };

const layoutWith =
  (assets: RenderAssets): LayoutFn =>
  (node, width, height) =>
    satori(stripAttrs(node) as never, { width, height, fonts: satoriFonts(assets, node), embedFont: false });

/** Our data-* attributes mean nothing to Satori. */
function stripAttrs(node: SatoriNode): SatoriNode {
  const { children, ...props } = node.props;
  for (const k of Object.keys(props)) if (k.startsWith('data-')) delete props[k];
  const family = props.style?.fontFamily;
  if (typeof family === 'string') props.style = { ...props.style, fontFamily: withExtFamilies(family) };
  return {
    type: node.type,
    props: {
      ...props,
      ...(children === undefined
        ? {}
        : {
            children:
              typeof children === 'string'
                ? children
                : children.map((c) => (typeof c === 'string' ? c : stripAttrs(c))),
          }),
    },
  };
}

function systemInfo(ctx: RenderContext): { id: string; name: string } {
  const fromTables = (ctx.tables as { name?: unknown } | undefined)?.name;
  return { id: ctx.system, name: ctx.systemName ?? (typeof fromTables === 'string' ? fromTables : ctx.system) };
}

/**
 * Templates get a short token for an icon, swapped for its data URI after the HTML is parsed:
 * the URI is kilobytes of base64 that the HTML tokenizer would otherwise walk on every card.
 */
const ICON_TOKEN = 'fray-icon:';
const iconToken = (assets: RenderAssets, name: string, colour: string): string | undefined =>
  assets.icons.body(name) === undefined ? undefined : `${ICON_TOKEN}${name}:${colour}`;

/** The art's data URI can be megabytes: the template gets this token instead, resolved like icons. */
const ART_TOKEN = 'fray-art:';

function resolveIcons(node: SatoriNode, assets: RenderAssets, art?: string): void {
  const src = node.props.src;
  if (node.type === 'img' && src === ART_TOKEN) node.props.src = art;
  if (node.type === 'img' && typeof src === 'string' && src.startsWith(ICON_TOKEN)) {
    const rest = src.slice(ICON_TOKEN.length);
    const cut = rest.indexOf(':');
    node.props.src = iconDataUri(assets, rest.slice(0, cut), rest.slice(cut + 1));
  }
  const kids = node.props.children;
  if (Array.isArray(kids)) for (const c of kids) if (typeof c !== 'string') resolveIcons(c, assets, art);
}

function single(html: string, what: string, assets?: RenderAssets, art?: string): SatoriNode {
  const nodes = htmlToSatori(html, { classes: CLASSES });
  if (assets) for (const n of nodes) resolveIcons(n, assets, art);
  if (nodes.length !== 1)
    throw new TemplateError(
      `${what}: the template must produce exactly one root element (got ${nodes.length})`,
      'wrap the template in one <div>',
    );
  return nodes[0]!;
}

async function renderTree(
  tree: SatoriNode,
  subject: string,
  assets: RenderAssets,
  bleedMm: number,
): Promise<RenderedCard> {
  const layout = layoutWith(assets);
  const g = cardGeometry(bleedMm);
  const svg = await layoutFitted(tree, subject, layout, g.width, g.height);
  checkGlyphs(svg, assets, subject);
  // The HTML (previews, the Chromium benchmark) only when asked for: the PDFs never read it.
  return {
    svg,
    get html() {
      return treeToHtml(stripAttrs(tree));
    },
    width: g.width,
    height: g.height,
    trimBox: { x: g.bleed, y: g.bleed, width: g.width - 2 * g.bleed, height: g.height - 2 * g.bleed },
  };
}

function cardTree(card: Card, ctx: RenderContext, art?: string): SatoriNode {
  const t = template(`cards/${card.type}`);
  if (!t)
    throw new TemplateError(
      `card ${card.id}: no template for card type ${card.type}`,
      `add templates/cards/${card.type}.hbs`,
    );
  const context = cardContext(card, {
    tables: ctx.tables,
    system: systemInfo(ctx),
    bleedMm: ctx.bleedMm,
    cardsById: ctx.cardsById,
    icon: (name, colour) => iconToken(ctx.assets, name, colour),
    ...(art ? { art: ART_TOKEN } : {}),
  });
  return single(t(context), `card ${card.id}`, ctx.assets, art);
}

/** `art`: the card's art as a data: URI (catalog/card-art.ts reads and checks the file). */
export function renderCardSvg(card: Card, ctx: RenderContext, art?: string): Promise<RenderedCard> {
  return renderTree(cardTree(card, ctx, art), `card ${card.id}`, ctx.assets, ctx.bleedMm);
}

/** The face as browser HTML (fitted the same way), for previews and the Chromium benchmark. */
export async function renderCardHtml(card: Card, ctx: RenderContext): Promise<string> {
  const tree = cardTree(card, ctx);
  const g = cardGeometry(ctx.bleedMm);
  await layoutFitted(tree, `card ${card.id}`, layoutWith(ctx.assets), g.width, g.height);
  return treeToHtml(stripAttrs(tree));
}

export interface DeckInfo {
  readonly id: string;
  readonly name: string;
  readonly system: string;
}

export function renderBackSvg(deck: DeckInfo, ctx: RenderContext): Promise<RenderedCard> {
  const t = template('backs/deck');
  if (!t) throw new TemplateError('no back template', 'add templates/backs/deck.hbs');
  const emblem = SYSTEM_EMBLEMS[deck.system] ?? SYSTEM_EMBLEMS.default!;
  const html = t({
    deck,
    system: systemInfo(ctx),
    theme: THEME,
    colours: BACK_COLOURS,
    geom: cardGeometry(ctx.bleedMm),
    emblem: iconToken(ctx.assets, emblem, THEME.gold),
  });
  return renderTree(
    single(html, `back of deck ${deck.id}`, ctx.assets),
    `back of deck ${deck.id}`,
    ctx.assets,
    ctx.bleedMm,
  );
}

/** Every `<section class="page">` of templates/reference/<system>.hbs as one A4 page. */
export async function renderReferencePagesSvg(system: string, ctx: RenderContext): Promise<RenderedCard[]> {
  const t = template(`reference/${system}`);
  if (!t) return [];
  const cards = [...ctx.cardsById.values()];
  const html = t({
    system: systemInfo(ctx),
    tables: ctx.tables,
    cards,
    characters: cards.filter((c) => c.type === 'character'),
    attribution: ATTRIBUTION,
    theme: THEME,
  });
  const pages = htmlToSatori(html, { classes: CLASSES, typeset: TYPESET }).filter((n) => n.type === 'section');
  if (!pages.length)
    throw new TemplateError(
      `${system} reference: no <section class="page"> in the template`,
      'emit one <section class="page"> per A4 page',
    );
  const width = A4_MM.width * PX_PER_MM;
  const height = A4_MM.height * PX_PER_MM;
  const layout = layoutWith(ctx.assets);
  const out: RenderedCard[] = [];
  for (const [i, page] of pages.entries()) {
    const subject = `${system} reference page ${i + 1}`;
    await fitText(page, subject, layout);
    await checkPageFits(page, width, height, subject, layout);
    const root: SatoriNode = { type: 'div', props: { style: { display: 'flex', width, height }, children: [page] } };
    const svg = await layout(root, width, height);
    checkGlyphs(svg, ctx.assets, subject);
    out.push({ svg, html: treeToHtml(stripAttrs(root)), width, height, trimBox: { x: 0, y: 0, width, height } });
  }
  return out;
}

/** A built character's sheet (campaign/derive.ts SheetData): one A4 page, vector with real text. */
export async function renderSheetSvg(sheet: SheetData, ctx: RenderContext): Promise<RenderedCard> {
  const t = template('sheets/character');
  if (!t)
    throw new TemplateError('no character sheet template (templates/sheets/character.hbs)', 'restore the template');
  const html = t(sheetContext(sheet, ctx.tables));
  const pages = htmlToSatori(html, { classes: CLASSES, typeset: TYPESET }).filter((n) => n.type === 'section');
  const width = A4_MM.width * PX_PER_MM;
  const height = A4_MM.height * PX_PER_MM;
  const layout = layoutWith(ctx.assets);
  const subject = `${sheet.name}'s character sheet`;
  await fitText(pages[0]!, subject, layout);
  await checkPageFits(pages[0]!, width, height, subject, layout);
  const root: SatoriNode = { type: 'div', props: { style: { display: 'flex', width, height }, children: [pages[0]!] } };
  const svg = await layout(root, width, height);
  checkGlyphs(svg, ctx.assets, subject);
  return { svg, html: treeToHtml(stripAttrs(root)), width, height, trimBox: { x: 0, y: 0, width, height } };
}
