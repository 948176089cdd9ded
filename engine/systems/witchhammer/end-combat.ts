// End of combat: every player character at 0 Health or below makes the death's-door save (the rules:
// "At that time, the PC makes a Medium Con Save"; a GM creature at 0 Health stays down, out of the fight),
// d20 + its critical adjustment (a natural 19 adds 5: the rules' adjustments apply to every D20
// roll) + save skill + current Health against the tables' difficulty. Pass → set to
// health_on_pass; fail → dead. Once-per-combat cards come back.
import { fail } from '../../core/errors.js';
import type { WhEvent } from './event-types.js';
import type { EndCombatAction, WhState } from './types.js';
import { evolve } from './evolve.js';
import { Work } from './work.js';
import { d20Adjustment } from './d20.js';

export function endCombat(state: WhState, a: EndCombatAction): { state: WhState; events: WhEvent[] } {
  if (state.phase === 'ended') fail('combat/ended', 'the combat is already over');
  const t = state.tables;
  const w = new Work(state, a.dice);
  const target = t.saves[t.end_of_combat.death_save];
  for (const c of state.combatants) {
    if (c.dead || c.health > 0 || c.side !== 'players') continue;
    const r = w.roll(t.saves.die, 'death-save');
    const skill = c.skills[t.end_of_combat.save_skill] ?? 0;
    const adjustment = d20Adjustment(r.value, t);
    const total = r.value + adjustment + skill + c.health;
    const pass = total >= target;
    const patch = pass ? { health: t.end_of_combat.health_on_pass } : { dead: true };
    const changes: Record<string, readonly [unknown, unknown]> = pass
      ? { [`${c.id}.health`]: [c.health, t.end_of_combat.health_on_pass] }
      : { [`${c.id}.dead`]: [false, true] };
    const next = w.set(c.id, patch);
    if (next.health > 0 && next.down) w.set(c.id, { down: false });
    w.emit({
      type: 'death-save',
      round: state.round,
      actor: c.id,
      rolls: [r],
      changes,
      detail: { roll: r.value, adjustment, skill, health: c.health, total, target, pass },
      message: `${c.name} ${pass ? 'survives' : 'dies'}`,
    });
  }
  const combatants = w.combatants.map((c) =>
    c.usedOnce.length || c.attacksTaken ? { ...c, usedOnce: [], attacksTaken: 0 } : c,
  );
  w.emit({ type: 'combat-end', round: state.round });
  return {
    state: evolve(state, {
      combatants,
      dice: w.finalDice(),
      phase: 'ended',
      ended: true,
      plays: {},
      order: [],
      next: 0,
    }),
    events: w.events,
  };
}
