// The declared-initiative system module: the zod-free plugin plus its tables schema and
// the `fray resolve` scenario adapter.
import type { SystemModule } from '../system-module.js';
import { moves } from './moves.js';
import { seats } from './seats.js';
import { plugin } from './plugin.js';
import { compile, describe, summarize } from './scenario.js';
import { table } from './table.js';
import { schemas } from './schemas.js';
import type { DiState } from './types.js';

export const system: SystemModule<DiState> = {
  plugin,
  moves,
  seats,
  table,
  tablesSchema: schemas.tablesSchema,
  scenario: { compile, summarize, describe },
};

export { plugin };
