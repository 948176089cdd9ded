// A reaction the rules do not allow is refused when the attack is declared, before any die: the
// same checks the attack makes when it reaches the reaction (attack.ts), without spending anyone's
// turn. Otherwise a reaction to an attack whose save to hit fails would never be looked at, and
// whether an action is legal would hang on a die.
import { fail } from '../../core/index.js';
import { find, fighting, mayReact } from './rules.js';
import type { FtCombatant, FtState, ReactionSpec } from './types.js';
import { assertNearby, reach } from './zones.js';

type Path = readonly (string | number)[];

export function checkReactor(c: FtCombatant, kind: string, path: Path): void {
  if (c.broken)
    fail('combat/morale-broken', `${c.id} failed its morale check: it must surrender or retreat, not ${kind}`, {
      path,
      hint: 'remove the reaction',
    });
  if (!mayReact(c)) {
    const why = !fighting(c) ? `is ${c.status}` : `has already spent its turn this round (${c.spent})`;
    fail('combat/cannot-react', `${c.id} cannot ${kind}: it ${why}`, {
      path,
      hint: 'a reaction takes the character’s turn for the round: only characters who have not acted may react',
    });
  }
}

export function checkReactions(
  state: FtState,
  attacker: FtCombatant,
  target: FtCombatant,
  first: ReactionSpec,
  path: Path,
  why: string | null,
): void {
  let t = target;
  let r: ReactionSpec | undefined = first;
  let rpath: Path = path;
  while (r) {
    if (why)
      fail('combat/cannot-react', `${t.id} cannot react to ${why}`, { path: rpath, hint: 'remove the reaction' });
    if (r.kind === 'guard') {
      const guard = find(state, r.by, [...rpath, 'by']);
      if (guard.id === t.id || guard.id === attacker.id)
        fail('target/bad-guard', `${guard.id} cannot guard here`, { path: [...rpath, 'by'] });
      // A guard steps in for one of its own side.
      if (guard.faction !== t.faction)
        fail('target/bad-guard', `${guard.id} (${guard.faction}) does not guard ${t.id} (${t.faction})`, {
          path: [...rpath, 'by'],
          hint: 'a character guards one of its own side',
        });
      assertNearby(t, guard, `${guard.id} cannot guard ${t.id}`, [...rpath, 'by']);
      checkReactor(guard, 'guard', rpath);
      return;
    }
    checkReactor(t, r.kind, rpath);
    if (r.kind === 'hide-behind') {
      const shield = find(state, r.behind, [...rpath, 'behind']);
      if (shield.id === t.id || shield.id === attacker.id || !fighting(shield))
        fail('target/bad-cover', `${t.id} cannot hide behind ${shield.id}`, {
          path: [...rpath, 'behind'],
          hint: 'choose a nearby character still in the fight',
        });
      assertNearby(t, shield, `${t.id} cannot hide behind ${shield.id}`, [...rpath, 'behind']);
      // "…who must agree with the action": one of its own side — or an enemy it holds, who has no say.
      if (shield.faction !== t.faction && !shield.conditions.includes(`grabbed by ${t.id}`))
        fail('target/bad-cover', `${shield.id} would not agree to shield ${t.id}`, {
          path: [...rpath, 'behind'],
          hint: 'hide behind one of its own side, or an enemy it has grabbed',
        });
      if (shield.conditions.includes(`grabbed by ${t.id}`) && r.then)
        fail('combat/grabbed', `${shield.id} is grabbed by ${t.id}: it has no option but to take the attack`, {
          path: [...rpath, 'then'],
          hint: 'remove its reaction',
        });
      t = shield;
      r = r.then;
      rpath = [...rpath, 'then'];
      continue;
    }
    if (r.kind === 'counter') {
      const range = r.nonlethal ? 0 : (r.range ?? t.range);
      if (range === 0) assertNearby(t, attacker, `${t.id} cannot counter ${attacker.id} with a melee attack`, rpath);
      else reach(state, t, attacker.zone, range, { moving: false, path: rpath });
    }
    return;
  }
}

/** May make a reaction now: its turn unspent, still fighting, not broken by morale. */
export const reacts = (c: FtCombatant): boolean => mayReact(c) && !c.broken;

/** Who could answer an attack on `target`: itself, and the characters of its side nearby who could guard it. */
export function reactorsTo(state: FtState, attacker: FtCombatant, target: FtCombatant): FtCombatant[] {
  if (attacker.concealed) return [];
  return state.combatants.filter(
    (c) =>
      reacts(c) &&
      (c.id === target.id || (c.faction === target.faction && c.zone === target.zone && c.id !== attacker.id)),
  );
}

export const reactionPossible = (
  state: FtState,
  attacker: FtCombatant,
  target: FtCombatant,
  barred: boolean,
): boolean => !barred && reactorsTo(state, attacker, target).length > 0;
