// `fray resolve` for team-turns: scenario YAML → setup + scripted actions (the output is in report.ts). Combatants are written inline (Endurance, Health, Constitution…).
// The document is read with zod (../scenario-read.ts); ids (combatants, teams, damage types) are checked after.
import { z } from 'zod';
import { seed, whole } from '../action-fields.js';
import { fail } from '../../core/index.js';
import type { DataPath } from '../../diagnostics/problem.js';
import type { CompiledScenario, ScenarioContext, ScriptedAction } from '../system-module.js';
import { die, knownId, read, type Obj } from '../scenario-read.js';
import type { TeamTurnsTables } from './tables.js';
import type {
  AttackSpec,
  EffectSpec,
  FortifyChoice,
  ReactionSpec,
  TtAction,
  TtCombatantSetup,
  TtSetup,
  TurnAction,
  Weapon,
} from './types.js';

// Every whole number within the one limit table's range (engine/catalog/limits.ts).
const int = whole;
const nat = int.min(0);
const text = z.string().min(1);
const flag = z.boolean().optional();
const ints = z.array(int).optional();
/** A pool of dice and a bonus: `{ dice: [d6, d4], bonus: 1 }`. */
const testSchema = z.strictObject({ dice: z.array(die).default([]), bonus: int.default(0) });
const itemShape = { durability: nat.optional(), material: text.optional(), parry: nat.optional() };
const weaponSchema = z.strictObject({
  damage: nat,
  critical: nat.optional(),
  threshold: int.optional(),
  type: text.optional(),
  test: testSchema.optional(),
  ranged: flag,
  nonlethal: flag,
  ...itemShape,
});
const combatantSchema = z.strictObject({
  id: text,
  name: text.optional(),
  team: text,
  endurance: nat,
  max_endurance: nat.optional(),
  health: nat,
  max_health: int.min(1).optional(),
  constitution: nat,
  evasion: nat.optional(),
  reduction: z.strictObject({ physical: nat.optional(), elemental: nat.optional() }).optional(),
  stamina: nat.optional(),
  focus: nat.optional(),
  weapons: z.record(z.string(), weaponSchema).optional(),
  shield: z.strictObject({ block: nat, ...itemShape }).optional(),
  parry: nat.optional(),
  fortify: testSchema.optional(),
  dodge: testSchema.optional(),
  resist: testSchema.optional(),
  unsurprisable: flag,
  unconscious: flag,
  death_difficulty: int.optional(),
  size: nat.optional(),
  prone: flag,
  in_cover: flag,
});
/** The keys of a combatant entry, e.g. for a form that builds one. */
export const COMBATANT = Object.keys(combatantSchema.shape);

/** A typed fortify test total, `roll`, or false (fall unconscious). */
const fortifySchema = z.unknown().transform((v, ctx): FortifyChoice => {
  if (v === false || v === 'roll' || (typeof v === 'number' && Number.isInteger(v))) return v;
  ctx.addIssue({
    code: 'custom',
    message: 'fortify is a typed test total, `roll`, or false (fall unconscious)',
    params: { hint: `got ${JSON.stringify(v)}` },
  });
  return z.NEVER;
});
const effectSchema = z.strictObject({
  name: text,
  kind: z.enum(['physical', 'mental']).default('physical'),
  difficulty: int.optional(),
  prevent: z.unknown().optional(),
});
/** A typed test: the total, or with advantage/disadvantage every roll's total. */
const typedTest = z.union([int, z.array(int)]).optional();
const attackFieldsShape = {
  test: typedTest,
  luck: int.min(1).optional(),
  modifier: int.optional(),
  adjacent: z.array(z.string()).optional(),
  reaction: z.unknown().optional(),
  nonlethal: flag,
  fortify: fortifySchema.optional(),
  /** The luck die against death, rolled at the table. */
  death_luck: int.min(1).optional(),
  sneak: flag,
  flanking: flag,
  advantage: int.optional(),
  effects: z.array(z.union([z.string(), effectSchema])).optional(),
};
const attackFieldsSchema = z.strictObject(attackFieldsShape);
const attackSchema = z.strictObject({
  target: z.string(),
  weapon: z.union([z.string(), weaponSchema]).optional(),
  ...attackFieldsShape,
});
const strikeSchema = z.strictObject({
  target: z.string(),
  weapon: z.unknown().optional(),
  test: typedTest,
  luck: int.min(1).optional(),
  fallback: attackFieldsSchema.optional(),
});
const reactionSchema = z.strictObject({
  kind: z.enum(['dodge', 'parry', 'block', 'intercept']),
  result: int.optional(),
  value: nat.optional(),
  with: text.optional(),
  item_effects: flag,
  by: z.string().optional(),
  then: z.unknown().optional(),
});
const actionSchema = z.strictObject({
  attack: z.unknown().optional(),
  resuscitate: z.unknown().optional(),
  command: z.unknown().optional(),
  ready: z.unknown().optional(),
  killing_strike: z.unknown().optional(),
  action: text.optional(),
  cost: nat.optional(),
});
const entrySchema = z.strictObject({
  actor: z.string().optional(),
  actions: z.array(z.unknown()).optional(),
  abandon: flag,
  rolls: ints,
  damage: z
    .strictObject({
      target: z.string(),
      amount: nat,
      type: text.optional(),
      nonlethal: flag,
      fortify: fortifySchema.optional(),
      death_luck: int.min(1).optional(),
      rolls: ints,
    })
    .optional(),
  wake: z.string().optional(),
  trigger: z.string().optional(),
  target: z.string().optional(),
});
const scenarioSchema = z.strictObject({
  system: z.literal('team-turns'),
  seed: seed.optional(),
  dice: ints,
  teams: z.array(z.string()).optional(),
  /** The team whose action began the fight: it goes first, the others keep their order. */
  starts: z.string().optional(),
  surprise: z.string().optional(),
  combatants: z.array(combatantSchema),
  rounds: z.array(z.strictObject({ turns: z.array(z.unknown()).default([]) })).optional(),
  turns: z.array(z.unknown()).optional(),
  cards: z.unknown().optional(),
  title: z.string().optional(),
  description: z.string().optional(),
  end_fight: flag,
});

