// The `--json` result of `fray resolve` and the readable text log, both from the session.
import type { Session } from '../../core/session.js';
import type { EngineEvent } from '../../core/types.js';
import type { ScenarioSummary } from '../system-module.js';
import { penaltyFor, wounds } from './penalty.js';
import type { WhState } from './types.js';

export function summarize(session: Session<WhState>): ScenarioSummary {
  const s = session.state;
  // The resolution order of every round: the reveal's order, with the GM's reorders applied.
  type Slot = { key: string; combatant: string; action: string; stance?: string; init: number; extra: number };
  const order: Record<string, unknown>[] = [];
  let round: Slot[] = [];
  let resolved = 0;
  let roundNo = 0;
  const flush = (): void => {
    for (const o of round) {
      order.push({
        round: roundNo,
        combatant: o.combatant,
        action: o.action,
        ...(o.stance ? { stance: o.stance } : {}),
        init: o.init,
        ...(o.extra ? { extra: o.extra } : {}),
      });
    }
    round = [];
  };
  for (const e of session.events) {
    if (e.type === 'reveal') {
      flush();
      roundNo = e.round;
      round = [...((e.detail?.order ?? []) as Slot[])];
      resolved = 0;
    } else if (e.type === 'turn') resolved++;
    else if (e.type === 'reorder') {
      const keys = (e.detail?.order ?? []) as string[];
      const byKey = new Map(round.map((o) => [o.key, o]));
      round = [...round.slice(0, resolved), ...keys.map((k) => byKey.get(k)!)];
    }
  }
  flush();
  const combatants: Record<string, Record<string, unknown>> = {};
  for (const c of s.combatants) {
    combatants[c.id] = {
      side: c.side,
      ...(c.character ? { card: c.character } : {}),
      poise: c.poise,
      max_poise: c.maxPoise,
      health: c.health,
      max_health: c.maxHealth,
      wounds: wounds(c.maxHealth, c.health),
      penalty: penaltyFor(c.maxHealth, c.health, s.tables.penalty),
      down: c.down,
      dead: c.dead,
      afflictions: c.afflictions,
      effects: c.effects.map((e) => ({ ...e })),
      used_once: c.usedOnce,
      used_today: c.usedToday,
      ...(c.position ? { position: c.position } : {}),
    };
  }
  return { order, combatants };
}

const sign = (n: number): string => (n >= 0 ? `+${n}` : `−${-n}`);
const num = (n: number): string => (n >= 0 ? `${n}` : `−${-n}`);

/** The effects a turn's start ran out (its `effect` lines already told the rest): '' when none ended. */
function effectsWornOff(actor: string | undefined, change: readonly [unknown, unknown] | undefined): string {
  const kinds = (v: unknown): string[] =>
    Array.isArray(v) ? v.map((x) => String((x as { effect?: unknown } | null)?.effect ?? '')).filter(Boolean) : [];
  const left = kinds(change?.[1]);
  const ended: string[] = [];
  for (const k of kinds(change?.[0])) {
    const i = left.indexOf(k);
    if (i >= 0) left.splice(i, 1);
    else if (!ended.includes(k)) ended.push(k);
  }
  const words = ended.map((k) =>
    k === 'bleed' ? 'stops bleeding' : k === 'stun' ? 'is no longer stunned' : `${k} ends`,
  );
  return words.length ? `  ${actor} ${words.join(' and ')}` : '';
}

