// Attacks: test (dice + bonus − the multiple-attack penalty) against evasion, the luck die
// (critical at the weapon's threshold: cannot miss, critical damage; a stray shot at the
// bottom), reactions, then damage = test + weapon damage − the matching reduction.
import { fail, roll, useNext, type EngineEvent, type Roll } from '../../core/index.js';
import { applyDamage } from './damage.js';
import { advantageOf, sizeSteps, testWithAdvantage } from './advantage.js';
import { defenceTest, deflection, find, rollLuck, spendReaction, update } from './rules.js';
import type { AttackSpec, EffectSpec, Item, ReactionSpec, TtCombatant, TtState, Weapon } from './types.js';

type Path = readonly (string | number)[];

export function weaponOf(attacker: TtCombatant, w: AttackSpec['weapon'], path: Path): Weapon {
  if (w && typeof w === 'object') return w;
  const ids = Object.keys(attacker.weapons);
  const id = w ?? ids[0];
  if (!id || !attacker.weapons[id]) {
    fail('card/unknown-weapon', `${attacker.id} has no weapon '${id ?? ''}'`, {
      path: [...path, 'weapon'],
      hint: ids.length ? `weapons: ${ids.join(', ')}` : 'give the combatant `weapons:`',
    });
  }
  return attacker.weapons[id]!;
}

/**
 * What both halves of an attack roll first, in this order: the test (with advantage, less the
 * multiple-attack penalty), the luck die and, for a thrown or fired attack, a stray shot's new target.
 */
function rollTestAndLuck(state: TtState, attackerId: string, spec: AttackSpec, path: Path) {
  const attacker = find(state, attackerId, path);
  let target = find(state, spec.target, [...path, 'target']);
  if (target.dead) fail('target/dead', `${target.id} is dead`, { path: [...path, 'target'] });
  if (target.id === attacker.id)
    fail('target/self', `${attacker.id} cannot attack itself`, { path: [...path, 'target'] });
  const w = weaponOf(attacker, spec.weapon, path);
  const t = state.tables;
  const adv = advantageOf(state, spec, target, w);
  const tr = testWithAdvantage(state, w.test, spec.test, adv.level, 'attack', path);
  let s = tr.state;
  const rolls: Roll[] = [...tr.rolls];
  // The attack's own typed luck die is its luck roll, ahead of the turn's `rolls:`.
  if (spec.luck !== undefined) {
    if (!Number.isInteger(spec.luck) || spec.luck < 1 || spec.luck > t.luck.die)
      fail('dice/out-of-range', `luck ${spec.luck} does not fit a d${t.luck.die}`, {
        path: [...path, 'luck'],
        hint: `type a whole number from 1 to ${t.luck.die}`,
      });
    s = { ...s, dice: useNext(s.dice, spec.luck) };
  }
  const luck = rollLuck(s, 'luck');
  s = luck.state;
  rolls.push(luck.roll);
  const critical = luck.roll.value >= w.threshold;
  // A thrown or fired attack with a bottom luck roll strikes a random adjacent character.
  const adjacent = (spec.adjacent ?? []).filter((id) => !find(s, id, [...path, 'adjacent']).dead);
  let strayFrom: string | undefined;
  if (w.ranged && adjacent.length && luck.roll.value <= t.luck.stray_at_or_below) {
    const [dice, r] = roll(s.dice, adjacent.length, 'stray');
    s = { ...s, dice };
    rolls.push(r);
    strayFrom = target.id;
    target = find(s, adjacent[r.value - 1]!, path);
  }
  const penalty = attacker.attacksThisRound * t.attack.multiple_attack_penalty;
  const test = tr.total + (spec.modifier ?? 0) - penalty;
  return { state: s, attacker, target, w, adv, tr, luck: luck.roll.value, critical, strayFrom, penalty, test, rolls };
}

/** A size difference: a larger attacker treats the target's evasion as higher. */
function evasionAgainst(state: TtState, attacker: TtCombatant, target: TtCombatant): number {
  return target.evasion + target.defenceBonus + sizeSteps(attacker, target) * state.tables.size.evasion_per_step;
}

