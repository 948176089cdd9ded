// The declared-initiative system module: the zod-free plugin plus its tables schema and
// the `fray resolve` scenario adapter.
import type { SystemModule } from '../system-module.js';
import { moves } from './moves.js';
import { seats } from './seats.js';
import { guardActions } from '../action-guard.js';
import { diActionSchema } from './action-schema.js';
import { plugin as rules } from './plugin.js';
import { compile, describe, summarize } from './scenario.js';
import { table } from './table.js';
import { schemas } from './schemas.js';
import type { DiState } from './types.js';

/** The plugin every outside source steps through: each action's shape is checked before the rules read it. */
const plugin = guardActions(rules, diActionSchema);

export const system: SystemModule<DiState> = {
  plugin,
  actions: diActionSchema,
  moves,
  seats,
  table,
  tablesSchema: schemas.tablesSchema,
  scenario: { compile, summarize, describe },
};

export { plugin };