function weapon(w: z.output<typeof weaponSchema>, path: DataPath, tables: TeamTurnsTables): Weapon {
  const type = w.type ?? 'typeless';
  knownId(type, Object.keys(tables.damage.types), [...path, 'type'], 'damage type');
  return {
    damage: w.damage,
    critical: w.critical ?? w.damage,
    threshold: w.threshold ?? tables.luck.die + 1,
    type,
    test: w.test ?? { dice: [], bonus: 0 },
    ranged: w.ranged ?? false,
    nonlethal: w.nonlethal ?? false,
    ...itemFields(w),
  };
}

/** Durability (unlisted: by material — metal or anything else), material, parry value. */
function itemFields(o: { durability?: number; material?: string; parry?: number }): {
  durability?: number;
  material?: string;
  parry?: number;
} {
  return {
    ...(o.durability !== undefined ? { durability: o.durability } : {}),
    ...(o.material !== undefined ? { material: o.material } : {}),
    ...(o.parry !== undefined ? { parry: o.parry } : {}),
  };
}

function effects(list: NonNullable<z.output<typeof attackFieldsSchema>['effects']>, path: DataPath): EffectSpec[] {
  return list.map((x, i) => {
    if (typeof x === 'string') return { name: x, kind: 'physical' as const };
    const { prevent, kind } = x;
    if (prevent !== undefined && prevent !== 'roll' && !(typeof prevent === 'number' && Number.isInteger(prevent))) {
      fail('scenario/bad-field', 'prevent is a typed test total or `roll`', {
        path: [...path, i, 'prevent'],
        hint: `a ${kind === 'mental' ? 'resist' : 'fortify'} reaction against the difficulty`,
      });
    }
    return {
      name: x.name,
      kind,
      ...(x.difficulty !== undefined ? { difficulty: x.difficulty } : {}),
      ...(prevent !== undefined ? { prevent: prevent as number | 'roll' } : {}),
    };
  });
}

function combatant(o: z.output<typeof combatantSchema>, path: DataPath, tables: TeamTurnsTables): TtCombatantSetup {
  const weapons: Record<string, Weapon> = {};
  for (const [k, w] of Object.entries(o.weapons ?? {})) weapons[k] = weapon(w, [...path, 'weapons', k], tables);
  return {
    id: o.id,
    name: o.name ?? o.id,
    team: o.team,
    endurance: o.endurance,
    maxEndurance: o.max_endurance,
    health: o.health,
    maxHealth: o.max_health,
    constitution: o.constitution,
    evasion: o.evasion,
    reduction: { ...o.reduction },
    stamina: o.stamina,
    focus: o.focus,
    weapons,
    ...(o.shield ? { shield: { block: o.shield.block, ...itemFields(o.shield) } } : {}),
    parry: o.parry,
    ...(o.fortify !== undefined ? { fortify: o.fortify } : {}),
    ...(o.dodge !== undefined ? { dodge: o.dodge } : {}),
    ...(o.resist !== undefined ? { resist: o.resist } : {}),
    unsurprisable: o.unsurprisable,
    unconscious: o.unconscious,
    deathDifficulty: o.death_difficulty,
    size: o.size,
    prone: o.prone,
    inCover: o.in_cover,
  } as TtCombatantSetup;
}

