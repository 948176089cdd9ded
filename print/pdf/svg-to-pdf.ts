// Satori's SVG → PDF drawing operators, vector all the way: shapes, strokes, gradients (PDF
// shadings), patterns (tiled), clip paths, masks (luminosity soft masks), images (nested SVG
// drawn as vectors, rasters as image XObjects) and real text in embedded fonts. Anything the
// writer cannot draw faithfully throws UnsupportedSvgError instead of being dropped.
import { parseColor, type Rgba } from './color.js';
import { emptyResources, type Drawing, type GState, type Shading } from './drawing.js';
import { UnsupportedSvgError } from './errors.js';
import type { FontSet } from './font-set.js';
import { apply, IDENTITY, invert, multiply, parseTransform, type Matrix } from './matrix.js';
import { num } from './pdf-file.js';
import { pathBBox, type Seg } from './path-data.js';
import { rasterFromBytes } from './raster.js';
import { filterLayers } from './svg-filter.js';
import {
  colorOps, currentColor, gradientStops, inherit, numAttr, opacityValue, segmentsToOps, shapeSegments, transformSegments, urlRef, type Inherited,
} from './svg-paint.js';
import { textOps } from './svg-text.js';
import { indexIds, parseSvg, type SvgNode } from './svg-tree.js';
import { checkAttributes, NOT_DRAWN, SHAPES } from './svg-support.js';

interface Doc {
  readonly ids: Map<string, SvgNode>;
  readonly key: string;
}

const BIG_BOX = [-100000, -100000, 100000, 100000] as const;
const MAX_DEPTH = 64;

export function svgToDrawing(svg: string, fonts: FontSet): Drawing {
  return new SvgToPdf(fonts).convert(svg);
}

class SvgToPdf {
  private readonly res = emptyResources();
  private readonly glyphs: Record<string, Record<number, string>> = {};
  private readonly fontNames = new Map<string, string>();
  private readonly gstateNames = new Map<string, string>();
  private readonly maskNames = new Map<string, string>();
  private readonly imageNames = new Map<string, string>();
  private docCount = 0;
  private depth = 0;

  constructor(private readonly fonts: FontSet) {}

  convert(svg: string): Drawing {
    const root = parseSvg(svg);
    checkAttributes(root);
    const width = numAttr(root, 'width', Number.NaN);
    const height = numAttr(root, 'height', Number.NaN);
    if (!Number.isFinite(width) || !Number.isFinite(height)) throw new UnsupportedSvgError('the root <svg> needs numeric width and height');
    const doc = this.doc(root);
    let ops = `1 0 0 -1 0 ${num(height)} cm\n`;
    ops += `0 0 ${num(width)} ${num(height)} re W n\n`; // the viewport clips, as in resvg
    ops += this.viewBoxOps(root, 0, 0, width, height, 'none');
    ops += this.children(root, inherit({}, root), doc, 1);
    return { width, height, ops, resources: this.res, glyphs: this.glyphs };
  }

  private doc(root: SvgNode): Doc {
    return { ids: indexIds(root), key: `d${this.docCount++}` };
  }

  private children(node: SvgNode, inh: Inherited, doc: Doc, alpha: number): string {
    let out = '';
    for (const c of node.children) out += this.node(c, inh, doc, alpha);
    return out;
  }

