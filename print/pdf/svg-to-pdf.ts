// Satori's SVG → PDF drawing operators, vector all the way: shapes, strokes, gradients (PDF
// shadings), patterns (tiled), clip paths, masks (luminosity soft masks), images (nested SVG
// drawn as vectors, rasters as image XObjects) and real text in embedded fonts. Anything the
// writer cannot draw faithfully throws UnsupportedSvgError instead of being dropped.
import { parseColor, type Rgba } from './color.js';
import { emptyResources, type Drawing, type GState, type Shading } from './drawing.js';
import { UnsupportedSvgError } from './errors.js';
import type { FontSet } from './font-set.js';
import { parseTransform } from './matrix.js';
import { num } from './pdf-num.js';
import { pathBBox, type Seg } from './path-data.js';
import type { Canvas, Doc } from './svg-canvas.js';
import { clipOps, maskOps } from './svg-clip.js';
import { rasterFromBytes } from './raster.js';
import { filterLayers } from './svg-filter.js';
import {
  colorOps,
  currentColor,
  inherit,
  numAttr,
  opacityValue,
  segmentsToOps,
  shapeSegments,
  urlRef,
  type Inherited,
} from './svg-paint.js';
import { gradientOps, patternOps } from './svg-paint-server.js';
import { textOps } from './svg-text.js';
import { indexIds, parseSvg, type SvgNode } from './svg-tree.js';
import { checkAttributes, NOT_DRAWN, SHAPES } from './svg-support.js';
import { fitBox, matrixOps, viewBoxOps } from './svg-viewport.js';

const BIG_BOX = [-100000, -100000, 100000, 100000] as const;
const MAX_DEPTH = 64;

export function svgToDrawing(svg: string, fonts: FontSet): Drawing {
  return new SvgToPdf(fonts).convert(svg);
}

class SvgToPdf implements Canvas {
  private readonly res = emptyResources();
  private readonly glyphs: Record<string, Record<number, string>> = {};
  private readonly fontNames = new Map<string, string>();
  private readonly gstateNames = new Map<string, string>();
  readonly maskNames = new Map<string, string>();
  private readonly imageNames = new Map<string, string>();
  private docCount = 0;
  private depth = 0;

  constructor(private readonly fonts: FontSet) {}

  convert(svg: string): Drawing {
    const root = parseSvg(svg);
    checkAttributes(root);
    const width = numAttr(root, 'width', Number.NaN);
    const height = numAttr(root, 'height', Number.NaN);
    if (!Number.isFinite(width) || !Number.isFinite(height))
      throw new UnsupportedSvgError('the root <svg> needs numeric width and height');
    const doc = this.doc(root);
    let ops = `1 0 0 -1 0 ${num(height)} cm\n`;
    ops += `0 0 ${num(width)} ${num(height)} re W n\n`; // the viewport clips, as in resvg
    ops += viewBoxOps(root, 0, 0, width, height, 'none');
    ops += this.children(root, inherit({}, root), doc, 1);
    return { width, height, ops, resources: this.res, glyphs: this.glyphs };
  }

  private doc(root: SvgNode, ids = indexIds(root)): Doc {
    return { ids, key: `d${this.docCount++}` };
  }

  children(node: SvgNode, inh: Inherited, doc: Doc, alpha: number): string {
    let out = '';
    for (const c of node.children) out += this.node(c, inh, doc, alpha);
    return out;
  }

