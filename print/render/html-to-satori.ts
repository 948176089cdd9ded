// HTML (what the Handlebars templates emit) → Satori's element tree, on htmlparser2.
// HTML block flow is mapped onto flexbox (Satori knows nothing else): a block without an
// explicit `display` becomes a flex column; a run of text mixed with inline tags becomes a
// wrapping row of words, so spaces around inline tags survive and lines still wrap.
import { parseDocument } from 'htmlparser2';
import type { ChildNode, Element } from 'domhandler';
import { lengthPx, parseStyle, type Style } from '../../templates/css-style.js';

export interface SatoriNode {
  readonly type: string;
  readonly props: { style: Style; children?: SatoriChild[] | string; [attr: string]: unknown };
}
export type SatoriChild = SatoriNode | string;

export interface ConvertOptions {
  /** Class name → style (from templates/theme.ts). Unknown classes mean nothing: no Tailwind guessing. */
  readonly classes?: Readonly<Record<string, Style>>;
  /**
   * Typeset printed text (references, sheets): each text node through `text` (quotes, minus signs),
   * and the last two words of every paragraph joined by a no-break space, so no word sits alone on
   * a paragraph's last line.
   */
  readonly typeset?: { readonly text: (s: string) => string };
}

const INLINE = new Set([
  'span',
  'b',
  'strong',
  'i',
  'em',
  'small',
  'u',
  's',
  'sup',
  'sub',
  'a',
  'code',
  'mark',
  'abbr',
  'br',
]);
const SKIP = new Set(['style', 'script', 'head', 'title', 'template', 'meta', 'link', 'noscript']);
const TAG_STYLE: Record<string, Style> = {
  b: { fontWeight: 700 },
  strong: { fontWeight: 700 },
  i: { fontStyle: 'italic' },
  em: { fontStyle: 'italic' },
  small: { fontSize: '0.83em' },
  u: { textDecoration: 'underline' },
  s: { textDecoration: 'line-through' },
};
/** Styles that make an inline element a box of its own rather than styled words. */
const BOX =
  /^(display|background|border|padding|margin|width|height|min|max|flex|position|top|left|right|bottom|borderRadius|boxShadow)/;
/** Attributes kept on the Satori node (the renderer reads them; Satori ignores them). */
const KEEP_ATTRS = ['data-fit', 'data-fit-min', 'data-fit-break', 'data-page'];

/** Every top-level element of the HTML fragment, converted. */
export function htmlToSatori(html: string, opts: ConvertOptions = {}): SatoriNode[] {
  const doc = parseDocument(html, {
    decodeEntities: true,
    lowerCaseTags: true,
    lowerCaseAttributeNames: false,
    recognizeSelfClosing: true,
  });
  const conv = new Converter(opts);
  return doc.children.flatMap((n) =>
    isElement(n) && !SKIP.has(n.name) ? [conv.element(n)].filter((x): x is SatoriNode => !!x) : [],
  );
}

const isElement = (n: ChildNode): n is Element => n.type === 'tag' || n.type === 'script' || n.type === 'style';

interface Token {
  readonly text: string;
  readonly style: Style;
}
type RunItem = Token | { readonly br: true } | { readonly box: SatoriNode };

class Converter {
  constructor(private readonly opts: ConvertOptions) {}

  private text(s: string): string {
    return this.opts.typeset ? this.opts.typeset.text(s) : s;
  }

