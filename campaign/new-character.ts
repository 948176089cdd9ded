// `fray character new`: a new WitchHammer from its answers — given as flags, or asked one by one on
// a terminal with the points still to spend shown — turned into a character file that
// `fray character check` passes. The questions are an interface so tests can answer them.
import { stringify } from 'yaml';
import type { CampaignTables } from './budget.js';
import type { CharacterCatalog } from './check-character.js';

export interface Answers {
  name: string;
  attributes: Record<string, number>;
  school: string;
  techniques: string[];
  traits: string[];
  equipment: string[];
  stances: string[];
  poise: number;
  health: number;
  icon?: string;
}

export type Ask = (question: string) => Promise<string>;

const list = (s: string): string[] => s.split(/[,\s]+/).map((x) => x.trim()).filter(Boolean);
const kebab = (s: string): string => s.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** The character file a set of answers makes (focus, the common action, first in its deck). */
export function characterYaml(a: Answers, t: CampaignTables): { id: string; text: string } {
  const id = kebab(a.name) || 'witchhammer';
  const traits: Record<string, number> = {};
  for (const x of a.traits) traits[x] = (traits[x] ?? 0) + 1;
  const attributes = Object.fromEntries(Object.entries(a.attributes).filter(([, n]) => n > 0));
  const doc = {
    id,
    name: a.name,
    ...(a.icon ? { icon: a.icon } : {}),
    poise: a.poise,
    max_health: a.health,
    attributes,
    schools: { [a.school]: 1 },
    techniques: [...t.common_actions, ...a.techniques.filter((x) => !t.common_actions.includes(x))],
    stances: a.stances,
    traits,
    equipment: a.equipment,
    rewards: [],
  };
  return { id, text: `# Built with fray character new: ${t.creation.attribute} Attribute, ${t.creation.school} School, ${t.creation.technique} Technique and ${t.creation.trait} Trait points.\n${stringify(doc, { flowCollectionPadding: false })}` };
}

/** Asks for every answer on a terminal, showing what each choice can be and the points left. */
export async function askAnswers(ask: Ask, cat: CharacterCatalog, say: (line: string) => void): Promise<Answers> {
  const t = cat.tables;
  const c = cat.campaign;
  const name = (await ask('Name: ')).trim() || 'Nameless';
  const attributes: Record<string, number> = {};
  let left = t.creation.attribute;
  for (const attr of t.attributes) {
    const n = left ? Number((await ask(`${attr} bonus (${left} attribute point${left === 1 ? '' : 's'} left): `)).trim() || 0) : 0;
    const spend = Number.isInteger(n) && n > 0 ? Math.min(n, left) : 0;
    attributes[attr] = spend;
    left -= spend;
  }
  say(`schools: ${c.schools.map((s) => `${s.id} (${s.name})`).join(', ')}`);
  const school = (await ask(`school (${t.creation.school} school point): `)).trim();
  const level1 = c.schools.find((s) => s.id === school)?.levels[0]?.techniques.map((x) => (typeof x === 'string' ? x : `${x.id} [${x.weapon}]`)) ?? [];
  if (level1.length) say(`level 1 techniques: ${level1.join(', ')}`);
  const techniques = list(await ask(`techniques (${t.creation.technique} technique points; ${t.common_actions.join(', ')} free): `)).slice(0, t.creation.technique);
  say(`traits: ${c.traits.map((x) => x.id).join(', ')}`);
  const traits = list(await ask(`traits (${t.creation.trait} trait points; a trait twice is rank 2): `)).slice(0, t.creation.trait);
  say(`weapons: ${c.equipment.weapons.map((w) => `${w.id} (${w.kind})`).join(', ')}; armour: ${c.equipment.armour.map((x) => x.id).join(', ')}; misc: ${c.equipment.misc.map((x) => x.id).join(', ')}`);
  const equipment = list(await ask(`equipment (${t.equipment_limits.weapon} weapon, ${t.equipment_limits.armour} armour, ${t.equipment_limits.misc} misc): `));
  const stanceIds = [...cat.cards.values()].filter((x) => x.type === 'stance' && !(x.tags ?? []).includes('monster')).map((x) => x.id);
  say(`stances: ${stanceIds.join(', ')}`);
  const stances = list(await ask('stances: '));
  const whole = (v: string, fallback: number) => (Number.isInteger(Number(v)) && Number(v) > 0 ? Number(v) : fallback);
  const poise = whole((await ask('poise (the GM sets it; default 30): ')).trim(), 30);
  const health = whole((await ask('health (default 14): ')).trim(), 14);
  return { name, attributes, school, techniques, traits, equipment, stances, poise, health };
}
