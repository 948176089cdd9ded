// Zones and range (seed 001): characters stand in zones and move by one zone a turn; melee
// attacks reach "nearby" characters (the same zone), ranged attacks "within the indicated range"
// (zones away); beyond half range, or while moving, a WIT save is needed to hit, and beyond half
// range while moving (or at an unseen target) a ranged attack is not possible; an indirect attack
// reaches only beyond half range, always with a save, and never while moving.
import { fail } from '../../core/index.js';
import { symmetricZones, zoneDistance as distance, type ZoneMap } from '../../core/zone-map.js';
import type { FtCombatant, FtState } from './types.js';

type Path = readonly (string | number)[];
export const DEFAULT_ZONE = 'field';

/** The zone map made symmetric (engine/core/zone-map.ts); no map is one zone. */
export function zoneGraph(zones: ZoneMap | undefined): Record<string, string[]> {
  return symmetricZones(zones, DEFAULT_ZONE);
}

/** Zones between two zones; Infinity when not connected. */
export function zoneDistance(state: FtState, from: string, to: string): number {
  return distance(state.zones, from, to);
}

export interface Reach {
  readonly distance: number;
  /** A WIT save is needed to hit, and why. */
  readonly save: string | null;
}

/**
 * Whether `attacker` reaches `zone` with a weapon of `range` zones, and whether a save to hit is
 * needed. `moving`: the attacker moved this turn. Throws a positioned rule error when it cannot.
 */
export function reach(
  state: FtState,
  attacker: FtCombatant,
  zone: string,
  range: number,
  o: { moving: boolean; indirect?: boolean; unseen?: boolean; path: Path },
): Reach {
  const distance = zoneDistance(state, attacker.zone, zone);
  const where = `${zone} is ${distance === Infinity ? 'not connected' : `${distance} zone(s) away`}`;
  if (range === 0) {
    if (distance > 0)
      fail('target/out-of-range', `a melee attack reaches nearby characters only: ${where}`, {
        path: o.path,
        hint: 'move into its zone first (one zone a turn)',
      });
    return { distance, save: o.unseen ? 'target not visible' : null };
  }
  if (distance > range)
    fail('target/out-of-range', `${where}; the weapon reaches ${range}`, { path: o.path, hint: 'move closer first' });
  const beyondHalf = distance > range / 2;
  if (o.indirect) {
    if (!beyondHalf)
      fail('target/too-close', `an indirect attack reaches only beyond half range (${range / 2} zones): ${where}`, {
        path: o.path,
      });
    if (o.moving)
      fail('combat/moving', 'an indirect attack is not possible while moving', {
        path: o.path,
        hint: 'attack before moving, or next turn',
      });
    return { distance, save: 'indirect' };
  }
  if (o.unseen)
    fail('target/not-visible', 'a ranged attack cannot target a character who is not visible', {
      path: o.path,
      hint: 'an indirect attack can, beyond half range',
    });
  if (beyondHalf && o.moving)
    fail('combat/moving', `beyond half range (${range / 2} zones) a ranged attack is not possible while moving`, {
      path: o.path,
    });
  return { distance, save: beyondHalf ? 'beyond half range' : o.moving ? 'while moving' : null };
}

/**
 * "Nearby" is the same zone (docs/systems/faction-turns.md): guarding, hiding behind someone, a
 * melee counter and a final blow need it. Refused with `combat/not-nearby`.
 */
export function assertNearby(a: FtCombatant, b: FtCombatant, what: string, path: Path): void {
  if (a.zone !== b.zone) {
    fail('combat/not-nearby', `${what}: ${b.id} is in ${b.zone}, not nearby ${a.id} in ${a.zone}`, {
      path,
      hint: 'nearby is the same zone',
    });
  }
}
