// A creature resolving its declared action at its initiative: attacks, Heal checks to
// stabilise, intimidation, or anything else the GM narrates.
import { roll, type Roll } from '../../core/dice.js';
import { fail } from '../../core/errors.js';
import type { EngineEvent } from '../../core/types.js';
import { highestWound, isDying, isIncapacitated } from './damage.js';
import { rollDamage } from './dice-expression.js';
import { currentTick, markDone } from './ticks.js';
import type { AttackSpec, Combatant, Deed, DiAction, DiState, Injury, PendingHit } from './types.js';
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

/** The deeds of an `act`: its list, or the single deed its own fields describe. */
function deedsOf(action: ActAction): readonly Deed[] {
  if (action.deeds) return action.deeds;
  const { attack, heal, intimidate, note } = action;
  const effects = attack || heal || intimidate;
  // `crawl: true` alone is a turn of crawling; with an effect it is a crawl and that action.
  if (action.crawl && !effects) return [{ move: true, ...(note ? { note } : {}) }];
  const main: Deed = { ...(attack ? { attack } : {}), ...(heal ? { heal } : {}), ...(intimidate ? { intimidate } : {}), ...(note ? { note } : {}) };
  return action.crawl ? [{ move: true }, main] : [main];
}

/**
 * What one turn may hold: a dying creature (not stabilised) one deed of any kind, moving included
 * ("cannot both move and take an action"); any other creature one Standard and one Free action,
 * moving besides (a stabilised one too: its actions beyond the first a round cost WP, see `act`).
 */
function checkTurn(state: DiState, c: Combatant, deeds: readonly Deed[]): void {
  const { wounds, turn } = state.tables;
  if (isDying(state, c) && !c.stabilized) {
    if (deeds.length > wounds.dying_actions_per_turn) {
      fail('combat/dying-one-action', `${c.name} is dying: ${wounds.dying_actions_per_turn} action of any kind on its turn, moving included (${deeds.length} given)`, {
        path: ['deeds'],
        hint: 'keep one deed: a move, an attack, or anything else',
      });
    }
    return;
  }
  const standard = deeds.filter((d) => !d.move && !d.free).length;
  const free = deeds.filter((d) => !d.move && d.free).length;
  if (standard > turn.standard_actions || free > turn.free_actions) {
    fail('combat/too-many-actions', `${c.name} takes ${standard} standard and ${free} free action${free === 1 ? '' : 's'}; a turn holds ${turn.standard_actions} standard and ${turn.free_actions} free`, {
      path: ['deeds'],
      hint: 'mark the second deed `free: true`, or move it to another turn',
    });
  }
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
  const deeds = deedsOf(action);
  if (!deeds.length) fail('combat/no-deeds', 'a turn with an empty `deeds:` list', { path: ['deeds'], hint: 'give at least one deed, or `skip` the slot' });
  checkTurn(state, c, deeds);
  let s = markDone(state, [slot]);
  const events: EngineEvent[] = [];
  const { wounds } = s.tables;
  events.push({ type: 'act', round: s.round, actor: c.id, detail: { init: slot.init, action: s.declarations[c.id]?.action, ...(deeds.length > 1 ? { deeds: deeds.length } : {}), ...(slot.catchUp ? { catch_up: true } : {}), ...(action.note ? { note: action.note } : {}) } });
  deeds.forEach((deed, i) => {
    const path = action.deeds ? ['deeds', i] : [];
    const me = s.combatants[c.id]!;
    if (deed.move) {
      if (action.deeds) events.push({ type: 'deed', round: s.round, actor: c.id, detail: { move: true, ...(deed.note ? { note: deed.note } : {}) } });
      return; // moving (crawling) is not an action and costs no WP
    }
    const actions = me.actionsThisRound + 1;
    // An incapacitated creature pays 1 WP for anything beyond crawling; a stabilised one only beyond its free actions a round.
    const exerts = isIncapacitated(s, me) && !(me.stabilized && actions <= wounds.stabilized_free_actions);
    s = withCombatant(s, { ...me, actionsThisRound: actions });
    if (action.deeds) events.push({ type: 'deed', round: s.round, actor: c.id, detail: { action: actions, ...(deed.free ? { free: true } : {}), ...(exerts ? { costs_wp: wounds.action_cost } : {}), ...(deed.note ? { note: deed.note } : {}) } });
    if (exerts) s = { ...s, pending: [...s.pending, { source: c.id, target: c.id, amount: wounds.action_cost, critical: true, type: 'exertion', exertion: true }] };
    const r = doDeed(s, c.id, deed, path);
    s = r.state;
    events.push(...r.events);
  });
  return { state: s, events };
}

/** A deed's effects: an attack, a stabilising Heal check, an intimidation. */
function doDeed(state: DiState, actor: string, deed: Deed, path: readonly (string | number)[]): Built {
  let s = state;
  const events: EngineEvent[] = [];
  if (deed.attack) {
    const r = attack(s, s.combatants[actor]!, deed.attack, [...path, 'attack'], 'attack');
    s = r.state;
    events.push(...r.events);
  }
  if (deed.heal) {
    const { wounds } = s.tables;
    const t = getCombatant(s, deed.heal.target, [...path, 'heal', 'target']);
    const tn = wounds.stabilize_base_tn + highestWound(t);
    if (!isIncapacitated(s, t) || t.dead) fail('target/not-dying', `${t.name} needs no stabilising`, { path: [...path, 'heal', 'target'] });
    const ok = deed.heal.roll >= tn;
    if (ok) s = withCombatant(s, { ...t, stabilized: true });
    events.push({ type: 'heal', round: s.round, actor, target: t.id, detail: { roll: deed.heal.roll, tn, stabilized: ok }, ...(ok ? { changes: { [`${t.id}.stabilized`]: [t.stabilized, true] } } : {}) });
  }
  if (deed.intimidate) {
    const t = getCombatant(s, deed.intimidate.target, [...path, 'intimidate', 'target']);
    if (!t.monster) fail('target/not-monster', `${t.name} does not check morale`, { path: [...path, 'intimidate', 'target'], hint: 'only monsters roll morale' });
    const result = Math.max(deed.intimidate.result, t.intimidatedBy ?? -Infinity);
    s = withCombatant(s, { ...t, intimidatedBy: result });
    events.push({ type: 'intimidate', round: s.round, actor, target: t.id, detail: { result: deed.intimidate.result } });
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