  private styleOf(el: Element): Style {
    const fromClasses = (el.attribs.class ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((c) => this.opts.classes?.[c] ?? {});
    return Object.assign({}, TAG_STYLE[el.name], ...fromClasses, parseStyle(el.attribs.style));
  }

  element(el: Element): SatoriNode | undefined {
    if (SKIP.has(el.name)) return undefined;
    const style = this.styleOf(el);
    if (style.display === 'none') return undefined;
    const extra: Record<string, unknown> = {};
    for (const a of KEEP_ATTRS) if (el.attribs[a] !== undefined) extra[a] = el.attribs[a];
    if (el.name === 'img') return this.image(el, style, extra);
    if (el.name === 'svg') return this.image(el, style, extra, svgDataUri(el));
    const explicitFlex = style.display === 'flex';
    style.display = 'flex';
    // Satori sizes content boxes; templates are written for border boxes (padding inside the size).
    style.boxSizing ??= 'border-box';
    if (explicitFlex) return { type: el.name, props: { ...extra, style, children: this.flexItems(el.children) } };
    style.flexDirection ??= 'column';
    return { type: el.name, props: { ...extra, style, ...this.blockChildren(el.children, style) } };
  }

  private image(el: Element, style: Style, extra: Record<string, unknown>, src = el.attribs.src ?? ''): SatoriNode {
    const width = lengthPx(el.attribs.width) ?? lengthPx(style.width as string | number | undefined);
    const height = lengthPx(el.attribs.height) ?? lengthPx(style.height as string | number | undefined);
    return {
      type: 'img',
      props: {
        ...extra,
        src,
        ...(width !== undefined ? { width } : {}),
        ...(height !== undefined ? { height } : {}),
        style,
      },
    };
  }

  /** Children of an author-set flex container: each one is a flex item, as in CSS. */
  private flexItems(nodes: ChildNode[]): SatoriChild[] {
    const out: SatoriChild[] = [];
    for (const n of nodes) {
      if (n.type === 'text') {
        const t = this.text(collapse(n.data)).trim();
        if (t) out.push(this.opts.typeset ? keepLast(t) : t);
      } else if (isElement(n)) {
        const c = this.element(n);
        if (c) out.push(c);
      }
    }
    return out;
  }

  /** A block's children: block elements stack; each run of inline content becomes one line box. */
  private blockChildren(nodes: ChildNode[], style: Style): { children?: SatoriChild[] | string } {
    const groups: (SatoriNode | RunItem[])[] = [];
    for (const n of nodes) {
      if (n.type === 'text' || (isElement(n) && INLINE.has(n.name))) {
        const last = groups[groups.length - 1];
        const run = Array.isArray(last) ? last : (groups.push([]), groups[groups.length - 1] as RunItem[]);
        this.inline(n, {}, run);
      } else if (isElement(n)) {
        const c = this.element(n);
        if (c) groups.push(c);
      }
    }
    const runs = groups
      .map((g) => (Array.isArray(g) ? (this.opts.typeset ? keepLastInRun(trimRun(g)) : trimRun(g)) : g))
      .filter((g) => !Array.isArray(g) || g.length > 0);
    if (runs.length === 1 && Array.isArray(runs[0])) {
      const run = runs[0];
      if (run.every((t) => 'text' in t && Object.keys(t.style).length === 0))
        return { children: run.map((t) => (t as Token).text).join('') };
      Object.assign(style, flowStyle(style));
      return { children: flow(run) };
    }
    return {
      children: runs.map((g) =>
        Array.isArray(g)
          ? { type: 'div', props: { style: { display: 'flex', ...flowStyle(style) }, children: flow(g) } }
          : g,
      ),
    };
  }

  /** Flattens inline content into styled text tokens (whitespace collapsed later, across tags). */
  private inline(n: ChildNode, inherited: Style, run: RunItem[]): void {
    if (n.type === 'text') {
      run.push({ text: this.text(collapse(n.data)), style: inherited });
      return;
    }
    if (!isElement(n) || SKIP.has(n.name)) return;
    if (n.name === 'br') {
      run.push({ br: true });
      return;
    }
    const own = this.styleOf(n);
    if (own.display === 'none') return;
    if (n.name === 'img' || n.name === 'svg' || Object.keys(own).some((k) => BOX.test(k))) {
      const box = this.element(n);
      if (box)
        run.push({ box: { type: box.type, props: { ...box.props, style: { ...inherited, ...box.props.style } } } });
      return;
    }
    const style = { ...inherited, ...own };
    for (const c of n.children) this.inline(c, style, run);
  }
}

const collapse = (s: string): string => s.replace(/[ \t\n\r\f]+/g, ' ');

/** The last space of a text of three words or more → a no-break space. */
function keepLast(text: string): string {
  const words = text.split(' ');
  if (words.length < 3) return text;
  return `${words.slice(0, -1).join(' ')}\u00a0${words[words.length - 1]}`;
}

/**
 * A paragraph (one line box) whose last text token holds its last two words gets them joined;
 * a last word styled apart from the one before it (a separate token) is left as it is.
 */
function keepLastInRun(run: RunItem[]): RunItem[] {
  const i = run.length - 1;
  const last = run[i];
  if (!last || !('text' in last)) return run;
  const words = run.reduce((n, t) => n + ('text' in t ? t.text.split(' ').filter(Boolean).length : 0), 0);
  if (words < 3 || !/\S \S/.test(last.text)) return run;
  const at = last.text.lastIndexOf(' ');
  const out = [...run];
  out[i] = { text: `${last.text.slice(0, at)}\u00a0${last.text.slice(at + 1)}`, style: last.style };
  return out;
}

/** Collapses spaces across token boundaries and trims the run's ends, as HTML does for a line box. */
function trimRun(run: RunItem[]): RunItem[] {
  const out: RunItem[] = [];
  let prevSpace = true; // at the start of the line, leading spaces go
  for (const item of run) {
    if (!('text' in item)) {
      out.push(item);
      prevSpace = 'br' in item;
      continue;
    }
    let text = item.text;
    if (prevSpace) text = text.replace(/^ /, '');
    if (!text) continue;
    prevSpace = text.endsWith(' ');
    out.push({ text, style: item.style });
  }
  // trailing space of the last text token, and of tokens right before a <br>
  for (let i = out.length - 1; i >= 0; i--) {
    const it = out[i]!;
    const next = out[i + 1];
    if ('text' in it && (!next || 'br' in next)) {
      const t = it.text.replace(/ $/, '');
      if (t) out[i] = { text: t, style: it.style };
      else out.splice(i, 1);
    }
  }
  return out;
}

function flowStyle(style: Style): Style {
  const justify = style.textAlign === 'center' ? 'center' : style.textAlign === 'right' ? 'flex-end' : undefined;
  return {
    flexDirection: 'row',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    ...(justify ? { justifyContent: justify } : {}),
  };
}

/** One flex item per word (its following space included), so the row wraps like text. */
function flow(run: RunItem[]): SatoriChild[] {
  const out: SatoriChild[] = [];
  for (const item of run) {
    if ('br' in item) out.push({ type: 'div', props: { style: { display: 'flex', width: '100%', height: 0 } } });
    else if ('box' in item) out.push(item.box);
    else
      for (const word of item.text.match(/[^ ]+ ?| /g) ?? []) {
        const prev = out[out.length - 1];
        // A leading space belongs to the word before it (where a line break can drop it).
        if (word === ' ') {
          if (
            prev &&
            typeof prev !== 'string' &&
            typeof prev.props.children === 'string' &&
            !prev.props.children.endsWith(' ')
          ) {
            out[out.length - 1] = { type: prev.type, props: { ...prev.props, children: `${prev.props.children} ` } };
          }
          continue;
        }
        // white-space:pre keeps the word's trailing space, which Satori would trim off a lone item.
        out.push({
          type: 'span',
          props: { style: { display: 'flex', ...item.style, whiteSpace: 'pre' }, children: word },
        });
      }
  }
  return out;
}

function svgDataUri(el: Element): string {
  const attrs = (e: Element) =>
    Object.entries(e.attribs)
      .map(([k, v]) => ` ${k}="${v.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`)
      .join('');
  const ser = (n: ChildNode): string =>
    n.type === 'text'
      ? n.data.replace(/&/g, '&amp;').replace(/</g, '&lt;')
      : isElement(n)
        ? `<${n.name}${attrs(n)}>${n.children.map(ser).join('')}</${n.name}>`
        : '';
  const xml = ser(el).replace(/^<svg(?![^>]*xmlns=)/, '<svg xmlns="http://www.w3.org/2000/svg"');
  return `data:image/svg+xml;base64,${Buffer.from(xml).toString('base64')}`;
}
