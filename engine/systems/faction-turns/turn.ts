// One character's turn in faction-turns: the checks on what a turn holds, then its steps in order —
// moves between zones (with the opportunity attacks of enemies left behind), attacks (single,
// blast or several targets), final blows, bonus actions, surrendering or fleeing.
import { fail, useFirst, type EngineEvent } from '../../core/index.js';
import { areaAttack } from './area.js';
import { finalBlow, resolveAttack } from './attack.js';
import { afterTurn, assertTurnPhase } from './order.js';
import { applyDamage } from './damage.js';
import { arms, bonusCost } from './gear.js';
import { currentFaction, find, fighting, holder, mayReact, mayTakeTurn, rollDie, update } from './rules.js';
import type { FtCombatant, FtState, OpportunitySpec, PendingReaction, ReactionSpec, TurnStep } from './types.js';

export function takeTurn(
  state: FtState,
  actorId: string,
  steps: readonly TurnStep[],
  typed: readonly number[] | undefined,
  timeout: boolean,
) {
  assertTurnPhase(state);
  const actor = find(state, actorId, ['actor']);
  const f = currentFaction(state)!;
  if (actor.faction !== f)
    fail('combat/not-your-turn', `it is ${f}'s turn, not ${actor.faction}'s`, {
      path: ['actor'],
      hint: `pick a character of ${f}, or pass`,
    });
  if (!mayTakeTurn(state, actor)) {
    const why = !fighting(actor)
      ? `${actor.id} is ${actor.status}`
      : actor.spent
        ? `${actor.id} has already spent its turn this round (${actor.spent})`
        : `${actor.id}'s ${state.tables.fast_slow.attribute.toUpperCase()} ${actor[state.tables.fast_slow.attribute]} is below the fast action threshold ${state.fat}`;
    fail('combat/cannot-act', why, {
      path: ['actor'],
      hint: state.phase === 'fast' ? 'it may act in the slow phase' : 'pick another character, or pass',
    });
  }
  if (actor.broken && !timeout) refuseBroken(actor, steps);
  if (timeout && !state.declarationLimit)
    fail('combat/no-declaration-limit', 'the declaration limit rule is not in use', {
      path: ['type'],
      hint: 'enable it in the scenario options',
    });
  // "Each Player has 15 seconds to declare": the GM's characters never time out.
  if (timeout && actor.faction !== state.players) {
    fail(
      'combat/not-a-player',
      `${actor.id} is not a player character${state.players ? ` (the players are ${state.players})` : ''}: the declaration limit is the players' only`,
      {
        path: ['actor'],
        hint: state.players
          ? 'only a player character’s turn can run out'
          : "name the players' faction with `players:`",
      },
    );
  }
  const t = state.tables.turn;
  // Hiding again is a main action (docs/systems/faction-turns.md).
  const mains = steps.filter(
    (s) =>
      s.kind === 'attack' ||
      s.kind === 'area-attack' ||
      s.kind === 'final-blow' ||
      s.kind === 'hide' ||
      s.kind === 'shove',
  ).length;
  const bonus = steps.reduce((n, st) => n + bonusCost(actor, st), 0);
  // With a zone map, a move is a change of zone; a step within the zone is not (docs/systems/faction-turns.md).
  const zoned = Object.keys(state.zones).length > 1;
  const moves = steps.filter((s) => s.kind === 'move' && (!zoned || s.to !== undefined)).length;
  if (mains > t.main_actions)
    fail('combat/too-many-actions', `a turn holds at most ${t.main_actions} main action(s)`, { path: ['steps'] });
  if (mains + bonus > t.actions)
    fail('combat/too-many-actions', `a turn holds at most ${t.actions} actions (bonus and main)`, { path: ['steps'] });
  if (moves > t.moves) fail('combat/too-many-moves', `a turn moves at most ${t.moves} zone(s)`, { path: ['steps'] });

  let s: FtState = typed?.length ? { ...state, dice: useFirst(state.dice, typed) } : state;
  s = update(s, actor.id, { spent: timeout ? 'timeout' : 'turn' });
  const events: EngineEvent[] = [
    {
      type: timeout ? 'timer-expired' : 'turn',
      round: s.round,
      actor: actor.id,
      detail: { faction: f, phase: s.phase, ...(timeout ? { seconds: s.tables.declaration_limit.seconds } : {}) },
      changes: { [`${actor.id}.spent`]: [null, timeout ? 'timeout' : 'turn'] },
    },
  ];
  return finish(runSteps(s, actor, steps, false, events));
}

