// The report's charts as scenes (scene.ts): rate bars with 95 % whiskers, the distribution of fight
// lengths, the win chance by round, Health left at the end, an impact plot with intervals, a sweep
// curve with its band, and a stance-against-stance heat map with the intervals written in the cells.
import type { PlayStats } from '../play-stats.js';
import type { RoundsRow } from '../results.js';
import type { Estimate } from '../stats.js';
import { COLOURS, line, pctText, r1, rect, scene, text, type Scene } from './scene.js';

const W = 460;

export interface Bar {
  readonly label: string;
  readonly est: Estimate;
  readonly colour?: string;
}

/** Horizontal bars on a 0–100 % axis, each with its interval as a whisker and written out. */
export function rateBars(kind: string, title: string, bars: readonly Bar[]): Scene {
  const left = 110;
  const row = 34;
  const plot = W - left - 20;
  const height = bars.length * row + 30;
  const s = scene(kind, title, W, height);
  const x = (v: number): number => left + v * plot;
  for (const t of [0, 0.25, 0.5, 0.75, 1])
    s.items.push(
      line(x(t), 4, x(t), height - 22),
      text(x(t), height - 8, `${t * 100} %`, { 'text-anchor': 'middle', fill: '#555' }),
    );
  bars.forEach((b, i) => {
    const y = 6 + i * row;
    s.items.push(text(left - 6, y + 14, b.label, { 'text-anchor': 'end', 'font-size': 12 }));
    s.items.push(
      rect(left, y + 2, b.est.value * plot, 16, b.colour ?? COLOURS[i % COLOURS.length]!, { opacity: 0.85 }),
    );
    s.items.push(
      line(x(b.est.low), y + 10, x(b.est.high), y + 10, '#111', 1.5),
      line(x(b.est.low), y + 5, x(b.est.low), y + 15, '#111', 1.5),
      line(x(b.est.high), y + 5, x(b.est.high), y + 15, '#111', 1.5),
    );
    s.items.push(
      text(left, y + 30, `${pctText(b.est.value)} (95 %: ${pctText(b.est.low)}–${pctText(b.est.high)})`, {
        fill: '#333',
        'font-size': 11.5,
      }),
    );
  });
  return s;
}

/** How many fights lasted each number of rounds, stacked by outcome. */
export function roundsChart(ends: readonly RoundsRow[], sides: readonly [string, string]): Scene {
  const pad = { l: 44, r: 10, t: 10, b: 34 };
  const height = 200;
  const s = scene('rounds', 'Rounds per fight (fights that ended in each round, by outcome)', W, height);
  const lo = ends[0]?.rounds ?? 1;
  const hi = ends[ends.length - 1]?.rounds ?? 1;
  const n = hi - lo + 1;
  const most = Math.max(1, ...ends.map((e) => e.fights));
  const bw = (W - pad.l - pad.r) / n;
  const y = (v: number): number => pad.t + (1 - v / most) * (height - pad.t - pad.b);
  for (const t of [0, 0.5, 1])
    s.items.push(
      line(pad.l, y(t * most), W - pad.r, y(t * most)),
      text(pad.l - 4, y(t * most) + 4, String(Math.round(t * most)), { 'text-anchor': 'end', fill: '#555' }),
    );
  const colours = [COLOURS[0]!, COLOURS[1]!, COLOURS[2]!];
  for (const e of ends) {
    const x = pad.l + (e.rounds - lo) * bw;
    let base = 0;
    [e.won[0], e.won[1], e.draws].forEach((v, k) => {
      if (!v) return;
      s.items.push(rect(x + 0.5, y(base + v), bw - 1, y(base) - y(base + v), colours[k]!));
      base += v;
    });
  }
  const every = Math.max(1, Math.ceil(n / 12));
  for (let r = lo; r <= hi; r += every)
    s.items.push(
      text(pad.l + (r - lo + 0.5) * bw, height - pad.b + 14, String(r), { 'text-anchor': 'middle', fill: '#555' }),
    );
  s.items.push(text((W + pad.l) / 2, height - 4, 'rounds', { 'text-anchor': 'middle' }));
  s.legend.push(
    { colour: colours[0]!, label: `${sides[0]} won` },
    { colour: colours[1]!, label: `${sides[1]} won` },
    { colour: colours[2]!, label: 'draw' },
  );
  return s;
}

