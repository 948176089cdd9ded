// The registry of combat systems: their ids, in order, each with what validating its catalog needs
// (its schemas.ts). Adding a system is one line here and one in index.ts, whose SYSTEMS (the
// engines) is typed by these ids, so the compiler refuses one without the other. Validating a
// catalog needs only this file: the extension's options page bundles the validator without the
// engines (~150 KB).
import type { SystemSchemas } from './system-schemas.js';
import { schemas as declaredInitiative } from './declared-initiative/schemas.js';
import { schemas as factionTurns } from './faction-turns/schemas.js';
import { schemas as initiativeCards } from './initiative-cards/schemas.js';
import { schemas as teamTurns } from './team-turns/schemas.js';
import { schemas as witchhammer } from './witchhammer/schemas.js';

const REGISTRY = {
  witchhammer,
  'faction-turns': factionTurns,
  'declared-initiative': declaredInitiative,
  'team-turns': teamTurns,
  'initiative-cards': initiativeCards,
} satisfies Record<string, SystemSchemas>;

export type { SystemSchemas };

export type SystemId = keyof typeof REGISTRY;

/** Each system's schemas by id (a record: lookups by a user's string find `undefined`). */
export const TABLE_SCHEMAS: Readonly<Record<string, SystemSchemas>> = REGISTRY;

export const SYSTEM_IDS = Object.keys(REGISTRY) as readonly SystemId[];

export function isSystemId(id: string): id is SystemId {
  return Object.hasOwn(REGISTRY, id);
}
