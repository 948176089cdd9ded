// Small shared rules of faction-turns: lookups, saves and who may act now.
import { fail, roll, RuleError, type Roll } from '../../core/index.js';
import type { Attribute, FtCombatant, FtState } from './types.js';

export function find(state: FtState, id: string, path: readonly (string | number)[]): FtCombatant {
  const c = state.combatants.find((x) => x.id === id);
  if (!c) {
    fail('target/unknown', `no combatant '${id}'`, {
      path,
      hint: `combatants: ${state.combatants.map((x) => x.id).join(', ')}`,
    });
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
  const r = rollDie(state, state.tables.saves.die, purpose);
  return { state: r.state, roll: r.roll, pass: r.roll.value <= c[attr] };
}

/**
 * One die: the table's die typed in for this purpose (an action's `dice:`, state.typed) first,
 * then the queued and seeded dice. A die typed for what it is for cannot feed another roll.
 */
export function rollDie(state: FtState, sides: number, purpose: string): { state: FtState; roll: Roll } {
  const mine = state.typed?.[purpose];
  if (mine?.length) {
    const value = mine[0]!;
    if (!Number.isInteger(value) || value < 1 || value > sides) {
      throw new RuleError('dice/out-of-range', `the ${purpose} die typed in (${value}) does not fit a d${sides}`, {
        path: ['dice', purpose],
        hint: `type a whole number from 1 to ${sides}`,
      });
    }
    return {
      state: { ...state, typed: { ...state.typed, [purpose]: mine.slice(1) } },
      roll: { die: sides, value, source: 'queue', purpose },
    };
  }
  const [dice, r] = roll(state.dice, sides, purpose);
  return { state: { ...state, dice }, roll: r };
}

/** What the dice of an action's `dice:` may be typed for. */
export const TYPED_PURPOSES = [
  'hit-save',
  'dodge',
  'damage',
  'opportunity-damage',
  'counter-hit-save',
  'counter-damage',
  'disarm',
  'grapple',
  'counter-disarm',
  'counter-grapple',
  'deviation',
  'hazard',
] as const;

export const fighting = (c: FtCombatant): boolean => c.status === 'fighting';

/** May this character take its turn in the current phase? */
export function mayTakeTurn(state: FtState, c: FtCombatant): boolean {
  if (!fighting(c) || c.spent !== null) return false;
  if (state.phase === 'ambush') return c.concealed;
  if (state.phase === 'fast') return state.fat !== null && c[state.tables.fast_slow.attribute] >= state.fat;
  return state.phase === 'slow' || state.phase === 'main';
}

/**
 * Who holds `c` in a grapple, if anyone still can: "Grabbed characters are entangled for as long as
 * their enemy keeps hold of them" (an incapacitated grabber holds nobody).
 */
export function holder(state: FtState, c: FtCombatant): FtCombatant | undefined {
  return state.combatants.find((x) => fighting(x) && c.conditions.includes(`grabbed by ${x.id}`));
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
  return state.factions.filter((f) =>
    state.combatants.some((c) => c.faction === f && (fighting(c) || c.status === 'surrendered')),
  );
}
