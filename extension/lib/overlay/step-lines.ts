// Turns the engine's events for one resolved play into short readable lines. The numbers are
// the engine's own (event.detail); nothing is recomputed here. An event the engine describes
// itself (message, or the system's describer) keeps that wording.
import type { EngineEvent } from '../../../engine/core/types.js';

export interface Names {
  combatant(id: string | undefined): string;
  card(id: string | undefined): string;
  /** Replaces combatant and card ids inside a sentence (the engine's describer writes ids). */
  text?(s: string): string;
}

export type Describe = (e: EngineEvent) => string | undefined;

const signed = (n: number) => (n < 0 ? `− ${-n}` : `+ ${n}`);
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const rec = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {});

function parts(label: string, o: Record<string, unknown>, keys: readonly [string, string][]): string {
  const bits = keys
    .map(([k, name]) => [name, num(o[k])] as const)
    .filter(([, v]) => v !== undefined && v !== 0)
    .map(([name, v]) => `${name} ${v}`);
  return `${label} ${num(o.total) ?? '?'}${bits.length ? ` (${bits.join(', ')})` : ''}`;
}

export function eventLine(e: EngineEvent, n: Names, describe?: Describe): string | null {
  const d = rec(e.detail);
  switch (e.type) {
    case 'turn':
      return null; // the step's title names the turn
    case 'attack': {
      const atk = rec(d.attack);
      const def = rec(d.defense);
      const flank = num(atk.flanking) ? `, flanking +${num(atk.flanking)}` : '';
      const attack =
        parts('Attack', atk, [
          ['action', 'action'],
          ['stance', 'stance'],
          ['character', 'character'],
        ]) +
        (num(atk.penalty) ? ` penalty −${num(atk.penalty)}` : '') +
        flank;
      const defense =
        parts('Defense', def, [
          ['action', 'action'],
          ['stance', 'stance'],
          ['character', 'character'],
        ]) +
        (num(def.penalty) ? ` penalty −${num(def.penalty)}` : '') +
        (num(def.attacksTaken) ? ` attacks this round −${num(def.attacksTaken)}` : '');
      const d20 = num(d.d20);
      const adj = num(d.adjustment) ?? 0;
      const total = num(d.total);
      const thr = num(d.threshold);
      const verdict = d.hit === true ? `HIT, ${num(d.damage) ?? 0} damage` : 'MISS';
      return [
        `${n.combatant(e.actor)} → ${n.combatant(e.target)}: ${n.card(e.card)}`,
        attack,
        defense,
        `d20 ${d20 ?? '?'}${adj ? ` (${signed(adj)})` : ''} → total ${total ?? '?'} vs ${thr ?? '?'}: ${verdict}`,
      ].join('\n');
    }
    case 'damage': {
      const toP = num(d.toPoise) ?? 0;
      const toH = num(d.toHealth) ?? 0;
      const pen = num(d.penetrated);
      return `${n.combatant(e.target)}: ${toP} to Poise, ${toH} to Health${pen ? ` (${pen} penetrated)` : ''}${penaltyChange(e)}`;
    }
    case 'wounds':
      return `${n.combatant(e.target)} bleeds: ${num(d.wounds) ?? '?'} wound(s)${penaltyChange(e)}`;
    case 'affliction':
      return `Affliction roll ${num(d.roll) ?? '?'} + ${num(d.wounds) ?? '?'} wounds = ${num(d.value) ?? '?'}: ${typeof d.result === 'string' ? d.result : 'no effect'}`;
    case 'restore': {
      const got = [num(d.poise) ? `${num(d.poise)} Poise` : '', num(d.health) ? `${num(d.health)} Health` : '']
        .filter(Boolean)
        .join(' and ');
      return `${n.combatant(e.actor)} recovers ${got || 'nothing (already at maximum)'} with ${n.card(e.card)}`;
    }
    case 'round-end':
      return `End of round ${e.round}`;
    case 'down':
      return `${n.combatant(e.actor)} is down`;
    case 'combat-end':
      return 'The combat ends';
    case 'effect-applied':
      return `${n.combatant(e.target)}: ${String(d.effect ?? 'effect')} for ${num(d.rounds) ?? '?'} round(s)`;
    default: {
      const own = describe?.(e) ?? e.message;
      if (own) return n.text ? n.text(own) : own;
      return [e.type, n.combatant(e.actor), e.card ? n.card(e.card) : '', e.target ? `→ ${n.combatant(e.target)}` : '']
        .filter(Boolean)
        .join(' ');
    }
  }
}

function penaltyChange(e: EngineEvent): string {
  const pen = Object.entries(e.changes ?? {}).find(([k]) => k.endsWith('.penalty'));
  if (!pen) return '';
  const after = pen[1][1];
  return typeof after === 'number' ? `; penalty now −${after}` : '';
}

/** The events of the last turn in a batch: from its 'turn' event on (round-end events included). */
export function lastTurn(events: readonly EngineEvent[]): readonly EngineEvent[] {
  for (let i = events.length - 1; i >= 0; i--) if (events[i]!.type === 'turn') return events.slice(i);
  return events;
}
