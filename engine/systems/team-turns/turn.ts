// One character's turn: reactions recovered, an extended action carried over (or abandoned),
// then up to the table's actions; an action costing more than is left becomes extended.
import { fail, useFirst, type EngineEvent } from '../../core/index.js';
import { resolveAttack, weaponOf } from './attack.js';
import { killingStrike } from './killing-strike.js';
import { nextTeam, settle } from './order.js';
import { able, find, mayTakeTurn, spendReaction, update } from './rules.js';
import type { ActionRow } from './tables.js';
import type { TtCombatant, TtState, TurnAction } from './types.js';

type Out = { state: TtState; events: EngineEvent[] };

function rowFor(state: TtState, a: TurnAction, path: readonly (string | number)[]): ActionRow {
  if (a.kind === 'killing-strike')
    return {
      id: 'killing-strike',
      name: 'Killing strike',
      cost: state.tables.killing_strike.cost,
      text: 'the activity action',
    };
  const id = a.kind === 'other' ? a.id : a.kind;
  const row = [...state.tables.actions, ...state.tables.free_actions].find((r) => r.id === id);
  if (row) return a.kind === 'other' && a.cost !== undefined ? { ...row, cost: a.cost } : row;
  if (a.kind === 'other' && a.cost !== undefined) return { id, name: id, cost: a.cost, text: 'custom action' };
  return fail('combat/unknown-action', `no action '${id}' in the actions table`, {
    path,
    hint: 'use a table action, or give a custom one its `cost`',
  });
}

/** What a finished action does. */
function complete(
  state: TtState,
  actorId: string,
  a: TurnAction | null,
  row: ActionRow,
  path: readonly (string | number)[],
): Out {
  const round = state.round;
  if (a?.kind === 'attack') return resolveAttack(state, actorId, a.attack, [...path, 'attack']);
  if (a?.kind === 'killing-strike') return killingStrike(state, actorId, a, [...path, 'killing_strike']);
  if (a?.kind === 'resuscitate') {
    const t = find(state, a.target, [...path, 'target']);
    let s = update(state, actorId, { prone: true });
    const woke = a.success !== false && t.unconscious && !t.dead;
    if (woke) s = update(s, t.id, { unconscious: false });
    return {
      state: s,
      events: [
        {
          type: 'resuscitate',
          round,
          actor: actorId,
          target: t.id,
          detail: { woke },
          ...(woke ? { changes: { [`${t.id}.unconscious`]: [true, false] } } : {}),
        },
      ],
    };
  }
  if (a?.kind === 'command' && a.action) return command(state, actorId, a.target, a.action, row, path);
  if (a?.kind === 'command') commanded(state, actorId, a.target, path);
  const me = find(state, actorId, path);
  const patch: Record<string, unknown> = {};
  if (a?.kind === 'ready') patch.readied = { action: a.action, ...(a.trigger ? { trigger: a.trigger } : {}) };
  if (row.defence_bonus) patch.defenceBonus = row.defence_bonus;
  if (row.extra_reactions) patch.reactionsLeft = me.reactionsLeft + row.extra_reactions;
  if (row.id === 'seek-cover') patch.inCover = true;
  if (row.id === 'drop-prone') patch.prone = true;
  if (row.id === 'stand-up') patch.prone = false;
  return {
    state: update(state, actorId, patch),
    events: [
      {
        type: 'action',
        round,
        actor: actorId,
        ...(a?.kind === 'command' ? { target: a.target } : {}),
        detail: {
          action: row.id,
          name: row.name,
          ...(a?.kind === 'ready'
            ? {
                readied: a.action.kind === 'other' ? a.action.id : a.action.kind,
                ...(a.trigger ? { trigger: a.trigger } : {}),
              }
            : {}),
        },
      },
    ],
  };
}

/**
 * Command: "Once per turn per target, spend 2 focus to give an ally one action during your turn".
 * The ally (same team, conscious) takes the granted action now; it pays the action's own stamina or
 * focus, and its own turn is untouched. One action: nothing costing more, nothing that ends a turn.
 */