/** The share of all fights each side has won by the end of each round (cumulative). */
export function winByRound(ends: readonly RoundsRow[], total: number, sides: readonly [string, string]): Scene {
  const pad = { l: 44, r: 10, t: 10, b: 34 };
  const height = 200;
  const s = scene('win-by-round', 'Win chance by round (share of all fights won by the end of each round)', W, height);
  const lo = ends[0]?.rounds ?? 1;
  const hi = Math.max(lo + 1, ends[ends.length - 1]?.rounds ?? 1);
  const x = (r: number): number => pad.l + ((r - lo) / (hi - lo)) * (W - pad.l - pad.r);
  const y = (v: number): number => pad.t + (1 - v) * (height - pad.t - pad.b);
  for (const t of [0, 0.5, 1])
    s.items.push(
      line(pad.l, y(t), W - pad.r, y(t)),
      text(pad.l - 4, y(t) + 4, `${t * 100} %`, { 'text-anchor': 'end', fill: '#555' }),
    );
  for (const k of [0, 1] as const) {
    let acc = 0;
    const pts = ends.map((e) => `${r1(x(e.rounds))},${r1(y((acc += e.won[k]) / Math.max(1, total)))}`);
    s.items.push({ t: 'polyline', a: { points: pts.join(' '), fill: 'none', stroke: COLOURS[k]!, 'stroke-width': 2 } });
    s.items.push(
      text(W - pad.r, y(acc / Math.max(1, total)) - 4, `${sides[k]} ${pctText(acc / Math.max(1, total))}`, {
        'text-anchor': 'end',
        fill: COLOURS[k]!,
      }),
    );
  }
  const every = Math.max(1, Math.ceil((hi - lo + 1) / 12));
  for (let r = lo; r <= hi; r += every)
    s.items.push(text(x(r), height - pad.b + 14, String(r), { 'text-anchor': 'middle', fill: '#555' }));
  s.items.push(text((W + pad.l) / 2, height - 4, 'round', { 'text-anchor': 'middle' }));
  s.legend.push(
    { colour: COLOURS[0]!, label: `${sides[0]} has won` },
    { colour: COLOURS[1]!, label: `${sides[1]} has won` },
  );
  return s;
}

/** Health left over a side at the end of the fight: share of fights at each total. */
export function healthChart(
  side: string,
  rows: readonly { health: number; fights: number }[],
  total: number,
  colour: string,
): Scene {
  const pad = { l: 44, r: 10, t: 10, b: 34 };
  const height = 170;
  const s = scene(`health-left`, `Health left on ${side} at the end (share of fights)`, W, height);
  const hi = Math.max(1, ...rows.map((r) => r.health));
  const most = Math.max(1e-9, ...rows.map((r) => r.fights / total));
  const bw = (W - pad.l - pad.r) / (hi + 1);
  const y = (v: number): number => pad.t + (1 - v / most) * (height - pad.t - pad.b);
  for (const t of [0, 0.5, 1])
    s.items.push(
      line(pad.l, y(t * most), W - pad.r, y(t * most)),
      text(pad.l - 4, y(t * most) + 4, pctText(t * most), { 'text-anchor': 'end', fill: '#555', 'font-size': 10 }),
    );
  for (const r of rows)
    s.items.push(
      rect(pad.l + r.health * bw + 0.5, y(r.fights / total), Math.max(1, bw - 1), y(0) - y(r.fights / total), colour),
    );
  const every = Math.max(1, Math.ceil((hi + 1) / 12));
  for (let h = 0; h <= hi; h += every)
    s.items.push(
      text(pad.l + (h + 0.5) * bw, height - pad.b + 14, String(h), { 'text-anchor': 'middle', fill: '#555' }),
    );
  s.items.push(
    text((W + pad.l) / 2, height - 4, 'Health left (all combatants of the side)', { 'text-anchor': 'middle' }),
  );
  return s;
}

