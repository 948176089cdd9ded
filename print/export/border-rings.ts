// Satori draws a uniform CSS border of a rounded box as a stroke twice the border's width along
// the box's outline, clipped to the box, so that only the inner half shows. resvg renders every
// clipped element through a layer and a mask the size of the element's bounding box: the card
// frame's border alone was ~8 ms of the ~19 ms resvg took for a 300-DPI face (docs/print.md).
// The same ink is the ring between the outline and the outline inset by the border's width — for
// circular corners of radius r the inset outline is the rounded rect with radius max(0, r − w) —
// so such a border is drawn as that ring, filled even-odd, with no clip. Anything Satori clips in
// another way (one-sided borders, images, elliptical corners) is left as it is.

type Pt = { x: number; y: number };
type Seg = { kind: 'M' | 'L' | 'A'; to: Pt; r?: number };

const EPS = 1e-3;
const near = (a: number, b: number): boolean => Math.abs(a - b) <= EPS;
const same = (a: Pt, b: Pt): boolean => near(a.x, b.x) && near(a.y, b.y);
const num = (n: number): string => String(Math.round(n * 1e6) / 1e6);

/** Path data of M/L/H/V/A (absolute or relative) as absolute segments; undefined for anything else. */
export function pathSegments(d: string): Seg[] | undefined {
  const tokens = d.match(/[A-Za-z]|-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/g) ?? [];
  const segs: Seg[] = [];
  let at: Pt = { x: 0, y: 0 };
  let i = 0;
  const n = (): number => {
    const t = tokens[i++];
    if (t === undefined || /[A-Za-z]/.test(t)) throw new Error('number expected');
    return Number(t);
  };
  try {
    while (i < tokens.length) {
      const cmd = tokens[i++]!;
      const rel = cmd === cmd.toLowerCase();
      const base = rel ? at : { x: 0, y: 0 };
      switch (cmd.toUpperCase()) {
        case 'M':
        case 'L':
          // One subpath: a move only at the start, a line never before it.
          if ((cmd.toUpperCase() === 'M') !== (segs.length === 0)) return undefined;
          at = { x: base.x + n(), y: base.y + n() };
          segs.push({ kind: segs.length ? 'L' : 'M', to: at });
          break;
        case 'H':
          at = { x: base.x + n(), y: at.y };
          segs.push({ kind: 'L', to: at });
          break;
        case 'V':
          at = { x: at.x, y: base.y + n() };
          segs.push({ kind: 'L', to: at });
          break;
        case 'A': {
          const [rx, ry, rot, large, sweep] = [n(), n(), n(), n(), n()];
          // Circular, unrotated, short, clockwise: the corners of a CSS rounded box.
          if (!near(rx, ry) || rot !== 0 || large !== 0 || sweep !== 1) return undefined;
          at = { x: base.x + n(), y: base.y + n() };
          segs.push({ kind: 'A', to: at, r: rx });
          break;
        }
        default:
          return undefined;
      }
    }
  } catch {
    return undefined;
  }
  return segs;
}

interface RoundedRect {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
  /** Corner radii: top left, top right, bottom right, bottom left. */
  readonly r: readonly [number, number, number, number];
}

/** Satori's outline of a rounded box: M (top edge start), then edge, corner × 4, clockwise from the top. */
export function roundedRectOf(segs: readonly Seg[]): RoundedRect | undefined {
  if (segs.length !== 9 || segs[0]!.kind !== 'M') return undefined;
  for (let k = 1; k < 9; k++) if (segs[k]!.kind !== (k % 2 ? 'L' : 'A')) return undefined;
  const p = segs.map((s) => s.to);
  const [tr, br, bl, tl] = [segs[2]!.r!, segs[4]!.r!, segs[6]!.r!, segs[8]!.r!];
  const x0 = p[6]!.x;
  const y0 = p[0]!.y;
  const x1 = p[2]!.x;
  const y1 = p[4]!.y;
  const want: Pt[] = [
    { x: x0 + tl, y: y0 },
    { x: x1 - tr, y: y0 },
    { x: x1, y: y0 + tr },
    { x: x1, y: y1 - br },
    { x: x1 - br, y: y1 },
    { x: x0 + bl, y: y1 },
    { x: x0, y: y1 - bl },
    { x: x0, y: y0 + tl },
    { x: x0 + tl, y: y0 },
  ];
  if (!want.every((w, k) => same(w, p[k]!)) || x1 - x0 <= 0 || y1 - y0 <= 0) return undefined;
  return { x0, y0, x1, y1, r: [tl, tr, br, bl] };
}

