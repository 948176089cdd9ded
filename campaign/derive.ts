// What a built character becomes at the table: its character card (attributes, the armour's
// defense and initiative cost, trait bonuses as skills) and its deck — the common actions, the
// techniques learned, the stances, and the daily-use card of every achievement tier reached —
// and the facts its character sheet prints.
import { characterCard, type CharacterCard } from '../engine/schema/card.js';
import { wounds } from '../engine/systems/witchhammer/penalty.js';
import { unspent } from './budget.js';
import type { CharacterFile } from './character-schema.js';
import type { CharacterCatalog } from './check-character.js';

export interface SheetData {
  readonly name: string;
  readonly stats: {
    readonly attack: number;
    readonly defense: number;
    readonly init: number;
    readonly poise: number;
    readonly health: number;
    readonly maxHealth: number;
  };
  readonly schools: { readonly name: string; readonly level: number; readonly of: number }[];
  readonly techniques: { readonly name: string; readonly daily: boolean }[];
  readonly traits: { readonly name: string; readonly rank: number; readonly bonus: number }[];
  readonly saves: { readonly type: string; readonly bonus: number }[];
  readonly equipment: { readonly kind: string; readonly name: string; readonly detail: string }[];
  readonly achievements: {
    readonly name: string;
    readonly text: string;
    readonly progress: number;
    readonly tiers: { readonly at: number; readonly reached: boolean }[];
  }[];
  readonly unspent: { readonly kind: string; readonly points: number }[];
  /** Health lost now (maximum − current), derived: a stored count goes stale when rest heals. */
  readonly wounds: number;
  readonly afflictions: readonly string[];
  readonly rewards: { readonly kind: string; readonly note: string }[];
}

export interface Derived {
  readonly card: CharacterCard;
  /** Daily-use cards earned (achievement tiers reached). */
  readonly daily: string[];
  readonly sheet: SheetData;
}

/** A legal build (checked first) → its card, deck and sheet. `idPrefix` keeps its card apart from catalog cards. */
export function derive(c: CharacterFile, cat: CharacterCatalog, idPrefix = 'campaign-'): Derived {
  const t = cat.tables;
  const { campaign } = cat;
  const armour = campaign.equipment.armour.find((a) => c.equipment.includes(a.id));
  const attr = (k: string) => c.attributes[k] ?? 0;
  // Trait bonuses, plus the save bonuses of the techniques learned (seed 000, Saves: "Add any
  // bonuses from Techniques and Traits"). The armour's skill cost is not in these: the engine takes
  // it off skill checks but not saves (skill_penalty).
  const skills: Record<string, number> = {};
  for (const [trait, rank] of Object.entries(c.traits)) skills[trait] = rank * t.trait_bonus_per_rank;
  for (const tech of c.techniques) {
    for (const [save, n] of Object.entries(campaign.technique_saves[tech] ?? {}))
      skills[save] = (skills[save] ?? 0) + n;
  }
  const daily = campaign.achievements.flatMap((a) =>
    a.tiers.flatMap((at, i) => ((c.achievements[a.id] ?? 0) >= at && a.cards[i] ? [a.cards[i]!] : [])),
  );
  const actions = [...new Set([...t.common_actions, ...c.techniques, ...daily])];
  // Its main school: the one it has most levels in, the first listed on a tie.
  const main = Object.entries(c.schools)
    .sort((a, b) => b[1] - a[1])
    .map(([id]) => campaign.schools.find((s) => s.id === id))
    .filter((s) => s !== undefined);
  // Its own icon, else its main school's emblem.
  const icon = c.icon ?? main.map((s) => s.icon).find(Boolean);
  const card = characterCard.parse({
    type: 'character',
    id: `${idPrefix}${c.id}`,
    name: c.name,
    side: 'player',
    ...(icon ? { icon } : {}),
    ...(c.text ? { text: c.text } : {}),
    ...(c.flavor ? { flavor: c.flavor } : {}),
    attack: attr('attack'),
    defense: attr('defense') + (armour?.defense ?? 0),
    init: attr('init') - (armour?.costs.init ?? 0),
    poise: c.poise,
    health: c.max_health,
    skills,
    actions,
    stances: c.stances,
    ...(armour?.costs.move ? { move_penalty: armour.costs.move } : {}),
    ...(armour?.costs.skill ? { skill_penalty: armour.costs.skill } : {}),
    // The type line a player reads: "Player character · The Iron Vigil", its main school.
    tags: main.slice(0, 1).map((s) => s.name),
  });
  const schoolOf = new Map(campaign.schools.map((s) => [s.id, s]));
  const left = unspent(t, c);
  const sheet: SheetData = {
    name: c.name,
    stats: {
      attack: card.attack,
      defense: card.defense,
      init: card.init,
      poise: c.poise,
      health: c.health ?? c.max_health,
      maxHealth: c.max_health,
    },
    schools: Object.entries(c.schools).map(([id, level]) => ({
      name: schoolOf.get(id)?.name ?? id,
      level,
      of: schoolOf.get(id)?.levels.length ?? level,
    })),
    techniques: actions.map((id) => {
      const x = cat.cards.get(id);
      return { name: x?.name ?? id, daily: x?.type === 'action' && !!x.once_per_day };
    }),
    traits: Object.entries(c.traits).map(([id, rank]) => ({
      name: campaign.traits.find((x) => x.id === id)?.name ?? id,
      rank,
      bonus: rank * t.trait_bonus_per_rank,
    })),
    saves: t.save_types.map((type) => ({ type, bonus: skills[type] ?? 0 })),
    equipment: c.equipment.map((id) => {
      const w = campaign.equipment.weapons.find((x) => x.id === id);
      if (w) return { kind: 'Weapon', name: w.name, detail: w.kind };
      const a = campaign.equipment.armour.find((x) => x.id === id);
      if (a) {
        const costs = Object.entries(a.costs)
          .filter(([, n]) => n)
          .map(([k, n]) => `−${n} ${k}`);
        return { kind: 'Armour', name: a.name, detail: [`+${a.defense} defense`, ...costs].join(', ') };
      }
      return { kind: 'Item', name: campaign.equipment.misc.find((x) => x.id === id)?.name ?? id, detail: '' };
    }),
    achievements: campaign.achievements.map((a) => ({
      name: a.name,
      text: a.text,
      progress: c.achievements[a.id] ?? 0,
      tiers: a.tiers.map((at) => ({ at, reached: (c.achievements[a.id] ?? 0) >= at })),
    })),
    unspent: Object.entries(left).map(([kind, points]) => ({ kind, points })),
    wounds: wounds(c.max_health, c.health ?? c.max_health),
    afflictions: c.afflictions,
    rewards: c.rewards.map((r) => ({ kind: r.kind, note: r.note })),
  };
  return { card, daily, sheet };
}
