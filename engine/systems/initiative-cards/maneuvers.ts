// A combatant's maneuvers: one slow and one fast per turn (a slow may be traded for a fast),
// reactions spending fast maneuvers at any time, and what attacks, grapples, flight and
// movement between zones do.
import { fail } from '../../core/errors.js';
import type { EngineEvent } from '../../core/types.js';
import { suggestion } from '../../catalog/did-you-mean.js';
import { applyHarm } from './harm.js';
import { actingNow, beginRound, pickCard, swapCards } from './turns.js';
import type { Combatant, IcAction, IcState, ManeuverSpec, Reaction } from './types.js';
import { getCombatant, inFight, withCombatant, zoneDistance } from './util.js';

type Built = { state: IcState; events: EngineEvent[] };
type Speed = 'slow' | 'fast';

function lookup(state: IcState, id: string, path: readonly (string | number)[]): { speed: Speed; reaction: boolean; name: string } {
  const slow = state.tables.slow_maneuvers.find((m) => m.id === id);
  if (slow) return { speed: 'slow', reaction: false, name: slow.name };
  const fast = state.tables.fast_maneuvers.find((m) => m.id === id);
  if (fast) return { speed: 'fast', reaction: !!fast.reaction, name: fast.name };
  const all = [...state.tables.slow_maneuvers, ...state.tables.fast_maneuvers].map((m) => m.id);
  return fail('combat/unknown-maneuver', `\`${id}\` is not a maneuver`, { path, hint: suggestion(id, all) ?? `maneuvers: ${all.join(', ')}` });
}

/** Spend one maneuver of the round's allowance (per card held): a fast one may use an unspent slow one. */
export function spend(state: IcState, c: Combatant, speed: Speed, path: readonly (string | number)[]): Combatant {
  const turns = state.holders[c.holder]!.cards.length;
  const slowMax = state.tables.turn.slow * turns;
  const fastMax = state.tables.turn.fast * turns;
  if (speed === 'slow') {
    if (c.slowUsed >= slowMax) fail('combat/no-maneuver-left', `${c.name} has no slow maneuver left this round`, { path, hint: 'one slow and one fast, or two fast, per turn' });
    return { ...c, slowUsed: c.slowUsed + 1 };
  }
  if (c.fastUsed < fastMax) return { ...c, fastUsed: c.fastUsed + 1 };
  if (state.tables.turn.slow_as_fast && c.slowUsed < slowMax) return { ...c, slowUsed: c.slowUsed + 1 };
  return fail('combat/no-maneuver-left', `${c.name} has no fast maneuver left this round`, { path, hint: 'reactions spend fast maneuvers; save one for later in the round' });
}

function react(state: IcState, who: Combatant, r: Reaction, allowed: readonly string[], path: readonly (string | number)[]): IcState {
  if (!allowed.includes(r.maneuver)) fail('combat/wrong-reaction', `\`${r.maneuver}\` does not answer this`, { path: [...path, 'maneuver'], hint: `use ${allowed.join(' or ')}` });
  if (!inFight(who)) fail('combat/cannot-act', `${who.name} is out of the fight`, { path });
  return withCombatant(state, spend(state, who, 'fast', path));
}

