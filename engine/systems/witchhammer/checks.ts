// Saves and skill checks: d20 + its critical adjustment + skill bonus + other bonuses − penalty;
// meeting the number passes. The rules: "When you make a D20 roll, it is possible to get a critical
// success or a critical fumble. Use the following adjustments." — every d20 roll, not attacks only.
import { fail } from '../../core/errors.js';
import type { WhEvent } from './event-types.js';
import { findCombatant } from './planning.js';
import type { CheckAction, WhState } from './types.js';
import { Work } from './work.js';
import { d20Adjustment } from './d20.js';
import { evolve } from './evolve.js';

export function check(state: WhState, a: CheckAction): { state: WhState; events: WhEvent[] } {
  const t = state.tables;
  const c = findCombatant(state, a.combatant, ['combatant']);
  if (c.dead) fail('combat/actor-dead', `${c.name} is dead`, { path: ['combatant'] });
  let target: number;
  if (typeof a.difficulty === 'number') target = a.difficulty;
  else if (a.difficulty === 'easy' || a.difficulty === 'medium' || a.difficulty === 'hard')
    target = t.saves[a.difficulty];
  else
    fail('check/bad-difficulty', `unknown difficulty '${String(a.difficulty)}'`, {
      path: ['difficulty'],
      hint: 'use easy, medium, hard or a number',
    });
  const w = new Work(state, a.dice);
  const r = w.roll(t.saves.die, a.skill ? `check:${a.skill}` : 'check');
  const skill = a.skill ? (c.skills[a.skill] ?? 0) : 0;
  const penalty = w.penalty(c);
  // The rules: armour costs "skill checks"; saves are a separate roll ("Saves"), so a check on one of
  // the campaign's save types pays no armour cost.
  const isSave = !!a.skill && (t.campaign?.save_types ?? []).includes(a.skill);
  const armour = isSave ? 0 : (c.skillPenalty ?? 0);
  const adjustment = d20Adjustment(r.value, t);
  const total = r.value + adjustment + skill + (a.bonus ?? 0) - penalty - armour;
  const pass = total >= target;
  return {
    state: evolve(state, { dice: w.finalDice() }),
    events: [
      {
        type: 'check',
        round: state.round,
        actor: c.id,
        rolls: [r],
        detail: {
          skill: a.skill,
          roll: r.value,
          adjustment,
          skillBonus: skill,
          bonus: a.bonus ?? 0,
          penalty,
          armour,
          total,
          target,
          difficulty: a.difficulty,
          pass,
        },
        message: `${c.name} ${pass ? 'passes' : 'fails'} (${total} vs ${target})`,
      },
    ],
  };
}
