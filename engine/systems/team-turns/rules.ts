// Shared team-turns rules: lookups, tests and luck rolls, who may take a turn, reactions.
import { fail, roll, type Roll } from '../../core/index.js';
import type { TestSpec, TtCombatant, TtState } from './types.js';

type Path = readonly (string | number)[];

export function find(state: TtState, id: string, path: Path): TtCombatant {
  const c = state.combatants.find((x) => x.id === id);
  if (!c)
    fail('target/unknown', `no combatant '${id}'`, {
      path,
      hint: `combatants: ${state.combatants.map((x) => x.id).join(', ')}`,
    });
  return c;
}

export function update(state: TtState, id: string, patch: Partial<TtCombatant>): TtState {
  return { ...state, combatants: state.combatants.map((c) => (c.id === id ? { ...c, ...patch } : c)) };
}

export const able = (c: TtCombatant): boolean => !c.dead && !c.unconscious;

/** Roll a test's dice and add its bonus. */
export function rollTest(
  state: TtState,
  spec: TestSpec,
  purpose: string,
): { state: TtState; total: number; rolls: Roll[] } {
  let dice = state.dice;
  const rolls: Roll[] = [];
  for (const sides of spec.dice) {
    const [d, r] = roll(dice, sides, purpose);
    dice = d;
    rolls.push(r);
  }
  return { state: { ...state, dice }, total: rolls.reduce((n, r) => n + r.value, spec.bonus), rolls };
}

/**
 * An ordinary test (not an attack): its dice and bonus, then the luck die — "+4 when the luck die
 * rolls a 20 or greater" (the rules). Attacks use the luck die their own way (attack.ts).
 */
export function ordinaryTest(
  state: TtState,
  spec: TestSpec,
  purpose: string,
): { state: TtState; total: number; rolls: Roll[]; luck: number } {
  const t = rollTest(state, spec, purpose);
  const l = rollLuck(t.state, `${purpose}-luck`);
  const { bonus_at, bonus } = state.tables.luck;
  return {
    state: l.state,
    total: t.total + (l.roll.value >= bonus_at ? bonus : 0),
    rolls: [...t.rolls, l.roll],
    luck: l.roll.value,
  };
}

/**
 * A defence test (dodge, fortify, resist) rolled by the engine: an ordinary test plus Guard's
 * bonus — "+1 bonus to all defences and defence tests until next turn". A typed total is the
 * table's final figure and gets nothing added.
 */
export function defenceTest(
  state: TtState,
  c: TtCombatant,
  spec: TestSpec,
  purpose: string,
): { state: TtState; total: number; rolls: Roll[]; luck: number } {
  const r = ordinaryTest(state, spec, purpose);
  return { ...r, total: r.total + c.defenceBonus };
}

/**
 * The deflection a hit of damage category `category` meets: the matching reduction, Guard's bonus
 * (a defence), a parry's value, less a larger attacker's size steps; never below 0. Typeless damage
 * is never reduced.
 */
export function deflection(state: TtState, c: TtCombatant, category: string, extra = 0, steps = 0): number {
  if (category === 'typeless') return 0;
  return Math.max(
    0,
    (c.reduction[category] ?? 0) + c.defenceBonus + extra - steps * state.tables.size.deflection_per_step,
  );
}

export function rollLuck(state: TtState, purpose: string): { state: TtState; roll: Roll } {
  const [dice, r] = roll(state.dice, state.tables.luck.die, purpose);
  return { state: { ...state, dice }, roll: r };
}

/** During the surprise round only the surprising team and the unsurprisable act. */
export function mayTakeTurn(state: TtState, c: TtCombatant): boolean {
  if (!able(c) || c.tookTurn) return false;
  if (state.phase === 'surprise') return c.team === state.surprise || c.unsurprisable;
  return state.phase === 'round';
}

/**
 * Spend a reaction (and its stamina or focus from the reactions table). A free reaction ("free
 * reactions … do not count against your … reaction limit") leaves the reaction count alone but
 * still pays its stamina or focus.
 */
export function spendReaction(state: TtState, c: TtCombatant, kind: string, path: Path, free = false): TtState {
  if (!able(c)) fail('combat/cannot-react', `${c.id} cannot react while ${c.dead ? 'dead' : 'unconscious'}`, { path });
  if (!free && c.reactionsLeft < 1)
    fail('combat/no-reaction', `${c.id} has no reaction left`, {
      path,
      hint: 'reactions come back at the start of the character’s next turn',
    });
  const row = state.tables.reactions.find((r) => r.id === kind);
  const stamina = row?.stamina ?? 0;
  const focus = row?.focus ?? 0;
  if (stamina && c.stamina !== null && c.stamina < stamina)
    fail('combat/no-stamina', `${c.id} needs ${stamina} stamina to ${kind}`, { path });
  if (focus && c.focus !== null && c.focus < focus)
    fail('combat/no-focus', `${c.id} needs ${focus} focus to ${kind}`, { path });
  return update(state, c.id, {
    ...(free ? {} : { reactionsLeft: c.reactionsLeft - 1 }),
    ...(stamina && c.stamina !== null ? { stamina: c.stamina - stamina } : {}),
    ...(focus && c.focus !== null ? { focus: c.focus - focus } : {}),
  });
}

export function mayReact(state: TtState, c: TtCombatant, kind: string): boolean {
  const row = state.tables.reactions.find((r) => r.id === kind);
  const stamina = row?.stamina ?? 0;
  return able(c) && c.reactionsLeft > 0 && (c.stamina === null || c.stamina >= stamina);
}

export function harmed(state: TtState, c: TtCombatant): boolean {
  return c.endurance <= c.maxEndurance * state.tables.damage.harmed_fraction;
}

export const bloodied = (c: TtCombatant): boolean => c.health < c.maxHealth;