function command(
  state: TtState,
  actorId: string,
  allyId: string,
  granted: TurnAction,
  row: ActionRow,
  path: readonly (string | number)[],
): Out {
  const ally = commanded(state, actorId, allyId, path);
  const gpath = [...path, 'command', 'action'];
  if (granted.kind === 'command' || granted.kind === 'ready')
    fail('combat/not-grantable', `a command cannot grant ${granted.kind}`, { path: gpath });
  const grow = rowFor(state, granted, gpath);
  const grants = row.grants ?? 1;
  if (grow.cost > grants || grow.ends_turn) {
    fail(
      'combat/not-grantable',
      `${grow.name} ${grow.ends_turn ? 'ends a turn' : `takes ${grow.cost} actions`}: a command gives ${grants} action`,
      { path: gpath, hint: 'grant a one-action action such as attack or move' },
    );
  }
  let s = state;
  const events: EngineEvent[] = [
    {
      type: 'action',
      round: s.round,
      actor: actorId,
      target: ally.id,
      detail: { action: row.id, name: row.name, grants: grow.id },
    },
  ];
  s = pay(s, ally.id, grow, gpath);
  const r = complete(s, ally.id, granted, grow, gpath);
  return { state: r.state, events: [...events, ...r.events] };
}

/** The one a command gives an action to, with or without the action named: an able ally, not oneself. */
function commanded(state: TtState, actorId: string, allyId: string, path: readonly (string | number)[]): TtCombatant {
  const me = find(state, actorId, path);
  const ally = find(state, allyId, [...path, 'command', 'target']);
  if (ally.id === me.id || ally.team !== me.team)
    fail('target/not-ally', `${ally.id} is not an ally of ${me.id}`, {
      path: [...path, 'command', 'target'],
      hint: 'command a member of your own team',
    });
  if (!able(ally))
    fail('combat/cannot-act', `${ally.id} is ${ally.dead ? 'dead' : 'unconscious'}`, {
      path: [...path, 'command', 'target'],
    });
  return ally;
}

/** Pay an action's stamina and focus from the table (untracked pools cost nothing). */
function pay(state: TtState, id: string, row: ActionRow, path: readonly (string | number)[]): TtState {
  let s = state;
  for (const pool of ['stamina', 'focus'] as const) {
    const need = row[pool] ?? 0;
    const have = find(s, id, path)[pool];
    if (!need || have === null) continue;
    if (have < need) fail(`combat/no-${pool}`, `${id} needs ${need} ${pool} for ${row.name} and has ${have}`, { path });
    s = update(s, id, { [pool]: have - need });
  }
  return s;
}

/**
 * Ready an Action: "End your turn declaring an action as a reaction with a trigger condition. Lasts
 * until next turn or when triggered." The GM judges the trigger; the readied action is then taken at
 * once as the character's reaction (any team's turn), on `target` if given. One trigger per readying.
 */
export function trigger(
  state: TtState,
  actorId: string,
  target: string | undefined,
  typed: readonly number[] | undefined,
): Out {
  if (state.ended) fail('combat/ended', 'the fight is over');
  const c = find(state, actorId, ['actor']);
  if (!c.readied)
    fail('combat/nothing-readied', `${c.id} has no readied action`, {
      path: ['actor'],
      hint: 'ready one on its turn: { ready: { action: …, trigger: … } }',
    });
  let s: TtState = typed?.length ? { ...state, dice: useFirst(state.dice, typed) } : state;
  s = spendReaction(s, c, 'ready', ['actor']);
  s = update(s, c.id, { readied: null });
  let a = c.readied.action;
  if (target !== undefined) {
    if (a.kind === 'attack') a = { ...a, attack: { ...a.attack, target } };
    else if (a.kind === 'resuscitate' || a.kind === 'killing-strike') a = { ...a, target };
    else
      fail('scenario/bad-field', `the readied ${a.kind === 'other' ? a.id : a.kind} has no target`, {
        path: ['target'],
      });
  }
  const row = rowFor(s, a, ['actor']);
  s = pay(s, c.id, row, ['actor']);
  const r = complete(s, c.id, a, row, ['actor']);
  return settle(r.state, [
    {
      type: 'trigger',
      round: s.round,
      actor: c.id,
      detail: { action: row.id, ...(c.readied.trigger ? { trigger: c.readied.trigger } : {}) },
    },
    ...r.events,
  ]);
}

/** A turn under way: actions left, the table rows taken (and `command:<ally>` per commanded ally). */
export interface TurnSoFar {
  left: number;
  taken: string[];
}

