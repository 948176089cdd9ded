// The report's charts, as plain SVG strings from our own small templates (no chart library, no
// CDN): rate bars with 95 % whiskers, a sweep curve with its confidence band, a stance-against-
// stance heat map, and the diverging impact bar of the card table. Each chart carries
// `data-chart` so the browser test can find it.
import type { Estimate } from '../stats.js';
import { COLOURS, esc, f1, pct } from './svg.js';

export interface Bar {
  readonly label: string;
  readonly est: Estimate;
  readonly colour?: string;
}

/** Horizontal bars on a 0–100 % axis, each with its interval as a whisker. */
export function rateBars(kind: string, bars: readonly Bar[], width = 640): string {
  const left = 170;
  const row = 30;
  const plot = width - left - 70;
  const height = bars.length * row + 34;
  const x = (v: number): number => left + v * plot;
  let s = `<svg data-chart="${esc(kind)}" xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">`;
  for (const t of [0, 0.25, 0.5, 0.75, 1]) s += `<line x1="${f1(x(t))}" y1="4" x2="${f1(x(t))}" y2="${height - 24}" stroke="#ddd"/><text x="${f1(x(t))}" y="${height - 8}" font-size="11" text-anchor="middle" fill="#555">${t * 100} %</text>`;
  bars.forEach((b, i) => {
    const y = 8 + i * row;
    const c = b.colour ?? COLOURS[i % COLOURS.length]!;
    s += `<text x="${left - 8}" y="${y + 15}" font-size="13" text-anchor="end">${esc(b.label)}</text>`;
    s += `<rect x="${left}" y="${y + 3}" width="${f1(b.est.value * plot)}" height="18" fill="${c}" opacity="0.85"><title>${esc(b.label)}: ${pct(b.est.value)} (95 % ${pct(b.est.low)}–${pct(b.est.high)}, n = ${b.est.n})</title></rect>`;
    s += `<line x1="${f1(x(b.est.low))}" y1="${y + 12}" x2="${f1(x(b.est.high))}" y2="${y + 12}" stroke="#111" stroke-width="1.5"/>`;
    for (const e of [b.est.low, b.est.high]) s += `<line x1="${f1(x(e))}" y1="${y + 6}" x2="${f1(x(e))}" y2="${y + 18}" stroke="#111" stroke-width="1.5"/>`;
    s += `<text x="${f1(x(b.est.high) + 6)}" y="${y + 16}" font-size="12" fill="#333">${pct(b.est.value)}</text>`;
  });
  return s + '</svg>';
}

/** A rate along a numeric sweep: the line, its 95 % band and a dot per point. */
export function sweepCurve(xLabel: string, points: readonly { x: number; est: Estimate }[], yLabel: string, width = 640, height = 300): string {
  const pad = { l: 56, r: 16, t: 14, b: 44 };
  const xs = points.map((p) => p.x);
  const [x0, x1] = [Math.min(...xs), Math.max(...xs)];
  const px = (v: number): number => pad.l + (x1 === x0 ? 0.5 : (v - x0) / (x1 - x0)) * (width - pad.l - pad.r);
  const py = (v: number): number => pad.t + (1 - v) * (height - pad.t - pad.b);
  let s = `<svg data-chart="sweep" xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">`;
  for (const t of [0, 0.25, 0.5, 0.75, 1]) s += `<line x1="${pad.l}" y1="${f1(py(t))}" x2="${width - pad.r}" y2="${f1(py(t))}" stroke="#ddd"/><text x="${pad.l - 6}" y="${f1(py(t) + 4)}" font-size="11" text-anchor="end" fill="#555">${t * 100} %</text>`;
  const band = [...points.map((p) => `${f1(px(p.x))},${f1(py(p.est.high))}`), ...[...points].reverse().map((p) => `${f1(px(p.x))},${f1(py(p.est.low))}`)].join(' ');
  s += `<polygon points="${band}" fill="${COLOURS[0]}" opacity="0.18"/>`;
  s += `<polyline points="${points.map((p) => `${f1(px(p.x))},${f1(py(p.est.value))}`).join(' ')}" fill="none" stroke="${COLOURS[0]}" stroke-width="2"/>`;
  for (const p of points) s += `<circle cx="${f1(px(p.x))}" cy="${f1(py(p.est.value))}" r="3.5" fill="${COLOURS[0]}"><title>${esc(xLabel)} ${p.x}: ${pct(p.est.value)} (${pct(p.est.low)}–${pct(p.est.high)})</title></circle><text x="${f1(px(p.x))}" y="${height - pad.b + 16}" font-size="11" text-anchor="middle" fill="#555">${p.x}</text>`;
  s += `<text x="${(width + pad.l) / 2}" y="${height - 8}" font-size="12" text-anchor="middle">${esc(xLabel)}</text>`;
  s += `<text x="14" y="${height / 2}" font-size="12" text-anchor="middle" transform="rotate(-90 14 ${height / 2})">${esc(yLabel)}</text>`;
  return s + '</svg>';
}

