// The initiative-cards system module: the zod-free plugin and moves, plus its tables schema, the
// `fray resolve` scenario adapter and how a table sets a fight up.
import type { SystemModule } from '../system-module.js';
import { moves } from './moves.js';
import { seats } from './seats.js';
import { guardActions } from '../action-guard.js';
import { icActionSchema } from './action-schema.js';
import { plugin as rules } from './plugin.js';
import { compile, describe, summarize } from './scenario.js';
import { table } from './table.js';
import { schemas } from './schemas.js';
import type { IcState } from './types.js';

/** The plugin every outside source steps through: each action's shape is checked before the rules read it. */
const plugin = guardActions(rules, icActionSchema);

export const system: SystemModule<IcState> = {
  plugin,
  actions: icActionSchema,
  moves,
  seats,
  table,
  tablesSchema: schemas.tablesSchema,
  scenario: { compile, summarize, describe },
};

export { plugin };