/**
 * The attack waiting for its reaction is answered (or the move waiting for opportunity attacks gets
 * one, or none); the rest of the acting character's turn follows.
 */
export function react(
  state: FtState,
  reaction: ReactionSpec | undefined,
  opportunity: OpportunitySpec | undefined,
  stunt?: { readonly effect: string },
) {
  const p = state.pending;
  if (!p) fail('combat/no-attack-pending', 'no attack is waiting for a reaction');
  const { pending: _answered, ...rest } = state;
  if (p.move) {
    if (stunt) fail('combat/no-attack-pending', 'nobody is attacked: no stunt to accept', { path: ['stunt'] });
    return opportunityAnswer(rest, p, reaction, opportunity);
  }
  if (opportunity)
    fail('combat/no-move-pending', 'nobody is moving away: no opportunity attack', { path: ['opportunity'] });
  // "The attacker can propose an alternative effect … after the WIT save to hit": accepted, it replaces the damage.
  if (stunt && (typeof stunt.effect !== 'string' || !stunt.effect.trim()))
    fail('combat/no-stunt-effect', 'a stunt names its effect', {
      path: ['stunt', 'effect'],
      hint: 'e.g. drops its sword',
    });
  const r = resolveAttack(
    rest,
    p.actor,
    {
      ...p.attack!,
      ...(reaction ? { reaction } : {}),
      ...(stunt ? { stunt: { effect: stunt.effect, accepted: true } } : {}),
    },
    [],
    { moving: p.moving, resumed: true },
  );
  const events: EngineEvent[] = [...r.events];
  if (r.pending) return { state: r.state, events };
  return finish(runSteps(r.state, find(r.state, p.actor, []), p.rest, p.moving, events));
}

/** An enemy left behind strikes, or (none) the mover moves on; more may strike while it stands. */
function opportunityAnswer(
  state: FtState,
  p: PendingReaction,
  reaction: ReactionSpec | undefined,
  opp: OpportunitySpec | undefined,
) {
  if (reaction)
    fail('combat/no-attack-pending', `${p.actor} is moving away: no attack to react to`, {
      path: ['reaction'],
      hint: 'an enemy left behind strikes (`opportunity: { by }`), or none',
    });
  let s = state;
  const events: EngineEvent[] = [];
  if (opp) {
    const a = opportunityAttack(s, find(s, p.actor, []), opp, ['opportunity']);
    s = a.state;
    events.push(...a.events);
    const mover = find(s, p.actor, []);
    if (fighting(mover) && strikers(s, mover).length) return { state: { ...s, pending: p }, events };
  }
  let moving = p.moving;
  if (fighting(find(s, p.actor, []))) {
    const m = completeMove(s, p.actor, p.move!.to, p.move!.dragging, events);
    s = m.state;
    moving = true;
  }
  return finish(runSteps(s, find(s, p.actor, []), p.rest, moving, events));
}

/** The enemies in the mover's zone who may still strike it as it leaves. */
export function strikers(state: FtState, mover: FtCombatant): FtCombatant[] {
  return state.combatants.filter(
    (c) =>
      c.faction !== mover.faction &&
      c.zone === mover.zone &&
      mayReact(c) &&
      !c.broken &&
      !(c.range > 0 && c.ammo !== null && c.ammo <= 0),
  );
}