function attack(state: IcState, c: Combatant, spec: ManeuverSpec, id: string, events: EngineEvent[]): IcState {
  const { tables } = state;
  const t = getCombatant(state, spec.target, ['target']);
  if (!inFight(t) || t.id === c.id) fail('target/invalid', `${t.name} cannot be attacked`, { path: ['target'] });
  const weapon = spec.weapon ? c.weapons.find((w) => w.id === spec.weapon) : id === 'attack-unarmed' ? undefined : c.weapons[0];
  if (spec.weapon && !weapon) fail('combat/unknown-weapon', `${c.name} has no weapon \`${spec.weapon}\``, { path: ['weapon'], hint: suggestion(spec.weapon, c.weapons.map((w) => w.id)) });
  const damage = spec.damage ?? weapon?.damage;
  if (damage === undefined) fail('combat/no-damage', 'an attack needs a weapon or `damage`', { path: ['damage'] });
  const [min, max] = weapon?.range ?? [0, 0];
  const dist = zoneDistance(state, c.zone, t.zone);
  if (dist < min || dist > max) fail('target/out-of-range', `${t.name} is ${dist} zone(s) away; ${weapon?.name ?? weapon?.id ?? 'the attack'} reaches ${min}–${max}`, { path: ['target'], hint: 'move into the next zone first (a fast maneuver)' });
  if (spec.successes === undefined) fail('combat/needs-successes', 'an attack needs the successes rolled', { path: ['successes'] });
  const close = max === 0;
  let s = state;
  let removed = 0;
  const detail: Record<string, unknown> = { weapon: weapon?.id ?? 'unarmed', successes: spec.successes, distance: dist, ...(c.firstManeuverBonus ? { ambush_bonus: c.firstManeuverBonus } : {}) };
  if (spec.reaction) {
    const r = spec.reaction;
    s = react(s, s.combatants[t.id]!, r, close ? ['dodge', 'parry'] : ['dodge'], ['reaction']);
    removed = r.successes * tables.reactions.successes_removed;
    detail.reaction = { maneuver: r.maneuver, successes: r.successes };
    // More successes than the attack needed removed: the defender may force a swap.
    if (r.swap) {
      if (r.successes * tables.reactions.successes_removed <= spec.successes) {
        fail('combat/swap-needs-extra', 'a swap needs more reaction successes than the attack had', { path: ['reaction', 'swap'] });
      }
      const mine = pickCard(s, t.holder, undefined, ['reaction']);
      const theirs = pickCard(s, c.holder, r.card, ['reaction', 'card']);
      if (t.holder !== c.holder) {
        s = swapCards(s, t.holder, mine, c.holder, theirs);
        events.push({ type: 'swap', round: s.round, actor: t.id, target: c.id, changes: { [`${t.holder}.card`]: [mine, theirs], [`${c.holder}.card`]: [theirs, mine] }, detail: { forced: true, from_next_round: true } });
      }
    }
  }
  const net = spec.successes - removed;
  const hit = net >= tables.attack.successes_to_hit;
  let extra = hit ? net - tables.attack.successes_to_hit : 0;
  Object.assign(detail, { net, hit });
  if (hit && spec.outmaneuver) {
    if (extra < tables.attack.outmaneuver_cost) fail('combat/outmaneuver', `outmaneuvering takes ${tables.attack.outmaneuver_cost} extra success(es)`, { path: ['outmaneuver'] });
    extra -= tables.attack.outmaneuver_cost;
    const mine = pickCard(s, c.holder, undefined, ['outmaneuver']);
    const theirs = pickCard(s, t.holder, spec.card, ['card']);
    if (t.holder !== c.holder) s = swapCards(s, c.holder, mine, t.holder, theirs);
    events.push({ type: 'swap', round: s.round, actor: c.id, target: t.id, changes: { [`${c.holder}.card`]: [mine, theirs], [`${t.holder}.card`]: [theirs, mine] }, detail: { forced: true, from_next_round: true } });
  }
  events.push({ type: 'attack', round: s.round, actor: c.id, target: t.id, detail: { ...detail, damage, extra_harm: extra * tables.attack.harm_per_extra_success } });
  if (!hit) return s;
  const r = applyHarm(s, s.combatants[t.id]!, damage + extra * tables.attack.harm_per_extra_success, 'physical', c.id);
  events.push(r.event);
  return r.state;
}

function grapple(state: IcState, c: Combatant, spec: ManeuverSpec, events: EngineEvent[]): IcState {
  const t = getCombatant(state, spec.target, ['target']);
  if (!inFight(t) || t.zone !== c.zone || t.id === c.id) fail('target/invalid', `${t.name} cannot be grappled from here`, { path: ['target'], hint: 'grapple someone in your zone' });
  if (spec.successes === undefined) fail('combat/needs-successes', 'a grapple needs the Force successes', { path: ['successes'] });
  let s = state;
  let against = 0;
  if (spec.reaction) {
    s = react(s, s.combatants[t.id]!, spec.reaction, ['break-free'], ['reaction']);
    against = spec.reaction.successes;
  }
  const net = spec.successes - against;
  const gagged = !!spec.gag && net >= 1 + s.tables.grapple.gag_extra_successes;
  const held = net >= 1;
  events.push({ type: 'grapple', round: s.round, actor: c.id, target: t.id, detail: { successes: spec.successes, against, restrained: held, gagged } });
  return held ? withCombatant(s, { ...s.combatants[t.id]!, restrainedBy: c.id, gagged }) : s;
}

function breakFree(state: IcState, c: Combatant, spec: ManeuverSpec, events: EngineEvent[]): IcState {
  if (!c.restrainedBy) fail('combat/not-restrained', `${c.name} is not restrained`, { path: ['maneuver'] });
  if (c.brokeFreeThisTurn) fail('combat/once-per-turn', 'breaking free is tried once per turn', { path: ['maneuver'] });
  if (spec.successes === undefined) fail('combat/needs-successes', 'breaking free needs the Force successes', { path: ['successes'] });
  let s = state;
  let freed: boolean;
  if (spec.reaction) {
    const holder = getCombatant(s, spec.reaction.by ?? c.restrainedBy, ['reaction', 'by']);
    s = react(s, holder, spec.reaction, ['hold'], ['reaction']);
    freed = spec.successes > spec.reaction.successes;
  } else freed = spec.successes >= s.tables.grapple.free_break_successes;
  const me = s.combatants[c.id]!;
  const { restrainedBy: _r, ...rest } = me;
  events.push({ type: 'break-free', round: s.round, actor: c.id, target: c.restrainedBy, detail: { successes: spec.successes, ...(spec.reaction ? { hold: spec.reaction.successes } : {}), freed } });
  return withCombatant(s, freed ? { ...rest, gagged: false, brokeFreeThisTurn: true } : { ...me, brokeFreeThisTurn: true });
}

