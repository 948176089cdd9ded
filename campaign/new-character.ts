// `fray character new`: a new WitchHammer from its answers — given as flags, or asked one by one on
// a terminal with the points still to spend shown — turned into a character file that
// `fray character check` passes. Each answer is checked when it is given and its question asked
// again (new-character-questions.ts); the questions are an interface so tests can answer them.
import { stringify } from 'yaml';
import type { CampaignTables } from './budget.js';
import type { CharacterCatalog } from './check-character.js';
import {
  armourLine,
  attributeAnswer,
  equipmentAnswer,
  itemsAnswer,
  schoolAnswer,
  stanceLine,
  type Checked,
} from './new-character-questions.js';
import { CHARACTER_ID, nameProblem } from './character-schema.js';
import { teachings } from '../engine/systems/witchhammer/campaign-schema.js';

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

/** Thrown by an `Ask` when the player quits at a prompt (Ctrl+C, Ctrl+D): nothing is written. */
export class QuitAsking extends Error {
  constructor() {
    super('quit at a prompt');
    this.name = 'QuitAsking';
  }
}

export { CHARACTER_ID };
export const kebab = (s: string): string =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The character file a set of answers makes (focus, the common action, first in its deck). `id`: the
 *  file's name when the player chose it (campaign.yaml lists characters by it), else from the name. */
export function characterYaml(
  a: Answers,
  t: CampaignTables,
  id = kebab(a.name) || 'witchhammer',
): { id: string; text: string } {
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
  return {
    id,
    text: `# Built with fray character new: ${t.creation.attribute} Attribute, ${t.creation.school} School, ${t.creation.technique} Technique and ${t.creation.trait} Trait points.\n${stringify(doc, { flowCollectionPadding: false })}`,
  };
}

/** Asks until the answer passes its check; a problem is said with its hint and the question asked again. */
async function askValid<T>(
  ask: Ask,
  say: (line: string) => void,
  question: string,
  check: (answer: string) => Checked<T>,
): Promise<T> {
  for (;;) {
    const r = check((await ask(question)).trim());
    if ('value' in r) return r.value;
    say(`  ${r.problem}`);
    if (r.hint) say(`  hint: ${r.hint}`);
  }
}

const whole =
  (fallback: number) =>
  (s: string): Checked<number> => {
    if (s === '') return { value: fallback };
    const n = Number(s);
    return Number.isInteger(n) && n > 0
      ? { value: n }
      : { problem: `\`${s}\` is not a whole number above 0`, hint: `e.g. ${fallback}, or Enter for ${fallback}` };
  };

/** Asks for every answer on a terminal, showing what each choice can be and the points left. */
export async function askAnswers(ask: Ask, cat: CharacterCatalog, say: (line: string) => void): Promise<Answers> {
  const t = cat.tables;
  const c = cat.campaign;
  const name = await askValid<string>(ask, say, 'Name: ', (s) => {
    const problem = nameProblem(s);
    return problem ? { problem, hint: 'type the name in letters, e.g. Wren Ashdown' } : { value: s };
  });

  const attributes: Record<string, number> = {};
  let left = t.creation.attribute;
  for (const attr of t.attributes) {
    if (!left) {
      attributes[attr] = 0;
      continue;
    }
    const n = await askValid(
      ask,
      say,
      `${attr} bonus (${left} attribute point${left === 1 ? '' : 's'} left; Enter for 0): `,
      attributeAnswer(left),
    );
    attributes[attr] = n;
    left -= n;
  }
  if (left) say(`  ${left} attribute point${left === 1 ? '' : 's'} left unspent (kept for later)`);

  const schoolOf = new Map(c.schools.map((s) => [s.id, s]));
  say(`schools: ${c.schools.map((s) => `${s.id} (${s.name})`).join(', ')}`);
  const school = schoolOf.get(
    await askValid(
      ask,
      say,
      `school (${t.creation.school} school point; level 1 of one school): `,
      schoolAnswer(c.schools),
    ),
  )!;

  // Only what the school teaches at level 1 can be learned now (the common actions are free).
  const level1 = teachings([school]).filter((x) => x.level === 1 && !t.common_actions.includes(x.id));
  const cardName = (id: string) => cat.cards.get(id)?.name ?? id;
  say(
    `${school.name}, level 1, teaches: ${level1.map((x) => `${x.id} (${cardName(x.id)}${x.weapon ? `, needs a ${x.weapon}` : ''})`).join(', ')}; ${t.common_actions.join(', ')} free`,
  );
  const max = Math.min(t.creation.technique, level1.length);
  if (max < t.creation.technique) {
    const spare = t.creation.technique - max;
    say(
      `  it teaches ${level1.length} at level 1: ${spare} technique point${spare === 1 ? ' stays' : 's stay'} unspent, kept for a technique of level 2 once a School point (a reward) opens it`,
    );
  }
  const techniques = await askValid(
    ask,
    say,
    `techniques (up to ${max}, comma-separated): `,
    itemsAnswer(
      'technique',
      level1.map((x) => x.id),
      max,
      false,
    ),
  );

  say(`traits: ${c.traits.map((x) => `${x.id} (${x.name})`).join(', ')}`);
  const traits = await askValid(
    ask,
    say,
    `traits (${t.creation.trait} trait points; a trait twice is rank 2): `,
    itemsAnswer(
      'trait',
      c.traits.map((x) => x.id),
      t.creation.trait,
      true,
    ),
  );

  const needs = [...new Set(level1.filter((x) => x.weapon && techniques.includes(x.id)).map((x) => x.weapon!))];
  say(`weapons: ${c.equipment.weapons.map((w) => `${w.id} (${w.kind})`).join(', ')}`);
  say(`armour: ${c.equipment.armour.map(armourLine).join(', ')}`);
  say(`misc: ${c.equipment.misc.map((x) => x.id).join(', ')}`);
  const limits = t.equipment_limits;
  const equipment = await askValid(
    ask,
    say,
    `equipment (${limits.weapon} weapon, ${limits.armour} armour, ${limits.misc} misc${needs.length ? `; your techniques need a ${needs.join(' and a ')}` : ''}): `,
    equipmentAnswer(c.equipment, limits, needs),
  );

  const stanceCards = [...cat.cards.values()].filter((x) => x.type === 'stance' && !(x.tags ?? []).includes('monster'));
  const actions = t.common_actions.length + techniques.length;
  const most = Math.max(1, actions - 1);
  say(
    `stances: every play is one action and one stance; the stance deck is smaller than the action deck (you have ${actions} action card${actions === 1 ? '' : 's'}: pick 1 to ${most})`,
  );
  for (const s of stanceCards) say(`  ${stanceLine(s)}`);
  const stances = await askValid(
    ask,
    say,
    `stances (1 to ${most}): `,
    itemsAnswer(
      'stance',
      stanceCards.map((x) => x.id),
      most,
      false,
      1,
    ),
  );

  const start = t.new_character;
  const poise = await askValid(ask, say, `poise (the GM sets it; Enter for ${start.poise}): `, whole(start.poise));
  const health = await askValid(ask, say, `health (Enter for ${start.health}): `, whole(start.health));
  return { name, attributes, school: school.id, techniques, traits, equipment, stances, poise, health };
}
