// The team-turns system module: the zod-free plugin plus its tables schema and scenario adapter.
import type { SystemModule } from '../system-module.js';
import { moves } from './moves.js';
import { seats } from './seats.js';
import { plugin } from './plugin.js';
import { describe, summarize } from './report.js';
import { compile } from './scenario.js';
import { table } from './table.js';
import { schemas } from './schemas.js';
import type { TtState } from './types.js';

export const system: SystemModule<TtState> = {
  plugin,
  moves,
  seats,
  table,
  tablesSchema: schemas.tablesSchema,
  scenario: { compile, summarize, describe },
};
export { plugin };
