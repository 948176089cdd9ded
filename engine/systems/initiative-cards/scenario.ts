// The `fray resolve` adapter: an initiative-cards scenario (inline combatants, zones, an
// optional ambush, rounds of swaps and turns) becomes a setup plus the plugin's actions.
import { z } from 'zod';
import { num, seed, whole } from '../action-fields.js';
import { fail } from '../../core/errors.js';
import type { EngineEvent } from '../../core/types.js';
import type { Session } from '../../core/session.js';
import type { CompiledScenario, ScenarioContext, ScenarioSummary, ScriptedAction } from '../system-module.js';
import { combatantIdCheck } from '../combatant-id-check.js';
import { read } from '../scenario-read.js';
import { leavesLine, roundLine } from '../round-log.js';
import type { InitiativeCardsTables } from './tables.js';
import type { IcAction, IcState, Setup } from './types.js';
import { statusWords } from './view.js';
import { zonesFromText } from './zone-text.js';

// Every whole number within the one limit table's range (engine/catalog/limits.ts).
const int = whole;
export const weapon = z.strictObject({
  id: z.string(),
  name: z.string().optional(),
  damage: int.min(0),
  range: z.tuple([int.min(0), int.min(0)]).optional(),
});
export const combatant = z.strictObject({
  id: z.string(),
  name: z.string().optional(),
  side: z.string(),
  pc: z.boolean().optional(),
  group: z.string().optional(),
  cards: int.min(1).optional(),
  draw: z.array(int).optional(),
  zone: z.string().optional(),
  weapons: z.array(weapon).optional(),
  harm_limit: int.min(1).optional(),
  physical: int.min(0).optional(),
  mental: int.min(0).optional(),
  endure: int.min(0).optional(),
  actions: z.record(z.string(), int.min(0)).optional(),
});
/** A test: the successes rolled at the table, or the base pool (`dice`) the engine adjusts and rolls (faces in `rolls`). */
const test = { successes: int.min(0).optional(), dice: int.min(0).optional(), rolls: z.array(int).optional() };
/** The Director's own roll (poison, a fall): the successes, or the faces of the pool. */
const director = z.strictObject({ successes: int.min(0).optional(), rolls: z.array(int).optional() });
const circumstance = z.strictObject({
  name: z.string(),
  maneuvers: z.array(z.string()).min(1),
  extra_successes: int.min(1),
  unaffected: z.array(z.string()).optional(),
});
const reaction = z.strictObject({
  maneuver: z.string(),
  ...test,
  swap: z.boolean().optional(),
  card: int.optional(),
  by: z.string().optional(),
});
const maneuverSpec = z.strictObject({
  maneuver: z.string(),
  speed: z.enum(['slow', 'fast']).optional(),
  target: z.string().optional(),
  weapon: z.string().optional(),
  ...test,
  damage: int.min(0).optional(),
  reaction: reaction.optional(),
  outmaneuver: z.boolean().optional(),
  card: int.optional(),
  gag: z.boolean().optional(),
  to: z.string().optional(),
  note: z.string().optional(),
  extra_successes: int.min(0).optional(),
});
const steps = {
  combatant: z.strictObject({
    combatant: z.string(),
    maneuvers: z.array(maneuverSpec).default([]),
    end_turn: z.boolean().default(true),
  }),
  harm: z.strictObject({
    harm: z.string(),
    amount: int.min(0),
    kind: z.string().default('physical'),
    source: z.string().optional(),
  }),
  fear_test: z.strictObject({
    fear_test: z.string(),
    fear: int.min(0),
    ...test,
    position: z.enum(['controlled', 'risky', 'desperate']).optional(),
  }),
  leave: z.strictObject({ leave: z.string(), reason: z.string().optional() }),
  fire: z.strictObject({ fire: z.string(), intensity: int.min(0), extinguish: int.min(1), ...test }),
  poison: z.strictObject({ poison: z.string(), toxicity: int.min(0), ...test, director: director.optional() }),
  antidote: z.strictObject({ antidote: z.string() }),
  let_go: z.strictObject({ let_go: z.string(), target: z.string().optional() }),
  fall: z.strictObject({ fall: z.string(), feet: num.min(0), ...test, director: director.optional() }),
};
const round = z.strictObject({
  swaps: z
    .array(z.strictObject({ a: z.string(), b: z.string(), card_a: int.optional(), card_b: int.optional() }))
    .default([]),
  turns: z.array(z.record(z.string(), z.unknown())).default([]),
});
const scenarioDoc = z.strictObject({
  system: z.literal('initiative-cards'),
  name: z.string().optional(),
  description: z.string().optional(),
  seed: seed.optional(),
  dice: z.array(int).optional(),
  /** The map, or a setup form's line `hall: yard, cellar; yard: gate`. */
  zones: z.preprocess(zonesFromText, z.record(z.string(), z.array(z.string())).optional()),
  ambush: z
    .strictObject({
      side: z.string(),
      result: z.enum(['success', 'failure', 'automatic']),
      extra_successes: int.min(0).optional(),
    })
    .optional(),
  circumstances: z.array(circumstance).optional(),
  deal: z.enum(['at-start', 'one-by-one']).optional(),
  combatants: z.array(combatant).min(1),
  rounds: z.array(round).default([]),
});

