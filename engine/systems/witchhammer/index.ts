// The WitchHammer system module: the zod-free plugin plus the tables schema and the
// `fray resolve` scenario adapter (which need zod and the catalog types).
import type { SystemModule } from '../system-module.js';
import { moves } from './moves.js';
import { seats } from './seats.js';
import { plugin } from './plugin.js';
import { compileScenario } from './scenario-compile.js';
import { describe, summarize } from './scenario-summary.js';
import { schemas } from './schemas.js';
import type { WhState } from './types.js';

export const system: SystemModule<WhState> = {
  plugin,
  moves,
  seats,
  tablesSchema: schemas.tablesSchema,
  scenario: { compile: compileScenario, summarize, describe },
};

export { plugin };
