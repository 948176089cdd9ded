// The generic SystemView of an initiative-cards fight: the holder of the lowest open card
// acts now; tracks are Physical and Mental Harm.
import type { CombatantView, OrderEntry, SystemView } from '../../core/types.js';
import { combatantView } from '../../core/combatant-view.js';
import { dicePenalty } from './pool.js';
import { actingNow, buildSlots } from './turns.js';
import type { IcState } from './types.js';

export function statusWords(c: IcState['combatants'][string]): string[] {
  const out: string[] = [];
  if (c.fled) out.push('fled');
  else if (c.out) out.push('out');
  if (c.restrainedBy) out.push('restrained');
  if (c.gagged) out.push('gagged');
  if (c.physical + c.mental > 0) out.push('harmed');
  return out;
}

export function view(state: IcState): SystemView {
  const slots = state.phase === 'start' ? buildSlots(state) : state.slots;
  // One entry per combatant (a group's members share their card's place).
  const order: OrderEntry[] = slots.flatMap((s) =>
    state.holders[s.holder]!.members.filter((m) => !state.combatants[m]!.out && !state.combatants[m]!.fled).map(
      (m) => ({ combatant: m, label: state.combatants[m]!.name, init: s.card, done: s.done || s.finished.includes(m) }),
    ),
  );
  const combatants: CombatantView[] = state.ids.map((id) => {
    const c = state.combatants[id]!;
    const turns = state.holders[c.holder]!.cards.length;
    const mods: Record<string, number> = {
      slow_left: state.tables.turn.slow * turns - c.slowUsed,
      fast_left: state.tables.turn.fast * turns - c.fastUsed,
    };
    const pen = dicePenalty(state, c);
    if (pen) mods.dice = -pen;
    if (c.firstManeuverBonus) mods.first_maneuver = c.firstManeuverBonus;
    return combatantView(
      { id, name: c.name },
      c.side,
      { 'physical harm': [c.physical, c.harmLimit ?? 0], 'mental harm': [c.mental, c.harmLimit ?? 0] },
      {
        status: statusWords(c),
        modifiers: mods,
        effects: [
          { name: `zone: ${c.zone}` },
          {
            name: state.holders[c.holder]!.cards.length
              ? `initiative ${state.holders[c.holder]!.cards.join(', ')}`
              : 'no initiative card yet',
          },
        ],
      },
    );
  });
  return {
    system: state.system,
    round: state.round,
    phase: state.ended ? 'ended' : state.phase,
    actingNow: actingNow(state),
    order,
    combatants,
    pendingChecks: [],
  };
}
