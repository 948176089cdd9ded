// The point budget of a built character (seed 000: "To create a new character, you get … 4 Attribute
// points, 1 School point, 4 Technique points, 2 Trait points"; Adventure Rewards add more). Pure
// arithmetic over system.yaml's `campaign:` tables.
import type { PointKind, WitchhammerTables } from '../engine/systems/witchhammer/tables.js';
import type { CharacterFile } from './character-schema.js';

export type CampaignTables = NonNullable<WitchhammerTables['campaign']>;
export type Points = Record<PointKind, number>;
export const POINT_KINDS: readonly PointKind[] = ['attribute', 'school', 'technique', 'trait'];

const zero = (): Points => ({ attribute: 0, school: 0, technique: 0, trait: 0 });

/** Points available: creation plus every recorded reward (unknown reward kinds count nothing). */
export function available(t: CampaignTables, rewards: readonly { kind: string }[]): Points {
  const out = { ...t.creation };
  for (const r of rewards) for (const k of POINT_KINDS) out[k] += t.rewards[r.kind]?.[k] ?? 0;
  return out;
}

/** Points spent: attribute points, school levels, techniques (common actions are free), trait ranks. */
export function spent(
  t: CampaignTables,
  c: Pick<CharacterFile, 'attributes' | 'schools' | 'techniques' | 'traits'>,
): Points {
  const sum = (o: Readonly<Record<string, number>>) => Object.values(o).reduce((a, b) => a + b, 0);
  const out = zero();
  out.attribute = sum(c.attributes);
  out.school = sum(c.schools);
  out.technique = new Set(c.techniques.filter((x) => !t.common_actions.includes(x))).size;
  out.trait = sum(c.traits);
  return out;
}

/** Unspent points by kind; negative = over budget. */
export function unspent(
  t: CampaignTables,
  c: Pick<CharacterFile, 'attributes' | 'schools' | 'techniques' | 'traits' | 'rewards'>,
): Points {
  const a = available(t, c.rewards);
  const s = spent(t, c);
  return {
    attribute: a.attribute - s.attribute,
    school: a.school - s.school,
    technique: a.technique - s.technique,
    trait: a.trait - s.trait,
  };
}