/** One opportunity attack on a character moving away: an enemy nearby, spending its reaction. */
function opportunityAttack(state: FtState, mover: FtCombatant, opp: OpportunitySpec, path: (string | number)[]): Run {
  const by = find(state, opp.by, [...path, 'by']);
  if (by.faction === mover.faction)
    fail('target/not-enemy', `${by.id} is on ${mover.id}'s side`, { path: [...path, 'by'] });
  // Only nearby enemies — in the zone being left — can strike a character moving away.
  if (by.zone !== mover.zone)
    fail('combat/not-nearby', `${by.id} is in ${by.zone}, not nearby ${mover.id} in ${mover.zone}`, {
      path: [...path, 'by'],
    });
  const reacted = spendOpportunity(state, by.id, path);
  const a = resolveAttack(reacted.state, by.id, { ...opp, target: mover.id }, path, { opportunity: true });
  return { state: a.state, events: [...reacted.events, ...a.events] };
}

/** The mover reaches the next zone, with the character it holds. */
function completeMove(
  state: FtState,
  actorId: string,
  to: string,
  dragging: string | undefined,
  events: EngineEvent[],
): Run {
  let s = update(state, actorId, { zone: to });
  const out = [...events];
  if (dragging) {
    const held = find(s, dragging, ['move', 'with']);
    if (!held.conditions.includes(grabbedBy(actorId)))
      fail('combat/not-grabbed', `${held.id} is not grabbed by ${actorId}`, { path: ['move', 'with'] });
    s = update(s, held.id, { zone: to });
    out.push({
      type: 'move',
      round: s.round,
      actor: held.id,
      detail: { draggedBy: actorId },
      changes: { [`${held.id}.zone`]: [held.zone, to] },
    });
  }
  return { state: s, events: out };
}

interface Run {
  state: FtState;
  events: EngineEvent[];
}

/** A turn ends (the next faction is up) unless an attack of it waits for a reaction. */
function finish(r: Run) {
  return r.state.pending ? r : afterTurn(r.state, r.events);
}