export function compile(doc: Readonly<Record<string, unknown>>, ctx: ScenarioContext): CompiledScenario {
  const sc = read(scenarioDoc, doc, []);
  const checkId = combatantIdCheck(sc.combatants);
  if (sc.ambush && !sc.combatants.some((c) => c.side === sc.ambush!.side)) {
    fail('scenario/unknown-side', `no combatant is on side \`${sc.ambush.side}\``, {
      path: ['ambush', 'side'],
      hint: `sides: ${[...new Set(sc.combatants.map((c) => c.side))].join(', ')}`,
    });
  }
  if (sc.ambush && sc.ambush.result !== 'success' && sc.ambush.extra_successes) {
    fail(
      'scenario/ambush-successes',
      `a${sc.ambush.result === 'automatic' ? 'n automatic' : ' failed'} ambush has no extra successes`,
      {
        path: ['ambush', 'extra_successes'],
        hint: 'extra successes come from a successful Sneak test (result: success)',
      },
    );
  }
  const setup: Setup = {
    tables: ctx.tables as InitiativeCardsTables,
    combatants: sc.combatants,
    seed: ctx.seed ?? sc.seed ?? 0,
    ...(sc.dice ? { dice: sc.dice } : {}),
    ...(sc.zones ? { zones: sc.zones } : {}),
    ...(sc.ambush ? { ambush: sc.ambush } : {}),
    ...(sc.circumstances ? { circumstances: sc.circumstances } : {}),
    ...(sc.deal ? { deal: sc.deal } : {}),
  };
  (sc.circumstances ?? []).forEach((x, i) =>
    (x.unaffected ?? []).forEach((id, j) => checkId(id, ['circumstances', i, 'unaffected', j])),
  );
  const actions: ScriptedAction[] = [];
  // Dealt card by card with scripted rounds: the cards not given by `draw:` come from the shuffle.
  if (sc.deal === 'one-by-one' && sc.rounds.length) actions.push({ action: { type: 'deal-rest' }, path: ['deal'] });
  sc.rounds.forEach((r, ri) => {
    r.swaps.forEach((sw, i) => {
      const path = ['rounds', ri, 'swaps', i];
      checkId(sw.a, [...path, 'a']);
      checkId(sw.b, [...path, 'b']);
      actions.push({ action: { type: 'swap', ...sw }, path });
    });
    r.turns.forEach((step, si) => {
      const path = ['rounds', ri, 'turns', si];
      const kind = (Object.keys(steps) as (keyof typeof steps)[]).find((k) => k in step);
      if (!kind)
        fail(
          'scenario/unknown-step',
          'a turn names who acts (`combatant:`), or is a `harm:`, `fear_test:`, `leave:`, `fire:`, `poison:`, `antidote:`, `fall:` or `let_go:` step',
          { path, hint: 'e.g. { combatant: elin, maneuvers: [{ maneuver: attack, target: wolf, successes: 2 }] }' },
        );
      const d = read(steps[kind], step, path) as Record<string, any>;
      const who = d[kind] as string;
      checkId(who, [...path, kind]);
      if (kind === 'combatant') {
        (d.maneuvers as Record<string, unknown>[]).forEach((m, mi) =>
          actions.push({
            action: { type: 'maneuver', combatant: who, ...m } as IcAction,
            path: [...path, 'maneuvers', mi],
          }),
        );
        if (d.end_turn)
          actions.push({ action: { type: 'end-turn', combatant: who, implicit: true }, path: [...path, 'combatant'] });
      } else if (kind === 'harm')
        actions.push({
          action: {
            type: 'harm',
            combatant: who,
            amount: d.amount,
            kind: d.kind,
            ...(d.source ? { source: d.source } : {}),
          },
          path,
        });
      else if (kind === 'fear_test') {
        const { fear_test: _w, ...spec } = d;
        actions.push({ action: { type: 'fear', combatant: who, ...spec } as IcAction, path });
      } else if (kind === 'let_go') {
        if (d.target !== undefined) checkId(d.target, [...path, 'target']);
        actions.push({
          action: { type: 'let-go', combatant: who, ...(d.target !== undefined ? { target: d.target } : {}) },
          path,
        });
      } else if (kind === 'leave')
        actions.push({ action: { type: 'leave', combatant: who, ...(d.reason ? { reason: d.reason } : {}) }, path });
      else {
        // fire / poison / antidote / fall: the step's key names the creature.
        const { [kind]: _w, ...spec } = d;
        actions.push({ action: { type: kind, combatant: who, ...spec } as IcAction, path });
      }
    });
    actions.push({ action: { type: 'end-round' }, path: ['rounds', ri] });
  });
  return { setup, actions };
}