  private node(node: SvgNode, parentInh: Inherited, doc: Doc, alpha: number): string {
    if (NOT_DRAWN.has(node.name)) return '';
    checkAttributes(node);
    if (node.attrs.display === 'none' || node.attrs.visibility === 'hidden') return '';
    if (++this.depth > MAX_DEPTH)
      throw new UnsupportedSvgError('SVG nesting too deep (a mask or pattern refers to itself?)');
    try {
      const inh = inherit(parentInh, node);
      let out = 'q\n';
      const t = node.attrs.transform;
      if (t?.trim()) out += matrixOps(parseTransform(t));
      const clip = urlRef(node.attrs['clip-path']);
      if (clip) out += clipOps(this, clip, doc);
      else if (node.attrs['clip-path'] && node.attrs['clip-path'] !== 'none')
        throw new UnsupportedSvgError(`clip-path '${node.attrs['clip-path']}' is not supported`);
      const mask = urlRef(node.attrs.mask);
      if (mask) out += maskOps(this, mask, doc);
      const opacity = opacityValue(node.attrs.opacity);
      const filter = urlRef(node.attrs.filter);
      const body = (a: number, override?: Rgba): string =>
        this.body(node, override ? { ...inh, override: rgbString(override) } : inh, doc, a);
      const drawAll = (a: number): string => {
        if (!filter) return body(a);
        const f = doc.ids.get(filter);
        if (f?.name !== 'filter') throw new UnsupportedSvgError(`filter '#${filter}' not found`);
        let s = '';
        for (const layer of filterLayers(f)) {
          if (layer.kind === 'source') s += body(a);
          else s += `q\n1 0 0 1 ${num(layer.dx)} ${num(layer.dy)} cm\n${body(a * layer.opacity, layer.color)}Q\n`;
        }
        return s;
      };
      if (opacity < 1 && (node.children.length > 0 || filter) && node.name !== 'text') {
        // Group opacity: the children are composited together first, then faded as one.
        const form = this.addForm(drawAll(1));
        out += `/${this.gstate({ ca: opacity, CA: opacity })} gs\n/${form} Do\n`;
      } else {
        out += drawAll(alpha * opacity);
      }
      return `${out}Q\n`;
    } finally {
      this.depth--;
    }
  }

  private body(node: SvgNode, inh: Inherited, doc: Doc, alpha: number): string {
    if (node.name === 'g' || node.name === 'a') return this.children(node, inh, doc, alpha);
    if (SHAPES.has(node.name)) return this.shape(node, inh, doc, alpha);
    if (node.name === 'text') return this.text(node, inh, alpha);
    if (node.name === 'image') return this.image(node, alpha);
    if (node.name === 'svg') {
      const x = numAttr(node, 'x');
      const y = numAttr(node, 'y');
      const w = numAttr(node, 'width', Number.NaN);
      const h = numAttr(node, 'height', Number.NaN);
      if (!Number.isFinite(w) || !Number.isFinite(h))
        throw new UnsupportedSvgError('nested <svg> needs width and height');
      return (
        `${x} ${y} ${w} ${h} re W n\n` +
        viewBoxOps(node, x, y, w, h, node.attrs.preserveAspectRatio) +
        this.children(node, inh, doc, alpha)
      );
    }
    throw new UnsupportedSvgError(`SVG element <${node.name}> is not supported by the PDF writer`);
  }

  private shape(node: SvgNode, inh: Inherited, doc: Doc, alpha: number): string {
    const segs = shapeSegments(node);
    if (!segs.length) return '';
    const path = segmentsToOps(segs);
    const cur = currentColor(inh);
    const rawFill = node.name === 'line' ? 'none' : (inh.fill ?? 'black');
    const rawStroke = inh.stroke ?? 'none';
    const fillAttr = inh.override && rawFill !== 'none' ? inh.override : rawFill;
    const strokeAttr = inh.override && rawStroke !== 'none' ? inh.override : rawStroke;
    const evenodd = inh['fill-rule'] === 'evenodd';
    let out = '';
    const strokeWidth = inh['stroke-width'] !== undefined ? Number.parseFloat(inh['stroke-width']) : 1;
    const fillRef = urlRef(fillAttr);
    const strokeRef = urlRef(strokeAttr);
    if (strokeRef)
      throw new UnsupportedSvgError(
        `<${node.name}> stroke="${strokeAttr}": gradient or pattern strokes are not supported`,
      );
    const fillColor = fillRef ? undefined : parseColor(fillAttr, cur);
    const strokeColor = strokeWidth > 0 ? parseColor(strokeAttr, cur) : undefined;
    const fillA = alpha * opacityValue(inh['fill-opacity']);
    const strokeA = alpha * opacityValue(inh['stroke-opacity']);
    if (fillRef) out += this.paintServer(fillRef, segs, path, evenodd, doc, fillA);
    else if (fillColor && fillColor.a * fillA > 0) {
      out +=
        this.alphaOps(fillColor.a * fillA, undefined) + colorOps(fillColor, false) + path + (evenodd ? 'f*\n' : 'f\n');
    }
    if (strokeColor && strokeColor.a * strokeA > 0) {
      out +=
        this.alphaOps(undefined, strokeColor.a * strokeA) +
        colorOps(strokeColor, true) +
        this.strokeStyle(inh, strokeWidth) +
        path +
        'S\n';
    }
    return out ? `q\n${out}Q\n` : '';
  }