function reaction(v: unknown, path: DataPath, ids: readonly string[]): ReactionSpec {
  if (v === 'dodge' || v === 'parry' || v === 'block') return { kind: v };
  if (typeof v === 'string') knownId(v, ['dodge', 'parry', 'block'], path, 'reaction');
  const o = read(reactionSchema, v, path);
  const kind = o.kind;
  if (kind === 'intercept')
    return {
      kind,
      by: knownId(o.by, ids, [...path, 'by'], 'combatant'),
      ...(o.then !== undefined ? { then: reaction(o.then, [...path, 'then'], ids) } : {}),
    };
  if (kind === 'dodge') return { kind, result: o.result };
  if (kind === 'parry') return { kind, value: o.value, ...(o.with !== undefined ? { with: o.with } : {}) };
  return { kind: 'block', ...(o.item_effects !== undefined ? { item_effects: o.item_effects } : {}) };
}

function attackFields(
  o: z.output<typeof attackFieldsSchema>,
  path: DataPath,
  ids: readonly string[],
): Omit<AttackSpec, 'target' | 'weapon'> {
  return {
    test: o.test,
    luck: o.luck,
    modifier: o.modifier,
    sneak: o.sneak,
    flanking: o.flanking,
    advantage: o.advantage,
    ...(o.adjacent !== undefined
      ? { adjacent: o.adjacent.map((x, i) => knownId(x, ids, [...path, 'adjacent', i], 'combatant')) }
      : {}),
    ...(o.reaction !== undefined ? { reaction: reaction(o.reaction, [...path, 'reaction'], ids) } : {}),
    nonlethal: o.nonlethal,
    ...(o.fortify !== undefined ? { fortify: o.fortify } : {}),
    ...(o.death_luck !== undefined ? { death_luck: o.death_luck } : {}),
    ...(o.effects !== undefined ? { effects: effects(o.effects, [...path, 'effects']) } : {}),
  };
}

function attack(v: unknown, path: DataPath, ids: readonly string[], tables: TeamTurnsTables): AttackSpec {
  if (typeof v === 'string') return { target: knownId(v, ids, path, 'combatant') };
  const o = read(attackSchema, v, path);
  return {
    target: knownId(o.target, ids, [...path, 'target'], 'combatant'),
    ...(o.weapon !== undefined
      ? { weapon: typeof o.weapon === 'string' ? o.weapon : weapon(o.weapon, [...path, 'weapon'], tables) }
      : {}),
    ...attackFields(o, path, ids),
  };
}

function killingStrike(v: unknown, path: DataPath, ids: readonly string[]): TurnAction {
  if (typeof v === 'string') return { kind: 'killing-strike', target: knownId(v, ids, path, 'combatant') };
  const o = read(strikeSchema, v, path);
  return {
    kind: 'killing-strike',
    target: knownId(o.target, ids, [...path, 'target'], 'combatant'),
    ...(typeof o.weapon === 'string' ? { weapon: o.weapon } : {}),
    ...(o.test !== undefined ? { test: o.test } : {}),
    ...(o.luck !== undefined ? { luck: o.luck } : {}),
    ...(o.fallback ? { fallback: attackFields(o.fallback, [...path, 'fallback'], ids) } : {}),
  };
}

function turnAction(v: unknown, path: DataPath, ids: readonly string[], tables: TeamTurnsTables): TurnAction {
  if (typeof v === 'string') return { kind: 'other', id: v };
  const o = read(actionSchema, v, path);
  if (o.attack !== undefined) return { kind: 'attack', attack: attack(o.attack, [...path, 'attack'], ids, tables) };
  if (o.killing_strike !== undefined) return killingStrike(o.killing_strike, [...path, 'killing_strike'], ids);
  if (o.resuscitate !== undefined) {
    if (typeof o.resuscitate === 'string')
      return { kind: 'resuscitate', target: knownId(o.resuscitate, ids, [...path, 'resuscitate'], 'combatant') };
    const r = read(z.strictObject({ target: z.string(), success: flag }), o.resuscitate, [...path, 'resuscitate']);
    return {
      kind: 'resuscitate',
      target: knownId(r.target, ids, [...path, 'resuscitate', 'target'], 'combatant'),
      success: r.success,
    };
  }
  if (o.command !== undefined) {
    if (typeof o.command === 'string' || o.command === null)
      return { kind: 'command', target: knownId(o.command, ids, [...path, 'command'], 'combatant') };
    const c = read(z.strictObject({ target: z.string(), action: z.unknown().optional() }), o.command, [
      ...path,
      'command',
    ]);
    return {
      kind: 'command',
      target: knownId(c.target, ids, [...path, 'command', 'target'], 'combatant'),
      ...(c.action !== undefined ? { action: turnAction(c.action, [...path, 'command', 'action'], ids, tables) } : {}),
    };
  }
  if (o.ready !== undefined) {
    const r = read(z.strictObject({ action: z.unknown().optional(), trigger: text.optional() }), o.ready, [
      ...path,
      'ready',
    ]);
    if (r.action === undefined)
      fail('scenario/missing-field', 'missing action', {
        path: [...path, 'ready'],
        hint: 'e.g. ready: { action: { attack: goblin }, trigger: "a goblin comes through the door" }',
      });
    return {
      kind: 'ready',
      action: turnAction(r.action, [...path, 'ready', 'action'], ids, tables),
      ...(r.trigger !== undefined ? { trigger: r.trigger } : {}),
    };
  }
  if (o.action === undefined)
    fail('scenario/missing-field', 'missing action', {
      path,
      hint: 'an action is `attack:`, `killing_strike:`, `resuscitate:`, `command:`, `ready:` or `action: <name>`',
    });
  return { kind: 'other', id: o.action, cost: o.cost };
}

