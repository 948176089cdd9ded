// Building blocks of the initiative-cards moves (moves.ts): what a combatant can still spend, the
// dice a test asks for (typed-in d6 faces, or empty for the engine to roll the creature's own dice
// with the rules' modifiers), and the people a move can name — all read from the state and tables.
import type { ChoiceOption, MoveChoice } from '../../core/moves.js';
import { refusal } from './may-act.js';
import { actionPool, basePool, dicePenalty } from './pool.js';
import type { Combatant, IcState } from './types.js';
import { inFight, zoneDistance } from './combatants.js';

export type Speed = 'slow' | 'fast';

/** Whether `spend` (spend.ts) would let this combatant spend a maneuver of this speed now. */
export function canSpend(s: IcState, c: Combatant, speed: Speed): boolean {
  const turns = s.holders[c.holder]!.cards.length;
  const slowLeft = c.slowUsed < s.tables.turn.slow * turns;
  if (speed === 'slow') return slowLeft;
  return c.fastUsed < s.tables.turn.fast * turns || (s.tables.turn.slow_as_fast && slowLeft);
}

/** Whether it may make this maneuver at all now (burning, restrained, gagged: may-act.ts). */
export function allowed(s: IcState, c: Combatant, id: string): boolean {
  return refusal(s, c, id) === undefined;
}

/** Whether it can answer an attack, grapple or flight with a reaction: in the fight, a fast maneuver (or a slow one) left. */
export function canReact(s: IcState, c: Combatant): boolean {
  return inFight(c) && canSpend(s, c, 'fast');
}

export const nameOf = (s: IcState, id: string): string => s.combatants[id]!.name;

/** Others in the fight, its enemies first (the likely target). */
export function others(s: IcState, me: Combatant, keep: (o: Combatant) => boolean = () => true): ChoiceOption[] {
  const all = s.ids.map((id) => s.combatants[id]!).filter((o) => o.id !== me.id && inFight(o) && keep(o));
  return all
    .sort((a, b) => Number(a.side === me.side) - Number(b.side === me.side))
    .map((o) => ({ id: o.id, label: o.name, ...(o.side === me.side ? { note: 'ally' } : {}) }));
}

/** Who a weapon reaches from here (zones between, within its range). */
export function inReach(s: IcState, me: Combatant, range: readonly [number, number]): ChoiceOption[] {
  return others(s, me, (o) => {
    const d = zoneDistance(s, me.zone, o.zone);
    return d >= range[0] && d <= range[1];
  });
}

export interface PoolAsk {
  /** Dice the engine rolls for it (the creature's own, plus and minus the rules' dice); undefined: the stat is unknown. */
  readonly pool?: number;
}

/** The pool a test rolls: base + ambush (first maneuver) + extra + the Fear bonus − an NPC's Harm dice. */
export function poolFor(s: IcState, c: Combatant, base: number | undefined, extra = 0): PoolAsk {
  if (base === undefined) return {};
  return { pool: Math.max(0, base + c.firstManeuverBonus + extra + c.nextRollBonus - dicePenalty(s, c)) };
}

/**
 * A test's dice: the faces rolled at the table (a 6 is a success), or empty for the engine to roll
 * the creature's own pool. Without the stat (no dice for that Action) the faces must be typed.
 */
export function testDice(s: IcState, key: string, ask: PoolAsk, what: string, when?: MoveChoice['when']): MoveChoice {
  const n = ask.pool ?? 1;
  const dice = Array.from({ length: n }, () => ({ sides: s.tables.tests.die, purpose: what }));
  return {
    kind: 'dice',
    key,
    label: ask.pool === undefined ? `${what}: dice rolled at the table` : `${what}: ${ask.pool} dice`,
    dice,
    ...(ask.pool === undefined ? {} : { optional: true }),
    ...(when ? { when } : {}),
  };
}

/** The dice a maneuver's test asks of this creature. */
export function maneuverDice(
  s: IcState,
  c: Combatant,
  maneuverId: string,
  key: string,
  what: string,
  when?: MoveChoice['when'],
): MoveChoice {
  return testDice(s, key, poolFor(s, c, basePool(s, c, maneuverId)), what, when);
}

/** An Endure test's dice (Fear, fire, poison, a fall), with extra dice the rule gives. */
export function endureDice(
  s: IcState,
  c: Combatant,
  key: string,
  extra: number,
  when?: MoveChoice['when'],
): MoveChoice {
  const base = actionPool(c, ['Endure']);
  return testDice(
    s,
    key,
    base === undefined ? {} : { pool: Math.max(0, base + extra + c.nextRollBonus - dicePenalty(s, c)) },
    `${c.name}'s Endure`,
    when,
  );
}

/** The Actions a maneuver tests, as the tables name them ("Finesse or Sneak"). */
export function actionsOf(s: IcState, id: string): string {
  return (
    [...s.tables.slow_maneuvers, ...s.tables.fast_maneuvers].find((m) => m.id === id)?.actions.join(' or ') ||
    maneuverName(s, id)
  );
}

/** The label of a maneuver id from the tables. */
export function maneuverName(s: IcState, id: string): string {
  return [...s.tables.slow_maneuvers, ...s.tables.fast_maneuvers].find((m) => m.id === id)?.name ?? id;
}

export function speedOf(s: IcState, id: string): Speed | undefined {
  if (s.tables.slow_maneuvers.some((m) => m.id === id)) return 'slow';
  if (s.tables.fast_maneuvers.some((m) => m.id === id)) return 'fast';
  return undefined;
}
