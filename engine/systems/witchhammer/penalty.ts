// Health-loss penalties: Health is split into `groups` groups of ⌊H/groups⌋, the first
// H mod groups of them one larger; each group fully taken out by wounds costs −1.
import type { WitchhammerTables } from './tables.js';

export function wounds(maxHealth: number, health: number): number {
  return Math.max(0, maxHealth - health);
}

/** Size of each penalty group, largest first (e.g. 14 health → 2,2,2,2,1,1,1,1,1,1). */
export function penaltyGroups(maxHealth: number, groups: number): number[] {
  const base = Math.floor(maxHealth / groups);
  const extra = maxHealth % groups;
  const out: number[] = [];
  for (let i = 0; i < groups; i++) out.push(base + (i < extra ? 1 : 0));
  return out;
}

/** The penalty (a positive number, subtracted from every contest) at this Health. */
export function penaltyFor(maxHealth: number, health: number, t: WitchhammerTables['penalty']): number {
  if (health <= 0) return t.down_penalty;
  const w = wounds(maxHealth, health);
  if (w === 0) return 0;
  const base = Math.floor(maxHealth / t.groups);
  const extra = maxHealth % t.groups;
  // Groups are taken out in order; count those whose cumulative size is covered.
  let taken = 0;
  let cum = 0;
  for (let i = 0; i < t.groups; i++) {
    cum += base + (i < extra ? 1 : 0);
    if (cum > w) break;
    taken++;
  }
  return taken;
}
