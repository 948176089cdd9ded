// The team-turns system module: the zod-free plugin plus its tables schema and scenario adapter.
import type { SystemModule } from '../system-module.js';
import { moves } from './moves.js';
import { seats } from './seats.js';
import { plugin } from './plugin.js';
import { describe, summarize } from './report.js';
import { compile } from './scenario.js';
import { table } from './table.js';
import { teamTurnsTables } from './tables.js';
import type { TtState } from './types.js';

export const system: SystemModule<TtState> = {
  plugin,
  moves,
  seats,
  table,
  tablesSchema: teamTurnsTables,
  scenario: { compile, summarize, describe },
};
export { plugin };