/** The steps of a turn in order; an attack asking for a reaction stops them (state.pending). */
function runSteps(
  state: FtState,
  actor: FtCombatant,
  steps: readonly TurnStep[],
  moved: boolean,
  events: EngineEvent[],
): Run {
  let s = state;
  let moving = moved;
  for (const [i, st] of steps.entries()) {
    // Error paths name the scenario's shorthand keys (attack, move, final_blow) so they locate in the file.
    const path: (string | number)[] = [];
    const me = find(s, actor.id, path);
    if (!fighting(me) && me.status !== 'surrendered') {
      events.push({ type: 'turn-interrupted', round: s.round, actor: actor.id, detail: { status: me.status } });
      break;
    }
    // "Characters who are grabbing another character can move together with them and attack them while
    // keeping hold, but doing anything else automatically frees the grabbed character."
    const freed = release(s, actor.id, st);
    s = freed.state;
    events.push(...freed.events);
    let r: { state: FtState; events: EngineEvent[]; pending?: boolean } | undefined;
    if (st.kind === 'attack') r = resolveAttack(s, actor.id, st.attack, ['attack'], { moving });
    else if (st.kind === 'shove') r = shove(s, actor.id, st);
    else if (st.kind === 'equip' || st.kind === 'unequip' || st.kind === 'drop' || st.kind === 'pick-up')
      r = arms(s, actor.id, st);
    else if (st.kind === 'area-attack')
      r = areaAttack(s, actor.id, st.attack, st.blast, [st.blast ? 'blast' : 'attack'], moving);
    else if (st.kind === 'final-blow') r = finalBlow(s, actor.id, st.target, ['final_blow']);
    else if (st.kind === 'move') {
      // Entangled: a grabbed character goes where its grabber takes it, not away on its own (docs/systems/faction-turns.md).
      const held = st.to !== undefined ? holder(s, me) : undefined;
      if (held)
        fail('combat/grabbed', `${me.id} is grabbed by ${held.id}: entangled, it cannot move away`, {
          path: ['move', 'to'],
          hint: `it is free once ${held.id} lets go (does anything but drag, attack or shove it) or falls`,
        });
      if (st.to !== undefined && !(s.zones[me.zone] ?? []).includes(st.to)) {
        fail('combat/not-adjacent', `'${st.to}' is not next to ${me.zone}`, {
          path: ['move', 'to'],
          hint: `next to ${me.zone}: ${(s.zones[me.zone] ?? []).join(', ') || 'none'}`,
        });
      }
      r = {
        state: s,
        events: [
          {
            type: 'move',
            round: s.round,
            actor: actor.id,
            ...(st.to ? { changes: { [`${actor.id}.zone`]: [me.zone, st.to] } } : {}),
          },
        ],
      };
      // The table asks the enemies left behind one by one (react with `opportunity`, or none).
      if (st.ask && st.to !== undefined && !st.opportunity?.length && strikers(s, me).length) {
        events.push(...r.events);
        // What the turn does after the move is checked now, as if nobody struck: refused now, not after the answers.
        runSteps(completeMove(s, actor.id, st.to, st.dragging, []).state, me, steps.slice(i + 1), true, []);
        return {
          state: {
            ...s,
            pending: {
              actor: actor.id,
              target: actor.id,
              move: { to: st.to, ...(st.dragging ? { dragging: st.dragging } : {}) },
              rest: steps.slice(i + 1),
              moving,
            },
          },
          events,
        };
      }
      for (const [j, opp] of (st.opportunity ?? []).entries()) {
        const opath = ['move', 'opportunity', j];
        if (!fighting(find(r.state, actor.id, opath))) break;
        const a = opportunityAttack(r.state, me, opp, opath);
        r = { state: a.state, events: [...r.events, ...a.events] };
      }
      // The movement resumes after the opportunity attacks if the mover still stands.
      if (st.to !== undefined && fighting(find(r.state, actor.id, []))) {
        r = completeMove(r.state, actor.id, st.to, st.dragging, r.events);
        moving = true;
      }
    } else if (st.kind === 'hide') {
      // "Hiding later during the fight requires being out of sight for a while or a major distraction."
      if (me.concealed) fail('combat/already-hidden', `${actor.id} is already concealed`, { path: ['hide'] });
      r = {
        state: update(s, actor.id, { concealed: true }),
        events: [
          {
            type: 'hide',
            round: s.round,
            actor: actor.id,
            detail: { how: st.how },
            changes: { [`${actor.id}.concealed`]: [false, true] },
          },
        ],
      };
    } else if (st.kind === 'surrender' || st.kind === 'flee') {
      const status = st.kind === 'surrender' ? 'surrendered' : 'fled';
      r = {
        state: update(s, actor.id, { status }),
        events: [
          { type: st.kind, round: s.round, actor: actor.id, changes: { [`${actor.id}.status`]: [me.status, status] } },
        ],
      };
    } else {
      r = {
        state: s,
        events: [
          { type: 'bonus-action', round: s.round, actor: actor.id, detail: { what: (st as { what: string }).what } },
        ],
      };
    }
    s = r.state;
    events.push(...r.events);
    if ((r as { pending?: boolean }).pending && st.kind === 'attack') {
      runSteps(s, actor, steps.slice(i + 1), moving, []); // the rest of the turn, checked now (see above)
      return {
        state: {
          ...s,
          pending: { actor: actor.id, target: st.attack.target, attack: st.attack, rest: steps.slice(i + 1), moving },
        },
        events,
      };
    }
  }
  return { state: s, events };
}

// Shorthand keys of a turn's steps, so a refusal points at the step in the scenario file.
const STEP_KEY: Record<TurnStep['kind'], string> = {
  attack: 'attack',
  'area-attack': 'attack',
  'final-blow': 'final_blow',
  move: 'move',
  bonus: 'bonus',
  surrender: 'surrender',
  flee: 'flee',
  hide: 'hide',
  shove: 'shove',
  equip: 'equip',
  unequip: 'unequip',
  drop: 'drop',
  'pick-up': 'pick_up',
};

/**
 * Seed 001: "those who fail [morale] must surrender or retreat" — nothing else, not even an idle
 * turn. Retreating may move (breaking away, under opportunity attacks) before fleeing.
 */
