// Combat gear degradation (seed 001): "After a fight, make a durability roll for all weapons and
// armour which were used at least once … Damaged weapons and shields are destroyed if they are used
// to attack and a 1 is rolled on the damage die. Damaged shields and armour are destroyed by attacks
// inflicting at least 8 damage before armour reduction (shields are destroyed first)." The seed names
// no durability die: `gear:` in system.yaml (a d6, damaged on a 1) is our reading.
import { enqueue, fail, type EngineEvent, type Roll } from '../../core/index.js';
import { damageDie } from './damage.js';
import { rollDie, update } from './rules.js';
import type { FtCombatant, FtState, GearItem } from './types.js';

type Changes = Record<string, [unknown, unknown]>;

/** Armour against a hit: armour and shield unless destroyed, plus cover. */
export function armourOf(state: FtState, c: FtCombatant, cover: boolean): number {
  return (c.gear.armour === 'destroyed' ? 0 : c.armour) + (c.gear.shield === 'destroyed' || c.gear.shield === 'none' ? 0 : c.shield) + (cover ? state.tables.attack.cover_armour_bonus : 0);
}

const use = (c: FtCombatant, items: GearItem[]): Partial<FtCombatant> => {
  const add = items.filter((i) => c.gear[i] !== 'none' && !c.used.includes(i));
  return add.length ? { used: [...c.used, ...add] } : {};
};

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
  if (armed && !rolled && a.gear[item] === 'damaged' && roll.value === g.weapon_breaks_on) {
    s = update(s, a.id, { gear: { ...a.gear, [item]: 'destroyed' } });
    changes[`${a.id}.gear.${item}`] = ['damaged', 'destroyed'];
    detail[item === 'shield' ? 'shieldBroken' : 'weaponBroken'] = true;
  }
  const t = s.combatants.find((c) => c.id === target.id)!;
  const armour = armourOf(s, t, cover);
  const dealt = Math.max(s.tables.attack.minimum_damage, roll.value - armour);
  let patch: Partial<FtCombatant> = use(t, ['armour', 'shield']);
  if (roll.value >= g.destroy_damage) {
    const item: GearItem | undefined = t.gear.shield === 'damaged' ? 'shield' : t.gear.armour === 'damaged' ? 'armour' : undefined;
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
export function gearCheck(state: FtState, typed: readonly number[] | undefined): { state: FtState; events: EngineEvent[] } {
  if (!state.ended) fail('combat/fight-not-over', 'gear is checked after the fight', { path: ['type'], hint: 'end the fight first (`end_fight: true`)' });
  const g = state.tables.gear;
  let s: FtState = typed?.length ? { ...state, dice: enqueue(state.dice, typed) } : state;
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
      results.push({ combatant: c.id, item, roll: r.roll.value, damaged, ...(was === 'damaged' ? { already: true } : {}) });
      if (damaged && was === 'sound') {
        const now = s.combatants.find((x) => x.id === c.id)!;
        s = update(s, c.id, { gear: { ...now.gear, [item]: 'damaged' } });
        changes[`${c.id}.gear.${item}`] = ['sound', 'damaged'];
      }
    }
  }
  return { state: s, events: [{ type: 'gear-check', round: s.round, rolls, changes, detail: { results } }] };
}
