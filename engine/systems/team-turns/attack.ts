// Attacks: test (dice + bonus − the multiple-attack penalty) against evasion, the luck die
// (critical at the weapon's threshold: cannot miss, critical damage; a stray shot at the
// bottom), reactions, then damage = test + weapon damage − the matching reduction.
import { fail, roll, useNext, type EngineEvent, type Roll } from '../../core/index.js';
import { applyDamage } from './damage.js';
import { advantageOf, sizeSteps, testWithAdvantage } from './advantage.js';
import { find, ordinaryTest, rollLuck, spendReaction, update } from './rules.js';
import type { AttackSpec, ReactionSpec, TtCombatant, TtState, Weapon } from './types.js';

type Path = readonly (string | number)[];

export function weaponOf(attacker: TtCombatant, w: AttackSpec['weapon'], path: Path): Weapon {
  if (w && typeof w === 'object') return w;
  const ids = Object.keys(attacker.weapons);
  const id = w ?? ids[0];
  if (!id || !attacker.weapons[id]) {
    fail('card/unknown-weapon', `${attacker.id} has no weapon '${id ?? ''}'`, { path: [...path, 'weapon'], hint: ids.length ? `weapons: ${ids.join(', ')}` : 'give the combatant `weapons:`' });
  }
  return attacker.weapons[id]!;
}