  private node(node: SvgNode, parentInh: Inherited, doc: Doc, alpha: number): string {
    if (NOT_DRAWN.has(node.name)) return '';
    checkAttributes(node);
    if (node.attrs.display === 'none' || node.attrs.visibility === 'hidden') return '';
    if (++this.depth > MAX_DEPTH) throw new UnsupportedSvgError('SVG nesting too deep (a mask or pattern refers to itself?)');
    try {
      const inh = inherit(parentInh, node);
      let out = 'q\n';
      const t = node.attrs.transform;
      if (t && t.trim()) out += matrixOps(parseTransform(t));
      const clip = urlRef(node.attrs['clip-path']);
      if (clip) out += this.clipOps(clip, doc);
      else if (node.attrs['clip-path'] && node.attrs['clip-path'] !== 'none') throw new UnsupportedSvgError(`clip-path '${node.attrs['clip-path']}' is not supported`);
      const mask = urlRef(node.attrs.mask);
      if (mask) out += this.maskOps(mask, doc);
      const opacity = opacityValue(node.attrs.opacity);
      const filter = urlRef(node.attrs.filter);
      const body = (a: number, override?: Rgba): string => this.body(node, override ? { ...inh, override: rgbString(override) } : inh, doc, a);
      const drawAll = (a: number): string => {
        if (!filter) return body(a);
        const f = doc.ids.get(filter);
        if (!f || f.name !== 'filter') throw new UnsupportedSvgError(`filter '#${filter}' not found`);
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
      return out + 'Q\n';
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
      if (!Number.isFinite(w) || !Number.isFinite(h)) throw new UnsupportedSvgError('nested <svg> needs width and height');
      return `${x} ${y} ${w} ${h} re W n\n` + this.viewBoxOps(node, x, y, w, h, node.attrs.preserveAspectRatio) + this.children(node, inh, doc, alpha);
    }
    throw new UnsupportedSvgError(`SVG element <${node.name}> is not supported by the PDF writer`);
  }

  private shape(node: SvgNode, inh: Inherited, doc: Doc, alpha: number): string {
    const segs = shapeSegments(node);
    if (!segs.length) return '';
    const path = segmentsToOps(segs);
    const cur = currentColor(inh);
    const rawFill = node.name === 'line' ? 'none' : inh.fill ?? 'black';
    const rawStroke = inh.stroke ?? 'none';
    const fillAttr = inh.override && rawFill !== 'none' ? inh.override : rawFill;
    const strokeAttr = inh.override && rawStroke !== 'none' ? inh.override : rawStroke;
    const evenodd = inh['fill-rule'] === 'evenodd';
    let out = '';
    const strokeWidth = inh['stroke-width'] !== undefined ? Number.parseFloat(inh['stroke-width']) : 1;
    const fillRef = urlRef(fillAttr);
    const strokeRef = urlRef(strokeAttr);
    if (strokeRef) throw new UnsupportedSvgError(`<${node.name}> stroke="${strokeAttr}": gradient or pattern strokes are not supported`);
    const fillColor = fillRef ? undefined : parseColor(fillAttr, cur);
    const strokeColor = strokeWidth > 0 ? parseColor(strokeAttr, cur) : undefined;
    const fillA = alpha * opacityValue(inh['fill-opacity']);
    const strokeA = alpha * opacityValue(inh['stroke-opacity']);
    if (fillRef) out += this.paintServer(fillRef, segs, path, evenodd, doc, fillA);
    else if (fillColor && fillColor.a * fillA > 0) {
      out += this.alphaOps(fillColor.a * fillA, undefined) + colorOps(fillColor, false) + path + (evenodd ? 'f*\n' : 'f\n');
    }
    if (strokeColor && strokeColor.a * strokeA > 0) {
      out += this.alphaOps(undefined, strokeColor.a * strokeA) + colorOps(strokeColor, true) + this.strokeStyle(inh, strokeWidth) + path + 'S\n';
    }
    return out ? `q\n${out}Q\n` : '';
  }

  private strokeStyle(inh: Inherited, width: number): string {
    let s = `${num(width)} w\n`;
    const cap = { butt: 0, round: 1, square: 2 }[inh['stroke-linecap'] ?? 'butt'];
    const join = { miter: 0, round: 1, bevel: 2 }[inh['stroke-linejoin'] ?? 'miter'];
    if (cap === undefined || join === undefined) throw new UnsupportedSvgError(`stroke-linecap/linejoin '${inh['stroke-linecap']}/${inh['stroke-linejoin']}'`);
    s += `${cap} J ${join} j\n`;
    if (inh['stroke-miterlimit']) s += `${num(Number.parseFloat(inh['stroke-miterlimit']))} M\n`;
    const dash = inh['stroke-dasharray'];
    if (dash && dash !== 'none') {
      const parts = dash.split(/[\s,]+/).filter(Boolean).map(Number);
      if (parts.some((n) => !Number.isFinite(n) || n < 0)) throw new UnsupportedSvgError(`stroke-dasharray '${dash}'`);
      const arr = parts.length % 2 ? [...parts, ...parts] : parts;
      if (arr.some((n) => n > 0)) s += `[${arr.map(num).join(' ')}] ${num(Number.parseFloat(inh['stroke-dashoffset'] ?? '0'))} d\n`;
    }
    return s;
  }

  /** Fill with a gradient or pattern: clip to the shape, then paint the server inside. */
  private paintServer(id: string, segs: Seg[], path: string, evenodd: boolean, doc: Doc, alpha: number): string {
    const server = doc.ids.get(id);
    if (!server) throw new UnsupportedSvgError(`paint server '#${id}' not found`);
    const bbox = pathBBox(segs);
    let out = `q\n${path}${evenodd ? 'W*' : 'W'} n\n`;
    if (server.name === 'linearGradient' || server.name === 'radialGradient') out += this.gradientOps(server, bbox, doc, alpha);
    else if (server.name === 'pattern') out += this.patternOps(server, bbox, doc, alpha);
    else throw new UnsupportedSvgError(`fill refers to <${server.name}>, which is not a paint server`);
    return out + 'Q\n';
  }

  private gradientOps(g: SvgNode, bbox: { x: number; y: number; width: number; height: number }, doc: Doc, alpha: number): string {
    checkAttributes(g);
    const stops = gradientStops(g, doc.ids);
    const spread = g.attrs.spreadMethod ?? 'pad';
    if (spread !== 'pad' && spread !== 'repeat' && spread !== 'reflect') throw new UnsupportedSvgError(`gradient spreadMethod="${spread}" is not supported`);
    const userSpace = g.attrs.gradientUnits === 'userSpaceOnUse';
    const unit = (name: string, dflt: number): number => {
      const v = g.attrs[name];
      if (v === undefined) return dflt;
      const n = Number.parseFloat(v);
      if (v.trim().endsWith('%')) {
        if (userSpace) throw new UnsupportedSvgError(`gradient ${name}="${v}": percentages in userSpaceOnUse are not supported`);
        return n / 100;
      }
      return n;
    };
    let m: Matrix = userSpace ? IDENTITY : [bbox.width, 0, 0, bbox.height, bbox.x, bbox.y];
    if (!userSpace && (bbox.width === 0 || bbox.height === 0)) return '';
    if (g.attrs.gradientTransform) m = multiply(parseTransform(g.attrs.gradientTransform), m);
    let coords: number[];
    if (g.name === 'linearGradient') coords = [unit('x1', 0), unit('y1', 0), unit('x2', 1), unit('y2', 0)];
    else {
      const cx = unit('cx', 0.5);
      const cy = unit('cy', 0.5);
      coords = [unit('fx', cx), unit('fy', cy), unit('fr', 0), cx, cy, unit('r', 0.5)];
    }
    const type = g.name === 'linearGradient' ? 2 : 3;
    let spreadSpec: Shading['spread'];
    if (spread !== 'pad') {
      // Which parameter range the shape covers, from its corners in gradient space.
      const inv = invert(m);
      const corners = [[bbox.x, bbox.y], [bbox.x + bbox.width, bbox.y], [bbox.x, bbox.y + bbox.height], [bbox.x + bbox.width, bbox.y + bbox.height]].map(([x, y]) => apply(inv, x!, y!));
      let ts: number[];
      if (type === 2) {
        const [x1, y1, x2, y2] = coords as [number, number, number, number];
        const dx = x2 - x1;
        const dy = y2 - y1;
        const len2 = dx * dx + dy * dy || 1;
        ts = corners.map(([x, y]) => ((x - x1) * dx + (y - y1) * dy) / len2);
        const t0 = Math.floor(Math.min(...ts));
        const t1 = Math.max(t0 + 1, Math.ceil(Math.max(...ts)));
        coords = [x1 + t0 * dx, y1 + t0 * dy, x1 + t1 * dx, y1 + t1 * dy];
        spreadSpec = { method: spread, domain: [t0, t1] };
      } else {
        const [fx, fy, fr, cx, cy, r] = coords as [number, number, number, number, number, number];
        if (fx !== cx || fy !== cy || fr !== 0) throw new UnsupportedSvgError('a repeating radial gradient with a focal point is not supported');
        ts = corners.map(([x, y]) => Math.hypot(x - cx, y - cy) / r);
        const t1 = Math.max(1, Math.ceil(Math.max(...ts)));
        coords = [cx, cy, 0, cx, cy, r * t1];
        spreadSpec = { method: spread, domain: [0, t1] };
      }
      if (spreadSpec.domain[1] - spreadSpec.domain[0] > 500) throw new UnsupportedSvgError('a repeating gradient with more than 500 repetitions');
    }
    const shading: Shading = { type, coords, extend: true, stops: stops.map((s) => ({ offset: s.offset, color: [s.color.r, s.color.g, s.color.b] })), ...(spreadSpec ? { spread: spreadSpec } : {}) };
    const sh = this.add(this.res.shadings, 'Sh', shading);
    const alphas = stops.map((s) => s.color.a * alpha);
    let out = '';
    if (alphas.every((a) => a === alphas[0])) {
      if (alphas[0]! <= 0) return '';
      out += this.alphaOps(alphas[0], undefined);
    } else {
      const gray: Shading = { ...shading, gray: true, stops: stops.map((s, i) => ({ offset: s.offset, color: [alphas[i]!] })) };
      const gsh = this.add(this.res.shadings, 'Sh', gray);
      const form = this.addForm(`${matrixOps(m)}/${gsh} sh\n`);
      out += `/${this.gstate({ smask: form })} gs\n`;
    }
    return out + matrixOps(m) + `/${sh} sh\n`;
  }

  private patternOps(p: SvgNode, bbox: { x: number; y: number; width: number; height: number }, doc: Doc, alpha: number): string {
    checkAttributes(p);
    if (p.attrs.viewBox) throw new UnsupportedSvgError('pattern viewBox is not supported');
    if (p.attrs.patternContentUnits === 'objectBoundingBox') throw new UnsupportedSvgError('patternContentUnits="objectBoundingBox" is not supported');
    const obb = (p.attrs.patternUnits ?? 'objectBoundingBox') === 'objectBoundingBox';
    const frac = (name: string): number => {
      const v = p.attrs[name] ?? '0';
      const n = Number.parseFloat(v);
      return v.trim().endsWith('%') ? n / 100 : n;
    };
    const tx = obb ? bbox.x + frac('x') * bbox.width : frac('x');
    const ty = obb ? bbox.y + frac('y') * bbox.height : frac('y');
    const tw = obb ? frac('width') * bbox.width : frac('width');
    const th = obb ? frac('height') * bbox.height : frac('height');
    if (tw <= 0 || th <= 0) return '';
    let out = p.attrs.patternTransform ? matrixOps(parseTransform(p.attrs.patternTransform)) : '';
    const inh = inherit({}, p);
    const tile = this.children(p, inh, doc, alpha);
    const i0 = Math.floor((bbox.x - tx) / tw);
    const i1 = Math.ceil((bbox.x + bbox.width - tx) / tw);
    const j0 = Math.floor((bbox.y - ty) / th);
    const j1 = Math.ceil((bbox.y + bbox.height - ty) / th);
    if ((i1 - i0) * (j1 - j0) > 2500) throw new UnsupportedSvgError('pattern needs more than 2500 tiles');
    for (let i = i0; i < Math.max(i1, i0 + 1); i++) {
      for (let j = j0; j < Math.max(j1, j0 + 1); j++) {
        out += `q\n${num(tx + i * tw)} ${num(ty + j * th)} ${num(tw)} ${num(th)} re W n\n1 0 0 1 ${num(tx + i * tw)} ${num(ty + j * th)} cm\n${tile}Q\n`;
      }
    }
    return out;
  }

  private text(node: SvgNode, inh: Inherited, alpha: number): string {
    if (node.children.length) throw new UnsupportedSvgError(`<${node.children[0]!.name}> inside <text> is not supported`);
    if (!node.text) return '';
    const fillAttr = inh.override ?? inh.fill ?? 'black';
    if (urlRef(fillAttr)) throw new UnsupportedSvgError('text filled with a gradient or pattern is not supported');
    if (inh.stroke && inh.stroke !== 'none') throw new UnsupportedSvgError('stroked text is not supported');
    const color = parseColor(fillAttr, currentColor(inh));
    if (!color) return '';
    const a = color.a * alpha * opacityValue(inh['fill-opacity']);
    if (a <= 0) return '';
    return `q\n${this.alphaOps(a, undefined)}${colorOps(color, false)}BT\n${this.glyphRun(node, inh)}ET\nQ\n`;
  }

  private glyphRun(node: SvgNode, inh: Inherited): string {
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
      const text = base64 ? Buffer.from(m[3]!, 'base64').toString('utf8') : decodeURIComponent(m[3]!);
      const root = parseSvg(text);
      checkAttributes(root);
      const doc = this.doc(root);
      out += `${num(x)} ${num(y)} ${num(w)} ${num(h)} re W n\n`;
      out += this.viewBoxOps(root, x, y, w, h, par);
      if (alpha < 1) return `q\n/${this.gstate({ ca: alpha, CA: alpha })} gs\n/${this.addForm(out.replace(/^.*gs\n/, '') + this.children(root, inherit({}, root), doc, 1))} Do\nQ\n`;
      return `q\n${out}${this.children(root, inherit({}, root), doc, 1)}Q\n`;
    }
    let name = this.imageNames.get(href);
    const bytes = base64 ? Buffer.from(m[3]!, 'base64') : Buffer.from(decodeURIComponent(m[3]!), 'latin1');
    if (!name) {
      name = this.add(this.res.images, 'Im', rasterFromBytes(bytes, mime));
      this.imageNames.set(href, name);
    }
    const img = this.res.images[name]!;
    const box = fit(img.width, img.height, x, y, w, h, par);
    out += box.clip ? `${num(x)} ${num(y)} ${num(w)} ${num(h)} re W n\n` : '';
    out += `${num(box.w)} 0 0 ${num(-box.h)} ${num(box.x)} ${num(box.y + box.h)} cm\n/${name} Do\n`;
    return `q\n${out}Q\n`;
  }

