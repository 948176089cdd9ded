// The WitchHammer system module: the zod-free plugin plus the tables schema and the
// `fray resolve` scenario adapter (which need zod and the catalog types).
import type { SystemModule } from '../system-module.js';
import { moves } from './moves.js';
import { seats } from './seats.js';
import { guardActions } from '../action-guard.js';
import { whActionSchema } from './action-schema.js';
import { plugin as rules } from './plugin.js';
import { compileScenario } from './scenario-compile.js';
import { describe, summarize } from './scenario-summary.js';
import { schemas } from './schemas.js';
import type { WhState } from './types.js';

/** The plugin every outside source steps through: each action's shape is checked before the rules read it. */
const plugin = guardActions(rules, whActionSchema);

export const system: SystemModule<WhState> = {
  plugin,
  actions: whActionSchema,
  moves,
  seats,
  tablesSchema: schemas.tablesSchema,
  scenario: { compile: compileScenario, summarize, describe },
};

export { plugin };