/**
 * Whether a stroke's path traces the same rounded rect: Satori starts it on the top-left corner's
 * arc, so its first and last segments are the two halves of that corner.
 */
function tracesOutline(segs: readonly Seg[], box: RoundedRect, outline: readonly Seg[]): boolean {
  if (segs.length !== 10 || segs[0]!.kind !== 'M' || segs[1]!.kind !== 'A' || segs[9]!.kind !== 'A') return false;
  const tl = box.r[0];
  const start = segs[0]!.to;
  const onCorner =
    near(Math.hypot(start.x - (box.x0 + tl), start.y - (box.y0 + tl)), tl) &&
    start.x <= box.x0 + tl + EPS &&
    start.y <= box.y0 + tl + EPS;
  if (!onCorner || !near(segs[1]!.r!, tl) || !near(segs[9]!.r!, tl) || !same(segs[9]!.to, start)) return false;
  if (!same(segs[1]!.to, outline[0]!.to)) return false;
  for (let k = 2; k <= 8; k++) {
    const a = segs[k]!;
    const b = outline[k - 1]!;
    if (a.kind !== b.kind || !same(a.to, b.to) || (a.kind === 'A' && !near(a.r!, b.r!))) return false;
  }
  return true;
}

/** The rounded rect inset by `w` on every side, corners max(0, r − w), as closed path data. */
export function insetOutline(box: RoundedRect, w: number): string | undefined {
  const x0 = box.x0 + w;
  const y0 = box.y0 + w;
  const x1 = box.x1 - w;
  const y1 = box.y1 - w;
  if (x1 - x0 <= EPS || y1 - y0 <= EPS) return undefined;
  const [tl, tr, br, bl] = box.r.map((r) => Math.max(0, r - w)) as [number, number, number, number];
  const arc = (r: number, x: number, y: number): string =>
    r > 0 ? ` A${num(r)},${num(r)} 0 0 1 ${num(x)},${num(y)}` : ` L${num(x)},${num(y)}`;
  return `M${num(x0 + tl)},${num(y0)} H${num(x1 - tr)}${arc(tr, x1, y0 + tr)} V${num(y1 - br)}${arc(br, x1 - br, y1)} H${num(x0 + bl)}${arc(bl, x0, y1 - bl)} V${num(y0 + tl)}${arc(tl, x0 + tl, y0)} Z`;
}

const CLIP =
  /<clipPath id="([^"]+)"><path x="[^"]*" y="[^"]*" width="[^"]*" height="[^"]*" d="([^"]+)"\/><\/clipPath>/g;
const STROKE =
  /<path width="[^"]*" height="[^"]*" clip-path="url\(#([^")]+)\)" fill="none" stroke="(#[0-9a-fA-F]{3,8})" stroke-width="([\d.]+)" d="([^"]+)"\/>/g;

/** The SVG with each uniform rounded border drawn as a filled ring instead of a clipped stroke. */
export function borderRings(svg: string): string {
  const clips = new Map<string, { d: string; box: RoundedRect; segs: Seg[] }>();
  for (const m of svg.matchAll(CLIP)) {
    const segs = pathSegments(m[2]!);
    const box = segs && roundedRectOf(segs);
    if (segs && box) clips.set(m[1]!, { d: m[2]!, box, segs });
  }
  if (!clips.size) return svg;
  return svg.replace(STROKE, (all, id: string, colour: string, width: string, d: string) => {
    const clip = clips.get(id);
    const segs = clip && pathSegments(d);
    if (!clip || !segs || !tracesOutline(segs, clip.box, clip.segs)) return all;
    const inner = insetOutline(clip.box, Number(width) / 2);
    return inner ? `<path fill="${colour}" fill-rule="evenodd" d="${clip.d} ${inner}"/>` : all;
  });
}
