// The shape of a matchup file (docs/simulate.md): types, ranges and known keys, read with zod and
// reported with the project's positioned problems. What needs the catalog (characters, cards, a
// combatant's Health range) is checked afterwards by matchup.ts.
import { z } from 'zod';
import { zodProblems } from '../engine/diagnostics/zod-problems.js';
import type { DataPath, Problem } from '../engine/diagnostics/problem.js';
import type { YamlSource } from '../engine/diagnostics/yaml-source.js';
import { POLICY_NAMES } from './policies/policy.js';

const whole = (min: number, max: number) => z.number().int().min(min).max(max);
const policy = z.enum(POLICY_NAMES as [string, ...string[]]);

export const combatantSchema = z.strictObject({
  character: z.string(),
  copies: whole(1, 100).optional(),
  id: z.string().min(1).max(100).optional(),
  health: whole(0, 1_000_000).optional(),
  poise: whole(0, 1_000_000).optional(),
  position: z.tuple([whole(-10_000, 10_000), whole(-10_000, 10_000)]).optional(),
});

const sideSchema = z.strictObject({
  side: z.enum(['players', 'gm']).optional(),
  policy: policy.optional(),
  only: z.array(z.string()).min(1).max(500).optional(),
  // Each entry is a character id or a mapping: checked one by one (combatantSchema), so a
  // mistake in one mapping is reported at its own key.
  combatants: z.array(z.unknown()).max(400),
});

export const matchupSchema = z.strictObject({
  name: z.string().max(200).optional(),
  description: z.string().optional(),
  system: z.literal('witchhammer').optional(),
  fights: whole(1, 100_000_000).optional(),
  seed: whole(0, 0xffffffff).optional(),
  max_rounds: whole(1, 10_000).optional(),
  // zod refuses NaN and the infinities, which `.nan` and `.inf` in YAML would be.
  timer_miss: z.number().min(0).max(1).optional(),
  alternate_sides: z.boolean().optional(),
  policy: policy.optional(),
  sides: z.record(z.string(), sideSchema),
  sweep: z.unknown().optional(),
});

/** Words a designer may write for an engine side. */
const SIDE_WORDS: Record<string, string> = {
  monster: 'gm',
  monsters: 'gm',
  enemy: 'gm',
  enemies: 'gm',
  gamemaster: 'gm',
  'game-master': 'gm',
  master: 'gm',
  dm: 'gm',
  player: 'players',
  party: 'players',
  pcs: 'players',
  heroes: 'players',
};

/** Problems of `schema` against `data` (at `base` in `src`), with the matchup's own hints added. */
export function shapeProblems(schema: z.ZodType, data: unknown, src: YamlSource, base: DataPath = []): Problem[] {
  const r = schema.safeParse(data);
  if (r.success) return [];
  const all = zodProblems(r.error.issues, schema, data, src, base);
  // zod's own safe-integer bound repeats the field's real range: keep the one a designer can use.
  const safe = String(Number.MAX_SAFE_INTEGER);
  return all
    .filter((p) => !(p.message.includes(safe) && all.some((q) => q !== p && q.field === p.field)))
    .map((p) => {
      const m = /^invalid (side|policy) `(.*)`$/.exec(p.message);
      if (!m) return p;
      const to = m[1] === 'side' ? SIDE_WORDS[m[2]!.toLowerCase()] : undefined;
      return {
        ...p,
        message: `unknown ${m[1]} \`${m[2]}\``,
        ...(to ? { hint: `did you mean \`${to}\`? (the engine sides are \`players\` and \`gm\`)` } : {}),
      };
    });
}
