// A turn taken one action at a time, as at the table: `act` starts the character's turn with its
// first action and adds one action per step, `end-turn` passes to the next team. An attack whose
// target can still answer it is rolled and waits for `react` (dodge, parry, block, intercept or
// none), so the reaction is chosen knowing the attack's test and luck.
import { fail, useFirst, type EngineEvent } from '../../core/index.js';
import { resolveAttack, rollAttack } from './attack.js';
import { nextTeam, settle } from './order.js';
import { able, find, mayReact, spendReaction, update } from './rules.js';
import { oneAction, openTurn, trigger, type TurnSoFar } from './turn.js';
import type { TtAction, TtCombatant, TtState } from './types.js';

type Out = { state: TtState; events: EngineEvent[] };
type Act = Extract<TtAction, { type: 'act' }>;
type React = Extract<TtAction, { type: 'react' }>;
type Trigger = Extract<TtAction, { type: 'trigger' }>;

/** Which reactions a character could make against an attack now (the moves offer these). */
export function reactionsOpen(
  state: TtState,
  target: TtCombatant,
  attacker: string,
): { dodge: boolean; parry: string[]; block: boolean; intercept: string[] } {
  const items = [
    ...Object.entries(target.weapons)
      .filter(([, w]) => (w.durability ?? 1) > 0)
      .map(([k]) => k),
    ...(target.shield && (target.shield.durability ?? 1) > 0 ? ['shield'] : []),
  ];
  return {
    dodge: mayReact(state, target, 'dodge'),
    parry: mayReact(state, target, 'parry') ? items : [],
    block: mayReact(state, target, 'block') && !!target.shield && (target.shield.durability ?? 1) > 0,
    intercept: state.combatants
      .filter(
        (c) => c.team === target.team && c.id !== target.id && c.id !== attacker && mayReact(state, c, 'intercept'),
      )
      .map((c) => c.id),
  };
}

const anyOpen = (r: ReturnType<typeof reactionsOpen>): boolean =>
  r.dodge || r.parry.length > 0 || r.block || r.intercept.length > 0;

