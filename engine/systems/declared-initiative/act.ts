// A creature resolving its declared action at its initiative: attacks, Heal checks to
// stabilise, intimidation, or anything else the GM narrates.
import { roll, type Roll } from '../../core/dice.js';
import { fail } from '../../core/errors.js';
import type { EngineEvent } from '../../core/types.js';
import { highestWound, isIncapacitated } from './damage.js';
import { rollDamage } from './dice-expression.js';
import { currentTick, markDone } from './ticks.js';
import type { AttackSpec, Combatant, DiAction, DiState, Injury, PendingHit } from './types.js';
import { defenseOf, getCombatant, withCombatant } from './util.js';

type ActAction = Extract<DiAction, { type: 'act' }>;

interface Built {
  state: DiState;
  events: EngineEvent[];
}

/** An attack or riposte: decides the hit, rolls damage and any combat injury, queues the damage. */
export function attack(state: DiState, attacker: Combatant, spec: AttackSpec, path: readonly (string | number)[], kind: 'attack' | 'riposte'): Built {
  const target = getCombatant(state, spec.target, [...path, 'target']);
  if (!target.present || target.dead || target.withdrawn) {
    fail('target/out-of-fight', `${target.name} is not in the fight`, { path: [...path, 'target'] });
  }
  if (target.id === attacker.id) fail('target/self', 'a creature does not attack itself', { path: [...path, 'target'] });
  const weaponId = spec.weapon ?? state.declarations[attacker.id]?.weapon;
  const weapon = weaponId && weaponId !== 'none' ? attacker.weapons.find((w) => w.id === weaponId) : attacker.weapons[0];
  if (weaponId && weaponId !== 'none' && !weapon) fail('combat/unknown-weapon', `${attacker.name} has no weapon \`${weaponId}\``, { path: [...path, 'weapon'] });
  const defense = defenseOf(state, target);
  let hit: boolean;
  if (spec.hit !== undefined) hit = spec.hit;
  else if (spec.roll !== undefined) hit = spec.roll >= defense;
  else fail('combat/attack-needs-roll', 'an attack needs its total (`roll`) or the GM\'s ruling (`hit`)', { path, hint: `the target's Defense is ${defense}` });
  let s: DiState = withCombatant(state, { ...target, attackedBy: [...target.attackedBy, attacker.id] });
  const detail: Record<string, unknown> = { defense, hit, ...(spec.roll !== undefined ? { roll: spec.roll } : {}), ...(weapon ? { weapon: weapon.id } : {}) };
  const rolls: Roll[] = [];
  if (hit) {
    const expr = spec.damage ?? weapon?.damage;
    if (expr === undefined) fail('combat/no-damage', 'the attack hits but has no damage', { path, hint: 'give `damage:` or a weapon with damage' });
    const [dice, raw, dmgRolls] = rollDamage(s.dice, expr, [...path, 'damage']);
    s = { ...s, dice };
    rolls.push(...dmgRolls);
    const critical = !!spec.critical;
    if (critical && !weapon) fail('combat/no-weapon', 'a critical multiplies a weapon\'s damage: name the weapon', { path: [...path, 'weapon'] });
    const multiplier = critical ? weapon!.crit : 1;
    const amount = Math.max(0, raw * multiplier - target.armour);
    const type = spec.damage_type ?? weapon?.type ?? 'blunt';
    let injury: Injury | undefined;
    if (critical && amount > 0) {
      [s, injury] = injuryCheck(s, type, amount, rolls, detail);
    }
    Object.assign(detail, { raw, multiplier, armour: target.armour, amount, critical, type });
    const pending: PendingHit = { source: attacker.id, target: target.id, amount, critical, type, ...(injury ? { injury } : {}) };
    s = { ...s, pending: [...s.pending, pending] };
  }
  return { state: s, events: [{ type: kind, round: s.round, actor: attacker.id, target: target.id, ...(rolls.length ? { rolls } : {}), detail }] };
}

/** d% ≤ the critical's damage: a Combat Injury from the damage type's table (or the GM's pick). */
function injuryCheck(state: DiState, type: string, amount: number, rolls: Roll[], detail: Record<string, unknown>): [DiState, Injury | undefined] {
  const { injuries } = state.tables;
  let [dice, chance] = roll(state.dice, injuries.chance_die, 'injury-chance');
  rolls.push(chance);
  detail.injury_chance = chance.value;
  if (chance.value > amount) return [{ ...state, dice }, undefined];
  const table = Object.prototype.hasOwnProperty.call(injuries.tables, type) ? injuries.tables[type]! : [];
  if (!table.length) {
    detail.injury_table_empty = true;
    return [{ ...state, dice }, { table: type, name: 'GM chooses', effect: `the seed's ${type} combat-injury table is empty: the Referee chooses the injury` }];
  }
  const [d2, r] = roll(dice, table.length, 'injury');
  rolls.push(r);
  const row = table.find((x) => x.roll === r.value) ?? table[r.value - 1]!;
  return [{ ...state, dice: d2 }, { table: type, roll: r.value, name: row.name, effect: row.effect }];
}

