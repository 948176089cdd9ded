// Applying damage and wounds to a combatant, with the events that record the change.
import { splitDamage, type DamageSplit } from './damage.js';
import { changeKey, type Work } from './work.js';

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
  // Read everything needed before `set`: it may update this step's copy in place.
  const c = w.get(id);
  const before = { poise: c.poise, health: c.health, down: c.down, penalty: w.penalty(c), name: c.name };
  const next = w.set(id, { poise, health, down: before.down || health <= 0 });
  const penAfter = w.penalty(next);
  const changes: Record<string, readonly [unknown, unknown]> = {};
  if (poise !== before.poise) changes[changeKey(id, 'poise')] = [before.poise, poise];
  if (health !== before.health) changes[changeKey(id, 'health')] = [before.health, health];
  if (penAfter !== before.penalty) changes[changeKey(id, 'penalty')] = [before.penalty, penAfter];
  if (next.down !== before.down) changes[changeKey(id, 'down')] = [before.down, next.down];
  w.emit({ type, round: w.round, target: id, card, changes, detail });
  if (next.down && !before.down) w.emit({ type: 'down', round: w.round, actor: id, message: `${before.name} is down (${health} Health)` });
}
