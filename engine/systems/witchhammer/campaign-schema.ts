// Schema of cards/witchhammer/campaign.yaml: the game around the fights (the rules' Schools of
// Combat, Traits, Equipment and Character Achievements). Techniques are the catalog's action cards;
// every number of the budget and the rewards is in system.yaml (`campaign:`).
import { z } from 'zod';

const id = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'ids are lowercase kebab-case');
const int = z.number().int();

/** A technique a school level makes available: an action card id, or one that needs a weapon kind. */
const technique = z.union([id, z.strictObject({ id, weapon: z.string().min(1) })]);

export const school = z.strictObject({
  id,
  name: z.string().min(1),
  text: z.string().optional(),
  /** A game-icons name: the emblem a built character of this school prints when its file names none. */
  icon: z.string().min(1).optional(),
  /** Schools the GM may rule incompatible with this one (a warning the GM can override). */
  incompatible: z.array(id).default([]),
  /** Level 1, 2, 3…: the techniques each level makes available. */
  levels: z.array(z.strictObject({ techniques: z.array(technique).min(1) })).min(1),
});

export const trait = z.strictObject({
  id,
  name: z.string().min(1),
  /** What the trait is good for at the table (the rules leave these as placeholders). */
  text: z.string().min(1),
});

const weapon = z.strictObject({ id, name: z.string().min(1), kind: z.string().min(1), text: z.string().optional() });
const armour = z.strictObject({
  id,
  name: z.string().min(1),
  /** Added to the character's defense in fights. */
  defense: int.min(0),
  /** What it costs: squares of move, initiative, and skill checks (subtracted). */
  costs: z
    .strictObject({ move: int.min(0).default(0), init: int.min(0).default(0), skill: int.min(0).default(0) })
    .default({ move: 0, init: 0, skill: 0 }),
  text: z.string().optional(),
});
const misc = z.strictObject({ id, name: z.string().min(1), text: z.string().optional() });

export const achievement = z.strictObject({
  id,
  name: z.string().min(1),
  /** What the engine's event log counts (campaign/achievements). */
  measure: z.enum(['kills', 'wounded-battles', 'low-health', 'crit-streak', 'revenge-kills', 'hells-heart']),
  text: z.string().min(1),
  /** The count each tier needs, ascending. */
  tiers: z.array(int.min(1)).min(1),
  /** low-health: Health at or below this; hells-heart: a penalty at or above this. */
  threshold: int.optional(),
  /** The daily-use card each tier grants (action cards with `once_per_day: true`), one per tier. */
  cards: z.array(id).default([]),
});

export const witchhammerCampaign = z
  .strictObject({
    schools: z.array(school).min(1),
    traits: z.array(trait).min(1),
    equipment: z.strictObject({ weapons: z.array(weapon), armour: z.array(armour), misc: z.array(misc) }),
    achievements: z.array(achievement),
    /**
     * The rules, Saves: "Add any bonuses from Techniques and Traits". A technique learned adds these
     * to saves of those types (`{ warding-circle: { will: 2 } }`); save types are system.yaml's.
     */
    technique_saves: z.record(id, z.record(z.string().min(1), int.min(1))).default({}),
  })
  .superRefine((c, ctx) => {
    const seen = new Map<string, string>();
    const check = (list: readonly { id: string }[], where: string) =>
      list.forEach((x, i) => {
        if (seen.has(x.id))
          ctx.addIssue({
            code: 'custom',
            path: [...where.split('.'), i, 'id'],
            message: `duplicate id \`${x.id}\` (also a ${seen.get(x.id)})`,
          });
        seen.set(x.id, where);
      });
    check(c.schools, 'schools');
    check(c.traits, 'traits');
    check(c.equipment.weapons, 'equipment.weapons');
    check(c.equipment.armour, 'equipment.armour');
    check(c.equipment.misc, 'equipment.misc');
    check(c.achievements, 'achievements');
    const schools = new Set(c.schools.map((s) => s.id));
    c.schools.forEach((s, i) =>
      s.incompatible.forEach((o, j) => {
        if (!schools.has(o))
          ctx.addIssue({ code: 'custom', path: ['schools', i, 'incompatible', j], message: `no school \`${o}\`` });
      }),
    );
    const kinds = new Set(c.equipment.weapons.map((w) => w.kind));
    c.schools.forEach((s, i) =>
      s.levels.forEach((l, j) =>
        l.techniques.forEach((t, k) => {
          if (typeof t !== 'string' && !kinds.has(t.weapon))
            ctx.addIssue({
              code: 'custom',
              path: ['schools', i, 'levels', j, 'techniques', k, 'weapon'],
              message: `no weapon of kind \`${t.weapon}\` in the equipment`,
            });
        }),
      ),
    );
    const taught = new Set(teachings(c.schools).map((t) => t.id));
    for (const t of Object.keys(c.technique_saves)) {
      if (!taught.has(t))
        ctx.addIssue({
          code: 'custom',
          path: ['technique_saves', t],
          message: `\`${t}\` is not a technique of any school`,
        });
    }
    c.achievements.forEach((a, i) => {
      if (a.tiers.some((n, k) => k > 0 && n <= a.tiers[k - 1]!))
        ctx.addIssue({ code: 'custom', path: ['achievements', i, 'tiers'], message: 'tiers must ascend' });
      // These measures count against the achievement's own number; the rules give none to fall back on.
      const needs = {
        'low-health': 'Health at or below it counts',
        'hells-heart': 'a kill at a penalty at or above it counts',
      } as Partial<Record<typeof a.measure, string>>;
      if (a.threshold === undefined && needs[a.measure])
        ctx.addIssue({
          code: 'custom',
          path: ['achievements', i],
          message: `a ${a.measure} achievement needs a \`threshold\`: ${needs[a.measure]}`,
        });
      if (a.cards.length && a.cards.length !== a.tiers.length)
        ctx.addIssue({
          code: 'custom',
          path: ['achievements', i, 'cards'],
          message: `${a.tiers.length} tiers need ${a.tiers.length} daily-use cards, one each (${a.cards.length} given)`,
        });
    });
  });

export type WitchhammerCampaign = z.infer<typeof witchhammerCampaign>;

export interface Teaching {
  /** The technique (an action card id). */
  readonly id: string;
  readonly school: string;
  /** 1, 2, 3…: the school level that teaches it. */
  readonly level: number;
  /** The weapon kind it needs there, if any. */
  readonly weapon?: string;
}

/** Every technique the schools teach, once per school level that teaches it. */
export function teachings(schools: readonly School[]): Teaching[] {
  return schools.flatMap((s) =>
    s.levels.flatMap((l, j) =>
      l.techniques.map(
        (t): Teaching =>
          typeof t === 'string'
            ? { id: t, school: s.id, level: j + 1 }
            : { id: t.id, school: s.id, level: j + 1, weapon: t.weapon },
      ),
    ),
  );
}
export type School = z.infer<typeof school>;