function refuseBroken(actor: FtCombatant, steps: readonly TurnStep[]): void {
  const other = steps.find((st) => st.kind !== 'surrender' && st.kind !== 'flee' && st.kind !== 'move');
  if (other || steps.length === 0) {
    fail(
      'combat/morale-broken',
      `${actor.id} failed its morale check: it must surrender or retreat${other ? `, not ${other.kind}` : ''}`,
      {
        path: other ? [STEP_KEY[other.kind]] : ['actor'],
        hint: 'give it a `surrender` or `flee` step; harm from an enemy after it surrenders lets it fight again',
      },
    );
  }
}

function spendOpportunity(state: FtState, id: string, path: readonly (string | number)[]) {
  const c = find(state, id, path);
  if (c.broken)
    fail('combat/morale-broken', `${id} failed its morale check: it must surrender or retreat, not attack`, {
      path,
      hint: 'remove this opportunity attack',
    });
  if (!fighting(c) || c.spent !== null) {
    fail(
      'combat/cannot-react',
      `${id} cannot make an opportunity attack: it ${fighting(c) ? 'has already spent its turn this round' : `is ${c.status}`}`,
      { path },
    );
  }
  return {
    state: update(state, id, { spent: 'reaction' }),
    events: [
      {
        type: 'reaction',
        round: state.round,
        actor: id,
        detail: { kind: 'opportunity', faction: c.faction, phase: state.phase },
        changes: { [`${id}.spent`]: [null, 'reaction'] },
      } as EngineEvent,
    ],
  };
}

const grabbedBy = (id: string) => `grabbed by ${id}`;

/** The step keeps hold of a grabbed character (moving it along, attacking it, shoving it) or frees it. */
function release(state: FtState, actorId: string, st: TurnStep): { state: FtState; events: EngineEvent[] } {
  let s = state;
  const events: EngineEvent[] = [];
  for (const c of state.combatants) {
    if (!c.conditions.includes(grabbedBy(actorId))) continue;
    const keeps =
      (st.kind === 'move' && st.dragging === c.id) ||
      (st.kind === 'attack' && st.attack.target === c.id) ||
      (st.kind === 'shove' && st.target === c.id) ||
      (st.kind === 'final-blow' && st.target === c.id);
    if (keeps) continue;
    const conditions = c.conditions.filter((x) => x !== grabbedBy(actorId));
    s = update(s, c.id, { conditions });
    events.push({
      type: 'release',
      round: s.round,
      actor: actorId,
      target: c.id,
      detail: { by: st.kind },
      changes: { [`${c.id}.conditions`]: [c.conditions, conditions] },
    });
  }
  return { state: s, events };
}

/**
 * "They can also shove the grabbed character, freeing them but forcing them to move by half a zone
 * and/or pushing them into a hazard in their zone." Half a zone stays within the zone; a hazard's
 * damage (the GM's die) is not an attack, so armour does not reduce it.
 */
function shove(
  state: FtState,
  actorId: string,
  st: Extract<TurnStep, { kind: 'shove' }>,
): { state: FtState; events: EngineEvent[] } {
  const t = find(state, st.target, ['shove', 'target']);
  if (!t.conditions.includes(grabbedBy(actorId)))
    fail('combat/not-grabbed', `${t.id} is not grabbed by ${actorId}`, {
      path: ['shove', 'target'],
      hint: 'grapple it first (a non-lethal attack)',
    });
  const conditions = t.conditions.filter((x) => x !== grabbedBy(actorId));
  let s = update(state, t.id, { conditions });
  const changes: Record<string, [unknown, unknown]> = { [`${t.id}.conditions`]: [t.conditions, conditions] };
  const detail: Record<string, unknown> = { ...(st.hazard ? { hazard: st.hazard } : {}) };
  const rolls = [];
  if (st.damage !== undefined) {
    const r = rollDie(s, st.damage, 'hazard');
    s = applyDamage(r.state, t.id, r.roll.value, find(s, actorId, []).faction, changes);
    rolls.push(r.roll);
    detail.damage = r.roll.value;
  }
  return {
    state: s,
    events: [{ type: 'shove', round: s.round, actor: actorId, target: t.id, rolls, changes, detail }],
  };
}
