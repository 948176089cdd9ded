// The team-turns system module: the zod-free plugin plus its tables schema and scenario adapter.
import type { SystemModule } from '../system-module.js';
import { moves } from './moves.js';
import { seats } from './seats.js';
import { guardActions } from '../action-guard.js';
import { ttActionSchema } from './action-schema.js';
import { plugin as rules } from './plugin.js';
import { describe, summarize } from './report.js';
import { compile } from './scenario.js';
import { table } from './table.js';
import { schemas } from './schemas.js';
import type { TtState } from './types.js';

/** The plugin every outside source steps through: each action's shape is checked before the rules read it. */
const plugin = guardActions(rules, ttActionSchema);

export const system: SystemModule<TtState> = {
  plugin,
  actions: ttActionSchema,
  moves,
  seats,
  table,
  tablesSchema: schemas.tablesSchema,
  scenario: { compile, summarize, describe },
};
export { plugin };
