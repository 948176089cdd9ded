// Combat gear degradation (seed 001): "After a fight, make a durability roll for all weapons and
// armour which were used at least once … Damaged weapons and shields are destroyed if they are used
// to attack and a 1 is rolled on the damage die. Damaged shields and armour are destroyed by attacks
// inflicting at least 8 damage before armour reduction (shields are destroyed first)." The seed names
// no durability die: `gear:` in system.yaml (a d6, damaged on a 1) is our reading.
import { fail, useFirst, type EngineEvent, type Roll } from '../../core/index.js';
import { damageDie } from './damage.js';
import { rollDie, update } from './rules.js';
import type { CarriedWeapon, FtCombatant, FtState, GearItem, TurnStep } from './types.js';

type Changes = Record<string, [unknown, unknown]>;

/** Armour against a hit: armour and shield unless destroyed, plus cover. */
export function armourOf(state: FtState, c: FtCombatant, cover: boolean): number {
  return (
    (c.gear.armour === 'destroyed' ? 0 : c.armour) +
    (c.gear.shield === 'destroyed' || c.gear.shield === 'none' ? 0 : c.shield) +
    (cover ? state.tables.attack.cover_armour_bonus : 0)
  );
}

const use = (c: FtCombatant, items: GearItem[]): Partial<FtCombatant> => {
  const add = items.filter((i) => c.gear[i] !== 'none' && !c.used.includes(i));
  return add.length ? { used: [...c.used, ...add] } : {};
};

/**
 * "Damaged weapons and shields are destroyed if they are used to attack and a 1 is rolled on the
 * damage die": the attacker's `item` (damaged) breaks when the attack's damage roll shows the
 * table's break face; said in `changes` and as `weaponBroken`/`shieldBroken` in `detail`.
 */
export function breakOnRoll(
  state: FtState,
  id: string,
  item: GearItem,
  roll: number,
  changes: Changes,
  detail: Record<string, unknown>,
): FtState {
  const a = state.combatants.find((c) => c.id === id)!;
  if (a.gear[item] !== 'damaged' || roll !== state.tables.gear.weapon_breaks_on) return state;
  changes[`${id}.gear.${item}`] = ['damaged', 'destroyed'];
  detail[item === 'shield' ? 'shieldBroken' : 'weaponBroken'] = true;
  return update(state, id, { gear: { ...a.gear, [item]: 'destroyed' } });
}

/**
 * One blow: the damage die (or a roll already made, for a blast), the wear it causes — a damaged
 * weapon breaking on its break face, a damaged shield (first) or armour destroyed by a heavy blow —
 * and the damage after armour. The item a blow destroys still protects against that blow.
 */
export function strike(
  state: FtState,
  attacker: FtCombatant,
  target: FtCombatant,
  spec: { damage?: number; unarmed?: boolean; impaired?: boolean; with?: 'shield' },
  cover: boolean,
  changes: Changes,
  purpose: string,
  rolled?: Roll,
): { state: FtState; roll: Roll; fresh: boolean; dealt: number; detail: Record<string, unknown> } {
  const g = state.tables.gear;
  let s = state;
  let roll = rolled;
  if (!roll) {
    const r = rollDie(s, damageDie(s, attacker, spec), purpose);
    s = r.state;
    roll = r.roll;
  }
  const detail: Record<string, unknown> = { roll: roll.value };
  // "Damaged weapons and shields are destroyed if they are used to attack and a 1 is rolled on the damage die."
  const item: GearItem = spec.with === 'shield' ? 'shield' : 'weapon';
  const armed = !spec.unarmed && attacker.gear[item] !== 'none' && attacker.gear[item] !== 'destroyed';
  const a = s.combatants.find((c) => c.id === attacker.id)!;
  s = update(s, a.id, use(a, armed ? [item] : []));
  // A blast's blows share one roll, which checked the break once when it was rolled (breakOnRoll).
  if (armed && !rolled) s = breakOnRoll(s, a.id, item, roll.value, changes, detail);
  const t = s.combatants.find((c) => c.id === target.id)!;
  const armour = armourOf(s, t, cover);
  const dealt = Math.max(s.tables.attack.minimum_damage, roll.value - armour);
  let patch: Partial<FtCombatant> = use(t, ['armour', 'shield']);
  if (roll.value >= g.destroy_damage) {
    const item: GearItem | undefined =
      t.gear.shield === 'damaged' ? 'shield' : t.gear.armour === 'damaged' ? 'armour' : undefined;
    if (item) {
      patch = { ...patch, gear: { ...t.gear, [item]: 'destroyed' } };
      changes[`${t.id}.gear.${item}`] = ['damaged', 'destroyed'];
      detail.destroyed = item;
    }
  }
  s = update(s, t.id, patch);
  return { state: s, roll, fresh: !rolled, dealt, detail: { ...detail, armour, dealt } };
}