/** One readable line per event for the text log ('' for an event with nothing new to say). */
export function describe(e: EngineEvent): string {
  const d = (e.detail ?? {}) as Record<string, any>;
  const ch = e.changes ?? {};
  const pair = (k: string): string => (ch[k] ? `${String(ch[k]![0])}→${String(ch[k]![1])}` : '');
  switch (e.type) {
    case 'play':
      return `${e.actor} plays ${e.card}${d.stance ? ` + ${d.stance}` : ''}${d.target ? ` → ${d.target}` : ''}${d.extra?.length ? ` (extra: ${d.extra.join(', ')})` : ''}`;
    case 'unplay':
      return `${e.actor} takes back the cards played face down`;
    case 'timer-expired':
      return 'the decision timer runs out';
    case 'default-action':
      return `${e.actor} takes the default action ${e.card}`;
    case 'reveal':
      return `round ${e.round} order: ${(d.order as any[]).map((o) => `${o.key} ${o.action}${o.stance ? `+${o.stance}` : ''} (${o.init})`).join(', ') || '(nobody played)'}`;
    case 'discard':
      return `  ${e.actor} discards ${e.card} until the combat ends`;
    case 'reorder':
      return `the GM reorders ties: ${d.order.join(', ')}`;
    case 'turn':
      return `${e.actor}: ${e.card}${d.stance ? ` + ${d.stance}` : ''} (init ${d.init})`;
    case 'skip':
      return `  ${e.actor} does not act (${d.reason})`;
    case 'effect':
      return d.effect === 'bleed'
        ? `  ${e.actor} bleeds ${d.wounds} (${d.roundsLeft} round(s) left)`
        : `  ${e.actor} is stunned (${d.roundsLeft} more turn(s))`;
    case 'effects-tick':
      return effectsWornOff(e.actor, ch[`${e.actor}.effects`]);
    case 'move':
      return `  ${e.actor} moves ${pair(`${e.actor}.position`).replace(/,/g, ',')} (${d.direction}, up to ${d.spaces})`;
    case 'move-blocked':
      return `  ${e.actor} cannot move to ${String(d.to)} (${d.reason})`;
    case 'breaking-contact':
      return `  ${e.actor} breaks contact with ${d.from.join(', ')}`;
    case 'no-target':
      return `  ${e.actor} has no target (${d.reason})`;
    case 'out-of-range':
      return `  ${e.target} is out of ${d.range} range (${d.distance} > ${d.max}): no attack`;
    case 'attack': {
      const a = d.attack;
      const df = d.defense;
      const atk = `attack ${num(a.total)} = ${a.action} action ${sign(a.stance)} stance ${sign(a.character)} character${a.penalty ? ` − ${a.penalty} penalty` : ''}${a.flanking ? ` + ${a.flanking} flanking` : ''}`;
      const def = `defense ${num(df.total)} = ${df.action} action ${sign(df.stance)} stance ${sign(df.character)} character${df.penalty ? ` − ${df.penalty} penalty` : ''}${df.attacksTaken ? ` − ${df.attacksTaken} attacks taken` : ''}`;
      const roll = `d20 ${d.d20}${d.adjustment ? ` ${sign(d.adjustment)}` : ''}`;
      return `  ${e.actor} → ${e.target}: ${atk}; ${def}; ${roll} → total ${d.total}: ${d.hit ? `hit for ${d.damage}` : `miss (needs over ${d.threshold})`}`;
    }
    case 'damage':
      return `  ${e.target} takes ${d.damage}${d.source === 'breaking-contact' ? ' (breaking contact)' : ''}${d.poiseOnly ? ' poise-only' : ''}: ${d.penetrated} penetrates, ${d.toPoise} to Poise, ${d.toHealth - d.penetrated} spills to Health (Poise ${pair(`${e.target}.poise`) || 'unchanged'}, Health ${pair(`${e.target}.health`) || 'unchanged'}${ch[`${e.target}.penalty`] ? `, penalty ${pair(`${e.target}.penalty`)}` : ''})`;
    case 'wounds':
      return `  ${e.target} loses ${d.wounds} Health to ${d.source}${e.actor && e.actor !== e.target ? ` (${e.actor}'s ${e.card ?? 'effect'})` : ''} (Health ${pair(`${e.target}.health`)})`;
    case 'down':
      return `  ${e.actor} is down`;
    case 'affliction':
      return `  affliction roll d20 ${d.roll} + ${d.wounds} wounds = ${d.value}: ${d.result ?? 'no effect'}`;
    case 'effect-applied':
      return `  ${e.target} gains ${d.effect}${d.wounds ? ` ${d.wounds}` : ''} for ${d.rounds} round(s)`;
    case 'restore':
      return `  ${e.actor} restores${d.poise ? ` ${d.poise} Poise` : ''}${d.health ? ` ${d.health} Health` : ''}${!d.poise && !d.health ? ' nothing (already at maximum)' : ''}`;
    case 'round-end':
      return `end of round ${e.round}`;
    case 'death-save':
      return `${e.actor} death's-door save: d20 ${d.roll}${d.adjustment ? ` ${sign(d.adjustment)} critical` : ''} ${sign(d.skill)} skill ${sign(d.health)} Health = ${num(d.total)} vs ${d.target}: ${d.pass ? 'survives' : 'dies'}`;
    case 'fight-over':
      return `the fight is over: one side has no one standing${(d.skipped as string[]).length ? ` (not resolved: ${(d.skipped as string[]).join(', ')})` : ''}`;
    case 'combat-end':
      return 'the combat ends';
    case 'check':
      return `${e.actor} check${d.skill ? ` (${d.skill})` : ''}: d20 ${d.roll}${d.adjustment ? ` ${sign(d.adjustment)} critical` : ''} ${sign(d.skillBonus + d.bonus)} − ${d.penalty} penalty${d.armour ? ` − ${d.armour} armour` : ''} = ${d.total} vs ${d.target}: ${d.pass ? 'pass' : 'fail'}`;
    default:
      return e.message ?? e.type;
  }
}
