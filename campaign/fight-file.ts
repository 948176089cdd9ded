// A fight file (`fray resolve --json` output) given to `fray campaign record`: untrusted input, read
// with a schema that gives every number a range and every name a shape, so a fight with
// `health: 999`, `3.5`, `wounds: -3`, an unknown affliction or a `__proto__` combatant is refused at
// the field instead of being written into the campaign. Its id hashes a canonical form of what the
// record uses, so reordering its keys (`jq -S`) or adding a field does not make it a new fight.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { LIMITS } from '../engine/catalog/limits.js';
import { UserError } from '../infra/user-error.js';

/** Far above any real fight, far below what breaks arithmetic. */
const MAX_TRACK = LIMITS.fightTrack.value;
/** A combatant id as scenarios write them; `__proto__` and friends are not ids. */
const COMBATANT_ID = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$/;
const int = (min: number, max: number) => z.number().int().min(min).max(max);
const name = z.string().min(1).max(200);

const combatant = z
  .object({
    side: name,
    health: int(-MAX_TRACK, MAX_TRACK),
    max_health: int(1, MAX_TRACK),
    dead: z.boolean(),
    down: z.boolean().optional(),
    wounds: int(0, MAX_TRACK).optional(),
    afflictions: z.array(name).max(100).optional(),
    card: name.optional(),
  })
  .passthrough()
  .refine((c) => c.health <= c.max_health, { message: 'health is above max_health', path: ['health'] });

const fightJson = z.object({
  system: z.literal('witchhammer'),
  combatants: z.record(z.string(), combatant),
  events: z.array(z.object({ type: z.string() }).passthrough()),
});

export type FightFile = z.infer<typeof fightJson>;

/** `value` with its object keys sorted at every level: the same data always serialises the same. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  return value;
}

/** The fields of a combatant that the record reads (an added field changes nothing). */
const RECORDED = ['side', 'card', 'health', 'max_health', 'dead', 'wounds', 'afflictions'] as const;

/** A fight's id: a hash of the canonical form of what happened in it, so the same fight is known again. */
export function canonicalFightId(fight: {
  combatants: Record<string, Record<string, unknown>>;
  events: unknown;
}): string {
  const combatants = Object.fromEntries(
    Object.entries(fight.combatants).map(([id, c]) => [
      id,
      Object.fromEntries(RECORDED.filter((k) => c[k] !== undefined).map((k) => [k, c[k]])),
    ]),
  );
  return createHash('sha1')
    .update(JSON.stringify(canonical({ c: combatants, e: fight.events })))
    .digest('hex')
    .slice(0, 16);
}

/**
 * Parses and checks a fight file; a problem is a UserError naming the file and the field.
 * `afflictions`: the affliction names the rules know (system.yaml's affliction chart).
 */
export function parseFight(text: string, file: string, afflictions?: readonly string[]): FightFile {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    throw new UserError(
      `${file} is not JSON: ${(e as Error).message}`,
      'give the output of `fray resolve <scenario> --json`',
    );
  }
  const hint = 'give the output of `fray resolve <witchhammer scenario> --json`, unedited';
  // Checked on the raw object: zod's record would drop a `__proto__` key without a word.
  const rawCombatants = (raw as { combatants?: unknown })?.combatants;
  if (rawCombatants && typeof rawCombatants === 'object') {
    for (const id of Object.keys(rawCombatants))
      if (!COMBATANT_ID.test(id))
        throw new UserError(
          `${file}: combatants: \`${id.slice(0, 60)}\` is not a combatant id`,
          'combatant ids are letters, digits, `-`, `_` and `.`, at most 100 characters',
        );
  }
  const parsed = fightJson.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new UserError(`${file}: ${issue.path.join('.') || 'the file'}: ${issue.message}`, hint);
  }
  if (afflictions) {
    const known = new Set(afflictions);
    for (const [id, c] of Object.entries(parsed.data.combatants))
      for (const a of c.afflictions ?? [])
        if (!known.has(a))
          throw new UserError(
            `${file}: combatants.${id}.afflictions: unknown affliction \`${a.slice(0, 60)}\``,
            `the rules' afflictions: ${[...known].join(', ')}`,
          );
  }
  return parsed.data;
}
