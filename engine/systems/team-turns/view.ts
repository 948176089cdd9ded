// The generic view of a team-turns fight: whose team is up, the damage tracks and states.
import type { CombatantView, OrderEntry, PendingCheck, SystemView } from '../../core/index.js';
import { combatantView } from '../../core/combatant-view.js';
import { bloodied, harmed, mayTakeTurn } from './rules.js';
import type { TtCombatant, TtState } from './types.js';

function status(state: TtState, c: TtCombatant): string[] {
  const out: string[] = [];
  if (c.dead) return ['dead'];
  if (c.unconscious) out.push('unconscious');
  if (harmed(state, c)) out.push('harmed');
  if (bloodied(c)) out.push('bloodied');
  if (c.prone) out.push('prone');
  if (c.inCover) out.push('in cover');
  if (state.active?.actor === c.id) out.push(`taking its turn: ${state.active.left} action(s) left`);
  else if (c.tookTurn) out.push('acted');
  if (c.extended) out.push(`${c.extended.name}: ${c.extended.remaining} action(s) to go`);
  return out;
}

export function view(state: TtState): SystemView {
  const team = state.current >= 0 ? state.teams[state.current] : undefined;
  const actingNow = state.ended
    ? []
    : state.pending
      ? [state.pending.spec.target]
      : state.active
        ? [state.active.actor]
        : team
          ? state.combatants.filter((c) => c.team === team && mayTakeTurn(state, c)).map((c) => c.id)
          : [];
  const order: OrderEntry[] = state.teams.flatMap((t) =>
    state.combatants
      .filter((c) => c.team === t && !c.dead)
      .map((c) => ({ combatant: c.id, label: t, done: c.tookTurn || !mayTakeTurn(state, c) })),
  );
  const combatants: CombatantView[] = state.combatants.map((c) =>
    combatantView(
      c,
      c.team,
      { endurance: [c.endurance, c.maxEndurance], health: [c.health, c.maxHealth] },
      {
        status: status(state, c),
        modifiers: {
          multipleAttackPenalty: -c.attacksThisRound * state.tables.attack.multiple_attack_penalty,
          evasion: c.evasion + c.defenceBonus,
          reactions: c.reactionsLeft,
          ...(c.stamina !== null ? { stamina: c.stamina } : {}),
          deathDifficulty: c.deathDifficulty,
        },
        effects: c.defenceBonus ? [{ name: `guard +${c.defenceBonus}` }] : [],
      },
    ),
  );
  // Standing checks a GM should keep in mind: who is at 0 Health and risks death from any more damage.
  const pendingChecks: PendingCheck[] = state.combatants
    .filter((c) => !c.dead && c.health === 0)
    .map((c) => ({
      kind: 'death',
      combatants: [c.id],
      description: `${c.name} is at 0 Health: any more damage means a luck test against death`,
      target: c.deathDifficulty,
    }));
  const p = state.pending;
  if (p) {
    const name = (id: string) => state.combatants.find((c) => c.id === id)?.name ?? id;
    pendingChecks.unshift({
      kind: 'reaction',
      combatants: [p.spec.target],
      description: `${name(p.attacker)} attacks ${name(p.spec.target)}: ${p.critical ? 'a critical, it cannot miss' : `test ${p.test} vs evasion ${p.evasion}`} — dodge, parry, block, intercept, or take the hit`,
      target: p.evasion,
    });
  }
  const phase =
    state.phase === 'surprise'
      ? `surprise round${team ? `: ${team}` : ''}`
      : state.phase === 'round' && team
        ? `round: ${team}`
        : state.phase;
  return { system: state.system, round: state.round, phase, actingNow, order, combatants, pendingChecks };
}