  /** Map a nested svg's viewBox (or its width/height) into the viewport x,y,w,h. */
  private viewBoxOps(svg: SvgNode, x: number, y: number, w: number, h: number, par: string | undefined): string {
    const vb = svg.attrs.viewBox?.trim().split(/[\s,]+/).map(Number);
    let vx = 0;
    let vy = 0;
    let vw = numAttr(svg, 'width', w);
    let vh = numAttr(svg, 'height', h);
    if (vb) {
      if (vb.length !== 4 || vb.some((n) => !Number.isFinite(n))) throw new UnsupportedSvgError(`bad viewBox '${svg.attrs.viewBox}'`);
      [vx, vy, vw, vh] = vb as [number, number, number, number];
    }
    if (vw <= 0 || vh <= 0) return '';
    const box = fit(vw, vh, x, y, w, h, vb ? par ?? 'xMidYMid meet' : 'none');
    const m: Matrix = [box.w / vw, 0, 0, box.h / vh, box.x - (vx * box.w) / vw, box.y - (vy * box.h) / vh];
    return matrixOps(m);
  }

  private clipOps(id: string, doc: Doc, depth = 0): string {
    const clip = doc.ids.get(id);
    if (!clip || clip.name !== 'clipPath') throw new UnsupportedSvgError(`clip-path '#${id}' not found`);
    if (depth > 16) throw new UnsupportedSvgError('clip-path chain too deep');
    checkAttributes(clip);
    if (clip.attrs.clipPathUnits === 'objectBoundingBox') throw new UnsupportedSvgError('clipPathUnits="objectBoundingBox" is not supported');
    let out = '';
    const parent = urlRef(clip.attrs['clip-path']);
    if (parent) out += this.clipOps(parent, doc, depth + 1);
    const base = clip.attrs.transform ? parseTransform(clip.attrs.transform) : IDENTITY;
    const drawn = clip.children.filter((c) => !NOT_DRAWN.has(c.name));
    if (drawn.some((c) => c.name === 'text')) {
      // background-clip: text. Glyph outlines in render mode 7 accumulate into one clip at ET.
      if (drawn.some((c) => c.name !== 'text')) throw new UnsupportedSvgError('a clipPath mixing text and shapes is not supported');
      if (clip.attrs.transform) throw new UnsupportedSvgError('a transformed text clipPath is not supported');
      let text = 'BT\n7 Tr\n';
      for (const t of drawn) {
        checkAttributes(t);
        if (t.attrs.transform || t.children.length) throw new UnsupportedSvgError('transformed or nested text inside a clipPath is not supported');
        text += this.glyphRun(t, inherit(inherit({}, clip), t));
      }
      return `${out}${text}ET\n`;
    }
    const segs: Seg[] = [];
    let evenodd = false;
    for (const c of clip.children) {
      if (NOT_DRAWN.has(c.name) && c.name !== 'defs') continue;
      checkAttributes(c);
      if (!SHAPES.has(c.name)) throw new UnsupportedSvgError(`<${c.name}> inside <clipPath> is not supported`);
      if (c.attrs['clip-path'] || c.attrs.mask) throw new UnsupportedSvgError('clip-path or mask on a clipPath child is not supported');
      const t = c.attrs.transform?.trim() ? multiply(parseTransform(c.attrs.transform), base) : base;
      segs.push(...transformSegments(shapeSegments(c), t));
      if ((c.attrs['clip-rule'] ?? clip.attrs['clip-rule']) === 'evenodd') evenodd = true;
    }
    if (evenodd && clip.children.length > 1) throw new UnsupportedSvgError('clip-rule="evenodd" with several clip shapes is not supported');
    if (!segs.length) return out + '0 0 0 0 re W n\n';
    return out + segmentsToOps(segs) + (evenodd ? 'W* n\n' : 'W n\n');
  }

