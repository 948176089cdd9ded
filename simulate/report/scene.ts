// A chart as data: an SVG element list the report's Handlebars partial (templates/simulate/
// svg.hbs) writes out, so every label and number reaches the page through the template engine's
// escaping. Charts are drawn in a narrow coordinate box and scale with the page (viewBox), so the
// same chart fits a 390 px phone and a desktop window.

export type Attr = string | number;

export interface Item {
  readonly t: 'rect' | 'line' | 'text' | 'polygon' | 'polyline' | 'circle';
  readonly a: Readonly<Record<string, Attr>>;
  readonly text?: string;
}

export interface Scene {
  /** `data-chart` (for tests and styling). */
  readonly chart: string;
  /** Written above the chart and as the SVG's accessible title. */
  readonly title: string;
  readonly width: number;
  readonly height: number;
  readonly items: Item[];
  /** Colour legend: a swatch and its meaning, written under the chart. */
  readonly legend: readonly { readonly colour: string; readonly label: string }[];
}

export const COLOURS = ['#2f6ea5', '#b5452f', '#7a7a7a', '#5b8c3a', '#8a5aa8'];
export const r1 = (x: number): number => Math.round(x * 10) / 10;
export const pctText = (x: number): string => `${(x * 100).toFixed(1)} %`;

export function scene(
  chart: string,
  title: string,
  width: number,
  height: number,
): Scene & { items: Item[]; legend: { colour: string; label: string }[] } {
  return { chart, title, width, height, items: [], legend: [] };
}

export const line = (x1: number, y1: number, x2: number, y2: number, stroke = '#ddd', width = 1): Item => ({
  t: 'line',
  a: { x1: r1(x1), y1: r1(y1), x2: r1(x2), y2: r1(y2), stroke, 'stroke-width': width },
});
export const rect = (
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  extra: Record<string, Attr> = {},
): Item => ({
  t: 'rect',
  a: { x: r1(x), y: r1(y), width: r1(Math.max(0, w)), height: r1(Math.max(0, h)), fill, ...extra },
});
export const text = (x: number, y: number, s: string, extra: Record<string, Attr> = {}): Item => ({
  t: 'text',
  a: { x: r1(x), y: r1(y), 'font-size': 12, ...extra },
  text: s,
});