/**
 * The first half of an attack taken one action at a time: the test (with advantage, the
 * multiple-attack penalty), the luck die and a stray shot's new target, rolled now so the target
 * answers knowing them. The result is the attack with these as typed results, for `resolveAttack`.
 */
export function rollAttack(
  state: TtState,
  attackerId: string,
  spec: AttackSpec,
  path: Path,
): {
  state: TtState;
  spec: AttackSpec;
  test: number;
  evasion: number;
  critical: boolean;
  rolls: Roll[];
  detail: Record<string, unknown>;
} {
  const a = rollTestAndLuck(state, attackerId, spec, path);
  const evasion = evasionAgainst(state, a.attacker, a.target);
  const { adjacent: _a, ...rest } = spec;
  const detail: Record<string, unknown> = {
    ...(a.strayFrom !== undefined ? { strayFrom: a.strayFrom } : {}),
    tests: a.tr.totals,
    base: a.tr.total,
    penalty: a.penalty,
    test: a.test,
    luck: a.luck,
    critical: a.critical,
    evasion,
    ...(a.adv.level ? { advantage: a.adv.level, advantage_sources: a.adv.sources } : {}),
  };
  return {
    state: a.state,
    spec: { ...rest, target: a.target.id, test: a.tr.total, luck: a.luck },
    test: a.test,
    evasion,
    critical: a.critical,
    rolls: a.rolls,
    detail,
  };
}