  private maskOps(id: string, doc: Doc): string {
    const mask = doc.ids.get(id);
    if (!mask || mask.name !== 'mask') throw new UnsupportedSvgError(`mask '#${id}' not found`);
    checkAttributes(mask);
    if (mask.attrs.maskContentUnits === 'objectBoundingBox') throw new UnsupportedSvgError('maskContentUnits="objectBoundingBox" is not supported');
    // The common Satori case, one opaque white rectangle, is exactly a clip: no soft mask needed.
    const only = mask.children.length === 1 ? mask.children[0]! : undefined;
    if (only && only.name === 'rect' && isWhite(only.attrs.fill) && !only.attrs.stroke && !only.attrs.opacity && !only.attrs['fill-opacity'] && !only.attrs.filter) {
      checkAttributes(only);
      let out = '';
      const t = only.attrs.transform?.trim() ? parseTransform(only.attrs.transform) : IDENTITY;
      const clip = urlRef(only.attrs['clip-path']);
      if (clip) out += this.clipOps(clip, doc);
      out += segmentsToOps(transformSegments(shapeSegments(only), t)) + 'W n\n';
      const nested = urlRef(only.attrs.mask);
      if (nested) out += this.maskOps(nested, doc);
      return out;
    }
    const key = `${doc.key}#${id}`;
    let gs = this.maskNames.get(key);
    if (!gs) {
      const form = this.addForm(this.children(mask, inherit({}, mask), doc, 1));
      gs = this.gstate({ smask: form });
      this.maskNames.set(key, gs);
    }
    return `/${gs} gs\n`;
  }

