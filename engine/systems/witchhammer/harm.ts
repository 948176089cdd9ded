// Applying damage and wounds to a combatant, with the events that record the change.
import type { WhEventType } from './event-types.js';
import { splitDamage, type DamageSplit } from './damage.js';
import { changeKey, type Work } from './work.js';

/** Damage from an attack or breaking contact: Poise first (with penetration), then Health. */
/** `actor` is who dealt it (the attacker; the mover itself for breaking contact). */
export function applyDamage(
  w: Work,
  id: string,
  damage: number,
  poiseOnly: boolean,
  source: string,
  actor: string,
  card?: string,
): DamageSplit {
  const c = w.get(id);
  const split = splitDamage(c.poise, c.health, damage, poiseOnly, w.state.tables.attack);
  setTracks(
    w,
    id,
    split.poise,
    split.health,
    'damage',
    {
      source,
      damage: split.damage,
      poiseOnly,
      penetrated: split.penetrated,
      toPoise: split.poiseLost,
      toHealth: split.healthLost,
    },
    card,
    actor,
  );
  return split;
}

/** Wounds (bleed) go straight to Health. `by` is who applied the effect (credited with the wounds and
 *  a kill by them); without one (an effect from an older state) the wounds are the combatant's own. */
export function applyWounds(w: Work, id: string, wounds: number, source: string, card?: string, by?: string): number {
  const c = w.get(id);
  setTracks(w, id, c.poise, c.health - wounds, 'wounds', { source, wounds }, card, by ?? id);
  return wounds;
}

function setTracks(
  w: Work,
  id: string,
  poise: number,
  health: number,
  type: WhEventType,
  detail: Record<string, unknown>,
  card: string | undefined,
  actor: string,
): void {
  // Read everything needed before writing: `mut` may return this step's copy, changed in place.
  const c = w.get(id);
  const poise0 = c.poise;
  const health0 = c.health;
  const down0 = c.down;
  const pen0 = w.penalty(c);
  const next = w.mut(id);
  next.poise = poise;
  next.health = health;
  next.down = down0 || health <= 0;
  const pen1 = w.penalty(next);
  const changes: Record<string, readonly [unknown, unknown]> = {};
  if (poise !== poise0) changes[changeKey(id, 'poise')] = [poise0, poise];
  if (health !== health0) changes[changeKey(id, 'health')] = [health0, health];
  if (pen1 !== pen0) changes[changeKey(id, 'penalty')] = [pen0, pen1];
  if (next.down !== down0) changes[changeKey(id, 'down')] = [down0, next.down];
  w.emit({ type, round: w.round, actor, target: id, card, changes, detail });
  if (next.down && !down0)
    w.emit({ type: 'down', round: w.round, actor: id, message: `${next.name} is down (${health} Health)` });
}