export function summarize(session: Session<IcState>): ScenarioSummary {
  const state = session.state;
  const order: Record<string, unknown>[] = [];
  for (const e of session.events) {
    if (e.type !== 'order') continue;
    for (const s of e.detail!.slots as { card: number; holder: string; members: string[] }[]) {
      for (const m of s.members)
        order.push({
          round: e.round,
          combatant: m,
          card: s.card,
          init: s.card,
          ...(s.holder !== m ? { group: s.holder } : {}),
        });
    }
  }
  const combatants: Record<string, Record<string, unknown>> = {};
  for (const id of state.ids) {
    const c = state.combatants[id]!;
    const h = state.holders[c.holder]!;
    combatants[id] = {
      side: c.side,
      cards: h.cards,
      drawn: h.drawn,
      zone: c.zone,
      physical: c.physical,
      mental: c.mental,
      harm_limit: c.harmLimit ?? null,
      out: c.out,
      fled: c.fled,
      status: statusWords(c),
      next_roll_bonus: c.nextRollBonus,
      burning: c.burning ?? null,
      poison: c.poison ?? 0,
    };
  }
  return { order, combatants };
}

/** A test as the log shows it: the typed successes, or the pool the engine built and what it rolled. */
function tested(d: Record<string, any>): string {
  if (d.pool === undefined && Array.isArray(d.faces))
    return `[${(d.faces as number[]).join(' ')}] = ${d.successes} success(es)`;
  if (d.pool === undefined) {
    const m = d.typed_pool_modifiers as Record<string, number> | undefined;
    const mods = m
      ? ` (the table's pool should have had ${Object.entries(m)
          .map(([k, v]) => `${v > 0 ? '+' : ''}${v} ${k.replace('_dice', '')}`)
          .join(', ')} dice)`
      : '';
    return `${d.successes} success(es)${mods}`;
  }
  const parts = [
    `${d.dice}`,
    ...(d.ambush_dice ? [`+${d.ambush_dice} ambush`] : []),
    ...(d.extra_dice ? [`+${d.extra_dice} extra`] : []),
    ...(d.next_roll_dice ? [`(${d.next_roll_dice} of them Fear's bonus)`] : []),
    ...(d.harm_dice ? [`${d.harm_dice} Harm`] : []),
  ];
  return `${d.pool} dice (${parts.join(' ')}) [${(d.faces as number[]).join(' ')}] = ${d.successes} success(es)`;
}