/**
 * The start of a character's turn: it must be its team's turn and its own to take; reactions come
 * back and "until next turn" effects end; an extended action under way takes the turn's first
 * actions (or is abandoned at no cost).
 */
export function openTurn(state: TtState, actorId: string, abandon: boolean): Out & { left: number } {
  if (state.ended) fail('combat/ended', 'the fight is over');
  if (state.phase === 'between')
    fail('combat/round-not-started', 'no round is running', { hint: 'start the next round' });
  const team = state.teams[state.current]!;
  const actor = find(state, actorId, ['actor']);
  if (actor.team !== team)
    fail('combat/not-your-turn', `it is ${team}'s turn, not ${actor.team}'s`, {
      path: ['actor'],
      hint: `pick a member of ${team}`,
    });
  if (!mayTakeTurn(state, actor)) {
    const why = actor.dead
      ? 'is dead'
      : actor.unconscious
        ? 'is unconscious and loses its turn'
        : actor.tookTurn
          ? 'has already had its turn this round'
          : 'is surprised and cannot act in the surprise round';
    fail('combat/cannot-act', `${actor.id} ${why}`, { path: ['actor'], hint: 'pick another member of the team' });
  }
  const t = state.tables;
  // Reactions come back and "until next turn" effects end as the turn starts.
  let s = update(state, actor.id, {
    reactionsLeft: t.turn.reactions,
    defenceBonus: 0,
    inCover: false,
    readied: null,
    tookTurn: true,
  });
  const events: EngineEvent[] = [
    { type: 'turn', round: s.round, actor: actor.id, detail: { team, surprise: s.phase === 'surprise' } },
  ];
  let left = t.turn.actions;
  const ext = actor.extended;
  if (ext && abandon) {
    s = update(s, actor.id, { extended: null });
    events.push({ type: 'extended-abandoned', round: s.round, actor: actor.id, detail: { action: ext.name } });
  } else if (ext) {
    const spend = Math.min(ext.remaining, left);
    left -= spend;
    const remaining = ext.remaining - spend;
    s = update(s, actor.id, { extended: remaining ? { ...ext, remaining } : null });
    events.push({
      type: 'extended-progress',
      round: s.round,
      actor: actor.id,
      detail: { action: ext.name, spent: spend, remaining },
    });
    if (!remaining) {
      const row = [...t.actions, ...t.free_actions].find((r) => r.id === ext.name) ?? {
        id: ext.name,
        name: ext.name,
        cost: 0,
        text: '',
      };
      const carried: TurnAction | null =
        ext.target && ext.name === 'resuscitate'
          ? { kind: 'resuscitate', target: ext.target }
          : ext.target && ext.name === 'killing-strike'
            ? { kind: 'killing-strike', target: ext.target }
            : null;
      // A killing strike whose target is no longer helpless (woken, or dead already) comes to nothing.
      const victim = carried?.kind === 'killing-strike' ? find(s, carried.target, ['actor']) : undefined;
      if (victim && (victim.dead || !victim.unconscious)) {
        events.push({
          type: 'extended-lapsed',
          round: s.round,
          actor: actor.id,
          target: victim.id,
          detail: { action: ext.name, reason: victim.dead ? 'dead' : 'conscious' },
        });
      } else {
        const r = complete(s, actor.id, carried, row, ['actions']);
        s = r.state;
        events.push(...r.events);
      }
    }
  } else if (abandon) {
    fail('combat/nothing-to-abandon', `${actor.id} has no extended action under way`, { path: ['abandon'] });
  }
  return { state: s, events, left };
}

/**
 * One action of a turn under way. `ends` says the turn is over after it: the action ends a turn
 * (Guard, Wait, Ready) or costs more than is left and carries over as an extended action.
 * `last`: no action may follow in the same `turn` step (the scripted form checks it).
 */
