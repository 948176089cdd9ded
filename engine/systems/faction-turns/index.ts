// The faction-turns system module: the zod-free plugin plus its tables schema, scenario adapter,
// the moves a table offers and how a table sets a fight up.
import type { SystemModule } from '../system-module.js';
import { moves } from './moves.js';
import { seats } from './seats.js';
import { guardActions } from '../action-guard.js';
import { ftActionSchema } from './action-schema.js';
import { plugin as rules } from './plugin.js';
import { describe, summarize } from './report.js';
import { compile } from './scenario.js';
import { table } from './table.js';
import { schemas } from './schemas.js';
import type { FtState } from './types.js';

/** The plugin every outside source steps through: each action's shape is checked before the rules read it. */
const plugin = guardActions(rules, ftActionSchema);

export const system: SystemModule<FtState> = {
  plugin,
  actions: ftActionSchema,
  moves,
  seats,
  table,
  tablesSchema: schemas.tablesSchema,
  scenario: { compile, summarize, describe },
};
export { plugin };