export function resolveAttack(
  state: TtState,
  attackerId: string,
  spec: AttackSpec,
  path: Path,
): { state: TtState; events: EngineEvent[] } {
  const a = rollTestAndLuck(state, attackerId, spec, path);
  const { attacker, w, critical, test, rolls } = a;
  let target = a.target;
  const t = state.tables;
  let s = update(a.state, attacker.id, { attacksThisRound: attacker.attacksThisRound + 1 });
  const detail: Record<string, unknown> = {
    ...(a.adv.level ? { advantage: a.adv.level, advantage_sources: a.adv.sources, tests: a.tr.totals } : {}),
    base: a.tr.total,
    modifier: spec.modifier ?? 0,
    penalty: a.penalty,
    test,
    luck: a.luck,
    critical,
    weapon: w,
    ...(a.strayFrom !== undefined ? { strayFrom: a.strayFrom } : {}),
  };

  let reaction: ReactionSpec | undefined = spec.reaction;
  let rpath: Path = [...path, 'reaction'];
  let extraReduction = 0;
  let block = false;
  let blockEffects = true;
  let free = false;
  const chain: Record<string, unknown>[] = [];
  while (reaction) {
    if (reaction.kind === 'intercept') {
      const by = find(s, reaction.by, [...rpath, 'by']);
      if (by.id === target.id || by.id === attacker.id)
        fail('target/bad-intercept', `${by.id} cannot intercept here`, { path: [...rpath, 'by'] });
      // "Move and displace an ally, replacing them as a target".
      if (by.team !== target.team)
        fail('target/not-ally', `${by.id} is not an ally of ${target.id}`, {
          path: [...rpath, 'by'],
          hint: 'an ally of the target intercepts',
        });
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
        if (!target.dodge)
          fail('scenario/no-dodge-test', `${target.id} has no dodge test to roll`, {
            path: rpath,
            hint: 'give the combatant `dodge: { dice: [d6, d6] }` or type `result:`',
          });
        const r = defenceTest(s, target, target.dodge, 'dodge');
        s = r.state;
        rolls.push(...r.rolls);
        total = r.total;
      }
      // A dodge meets the attack's test; a critical cannot miss.
      const avoided = !critical && total >= test;
      chain.push({ kind: 'dodge', by: target.id, total, avoided });
      if (avoided) {
        detail.reactions = chain;
        return {
          state: s,
          events: [
            {
              type: 'attack',
              round: s.round,
              actor: attacker.id,
              target: target.id,
              rolls,
              detail: { ...detail, hit: false, missedBy: 'dodge' },
            },
          ],
        };
      }
    } else if (reaction.kind === 'parry') {
      // "Choose a wielded item … If that item has a parry value, add it … If it does not, add 1
      // instead. After you parry, that item receives 1 damage to its durability." Broken items cannot parry.
      const p = parryItem(s, target, reaction.with, rpath);
      extraReduction = reaction.value ?? p.item.parry ?? target.parry ?? t.attack.default_parry;
      const durability = Math.max(0, p.item.durability! - t.items.parry_wear);
      s = withItem(s, target.id, p.key, { ...p.item, durability });
      chain.push({
        kind: 'parry',
        by: target.id,
        value: extraReduction,
        item: p.key,
        durability: [p.item.durability, durability],
      });
    } else {
      if (!target.shield || target.shield.durability! <= 0)
        fail('combat/no-shield', `${target.id} has no unbroken shield to block with`, {
          path: rpath,
          hint: 'items that are broken (durability 0) cannot block',
        });
      block = true;
      blockEffects = reaction.item_effects !== false;
      chain.push({ kind: 'block', by: target.id });
    }
    break;
  }
  if (chain.length) detail.reactions = chain;

  // A size difference: a larger attacker treats the target's evasion as higher and its deflection as lower.
  const steps = sizeSteps(attacker, target);
  const evasion = evasionAgainst(s, attacker, target);
  const hit = critical || test >= evasion;
  Object.assign(detail, { evasion, hit, ...(steps ? { size_steps: steps } : {}) });
  if (!hit)
    return {
      state: s,
      events: [
        {
          type: 'attack',
          round: s.round,
          actor: attacker.id,
          target: target.id,
          rolls,
          detail: { ...detail, missedBy: 'evasion' },
        },
      ],
    };

  const category = t.damage.types[w.type] ?? 'typeless';
  const raw = test + (critical ? w.critical : w.damage);
  const events: EngineEvent[] = [];
  let dealt: number;
  if (block) {
    // The shield is hit instead: its block value replaces the reduction, the rest wears its durability.
    const sh = find(s, target.id, path).shield!;
    const toItem = Math.max(t.attack.minimum_damage, raw - sh.block);
    const durability = Math.max(0, sh.durability! - toItem);
    dealt = Math.max(0, toItem - sh.durability!);
    // "If possible, any effects that apply from being hit are dealt to the item instead. Otherwise,
    // they cause no effect" — unless damage goes through: "still dealt to you as normal".
    const names = (spec.effects ?? []).map((e) => e.name);
    const toShield = dealt === 0 && blockEffects && names.length ? { effects: [...(sh.effects ?? []), ...names] } : {};
    s = update(s, target.id, { shield: { ...sh, durability, ...toShield } });
    detail.block = {
      raw,
      block: sh.block,
      toItem,
      durability: [sh.durability, durability],
      through: dealt,
      ...(names.length && dealt === 0 ? { effects: blockEffects ? 'to the shield' : 'none' } : {}),
    };
  } else {
    // A parry adds "to your physical defense": nothing against elemental damage (the item still wears).
    const reduction = deflection(s, target, category, category === 'physical' ? extraReduction : 0, steps);
    dealt = Math.max(t.attack.minimum_damage, raw - reduction);
    detail.damage = { raw, category, reduction, dealt };
  }
  events.push({ type: 'attack', round: s.round, actor: attacker.id, target: target.id, rolls, detail });
  if (dealt > 0) {
    const d = applyDamage(
      s,
      target.id,
      dealt,
      {
        nonlethal: spec.nonlethal ?? w.nonlethal,
        fortify: spec.fortify,
        ...(spec.death_luck !== undefined ? { death_luck: spec.death_luck } : {}),
      },
      path,
      attacker.id,
    );
    s = d.state;
    events.push(...d.events);
  }
  if (spec.effects?.length && (!block || dealt > 0)) {
    const e = applyEffects(s, target.id, spec.effects, [...path, 'effects'], attacker.id);
    s = e.state;
    events.push(...e.events);
  }
  return { state: s, events };
}