export function oneAction(
  state: TtState,
  actorId: string,
  a: TurnAction,
  path: readonly (string | number)[],
  turn: TurnSoFar,
  last: boolean,
): Out & { ends: boolean } {
  const t = state.tables;
  let s = state;
  const row = rowFor(s, a, path);
  if (a.kind === 'resuscitate') {
    const who = find(s, a.target, [...path, 'target']);
    if (who.dead || !who.unconscious)
      fail(
        'target/not-unconscious',
        `${who.id} is ${who.dead ? 'dead' : 'conscious'}: resuscitation returns someone to consciousness`,
        { path: [...path, 'target'] },
      );
  }
  if (a.kind === 'killing-strike') {
    // Checked as it starts, also when it carries over into the next turn.
    weaponOf(find(s, actorId, path), a.weapon, [...path, 'killing_strike']);
    const who = find(s, a.target, [...path, 'killing_strike', 'target']);
    if (who.dead || !who.unconscious)
      fail(
        'target/not-unconscious',
        `${who.id} is ${who.dead ? 'dead' : 'conscious'}: a killing strike needs an unconscious target`,
        { path: [...path, 'killing_strike', 'target'], hint: 'attack it instead' },
      );
  }
  if (a.kind === 'ready' && a.action.kind === 'attack') {
    // A readied attack is checked now (the weapon, the target), not only when it goes off.
    const me = find(s, actorId, path);
    weaponOf(me, a.action.attack.weapon, [...path, 'ready', 'action', 'attack']);
    const on = find(s, a.action.attack.target, [...path, 'ready', 'action', 'attack', 'target']);
    if (on.id === me.id)
      fail('target/self', `${me.id} cannot attack itself`, { path: [...path, 'ready', 'action', 'attack', 'target'] });
    if (on.dead) fail('target/dead', `${on.id} is dead`, { path: [...path, 'ready', 'action', 'attack', 'target'] });
  }
  if (row.once_per_turn && turn.taken.includes(row.id))
    fail('combat/once-per-turn', `${row.name} is once per turn`, { path });
  if (row.requires && !turn.taken.includes(row.requires))
    fail('combat/requires', `${row.name} needs ${row.requires} earlier this turn`, { path });
  if (a.kind === 'command' && turn.taken.includes(`command:${a.target}`))
    fail('combat/once-per-turn', 'command is once per turn per target', { path });
  s = pay(s, actorId, row, path);
  if (row.cost > 0 && turn.left === 0)
    fail('combat/no-actions-left', `${actorId} has no actions left this turn`, {
      path,
      hint: `a turn holds ${t.turn.actions} actions`,
    });
  if (row.cost > turn.left) {
    if (!last)
      fail(
        'combat/no-actions-left',
        `${row.name} takes ${row.cost} actions and only ${turn.left} are left: it carries over and must be the turn’s last`,
        { path },
      );
    const target = a.kind === 'resuscitate' || a.kind === 'killing-strike' ? a.target : undefined;
    s = update(s, actorId, {
      extended: { name: row.id, remaining: row.cost - turn.left, ...(target ? { target } : {}) },
    });
    const events: EngineEvent[] = [
      {
        type: 'extended-start',
        round: s.round,
        actor: actorId,
        detail: { action: row.id, spent: turn.left, remaining: row.cost - turn.left },
      },
    ];
    turn.taken.push(row.id);
    turn.left = 0;
    return { state: s, events, ends: true };
  }
  turn.taken.push(row.id);
  if (a.kind === 'command') turn.taken.push(`command:${a.target}`);
  turn.left -= row.cost;
  const r = complete(s, actorId, a, row, path);
  return { state: r.state, events: r.events, ends: !!row.ends_turn };
}

export function takeTurn(
  state: TtState,
  actorId: string,
  actions: readonly TurnAction[],
  abandon: boolean,
  typed: readonly number[] | undefined,
): Out {
  const o = openTurn(typed?.length ? { ...state, dice: useFirst(state.dice, typed) } : state, actorId, abandon);
  let s = o.state;
  const events = o.events;
  const turn: TurnSoFar = { left: o.left, taken: [] };
  for (const [i, a] of actions.entries()) {
    const path = ['actions', i];
    if (!able(find(s, actorId, path))) break;
    const r = oneAction(s, actorId, a, path, turn, i === actions.length - 1);
    s = r.state;
    events.push(...r.events);
    if (r.ends) {
      if (i !== actions.length - 1)
        fail('combat/turn-ended', `${rowFor(s, a, path).name} ends the turn: nothing can follow it`, {
          path: ['actions', i + 1],
        });
      break;
    }
  }
  return settle({ ...s, current: nextTeam(s, state.current) }, events);
}
