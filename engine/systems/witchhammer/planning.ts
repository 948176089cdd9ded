// The plan phase: face-down plays, withdrawing a play, and the decision timer's default action.
import { fail } from '../../core/errors.js';
import type { WhEvent } from './event-types.js';
import { suggestHint } from './hints.js';
import type {
  Combatant,
  ExtraPlay,
  Play,
  PlayAction,
  PlayCard,
  TimerExpiredAction,
  UnplayAction,
  WhState,
} from './types.js';
import { evolve } from './evolve.js';

/** Shared empty list: state and events are never mutated, so one instance serves every play. */
const NONE: readonly never[] = [];

export function requirePhase(state: WhState, phase: WhState['phase'], what: string): void {
  if (state.fightOver && state.phase === 'plan') {
    fail(
      'combat/fight-over',
      `the fight is over: one side has no one standing since round ${state.round - 1}; cannot ${what}`,
      {
        hint: "no round follows: end the combat for the death's-door saves (`end_combat: true` in a scenario, End combat in the resolver)",
      },
    );
  }
  if (state.phase === phase) return;
  if (state.phase === 'ended') fail('combat/ended', `the combat is over; cannot ${what}`);
  fail('combat/wrong-phase', `cannot ${what} during the ${state.phase} phase`, {
    hint: state.phase === 'plan' ? 'reveal the plays first' : 'resolve the rest of this round first',
  });
}

export function findCombatant(state: WhState, id: string, path: (string | number)[]): Combatant {
  let c: Combatant | undefined;
  for (const x of state.combatants) if (x.id === id) c = x;
  if (!c) {
    fail('combat/unknown-combatant', `no combatant '${id}'`, {
      path,
      hint: suggestHint(
        id,
        state.combatants.map((x) => x.id),
      ),
    });
  }
  return c;
}

function cardOf(state: WhState, id: string, type: 'action' | 'stance', path: (string | number)[]): PlayCard {
  const card = state.cards[id];
  if (!card) fail('card/unknown', `no ${type} card '${id}'`, { path, hint: suggestHint(id, Object.keys(state.cards)) });
  if (card.type !== type) fail('card/wrong-type', `'${id}' is a ${card.type} card, not a ${type} card`, { path });
  return card;
}

/** Checks the card is in the combatant's hand: in the deck, copies not exhausted, not discarded. */
function takeFromHand(
  c: Combatant,
  card: PlayCard,
  deck: readonly string[],
  taken: string[],
  path: (string | number)[],
): void {
  if (c.usedOnce.includes(card.id)) {
    fail('card/once-per-combat-used', `${c.name} already played '${card.id}', a once-per-combat card`, {
      path,
      hint: 'once-per-combat cards are discarded until the combat ends; pick another card',
    });
  }
  if (card.once_per_day && c.usedToday.includes(card.id)) {
    fail('card/used-today', `${c.name} already used '${card.id}' today, a daily-use card`, {
      path,
      hint: 'daily-use cards come back after a rest (fray campaign rest); pick another card',
    });
  }
  taken.push(card.id);
  const n = count(taken, card.id);
  if (card.once_per_day && n > 1)
    fail('card/used-today', `'${card.id}' is a daily-use card; ${c.name} cannot play it twice`, { path });
  if (card.once_per_combat && n > 1) {
    fail('card/once-per-combat-used', `'${card.id}' is a once-per-combat card; ${c.name} cannot play it twice`, {
      path,
    });
  }
  if (deck.length === 0) return;
  const copies = count(deck, card.id);
  if (copies < n) {
    fail(
      'card/not-in-hand',
      copies === 0
        ? `'${card.id}' is not in ${c.name}'s deck`
        : `${c.name} has only ${copies} '${card.id}' card(s) in hand`,
      {
        path,
        hint:
          copies === 0
            ? (suggestHint(card.id, deck) ?? `${c.name}'s deck: ${[...new Set(deck)].join(', ')}`)
            : 'each card can be played once per round',
      },
    );
  }
}

function count(list: readonly string[], id: string): number {
  let n = 0;
  for (let i = 0; i < list.length; i++) if (list[i] === id) n++;
  return n;
}

function checkTarget(
  state: WhState,
  actor: Combatant,
  card: PlayCard,
  target: string | undefined,
  path: (string | number)[],
): void {
  if (target !== undefined) {
    findCombatantAs(state, target, path);
    return;
  }
  const rule = card.target;
  if (rule === 'chosen')
    fail('target/missing', `'${card.id}' targets a chosen combatant; say which`, {
      path,
      hint: 'add `target: <combatant id>`',
    });
  // Off the grid "nearest" is only clear when one enemy is left standing; "largest" (highest
  // maximum Health) needs no grid.
  if (rule === 'nearest-enemy' && !actor.position && standingEnemies(state, actor) !== 1) {
    fail('target/missing', `'${card.id}' targets the nearest enemy; without positions the target must be given`, {
      path,
      hint: 'add `target: <combatant id>` or give the combatants positions',
    });
  }
}

function standingEnemies(state: WhState, actor: Combatant): number {
  let n = 0;
  for (const o of state.combatants) if (o.side !== actor.side && !o.down && !o.dead) n++;
  return n;
}

function findCombatantAs(state: WhState, id: string, path: (string | number)[]): void {
  let found = false;
  for (const x of state.combatants) if (x.id === id) found = true;
  if (!found) {
    fail('target/unknown', `no combatant '${id}' to target`, {
      path,
      hint: suggestHint(
        id,
        state.combatants.map((x) => x.id),
      ),
    });
  }
}

