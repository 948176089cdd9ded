// The colour checks of a press file (PDF/X-1a allows DeviceCMYK, DeviceGray, Separation, DeviceN
// and Indexed/Pattern over those): RGB however it is set (`rg`, `/DeviceRGB cs … sc`, an RGB or
// ICC-based colour space, a shading, an inline image, inside a tiling pattern), device-independent
// colour (ICCBased CMYK, Lab, Cal*), total ink over the press's limit, and small text in a neutral
// colour printed in more than one ink (the plates never register exactly: it blurs). docs/print.md.
import type { Mark, Paint } from './content-geometry.js';
import type { PageObjects } from './inspect-pdf.js';
import type { Finding } from './finding.js';
import { linesOfText, textLines } from './text-lines.js';

/** SWOP's total area coverage; DriveThruCards prints on a SWOP-like press. */
export const DTC_INK_LIMIT = 300;
/** Text under this size should print in one ink when it is black or grey. */
export const SMALL_TEXT_PT = 12;

const RGB_FAMILIES = new Set(['DeviceRGB', 'CalRGB', 'Indexed/DeviceRGB', 'Indexed/CalRGB']);

/** How a colour space breaks PDF/X-1a, or undefined when it does not. */
export function colourProblem(
  family: string,
  components?: number,
): { kind: 'rgb' | 'independent'; what: string } | undefined {
  if (RGB_FAMILIES.has(family) || (family.endsWith('ICCBased') && components === 3))
    return {
      kind: 'rgb',
      what: family.includes('ICCBased') ? 'ICC-based RGB' : family.replace('Indexed/', 'indexed '),
    };
  if (family.includes('ICCBased'))
    return {
      kind: 'independent',
      what: `ICC-based ${components === 4 ? 'CMYK' : components === 1 ? 'gray' : `${components ?? '?'}-component`}`,
    };
  if (family.includes('Lab') || family.includes('CalGray'))
    return { kind: 'independent', what: family.replace('Indexed/', 'indexed ') };
  // DeviceCMYK, DeviceGray, Separation, DeviceN, Pattern and Indexed over them are what PDF/X-1a allows.
  return undefined;
}

const HINT = {
  rgb: 'PDF/X-1a allows only CMYK or gray: convert the colours to CMYK for the press profile (DriveThruCards: US Web Coated SWOP)',
  independent: 'PDF/X-1a allows only device colour (CMYK, gray, spot): convert ICC-based and Lab colour to DeviceCMYK',
} as const;

/** The CMYK inks (0..1) of a paint, when it is device CMYK or gray. */
export function inksOf(p: Paint): number[] | undefined {
  if (p.space === 'DeviceCMYK' && p.values.length === 4) return [...p.values];
  if (p.space === 'DeviceGray' && p.values.length === 1) return [0, 0, 0, 1 - p.values[0]!];
  return undefined;
}

/** Looks grey or black (CMYK composited naively): cyan, magenta and yellow nearly balanced. */
const neutral = (c: readonly number[]): boolean => {
  const rgb = [0, 1, 2].map((i) => (1 - c[i]!) * (1 - c[3]!));
  return Math.max(...rgb) - Math.min(...rgb) <= 0.08;
};

