// An attack (Strike, Shoot, Force) and the reaction it meets: successes come from the tests
// (pool.ts), reaction successes cancel attack successes, one left hits for the weapon's Harm, each
// further one adds Harm or buys an outmaneuver (a forced card swap).
import { fail } from '../../core/errors.js';
import type { EngineEvent } from '../../core/types.js';
import { suggestion } from '../../diagnostics/did-you-mean.js';
import { applyHarm } from './harm.js';
import { refusal } from './may-act.js';
import { spend } from './spend.js';
import { basePool, extraNeeded, testResult } from './pool.js';
import { pickCard, swapCards } from './turns.js';
import type { Combatant, IcState, ManeuverSpec, Reaction } from './types.js';
import { getCombatant, inFight, withCombatant, zoneDistance } from './combatants.js';

/** A reaction: spends the reactor's fast maneuver (its first of the round may carry the ambush bonus) and rolls its test. */
export function react(
  state: IcState,
  who: Combatant,
  r: Reaction,
  allowed: readonly string[],
  path: readonly (string | number)[],
): { state: IcState; successes: number; detail: Record<string, unknown> } {
  if (!allowed.includes(r.maneuver))
    fail('combat/wrong-reaction', `\`${r.maneuver}\` does not answer this`, {
      path: [...path, 'maneuver'],
      hint: `use ${allowed.join(' or ')}`,
    });
  if (!inFight(who)) fail('combat/cannot-act', `${who.name} is out of the fight`, { path });
  const no = refusal(state, who, r.maneuver);
  if (no) fail(no.code, no.message, { path: [...path, 'maneuver'] });
  const ambush = who.firstManeuverBonus;
  const spent = { ...spend(state, who, 'fast', path), firstManeuverBonus: 0 };
  const t = testResult(withCombatant(state, spent), spent, r, path, `a ${r.maneuver}`, {
    ambush,
    base: basePool(state, spent, r.maneuver),
  });
  return { state: t.state, successes: t.successes, detail: { maneuver: r.maneuver, by: who.id, ...t.detail } };
}

export function attack(
  state: IcState,
  c: Combatant,
  spec: ManeuverSpec,
  id: string,
  events: EngineEvent[],
  ambush: number,
): IcState {
  const { tables } = state;
  const t = getCombatant(state, spec.target, ['target']);
  if (!inFight(t) || t.id === c.id) fail('target/invalid', `${t.name} cannot be attacked`, { path: ['target'] });
  const weapon = spec.weapon
    ? c.weapons.find((w) => w.id === spec.weapon)
    : id === 'attack-unarmed'
      ? undefined
      : c.weapons[0];
  if (spec.weapon && !weapon)
    fail('combat/unknown-weapon', `${c.name} has no weapon \`${spec.weapon}\``, {
      path: ['weapon'],
      hint: suggestion(
        spec.weapon,
        c.weapons.map((w) => w.id),
      ),
    });
  const damage = spec.damage ?? weapon?.damage;
  if (damage === undefined) fail('combat/no-damage', 'an attack needs a weapon or `damage`', { path: ['damage'] });
  const [min, max] = weapon?.range ?? [0, 0];
  const dist = zoneDistance(state, c.zone, t.zone);
  if (dist < min || dist > max)
    fail(
      'target/out-of-range',
      `${t.name} is ${dist} zone(s) away; ${weapon?.name ?? weapon?.id ?? 'the attack'} reaches ${min}–${max}`,
      { path: ['target'], hint: 'move into the next zone first (a fast maneuver)' },
    );
  const test = testResult(state, c, spec, [], 'an attack', { ambush, base: basePool(state, c, id) });
  let s = test.state;
  const successes = test.successes;
  const close = max === 0;
  let removed = 0;
  const detail: Record<string, unknown> = { weapon: weapon?.id ?? 'unarmed', ...test.detail, distance: dist };
  if (spec.reaction) {
    const r = spec.reaction;
    const re = react(s, s.combatants[t.id]!, r, close ? ['dodge', 'parry'] : ['dodge'], ['reaction']);
    s = re.state;
    removed = re.successes * tables.reactions.successes_removed;
    detail.reaction = re.detail;
    // More successes than the attack had: the defender forces a swap (asked for with `swap`; when
    // the dice fall short the attack is simply answered, as at the table).
    if (r.swap && t.holder !== c.holder) {
      if (removed > successes) {
        const mine = pickCard(s, t.holder, undefined, ['reaction'], true);
        const theirs = pickCard(s, c.holder, r.card, ['reaction', 'card']);
        s = swapCards(s, t.holder, mine, c.holder, theirs);
        events.push({
          type: 'swap',
          round: s.round,
          actor: t.id,
          target: c.id,
          changes: { [`${t.holder}.card`]: [mine, theirs], [`${c.holder}.card`]: [theirs, mine] },
          detail: { forced: true, from_next_round: true },
        });
      } else detail.swap = 'not enough successes';
    }
  }
  const net = successes - removed;
  const harder = extraNeeded(s, c, id, spec.extra_successes);
  const need = tables.attack.successes_to_hit + harder.extra;
  const hit = net >= need;
  let extra = hit ? net - need : 0;
  Object.assign(detail, {
    net,
    hit,
    ...(harder.extra ? { extra_needed: harder.extra, needed: need, circumstances: harder.why } : {}),
  });
  // Outmaneuvering spends extra successes on a forced swap instead of Harm; asked for before the
  // roll, it happens only when the roll leaves enough of them.
  if (spec.outmaneuver) {
    if (hit && extra >= tables.attack.outmaneuver_cost && t.holder !== c.holder) {
      extra -= tables.attack.outmaneuver_cost;
      const mine = pickCard(s, c.holder, undefined, ['outmaneuver'], true);
      const theirs = pickCard(s, t.holder, spec.card, ['card']);
      s = swapCards(s, c.holder, mine, t.holder, theirs);
      events.push({
        type: 'swap',
        round: s.round,
        actor: c.id,
        target: t.id,
        changes: { [`${c.holder}.card`]: [mine, theirs], [`${t.holder}.card`]: [theirs, mine] },
        detail: { forced: true, from_next_round: true },
      });
    } else detail.outmaneuver = `needs ${tables.attack.outmaneuver_cost} extra success(es)`;
  }
  events.push({
    type: 'attack',
    round: s.round,
    actor: c.id,
    target: t.id,
    ...(test.rolls.length ? { rolls: [...test.rolls] } : {}),
    detail: { ...detail, damage, extra_harm: extra * tables.attack.harm_per_extra_success },
  });
  if (!hit) return s;
  const r = applyHarm(s, s.combatants[t.id]!, damage + extra * tables.attack.harm_per_extra_success, 'physical', c.id);
  events.push(r.event);
  return r.state;
}
