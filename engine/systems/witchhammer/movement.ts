// Mandatory movement before the attack, and breaking contact: starting the turn adjacent to
// an enemy and ending the move no longer adjacent to it costs the tables' damage.
import { distance, moveRelative, nearestEnemy, samePos } from './grid.js';
import { applyDamage } from './harm.js';
import type { PlayCard, Pos } from './types.js';
import { change, type Work } from './work.js';

export function doMovement(w: Work, id: string, moves: readonly PlayCard[], moveTo: Pos | undefined): void {
  const start = w.get(id);
  if (!start.position) return;
  const adj = w.state.tables.ranges.close;
  const contacts = w.combatants
    .filter(
      (o) => o.side !== start.side && !o.dead && !o.down && o.position && distance(o.position, start.position!) <= adj,
    )
    .map((o) => o.id);
  let pos: Pos = start.position;
  // Armour costs move speed (the rules): its squares come off every move, never below 0.
  const penalty = start.movePenalty ?? 0;
  for (const card of moves) {
    const m0 = card.move;
    if (!m0 || m0.spaces === 0) continue;
    const m = penalty ? { ...m0, spaces: Math.max(0, m0.spaces - penalty) } : m0;
    if (m.spaces === 0) {
      w.emit({ type: 'move-blocked', round: w.round, actor: id, card: card.id, detail: { reason: 'armour', penalty } });
      continue;
    }
    const blocked = isBlocked.bind(null, w, id);
    let path: Pos[] = [];
    if (m.direction === 'any') {
      if (moveTo && distance(pos, moveTo) <= m.spaces && !blocked(moveTo)) path = [moveTo];
      else if (moveTo)
        w.emit({
          type: 'move-blocked',
          round: w.round,
          actor: id,
          card: card.id,
          detail: { to: moveTo, reason: blocked(moveTo) ? 'occupied' : 'too far' },
        });
    } else {
      const foe = nearestEnemy(w.combatants, { ...w.get(id), position: pos });
      if (foe?.position)
        path = moveRelative(pos, foe.position, m.spaces, m.direction === 'toward-nearest-enemy', adj, blocked);
    }
    if (path.length === 0) continue;
    const to = path[path.length - 1]!;
    w.set(id, { position: to });
    w.emit({
      type: 'move',
      round: w.round,
      actor: id,
      card: card.id,
      changes: change(id, 'position', pos, to),
      detail: { path, direction: m.direction, spaces: m.spaces },
    });
    pos = to;
  }
  if (samePos(pos, start.position)) return;
  const broken = contacts.filter((oid) => {
    const o = w.get(oid);
    return o.position !== undefined && distance(o.position, pos) > adj;
  });
  if (broken.length > 0) {
    w.emit({ type: 'breaking-contact', round: w.round, actor: id, detail: { from: broken } });
    applyDamage(w, id, w.state.tables.breaking_contact.damage, false, 'breaking-contact', id);
  }
}

/** A square holds an obstacle or another combatant (down ones too). */
function isBlocked(w: Work, id: string, p: Pos): boolean {
  for (const o of w.state.obstacles) if (samePos(o, p)) return true;
  for (const o of w.combatants) if (o.id !== id && o.position !== undefined && samePos(o.position, p)) return true;
  return false;
}
