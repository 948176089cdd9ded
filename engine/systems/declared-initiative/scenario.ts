// The `fray resolve` adapter: a declared-initiative scenario (inline combatants, rounds of
// declarations and scripted acts) becomes a setup plus the plugin's actions.
import { z } from 'zod';
import { num, seed, whole } from '../action-fields.js';
import { fail } from '../../core/errors.js';
import type { EngineEvent } from '../../core/types.js';
import type { Session } from '../../core/session.js';
import type { CompiledScenario, ScenarioContext, ScenarioSummary, ScriptedAction } from '../system-module.js';
import { declaredInitiativeCombatantStats } from './combatant-stats.js';
import { statusWords } from './damage.js';
import { read } from '../scenario-read.js';
import { leavesLine, roundLine } from '../round-log.js';
import { combatantIdCheck } from '../combatant-id-check.js';
import type { DeclaredInitiativeTables } from './tables.js';
import type { DiAction, DiState, Setup } from './types.js';

// Every whole number within the one limit table's range (engine/catalog/limits.ts).
const int = whole;
/**
 * A combatant card's stat block with who it is in this fight first (so its problems come first, as
 * the document reads) and how it enters it after.
 */
export const combatant = z.strictObject({
  id: z.string(),
  name: z.string().optional(),
  side: z.string(),
  monster: z.boolean().optional(),
  ...declaredInitiativeCombatantStats.shape,
  surprised: z.boolean().optional(),
  arrives: z.boolean().optional(),
  initiative_die: int.optional(),
  current_stress: int.min(0).optional(),
  current_wp: int.optional(),
});
const declareSpec = z.strictObject({
  action: z.string(),
  weapon: z.string().optional(),
  tn: int.optional(),
  speed: int.optional(),
  modifier: int.optional(),
});
const attackSpec = z.strictObject({
  target: z.string(),
  weapon: z.string().optional(),
  roll: int.optional(),
  hit: z.boolean().optional(),
  damage: z.union([int.min(0, 'damage cannot be negative'), z.string()]).optional(),
  critical: z.boolean().optional(),
  damage_type: z.string().optional(),
});
const dice = z.array(int).optional();
const heal = z.strictObject({ target: z.string(), roll: int });
const intimidate = z.strictObject({ target: z.string(), result: int });
/** One deed of a turn: an action (standard, or `free: true`) or a move. */
const deed = z.strictObject({
  attack: attackSpec.optional(),
  heal: heal.optional(),
  intimidate: intimidate.optional(),
  move: z.union([z.boolean(), num.min(0)]).optional(),
  enters: z.array(z.string()).min(1).optional(),
  spend_stress: int.min(1).optional(),
  free: z.boolean().optional(),
  note: z.string().optional(),
});
const steps = {
  act: z.strictObject({
    act: z.string(),
    attack: attackSpec.optional(),
    heal: heal.optional(),
    intimidate: intimidate.optional(),
    crawl: z.boolean().optional(),
    spend_stress: int.min(1).optional(),
    note: z.string().optional(),
    deeds: z.array(deed).min(1).optional(),
    dice,
  }),
  riposte: z.strictObject({ riposte: z.string(), ...attackSpec.shape, dice }),
  skip: z.strictObject({ skip: z.string() }),
  arrive: z.strictObject({
    arrive: z.string(),
    declare: declareSpec.optional(),
    surprised: z.boolean().optional(),
    dice,
  }),
  withdraw: z.strictObject({ withdraw: z.string(), reason: z.string().optional() }),
};
const round = z.strictObject({
  declare: z.record(z.string(), z.union([declareSpec, z.literal('pass')])).default({}),
  actions: z.array(z.record(z.string(), z.unknown())).default([]),
  end: z.strictObject({ obvious: z.array(z.string()).optional(), dice }).optional(),
});
const scenarioDoc = z.strictObject({
  system: z.literal('declared-initiative'),
  name: z.string().optional(),
  description: z.string().optional(),
  seed: seed.optional(),
  dice,
  combatants: z.array(combatant).min(1),
  /** How actions are declared: round-robin (seat order), agility (highest first), hidden (written down, revealed at once). */
  declaring: z.enum(['round-robin', 'agility', 'hidden']).optional(),
  /** A side caught by surprise: its creatures do not act in the first round. */
  surprised: z.string().optional(),
  rounds: z.array(round).default([]),
});