/** After the fight: every used weapon, armour and shield rolls for durability; low rolls damage it. */
export function gearCheck(
  state: FtState,
  typed: readonly number[] | undefined,
): { state: FtState; events: EngineEvent[] } {
  if (!state.ended)
    fail('combat/fight-not-over', 'gear is checked after the fight', {
      path: ['type'],
      hint: 'end the fight first (`end_fight: true`)',
    });
  if (state.gearChecked)
    fail('combat/gear-checked', 'the durability rolls of this fight were already made', {
      path: ['type'],
      hint: 'one gear check after a fight',
    });
  const g = state.tables.gear;
  let s: FtState = typed?.length ? { ...state, dice: useFirst(state.dice, typed) } : state;
  const rolls: Roll[] = [];
  const changes: Changes = {};
  const results: Record<string, unknown>[] = [];
  for (const c of state.combatants) {
    for (const item of ['weapon', 'armour', 'shield'] as const) {
      // "All weapons and armour which were used at least once": damaged gear rolls too. A damaged
      // item failing again stays damaged (only the two destruction rules destroy gear).
      if (!c.used.includes(item) || (c.gear[item] !== 'sound' && c.gear[item] !== 'damaged')) continue;
      const r = rollDie(s, g.durability_die, `durability ${c.id} ${item}`);
      s = r.state;
      rolls.push(r.roll);
      const damaged = r.roll.value <= g.damaged_at_or_below;
      const was = c.gear[item];
      results.push({
        combatant: c.id,
        item,
        roll: r.roll.value,
        damaged,
        ...(was === 'damaged' ? { already: true } : {}),
      });
      if (damaged && was === 'sound') {
        const now = s.combatants.find((x) => x.id === c.id)!;
        s = update(s, c.id, { gear: { ...now.gear, [item]: 'damaged' } });
        changes[`${c.id}.gear.${item}`] = ['sound', 'damaged'];
      }
    }
  }
  // Weapons out of hand that were used this fight roll too, each with its own wear.
  for (const c of state.combatants) {
    for (const where of ['carried', 'dropped'] as const) {
      for (const [id, w] of Object.entries(c[where])) {
        if (!w.used || (w.gear !== 'sound' && w.gear !== 'damaged')) continue;
        const r = rollDie(s, g.durability_die, `durability ${c.id} ${id}`);
        s = r.state;
        rolls.push(r.roll);
        const damaged = r.roll.value <= g.damaged_at_or_below;
        results.push({
          combatant: c.id,
          item: id,
          roll: r.roll.value,
          damaged,
          ...(w.gear === 'damaged' ? { already: true } : {}),
        });
        if (damaged && w.gear === 'sound') {
          const now = s.combatants.find((x) => x.id === c.id)!;
          s = update(s, c.id, { [where]: { ...now[where], [id]: { ...w, gear: 'damaged' } } });
          changes[`${c.id}.${where}.${id}.gear`] = ['sound', 'damaged'];
        }
      }
    }
  }
  return {
    state: { ...s, gearChecked: true },
    events: [{ type: 'gear-check', round: s.round, rolls, changes, detail: { results } }],
  };
}

type ArmsStep = Extract<TurnStep, { kind: 'equip' | 'unequip' | 'drop' | 'pick-up' }>;

/** Bonus actions a weapon step takes: "Swapping two items is two bonus actions"; the rest one. */
export function bonusCost(c: FtCombatant, st: TurnStep): number {
  if (st.kind === 'bonus' || st.kind === 'unequip' || st.kind === 'drop' || st.kind === 'pick-up') return 1;
  if (st.kind === 'equip') return c.wielding ? 2 : 1;
  return 0;
}