/** Ranked cards' impact as dots with their 95 % whiskers around zero. */
export function impactChart(cards: readonly PlayStats[]): Scene {
  const ranked = cards.filter((c) => c.impact);
  const left = 150;
  const row = 20;
  const height = ranked.length * row + 36;
  const s = scene('impact', 'Impact of each ranked card, in points of win rate (95 % intervals)', W, height);
  const lo = Math.min(-0.1, ...ranked.map((c) => c.impact!.low));
  const hi = Math.max(0.1, ...ranked.map((c) => c.impact!.high));
  const x = (v: number): number => left + ((v - lo) / (hi - lo)) * (W - left - 14);
  s.items.push(line(x(0), 2, x(0), height - 26, '#999'));
  for (const t of [lo, 0, hi])
    s.items.push(
      text(x(t), height - 12, `${t > 0 ? '+' : ''}${(t * 100).toFixed(0)}`, { 'text-anchor': 'middle', fill: '#555' }),
    );
  ranked.forEach((c, i) => {
    const y = 10 + i * row;
    const colour = c.clear ? (c.impact!.value > 0 ? COLOURS[0]! : COLOURS[1]!) : '#999';
    s.items.push(text(left - 6, y + 4, `${c.side}: ${c.name}`, { 'text-anchor': 'end', 'font-size': 11.5 }));
    s.items.push(line(x(c.impact!.low), y, x(c.impact!.high), y, colour, 2));
    s.items.push({ t: 'circle', a: { cx: r1(x(c.impact!.value)), cy: y, r: 3.5, fill: colour } });
  });
  s.items.push(
    text((W + left) / 2, height - 1, 'points (win when played − win when not)', {
      'text-anchor': 'middle',
      'font-size': 11,
    }),
  );
  s.legend.push(
    { colour: COLOURS[0]!, label: 'clearly higher' },
    { colour: COLOURS[1]!, label: 'clearly lower' },
    { colour: '#999', label: 'interval includes 0' },
  );
  return s;
}

/** A rate along a numeric sweep: the line, its 95 % band and a dot per point. */
export function sweepCurve(xLabel: string, points: readonly { x: number; est: Estimate }[], yLabel: string): Scene {
  const pad = { l: 48, r: 12, t: 12, b: 40 };
  const height = 240;
  const s = scene('sweep', `${yLabel} as ${xLabel} changes (95 % band)`, W, height);
  const xs = points.map((p) => p.x);
  const [x0, x1] = [Math.min(...xs), Math.max(...xs)];
  const px = (v: number): number => pad.l + (x1 === x0 ? 0.5 : (v - x0) / (x1 - x0)) * (W - pad.l - pad.r);
  const py = (v: number): number => pad.t + (1 - v) * (height - pad.t - pad.b);
  for (const t of [0, 0.25, 0.5, 0.75, 1])
    s.items.push(
      line(pad.l, py(t), W - pad.r, py(t)),
      text(pad.l - 4, py(t) + 4, `${t * 100} %`, { 'text-anchor': 'end', fill: '#555' }),
    );
  const band = [
    ...points.map((p) => `${r1(px(p.x))},${r1(py(p.est.high))}`),
    ...[...points].reverse().map((p) => `${r1(px(p.x))},${r1(py(p.est.low))}`),
  ].join(' ');
  s.items.push({ t: 'polygon', a: { points: band, fill: COLOURS[0]!, opacity: 0.18 } });
  s.items.push({
    t: 'polyline',
    a: {
      points: points.map((p) => `${r1(px(p.x))},${r1(py(p.est.value))}`).join(' '),
      fill: 'none',
      stroke: COLOURS[0]!,
      'stroke-width': 2,
    },
  });
  for (const p of points)
    s.items.push(
      { t: 'circle', a: { cx: r1(px(p.x)), cy: r1(py(p.est.value)), r: 3.5, fill: COLOURS[0]! } },
      text(px(p.x), height - pad.b + 15, String(p.x), { 'text-anchor': 'middle', fill: '#555' }),
    );
  s.items.push(text((W + pad.l) / 2, height - 6, xLabel, { 'text-anchor': 'middle', 'font-size': 12 }));
  s.legend.push({ colour: COLOURS[0]!, label: `${yLabel}; the band is the 95 % interval` });
  return s;
}

