// The initiative-cards system module: the zod-free plugin and moves, plus its tables schema, the
// `fray resolve` scenario adapter and how a table sets a fight up.
import type { SystemModule } from '../system-module.js';
import { moves } from './moves.js';
import { seats } from './seats.js';
import { plugin } from './plugin.js';
import { compile, describe, summarize } from './scenario.js';
import { table } from './table.js';
import { schemas } from './schemas.js';
import type { IcState } from './types.js';

export const system: SystemModule<IcState> = {
  plugin,
  moves,
  seats,
  table,
  tablesSchema: schemas.tablesSchema,
  scenario: { compile, summarize, describe },
};

export { plugin };