/** The weapon in hand as a carried entry (its die, range, wear, whether it was used). */
function inHand(c: FtCombatant): CarriedWeapon {
  return { damage: c.damage, range: c.range, gear: c.gear.weapon, used: c.used.includes('weapon') };
}

/** Take a weapon into the empty hand. */
function wield(state: FtState, c: FtCombatant, id: string, w: CarriedWeapon): FtState {
  return update(state, c.id, {
    wielding: id,
    damage: w.damage,
    range: w.range,
    gear: { ...c.gear, weapon: w.gear },
    used: w.used ? [...new Set([...c.used, 'weapon' as const])] : c.used.filter((x) => x !== 'weapon'),
  });
}

/** The name a combatant's weapon without a `weapons:` list goes by once it is out of hand. */
export const UNNAMED_WEAPON = 'weapon';

/**
 * Empty the hand: the weapon goes to `where` (carried or dropped); the character is unarmed. A
 * combatant given only a `damage:` die holds an unnamed weapon: a disarm drops it all the same
 * ("must pass a STR save or drop a weapon"), as `weapon`, to be picked up again.
 */
export function emptyHand(state: FtState, c: FtCombatant, where: 'carried' | 'dropped'): FtState {
  const held = c.wielding ?? (c.gear.weapon === 'sound' || c.gear.weapon === 'damaged' ? UNNAMED_WEAPON : null);
  if (!held) return state;
  return update(state, c.id, {
    wielding: null,
    [where]: { ...c[where], [held]: inHand(c) },
    damage: state.tables.attack.unarmed_die,
    range: 0,
    gear: { ...c.gear, weapon: 'none' },
    used: c.used.filter((x) => x !== 'weapon'),
  });
}

/**
 * "Pick up or put down something. Equip or unequip an item. Swapping two items is two bonus actions."
 * Weapons listed on a combatant can be swapped, put away, dropped and picked up; each weapon keeps its
 * own wear and use for the after-fight roll.
 */
export function arms(state: FtState, actorId: string, st: ArmsStep): { state: FtState; events: EngineEvent[] } {
  const path = [st.kind === 'pick-up' ? 'pick_up' : st.kind];
  const c = state.combatants.find((x) => x.id === actorId)!;
  let s = state;
  if (st.kind === 'equip') {
    const w = c.carried[st.weapon];
    if (!w)
      fail('combat/not-carried', `${c.id} carries no weapon '${st.weapon}'`, {
        path,
        hint: `carried: ${Object.keys(c.carried).join(', ') || 'none'}`,
      });
    s = emptyHand(s, c, 'carried');
    const now = s.combatants.find((x) => x.id === actorId)!;
    const { [st.weapon]: _taken, ...rest } = now.carried;
    s = wield(update(s, c.id, { carried: rest }), { ...now, carried: rest }, st.weapon, w);
  } else if (st.kind === 'unequip' || st.kind === 'drop') {
    if (!c.wielding) fail('combat/empty-handed', `${c.id} holds no weapon`, { path });
    s = emptyHand(s, c, st.kind === 'drop' ? 'dropped' : 'carried');
  } else {
    if (c.wielding)
      fail('combat/hands-full', `${c.id} holds ${c.wielding}`, {
        path,
        hint: 'put it away (`unequip`) or drop it first',
      });
    const own = c.dropped[st.weapon];
    const w = own ?? (st.stats ? { ...st.stats, gear: 'sound' as const, used: false } : undefined);
    if (!w)
      fail('combat/nothing-there', `no weapon '${st.weapon}' of ${c.id}'s lies here`, {
        path,
        hint: `dropped: ${Object.keys(c.dropped).join(', ') || 'none'}; or give the weapon's damage: { weapon, damage, range }`,
      });
    const { [st.weapon]: _gone, ...rest } = c.dropped;
    s = wield(update(s, c.id, { dropped: rest }), { ...c, dropped: rest }, st.weapon, w);
  }
  const after = s.combatants.find((x) => x.id === actorId)!;
  return {
    state: s,
    events: [
      {
        type: 'weapon',
        round: s.round,
        actor: actorId,
        detail: {
          step: st.kind,
          ...(st.kind === 'equip' || st.kind === 'pick-up' ? { weapon: st.weapon } : {}),
          wielding: after.wielding,
          bonusActions: bonusCost(c, st),
        },
        changes: { [`${actorId}.wielding`]: [c.wielding, after.wielding] },
      },
    ],
  };
}