const mix = (v: number): string => {
  const blue = [0x2f, 0x6e, 0xa5];
  const red = [0xb5, 0x45, 0x2f];
  const [from, t] = v >= 0.5 ? [blue, (v - 0.5) * 2] : [red, (0.5 - v) * 2];
  return `rgb(${from.map((x) => Math.round(255 + (x - 255) * t)).join(',')})`;
};

/** Rows × columns of rates on a diverging scale, each cell with its rate, interval and draws written in it. */
export function heatMap(
  rows: readonly string[],
  cols: readonly string[],
  cell: (r: number, c: number) => { win: Estimate; draws: Estimate },
  rowTitle: string,
  colTitle: string,
): Scene {
  const left = 96;
  const top = 40;
  const cw = Math.max(64, Math.min(110, (W - left - 4) / cols.length));
  const ch = 46;
  const width = Math.max(W, left + cols.length * cw + 4);
  const height = top + rows.length * ch + 50;
  const s = scene(
    'stance-matrix',
    `How often ${rowTitle.replace(/ stance$/, '')} wins, for each pair of stances (95 % interval and draws in each cell)`,
    width,
    height,
  );
  s.items.push(
    text(left + (cols.length * cw) / 2, 12, `${colTitle} →`, { 'text-anchor': 'middle', 'font-size': 12 }),
    text(4, top - 6, `${rowTitle} ↓`, { 'font-size': 11 }),
  );
  cols.forEach((c, j) =>
    s.items.push(text(left + j * cw + cw / 2, top - 6, c, { 'text-anchor': 'middle', 'font-size': 11 })),
  );
  rows.forEach((r, i) => {
    s.items.push(text(left - 4, top + i * ch + 26, r, { 'text-anchor': 'end', 'font-size': 11 }));
    cols.forEach((_, j) => {
      const { win, draws } = cell(i, j);
      const dark = Math.abs(win.value - 0.5) > 0.3;
      const x = left + j * cw;
      const y = top + i * ch;
      s.items.push(rect(x, y, cw - 2, ch - 2, mix(win.value)));
      s.items.push(
        text(x + cw / 2, y + 14, pctText(win.value), {
          'text-anchor': 'middle',
          'font-size': 11,
          fill: dark ? '#fff' : '#111',
        }),
      );
      s.items.push(
        text(x + cw / 2, y + 27, `${(win.low * 100).toFixed(0)}–${(win.high * 100).toFixed(0)} %`, {
          'text-anchor': 'middle',
          'font-size': 10,
          fill: dark ? '#fff' : '#111',
        }),
      );
      s.items.push(
        text(x + cw / 2, y + 39, `draws ${(draws.value * 100).toFixed(0)} %`, {
          'text-anchor': 'middle',
          'font-size': 10,
          fill: dark ? '#fff' : '#333',
        }),
      );
    });
  });
  // The colour legend: a strip from 0 % to 100 %.
  const ly = top + rows.length * ch + 12;
  for (let k = 0; k <= 10; k++) s.items.push(rect(left + k * 20, ly, 20, 12, mix(k / 10)));
  s.items.push(
    text(left - 4, ly + 10, '0 %', { 'text-anchor': 'end', 'font-size': 11 }),
    text(left + 224, ly + 10, '100 %', { 'font-size': 11 }),
    text(left + 110, ly + 28, `${rowTitle.replace(/ stance$/, '')} win rate`, {
      'text-anchor': 'middle',
      'font-size': 11,
    }),
  );
  s.legend.push(
    { colour: mix(0), label: '0 %: the column side always wins' },
    { colour: mix(0.5), label: '50 %' },
    { colour: mix(1), label: '100 %: the row side always wins' },
  );
  return s;
}
