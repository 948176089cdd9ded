// What a burning, restrained or gagged fighter may still do — one rule for its own maneuvers, for the
// reactions it makes inside another's attack, grapple or flight, and for the moves the side panel offers.
import type { Combatant, IcState } from './types.js';

/** Why this combatant may not make this maneuver or reaction now, or undefined when it may. */
export function refusal(s: IcState, c: Combatant, id: string): { code: string; message: string } | undefined {
  const fire = s.tables.hazards.fire;
  // "The only actions you can perform while burning are attempts to extinguish the fire, flee, or shout."
  if (c.burning && !fire.allowed.includes(id))
    return { code: 'combat/burning', message: `${c.name} is on fire: only ${fire.allowed.join(', ')}` };
  if (id === fire.extinguish && !c.burning) return { code: 'combat/not-burning', message: `${c.name} is not on fire` };
  // "they are restrained and cannot perform any actions other than breaking free or shouting …
  // The person being held can parry, but cannot attack or flee".
  if (c.restrainedBy && !['break-free', 'shout', 'parry'].includes(id))
    return { code: 'combat/restrained', message: `${c.name} is restrained: only breaking free, shouting or parrying` };
  if (c.gagged && id === 'shout') return { code: 'combat/cannot-talk', message: `${c.name} is gagged` };
  return undefined;
}
