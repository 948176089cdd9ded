// Template helpers: pure functions of their arguments (no I/O), registered on a given
// Handlebars instance, so the same code runs in the print pipeline and the extension.
// Rule numbers come in through `tables`; helpers only phrase and combine them.
import type { HelperOptions } from 'handlebars';
import { printText, typeLine } from './typography.js';

type Hb = { registerHelper(name: string, fn: (...args: any[]) => unknown): void };

const MINUS = '\u2212';

/** `3` → `+3`, `-2` → `−2` (a real minus sign), `0` → `+0`. */
export function signed(n: unknown): string {
  const v = Number(n ?? 0);
  return v < 0 ? `${MINUS}${Math.abs(v)}` : `+${v}`;
}

/** A signed offset after a number's name, in words: "TN minus 10", never "TN −10" (a TN of minus ten). */
export function offsetWords(n: unknown): string {
  const v = Number(n ?? 0);
  return v < 0 ? `minus ${Math.abs(v)}` : `plus ${v}`;
}

export const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

const DIRECTIONS: Record<string, string> = {
  'toward-nearest-enemy': 'toward the nearest enemy',
  'away-from-nearest-enemy': 'away from the nearest enemy',
  any: 'in any direction',
};
export function moveText(move: { spaces: number; direction: string } | undefined): string {
  if (!move) return '';
  return `${plural(move.spaces, 'space')} ${DIRECTIONS[move.direction] ?? move.direction}`;
}

const TARGETS: Record<string, string> = {
  chosen: 'an enemy of your choice',
  'nearest-enemy': 'the nearest enemy',
  'largest-enemy': 'the largest enemy',
  self: 'yourself (no attack)',
};
export const targetText = (target: string | undefined): string => (target ? (TARGETS[target] ?? target) : '');

/** `close` → `Close (1 square)` when the system's tables give range bands. */
export function rangeText(range: string | undefined, tables: unknown): string {
  if (!range) return '';
  const band = (tables as { ranges?: Record<string, number> } | undefined)?.ranges?.[range];
  const name = capitalise(range);
  if (band === undefined) return name;
  return `${name} (${band === 1 ? 'adjacent' : `up to ${plural(band, 'square')}`})`;
}

export function effectText(effect: { effect: string; wounds?: number; rounds?: number }): string {
  switch (effect.effect) {
    case 'bleed':
      return `Bleed: ${plural(effect.wounds ?? 0, 'wound')} a round for ${plural(effect.rounds ?? 0, 'round')}, at the start of its turn`;
    case 'stun':
      return `Stun: loses its next ${effect.rounds === 1 ? 'turn' : plural(effect.rounds ?? 0, 'turn')}`;
    default:
      return capitalise(effect.effect);
  }
}

export function restoreText(restore: { poise?: number; health?: number } | undefined): string {
  if (!restore) return '';
  const parts = [
    restore.poise ? `${restore.poise} Poise` : '',
    restore.health ? `${restore.health} Health` : '',
  ].filter(Boolean);
  return parts.length ? `Regain ${parts.join(' and ')}` : '';
}

export const capitalise = (s: unknown): string => {
  const t = String(s ?? '');
  return t.charAt(0).toUpperCase() + t.slice(1);
};

/** Health split into penalty groups: ⌊H/g⌋ per group, the first H mod g groups one larger. */
export function penaltyGroups(health: number, groups: number): { size: number; penalty: number; dots: number[] }[] {
  const base = Math.floor(health / groups);
  const extra = health % groups;
  return Array.from({ length: groups }, (_, i) => {
    const size = base + (i < extra ? 1 : 0);
    return { size, penalty: -(i + 1), dots: Array.from({ length: size }, (_, d) => d) };
  });
}

export interface AttackMath {
  readonly attackBonus: number;
  readonly net: number;
  readonly roll: number;
  readonly adjustment: number;
  readonly total: number;
  readonly threshold: number;
  readonly hit: boolean;
  readonly damage: number;
  readonly penetration: number;
}

/** The attack total and its damage, from the tables' threshold, d20 adjustments and divisor. */
export function attackMath(
  actionAttack: number,
  stanceAttack: number,
  defense: number,
  roll: number,
  tables: any,
): AttackMath {
  const attackBonus = actionAttack + stanceAttack;
  const net = attackBonus - defense;
  const adjustment = Number(tables?.d20_adjustments?.[String(roll)] ?? 0);
  const total = net + roll + adjustment;
  const threshold = Number(tables.attack.hit_threshold);
  const damage = Math.max(0, total - threshold);
  return {
    attackBonus,
    net,
    roll,
    adjustment,
    total,
    threshold,
    hit: total > threshold,
    damage,
    penetration: Math.floor(damage / Number(tables.attack.penetration_divisor)),
  };
}

/** d20 adjustments, highest face first. */
export const adjustments = (table: Record<string, number> | undefined): { face: number; value: number }[] =>
  Object.entries(table ?? {})
    .map(([face, value]) => ({ face: Number(face), value }))
    .sort((a, b) => b.face - a.face);