export function compile(doc: Readonly<Record<string, unknown>>, ctx: ScenarioContext): CompiledScenario {
  const sc = read(scenarioDoc, doc, []);
  const checkId = combatantIdCheck(sc.combatants);
  if (sc.surprised !== undefined && !sc.combatants.some((c) => c.side === sc.surprised)) {
    fail('scenario/unknown-side', `no combatant is on the side \`${sc.surprised}\``, {
      path: ['surprised'],
      hint: `sides: ${[...new Set(sc.combatants.map((c) => c.side))].join(', ')}`,
    });
  }
  const setup: Setup = {
    tables: ctx.tables as DeclaredInitiativeTables,
    combatants: sc.combatants.map((c) =>
      sc.surprised !== undefined && c.side === sc.surprised && c.surprised === undefined
        ? { ...c, surprised: true }
        : c,
    ),
    ...(sc.declaring ? { declaring: sc.declaring } : {}),
    seed: ctx.seed ?? sc.seed ?? 0,
    ...(sc.dice ? { dice: sc.dice } : {}),
  };
  const actions: ScriptedAction[] = [];
  sc.rounds.forEach((r, ri) => {
    for (const [id, d] of declarationOrder(Object.entries(r.declare), sc.declaring, sc.combatants)) {
      const path = ['rounds', ri, 'declare', id];
      checkId(id, path);
      actions.push({
        action: d === 'pass' ? { type: 'pass-declare', combatant: id } : { type: 'declare', combatant: id, ...d },
        path,
      });
    }
    if (sc.declaring === 'hidden') actions.push({ action: { type: 'reveal' }, path: ['rounds', ri, 'declare'] });
    r.actions.forEach((step, si) => {
      const path = ['rounds', ri, 'actions', si];
      const kind = Object.keys(steps).find((k) => k in step) as keyof typeof steps | undefined;
      if (!kind)
        fail('scenario/unknown-step', 'a step names what happens: act, arrive, skip, riposte or withdraw', {
          path,
          hint: 'e.g. { act: hero, attack: { target: ghoul, roll: 14, damage: 5 } }',
        });
      const { [kind]: who, ...rest } = read(steps[kind], step, path) as Record<string, unknown>;
      checkId(who as string, [...path, kind]);
      const type = kind === 'act' ? 'act' : kind;
      actions.push({ action: { type, combatant: who as string, ...rest } as DiAction, path });
    });
    actions.push({ action: { type: 'end-round', ...(r.end ?? {}) }, path: ['rounds', ri, ...(r.end ? ['end'] : [])] });
  });
  return { setup, actions };
}

/**
 * A round's `declare:` entries in the order the table declares them: seat order (the combatants'
 * listed order) for round-robin, highest Agility first for agility, as written otherwise.
 */
function declarationOrder<T>(
  entries: [string, T][],
  mode: string | undefined,
  combatants: readonly { id: string; agility: number }[],
): [string, T][] {
  if (mode !== 'round-robin' && mode !== 'agility') return entries;
  const seat = (id: string) => {
    const i = combatants.findIndex((c) => c.id === id);
    return i < 0 ? Infinity : i;
  };
  const agility = (id: string) => combatants.find((c) => c.id === id)?.agility ?? -Infinity;
  return [...entries].sort(([a], [b]) => (mode === 'agility' ? agility(b) - agility(a) : 0) || seat(a) - seat(b));
}

export function summarize(session: Session<DiState>): ScenarioSummary {
  const state = session.state;
  const order: Record<string, unknown>[] = [];
  for (const e of session.events) {
    if (e.type !== 'act' && !(e.type === 'skip' && e.detail?.reason !== 'round ended')) continue;
    order.push({
      round: e.round,
      combatant: e.actor,
      init: e.detail?.init,
      ...(e.type === 'act'
        ? { action: e.detail?.action, ...(e.detail?.deeds ? { deeds: e.detail.deeds } : {}) }
        : { skipped: e.detail?.reason }),
      ...(e.detail?.catch_up ? { catch_up: true } : {}),
    });
  }
  const combatants: Record<string, Record<string, unknown>> = {};
  for (const id of state.ids) {
    const c = state.combatants[id]!;
    combatants[id] = {
      side: c.side,
      base_initiative: c.base ?? null,
      stress: c.stress,
      stress_max: c.stressMax,
      wp: c.wp,
      wp_max: c.wpMax,
      status: statusWords(state, c),
      dead: c.dead,
      stabilized: c.stabilized,
      morale: c.morale ?? null,
      wounds: c.wounds.map((w) => w.amount),
      injuries: c.injuries.map((i) =>
        i.roll !== undefined ? `${i.name} (${i.table} ${i.roll})` : `${i.name} (${i.table})`,
      ),
      speed: c.speed ?? null,
      moved: c.moved,
      injury_effects: {
        half_speed: c.injuryEffects.halfSpeed,
        action_every: c.injuryEffects.actionEvery,
        no_attack: c.injuryEffects.noAttack,
        attribute_damage: c.injuryEffects.attributeDamage,
      },
    };
  }
  return { order, combatants };
}

const sign = (n: unknown): string => (typeof n === 'number' && n >= 0 ? `+${n}` : String(n));