/** The item a parry uses: `with` (a weapon id or `shield`), else the first weapon, else the shield. */
function parryItem(state: TtState, c: TtCombatant, key: string | undefined, path: Path): { key: string; item: Item } {
  const weapons = Object.keys(c.weapons);
  const k = key ?? weapons[0] ?? (c.shield ? 'shield' : undefined);
  const item = k === 'shield' ? c.shield : k !== undefined ? c.weapons[k] : undefined;
  if (k === undefined || !item) {
    fail(
      'combat/no-parry-item',
      k === undefined ? `${c.id} wields nothing to parry with` : `${c.id} has no item '${k}'`,
      {
        path: [...path, 'with'],
        hint: `items: ${[...weapons, ...(c.shield ? ['shield'] : [])].join(', ') || 'none — give it `weapons:` or a `shield:`'}`,
      },
    );
  }
  if (item.durability! <= 0)
    fail('combat/item-broken', `${c.id}'s ${k} is broken (durability 0): it cannot parry`, {
      path: [...path, 'with'],
      hint: 'parry with another item, or dodge',
    });
  return { key: k, item };
}

function withItem(state: TtState, id: string, key: string, item: Item): TtState {
  const c = find(state, id, []);
  return key === 'shield'
    ? update(state, id, { shield: { ...c.shield!, ...item } })
    : update(state, id, { weapons: { ...c.weapons, [key]: { ...c.weapons[key]!, ...item } } });
}

/**
 * A hit's effects on the character: each lands unless prevented — Fortify "to attempt to prevent a
 * physical effect by making a test", Resist "to attempt to prevent a mental effect by making a test",
 * each a reaction (stamina or focus from the reactions table). The difficulty is the GM's.
 */
export function applyEffects(
  state: TtState,
  targetId: string,
  effects: readonly EffectSpec[],
  path: Path,
  actor?: string,
): { state: TtState; events: EngineEvent[] } {
  let s = state;
  const events: EngineEvent[] = [];
  for (const [i, e] of effects.entries()) {
    const p = [...path, i];
    const c = find(s, targetId, p);
    if (c.dead) break;
    const rolls: Roll[] = [];
    const detail: Record<string, unknown> = { effect: e.name, kind: e.kind };
    let prevented = false;
    if (e.prevent !== undefined) {
      const kind = e.kind === 'mental' ? 'resist' : 'fortify';
      if (e.difficulty === undefined)
        fail('scenario/missing-field', `preventing ${e.name} needs the test's difficulty`, {
          path: [...p, 'difficulty'],
          hint: 'add `difficulty: <number>` (the GM sets it)',
        });
      s = spendReaction(s, c, kind, [...p, 'prevent']);
      let total: number;
      if (e.prevent === 'roll') {
        const test = kind === 'resist' ? c.resist : c.fortify;
        if (!test)
          fail(`scenario/no-${kind}-test`, `${c.id} has no ${kind} test to roll`, {
            path: [...p, 'prevent'],
            hint: `give the combatant \`${kind}: { dice: [d6, d4], bonus: 1 }\` or type the total`,
          });
        const r = defenceTest(s, c, test, kind);
        s = r.state;
        rolls.push(...r.rolls);
        total = r.total;
      } else total = e.prevent;
      prevented = total >= e.difficulty;
      Object.assign(detail, { reaction: kind, total, difficulty: e.difficulty });
    }
    detail.prevented = prevented;
    const now = find(s, targetId, p);
    if (!prevented) s = update(s, targetId, { effects: [...now.effects, e.name] });
    events.push({
      type: 'effect',
      round: s.round,
      ...(actor ? { actor } : {}),
      target: targetId,
      rolls,
      detail,
      ...(!prevented ? { changes: { [`${targetId}.effects`]: [now.effects, [...now.effects, e.name]] } } : {}),
    });
  }
  return { state: s, events };
}
