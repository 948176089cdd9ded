// Grappling, breaking free and fleeing: opposed tests (pool.ts) where the reactor's successes
// cancel the maneuver's one for one.
import { fail } from '../../core/errors.js';
import type { EngineEvent } from '../../core/types.js';
import { react } from './attack.js';
import { basePool, extraNeeded, testResult } from './pool.js';
import type { Combatant, IcState, ManeuverSpec } from './types.js';
import { getCombatant, inFight, withCombatant } from './combatants.js';

export function grapple(
  state: IcState,
  c: Combatant,
  spec: ManeuverSpec,
  events: EngineEvent[],
  ambush: number,
): IcState {
  const t = getCombatant(state, spec.target, ['target']);
  if (!inFight(t) || t.zone !== c.zone || t.id === c.id)
    fail('target/invalid', `${t.name} cannot be grappled from here`, {
      path: ['target'],
      hint: 'grapple someone in your zone',
    });
  const test = testResult(state, c, spec, [], 'a grapple (Force)', { ambush, base: basePool(state, c, 'grapple') });
  let s = test.state;
  let against = 0;
  let reaction: Record<string, unknown> | undefined;
  if (spec.reaction) {
    const re = react(s, s.combatants[t.id]!, spec.reaction, ['break-free'], ['reaction']);
    s = re.state;
    against = re.successes;
    reaction = re.detail;
  }
  const net = test.successes - against;
  const gagged = !!spec.gag && net >= 1 + s.tables.grapple.gag_extra_successes;
  const held = net >= 1;
  events.push({
    type: 'grapple',
    round: s.round,
    actor: c.id,
    target: t.id,
    detail: { ...test.detail, against, ...(reaction ? { reaction } : {}), restrained: held, gagged },
  });
  return held ? withCombatant(s, { ...s.combatants[t.id]!, restrainedBy: c.id, gagged }) : s;
}

export function breakFree(
  state: IcState,
  c: Combatant,
  spec: ManeuverSpec,
  events: EngineEvent[],
  ambush: number,
): IcState {
  if (!c.restrainedBy) fail('combat/not-restrained', `${c.name} is not restrained`, { path: ['maneuver'] });
  if (c.brokeFreeThisTurn) fail('combat/once-per-turn', 'breaking free is tried once per turn', { path: ['maneuver'] });
  const test = testResult(state, c, spec, [], 'breaking free (Force)', {
    ambush,
    base: basePool(state, c, 'break-free'),
  });
  let s = test.state;
  let freed: boolean;
  let hold: Record<string, unknown> | undefined;
  if (spec.reaction) {
    const holder = getCombatant(s, spec.reaction.by ?? c.restrainedBy, ['reaction', 'by']);
    const re = react(s, holder, spec.reaction, ['hold'], ['reaction']);
    s = re.state;
    hold = re.detail;
    freed = test.successes > re.successes;
  } else freed = test.successes >= s.tables.grapple.free_break_successes;
  const me = s.combatants[c.id]!;
  const { restrainedBy: _r, ...rest } = me;
  events.push({
    type: 'break-free',
    round: s.round,
    actor: c.id,
    target: c.restrainedBy,
    detail: { ...test.detail, ...(hold ? { hold } : {}), freed },
  });
  return withCombatant(
    s,
    freed ? { ...rest, gagged: false, brokeFreeThisTurn: true } : { ...me, brokeFreeThisTurn: true },
  );
}

