// `fray character check`: a built character against the catalog and its budget. Every problem is
// positioned in the character's file with a hint; incompatible schools are a warning the GM may
// override (seed 000: "The GM and common sense should be your arbiters as to which schools are
// compatible"). Pure: the CLI reads the files.
import type { Card } from '../engine/schema/card.js';
import { suggestion } from '../engine/diagnostics/did-you-mean.js';
import { zodProblems } from '../engine/diagnostics/zod-problems.js';
import { asWarning, type DataPath, type Problem } from '../engine/diagnostics/problem.js';
import { parseYamlSource, problemAt } from '../engine/diagnostics/yaml-source.js';
import { teachings, type WitchhammerCampaign } from '../engine/systems/witchhammer/campaign-schema.js';
import { available, POINT_KINDS, spent, type CampaignTables } from './budget.js';
import { characterFile, type CharacterFile } from './character-schema.js';

export interface CharacterCatalog {
  readonly tables: CampaignTables;
  readonly campaign: WitchhammerCampaign;
  /** The WitchHammer cards, by id. */
  readonly cards: ReadonlyMap<string, Card>;
}

export interface CheckResult {
  readonly character?: CharacterFile;
  readonly errors: Problem[];
  readonly warnings: Problem[];
}

const FIELD_OF: Record<string, string> = {
  attribute: 'attributes',
  school: 'schools',
  technique: 'techniques',
  trait: 'traits',
};

