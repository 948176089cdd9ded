// The generic row every system's view gives a combatant (types.ts CombatantView), built one way:
// who it is, its side, its tracks as `name: [current, max]` in the order a UI shows them, then
// what the system says of it now.
import type { CombatantView } from './types.js';

export function combatantView(
  who: { readonly id: string; readonly name: string },
  side: string,
  tracks: Readonly<Record<string, readonly [current: number, max: number]>>,
  now: Pick<CombatantView, 'status' | 'modifiers' | 'effects'>,
): CombatantView {
  return {
    id: who.id,
    name: who.name,
    side,
    tracks: Object.entries(tracks).map(([name, [current, max]]) => ({ name, current, max })),
    status: now.status,
    modifiers: now.modifiers,
    effects: now.effects,
  };
}
