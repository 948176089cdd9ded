// Number formats and the generic table model the report's template writes. Every cell carries its
// column name, so on a phone each row becomes a small card of "name: value" lines (no sideways
// scrolling), and the intervals are written out, never only in a tooltip. A cell with an interval
// carries its estimate as `sortKey` (data-value), which the report's table sorting reads.
import type { Interval } from '../stats.js';
import type { Estimate } from '../stats.js';
import type { Scene } from './scene.js';

export interface Cell {
  readonly v: string;
  /** A second line in small type (an interval, an id). */
  readonly sub?: string;
  readonly cls?: string;
  /** The number a sortable table sorts this cell by (an interval's estimate), as text: 0 is kept. */
  readonly sortKey?: string;
}

export interface Row {
  readonly cells: readonly Cell[];
  readonly cls?: string;
}

export interface Table {
  readonly id: string;
  readonly head: readonly string[];
  readonly rows: readonly Row[];
}

/** One part of the report: a heading, notes, charts and tables. */
export interface Section {
  readonly id: string;
  readonly title: string;
  readonly notes: readonly string[];
  readonly charts: readonly Scene[];
  readonly tables: readonly Table[];
}

export const pct = (x: number): string => `${(x * 100).toFixed(1)} %`;
const key = (x: number): string => String(x);
export const rateCell = (e: Estimate, cls = 'n'): Cell =>
  e.n
    ? { v: pct(e.value), sub: `${pct(e.low)}–${pct(e.high)}`, cls, sortKey: key(e.value) }
    : { v: '—', sub: 'no data', cls };
export const meanCell = (e: Estimate, cls = 'n'): Cell => ({
  v: e.value.toFixed(2),
  sub: `${e.low.toFixed(2)}–${e.high.toFixed(2)}`,
  cls,
  sortKey: key(e.value),
});
const sgn = (x: number): string => `${x >= 0 ? '+' : '−'}${Math.abs(x * 100).toFixed(1)}`;
export const pointsText = (i: Interval): string => `${sgn(i.value)} pts`;
export const pointsRange = (i: Interval): string => `${sgn(i.low)} to ${sgn(i.high)}`;
export const diffCell = (i: Interval | null, empty: string): Cell =>
  i ? { v: pointsText(i), sub: pointsRange(i), cls: 'n', sortKey: key(i.value) } : { v: '—', sub: empty, cls: 'n' };
export const text = (v: string, sub?: string): Cell => (sub ? { v, sub } : { v });
