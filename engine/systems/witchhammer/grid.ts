// The optional square grid. Distance is Chebyshev (8-way: a diagonal step costs one square),
// the natural reading of a square grid where diagonal neighbours are adjacent.
import type { Combatant, Pos } from './types.js';

export function distance(a: Pos, b: Pos): number {
  return Math.max(Math.abs(a[0] - b[0]), Math.abs(a[1] - b[1]));
}

/** Squared straight-line distance: breaks Chebyshev ties so paths look natural. */
function euclid2(a: Pos, b: Pos): number {
  const dx = a[0] - b[0];
  const dy = a[1] - b[1];
  return dx * dx + dy * dy;
}

export function samePos(a: Pos, b: Pos): boolean {
  return a[0] === b[0] && a[1] === b[1];
}

/** Can act as a target or a flanker: on the map, not down, not dead. */
export function standing(c: Combatant): boolean {
  return !c.down && !c.dead;
}

export function enemiesOf(all: readonly Combatant[], c: Combatant): Combatant[] {
  return all.filter((o) => o.side !== c.side && standing(o));
}

/** Nearest standing enemy by grid distance; ties by straight-line distance, then listed order. */
export function nearestEnemy(all: readonly Combatant[], c: Combatant): Combatant | undefined {
  if (!c.position) return undefined;
  let best: Combatant | undefined;
  let bd = Infinity;
  let be = Infinity;
  for (const o of all) {
    if (o.side === c.side || !standing(o) || !o.position) continue;
    const d = distance(c.position, o.position);
    const e = euclid2(c.position, o.position);
    if (d < bd || (d === bd && e < be)) {
      best = o;
      bd = d;
      be = e;
    }
  }
  return best;
}

/** The "largest" standing enemy: highest maximum Health; ties by nearest, then listed order. */
export function largestEnemy(all: readonly Combatant[], c: Combatant): Combatant | undefined {
  let best: Combatant | undefined;
  for (const o of all) {
    if (o.side === c.side || !standing(o)) continue;
    if (!best || o.maxHealth > best.maxHealth) best = o;
    else if (o.maxHealth === best.maxHealth && c.position && o.position && best.position) {
      if (distance(c.position, o.position) < distance(c.position, best.position)) best = o;
    }
  }
  return best;
}

const STEPS: readonly Pos[] = [
  [0, -1],
  [1, 0],
  [0, 1],
  [-1, 0],
  [1, -1],
  [1, 1],
  [-1, 1],
  [-1, -1],
];

/**
 * Mandatory movement, one square at a time, up to `spaces`: each step must bring the mover
 * strictly closer to `from` (toward) or farther from it (away), in grid distance. It stops
 * when adjacent (toward) or when no free neighbouring square does that: blocked. Among equal
 * steps it keeps to the straight line (largest projection on the direction, then orthogonal
 * steps before diagonal ones, then a fixed N, E, S, W order).
 */
export function moveRelative(
  start: Pos,
  from: Pos,
  spaces: number,
  toward: boolean,
  adjacent: number,
  blocked: (p: Pos) => boolean,
): Pos[] {
  const path: Pos[] = [];
  let cur = start;
  for (let n = 0; n < spaces; n++) {
    const d0 = distance(cur, from);
    if (toward && d0 <= adjacent) break;
    const dirX = toward ? from[0] - cur[0] : cur[0] - from[0];
    const dirY = toward ? from[1] - cur[1] : cur[1] - from[1];
    let best: Pos | undefined;
    let bd = d0;
    let bDot = -Infinity;
    let bLen = Infinity;
    for (const [dx, dy] of STEPS) {
      const p: Pos = [cur[0] + dx, cur[1] + dy];
      const d = distance(p, from);
      if (toward ? d >= d0 : d <= d0) continue;
      if (blocked(p)) continue;
      const dot = dx * dirX + dy * dirY;
      const len = dx * dx + dy * dy;
      const better = toward ? d < bd || best === undefined : d > bd || best === undefined;
      const same = d === bd && best !== undefined;
      if (better || (same && (dot > bDot || (dot === bDot && len < bLen)))) {
        best = p;
        bd = d;
        bDot = dot;
        bLen = len;
      }
    }
    if (!best) break;
    cur = best;
    path.push(cur);
  }
  return path;
}

/**
 * The sides of the target a square is on: north, south, east and/or west of it (a diagonal square
 * is on two sides, as a corner touches two).
 */
function sidesOf(p: Pos, t: Pos): string[] {
  const dx = p[0] - t[0];
  const dy = p[1] - t[1];
  return [dy < 0 ? 'n' : dy > 0 ? 's' : '', dx > 0 ? 'e' : dx < 0 ? 'w' : ''].filter(Boolean);
}

/**
 * "Two attackers adjacent to a target, and the attackers are on different sides of the creature":
 * read literally, no side of the target has them both (north and east flank; two squares along the
 * north side, corners included, do not).
 */
export function isFlanking(
  all: readonly Combatant[],
  attacker: Combatant,
  target: Combatant,
  adjacent: number,
): boolean {
  const a = attacker.position;
  const t = target.position;
  if (!a || !t || distance(a, t) > adjacent) return false;
  const mine = sidesOf(a, t);
  return all.some((o) => {
    if (o.id === attacker.id || o.id === target.id || o.side !== attacker.side || !standing(o) || !o.position)
      return false;
    if (distance(o.position, t) > adjacent) return false;
    return !sidesOf(o.position, t).some((side) => mine.includes(side));
  });
}
