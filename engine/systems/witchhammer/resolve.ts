// Resolving the revealed plays one slot at a time: effects at the start of the turn, then
// (unless down or stunned) movement, the attack, and the card's restore.
import { makesAttack } from './card-rules.js';
import type { WhEvent } from './event-types.js';
import { resolveAttack } from './attack.js';
import { distance, enemiesOf, isFlanking, largestEnemy, nearestEnemy } from './grid.js';
import { doMovement } from './movement.js';
import { requirePhase } from './planning.js';
import { endRound } from './round-end.js';
import { startTurn } from './turn-start.js';
import type { Combatant, OrderSlot, PlayCard, ResolveNextAction, ResolveRoundAction, WhState } from './types.js';
import { Work } from './work.js';
import { evolve } from './evolve.js';

export function resolveNext(state: WhState, a: ResolveNextAction): { state: WhState; events: WhEvent[] } {
  requirePhase(state, 'resolve', 'resolve a play');
  return run(state, a.dice, false);
}

export function resolveRound(state: WhState, a: ResolveRoundAction): { state: WhState; events: WhEvent[] } {
  requirePhase(state, 'resolve', 'resolve the round');
  return run(state, a.dice, true);
}

function run(
  state: WhState,
  typed: readonly number[] | undefined,
  all: boolean,
): { state: WhState; events: WhEvent[] } {
  // Only a reveal with no plays leaves nothing to resolve: resolving then just ends the round.
  if (state.next >= state.order.length) return endRound(state);
  const w = new Work(state, typed);
  let next = state.next;
  const started = state.turnStarted.slice();
  const stunned = state.stunned.slice();
  let over = false;
  // The sides standing after one slot are those before the next: counted once per slot.
  let before = standingSides(w.combatants);
  do {
    const slot = state.order[next]!;
    resolveSlot(w, slot, started, stunned);
    next++;
    const after = standingSides(w.combatants);
    // A side that had someone standing before the slot and has no one after it.
    over = (before & ~after) !== 0;
    before = after;
  } while (all && next < state.order.length && !over);
  const order = state.order.slice();
  for (let i = state.next; i < next; i++) order[i] = doneSlot(order[i]!);
  if (over) {
    // The fight ends when one side has no one left standing: the round's remaining cards do not resolve.
    const skipped = order.slice(next).map((o) => o.key);
    for (let i = next; i < order.length; i++) order[i] = doneSlot(order[i]!);
    w.emit({
      type: 'fight-over',
      round: w.round,
      detail: { standing: sidesStanding(w.combatants), skipped },
      message: 'one side has no one standing: the fight is over',
    });
    next = order.length;
  }
  const after: WhState = evolve(state, {
    combatants: w.combatants,
    dice: w.finalDice(),
    order,
    next,
    turnStarted: started,
    stunned,
    ...(over ? { fightOver: true } : {}),
  });
  if (next < order.length) return { state: after, events: w.events };
  const end = endRound(after);
  for (const e of end.events) w.events.push(e);
  return { state: end.state, events: w.events };
}

function resolveSlot(w: Work, slot: OrderSlot, started: string[], stunned: string[]): void {
  const id = slot.combatant;
  const cards = w.state.cards;
  w.emit({
    type: 'turn',
    round: w.round,
    actor: id,
    card: slot.action,
    detail: { slot: slot.key, init: slot.init, stance: slot.stance },
  });
  if (!started.includes(id)) {
    started.push(id);
    if (!w.get(id).dead && startTurn(w, id)) stunned.push(id);
  }
  const actor = w.get(id);
  if (actor.dead || actor.down) {
    skip(w, slot, 'down');
    return;
  }
  if (stunned.includes(id)) {
    skip(w, slot, 'stunned');
    return;
  }

  const play = w.state.plays[id]!;
  const extra = slot.extra > 0 ? play.extra[slot.extra - 1]! : undefined;
  const action = cards[slot.action]!;
  const stance = slot.stance ? cards[slot.stance] : undefined;

  // The stance's movement and restore happen once, with the primary play.
  const moves = extra || !stance ? [action] : [action, stance];
  doMovement(w, id, moves, extra ? extra.moveTo : play.moveTo);
  if (w.get(id).down) return;

  const target = pickTarget(w, w.get(id), action, extra ? extra.target : play.target);
  if (target) attackIfInRange(w, w.get(id), target, action, stance, (extra ? extra.flanking : play.flanking) ?? false);

  restore(w, id, moves);
}