function flee(state: IcState, c: Combatant, spec: ManeuverSpec, events: EngineEvent[]): IcState {
  if (spec.successes === undefined) fail('combat/needs-successes', 'fleeing needs the Finesse or Sneak successes', { path: ['successes'] });
  if (spec.to !== undefined) {
    if (!(state.zones[c.zone] ?? []).includes(spec.to)) fail('combat/not-adjacent', `\`${spec.to}\` is not next to ${c.zone}`, { path: ['to'] });
    if (state.ids.some((id) => { const o = state.combatants[id]!; return inFight(o) && o.side !== c.side && o.zone === spec.to; })) {
      fail('combat/flee-blocked', `an enemy holds ${spec.to}: nobody flees through it`, { path: ['to'] });
    }
  }
  let s = state;
  let against = 0;
  let chaser: Combatant | undefined;
  if (spec.reaction) {
    chaser = getCombatant(s, spec.reaction.by, ['reaction', 'by']);
    if (chaser.zone !== c.zone) fail('combat/chase-zone', `${chaser.name} is not in ${c.name}'s zone`, { path: ['reaction', 'by'] });
    s = react(s, chaser, spec.reaction, ['chase'], ['reaction']);
    against = spec.reaction.successes;
  }
  const escaped = spec.successes - against >= 1;
  events.push({ type: 'flee', round: s.round, actor: c.id, detail: { successes: spec.successes, against, escaped, ...(chaser ? { chaser: chaser.id } : {}) } });
  if (escaped) return withCombatant(s, { ...s.combatants[c.id]!, fled: true });
  // Caught by a chaser: both end one zone further in the direction of the flight.
  if (chaser && spec.to) s = withCombatant(withCombatant(s, { ...s.combatants[c.id]!, zone: spec.to }), { ...s.combatants[chaser.id]!, zone: spec.to });
  return s;
}

export function maneuver(state: IcState, action: Extract<IcAction, { type: 'maneuver' }>): Built {
  const begun = beginRound(state);
  let s = begun.state;
  const events: EngineEvent[] = [...begun.events];
  const c = getCombatant(s, action.combatant, ['combatant']);
  if (!inFight(c)) fail('combat/cannot-act', `${c.name} is out of the fight`, { path: ['combatant'] });
  const id = action.maneuver === 'attack' ? (c.weapons[0]?.range?.[1] ?? 0) > 0 ? 'attack-ranged' : 'attack-melee' : action.maneuver;
  const m = lookup(s, id, ['maneuver']);
  const speed: Speed = action.speed ?? m.speed;
  const own = actingNow(s).includes(c.id);
  if (!own && !m.reaction) fail('combat/not-your-turn', `${c.name} may only react now (${m.name} is not a reaction)`, { path: ['combatant'], hint: `acting now: ${actingNow(s).join(', ')}` });
  if (c.restrainedBy && !['break-free', 'shout'].includes(id)) fail('combat/restrained', `${c.name} is restrained: only breaking free or shouting`, { path: ['maneuver'] });
  if (c.gagged && id === 'shout') fail('combat/cannot-talk', `${c.name} is gagged`, { path: ['maneuver'] });
  if (own && c.turnManeuvers >= s.tables.turn.slow + s.tables.turn.fast) fail('combat/no-maneuver-left', `${c.name} has used this turn's maneuvers`, { path: ['maneuver'], hint: 'end the turn' });
  let me = spend(s, c, speed, ['maneuver']);
  me = { ...me, turnManeuvers: me.turnManeuvers + (own ? 1 : 0) };
  s = withCombatant(s, me);
  events.push({ type: 'maneuver', round: s.round, actor: c.id, detail: { maneuver: id, name: m.name, speed, reaction: !own, ...(c.firstManeuverBonus ? { ambush_bonus: c.firstManeuverBonus } : {}), ...(action.note ? { note: action.note } : {}) } });
  if (id.startsWith('attack-')) s = attack(s, me, action, id, events);
  else if (id === 'grapple') s = grapple(s, me, action, events);
  else if (id === 'break-free') s = breakFree(s, me, action, events);
  else if (id === 'flee') s = flee(s, me, action, events);
  else if (id === 'move') {
    if (!action.to || !(s.zones[c.zone] ?? []).includes(action.to)) fail('combat/not-adjacent', `\`${String(action.to)}\` is not a zone next to ${c.zone}`, { path: ['to'], hint: `next to ${c.zone}: ${(s.zones[c.zone] ?? []).join(', ') || 'none'}` });
    s = withCombatant(s, { ...s.combatants[c.id]!, zone: action.to });
    events.push({ type: 'move', round: s.round, actor: c.id, changes: { [`${c.id}.zone`]: [c.zone, action.to] } });
  }
  // The ambush bonus applies to the first maneuver of the round only.
  if (c.firstManeuverBonus) s = withCombatant(s, { ...s.combatants[c.id]!, firstManeuverBonus: 0 });
  return { state: s, events };
}
