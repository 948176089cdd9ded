// The faction-turns system module: the zod-free plugin plus its tables schema, scenario adapter,
// the moves a table offers and how a table sets a fight up.
import type { SystemModule } from '../system-module.js';
import { moves } from './moves.js';
import { seats } from './seats.js';
import { plugin } from './plugin.js';
import { describe, summarize } from './report.js';
import { compile } from './scenario.js';
import { table } from './table.js';
import { schemas } from './schemas.js';
import type { FtState } from './types.js';

export const system: SystemModule<FtState> = {
  plugin,
  moves,
  seats,
  table,
  tablesSchema: schemas.tablesSchema,
  scenario: { compile, summarize, describe },
};
export { plugin };