  private strokeStyle(inh: Inherited, width: number): string {
    let s = `${num(width)} w\n`;
    const cap = { butt: 0, round: 1, square: 2 }[inh['stroke-linecap'] ?? 'butt'];
    const join = { miter: 0, round: 1, bevel: 2 }[inh['stroke-linejoin'] ?? 'miter'];
    if (cap === undefined || join === undefined)
      throw new UnsupportedSvgError(`stroke-linecap/linejoin '${inh['stroke-linecap']}/${inh['stroke-linejoin']}'`);
    s += `${cap} J ${join} j\n`;
    if (inh['stroke-miterlimit']) s += `${num(Number.parseFloat(inh['stroke-miterlimit']))} M\n`;
    const dash = inh['stroke-dasharray'];
    if (dash && dash !== 'none') {
      const parts = dash
        .split(/[\s,]+/)
        .filter(Boolean)
        .map(Number);
      if (parts.some((n) => !Number.isFinite(n) || n < 0)) throw new UnsupportedSvgError(`stroke-dasharray '${dash}'`);
      const arr = parts.length % 2 ? [...parts, ...parts] : parts;
      if (arr.some((n) => n > 0))
        s += `[${arr.map(num).join(' ')}] ${num(Number.parseFloat(inh['stroke-dashoffset'] ?? '0'))} d\n`;
    }
    return s;
  }

  /** Fill with a gradient or pattern: clip to the shape, then paint the server inside. */
  private paintServer(id: string, segs: Seg[], path: string, evenodd: boolean, doc: Doc, alpha: number): string {
    const server = doc.ids.get(id);
    if (!server) throw new UnsupportedSvgError(`paint server '#${id}' not found`);
    const bbox = pathBBox(segs);
    let out = `q\n${path}${evenodd ? 'W*' : 'W'} n\n`;
    if (server.name === 'linearGradient' || server.name === 'radialGradient')
      out += gradientOps(this, server, bbox, doc, alpha);
    else if (server.name === 'pattern') out += patternOps(this, server, bbox, doc, alpha);
    else throw new UnsupportedSvgError(`fill refers to <${server.name}>, which is not a paint server`);
    return `${out}Q\n`;
  }

  private text(node: SvgNode, inh: Inherited, alpha: number): string {
    if (node.children.length)
      throw new UnsupportedSvgError(`<${node.children[0]!.name}> inside <text> is not supported`);
    if (!node.text) return '';
    const fillAttr = inh.override ?? inh.fill ?? 'black';
    if (urlRef(fillAttr)) throw new UnsupportedSvgError('text filled with a gradient or pattern is not supported');
    if (inh.stroke && inh.stroke !== 'none') throw new UnsupportedSvgError('stroked text is not supported');
    const color = parseColor(fillAttr, currentColor(inh));
    if (!color) return '';
    const a = color.a * alpha * opacityValue(inh['fill-opacity']);
    if (a <= 0) return '';
    // The colour inside BT … ET: the press conversion (cmyk-colour.ts) knows it is a text colour.
    return `q\n${this.alphaOps(a, undefined)}BT\n${colorOps(color, false)}${this.glyphRun(node, inh)}ET\nQ\n`;
  }

  glyphRun(node: SvgNode, inh: Inherited): string {
    return textOps(
      {
        text: node.text,
        x: numAttr(node, 'x'),
        y: numAttr(node, 'y'),
        size: Number.parseFloat(inh['font-size'] ?? '16'),
        family: inh['font-family'] ?? '',
        weight: inh['font-weight'],
        style: inh['font-style'],
        letterSpacing: inh['letter-spacing'] ? Number.parseFloat(inh['letter-spacing']) || 0 : 0,
        ...(node.attrs.width !== undefined && Number.isFinite(Number(node.attrs.width))
          ? { width: Number(node.attrs.width) }
          : {}),
      },
      this.fonts,
      (id) => this.fontName(id),
      (id, gid, ch) => {
        const g = (this.glyphs[id] ??= {});
        if (!(gid in g)) g[gid] = ch;
      },
    );
  }