export function act(state: DiState, action: ActAction): Built {
  if (state.phase !== 'resolve') {
    fail('combat/not-resolving', state.phase === 'declare' ? 'the round has not started: not everyone has declared' : 'every initiative of this round has resolved', {
      path: ['type'],
      hint: state.phase === 'declare' ? 'declare every creature\'s action first' : 'end the round with `end-round`',
    });
  }
  const c = getCombatant(state, action.combatant, ['combatant']);
  const tick = currentTick(state);
  const slot = tick.find((x) => x.combatant === c.id);
  if (!slot) {
    fail('combat/not-your-turn', `${c.name} does not act now (initiative ${tick[0]?.init})`, {
      path: ['combatant'],
      hint: `acting now: ${tick.map((x) => x.combatant).join(', ')}`,
    });
  }
  let s = markDone(state, [slot]);
  const events: EngineEvent[] = [];
  const actions = c.actionsThisRound + 1;
  const { wounds } = s.tables;
  // An incapacitated creature pays 1 WP for anything beyond crawling; a stabilised one only beyond its free actions.
  const exerts = isIncapacitated(s, c) && !action.crawl && !(c.stabilized && actions <= wounds.stabilized_free_actions);
  s = withCombatant(s, { ...c, actionsThisRound: actions });
  events.push({ type: 'act', round: s.round, actor: c.id, detail: { init: slot.init, action: s.declarations[c.id]?.action, ...(slot.catchUp ? { catch_up: true } : {}), ...(action.note ? { note: action.note } : {}) } });
  if (exerts) s = { ...s, pending: [...s.pending, { source: c.id, target: c.id, amount: wounds.action_cost, critical: true, type: 'exertion', exertion: true }] };
  if (action.attack) {
    const r = attack(s, s.combatants[c.id]!, action.attack, ['attack'], 'attack');
    s = r.state;
    events.push(...r.events);
  }
  if (action.heal) {
    const t = getCombatant(s, action.heal.target, ['heal', 'target']);
    const tn = wounds.stabilize_base_tn + highestWound(t);
    if (!isIncapacitated(s, t) || t.dead) fail('target/not-dying', `${t.name} needs no stabilising`, { path: ['heal', 'target'] });
    const ok = action.heal.roll >= tn;
    if (ok) s = withCombatant(s, { ...t, stabilized: true });
    events.push({ type: 'heal', round: s.round, actor: c.id, target: t.id, detail: { roll: action.heal.roll, tn, stabilized: ok }, ...(ok ? { changes: { [`${t.id}.stabilized`]: [t.stabilized, true] } } : {}) });
  }
  if (action.intimidate) {
    const t = getCombatant(s, action.intimidate.target, ['intimidate', 'target']);
    if (!t.monster) fail('target/not-monster', `${t.name} does not check morale`, { path: ['intimidate', 'target'], hint: 'only monsters roll morale' });
    const result = Math.max(action.intimidate.result, t.intimidatedBy ?? -Infinity);
    s = withCombatant(s, { ...t, intimidatedBy: result });
    events.push({ type: 'intimidate', round: s.round, actor: c.id, target: t.id, detail: { result: action.intimidate.result } });
  }
  return { state: s, events };
}

/** A full-defense creature answers an attacker with a riposte (a reaction, off its own slot). */
export function riposte(state: DiState, action: Extract<DiAction, { type: 'riposte' }>): Built {
  if (state.phase !== 'resolve') fail('combat/not-resolving', 'a riposte answers an attack during the round', { path: ['type'] });
  const c = getCombatant(state, action.combatant, ['combatant']);
  const decl = state.declarations[c.id];
  if (!decl || !state.tables.actions[decl.action]?.riposte) {
    fail('combat/no-riposte', `${c.name} did not declare an action that allows a riposte`, { path: ['combatant'], hint: 'declare full_defense' });
  }
  if (c.dead || c.withdrawn) fail('combat/cannot-act', `${c.name} is out of the fight`, { path: ['combatant'] });
  const idx = c.attackedBy.indexOf(String(action.target));
  if (idx < 0) fail('combat/no-riposte', `${c.name} was not attacked by \`${String(action.target)}\` this round`, { path: ['target'] });
  const s = withCombatant(state, { ...c, attackedBy: c.attackedBy.filter((_, i) => i !== idx) });
  return attack(s, s.combatants[c.id]!, action, [], 'riposte');
}

/** The GM skips a creature's slot (it does nothing this time). */
export function skip(state: DiState, combatant: unknown): Built {
  if (state.phase !== 'resolve') fail('combat/not-resolving', 'nothing to skip outside the resolution', { path: ['type'] });
  const c = getCombatant(state, combatant, ['combatant']);
  const slot = currentTick(state).find((x) => x.combatant === c.id);
  if (!slot) fail('combat/not-your-turn', `${c.name} does not act now`, { path: ['combatant'] });
  return { state: markDone(state, [slot]), events: [{ type: 'skip', round: state.round, actor: c.id, detail: { init: slot.init, reason: 'passed' } }] };
}
