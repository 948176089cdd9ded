// Advantage and disadvantage on an attack test (the rules: sneak and flanking attacks "are made with
// advantage", both "double advantage"; Drop Prone gives "ranged attackers disadvantage and melee
// attackers advantage"; Seek Cover gives "ranged attackers disadvantage"), and the size difference
// that moves evasion and deflection. The rules never say what advantage does to a roll: here the
// net level n > 0 rolls the test n + 1 times and keeps the best, n < 0 keeps the worst
// (docs/systems/team-turns.md).
import { fail, type Roll } from '../../core/index.js';
import { rollTest } from './rules.js';
import type { AttackSpec, TestSpec, TtCombatant, TtState, Weapon } from './types.js';

type Path = readonly (string | number)[];

/** The net advantage level of an attack and the sources behind it. */
export function advantageOf(
  state: TtState,
  spec: Pick<AttackSpec, 'sneak' | 'flanking' | 'advantage'>,
  target: TtCombatant,
  w: Weapon,
): { level: number; sources: string[] } {
  const a = state.tables.advantage;
  const sources: [string, number][] = [];
  if (spec.sneak) sources.push(['sneak', a.sneak]);
  if (spec.flanking) sources.push(['flanking', a.flanking]);
  if (target.prone)
    sources.push([
      w.ranged ? 'prone target (ranged)' : 'prone target (melee)',
      w.ranged ? a.prone_ranged : a.prone_melee,
    ]);
  if (target.inCover && w.ranged) sources.push(['cover (ranged)', a.cover_ranged]);
  if (spec.advantage) sources.push(['GM', spec.advantage]);
  const used = sources.filter(([, n]) => n !== 0);
  return { level: used.reduce((n, [, v]) => n + v, 0), sources: used.map(([k, v]) => `${k} ${v > 0 ? '+' : ''}${v}`) };
}

/**
 * The test with advantage `level`: typed (the kept total, or every roll as a list of |level| + 1)
 * or rolled |level| + 1 times; the best is kept with advantage, the worst with disadvantage.
 */
export function testWithAdvantage(
  state: TtState,
  spec: TestSpec,
  typed: number | readonly number[] | undefined,
  level: number,
  purpose: string,
  path: Path,
): { state: TtState; total: number; totals: number[]; rolls: Roll[] } {
  const n = Math.abs(level) + 1;
  const keep = (totals: number[]) => (level >= 0 ? Math.max(...totals) : Math.min(...totals));
  if (typeof typed === 'number') return { state, total: typed, totals: [typed], rolls: [] };
  if (typed) {
    if (typed.length !== n) {
      fail(
        'scenario/advantage-rolls',
        `with ${level > 0 ? `advantage ${level}` : level < 0 ? `disadvantage ${-level}` : 'no advantage'} the test is rolled ${n} time(s): ${typed.length} result(s) given`,
        {
          path: [...path, 'test'],
          hint: `give ${n} test results (the engine keeps the ${level >= 0 ? 'best' : 'worst'}), or one number: the result kept`,
        },
      );
    }
    return { state, total: keep([...typed]), totals: [...typed], rolls: [] };
  }
  let s = state;
  const totals: number[] = [];
  const rolls: Roll[] = [];
  for (let i = 0; i < n; i++) {
    const r = rollTest(s, spec, purpose);
    s = r.state;
    totals.push(r.total);
    rolls.push(...r.rolls);
  }
  return { state: s, total: keep(totals), totals, rolls };
}

/** Size steps between attacker and target: positive when the attacker is larger. */
export function sizeSteps(attacker: TtCombatant, target: TtCombatant): number {
  return attacker.size - target.size;
}
