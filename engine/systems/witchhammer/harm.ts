// Applying damage and wounds to a combatant, with the events that record the change.
import { splitDamage, type DamageSplit } from './damage.js';
import type { Work } from './work.js';

/** Damage from an attack or breaking contact: Poise first (with penetration), then Health. */
export function applyDamage(w: Work, id: string, damage: number, poiseOnly: boolean, source: string, card?: string): DamageSplit {
  const c = w.get(id);
  const split = splitDamage(c.poise, c.health, damage, poiseOnly, w.state.tables.attack);
  setTracks(w, id, split.poise, split.health, 'damage', {
    source,
    damage: split.damage,
    poiseOnly,
    penetrated: split.penetrated,
    toPoise: split.poiseLost,
    toHealth: split.healthLost,
  }, card);
  return split;
}

/** Wounds (bleed) go straight to Health. */
export function applyWounds(w: Work, id: string, wounds: number, source: string): number {
  const c = w.get(id);
  setTracks(w, id, c.poise, c.health - wounds, 'wounds', { source, wounds }, undefined);
  return wounds;
}

function setTracks(w: Work, id: string, poise: number, health: number, type: string, detail: Record<string, unknown>, card: string | undefined): void {
  const c = w.get(id);
  const penBefore = w.penalty(c);
  const down = health <= 0;
  const next = w.set(id, { poise, health, down: c.down || down });
  const penAfter = w.penalty(next);
  const changes: Record<string, readonly [unknown, unknown]> = {};
  if (poise !== c.poise) changes[`${id}.poise`] = [c.poise, poise];
  if (health !== c.health) changes[`${id}.health`] = [c.health, health];
  if (penAfter !== penBefore) changes[`${id}.penalty`] = [penBefore, penAfter];
  if (next.down !== c.down) changes[`${id}.down`] = [c.down, next.down];
  w.emit({ type, round: w.round, target: id, ...(card ? { card } : {}), changes, detail });
  if (next.down && !c.down) w.emit({ type: 'down', round: w.round, actor: id, message: `${c.name} is down (${health} Health)` });
}
