// The generic SystemView of a declared-initiative fight: the creatures of the current
// initiative act now; tracks are Stress and Wound Points; checks due are morale and dying.
import type { CombatantView, OrderEntry, PendingCheck, SystemView } from '../../core/types.js';
import { combatantView } from '../../core/combatant-view.js';
import { highestWound, isDying, isIncapacitated, statusWords } from './damage.js';
import { awaitingDeclaration, nextDeclarer } from './declare.js';
import { moraleDue } from './round.js';
import { currentTick } from './ticks.js';
import type { DiState } from './types.js';
import { defenseOf, deathThreshold } from './combatants.js';

/** Who may declare now: the one whose turn it is to declare, or everyone still to declare. */
function declarersNow(state: DiState): string[] {
  const next = nextDeclarer(state);
  return next !== undefined ? [next] : awaitingDeclaration(state);
}

export function view(state: DiState): SystemView {
  const actingNow = state.ended
    ? []
    : state.phase === 'declare'
      ? declarersNow(state)
      : state.phase === 'resolve'
        ? [...new Set(currentTick(state).map((s) => s.combatant))]
        : [];
  // Written-down declarations stay face down until the reveal: nobody's action or initiative shows.
  const hidden = state.declaring === 'hidden' && state.phase === 'declare';
  const order: OrderEntry[] =
    state.phase === 'declare'
      ? hidden
        ? []
        : state.ids
            .filter((id) => state.declarations[id] && !state.declarations[id]!.passed)
            .map((id) => ({
              combatant: id,
              label: state.combatants[id]!.name,
              init: state.combatants[id]!.base! + state.declarations[id]!.total,
              done: false,
            }))
            .sort((a, b) => a.init - b.init)
      : state.slots.map((s) => ({
          combatant: s.combatant,
          label: `${state.combatants[s.combatant]!.name}${s.catchUp ? ' (catch-up)' : ''}`,
          init: s.init,
          done: s.done,
        }));
  const combatants: CombatantView[] = state.ids.map((id) => {
    const c = state.combatants[id]!;
    const decl = hidden ? undefined : state.declarations[id];
    // A written-down Full Defense must not show through its Defense bonus before the reveal.
    const mods: Record<string, number> = { defense: defenseOf(hidden ? { ...state, declarations: {} } : state, c) };
    if (c.base !== undefined) mods.base_initiative = c.base;
    if (decl && !decl.passed && c.base !== undefined) mods.initiative = c.base + decl.total;
    const effects =
      decl && !decl.passed
        ? [{ name: state.tables.actions[decl.action]?.label ?? decl.action, roundsLeft: 1 }]
        : hidden && state.declarations[id]
          ? [{ name: 'declared (face down)' }]
          : [];
    return combatantView(
      { id, name: c.name },
      c.side,
      { stress: [c.stress, c.stressMax], wp: [c.wp, c.wpMax] },
      { status: statusWords(state, c), modifiers: mods, effects },
    );
  });
  const pendingChecks: PendingCheck[] = [];
  if (!state.ended) {
    for (const id of state.ids) {
      const c = state.combatants[id]!;
      if (!c.present || c.dead) continue;
      const m = state.phase !== 'declare' ? moraleDue(state, c) : undefined;
      if (m)
        pendingChecks.push({
          kind: 'morale',
          combatants: [id],
          description: `end of round: ${c.name} checks morale (${m.triggers.join(', ')}): ${state.tables.morale.dice}d${state.tables.morale.die} + Insight + HD + ${m.allies} allies`,
          target: m.tn,
        });
      if (isDying(state, c) && !c.stabilized) {
        pendingChecks.push({
          kind: 'dying',
          combatants: [id],
          description: `${c.name} is dying: loses ${state.tables.wounds.dying_loss_per_round} WP at the end of the round; dead at ${deathThreshold(state, c)} WP`,
        });
      }
      if (isIncapacitated(state, c) && !c.stabilized) {
        pendingChecks.push({
          kind: 'stabilize',
          combatants: [id],
          description: `a Heal check stabilises ${c.name}`,
          target: state.tables.wounds.stabilize_base_tn + highestWound(c),
        });
      }
    }
  }
  return {
    system: state.system,
    round: state.round,
    phase: state.ended ? 'ended' : state.phase,
    actingNow,
    order,
    combatants,
    pendingChecks,
  };
}