/**
 * The sides with someone standing (neither down nor dead) as bits: 1 the players, 2 the GM (the two
 * sides of types.ts). A number, not a Map: this runs after every slot.
 */
function standingSides(cs: readonly Combatant[]): number {
  let bits = 0;
  for (let i = 0; i < cs.length; i++) {
    const c = cs[i]!;
    if (!c.down && !c.dead) bits |= c.side === 'players' ? 1 : 2;
  }
  return bits;
}

/** The sides with someone standing, in the order the sides are first listed (for the fight-over event). */
function sidesStanding(cs: readonly Combatant[]): string[] {
  const m = new Map<string, boolean>();
  for (const c of cs) m.set(c.side, (m.get(c.side) ?? false) || (!c.down && !c.dead));
  return [...m].filter(([, up]) => up).map(([s]) => s);
}

function skip(w: Work, slot: OrderSlot, reason: string): void {
  w.emit({
    type: 'skip',
    round: w.round,
    actor: slot.combatant,
    card: slot.action,
    detail: { reason, slot: slot.key },
  });
}

function pickTarget(w: Work, actor: Combatant, action: PlayCard, chosen: string | undefined): Combatant | undefined {
  if (!makesAttack(action)) return undefined;
  const rule = action.target;
  let t: Combatant | undefined;
  const named = chosen !== undefined ? w.get(chosen) : undefined;
  if (rule === 'chosen') t = named;
  else if (!actor.position) {
    // Off the grid the play's named target stands; else the largest, or the one enemy left.
    if (named) t = named;
    else if (rule === 'largest-enemy') t = largestEnemy(w.combatants, actor);
    else {
      const standing = enemiesOf(w.combatants, actor);
      t = standing.length === 1 ? standing[0] : undefined;
    }
  } else {
    t = rule === 'nearest-enemy' ? nearestEnemy(w.combatants, actor) : largestEnemy(w.combatants, actor);
    // A named target that is off the grid cannot be found by distance: the play's word stands.
    if (!t && named && !named.position) t = named;
  }
  if (!t || t.dead) {
    w.emit({
      type: 'no-target',
      round: w.round,
      actor: actor.id,
      card: action.id,
      detail: { rule, reason: t ? 'dead' : 'no standing enemy' },
    });
    return undefined;
  }
  return t;
}

function attackIfInRange(
  w: Work,
  actor: Combatant,
  target: Combatant,
  action: PlayCard,
  stance: PlayCard | undefined,
  flag: boolean,
): void {
  const adj = w.state.tables.ranges.close;
  const band = action.range;
  if (band && actor.position && target.position) {
    const d = distance(actor.position, target.position);
    const max = w.state.tables.ranges[band];
    if (d > max) {
      w.emit({
        type: 'out-of-range',
        round: w.round,
        actor: actor.id,
        card: action.id,
        target: target.id,
        detail: { range: band, max, distance: d },
      });
      return;
    }
  }
  const flanking = actor.position && target.position ? isFlanking(w.combatants, actor, target, adj) : flag;
  resolveAttack(w, { actor, target, action, stance, flanking });
}

function restore(w: Work, id: string, from: readonly PlayCard[]): void {
  let poise = 0;
  let health = 0;
  for (const c of from) {
    poise += c.restore?.poise ?? 0;
    health += c.restore?.health ?? 0;
  }
  if (poise === 0 && health === 0) return;
  const c = w.get(id);
  const p = Math.max(c.poise, Math.min(c.maxPoise, c.poise + poise));
  const h = Math.max(c.health, Math.min(c.maxHealth, c.health + health));
  const changes: Record<string, readonly [unknown, unknown]> = {};
  if (p !== c.poise) changes[`${id}.poise`] = [c.poise, p];
  if (h !== c.health) changes[`${id}.health`] = [c.health, h];
  const gained = { poise: p - c.poise, health: h - c.health };
  const penBefore = w.penalty(c);
  const next = w.set(id, { poise: p, health: h, down: h <= 0 && c.down });
  const penAfter = w.penalty(next);
  if (penAfter !== penBefore) changes[`${id}.penalty`] = [penBefore, penAfter];
  w.emit({ type: 'restore', round: w.round, actor: id, card: from[0]!.id, changes, detail: gained });
}

function doneSlot(o: OrderSlot): OrderSlot {
  return {
    key: o.key,
    combatant: o.combatant,
    extra: o.extra,
    action: o.action,
    stance: o.stance,
    init: o.init,
    done: true,
  };
}
