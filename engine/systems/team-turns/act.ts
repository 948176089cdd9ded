// A turn taken one action at a time, as at the table: `act` starts the character's turn with its
// first action and adds one action per step, `end-turn` passes to the next team. An attack whose
// target can still answer it is rolled and waits for `react` (dodge, parry, block, intercept or
// none), so the reaction is chosen knowing the attack's test and luck.
import { fail, useFirst, type EngineEvent } from '../../core/index.js';
import { resolveAttack, rollAttack } from './attack.js';
import { nextTeam, settle } from './order.js';
import { able, find, mayReact } from './rules.js';
import { oneAction, openTurn, type TurnSoFar } from './turn.js';
import type { TtAction, TtCombatant, TtState } from './types.js';

type Out = { state: TtState; events: EngineEvent[] };
type Act = Extract<TtAction, { type: 'act' }>;
type React = Extract<TtAction, { type: 'react' }>;

/** Which reactions a character could make against an attack now (the moves offer these). */
export function reactionsOpen(state: TtState, target: TtCombatant, attacker: string): { dodge: boolean; parry: string[]; block: boolean; intercept: string[] } {
  const items = [...Object.entries(target.weapons).filter(([, w]) => (w.durability ?? 1) > 0).map(([k]) => k), ...(target.shield && (target.shield.durability ?? 1) > 0 ? ['shield'] : [])];
  return {
    dodge: mayReact(state, target, 'dodge'),
    parry: mayReact(state, target, 'parry') ? items : [],
    block: mayReact(state, target, 'block') && !!target.shield && (target.shield.durability ?? 1) > 0,
    intercept: state.combatants.filter((c) => c.team === target.team && c.id !== target.id && c.id !== attacker && mayReact(state, c, 'intercept')).map((c) => c.id),
  };
}

const anyOpen = (r: ReturnType<typeof reactionsOpen>): boolean => r.dodge || r.parry.length > 0 || r.block || r.intercept.length > 0;

export function act(state: TtState, a: Act): Out {
  // Without an action, `act` only starts a turn that carries on (or abandons) an extended action.
  if (!a.action && (state.active || !find(state, a.actor, ['actor']).extended)) {
    fail('combat/no-action', 'name the action to take', { path: ['action'], hint: 'e.g. { kind: attack, attack: { target: … } }, or end the turn' });
  }
  // An extended action under way is settled first, in a step of its own (what it does may change the next action's targets).
  if (a.action && !state.active && find(state, a.actor, ['actor']).extended) {
    fail('combat/extended-first', `${a.actor} carries on or abandons its ${find(state, a.actor, ['actor']).extended!.name} first`, { path: ['action'], hint: 'act with no action (carry on) or with abandon: true' });
  }
  let s: TtState = a.rolls?.length ? { ...state, dice: useFirst(state.dice, a.rolls) } : state;
  const events: EngineEvent[] = [];
  let turn: TurnSoFar;
  if (!s.active) {
    const o = openTurn(s, a.actor, a.abandon ?? false);
    s = o.state;
    events.push(...o.events);
    turn = { left: o.left, taken: [] };
  } else {
    if (s.active.actor !== a.actor) fail('combat/turn-under-way', `${s.active.actor} is taking its turn`, { path: ['actor'], hint: 'end that turn first' });
    if (a.abandon) fail('combat/nothing-to-abandon', 'an extended action is abandoned as the turn starts', { path: ['abandon'] });
    turn = { left: s.active.left, taken: [...s.active.taken] };
  }
  let ends = false;
  if (a.action && able(find(s, a.actor, ['actor']))) {
    const x = a.action;
    if (x.kind === 'attack' && !x.attack.reaction && turn.left >= 1) {
      // Rolled now; resolved by the target's answer when it has one to give and the attack can land.
      const rolled = rollAttack(s, a.actor, x.attack, ['action', 'attack']);
      const target = find(rolled.state, rolled.spec.target, ['action', 'attack', 'target']);
      const lands = rolled.critical || rolled.test >= rolled.evasion;
      if (lands && able(target) && anyOpen(reactionsOpen(rolled.state, target, a.actor))) {
        const r = oneAction(s, a.actor, { kind: 'other', id: 'attack' }, ['action'], turn, true);
        s = { ...rolled.state, combatants: r.state.combatants };
        events.push({ type: 'attack-roll', round: s.round, actor: a.actor, target: target.id, rolls: rolled.rolls, detail: { ...rolled.detail, awaiting: 'reaction' } });
        s = { ...s, active: { actor: a.actor, left: turn.left, taken: turn.taken }, pending: { attacker: a.actor, spec: rolled.spec, test: rolled.test, evasion: rolled.evasion, critical: rolled.critical } };
        return { state: s, events };
      }
      const r = oneAction({ ...s, dice: rolled.state.dice }, a.actor, { kind: 'attack', attack: rolled.spec }, ['action'], turn, true);
      s = r.state;
      events.push(...r.events);
    } else {
      const r = oneAction(s, a.actor, x, ['action'], turn, true);
      s = r.state;
      events.push(...r.events);
      ends = r.ends;
    }
  }
  if (ends) {
    events.push({ type: 'turn-end', round: s.round, actor: a.actor });
    return settle({ ...s, active: null, current: nextTeam(s, s.current) }, events);
  }
  return settle({ ...s, active: { actor: a.actor, left: turn.left, taken: turn.taken } }, events);
}

export function endTurn(state: TtState): Out {
  if (state.ended) fail('combat/ended', 'the fight is over');
  if (!state.active) fail('combat/no-turn-under-way', 'no turn is under way', { path: ['type'], hint: 'a turn starts with its first action' });
  const actor = state.active.actor;
  return settle({ ...state, active: null, current: nextTeam(state, state.current) }, [{ type: 'turn-end', round: state.round, actor }]);
}

export function react(state: TtState, a: React): Out {
  if (state.ended) fail('combat/ended', 'the fight is over');
  const p = state.pending;
  if (!p) fail('combat/no-attack-pending', 'no attack is waiting for a reaction', { path: ['type'] });
  let s: TtState = { ...state, pending: null };
  if (a.rolls?.length) s = { ...s, dice: useFirst(s.dice, a.rolls) };
  const spec = { ...p.spec, ...(a.reaction ? { reaction: a.reaction } : {}), ...(a.fortify !== undefined ? { fortify: a.fortify } : {}) };
  const r = resolveAttack(s, p.attacker, spec, []);
  return settle(r.state, r.events);
}
