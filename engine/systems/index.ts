// The combat systems' engines, by the ids of registry.ts (the compiler keeps the two lists equal).
// The core and the CLI look systems up here by id and never special-case one of them.
import type { SystemId } from './registry.js';
import type { SystemModule } from './system-module.js';
import { system as witchhammer } from './witchhammer/index.js';
import { system as factionTurns } from './faction-turns/index.js';
import { system as declaredInitiative } from './declared-initiative/index.js';
import { system as teamTurns } from './team-turns/index.js';
import { system as initiativeCards } from './initiative-cards/index.js';

const ENGINES: { readonly [K in SystemId]: SystemModule } = {
  witchhammer,
  'faction-turns': factionTurns,
  'declared-initiative': declaredInitiative,
  'team-turns': teamTurns,
  'initiative-cards': initiativeCards,
};

export const SYSTEMS: Readonly<Record<string, SystemModule>> = ENGINES;

export { isSystemId, SYSTEM_IDS, type SystemId } from './registry.js';

export function getSystem(id: string): SystemModule | undefined {
  return Object.hasOwn(SYSTEMS, id) ? SYSTEMS[id] : undefined;
}

export type { SystemModule } from './system-module.js';