export function flee(state: IcState, c: Combatant, spec: ManeuverSpec, events: EngineEvent[], ambush: number): IcState {
  if (spec.to !== undefined) {
    if (!(state.zones[c.zone] ?? []).includes(spec.to))
      fail('combat/not-adjacent', `\`${spec.to}\` is not next to ${c.zone}`, { path: ['to'] });
    if (
      state.ids.some((id) => {
        const o = state.combatants[id]!;
        return inFight(o) && o.side !== c.side && o.zone === spec.to;
      })
    ) {
      fail('combat/flee-blocked', `an enemy holds ${spec.to}: nobody flees through it`, { path: ['to'] });
    }
  }
  const test = testResult(state, c, spec, [], 'fleeing (Finesse or Sneak)', {
    ambush,
    base: basePool(state, c, 'flee'),
  });
  let s = test.state;
  let against = 0;
  let chaser: Combatant | undefined;
  let chase: Record<string, unknown> | undefined;
  if (spec.reaction) {
    chaser = getCombatant(s, spec.reaction.by, ['reaction', 'by']);
    if (chaser.side === c.side)
      fail('combat/chase-ally', `${chaser.name} is on ${c.name}'s side`, {
        path: ['reaction', 'by'],
        hint: 'an opponent in the same zone chases',
      });
    if (chaser.zone !== c.zone)
      fail('combat/chase-zone', `${chaser.name} is not in ${c.name}'s zone`, { path: ['reaction', 'by'] });
    const re = react(s, chaser, spec.reaction, ['chase'], ['reaction']);
    s = re.state;
    against = re.successes;
    chase = re.detail;
  }
  const harder = extraNeeded(s, c, 'flee', spec.extra_successes);
  const needed = 1 + harder.extra;
  const escaped = test.successes - against >= needed;
  events.push({
    type: 'flee',
    round: s.round,
    actor: c.id,
    detail: {
      ...test.detail,
      against,
      escaped,
      ...(harder.extra ? { extra_needed: harder.extra, circumstances: harder.why } : {}),
      ...(chaser ? { chaser: chaser.id } : {}),
      ...(chase ? { chase } : {}),
    },
  });
  if (escaped) return withCombatant(s, { ...s.combatants[c.id]!, fled: true });
  // Caught by a chaser ("If they manage to deduct all your successes, you stay in the fight. Both of
  // you have moved one zone in the direction you were fleeing"): both end one zone further. A flight
  // that failed on its own dice stays where it was ("if you fail, you remain in the same zone").
  if (chaser && spec.to && test.successes >= needed)
    s = withCombatant(withCombatant(s, { ...s.combatants[c.id]!, zone: spec.to }), {
      ...s.combatants[chaser.id]!,
      zone: spec.to,
    });
  return s;
}

/**
 * "The opponent is restrained until you let them go or they break free": a holder out of the fight
 * (fled, fallen, gone) holds nobody any more, and a hand over a mouth goes with it.
 */
export function releaseUnheld(state: IcState): { state: IcState; events: EngineEvent[] } {
  let s = state;
  const events: EngineEvent[] = [];
  for (const id of s.ids) {
    const holder = s.combatants[id]!.restrainedBy;
    if (!holder || inFight(s.combatants[holder]!)) continue;
    s = release(s, id, holder, 'the holder is out of the fight', events);
  }
  return { state: s, events };
}

/** "The opponent is restrained until you let them go": the holder lets go, of one or of all it holds. */
export function letGo(state: IcState, holder: unknown, target: unknown): { state: IcState; events: EngineEvent[] } {
  const c = getCombatant(state, holder, ['combatant']);
  const held = state.ids.filter((id) => state.combatants[id]!.restrainedBy === c.id);
  if (target !== undefined) {
    const t = getCombatant(state, target, ['target']);
    if (!held.includes(t.id))
      fail('combat/not-holding', `${c.name} does not hold ${t.name}`, {
        path: ['target'],
        hint: held.length ? `${c.name} holds ${held.join(', ')}` : undefined,
      });
  }
  if (!held.length) fail('combat/not-holding', `${c.name} holds nobody`, { path: ['combatant'] });
  let s = state;
  const events: EngineEvent[] = [];
  for (const id of target === undefined ? held : [target as string]) s = release(s, id, c.id, 'let go', events);
  return { state: s, events };
}

/** `id` is held no more (nor gagged: the hand over its mouth was the holder's), with the `release` event. */
function release(state: IcState, id: string, holder: string, reason: string, events: EngineEvent[]): IcState {
  const { restrainedBy: _h, ...rest } = state.combatants[id]!;
  events.push({ type: 'release', round: state.round, actor: holder, target: id, detail: { reason } });
  return withCombatant(state, { ...rest, gagged: false });
}
