// The team order: teams take turns in their fixed order, each giving one member a turn;
// a team with nobody left to act is skipped; the round ends when nobody is left to act.
import { fail, type EngineEvent } from '../../core/index.js';
import { able, mayTakeTurn } from './rules.js';
import type { TtState } from './types.js';

export function teamCanAct(state: TtState, i: number): boolean {
  const team = state.teams[i];
  return state.combatants.some((c) => c.team === team && mayTakeTurn(state, c));
}

/** The next team after index `after` (itself last) with someone able to take a turn, or -1. */
export function nextTeam(state: TtState, after: number): number {
  const n = state.teams.length;
  for (let k = 1; k <= n; k++) {
    const i = (((after + k) % n) + n) % n;
    if (teamCanAct(state, i)) return i;
  }
  return -1;
}

export function startRound(state: TtState): { state: TtState; events: EngineEvent[] } {
  if (state.ended) fail('combat/ended', 'the fight is over');
  if (state.phase !== 'between')
    fail('combat/round-in-progress', `round ${state.round} is still going`, {
      hint: 'every able character must take its turn first',
    });
  const round = state.round + 1;
  const surprise = round === 1 && state.surprise !== null;
  const s: TtState = {
    ...state,
    round,
    phase: surprise ? 'surprise' : 'round',
    current: -1,
    combatants: state.combatants.map((c) => ({ ...c, tookTurn: false, attacksThisRound: 0 })),
    active: null,
  };
  const events: EngineEvent[] = [
    { type: 'round-start', round, detail: { surprise: surprise ? state.surprise : null, teams: state.teams } },
  ];
  return settle({ ...s, current: nextTeam(s, -1) }, events);
}

/**
 * After anything that may change who can act: move past a team with nobody left, end the
 * round when nobody at all is left, end the fight when one team alone can still fight.
 */
export function settle(state0: TtState, events: EngineEvent[]): { state: TtState; events: EngineEvent[] } {
  let state = state0;
  const standing = state.teams.filter((t) => state.combatants.some((c) => c.team === t && able(c)));
  if (standing.length <= 1 && !state.ended) {
    events.push({ type: 'fight-end', round: state.round, detail: { winner: standing[0] ?? null } });
    return { state: { ...state, ended: true, phase: 'ended', current: -1, active: null, pending: null }, events };
  }
  if (state.phase !== 'round' && state.phase !== 'surprise') return { state, events };
  if (state.active) {
    // A turn under way holds its team's place until it ends, or its character is down.
    const actor = state.combatants.find((c) => c.id === state.active!.actor);
    if (actor && able(actor)) return { state, events };
    events.push({ type: 'turn-end', round: state.round, actor: state.active.actor, detail: { reason: 'cannot act' } });
    state = { ...state, active: null, pending: null, current: nextTeam(state, state.current) };
  }
  let current = state.current;
  if (current < 0 || !teamCanAct(state, current)) current = nextTeam(state, current < 0 ? -1 : current);
  if (current === -1) {
    events.push({ type: 'round-end', round: state.round, detail: { surprise: state.phase === 'surprise' } });
    return { state: { ...state, phase: 'between', current: -1 }, events };
  }
  return { state: { ...state, current }, events };
}