  private alphaOps(fill: number | undefined, stroke: number | undefined): string {
    const g: GState = {};
    if (fill !== undefined && fill < 1) (g as { ca?: number }).ca = round(fill);
    if (stroke !== undefined && stroke < 1) (g as { CA?: number }).CA = round(stroke);
    if (g.ca === undefined && g.CA === undefined) return '';
    return `/${this.gstate(g)} gs\n`;
  }

  private gstate(g: GState): string {
    const key = JSON.stringify(g);
    let name = this.gstateNames.get(key);
    if (!name) {
      name = this.add(this.res.gstates, 'G', g);
      this.gstateNames.set(key, name);
    }
    return name;
  }

  private addForm(ops: string): string {
    return this.add(this.res.forms, 'Fm', { bbox: BIG_BOX, ops });
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

function matrixOps(m: Matrix): string {
  return `${m.map(num).join(' ')} cm\n`;
}

function round(n: number): number {
  return Math.round(n * 1000) / 1000;
}

function rgbString(c: Rgba): string {
  return `rgba(${c.r * 255},${c.g * 255},${c.b * 255},${c.a})`;
}

function isWhite(v: string | undefined): boolean {
  if (!v) return false;
  const c = parseColor(v);
  return !!c && c.r === 1 && c.g === 1 && c.b === 1 && c.a === 1;
}

/** preserveAspectRatio: where a w×h picture goes inside the viewport. */
function fit(iw: number, ih: number, x: number, y: number, w: number, h: number, par: string): { x: number; y: number; w: number; h: number; clip: boolean } {
  const [align = 'xMidYMid', mode = 'meet'] = par.trim().split(/\s+/);
  if (align === 'none') return { x, y, w, h, clip: false };
  const m = /^x(Min|Mid|Max)Y(Min|Mid|Max)$/.exec(align);
  if (!m || (mode !== 'meet' && mode !== 'slice')) throw new UnsupportedSvgError(`preserveAspectRatio="${par}"`);
  const s = mode === 'meet' ? Math.min(w / iw, h / ih) : Math.max(w / iw, h / ih);
  const fw = iw * s;
  const fh = ih * s;
  const k = { Min: 0, Mid: 0.5, Max: 1 } as const;
  return { x: x + (w - fw) * k[m[1] as 'Min'], y: y + (h - fh) * k[m[2] as 'Min'], w: fw, h: fh, clip: mode === 'slice' };
}
