// JSON Schemas for editors (`# yaml-language-server: $schema=...`), generated from the
// zod schemas so they never drift: `npm run gen:schema` writes them into cards/.
import { z, type ZodType } from 'zod';
import { card, combatantCard } from '../schema/card.js';

const SAFE = Number.MAX_SAFE_INTEGER;

/** Drops zod's ±MAX_SAFE_INTEGER bounds on integers: noise in an editor's tooltips. */
function tidy(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(tidy);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) {
    if ((k === 'minimum' && v === -SAFE) || (k === 'maximum' && v === SAFE)) continue;
    out[k] = tidy(v);
  }
  return out;
}

function jsonOf(schema: ZodType): Record<string, unknown> {
  // `io: 'input'`: fields with defaults are optional in the files people write.
  // draft-07: the dialect every YAML language server release understands.
  return tidy(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-7' })) as Record<
    string,
    unknown
  >;
}

function toJson(js: Record<string, unknown>, title: string, description: string): string {
  const { $schema, ...rest } = js;
  return `${JSON.stringify({ $schema, title, description, ...rest }, null, 2)}\n`;
}

/** cards/schema.json: a card file (a list of cards or one card); the card schema is shared via definitions. */
export function cardFileJsonSchema(): string {
  const { $schema, ...one } = jsonOf(card);
  const ref = { $ref: '#/definitions/card' };
  return toJson(
    { $schema, anyOf: [{ type: 'array', items: ref }, ref], definitions: { card: one } },
    'Fray card file',
    'A list of Fray cards (character, action, stance, initiative, combatant) or a single card.',
  );
}

/** cards/system-<id>.schema.json: a system's rule tables. */
export function tablesJsonSchema(systemId: string, tables: ZodType): string {
  return toJson(
    jsonOf(tables),
    `Fray ${systemId} rule tables`,
    `cards/${systemId}/system.yaml: every number the ${systemId} rules use.`,
  );
}

export const CARD_SCHEMA_FILE = 'schema.json';
export const tablesSchemaFile = (systemId: string): string => `system-${systemId}.schema.json`;

/** cards/campaign-<id>.schema.json: a system's campaign catalog (schools, traits, equipment, achievements). */
export function campaignJsonSchema(systemId: string, campaign: ZodType): string {
  return toJson(
    jsonOf(campaign),
    `Fray ${systemId} campaign catalog`,
    `cards/${systemId}/campaign.yaml: schools of combat, traits, equipment and achievements.`,
  );
}

export const campaignSchemaFile = (systemId: string): string => `campaign-${systemId}.schema.json`;

/** cards/combatants-<id>.schema.json: a file of one system's combatant cards, with that system's stat block. */
export function combatantsJsonSchema(systemId: string, stats: ZodType): string {
  const one = combatantCard.extend({ system: z.literal(systemId), stats });
  const { $schema, ...rest } = jsonOf(one);
  const ref = { $ref: '#/definitions/combatant' };
  return toJson(
    { $schema, anyOf: [{ type: 'array', items: ref }, ref], definitions: { combatant: rest } },
    `Fray ${systemId} combatant cards`,
    `cards/${systemId}/combatants.yaml: the ${systemId} characters and monsters, each with its stat block.`,
  );
}

export const combatantsSchemaFile = (systemId: string): string => `combatants-${systemId}.schema.json`;
