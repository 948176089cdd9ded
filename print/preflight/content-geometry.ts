// Follows a page's content the way a renderer does — the CTM through q/Q/cm and nested Form
// XObjects, the text state through BT…ET, the clip as a box — and reports where things land on
// the page: each text run (its size in points and its box), each image (its box and effective
// DPI) and each painted path or shading (its box). The preflight's size, resolution and safe-area
// checks read these marks. Boxes are in default user space (points, page origin).
import { lexContent, nameArg, num, type Operand } from './content-lexer.js';
import type { FontMetrics } from './font-metrics.js';

export type Matrix = readonly [number, number, number, number, number, number];
export interface Box {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}
/** A colour as set in the content: its space (a device family, or a resource's family) and components. */
export interface Paint {
  readonly space: string;
  readonly components?: number;
  readonly values: readonly number[];
}
export type Mark =
  | {
      readonly kind: 'text';
      readonly where: string;
      readonly box: Box;
      readonly size: number;
      readonly text: string;
      readonly fill: Paint;
    }
  | {
      readonly kind: 'image';
      readonly where: string;
      readonly box: Box;
      readonly dpi: number;
      readonly pixels: readonly [number, number];
      readonly space?: string;
      readonly components?: number;
      /** An inline CMYK image's heaviest total ink (%), or why it could not be read. */
      readonly maxInk?: number;
      readonly inkUnmeasured?: string;
    }
  | { readonly kind: 'path'; readonly where: string; readonly box: Box }
  /** A colour set (`rg`, `k`, `cs … sc`…), a shading painted (`sh`), a pattern's colour: what the colour checks read. */
  | { readonly kind: 'colour'; readonly where: string; readonly box: Box; readonly paint: Paint; readonly how: string };

export type XObject<R> =
  | { readonly kind: 'image'; readonly width: number; readonly height: number }
  | {
      readonly kind: 'form';
      readonly content: Uint8Array;
      readonly matrix: Matrix;
      readonly bbox?: Box;
      readonly resources: R;
      readonly id: object;
    };
/** A colour space, shading or pattern resource reduced to what the colour checks need. */
export interface SpaceInfo {
  readonly family: string;
  readonly components?: number;
}
export type PatternInfo<R> =
  | { readonly kind: 'shading'; readonly space: SpaceInfo }
  | {
      readonly kind: 'tiling';
      readonly content: Uint8Array;
      readonly matrix: Matrix;
      readonly resources: R;
      readonly id: object;
    };
/** How the trace reaches a resource dictionary (pdf-lib in inspect-pdf.ts; plain objects in tests). */
export interface ResourceHost<R> {
  font(resources: R, name: string): FontMetrics | undefined;
  xobject(resources: R, name: string): XObject<R> | undefined;
  colorSpace?(resources: R, name: string): SpaceInfo | undefined;
  shading?(resources: R, name: string): SpaceInfo | undefined;
  pattern?(resources: R, name: string): PatternInfo<R> | undefined;
  /** An inline image's ink, from its dictionary and data (inspect-pdf.ts). */
  inlineInk?(
    dict: { readonly [k: string]: Operand },
    data: Uint8Array,
    space: SpaceInfo | undefined,
    resources: R,
  ): { maxInk?: number; inkUnmeasured?: string };
}

const DEVICE: Record<string, SpaceInfo> = {
  DeviceGray: { family: 'DeviceGray', components: 1 },
  G: { family: 'DeviceGray', components: 1 },
  DeviceRGB: { family: 'DeviceRGB', components: 3 },
  RGB: { family: 'DeviceRGB', components: 3 },
  DeviceCMYK: { family: 'DeviceCMYK', components: 4 },
  CMYK: { family: 'DeviceCMYK', components: 4 },
  Pattern: { family: 'Pattern' },
  I: { family: 'Indexed' },
  Indexed: { family: 'Indexed' },
};
const BLACK: Paint = { space: 'DeviceGray', components: 1, values: [0] };

export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];
export const mul = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[1] * n[2],
  m[0] * n[1] + m[1] * n[3],
  m[2] * n[0] + m[3] * n[2],
  m[2] * n[1] + m[3] * n[3],
  m[4] * n[0] + m[5] * n[2] + n[4],
  m[4] * n[1] + m[5] * n[3] + n[5],
];
const apply = (m: Matrix, x: number, y: number): [number, number] => [
  x * m[0] + y * m[2] + m[4],
  x * m[1] + y * m[3] + m[5],
];
const EVERYWHERE: Box = { x0: -Infinity, y0: -Infinity, x1: Infinity, y1: Infinity };
export const boxOf = (pts: readonly (readonly [number, number])[]): Box => ({
  x0: Math.min(...pts.map((p) => p[0])),
  y0: Math.min(...pts.map((p) => p[1])),
  x1: Math.max(...pts.map((p) => p[0])),
  y1: Math.max(...pts.map((p) => p[1])),
});
const rectBox = (m: Matrix, x0: number, y0: number, x1: number, y1: number): Box =>
  boxOf([apply(m, x0, y0), apply(m, x1, y0), apply(m, x0, y1), apply(m, x1, y1)]);