export function describe(e: EngineEvent): string {
  const d = (e.detail ?? {}) as Record<string, any>;
  const r = `R${e.round}`;
  switch (e.type) {
    case 'draw':
      return `${r} ${d.holder} draws card ${d.card}${d.typed ? ' (from the table)' : ''}${d.keeps ? `, keeps ${(d.keeps as number[]).join(', ')}` : ''}`;
    case 'order':
      return `${r} order (lowest card first): ${(d.slots as any[]).map((s) => `${s.card} ${s.members.join('+')}`).join(', ')}`;
    case 'maneuver':
      return `${r} ${e.actor} ${d.reaction ? 'reacts' : 'maneuvers'}: ${d.name} (${d.speed})${d.ambush_bonus ? ` — first maneuver, ambush +${d.ambush_bonus} die` : ''}${d.note ? ` — ${d.note}` : ''}`;
    case 'attack':
      return `${r} ${e.actor} attacks ${e.target} with ${d.weapon}: ${tested(d)}${d.reaction ? ` − ${d.reaction.successes} (${d.reaction.by}'s ${d.reaction.maneuver}: ${tested(d.reaction)})` : ''} = ${d.net}${d.extra_needed ? ` (needs ${d.needed}: ${d.circumstances.join(', ')})` : ''} → ${d.hit ? `hit, ${d.damage} + ${d.extra_harm} Harm` : 'miss'}`;
    case 'harm':
      return `${r} ${e.target} suffers ${d.amount} ${d.kind} Harm${d.limit !== undefined ? ` (limit ${d.limit})` : ''}${d.out ? ' — out of the fight' : ''}`;
    case 'swap':
      return `${r} ${e.actor} ${d.forced ? 'forces a swap with' : 'swaps cards with'} ${e.target}: ${Object.entries(
        e.changes ?? {},
      )
        .map(([k, v]) => `${k.replace(/\.card$/, '')} ${v[0]}→${v[1]}`)
        .join(', ')}${d.from_next_round ? ' (from the next round)' : ''}`;
    case 'grapple':
      return `${r} ${e.actor} grapples ${e.target}: ${tested(d)} vs ${d.against} → ${d.restrained ? `restrained${d.gagged ? ' and gagged' : ''}` : 'fails'}`;
    case 'break-free':
      return `${r} ${e.actor} tries to break free: ${tested(d)}${d.hold ? ` vs hold ${d.hold.successes}` : ''} → ${d.freed ? 'free' : 'still held'}`;
    case 'flee':
      return `${r} ${e.actor} flees: ${tested(d)}${d.chaser ? ` − ${d.against} (${d.chaser} chases)` : ''} → ${d.escaped ? 'escapes the fight' : 'stays'}`;
    case 'move':
      return `${r} ${e.actor} moves ${Object.values(e.changes ?? {})
        .map((v) => `${v[0]} → ${v[1]}`)
        .join('')}`;
    case 'fear':
      return `${r} ${e.actor} Fear test: ${tested(d)} vs Fear ${d.fear} (players present: +${d.bonus_dice} dice; ${d.position}) → ${d.passed ? `holds${d.next_roll_bonus ? ` (+${d.next_roll_bonus} die to the next roll)` : ''}` : 'fails'}`;
    case 'fire':
      return `${r} ${e.target} ${d.catches ? `catches fire (damage ${d.intensity}, ${d.extinguish} success(es) put it out)` : `burns (damage ${d.intensity})`}: Endure ${tested(d.endure)} → ${d.harm} Harm`;
    case 'extinguish':
      return `${r} ${e.actor} fights the fire: ${tested(d)}, ${d.saved} of ${d.needed} → ${d.out ? 'out' : 'still burning'}`;
    case 'poison':
      return d.ongoing
        ? `${r} ${e.target}: the poison works on (${d.harm} Harm; next round ${d.next_round})`
        : `${r} ${e.target} is poisoned (toxicity ${d.toxicity}): Endure ${tested(d.endure)} vs the Director's ${d.director.successes} → ${d.harm} Harm (next round ${d.next_round})`;
    case 'antidote':
      return `${r} ${e.target} takes an antidote: the poison stops`;
    case 'fall':
      return d.below !== undefined
        ? `${r} ${e.target} falls ${d.feet} ft: under ${d.below} ft, no Harm`
        : `${r} ${e.target} falls ${d.feet} ft: the Director's ${d.director.pool} dice, ${d.director.successes} success(es), vs Endure ${tested(d.endure)} → ${d.harm} Harm`;
    case 'release':
      return d.reason === 'let go'
        ? `${r} ${e.actor} lets ${e.target} go`
        : `${r} ${e.target} is free: ${e.actor} is out of the fight`;
    case 'end-turn':
      return `${r} ${e.actor} ends the turn (card ${d.card})`;
    case 'pass':
      return `${r} ${e.actor} does not act (card ${d.card}: ${d.reason})`;
    case 'leave':
      return leavesLine(e);
    case 'combat-end':
      return `${r} the fight is over${d.winner ? `: ${d.winner} stand` : ''}`;
    default:
      return roundLine(e);
  }
}