export function describe(e: EngineEvent): string {
  const d = (e.detail ?? {}) as Record<string, any>;
  const r = `R${e.round}`;
  switch (e.type) {
    case 'declare':
      if (d.hidden) return `${r} ${e.actor} writes its action down`;
      return `${r} ${e.actor} declares ${d.action} (${sign(d.modifier)})${d.init !== undefined ? ` → initiative ${d.init}` : ''}`;
    case 'undeclare':
      return `${r} ${e.actor} takes its written action back`;
    case 'order':
      return `${r} order (low to high): ${(d.slots as any[]).map((s) => `${s.combatant} ${s.init}${s.catch_up ? ' (catch-up)' : ''}`).join(', ') || 'nobody acts'}`;
    case 'act':
      return `${r} [${d.init}] ${e.actor} acts: ${d.action}${d.catch_up ? ' (catch-up turn)' : ''}${d.deeds ? `, ${d.deeds} deeds` : ''}${d.note ? ` — ${d.note}` : ''}`;
    case 'deed':
      return d.move
        ? `${r} ${e.actor} ${d.crawl ? 'crawls' : 'moves'}${d.yards !== undefined ? ` ${d.yards} yd${d.allowance !== undefined ? ` (${d.moved} of ${d.allowance} this round)` : ''}` : ''}${d.enters ? ` into the threat range of ${d.enters.join(', ')}${d.no_riposte ? ' (defensive attack: no riposte)' : ''}` : ''}${d.note ? ` — ${d.note}` : ''}`
        : `${r} ${e.actor}'s ${d.free ? 'free' : 'standard'} action (action ${d.action} this round)${d.costs_wp ? `, costs ${d.costs_wp} WP` : ''}${d.note ? ` — ${d.note}` : ''}`;
    case 'attack':
    case 'riposte': {
      const head = `${r} ${e.actor} ${e.type === 'riposte' ? 'ripostes' : 'attacks'} ${e.target}${d.weapon ? ` with ${d.weapon}` : ''}: ${d.roll !== undefined ? `${d.roll} vs Defense ${d.defense}` : 'GM ruling'} → ${d.hit ? 'hit' : 'miss'}`;
      if (!d.hit) return head;
      const crit = d.critical ? `, critical ×${d.multiplier}` : '';
      const inj =
        d.injury_chance !== undefined
          ? `; injury d% ${d.injury_chance} vs ${d.amount}${d.injury_table_empty ? ` (the rules give no ${d.type} injury table: the GM chooses)` : ''}`
          : '';
      return `${head}; damage ${d.raw}${crit} − armour ${d.armour} = ${d.amount} ${d.type} (lands when this initiative ends)${inj}`;
    }
    case 'damage':
    case 'exertion':
    case 'dying': {
      const what =
        e.type === 'exertion'
          ? 'pays for acting while incapacitated'
          : e.type === 'dying'
            ? 'bleeds (dying)'
            : `takes ${d.amount}${d.critical ? ' (critical, bypasses Stress)' : ''}`;
      const arm = d.injury?.arm ? ` (d4 ${d.injury.arm_roll}: ${d.injury.arm} arm)` : '';
      const attrs = d.injury?.attribute_damage
        ? `; ${Object.entries(d.injury.attribute_damage)
            .map(([k, v]) => `${v} ${k} damage`)
            .join(', ')}`
        : '';
      const inj = d.injury
        ? `; combat injury${d.injury.chosen_by ? ` (${d.injury.table}, the ${d.injury.chosen_by}'s choice)` : ''}: ${d.injury.name}${arm}${d.injury.effect ? ` — ${d.injury.effect}` : ''}${attrs}`
        : '';
      return `${r} ${e.target} ${what}: Stress −${d.stress}, WP −${d.wp}${(d.status as string[]).length ? ` [${(d.status as string[]).join(', ')}]` : ''}${d.morale_trigger ? ' (morale trigger)' : ''}${inj}`;
    }
    case 'spend-stress':
      return `${r} ${e.actor} spends ${d.amount} Stress`;
    case 'heal':
      return `${r} ${e.actor} Heal check on ${e.target}: ${d.roll} vs TN ${d.tn} → ${d.stabilized ? 'stabilized' : 'fails'}`;
    case 'intimidate':
      return `${r} ${e.actor} intimidates ${e.target} (result ${d.result}): morale at the end of the round`;
    case 'skip':
      return `${r} [${d.init}] ${e.actor} does not act (${d.reason})`;
    case 'arrive':
      return `${r} ${e.actor} arrives: base initiative ${d.base}${d.init !== undefined ? `, ${d.action} at ${d.init}` : ''}${d.catch_up ? ` — already passed${d.passed_at !== undefined ? ` (the round is at ${d.passed_at})` : ''}: next round it acts twice` : ''}${d.surprised ? ' (surprised)' : ''}`;
    case 'withdraw':
      return leavesLine(e);
    case 'morale':
      return d.obvious
        ? `${r} morale ${e.actor}: the outcome is obvious → fails`
        : `${r} morale ${e.actor} (${(d.triggers as string[]).join(', ')}): ${(e.rolls ?? []).length}d${e.rolls?.[0]?.die ?? ''} ${(e.rolls ?? []).map((x) => x.value).join('+')} ${sign(d.insight)} Insight ${sign(d.hd)} HD ${sign(d.allies)} allies = ${d.total} vs ${d.tn} → ${d.passed ? 'holds' : 'breaks'}`;
    case 'combat-end':
      return `${r} the fight is over${d.winner ? `: ${d.winner} stands` : ': nobody stands'}`;
    default:
      return roundLine(e);
  }
}
