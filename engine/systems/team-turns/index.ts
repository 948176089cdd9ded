// PLACEHOLDER until the team-turns system lands: replaced by its real module.
import type { SystemModule } from '../system-module.js';
export const system = undefined as unknown as SystemModule;