export function act(state: TtState, a: Act): Out {
  // Without an action, `act` only starts a turn that carries on (or abandons) an extended action.
  if (!a.action && (state.active || !find(state, a.actor, ['actor']).extended)) {
    fail('combat/no-action', 'name the action to take', {
      path: ['action'],
      hint: 'e.g. { kind: attack, attack: { target: … } }, or end the turn',
    });
  }
  // An extended action under way is settled first, in a step of its own (what it does may change the next action's targets).
  if (a.action && !state.active && find(state, a.actor, ['actor']).extended) {
    fail(
      'combat/extended-first',
      `${a.actor} carries on or abandons its ${find(state, a.actor, ['actor']).extended!.name} first`,
      { path: ['action'], hint: 'act with no action (carry on) or with abandon: true' },
    );
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
    if (s.active.actor !== a.actor)
      fail('combat/turn-under-way', `${s.active.actor} is taking its turn`, {
        path: ['actor'],
        hint: 'end that turn first',
      });
    if (a.abandon)
      fail('combat/nothing-to-abandon', 'an extended action is abandoned as the turn starts', { path: ['abandon'] });
    turn = { left: s.active.left, taken: [...s.active.taken] };
  }
  let ends = false;
  if (a.action && able(find(s, a.actor, ['actor']))) {
    const x = a.action;
    // An attack (the character's own, or one a command gives an ally) is rolled now and resolved by
    // the target's answer when it has one to give and the attack can land.
    const given = x.kind === 'command' && x.action?.kind === 'attack' ? x.action.attack : undefined;
    const own = x.kind === 'attack' ? x.attack : undefined;
    const spec = own ?? given;
    const attacker = given ? (x as { target: string }).target : a.actor;
    if (spec && !spec.reaction && turn.left >= 1) {
      // The action's own checks and costs first (for a command: the ally, the focus), as for any action.
      const paid = oneAction(
        s,
        a.actor,
        own ? { kind: 'other', id: 'attack' } : { kind: 'command', target: attacker },
        ['action'],
        turn,
        true,
      );
      const rolled = rollAttack(
        { ...s, combatants: paid.state.combatants },
        attacker,
        spec,
        given ? ['action', 'command', 'action', 'attack'] : ['action', 'attack'],
      );
      const target = find(rolled.state, rolled.spec.target, ['action', 'attack', 'target']);
      const lands = rolled.critical || rolled.test >= rolled.evasion;
      if (lands && able(target) && anyOpen(reactionsOpen(rolled.state, target, attacker))) {
        s = rolled.state;
        events.push({
          type: 'attack-roll',
          round: s.round,
          actor: attacker,
          target: target.id,
          rolls: rolled.rolls,
          detail: { ...rolled.detail, awaiting: 'reaction', ...(given ? { commanded_by: a.actor } : {}) },
        });
        s = {
          ...s,
          active: { actor: a.actor, left: turn.left, taken: turn.taken },
          pending: {
            attacker,
            spec: rolled.spec,
            test: rolled.test,
            evasion: rolled.evasion,
            critical: rolled.critical,
          },
        };
        return { state: s, events };
      }
      const r = resolveAttack(
        rolled.state,
        attacker,
        rolled.spec,
        given ? ['action', 'command', 'action', 'attack'] : ['action', 'attack'],
      );
      s = r.state;
      if (given) events.push(...paid.events.filter((e) => e.type === 'action'));
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
  if (!state.active)
    fail('combat/no-turn-under-way', 'no turn is under way', {
      path: ['type'],
      hint: 'a turn starts with its first action',
    });
  const actor = state.active.actor;
  return settle({ ...state, active: null, current: nextTeam(state, state.current) }, [
    { type: 'turn-end', round: state.round, actor },
  ]);
}

export function react(state: TtState, a: React): Out {
  if (state.ended) fail('combat/ended', 'the fight is over');
  const p = state.pending;
  if (!p) fail('combat/no-attack-pending', 'no attack is waiting for a reaction', { path: ['type'] });
  let s: TtState = { ...state, pending: null };
  if (a.rolls?.length) s = { ...s, dice: useFirst(s.dice, a.rolls) };
  const spec = {
    ...p.spec,
    ...(a.reaction ? { reaction: a.reaction } : {}),
    ...(a.fortify !== undefined ? { fortify: a.fortify } : {}),
    ...(a.death_luck !== undefined ? { death_luck: a.death_luck } : {}),
  };
  const r = resolveAttack(s, p.attacker, spec, []);
  return settle(r.state, r.events);
}

/**
 * A readied action going off. Asked (`ask`, the table's way), a readied attack is like any attack at
 * the table: rolled now and, when it can land on a target who can still answer, waiting for the
 * answer. Otherwise (a scenario's scripted trigger, anything else readied) it goes off at once.
 */
export function triggered(state: TtState, a: Trigger): Out {
  const c = state.ended ? undefined : state.combatants.find((x) => x.id === a.actor);
  const ready = c?.readied?.action;
  if (!a.ask || !c || ready?.kind !== 'attack' || ready.attack.reaction)
    return trigger(state, a.actor, a.target, a.rolls);
  let s: TtState = a.rolls?.length ? { ...state, dice: useFirst(state.dice, a.rolls) } : state;
  s = spendReaction(s, c, 'ready', ['actor']);
  s = update(s, c.id, { readied: null });
  const spec = a.target !== undefined ? { ...ready.attack, target: a.target } : ready.attack;
  const rolled = rollAttack(s, c.id, spec, a.target !== undefined ? [] : ['actor']);
  const events: EngineEvent[] = [
    {
      type: 'trigger',
      round: s.round,
      actor: c.id,
      detail: { action: 'attack', ...(c.readied!.trigger ? { trigger: c.readied!.trigger } : {}) },
    },
  ];
  const target = find(rolled.state, rolled.spec.target, ['target']);
  if (
    (rolled.critical || rolled.test >= rolled.evasion) &&
    able(target) &&
    anyOpen(reactionsOpen(rolled.state, target, c.id))
  ) {
    events.push({
      type: 'attack-roll',
      round: s.round,
      actor: c.id,
      target: target.id,
      rolls: rolled.rolls,
      detail: { ...rolled.detail, awaiting: 'reaction' },
    });
    return {
      state: {
        ...rolled.state,
        pending: {
          attacker: c.id,
          spec: rolled.spec,
          test: rolled.test,
          evasion: rolled.evasion,
          critical: rolled.critical,
        },
      },
      events,
    };
  }
  const r = resolveAttack(rolled.state, c.id, rolled.spec, ['actor']);
  return settle(r.state, [...events, ...r.events]);
}