const intersect = (a: Box, b: Box): Box | undefined => {
  const r = { x0: Math.max(a.x0, b.x0), y0: Math.max(a.y0, b.y0), x1: Math.min(a.x1, b.x1), y1: Math.min(a.y1, b.y1) };
  return r.x0 <= r.x1 && r.y0 <= r.y1 ? r : undefined;
};
const matrixArgs = (a: readonly Operand[]): Matrix => [
  num(a[0], 1),
  num(a[1]),
  num(a[2]),
  num(a[3], 1),
  num(a[4]),
  num(a[5]),
];

interface GState {
  ctm: Matrix;
  clip: Box;
  lineWidth: number;
  fill: Paint;
  stroke: Paint;
  font?: FontMetrics;
  size: number;
  tc: number;
  tw: number;
  th: number;
  tl: number;
  rise: number;
  mode: number;
}

/** Traces one content stream (and the forms it draws) into `out`. */
/** Thrown when a page's content takes more operators than OperatorBudget allows (nested forms drawn again and again). */
export class TooComplex extends Error {}

/** The operators one page may take, forms included: counted, since 40 nested forms each drawn twice are 2^40 draws at depth 40. */
export const MAX_PAGE_OPERATORS = 1_000_000;

export function traceContent<R>(
  content: Uint8Array,
  resources: R,
  where: string,
  host: ResourceHost<R>,
  out: Mark[],
  ctm: Matrix = IDENTITY,
  clip: Box = EVERYWHERE,
  active: Set<object> = new Set(),
  budget = { left: MAX_PAGE_OPERATORS },
): void {
  let gs: GState = {
    ctm,
    clip,
    lineWidth: 1,
    fill: BLACK,
    stroke: BLACK,
    size: 0,
    tc: 0,
    tw: 0,
    th: 1,
    tl: 0,
    rise: 0,
    mode: 0,
  };
  const saved: GState[] = [];
  let tm: Matrix = IDENTITY;
  let tlm: Matrix = IDENTITY;
  let path: [number, number][] = [];
  let clipNext = false;
  const mark = (m: Mark) => {
    const box = intersect(m.box, gs.clip);
    if (box) out.push({ ...m, box } as Mark);
  };
  const paint = (stroke: boolean) => {
    if (path.length) {
      let box = boxOf(path);
      if (stroke) {
        const half = (gs.lineWidth * Math.sqrt(Math.abs(gs.ctm[0] * gs.ctm[3] - gs.ctm[1] * gs.ctm[2]))) / 2;
        box = { x0: box.x0 - half, y0: box.y0 - half, x1: box.x1 + half, y1: box.y1 + half };
      }
      mark({ kind: 'path', where, box });
    }
    endPath();
  };
  const endPath = () => {
    if (clipNext && path.length)
      gs = { ...gs, clip: intersect(gs.clip, boxOf(path)) ?? { x0: 0, y0: 0, x1: -1, y1: -1 } };
    clipNext = false;
    path = [];
  };
  const show = (s: Operand) => {
    if (!(s instanceof Uint8Array) || !gs.font) return;
    const f = gs.font;
    let adv = 0;
    let text = '';
    for (let k = 0; k + f.bytesPerCode <= s.length; k += f.bytesPerCode) {
      const code = f.bytesPerCode === 2 ? (s[k]! << 8) | s[k + 1]! : s[k]!;
      adv += (f.width(code) * gs.size + gs.tc + (f.bytesPerCode === 1 && code === 32 ? gs.tw : 0)) * gs.th;
      text += f.unicode(code) ?? '';
    }
    shown(adv, text);
  };
  let run: { start: Matrix; adv: number; text: string } | undefined;
  const shown = (adv: number, text: string) => {
    if (!run) run = { start: tm, adv: 0, text: '' };
    run.adv += adv;
    run.text += text;
    tm = mul([1, 0, 0, 1, adv, 0], tm);
  };
  const flushRun = () => {
    if (!run || !gs.font || gs.mode === 3 || gs.mode === 7) {
      run = undefined;
      return;
    }
    const m = mul(run.start, gs.ctm);
    const lo = gs.font.descent * gs.size + gs.rise;
    const hi = gs.font.ascent * gs.size + gs.rise;
    const size = Math.abs(gs.size) * Math.hypot(m[2], m[3]);
    if (run.adv !== 0 || run.text.trim())
      mark({
        kind: 'text',
        where,
        box: rectBox(m, Math.min(0, run.adv), lo, Math.max(0, run.adv), hi),
        size,
        text: run.text,
        fill: gs.fill,
      });
    run = undefined;
  };

  for (const { op, args } of lexContent(content)) {
    if (--budget.left < 0) throw new TooComplex(`more than ${MAX_PAGE_OPERATORS} operators`);
    if (run && op !== 'Tj' && op !== 'TJ') flushRun();
    switch (op) {
      case 'q':
        saved.push(gs);
        break;
      case 'Q':
        gs = saved.pop() ?? gs;
        break;
      case 'cm':
        gs = { ...gs, ctm: mul(matrixArgs(args), gs.ctm) };
        break;
      case 'w':
        gs = { ...gs, lineWidth: num(args[0], 1) };
        break;
      case 'm':
      case 'l':
        path.push(apply(gs.ctm, num(args[0]), num(args[1])));
        break;
      case 'c':
        for (let k = 0; k + 1 < 6; k += 2) path.push(apply(gs.ctm, num(args[k]), num(args[k + 1])));
        break;
      case 'v':
      case 'y':
        for (let k = 0; k + 1 < 4; k += 2) path.push(apply(gs.ctm, num(args[k]), num(args[k + 1])));
        break;
      case 're': {
        const [x, y, w, h] = [num(args[0]), num(args[1]), num(args[2]), num(args[3])];
        const b = rectBox(gs.ctm, x, y, x + w, y + h);
        path.push([b.x0, b.y0], [b.x1, b.y1]);
        break;
      }
      case 'W':
      case 'W*':
        clipNext = true;
        break;
      case 'S':
      case 's':
        paint(true);
        break;
      case 'f':
      case 'F':
      case 'f*':
        paint(false);
        break;
      case 'B':
      case 'B*':
      case 'b':
      case 'b*':
        paint(true);
        break;
      case 'n':
        endPath();
        break;
      case 'sh': {
        const name = nameArg(args[0]);
        const sp = host.shading?.(resources, name);
        if (sp)
          colour(
            { space: sp.family, ...(sp.components ? { components: sp.components } : {}), values: [] },
            `shading /${name}`,
          );
        if (Number.isFinite(gs.clip.x0)) mark({ kind: 'path', where, box: gs.clip });
        break;
      }
      case 'g':
      case 'G':
        setPaint(op === 'G', DEVICE.DeviceGray!, args, op);
        break;
      case 'rg':
      case 'RG':
        setPaint(op === 'RG', DEVICE.DeviceRGB!, args, op);
        break;
      case 'k':
      case 'K':
        setPaint(op === 'K', DEVICE.DeviceCMYK!, args, op);
        break;
      case 'cs':
      case 'CS': {
        const name = nameArg(args[0]);
        const sp = DEVICE[name] ?? host.colorSpace?.(resources, name) ?? { family: name };
        const p: Paint = { space: sp.family, ...(sp.components ? { components: sp.components } : {}), values: [] };
        gs = op === 'cs' ? { ...gs, fill: p } : { ...gs, stroke: p };
        break;
      }
      case 'sc':
      case 'scn':
      case 'SC':
      case 'SCN': {
        const stroke = op.startsWith('S');
        const cur = stroke ? gs.stroke : gs.fill;
        const last = args[args.length - 1];
        if (cur.space === 'Pattern' && typeof last === 'string') pattern(nameArg(last));
        const values = args.filter((a): a is number => typeof a === 'number');
        const p: Paint = { ...cur, values };
        gs = stroke ? { ...gs, stroke: p } : { ...gs, fill: p };
        if (cur.space !== 'Pattern') colour(p, `${cur.space} ${op}`);
        break;
      }
      case 'BT':
        tm = tlm = IDENTITY;
        break;
      case 'Tf':
        gs = { ...gs, font: host.font(resources, nameArg(args[0])), size: num(args[1]) };
        break;
      case 'Tc':
        gs = { ...gs, tc: num(args[0]) };
        break;
      case 'Tw':
        gs = { ...gs, tw: num(args[0]) };
        break;
      case 'Tz':
        gs = { ...gs, th: num(args[0], 100) / 100 };
        break;
      case 'TL':
        gs = { ...gs, tl: num(args[0]) };
        break;
      case 'Ts':
        gs = { ...gs, rise: num(args[0]) };
        break;
      case 'Tr':
        gs = { ...gs, mode: num(args[0]) };
        break;
      case 'Td':
        tm = tlm = mul([1, 0, 0, 1, num(args[0]), num(args[1])], tlm);
        break;
      case 'TD':
        gs = { ...gs, tl: -num(args[1]) };
        tm = tlm = mul([1, 0, 0, 1, num(args[0]), num(args[1])], tlm);
        break;
      case 'Tm':
        tm = tlm = matrixArgs(args);
        break;
      case 'T*':
        tm = tlm = mul([1, 0, 0, 1, 0, -gs.tl], tlm);
        break;
      case 'Tj':
        show(args[0]!);
        break;
      case "'":
        tm = tlm = mul([1, 0, 0, 1, 0, -gs.tl], tlm);
        show(args[0]!);
        flushRun();
        break;
      case '"':
        gs = { ...gs, tw: num(args[0]), tc: num(args[1]) };
        tm = tlm = mul([1, 0, 0, 1, 0, -gs.tl], tlm);
        show(args[2]!);
        flushRun();
        break;
      case 'TJ':
        for (const item of Array.isArray(args[0]) ? args[0] : []) {
          if (typeof item === 'number') shown((-item / 1000) * gs.size * gs.th, '');
          else show(item);
        }
        break;
      case 'BI': {
        const d = (args[0] ?? {}) as Record<string, Operand>;
        const cs = d.CS ?? d.ColorSpace;
        const name = typeof cs === 'string' ? nameArg(cs) : '';
        const sp = name ? (DEVICE[name] ?? host.colorSpace?.(resources, name)) : undefined;
        const data = args[1] instanceof Uint8Array ? args[1] : new Uint8Array();
        image(num(d.W ?? d.Width), num(d.H ?? d.Height), ' inline image', sp, host.inlineInk?.(d, data, sp, resources));
        break;
      }
      case 'Do': {
        const name = nameArg(args[0]);
        const x = host.xobject(resources, name);
        if (x?.kind === 'image') image(x.width, x.height, ` XObject /${name}`);
        else if (x?.kind === 'form' && !active.has(x.id) && active.size < 32) {
          const ctm2 = mul(x.matrix, gs.ctm);
          const clip2 = x.bbox
            ? intersect(gs.clip, rectBox(ctm2, x.bbox.x0, x.bbox.y0, x.bbox.x1, x.bbox.y1))
            : gs.clip;
          if (clip2) {
            active.add(x.id);
            traceContent(x.content, x.resources, `${where} XObject /${name}`, host, out, ctm2, clip2, active, budget);
            active.delete(x.id);
          }
        }
        break;
      }
    }
  }
  flushRun();

  function image(
    w: number,
    h: number,
    suffix = ' inline image',
    space?: SpaceInfo,
    ink?: { maxInk?: number; inkUnmeasured?: string },
  ) {
    const m = gs.ctm;
    const wide = Math.hypot(m[0], m[1]) / 72;
    const tall = Math.hypot(m[2], m[3]) / 72;
    const dpi = Math.min(wide > 0 ? w / wide : Infinity, tall > 0 ? h / tall : Infinity);
    mark({
      kind: 'image',
      where: `${where}${suffix}`,
      box: rectBox(m, 0, 0, 1, 1),
      dpi,
      pixels: [w, h],
      ...(space ? { space: space.family, ...(space.components ? { components: space.components } : {}) } : {}),
      ...ink,
    });
  }

  function colour(paint: Paint, how: string, at = where) {
    out.push({ kind: 'colour', where: at, box: gs.clip, paint, how });
  }

  function setPaint(stroke: boolean, sp: SpaceInfo, args: readonly Operand[], op: string) {
    const p: Paint = {
      space: sp.family,
      components: sp.components!,
      values: args.filter((a): a is number => typeof a === 'number'),
    };
    gs = stroke ? { ...gs, stroke: p } : { ...gs, fill: p };
    colour(p, op);
  }

  /** A pattern used as a colour: a shading pattern's space, or a tiling pattern's own content (traced in place). */
  function pattern(name: string) {
    const pat = host.pattern?.(resources, name);
    const at = `${where} Pattern /${name}`;
    if (pat?.kind === 'shading')
      colour(
        { space: pat.space.family, ...(pat.space.components ? { components: pat.space.components } : {}), values: [] },
        'shading pattern',
        at,
      );
    else if (pat?.kind === 'tiling' && !active.has(pat.id) && active.size < 32) {
      active.add(pat.id);
      const found: Mark[] = [];
      traceContent(pat.content, pat.resources, at, host, found, mul(pat.matrix, gs.ctm), gs.clip, active);
      // Only its colours: where a tile's shapes land repeats over the whole fill.
      for (const f of found)
        if (f.kind === 'colour' || f.kind === 'image') out.push(f.kind === 'image' ? { ...f, box: gs.clip } : f);
      active.delete(pat.id);
    }
  }
}
