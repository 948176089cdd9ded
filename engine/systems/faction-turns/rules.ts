// Small shared rules of faction-turns: lookups, saves and who may act now.
import { fail, roll, type DiceState, type Roll } from '../../core/index.js';
import type { Attribute, FtCombatant, FtState } from './types.js';

export function find(state: FtState, id: string, path: readonly (string | number)[]): FtCombatant {
  const c = state.combatants.find((x) => x.id === id);
  if (!c) {
    fail('target/unknown', `no combatant '${id}'`, { path, hint: `combatants: ${state.combatants.map((x) => x.id).join(', ')}` });
  }
  return c;
}

export function update(state: FtState, id: string, patch: Partial<FtCombatant>): FtState {
  return { ...state, combatants: state.combatants.map((c) => (c.id === id ? { ...c, ...patch } : c)) };
}

/** Roll-under save: passes when the die is at or below the attribute. */
export function save(
  state: FtState,
  c: FtCombatant,
  attr: Attribute,
  purpose: string,
): { state: FtState; roll: Roll; pass: boolean } {
  const [dice, r] = roll(state.dice, state.tables.saves.die, purpose);
  return { state: { ...state, dice }, roll: r, pass: r.value <= c[attr] };
}

export function rollDie(state: FtState, sides: number, purpose: string): { state: FtState; roll: Roll } {
  const [dice, r]: [DiceState, Roll] = roll(state.dice, sides, purpose);
  return { state: { ...state, dice }, roll: r };
}

export const fighting = (c: FtCombatant): boolean => c.status === 'fighting';

/** May this character take its turn in the current phase? */
export function mayTakeTurn(state: FtState, c: FtCombatant): boolean {
  if (!fighting(c) || c.spent !== null) return false;
  if (state.phase === 'ambush') return c.concealed;
  if (state.phase === 'fast') return state.fat !== null && c[state.tables.fast_slow.attribute] >= state.fat;
  return state.phase === 'slow' || state.phase === 'main';
}

/** Reactions take the character's turn, so only those who still have it may react, in any phase. */
export function mayReact(c: FtCombatant): boolean {
  return fighting(c) && c.spent === null;
}

export function currentFaction(state: FtState): string | undefined {
  return state.rotation[state.current];
}

/**
 * Factions still in the fight: someone fighting, or someone surrendered (harming them lets
 * them fight again, so the fight is not over until the GM says so).
 */
export function factionsInFight(state: FtState): string[] {
  return state.factions.filter((f) => state.combatants.some((c) => c.faction === f && (fighting(c) || c.status === 'surrendered')));
}
