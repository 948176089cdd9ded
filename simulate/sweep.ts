// Sweeps: the same fights run once per point. `stances: true` plays every stance of side 1
// against every stance of side 2 (each side forced to that stance when it holds it);
// `{ card, field, from, to, step }` or `{ card, field, values }` sets one numeric field of one
// card to each value. The fights of every point share their seeds (common random numbers), so the
// differences between points are the sweep's, not the dice's.
import { suggestion } from '../engine/catalog/did-you-mean.js';
import type { DataPath } from '../engine/catalog/yaml-source.js';
import type { PlayCard } from '../engine/systems/witchhammer/types.js';
import type { SimMatchup, Variant } from './fight.js';

export type Sweep = { readonly kind: 'stances'; readonly stances: readonly [readonly string[], readonly string[]] } | { readonly kind: 'card'; readonly card: string; readonly field: string; readonly values: readonly number[] };

/** Numeric fields of an action or stance card a sweep may set. */
export const SWEEP_FIELDS = ['init', 'attack', 'defense', 'restore.poise', 'restore.health'];
const MAX_POINTS = 200;

type Obj = Record<string, unknown>;

function stancePool(m: SimMatchup, i: number): string[] {
  const ids = new Set<string>();
  for (const c of m.sides[i]!.combatants) for (const s of c.stances ?? []) ids.add(s);
  return [...ids];
}

/** What a sweep needs of the matchup's reader (matchup.ts): report a problem at a path, check a mapping's keys. */
export interface SweepReader {
  at(path: DataPath, message: string, hint?: string): undefined;
  keys(o: Record<string, unknown>, allowed: readonly string[], path: DataPath): void;
}

export function sweepVariants(r: SweepReader, raw: unknown, path: DataPath, m: SimMatchup): { sweep: Sweep; variants: Variant[] } | undefined {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return r.at(path, 'a sweep is `{ stances: true }` or `{ card: <id>, field: <field>, from: …, to: … }`', 'see docs/simulate.md');
  const o = raw as Obj;
  if (o.stances !== undefined) {
    r.keys(o, ['stances'], path);
    if (o.stances !== true) return r.at([...path, 'stances'], 'write `stances: true` to sweep every stance against every stance');
    const pools = [stancePool(m, 0), stancePool(m, 1)] as const;
    if (!pools[0].length || !pools[1].length) return r.at([...path, 'stances'], 'a side has no stance cards to sweep');
    const variants: Variant[] = [];
    for (const a of pools[0]) for (const b of pools[1]) variants.push({ label: `${a} vs ${b}`, value: `${a}|${b}`, stances: [a, b] });
    if (variants.length > MAX_POINTS) return r.at([...path, 'stances'], `${variants.length} stance pairs is more than ${MAX_POINTS} points`, 'narrow the sides\' stances');
    return { sweep: { kind: 'stances', stances: pools }, variants };
  }
  r.keys(o, ['card', 'field', 'from', 'to', 'step', 'values'], path);
  const card: PlayCard | undefined = typeof o.card === 'string' ? m.cards.find((c) => c.id === o.card) : undefined;
  if (!card) return r.at([...path, 'card'], `no action or stance card \`${String(o.card)}\``, suggestion(String(o.card), m.cards.map((c) => c.id)) ?? 'name a card of the catalog');
  if (typeof o.field !== 'string' || !SWEEP_FIELDS.includes(o.field)) return r.at([...path, 'field'], `\`${String(o.field)}\` is not a field a sweep can set`, suggestion(String(o.field), SWEEP_FIELDS) ?? `fields: ${SWEEP_FIELDS.join(', ')}`);
  if (o.field.startsWith('restore.') && !card.restore) return r.at([...path, 'field'], `${card.id} has no \`restore\` to sweep`, 'sweep init, attack or defense');
  let values: number[] = [];
  if (o.values !== undefined) {
    if (!Array.isArray(o.values) || !o.values.length || !o.values.every((v) => Number.isInteger(v))) return r.at([...path, 'values'], 'must be a list of whole numbers', 'e.g. values: [6, 8, 10]');
    values = o.values as number[];
  } else {
    const step = o.step === undefined ? 1 : o.step;
    if (!Number.isInteger(o.from) || !Number.isInteger(o.to) || !Number.isInteger(step) || (step as number) <= 0 || (o.from as number) > (o.to as number)) {
      return r.at(path, 'give `from` and `to` (whole numbers, from ≤ to) and optionally a positive `step`, or `values`', 'e.g. { card: sword-swing, field: attack, from: 6, to: 10 }');
    }
    for (let v = o.from as number; v <= (o.to as number); v += step as number) values.push(v);
  }
  if (values.length > MAX_POINTS) return r.at(path, `${values.length} points is more than ${MAX_POINTS}`, 'use a larger step');
  return { sweep: { kind: 'card', card: card.id, field: o.field, values }, variants: values.map((v) => ({ label: `${card.id}.${o.field} = ${v}`, value: v, card: { id: card.id, field: o.field as string, value: v } })) };
}