function entry(v: unknown, path: DataPath, ids: readonly string[], tables: TeamTurnsTables): TtAction {
  const o = read(entrySchema, v, path);
  if (o.trigger !== undefined) {
    return {
      type: 'trigger',
      actor: knownId(o.trigger, ids, [...path, 'trigger'], 'combatant'),
      ...(o.target !== undefined ? { target: knownId(o.target, ids, [...path, 'target'], 'combatant') } : {}),
      ...(o.rolls ? { rolls: o.rolls } : {}),
    };
  }
  if (o.damage !== undefined) {
    const p = [...path, 'damage'];
    const d = o.damage;
    const type =
      d.type === undefined
        ? undefined
        : knownId(d.type, Object.keys(tables.damage.types), [...p, 'type'], 'damage type');
    return {
      type: 'damage',
      target: knownId(d.target, ids, [...p, 'target'], 'combatant'),
      amount: d.amount,
      ...(type ? { damage_type: type } : {}),
      nonlethal: d.nonlethal,
      ...(d.fortify !== undefined ? { fortify: d.fortify } : {}),
      ...(d.death_luck !== undefined ? { death_luck: d.death_luck } : {}),
      ...(d.rolls ? { rolls: d.rolls } : {}),
    };
  }
  if (o.wake !== undefined) return { type: 'wake', target: knownId(o.wake, ids, [...path, 'wake'], 'combatant') };
  const actions = (o.actions ?? []).map((a, i) => turnAction(a, [...path, 'actions', i], ids, tables));
  return {
    type: 'turn',
    actor: knownId(o.actor, ids, [...path, 'actor'], 'combatant'),
    actions,
    abandon: o.abandon ?? false,
    ...(o.rolls ? { rolls: o.rolls } : {}),
  };
}

export function compile(doc: Obj, ctx: ScenarioContext): CompiledScenario {
  const tables = ctx.tables as TeamTurnsTables;
  const sc = read(scenarioSchema, doc, []);
  const combatants = sc.combatants.map((c, i) => combatant(c, ['combatants', i], tables));
  const ids = combatants.map((c) => c.id);
  const listed = sc.teams ?? [...new Set(combatants.map((c) => c.team))];
  // `starts`: the team whose action began the fight goes first, the others keep their order.
  const starts = sc.starts === undefined ? undefined : knownId(sc.starts, listed, ['starts'], 'team');
  const teams = starts === undefined ? listed : [starts, ...listed.filter((t) => t !== starts)];
  combatants.forEach((c, i) => knownId(c.team, teams, ['combatants', i, 'team'], 'team'));
  const setup: TtSetup = {
    tables,
    combatants,
    teams,
    ...(sc.surprise !== undefined ? { surprise: knownId(sc.surprise, teams, ['surprise'], 'team') } : {}),
    seed: ctx.seed ?? sc.seed ?? 1,
    dice: sc.dice ?? [],
  };
  if (sc.rounds !== undefined && sc.turns !== undefined)
    fail('scenario/bad-field', 'use either rounds or turns, not both', { path: ['turns'] });
  const rounds: { r: { turns: readonly unknown[] }; path: DataPath }[] =
    sc.rounds !== undefined
      ? sc.rounds.map((r, i) => ({ r, path: ['rounds', i] }))
      : sc.turns !== undefined
        ? [{ r: { turns: sc.turns }, path: [] }]
        : []; // neither: the fight as set up (a table's export carries what was played as `actions:`)
  const actions: ScriptedAction[] = [];
  for (const { r, path } of rounds) {
    actions.push({ action: { type: 'start-round' }, path });
    r.turns.forEach((t, i) =>
      actions.push({ action: entry(t, [...path, 'turns', i], ids, tables), path: [...path, 'turns', i] }),
    );
    actions.push({ action: { type: 'end-round', if_running: true }, path });
  }
  if (sc.end_fight) actions.push({ action: { type: 'end-fight' }, path: ['end_fight'] });
  return { setup, actions };
}
