// The preflight checks that need to know where things land (content-geometry.ts): type under
// 6 pt, images under 300 effective DPI at their printed size, and, on a page with a TrimBox,
// content in the 3 mm just inside the trim that a cut can take. Findings are grouped per object
// (one line for a form's twelve small labels, naming the smallest) so a deck stays readable.
import type { Box, Mark } from './content-geometry.js';
import type { PageObjects } from './inspect-pdf.js';
import type { Finding, PreflightTarget } from './finding.js';
import { linesOfText, textLines } from './text-lines.js';

export const MIN_TEXT_PT = 6;
export const GOOD_DPI = 300;
/** Under this a card's art is visibly soft: an error for a print shop, a warning at home. */
export const POOR_DPI = 150;
export const SAFE_MM = 3;
const PT_PER_MM = 72 / 25.4;
/** Boxes come from advances and Bézier control points: half a point of slack (0.18 mm). */
const SLACK = 0.5;

const quote = (s: string) => JSON.stringify(s.trim().replace(/\s+/g, ' ').slice(0, 40));
const mm = (pt: number) => (pt / PT_PER_MM).toFixed(1);

function groupBy<T extends Mark>(marks: T[], key: (m: T) => string): Map<string, T[]> {
  const g = new Map<string, T[]>();
  for (const m of marks) g.set(key(m), [...(g.get(key(m)) ?? []), m]);
  return g;
}

export function geometryFindings(p: PageObjects, target: PreflightTarget): Finding[] {
  const out: Finding[] = [];
  const add = (object: string, severity: Finding['severity'], message: string, hint: string) =>
    out.push({ page: p.page, object, severity, message, hint });
  const texts = p.marks.filter((m): m is Extract<Mark, { kind: 'text' }> => m.kind === 'text');

  // Counted and quoted as lines: one line may be a run per word or per glyph.
  const small = textLines(texts.filter((t) => t.size < MIN_TEXT_PT - 0.01));
  const smallBy = new Map<string, typeof small>();
  for (const l of small) smallBy.set(l.where, [...(smallBy.get(l.where) ?? []), l]);
  for (const [where, lines] of smallBy) {
    const least = lines.reduce((a, b) => (b.size < a.size ? b : a));
    add(
      `${where} text`,
      'warning',
      `${linesOfText(lines.length)} under ${MIN_TEXT_PT} pt (smallest ${least.size.toFixed(1)} pt: ${quote(least.text)})`,
      `set type at ${MIN_TEXT_PT} pt or more: smaller type may not print legibly`,
    );
  }

  for (const im of p.marks) {
    if (im.kind !== 'image' || im.dpi >= GOOD_DPI * 0.99) continue;
    const w = Math.abs(im.box.x1 - im.box.x0) / 72;
    const h = Math.abs(im.box.y1 - im.box.y0) / 72;
    const poor = im.dpi < POOR_DPI;
    const severity = target === 'dtc' ? (poor ? 'error' : 'warning') : poor ? 'warning' : undefined;
    if (!severity) continue;
    const need = `${Math.ceil((im.pixels[0] / im.dpi) * GOOD_DPI)}×${Math.ceil((im.pixels[1] / im.dpi) * GOOD_DPI)} px`;
    add(
      im.where,
      severity,
      `image of ${im.pixels[0]}×${im.pixels[1]} px printed at ${w.toFixed(2)}×${h.toFixed(2)} in: ${Math.round(im.dpi)} effective DPI, under ${GOOD_DPI}`,
      `supply the art at ${GOOD_DPI} DPI at its printed size (about ${need}), or print it smaller`,
    );
  }

  const trim = p.trimBox;
  if (target !== 'dtc' || trim?.length !== 4) return out;
  const t: Box = {
    x0: Math.min(trim[0]!, trim[2]!),
    y0: Math.min(trim[1]!, trim[3]!),
    x1: Math.max(trim[0]!, trim[2]!),
    y1: Math.max(trim[1]!, trim[3]!),
  };
  const inset = SAFE_MM * PT_PER_MM;
  const safe: Box = { x0: t.x0 + inset, y0: t.y0 + inset, x1: t.x1 - inset, y1: t.y1 - inset };
  /** How far a box reaches past the safe line, on its worst side, or 0. */
  const beyond = (b: Box, sides: ('x0' | 'y0' | 'x1' | 'y1')[]) =>
    Math.max(0, ...sides.map((s) => (s.endsWith('0') ? safe[s] - b[s] : b[s] - safe[s])));
  const SIDES = ['x0', 'y0', 'x1', 'y1'] as const;

  const outside = textLines(texts)
    .map((l) => ({ l, d: beyond(l.box, [...SIDES]) }))
    .filter((x) => x.d > SLACK);
  const outsideBy = new Map<string, { text: string; d: number }[]>();
  for (const { l, d } of outside) outsideBy.set(l.where, [...(outsideBy.get(l.where) ?? []), { text: l.text, d }]);
  for (const [where, list] of outsideBy) {
    const worst = list.reduce((a, b) => (b.d > a.d ? b : a));
    add(
      `${where} text`,
      'warning',
      `${linesOfText(list.length)} outside the safe area (${quote(worst.text)} reaches ${mm(worst.d)} mm past it, ${mm(inset - worst.d)} mm from the trim)`,
      `keep text ${SAFE_MM} mm inside the trim: the cut can drift that far`,
    );
  }
  // An image or painting that runs off the trim on a side is bleed art and meant to be cut; one
  // that stops in the last 3 mm before the trim (a frame, an icon) shows the cut's drift.
  const art = p.marks
    .filter((m) => m.kind === 'image' || m.kind === 'path')
    .map((m) => {
      const sides = SIDES.filter((s) => (s.endsWith('0') ? m.box[s] > t[s] + SLACK : m.box[s] < t[s] - SLACK));
      return { m, d: beyond(m.box, sides) };
    })
    .filter((x) => x.d > SLACK);
  for (const [key, list] of groupBy(
    art.map((x) => ({ ...x.m, d: x.d })),
    (x) => `${x.where}\u0000${x.kind}`,
  )) {
    const worst = list.reduce((a, b) => (b.d > a.d ? b : a));
    const what = worst.kind === 'image' ? 'image' : 'painted shape';
    add(
      key.split('\u0000')[0]!,
      'warning',
      `${list.length > 1 ? `${list.length} ${what}s end` : `${what} ends`} inside the ${SAFE_MM} mm before the trim (${mm(inset - worst.d)} mm from it)`,
      `end it at least ${SAFE_MM} mm inside the trim, or extend it past the trim into the bleed`,
    );
  }
  return out;
}
