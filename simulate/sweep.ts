// Sweeps: the same fights run once per point. `stances: true` plays every stance of side 1
// against every stance of side 2 (each side forced to that stance when it holds it);
// `{ card, field, from, to, step }` or `{ card, field, values }` sets one numeric field of one
// card to each value. The fights of every point share their seeds (common random numbers), so the
// differences between points are the sweep's, not the dice's.
import { suggestion } from '../engine/diagnostics/did-you-mean.js';
import { z } from 'zod';
import type { DataPath } from '../engine/diagnostics/problem.js';
import type { PlayCard } from '../engine/systems/witchhammer/types.js';
import type { SimMatchup, Variant } from './fight.js';

export type Sweep =
  | { readonly kind: 'stances'; readonly stances: readonly [readonly string[], readonly string[]] }
  | { readonly kind: 'card'; readonly card: string; readonly field: string; readonly values: readonly number[] };

/** Numeric fields of an action or stance card a sweep may set. */
export const SWEEP_FIELDS = ['init', 'attack', 'defense', 'restore.poise', 'restore.health'];
const MAX_POINTS = 200;

type Obj = Record<string, unknown>;

const whole = z.number().int().min(-1_000_000).max(1_000_000);
const stanceSweep = z.strictObject({ stances: z.literal(true) });
// The range is checked at the key that is wrong, and its size before any point is made (a sweep
// from 0 to 2,000,000,000 is refused, not enumerated).
const cardSweep = z
  .strictObject({
    card: z.string(),
    field: z.string(),
    from: whole.optional(),
    to: whole.optional(),
    step: z.number().int().min(1).max(1_000_000).optional(),
    values: z.array(whole).min(1).max(MAX_POINTS).optional(),
  })
  .superRefine((o, ctx) => {
    if (o.values !== undefined) return;
    if (o.from === undefined || o.to === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: [o.from === undefined ? 'from' : 'to'],
        message: 'give `from` and `to` (whole numbers), or `values: [...]`',
      });
      return;
    }
    if (!whole.safeParse(o.from).success || !whole.safeParse(o.to).success) return; // reported at the key already
    if (o.from > o.to)
      ctx.addIssue({ code: 'custom', path: ['to'], message: `\`to\` (${o.to}) is below \`from\` (${o.from})` });
    else if (Math.floor((o.to - o.from) / (o.step ?? 1)) + 1 > MAX_POINTS)
      ctx.addIssue({
        code: 'custom',
        path: [o.step === undefined ? 'to' : 'step'],
        message: `${Math.floor((o.to - o.from) / (o.step ?? 1)) + 1} points is more than ${MAX_POINTS}`,
      });
  });

function stancePool(m: SimMatchup, i: number): string[] {
  const ids = new Set<string>();
  for (const c of m.sides[i]!.combatants) for (const s of c.stances ?? []) ids.add(s);
  return [...ids];
}

/** What a sweep needs of the matchup's reader (matchup.ts): report a problem at a path, check a shape with zod. */
export interface SweepReader {
  at(path: DataPath, message: string, hint?: string): undefined;
  /** Checks `data` at `path` against a schema, reporting its problems; true when it fits. */
  shape(schema: z.ZodType, data: unknown, path: DataPath): boolean;
  /** Whether the shape check reported this field or one inside it. */
  bad(path: DataPath): boolean;
}

export function sweepVariants(
  r: SweepReader,
  raw: unknown,
  path: DataPath,
  m: SimMatchup,
): { sweep: Sweep; variants: Variant[] } | undefined {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return r.at(
      path,
      'a sweep is `{ stances: true }` or `{ card: <id>, field: <field>, from: …, to: … }`',
      'see docs/simulate.md',
    );
  const o = raw as Obj;
  if (o.stances !== undefined) {
    if (!r.shape(stanceSweep, o, path)) return undefined;
    const pools = [stancePool(m, 0), stancePool(m, 1)] as const;
    if (!pools[0].length || !pools[1].length) return r.at([...path, 'stances'], 'a side has no stance cards to sweep');
    const variants: Variant[] = [];
    for (const a of pools[0])
      for (const b of pools[1]) variants.push({ label: `${a} vs ${b}`, value: `${a}|${b}`, stances: [a, b] });
    if (variants.length > MAX_POINTS)
      return r.at(
        [...path, 'stances'],
        `${variants.length} stance pairs is more than ${MAX_POINTS} points`,
        "narrow the sides' stances",
      );
    return { sweep: { kind: 'stances', stances: pools }, variants };
  }
  if (!r.shape(cardSweep, o, path) && (r.bad([...path, 'card']) || r.bad([...path, 'field']))) return undefined;
  const card: PlayCard | undefined = typeof o.card === 'string' ? m.cards.find((c) => c.id === o.card) : undefined;
  if (!card)
    return r.at(
      [...path, 'card'],
      `no action or stance card \`${String(o.card)}\``,
      suggestion(
        String(o.card),
        m.cards.map((c) => c.id),
      ) ?? 'name a card of the catalog',
    );
  if (typeof o.field !== 'string' || !SWEEP_FIELDS.includes(o.field))
    return r.at(
      [...path, 'field'],
      `\`${String(o.field)}\` is not a field a sweep can set`,
      suggestion(String(o.field), SWEEP_FIELDS) ?? `fields: ${SWEEP_FIELDS.join(', ')}`,
    );
  if (o.field.startsWith('restore.') && !card.restore)
    return r.at([...path, 'field'], `${card.id} has no \`restore\` to sweep`, 'sweep init, attack or defense');
  if (r.bad(path)) return undefined;
  const values: number[] = [];
  if (o.values !== undefined) values.push(...(o.values as number[]));
  else for (let v = o.from as number; v <= (o.to as number); v += (o.step as number | undefined) ?? 1) values.push(v);
  return {
    sweep: { kind: 'card', card: card.id, field: o.field, values },
    variants: values.map((v) => ({
      label: `${card.id}.${o.field} = ${v}`,
      value: v,
      card: { id: card.id, field: o.field as string, value: v },
    })),
  };
}
