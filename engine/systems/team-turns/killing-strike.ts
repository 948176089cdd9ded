// The killing strike, in the rules: "While a character is unconscious, another character may use any
// nonlethal weapon to kill them instantly … a test (with advantage) using the combat skill against
// their constitution. If it fails, then a sneak attack is made instead of causing instant death.
// While in combat, this requires taking the activity action (which takes three actions)."
import { fail, useNext, type EngineEvent } from '../../core/index.js';
import { testWithAdvantage } from './advantage.js';
import { resolveAttack, weaponOf } from './attack.js';
import { find, rollLuck, update } from './rules.js';
import type { TtState, TurnAction } from './types.js';

type Path = readonly (string | number)[];
type Strike = Extract<TurnAction, { kind: 'killing-strike' }>;

export function killingStrike(
  state: TtState,
  actorId: string,
  a: Strike,
  path: Path,
): { state: TtState; events: EngineEvent[] } {
  const actor = find(state, actorId, path);
  const target = find(state, a.target, [...path, 'target']);
  if (target.dead || !target.unconscious)
    fail(
      'target/not-unconscious',
      `${target.id} is ${target.dead ? 'dead' : 'conscious'}: a killing strike needs an unconscious target`,
      { path: [...path, 'target'], hint: 'attack it instead' },
    );
  if (target.id === actor.id) fail('target/self', `${actor.id} cannot strike itself`, { path: [...path, 'target'] });
  const w = weaponOf(actor, a.weapon, path);
  const t = state.tables;
  // The weapon's test stands for the combat skill; rolled with advantage, then the luck die (+4 on a 20).
  const tr = testWithAdvantage(state, w.test, a.test, t.killing_strike.advantage, 'killing-strike', path);
  if (a.luck !== undefined && (!Number.isInteger(a.luck) || a.luck < 1 || a.luck > t.luck.die)) {
    fail('dice/out-of-range', `luck ${a.luck} does not fit a d${t.luck.die}`, {
      path: [...path, 'luck'],
      hint: `type a whole number from 1 to ${t.luck.die}`,
    });
  }
  let s = a.luck !== undefined ? { ...tr.state, dice: useNext(tr.state.dice, a.luck) } : tr.state;
  const luck = rollLuck(s, 'killing-strike-luck');
  s = luck.state;
  const total = tr.total + (luck.roll.value >= t.luck.bonus_at ? t.luck.bonus : 0);
  const killed = total >= target.constitution;
  const detail = {
    tests: tr.totals,
    kept: tr.total,
    luck: luck.roll.value,
    total,
    constitution: target.constitution,
    killed,
  };
  const events: EngineEvent[] = [
    {
      type: 'killing-strike',
      round: s.round,
      actor: actor.id,
      target: target.id,
      rolls: [...tr.rolls, luck.roll],
      detail,
      ...(killed ? { changes: { [`${target.id}.dead`]: [false, true] } } : {}),
    },
  ];
  if (killed) return { state: update(s, target.id, { dead: true }), events };
  // Failed: a sneak attack instead.
  const r = resolveAttack(
    s,
    actor.id,
    { ...(a.fallback ?? {}), target: target.id, ...(a.weapon ? { weapon: a.weapon } : {}), sneak: true },
    [...path, 'fallback'],
  );
  return { state: r.state, events: [...events, ...r.events] };
}
