// Test kit for the WitchHammer engine: the real tables from cards/witchhammer/system.yaml,
// small cards, and a helper that applies actions with the production runner's loop and fails loudly
// on rejected ones.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { startSession } from '../../../engine/core/session.js';
import { step } from '../../../engine/core/step.js';
import { playActions } from '../../../scenario/run-scenario.js';
import type { EngineEvent } from '../../../engine/core/types.js';
import { witchhammerTables, type WitchhammerTables } from '../../../engine/systems/witchhammer/tables.js';
import { plugin } from '../../../engine/systems/witchhammer/plugin.js';
import type {
  CombatantSetup,
  PlayCard,
  WhAction,
  WhSetup,
  WhState,
} from '../../../engine/systems/witchhammer/types.js';

export const TABLES: WitchhammerTables = witchhammerTables.parse(
  parse(readFileSync(new URL('../../../cards/witchhammer/system.yaml', import.meta.url), 'utf8')),
);

export function card(p: Partial<PlayCard> & { id: string }): PlayCard {
  return {
    type: 'action',
    name: p.id,
    init: 0,
    attack: 0,
    defense: 0,
    once_per_combat: false,
    poise_only: false,
    ...p,
  };
}

export const CARDS: PlayCard[] = [
  card({ id: 'sword', name: 'Sword Swing', init: 4, attack: 8, defense: 1, target: 'chosen' }),
  card({ id: 'aggressive', type: 'stance', name: 'Aggressive', init: 2, attack: 3 }),
  card({ id: 'guard', type: 'stance', name: 'Guarded', init: 1, defense: 3 }),
  // Every play needs a stance; tests about other rules play this one, which changes no number.
  card({ id: 'steady', type: 'stance', name: 'Steady' }),
  card({ id: 'block', name: 'Block', init: 1, defense: 1 }),
  card({ id: 'focus', name: 'Focus', init: 0, restore: { poise: 5 } }),
  card({ id: 'claw', name: 'Claw', init: 3, attack: 5, target: 'chosen' }),
  card({ id: 'bite', name: 'Bite', init: 2, attack: 4, target: 'chosen' }),
];

export function fighter(id: string, side: 'players' | 'gm', extra: Partial<CombatantSetup> = {}): CombatantSetup {
  return { id, side, maxPoise: 30, maxHealth: 14, ...extra };
}

export function setup(combatants: CombatantSetup[], opts: Partial<WhSetup> = {}): WhState {
  return plugin.init({ tables: TABLES, cards: CARDS, combatants, ...opts });
}

/**
 * Apply actions with the production runner's loop (scenario/run-scenario.ts, what `fray resolve`
 * runs); throws on a rejected one. Returns the final state and all events.
 */
export function run(state: WhState, actions: WhAction[]): { state: WhState; events: EngineEvent[] } {
  const played = playActions(plugin, startSession<WhState, WhAction>(state), actions);
  if (played.rejected) {
    const { index, error } = played.rejected;
    throw new Error(`${actions[index]!.type} rejected: ${error.code} ${error.message}`);
  }
  return { state: played.session.state, events: [...played.session.events] };
}

/** A play as a round's list gives it: the `play` action without its type. */
export type Play = Omit<Extract<WhAction, { type: 'play' }>, 'type'>;

/**
 * One round with `run`: the plays, the reveal, then every card resolved (`resolve-round`) or only the
 * first in order (`resolve-next`).
 */
export function playRound(
  state: WhState,
  plays: readonly Play[],
  resolve: 'resolve-round' | 'resolve-next' = 'resolve-round',
): { state: WhState; events: EngineEvent[] } {
  return run(state, [...plays.map((p): WhAction => ({ type: 'play', ...p })), { type: 'reveal' }, { type: resolve }]);
}

export function tryStep(state: WhState, a: WhAction) {
  return step(plugin, state, a);
}

export function get(s: WhState, id: string) {
  return s.combatants.find((c) => c.id === id)!;
}

export function ofType(events: readonly EngineEvent[], type: string): EngineEvent[] {
  return events.filter((e) => e.type === type);
}
