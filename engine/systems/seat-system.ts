// A system module as the seat functions take it (engine/core/seats.ts): its view, its moves and
// its seat rules. Undefined for a system that does not run at a table of devices.
import type { SeatSystem } from '../core/seats.js';
import type { CombatStateBase } from '../core/types.js';
import type { SystemModule } from './system-module.js';

export function seatSystem<S extends CombatStateBase>(mod: SystemModule<S>): SeatSystem<S> | undefined {
  const { moves, seats } = mod;
  if (!moves || !seats) return undefined;
  return { view: (s) => mod.plugin.view(s), moves, seats };
}