export function play(state: WhState, a: PlayAction): { state: WhState; events: WhEvent[] } {
  requirePhase(state, 'plan', 'play cards');
  const c = findCombatant(state, a.combatant, ['combatant']);
  if (c.dead || c.down) fail('combat/actor-down', `${c.name} is down and cannot act`, { path: ['combatant'] });
  const taken: string[] = [];
  const action = cardOf(state, a.action, 'action', ['action']);
  takeFromHand(c, action, c.actions, taken, ['action']);
  // The rules: "Pick one Action card and one Stance card to play" (the GM too, for each creature). Only the
  // decision timer's default action comes without a stance.
  if (a.stance === undefined) {
    const hand = c.stances.length ? [...new Set(c.stances)].filter((id) => !c.usedOnce.includes(id)) : [];
    fail('card/no-stance', `${c.name} must play a stance card with the action`, {
      path: ['stance'],
      hint: hand.length
        ? `add \`stance:\` — ${c.name}'s stances: ${hand.join(', ')}`
        : 'add `stance: <stance card id>`',
    });
  }
  const stance = cardOf(state, a.stance, 'stance', ['stance']);
  takeFromHand(c, stance, c.stances, taken, ['stance']);
  checkTarget(state, c, action, a.target, ['target']);
  const extra: ExtraPlay[] = [];
  const extras = a.extra ?? NONE;
  if (extras.length > c.extraActions) {
    fail(
      'combat/too-many-extra-actions',
      `${c.name} may add ${c.extraActions} extra action card(s), not ${extras.length}`,
      { path: ['extra'] },
    );
  }
  extras.forEach((x, i) => {
    const card = cardOf(state, x.action, 'action', ['extra', i, 'action']);
    takeFromHand(c, card, c.actions, taken, ['extra', i, 'action']);
    checkTarget(state, c, card, x.target, ['extra', i, 'target']);
    extra.push({ action: x.action, target: x.target, flanking: x.flanking ? true : undefined, moveTo: x.moveTo });
  });
  // Absent fields stay undefined (dropped by JSON) rather than spread in: this runs every play.
  const p: Play = {
    action: a.action,
    stance: a.stance,
    target: a.target,
    flanking: a.flanking ? true : undefined,
    moveTo: a.moveTo,
    extra: extra.length ? extra : NONE,
  };
  const ev: WhEvent = {
    type: 'play',
    round: state.round,
    actor: c.id,
    card: a.action,
    detail: {
      stance: a.stance,
      target: a.target,
      extra: extra.length ? extra.map((x) => x.action) : NONE,
      replaced: state.plays[c.id] !== undefined,
    },
    message: `${c.name} plays cards face down`,
  };
  return { state: evolve(state, { plays: withPlay(state, c.id, p) }), events: [ev] };
}

export function unplay(state: WhState, a: UnplayAction): { state: WhState; events: WhEvent[] } {
  requirePhase(state, 'plan', 'take back a play');
  const c = findCombatant(state, a.combatant, ['combatant']);
  if (state.plays[c.id] === undefined)
    fail('combat/no-play', `${c.name} has not played this round`, { path: ['combatant'] });
  return {
    state: evolve(state, { plays: withPlay(state, c.id, undefined) }),
    events: [{ type: 'unplay', round: state.round, actor: c.id }],
  };
}

/** Everyone able to act who has not played takes the tables' default action (Focus), with no stance. */
export function timerExpired(state: WhState, a: TimerExpiredAction): { state: WhState; events: WhEvent[] } {
  requirePhase(state, 'plan', 'run out the decision timer');
  if (a.round !== undefined && a.round !== state.round) {
    fail(
      'combat/timer-stale',
      `the decision timer was started in round ${a.round}'s planning, and this is round ${state.round}`,
      {
        path: ['round'],
        hint: 'a timer ends with the reveal of its round; start a new one for this round',
      },
    );
  }
  const id = state.tables.decision_timer.default_action;
  const card = state.cards[id];
  if (card?.type !== 'action') {
    fail('card/unknown', `the default action '${id}' is not among the encounter's cards`, {
      hint: `add the '${id}' action card to the catalog or the scenario's cards`,
    });
  }
  const plays = { ...state.plays };
  const events: WhEvent[] = [{ type: 'timer-expired', round: state.round, detail: { at: a.at } }];
  for (const c of state.combatants) {
    if (c.down || c.dead || plays[c.id] !== undefined) continue;
    plays[c.id] = { action: id, extra: [], byTimer: true };
    events.push({
      type: 'default-action',
      round: state.round,
      actor: c.id,
      card: id,
      message: `${c.name} did not play in time: ${card.name}`,
    });
  }
  return { state: evolve(state, { plays }), events };
}

/** plays + one play. `plays` starts each round with every id as a key (see `emptyPlays`), so
 *  this is a shape-preserving clone plus one store; adding keys on every play was slow in V8. */
function withPlay(state: WhState, id: string, p: Play | undefined): Record<string, Play> {
  const out: Record<string, Play | undefined> = { ...state.plays };
  out[id] = p;
  return out as Record<string, Play>;
}

/** A round's empty plays: every combatant id present, valued undefined (JSON drops them). */
export function emptyPlays(combatants: readonly { readonly id: string }[]): Record<string, Play> {
  const out: Record<string, Play | undefined> = {};
  for (const c of combatants) out[c.id] = undefined;
  return out as Record<string, Play>;
}