export function checkCharacter(text: string, file: string, cat: CharacterCatalog): CheckResult {
  const src = parseYamlSource(text, file);
  if (src.syntaxErrors.length) return { errors: [...src.syntaxErrors], warnings: [] };
  const parsed = characterFile.safeParse(src.data);
  if (!parsed.success) return { errors: zodProblems(parsed.error.issues, characterFile, src.data, src), warnings: [] };
  const c = parsed.data;
  const errors: Problem[] = [];
  const warnings: Problem[] = [];
  const at = (list: Problem[], path: DataPath, message: string, hint?: string, which: 'value' | 'key' = 'value') =>
    list.push(problemAt(src, path, message, hint, which));
  const warn = (path: DataPath, message: string, hint?: string, which: 'value' | 'key' = 'value') =>
    warnings.push(asWarning(problemAt(src, path, message, hint, which)));
  const t = cat.tables;
  const { campaign } = cat;
  // `known` is read twice (did-you-mean, then the list): an iterator would be empty the second time.
  const unknown = (
    path: DataPath,
    what: string,
    value: string,
    knownIn: Iterable<string>,
    which: 'value' | 'key' = 'value',
  ) => {
    const known = [...knownIn];
    at(
      errors,
      path,
      `unknown ${what} \`${value}\``,
      suggestion(value, known) ?? (known.length ? `${what}s: ${known.join(', ')}` : `the catalog has no ${what}s`),
      which,
    );
  };

  for (const k of Object.keys(c.attributes))
    if (!t.attributes.includes(k as never)) unknown(['attributes', k], 'attribute', k, t.attributes, 'key');
  const schools = new Map(campaign.schools.map((s) => [s.id, s]));
  for (const [s, level] of Object.entries(c.schools)) {
    const school = schools.get(s);
    if (!school) unknown(['schools', s], 'school', s, schools.keys(), 'key');
    else if (level > school.levels.length)
      at(
        errors,
        ['schools', s],
        `${school.name} has ${school.levels.length} levels, not ${level}`,
        `learn level 1 to ${school.levels.length}`,
      );
  }
  // Incompatible schools: a warning unless the GM allowed them.
  const learned = Object.keys(c.schools).filter((s) => schools.has(s));
  for (const s of learned) {
    for (const o of schools.get(s)!.incompatible) {
      if (learned.includes(o) && s < o && !c.allow_incompatible)
        warn(
          ['schools', o],
          `${schools.get(s)!.name} and ${schools.get(o)!.name} are incompatible schools`,
          'the GM decides: set `allow_incompatible: true` to accept it',
          'key',
        );
    }
  }
  const traits = new Set(campaign.traits.map((x) => x.id));
  for (const k of Object.keys(c.traits)) if (!traits.has(k)) unknown(['traits', k], 'trait', k, traits, 'key');

  // Equipment: known items, within the limits, and the weapon kinds the techniques need.
  const kindOf = new Map<string, { kind: 'weapon' | 'armour' | 'misc'; weapon?: string }>();
  for (const w of campaign.equipment.weapons) kindOf.set(w.id, { kind: 'weapon', weapon: w.kind });
  for (const a of campaign.equipment.armour) kindOf.set(a.id, { kind: 'armour' });
  for (const m of campaign.equipment.misc) kindOf.set(m.id, { kind: 'misc' });
  const carried = { weapon: 0, armour: 0, misc: 0 };
  const weaponKinds = new Set<string>();
  c.equipment.forEach((item, i) => {
    const k = kindOf.get(item);
    if (!k) return unknown(['equipment', i], 'item', item, kindOf.keys());
    carried[k.kind]++;
    if (k.weapon) weaponKinds.add(k.weapon);
  });
  for (const kind of ['weapon', 'armour', 'misc'] as const) {
    const limit = t.equipment_limits[kind];
    if (carried[kind] > limit)
      at(
        errors,
        ['equipment'],
        `${carried[kind]} ${kind === 'misc' ? 'misc items' : `${kind}${kind === 'weapon' ? 's' : ' sets'}`}: a WitchHammer carries at most ${limit}`,
        `remove ${carried[kind] - limit}`,
      );
  }

  // Techniques: action cards, each taught by a school level the character has learned (with its weapon).
  const taught = teachings(campaign.schools);
  c.techniques.forEach((tech, i) => {
    if (t.common_actions.includes(tech)) return;
    const card = cat.cards.get(tech);
    if (card?.type !== 'action')
      return unknown(
        ['techniques', i],
        'technique',
        tech,
        [...cat.cards.values()].filter((x) => x.type === 'action').map((x) => x.id),
      );
    const teaching = taught.filter((x) => x.id === tech);
    const reachable = teaching.filter((x) => (c.schools[x.school] ?? 0) >= x.level);
    if (!reachable.length) {
      const where = teaching.map((x) => `${schools.get(x.school)!.name} level ${x.level}`).join(' or ');
      return at(
        errors,
        ['techniques', i],
        `${card.name} is not taught by a school level you have learned`,
        where ? `it is taught by ${where}` : 'no school teaches it',
      );
    }
    if (!reachable.some((x) => !x.weapon || weaponKinds.has(x.weapon))) {
      const need = [...new Set(reachable.map((x) => x.weapon!))].join(' or ');
      at(
        errors,
        ['techniques', i],
        `${card.name} needs a weapon of kind ${need}, which ${c.name} does not carry`,
        `carry a ${need} (equipment), or learn another technique`,
      );
    }
  });
  const stances = [...cat.cards.values()].filter((x) => x.type === 'stance').map((x) => x.id);
  c.stances.forEach((s, i) => {
    if (!stances.includes(s)) unknown(['stances', i], 'stance', s, stances);
  });
  // The rules: "a small deck of action cards and a smaller deck of stance cards", and every play is
  // "one Action card and one Stance card": at least one stance, fewer than the action cards.
  const playerStances = [...cat.cards.values()]
    .filter((x) => x.type === 'stance' && !(x.tags ?? []).includes('monster'))
    .map((x) => x.id);
  if (!c.stances.length)
    at(
      errors,
      ['stances'],
      'no stance: every play is one action and one stance',
      `add 1 to ${Math.max(1, c.techniques.length - 1)} stances, e.g. ${playerStances.slice(0, 2).join(', ')}`,
      'key',
    );
  else if (c.stances.length >= c.techniques.length)
    at(
      errors,
      ['stances'],
      `${c.stances.length} stances for ${c.techniques.length} action cards: the stance deck is the smaller one`,
      `keep at most ${Math.max(1, c.techniques.length - 1)} stances`,
      'key',
    );
  const rewardKinds = Object.keys(t.rewards);
  c.rewards.forEach((r, i) => {
    if (!rewardKinds.includes(r.kind)) unknown(['rewards', i, 'kind'], 'reward', r.kind, rewardKinds);
  });
  const achievements = new Set(campaign.achievements.map((a) => a.id));
  for (const k of Object.keys(c.achievements))
    if (!achievements.has(k)) unknown(['achievements', k], 'achievement', k, achievements, 'key');

  // The budget: creation points plus rewards.
  const have = available(t, c.rewards);
  const used = spent(t, c);
  for (const k of POINT_KINDS) {
    if (used[k] <= have[k]) continue;
    const earned = have[k] - t.creation[k];
    at(
      errors,
      [FIELD_OF[k]!],
      `over budget: ${used[k]} ${k} points spent, ${have[k]} available (${t.creation[k]} at creation${earned ? ` + ${earned} from rewards` : ''}): ${used[k] - have[k]} too many`,
      `spend fewer, or record the reward that earned them (\`fray campaign reward\`)`,
      'key',
    );
  }
  errors.sort((a, b) => a.line - b.line || a.col - b.col);
  return { character: c, errors, warnings };
}