export function colourFindings(p: PageObjects): Finding[] {
  const out: Finding[] = [];
  const add = (object: string, severity: Finding['severity'], message: string, hint: string) =>
    out.push({ page: p.page, object, severity, message, hint });
  const grouped = new Map<string, { object: string; kind: 'rgb' | 'independent'; what: Set<string>; n: number }>();
  const note = (object: string, kind: 'rgb' | 'independent', what: string) => {
    const key = `${object}\u0000${kind}`;
    const g = grouped.get(key) ?? { object, kind, what: new Set(), n: 0 };
    g.what.add(what);
    g.n++;
    grouped.set(key, g);
  };
  const marks = p.marks;
  for (const m of marks) {
    if (m.kind === 'colour') {
      const prob = colourProblem(m.paint.space, m.paint.components);
      if (prob) note(`${m.where} content`, prob.kind, `${prob.what} (${m.how})`);
    } else if (m.kind === 'image' && m.where.endsWith('inline image') && m.space) {
      const prob = colourProblem(m.space, m.components);
      if (prob) note(m.where, prob.kind, `${prob.what} inline image`);
    }
  }
  for (const cs of p.colorSpaces) {
    const prob = colourProblem(cs.family, cs.components);
    if (prob) note(cs.where, prob.kind, `${prob.what} colour space`);
  }
  for (const im of p.images) {
    const prob = colourProblem(im.colorSpace, im.components);
    if (prob) note(im.where, prob.kind, `${prob.what} image (${im.width}×${im.height})`);
  }
  for (const g of grouped.values()) {
    const list = [...g.what].join(', ');
    const label = g.kind === 'rgb' ? 'RGB colour' : 'device-independent colour';
    add(g.object, 'error', g.n > 1 ? `${g.n} × ${label}: ${list}` : `${label}: ${list}`, HINT[g.kind]);
  }

  // Total ink, per object: the heaviest colour named.
  const heavy = new Map<string, number>();
  for (const m of marks) {
    if (m.kind !== 'colour') continue;
    const inks = inksOf(m.paint);
    const total = inks ? Math.round(inks.reduce((a, b) => a + b, 0) * 1000) / 10 : 0;
    if (total > DTC_INK_LIMIT + 0.5) heavy.set(m.where, Math.max(heavy.get(m.where) ?? 0, total));
  }
  for (const [where, total] of heavy)
    add(
      `${where} content`,
      'error',
      `total ink ${total.toFixed(0)} %, over the press's ${DTC_INK_LIMIT} %`,
      `keep cyan + magenta + yellow + black at or under ${DTC_INK_LIMIT} % (reduce C, M and Y; a rich black such as 60/40/40/100 is 240 %)`,
    );
  // Every CMYK image is read (XObjects and inline images alike); one that cannot be is said so.
  const inline = marks.filter(
    (m): m is Extract<Mark, { kind: 'image' }> => m.kind === 'image' && m.where.endsWith('inline image'),
  );
  const worst = new Map<string, { maxInk?: number; unmeasured?: string }>();
  for (const im of [
    ...p.images.map((x) => ({ where: x.where, maxInk: x.maxInk, inkUnmeasured: x.inkUnmeasured })),
    ...inline,
  ]) {
    const w = worst.get(im.where) ?? {};
    if (im.maxInk !== undefined) w.maxInk = Math.max(w.maxInk ?? 0, im.maxInk);
    if (im.inkUnmeasured !== undefined) w.unmeasured ??= im.inkUnmeasured;
    worst.set(im.where, w);
  }
  for (const [where, w] of worst) {
    if (w.maxInk !== undefined && w.maxInk > DTC_INK_LIMIT + 0.5)
      add(
        where,
        'error',
        `image pixels reach ${w.maxInk.toFixed(0)} % total ink, over the press's ${DTC_INK_LIMIT} %`,
        `convert the image with a profile that limits total ink to ${DTC_INK_LIMIT} % (e.g. US Web Coated SWOP)`,
      );
    if (w.unmeasured !== undefined)
      add(
        where,
        'warning',
        `the total ink of this CMYK image could not be measured: ${w.unmeasured}`,
        `check its ink in your image or layout program (at most ${DTC_INK_LIMIT} %), or export it again with Flate or JPEG compression`,
      );
  }

  // Small neutral text in several inks.
  const small = new Map<string, Extract<Mark, { kind: 'text' }>[]>();
  for (const m of marks) {
    if (m.kind !== 'text' || m.size >= SMALL_TEXT_PT) continue;
    const inks = inksOf(m.fill);
    if (!inks || !neutral(inks) || inks.filter((v) => v > 0.02).length < 2) continue;
    small.set(m.where, [...(small.get(m.where) ?? []), m]);
  }
  for (const [where, runs] of small) {
    const c = inksOf(runs[0]!.fill)!.map((v) => Math.round(v * 100));
    const lines = textLines(runs);
    add(
      `${where} text`,
      'warning',
      `${linesOfText(lines.length)} under ${SMALL_TEXT_PT} pt printed black or grey in ${c.filter((v) => v > 2).length} inks (C${c[0]} M${c[1]} Y${c[2]} K${c[3]}: ${JSON.stringify(lines[0]!.text.trim().replace(/\s+/g, ' ').slice(0, 30))})`,
      'set small black and grey text in K only (0/0/0/K): on four plates any misregistration blurs it',
    );
  }
  return out;
}
