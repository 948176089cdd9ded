// Reveal and order: init = action + stance + character init (penalties never touch it),
// high to low; GM extra actions after every primary play, among themselves by their own
// init with the creature's single stance. Ties: character init, players before the GM, listed order.
import { fail } from '../../core/errors.js';
import type { WhEvent } from './event-types.js';
import { requirePhase } from './planning.js';
import type { Combatant, OrderSlot, ReorderAction, WhState } from './types.js';
import { change, cloneCombatant } from './work.js';
import { evolve } from './evolve.js';

interface Ranked {
  slot: OrderSlot;
  tier: number;
  charInit: number;
  sideRank: number;
  listed: number;
}

function compare(a: Ranked, b: Ranked): number {
  return (
    a.tier - b.tier ||
    b.slot.init - a.slot.init ||
    b.charInit - a.charInit ||
    a.sideRank - b.sideRank ||
    a.listed - b.listed ||
    a.slot.extra - b.slot.extra
  );
}

export function buildOrder(state: WhState): OrderSlot[] {
  const ranked: Ranked[] = [];
  const cs = state.combatants;
  for (let listed = 0; listed < cs.length; listed++) {
    const c = cs[listed]!;
    const p = state.plays[c.id];
    if (!p) continue;
    const stanceInit = p.stance ? state.cards[p.stance]!.init : 0;
    const sideRank = c.side === 'players' ? 0 : 1;
    for (let i = 0; i <= p.extra.length; i++) {
      const action = i === 0 ? p.action : p.extra[i - 1]!.action;
      // Slots are built field by field (no spreads): this runs every round.
      const slot: OrderSlot = {
        key: i === 0 ? c.id : `${c.id}#${i}`,
        combatant: c.id,
        extra: i,
        action,
        stance: p.stance,
        init: state.cards[action]!.init + stanceInit + c.init,
        done: false,
      };
      ranked.push({ slot, tier: i === 0 ? 0 : 1, charInit: c.init, sideRank, listed });
    }
  }
  ranked.sort(compare);
  return ranked.map((r) => r.slot);
}

export function reveal(state: WhState): { state: WhState; events: WhEvent[] } {
  requirePhase(state, 'plan', 'reveal');
  const order = buildOrder(state);
  // The slots are immutable (resolving replaces them), so the event can share them.
  const events: WhEvent[] = [{ type: 'reveal', round: state.round, detail: { order } }];
  // Once-per-combat cards leave the hand as soon as they are revealed.
  let combatants = state.combatants;
  for (let i = 0; i < combatants.length; i++) {
    const c = combatants[i]!;
    const p = state.plays[c.id];
    if (!p) continue;
    // Plain loops, no inner closure: this runs for every combatant at every reveal.
    let once: string[] | undefined;
    let daily: string[] | undefined;
    for (let j = -1; j <= p.extra.length; j++) {
      const id = j === -1 ? p.action : j === 0 ? p.stance : p.extra[j - 1]!.action;
      if (id === undefined) continue;
      const card = state.cards[id]!;
      if (card.once_per_combat && !c.usedOnce.includes(id)) (once ??= []).push(id);
      if (card.once_per_day && !c.usedToday.includes(id)) (daily ??= []).push(id);
    }
    if (!once && !daily) continue;
    const m = cloneCombatant(c);
    if (once) m.usedOnce = [...c.usedOnce, ...once];
    if (daily) m.usedToday = [...c.usedToday, ...daily];
    if (combatants === state.combatants) combatants = combatants.slice();
    (combatants as Combatant[])[i] = m;
    if (once)
      events.push({
        type: 'discard',
        round: state.round,
        actor: c.id,
        card: once[0]!,
        changes: change(c.id, 'usedOnce', c.usedOnce, m.usedOnce),
        message: `${c.name} discards ${once.join(', ')} until the combat ends`,
      });
    if (daily)
      events.push({
        type: 'discard',
        round: state.round,
        actor: c.id,
        card: daily[0]!,
        changes: change(c.id, 'usedToday', c.usedToday, m.usedToday),
        detail: { daily: true },
        message: `${c.name} uses ${daily.join(', ')}: daily-use, gone until a rest`,
      });
  }
  return {
    state: evolve(state, { combatants, phase: 'resolve', order, next: 0, turnStarted: [], stunned: [] }),
    events,
  };
}

/** The GM reorders tied slots; the new order must still run from high to low init within each tier. */
export function reorder(state: WhState, a: ReorderAction): { state: WhState; events: WhEvent[] } {
  requirePhase(state, 'resolve', 'reorder ties');
  const rest = state.order.slice(state.next);
  const byKey = new Map(rest.map((s) => [s.key, s]));
  if (a.order.length !== rest.length || new Set(a.order).size !== rest.length || a.order.some((k) => !byKey.has(k))) {
    fail('combat/bad-reorder', 'the new order must list every unresolved slot exactly once', {
      path: ['order'],
      hint: `unresolved slots: ${rest.map((s) => s.key).join(', ')}`,
    });
  }
  const slots = a.order.map((k) => byKey.get(k)!);
  for (let i = 1; i < slots.length; i++) {
    const p = slots[i - 1]!;
    const s = slots[i]!;
    const tierP = p.extra > 0 ? 1 : 0;
    const tierS = s.extra > 0 ? 1 : 0;
    if (tierS < tierP || (tierS === tierP && s.init > p.init)) {
      fail(
        'combat/reorder-not-tie',
        `${s.key} (init ${s.init}) cannot go after ${p.key} (init ${p.init}): only ties may be reordered`,
        { path: ['order', i] },
      );
    }
  }
  const order = [...state.order.slice(0, state.next), ...slots];
  return {
    state: evolve(state, { order }),
    events: [
      {
        type: 'reorder',
        round: state.round,
        detail: { order: a.order },
        changes: { order: [rest.map((s) => s.key), a.order] },
      },
    ],
  };
}