  private image(node: SvgNode, alpha: number): string {
    const href = node.attrs.href ?? node.attrs['xlink:href'] ?? '';
    const m = /^data:([^;,]*)((?:;[^;,]*)*),(.*)$/s.exec(href);
    if (!m) throw new UnsupportedSvgError(`<image> href must be a data: URI (got '${href.slice(0, 40)}')`);
    const mime = m[1]!.toLowerCase();
    const base64 = /;base64/i.test(m[2]!);
    const x = numAttr(node, 'x');
    const y = numAttr(node, 'y');
    const w = numAttr(node, 'width');
    const h = numAttr(node, 'height');
    if (w <= 0 || h <= 0) return '';
    const par = node.attrs.preserveAspectRatio ?? 'xMidYMid meet';
    let out = alpha < 1 ? this.alphaOps(alpha, alpha) : '';
    if (mime === 'image/svg+xml') {
      const { root, ids } = nestedSvg(href, m[3]!, base64);
      checkAttributes(root);
      const doc = this.doc(root, ids);
      out += `${num(x)} ${num(y)} ${num(w)} ${num(h)} re W n\n`;
      out += viewBoxOps(root, x, y, w, h, par);
      if (alpha < 1)
        return `q\n/${this.gstate({ ca: alpha, CA: alpha })} gs\n/${this.addForm(out.replace(/^.*gs\n/, '') + this.children(root, inherit({}, root), doc, 1))} Do\nQ\n`;
      return `q\n${out}${this.children(root, inherit({}, root), doc, 1)}Q\n`;
    }
    let name = this.imageNames.get(href);
    const bytes = base64 ? Buffer.from(m[3]!, 'base64') : Buffer.from(decodeURIComponent(m[3]!), 'latin1');
    if (!name) {
      name = this.add(this.res.images, 'Im', rasterFromBytes(bytes, mime));
      this.imageNames.set(href, name);
    }
    const img = this.res.images[name]!;
    const box = fitBox(img.width, img.height, x, y, w, h, par);
    out += box.clip ? `${num(x)} ${num(y)} ${num(w)} ${num(h)} re W n\n` : '';
    out += `${num(box.w)} 0 0 ${num(-box.h)} ${num(box.x)} ${num(box.y + box.h)} cm\n/${name} Do\n`;
    return `q\n${out}Q\n`;
  }

  alphaOps(fill: number | undefined, stroke: number | undefined): string {
    const g: GState = {};
    if (fill !== undefined && fill < 1) (g as { ca?: number }).ca = round(fill);
    if (stroke !== undefined && stroke < 1) (g as { CA?: number }).CA = round(stroke);
    if (g.ca === undefined && g.CA === undefined) return '';
    return `/${this.gstate(g)} gs\n`;
  }

  gstate(g: GState): string {
    const key = JSON.stringify(g);
    let name = this.gstateNames.get(key);
    if (!name) {
      name = this.add(this.res.gstates, 'G', g);
      this.gstateNames.set(key, name);
    }
    return name;
  }

  addForm(ops: string): string {
    return this.add(this.res.forms, 'Fm', { bbox: BIG_BOX, ops });
  }

  addShading(s: Shading): string {
    return this.add(this.res.shadings, 'Sh', s);
  }

  private fontName(id: string): string {
    let name = this.fontNames.get(id);
    if (!name) {
      name = this.add(this.res.fonts, 'F', id);
      this.fontNames.set(id, name);
    }
    return name;
  }

  private add<T>(dict: Record<string, T>, prefix: string, value: T): string {
    const name = `${prefix}${Object.keys(dict).length + 1}`;
    dict[name] = value;
    return name;
  }
}

// Parsed nested SVG images by href, least recently used first: cards repeat the same icons in
// the same colours, and nothing writes to a parsed tree (SvgNode is read-only), so a render
// worker can share them between cards.
const NESTED_SVG_CACHE_SIZE = 64;
const nestedSvgs = new Map<string, { root: SvgNode; ids: Map<string, SvgNode> }>();

function nestedSvg(href: string, data: string, base64: boolean): { root: SvgNode; ids: Map<string, SvgNode> } {
  let entry = nestedSvgs.get(href);
  if (entry) nestedSvgs.delete(href);
  else {
    const root = parseSvg(base64 ? Buffer.from(data, 'base64').toString('utf8') : decodeURIComponent(data));
    entry = { root, ids: indexIds(root) };
    if (nestedSvgs.size >= NESTED_SVG_CACHE_SIZE) nestedSvgs.delete(nestedSvgs.keys().next().value!);
  }
  nestedSvgs.set(href, entry);
  return entry;
}

function round(n: number): number {
  return Math.round(n * 1000) / 1000;
}

function rgbString(c: Rgba): string {
  return `rgba(${c.r * 255},${c.g * 255},${c.b * 255},${c.a})`;
}