export function resolveAttack(state: TtState, attackerId: string, spec: AttackSpec, path: Path): { state: TtState; events: EngineEvent[] } {
  const attacker = find(state, attackerId, path);
  let target = find(state, spec.target, [...path, 'target']);
  if (target.dead) fail('target/dead', `${target.id} is dead`, { path: [...path, 'target'] });
  if (target.id === attacker.id) fail('target/self', `${attacker.id} cannot attack itself`, { path: [...path, 'target'] });
  const w = weaponOf(attacker, spec.weapon, path);
  const t = state.tables;
  let s = state;
  const rolls: Roll[] = [];
  const detail: Record<string, unknown> = {};

  const adv = advantageOf(s, spec, target, w);
  const tr = testWithAdvantage(s, w.test, spec.test, adv.level, 'attack', path);
  s = tr.state;
  rolls.push(...tr.rolls);
  const base = tr.total;
  if (adv.level) Object.assign(detail, { advantage: adv.level, advantage_sources: adv.sources, tests: tr.totals });
  const penalty = attacker.attacksThisRound * t.attack.multiple_attack_penalty;
  const test = base + (spec.modifier ?? 0) - penalty;
  s = update(s, attacker.id, { attacksThisRound: attacker.attacksThisRound + 1 });
  // The attack's own typed luck die is its luck roll, ahead of the turn's `rolls:`.
  if (spec.luck !== undefined) s = { ...s, dice: useNext(s.dice, spec.luck) };
  const luck = rollLuck(s, 'luck');
  s = luck.state;
  rolls.push(luck.roll);
  const critical = luck.roll.value >= w.threshold;
  Object.assign(detail, { base, modifier: spec.modifier ?? 0, penalty, test, luck: luck.roll.value, critical, weapon: w });

  // A thrown or fired attack with a bottom luck roll strikes a random adjacent character.
  const adjacent = (spec.adjacent ?? []).filter((id) => !find(s, id, [...path, 'adjacent']).dead);
  if (w.ranged && adjacent.length && luck.roll.value <= t.luck.stray_at_or_below) {
    const [dice, r] = roll(s.dice, adjacent.length, 'stray');
    s = { ...s, dice };
    rolls.push(r);
    detail.strayFrom = target.id;
    target = find(s, adjacent[r.value - 1]!, path);
  }

  let reaction: ReactionSpec | undefined = spec.reaction;
  let rpath: Path = [...path, 'reaction'];
  let extraReduction = 0;
  let block = false;
  let free = false;
  const chain: Record<string, unknown>[] = [];
  while (reaction) {
    if (reaction.kind === 'intercept') {
      const by = find(s, reaction.by, [...rpath, 'by']);
      if (by.id === target.id || by.id === attacker.id) fail('target/bad-intercept', `${by.id} cannot intercept here`, { path: [...rpath, 'by'] });
      s = spendReaction(s, by, 'intercept', rpath);
      chain.push({ kind: 'intercept', by: by.id, protects: target.id });
      target = find(s, by.id, rpath);
      reaction = reaction.then;
      rpath = [...rpath, 'then'];
      free = true; // the interceptor's defensive action after it is a free reaction
      continue;
    }
    s = spendReaction(s, target, reaction.kind, rpath, free);
    if (reaction.kind === 'dodge') {
      let total: number;
      if (reaction.result !== undefined) total = reaction.result;
      else {
        if (!target.dodge) fail('scenario/no-dodge-test', `${target.id} has no dodge test to roll`, { path: rpath, hint: 'give the combatant `dodge: { dice: [d6, d6] }` or type `result:`' });
        const r = ordinaryTest(s, target.dodge, 'dodge');
        s = r.state;
        rolls.push(...r.rolls);
        total = r.total;
      }
      // A dodge meets the attack's test; a critical cannot miss.
      const avoided = !critical && total >= test;
      chain.push({ kind: 'dodge', by: target.id, total, avoided });
      if (avoided) {
        detail.reactions = chain;
        return { state: s, events: [{ type: 'attack', round: s.round, actor: attacker.id, target: target.id, rolls, detail: { ...detail, hit: false, missedBy: 'dodge' } }] };
      }
    } else if (reaction.kind === 'parry') {
      extraReduction = reaction.value ?? target.parry ?? t.attack.default_parry;
      chain.push({ kind: 'parry', by: target.id, value: extraReduction });
    } else {
      if (!target.shield || target.shield.durability <= 0) fail('combat/no-shield', `${target.id} has no unbroken shield to block with`, { path: rpath });
      block = true;
      chain.push({ kind: 'block', by: target.id });
    }
    break;
  }
  if (chain.length) detail.reactions = chain;

  // A size difference: a larger attacker treats the target's evasion as higher and its deflection as lower.
  const steps = sizeSteps(attacker, target);
  const evasion = target.evasion + target.defenceBonus + steps * t.size.evasion_per_step;
  const hit = critical || test >= evasion;
  Object.assign(detail, { evasion, hit, ...(steps ? { size_steps: steps } : {}) });
  if (!hit) return { state: s, events: [{ type: 'attack', round: s.round, actor: attacker.id, target: target.id, rolls, detail: { ...detail, missedBy: 'evasion' } }] };

  const category = t.damage.types[w.type] ?? 'typeless';
  const raw = test + (critical ? w.critical : w.damage);
  const events: EngineEvent[] = [];
  let dealt: number;
  if (block) {
    // The shield is hit instead: its block value replaces the reduction, the rest wears its durability.
    const sh = target.shield!;
    const toItem = Math.max(t.attack.minimum_damage, raw - sh.block);
    const durability = Math.max(0, sh.durability - toItem);
    s = update(s, target.id, { shield: { ...sh, durability } });
    dealt = Math.max(0, toItem - sh.durability);
    detail.block = { raw, block: sh.block, toItem, durability: [sh.durability, durability], through: dealt };
  } else {
    const reduction = category === 'typeless' ? 0 : Math.max(0, (target.reduction[category] ?? 0) + extraReduction - steps * t.size.deflection_per_step);
    dealt = Math.max(t.attack.minimum_damage, raw - reduction);
    detail.damage = { raw, category, reduction, dealt };
  }
  events.push({ type: 'attack', round: s.round, actor: attacker.id, target: target.id, rolls, detail });
  if (dealt > 0) {
    const d = applyDamage(s, target.id, dealt, { nonlethal: spec.nonlethal ?? w.nonlethal, fortify: spec.fortify }, path, attacker.id);
    s = d.state;
    events.push(...d.events);
  }
  return { state: s, events };
}
