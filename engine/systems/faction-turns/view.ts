// The generic view of a faction-turns fight: whose faction is up and who of it may act.
import type { CombatantView, OrderEntry, PendingCheck, SystemView } from '../../core/index.js';
import { combatantView } from '../../core/combatant-view.js';
import { reactorsTo } from './reaction-check.js';
import { currentFaction, mayTakeTurn } from './rules.js';
import { strikers } from './turn.js';
import type { FtCombatant, FtState } from './types.js';

function status(state: FtState, c: FtCombatant): string[] {
  const out: string[] = [c.status];
  if (c.spent) out.push(c.spent === 'reaction' ? 'reacted' : c.spent === 'timeout' ? 'timed out' : 'acted');
  if (c.broken) out.push('broken');
  if (c.moraleExempt) out.push('morale-exempt');
  if (c.immuneToFear) out.push('immune-to-fear');
  if (c.concealed) out.push('concealed');
  if (state.phase === 'fast' && state.fat !== null && c[state.tables.fast_slow.attribute] < state.fat) out.push('slow');
  // Where it stands and how far it reaches: the table needs them to pick targets and moves.
  if (Object.keys(state.zones).length > 1) out.push(`in ${c.zone}`);
  if (c.range > 0) out.push(`range ${c.range}`);
  if (c.ammo !== null) out.push(`${c.ammo} shots`);
  return out;
}

/** Who may answer what waits: the attack's target and its guards, or the enemies a mover leaves behind. */
export function reactors(state: FtState): FtCombatant[] {
  const p = state.pending;
  if (!p) return [];
  const who = (id: string) => state.combatants.find((c) => c.id === id)!;
  return p.move ? strikers(state, who(p.actor)) : reactorsTo(state, who(p.actor), who(p.target));
}

export function view(state: FtState): SystemView {
  const f = currentFaction(state);
  const turnPhase =
    state.phase === 'ambush' || state.phase === 'fast' || state.phase === 'slow' || state.phase === 'main';
  // While an attack waits for a reaction, those who may give it are the ones acting now.
  const p = state.pending;
  const actingNow = p
    ? reactors(state).map((c) => c.id)
    : turnPhase && !state.ended
      ? state.combatants.filter((c) => c.faction === f && mayTakeTurn(state, c)).map((c) => c.id)
      : [];
  const order: OrderEntry[] = state.rotation.flatMap((fac) =>
    state.combatants
      .filter((c) => c.faction === fac && c.status !== 'dead' && c.status !== 'fled')
      .map((c) => ({ combatant: c.id, label: fac, done: c.spent !== null || c.status !== 'fighting' })),
  );
  const combatants: CombatantView[] = state.combatants.map((c) =>
    combatantView(
      c,
      c.faction,
      { health: [c.health, c.maxHealth] },
      {
        status: status(state, c),
        modifiers: { armour: c.armour, wit: c.wit, agi: c.agi, str: c.str, range: c.range },
        effects: c.conditions.map((name) => ({ name })),
      },
    ),
  );
  const pendingChecks: PendingCheck[] = state.moraleDue.map((m) => ({
    kind: 'morale',
    combatants: m.members,
    description: `${m.group}: group ${state.tables.morale.save.toUpperCase()} save (pass: exempt for the fight; fail: surrender or retreat)`,
  }));
  const phase = state.phase === 'fast' || state.phase === 'slow' ? `${state.phase} (FAT ${state.fat})` : state.phase;
  const who = (id: string) => state.combatants.find((c) => c.id === id)?.name ?? id;
  const label = p?.move
    ? `${phase}: ${who(p.actor)} leaves for ${p.move.to}`
    : p
      ? `${phase}: ${who(p.target)} may react to ${who(p.actor)}`
      : f && turnPhase
        ? `${phase}: ${f}`
        : phase;
  return { system: state.system, round: state.round, phase: label, actingNow, order, combatants, pendingChecks };
}
