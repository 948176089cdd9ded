// The initiative-cards system module: the zod-free plugin plus its tables schema and the
// `fray resolve` scenario adapter.
import type { SystemModule } from '../system-module.js';
import { plugin } from './plugin.js';
import { compile, describe, summarize } from './scenario.js';
import { initiativeCardsTables } from './tables.js';
import type { IcState } from './types.js';

export const system: SystemModule<IcState> = {
  plugin,
  tablesSchema: initiativeCardsTables,
  scenario: { compile, summarize, describe },
};

export { plugin };
