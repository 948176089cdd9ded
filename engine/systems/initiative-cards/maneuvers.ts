// A combatant's maneuvers: one slow and one fast per turn (a slow may be traded for a fast),
// reactions spending fast maneuvers at any time, and what attacks, grapples, flight and
// movement between zones do (attack.ts, struggle.ts).
import { fail } from '../../core/errors.js';
import type { EngineEvent } from '../../core/types.js';
import { suggestion } from '../../diagnostics/did-you-mean.js';
import { attack } from './attack.js';
import { refusal } from './may-act.js';
import { basePool, testResult } from './pool.js';
import { breakFree, flee, grapple } from './struggle.js';
import { actingNow, beginRound } from './turns.js';
import type { Combatant, IcAction, IcState } from './types.js';
import { getCombatant, inFight, withCombatant } from './combatants.js';
import { spend, type Speed } from './spend.js';

type Built = { state: IcState; events: EngineEvent[] };

function lookup(
  state: IcState,
  id: string,
  path: readonly (string | number)[],
): { speed: Speed; reaction: boolean; name: string } {
  const slow = state.tables.slow_maneuvers.find((m) => m.id === id);
  if (slow) return { speed: 'slow', reaction: false, name: slow.name };
  const fast = state.tables.fast_maneuvers.find((m) => m.id === id);
  if (fast) return { speed: 'fast', reaction: !!fast.reaction, name: fast.name };
  const all = [...state.tables.slow_maneuvers, ...state.tables.fast_maneuvers].map((m) => m.id);
  return fail('combat/unknown-maneuver', `\`${id}\` is not a maneuver`, {
    path,
    hint: suggestion(id, all) ?? `maneuvers: ${all.join(', ')}`,
  });
}

export function maneuver(state: IcState, action: Extract<IcAction, { type: 'maneuver' }>): Built {
  const begun = beginRound(state);
  let s = begun.state;
  const events: EngineEvent[] = [...begun.events];
  const c = getCombatant(s, action.combatant, ['combatant']);
  if (!inFight(c)) fail('combat/cannot-act', `${c.name} is out of the fight`, { path: ['combatant'] });
  // `attack` is named after the weapon this attack uses (its `weapon:`, else the first one): a reach
  // beyond the own zone makes it a ranged attack.
  const used =
    (action.weapon !== undefined ? c.weapons.find((w) => w.id === action.weapon) : undefined) ?? c.weapons[0];
  const id =
    action.maneuver === 'attack' ? ((used?.range?.[1] ?? 0) > 0 ? 'attack-ranged' : 'attack-melee') : action.maneuver;
  const m = lookup(s, id, ['maneuver']);
  const speed: Speed = action.speed ?? m.speed;
  const own = actingNow(s).includes(c.id);
  if (!own && !m.reaction)
    fail('combat/not-your-turn', `${c.name} may only react now (${m.name} is not a reaction)`, {
      path: ['combatant'],
      hint: `acting now: ${actingNow(s).join(', ')}`,
    });
  const fire = s.tables.hazards.fire;
  const no = refusal(s, c, id);
  if (no) fail(no.code, no.message, { path: ['maneuver'] });
  if (own && c.turnManeuvers >= s.tables.turn.slow + s.tables.turn.fast)
    fail('combat/no-maneuver-left', `${c.name} has used this turn's maneuvers`, {
      path: ['maneuver'],
      hint: 'end the turn',
    });
  let me = spend(s, c, speed, ['maneuver']);
  me = { ...me, turnManeuvers: me.turnManeuvers + (own ? 1 : 0) };
  s = withCombatant(s, me);
  events.push({
    type: 'maneuver',
    round: s.round,
    actor: c.id,
    detail: {
      maneuver: id,
      name: m.name,
      speed,
      reaction: !own,
      ...(c.firstManeuverBonus ? { ambush_bonus: c.firstManeuverBonus } : {}),
      ...(action.note ? { note: action.note } : {}),
    },
  });
  // The ambush bonus goes to this, the first maneuver of the round, and is spent by it (a move too).
  const ambush = c.firstManeuverBonus;
  if (ambush) s = withCombatant(s, { ...s.combatants[c.id]!, firstManeuverBonus: 0 });
  me = s.combatants[c.id]!;
  if (id.startsWith('attack-')) s = attack(s, me, action, id, events, ambush);
  else if (id === 'grapple') s = grapple(s, me, action, events, ambush);
  else if (id === 'break-free') s = breakFree(s, me, action, events, ambush);
  else if (id === 'flee') s = flee(s, me, action, events, ambush);
  else if (id === fire.extinguish) {
    // "Extinguishing the fire is a slow action and requires a successful Finesse test … The successes
    // are saved between rounds."
    const t = testResult(s, me, action, [], 'putting out the fire (Finesse)', {
      ambush,
      base: basePool(s, me, fire.extinguish),
    });
    s = t.state;
    const b = me.burning!;
    const saved = b.saved + t.successes;
    const out = saved >= b.needed;
    const now = s.combatants[c.id]!;
    const { burning: _b, ...rest } = now;
    s = withCombatant(s, out ? (rest as Combatant) : { ...now, burning: { ...b, saved } });
    events.push({
      type: 'extinguish',
      round: s.round,
      actor: c.id,
      ...(t.rolls.length ? { rolls: [...t.rolls] } : {}),
      detail: { ...t.detail, saved, needed: b.needed, out },
    });
  } else if (id === 'move') {
    if (!action.to || !(s.zones[c.zone] ?? []).includes(action.to))
      fail('combat/not-adjacent', `\`${String(action.to)}\` is not a zone next to ${c.zone}`, {
        path: ['to'],
        hint: `next to ${c.zone}: ${(s.zones[c.zone] ?? []).join(', ') || 'none'}`,
      });
    s = withCombatant(s, { ...s.combatants[c.id]!, zone: action.to });
    events.push({ type: 'move', round: s.round, actor: c.id, changes: { [`${c.id}.zone`]: [c.zone, action.to] } });
  }
  return { state: s, events };
}