/** Rows × columns of rates on a diverging scale: the second side's red (0 %), white (50 %), the first side's blue (100 %). */
export function heatMap(rows: readonly string[], cols: readonly string[], cell: (r: number, c: number) => Estimate, rowTitle: string, colTitle: string): string {
  const cw = 92;
  const ch = 28;
  const left = 130;
  const top = 48;
  const width = left + cols.length * cw + 10;
  const height = top + rows.length * ch + 10;
  const mixc = (v: number): string => {
    const blue = [0x2f, 0x6e, 0xa5];
    const red = [0xb5, 0x45, 0x2f];
    const [from, t] = v >= 0.5 ? [blue, (v - 0.5) * 2] : [red, (0.5 - v) * 2];
    return `rgb(${from.map((x) => Math.round(255 + (x - 255) * t)).join(',')})`;
  };
  let s = `<svg data-chart="stance-matrix" xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">`;
  s += `<text x="${left + (cols.length * cw) / 2}" y="14" font-size="12" text-anchor="middle">${esc(colTitle)}</text><text x="4" y="${top - 8}" font-size="12">${esc(rowTitle)} ↓</text>`;
  cols.forEach((c, j) => (s += `<text x="${left + j * cw + cw / 2}" y="${top - 8}" font-size="11" text-anchor="middle">${esc(c)}</text>`));
  rows.forEach((r, i) => {
    s += `<text x="${left - 6}" y="${top + i * ch + 18}" font-size="11" text-anchor="end">${esc(r)}</text>`;
    cols.forEach((_, j) => {
      const e = cell(i, j);
      s += `<rect x="${left + j * cw}" y="${top + i * ch}" width="${cw - 2}" height="${ch - 2}" fill="${mixc(e.value)}"><title>${esc(r)} vs ${esc(cols[j]!)}: ${pct(e.value)} (${pct(e.low)}–${pct(e.high)})</title></rect>`;
      s += `<text x="${left + j * cw + cw / 2}" y="${top + i * ch + 18}" font-size="11" text-anchor="middle" fill="${Math.abs(e.value - 0.5) > 0.3 ? '#fff' : '#111'}">${pct(e.value)}</text>`;
    });
  });
  return s + '</svg>';
}

/** A diverging bar for a card's impact (−50…+50 points), for the card table. */
export function impactBar(impact: number): string {
  const w = 120;
  const mid = w / 2;
  const len = Math.max(-1, Math.min(1, impact * 2)) * mid;
  const c = impact >= 0 ? COLOURS[0] : COLOURS[1];
  return `<svg data-chart="impact" xmlns="http://www.w3.org/2000/svg" width="${w}" height="14" viewBox="0 0 ${w} 14"><line x1="${mid}" y1="0" x2="${mid}" y2="14" stroke="#999"/><rect x="${f1(len < 0 ? mid + len : mid)}" y="3" width="${f1(Math.abs(len))}" height="8" fill="${c}"/></svg>`;
}