/** Splits a list into `n` columns of near-equal length (for long charts). */
export function columns<T>(list: readonly T[] | undefined, n: number): T[][] {
  const items = list ?? [];
  const per = Math.ceil(items.length / n);
  return Array.from({ length: n }, (_, i) => items.slice(i * per, (i + 1) * per));
}

/** Splits a list into consecutive chunks of `size` (e.g. damage tracks per page). */
export function chunks<T>(list: readonly T[] | undefined, size: number): T[][] {
  const items = list ?? [];
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += Math.max(1, size)) out.push(items.slice(i, i + Math.max(1, size)));
  return out;
}

/** A card's name by id in a card list (falls back to the id). */
export const cardName = (cards: readonly { id: string; name: string }[] | undefined, id: string): string =>
  cards?.find((c) => c.id === id)?.name ?? capitalise(id);

/** `['a', 'b', 'c']` → `a, b and c`: a printed list, with commas. */
export function listText(list: readonly unknown[] | undefined, last = 'and'): string {
  const items = (list ?? []).map(String);
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${last} ${items[items.length - 1]}`;
}

/** The keys of an object whose value is an empty list (e.g. the injury tables the rules leave empty). */
export const emptyKeys = (o: Record<string, unknown> | undefined): string[] =>
  Object.entries(o ?? {})
    .filter(([, v]) => Array.isArray(v) && v.length === 0)
    .map(([k]) => k);

export function registerHelpers(hb: Hb): void {
  const plain =
    (fn: (...a: any[]) => unknown) =>
    (...args: any[]) =>
      fn(...args.slice(0, -1)); // drop Handlebars' options
  hb.registerHelper('signed', plain(signed));
  hb.registerHelper('offsetWords', plain(offsetWords));
  hb.registerHelper('moveText', plain(moveText));
  hb.registerHelper('targetText', plain(targetText));
  hb.registerHelper('rangeText', plain(rangeText));
  hb.registerHelper('effectText', plain(effectText));
  hb.registerHelper('restoreText', plain(restoreText));
  hb.registerHelper('capitalise', plain(capitalise));
  hb.registerHelper('plural', plain(plural));
  hb.registerHelper('penaltyGroups', plain(penaltyGroups));
  hb.registerHelper('attackMath', plain(attackMath));
  hb.registerHelper('adjustments', plain(adjustments));
  hb.registerHelper('columns', plain(columns));
  hb.registerHelper('chunks', plain(chunks));
  hb.registerHelper('cardName', plain(cardName));
  hb.registerHelper(
    'listText',
    plain((list: unknown[] | undefined, last: unknown) => listText(list, typeof last === 'string' ? last : 'and')),
  );
  hb.registerHelper('emptyKeys', plain(emptyKeys));
  hb.registerHelper(
    'typeLine',
    plain((label: unknown, tags: unknown) =>
      typeLine(String(label ?? ''), Array.isArray(tags) ? tags.map(String) : []),
    ),
  );
  hb.registerHelper(
    'printText',
    plain((s: unknown) => printText(String(s ?? ''))),
  );
  hb.registerHelper(
    'div',
    plain((a: number, b: number) => Math.floor(Number(a) / Number(b))),
  );
  hb.registerHelper(
    'eq',
    plain((a: unknown, b: unknown) => a === b),
  );
  hb.registerHelper(
    'ne',
    plain((a: unknown, b: unknown) => a !== b),
  );
  hb.registerHelper(
    'gt',
    plain((a: number, b: number) => a > b),
  );
  hb.registerHelper(
    'lt',
    plain((a: number, b: number) => a < b),
  );
  hb.registerHelper(
    'or',
    plain((...a: unknown[]) => a.find(Boolean) ?? a[a.length - 1]),
  );
  hb.registerHelper(
    'and',
    plain((...a: unknown[]) => a.every(Boolean)),
  );
  hb.registerHelper(
    'not',
    plain((a: unknown) => !a),
  );
  hb.registerHelper(
    'add',
    plain((a: number, b: number) => Number(a) + Number(b)),
  );
  hb.registerHelper(
    'sub',
    plain((a: number, b: number) => Number(a) - Number(b)),
  );
  hb.registerHelper(
    'mul',
    plain((a: number, b: number) => Number(a) * Number(b)),
  );
  hb.registerHelper(
    'neg',
    plain((a: number) => -Number(a)),
  );
  hb.registerHelper(
    'abs',
    plain((a: number) => Math.abs(Number(a))),
  );
  hb.registerHelper(
    'upper',
    plain((s: unknown) => String(s ?? '').toUpperCase()),
  );
  hb.registerHelper(
    'times',
    plain((n: number) => Array.from({ length: Math.max(0, Number(n) || 0) }, (_, i) => i)),
  );
  hb.registerHelper(
    'join',
    plain((list: unknown[] | undefined, sep: unknown) => (list ?? []).join(typeof sep === 'string' ? sep : ', ')),
  );
  hb.registerHelper(
    'hasAny',
    plain((...a: unknown[]) => a.some((x) => (Array.isArray(x) ? x.length > 0 : Boolean(x)))),
  );
  hb.registerHelper(
    'entries',
    plain((o: Record<string, unknown> | undefined) => Object.entries(o ?? {}).map(([key, value]) => ({ key, value }))),
  );
}

export type { HelperOptions };
