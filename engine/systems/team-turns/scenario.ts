// `fray resolve` for team-turns: scenario YAML → setup + scripted actions (the output is in report.ts). Combatants are written inline (Endurance, Health, Constitution…).
import { fail } from '../../core/index.js';
import type { DataPath } from '../../catalog/yaml-source.js';
import type { CompiledScenario, ScenarioContext, ScriptedAction } from '../system-module.js';
import { die, expectList, expectObj, isObj, knownId, optBool, optInt, optInts, optStr, reqInt, reqStr, type Obj } from '../faction-turns/fields.js';
import type { TeamTurnsTables } from './tables.js';
import type { AttackSpec, EffectSpec, FortifyChoice, ReactionSpec, TestSpec, TtAction, TtCombatantSetup, TtSetup, TurnAction, Weapon } from './types.js';

const TOP = ['system', 'seed', 'dice', 'teams', 'starts', 'surprise', 'combatants', 'rounds', 'turns', 'cards', 'title', 'description', 'end_fight'];
export const COMBATANT = ['id', 'name', 'team', 'endurance', 'max_endurance', 'health', 'max_health', 'constitution', 'evasion', 'reduction', 'stamina', 'focus', 'weapons', 'shield', 'parry', 'fortify', 'dodge', 'resist', 'unsurprisable', 'unconscious', 'death_difficulty', 'size', 'prone', 'in_cover'];
const WEAPON = ['damage', 'critical', 'threshold', 'type', 'test', 'ranged', 'nonlethal', 'durability', 'material', 'parry'];
const ATTACK = ['target', 'weapon', 'test', 'luck', 'modifier', 'adjacent', 'reaction', 'nonlethal', 'fortify', 'death_luck', 'sneak', 'flanking', 'advantage', 'effects'];
const STRIKE = ['target', 'weapon', 'test', 'luck', 'fallback'];

function test(v: unknown, path: DataPath): TestSpec {
  const o = expectObj(v, path, 'a test', ['dice', 'bonus']);
  const dice = expectList(o.dice ?? [], [...path, 'dice'], 'dice').map((d, i) => die(d, [...path, 'dice', i]));
  return { dice, bonus: optInt(o, 'bonus', path) ?? 0 };
}

function weapon(v: unknown, path: DataPath, tables: TeamTurnsTables): Weapon {
  const o = expectObj(v, path, 'a weapon', WEAPON);
  const type = optStr(o, 'type', path) ?? 'typeless';
  knownId(type, Object.keys(tables.damage.types), [...path, 'type'], 'damage type');
  const damage = reqInt(o, 'damage', path, 0);
  return {
    damage,
    critical: optInt(o, 'critical', path, 0) ?? damage,
    threshold: optInt(o, 'threshold', path) ?? tables.luck.die + 1,
    type,
    test: o.test === undefined ? { dice: [], bonus: 0 } : test(o.test, [...path, 'test']),
    ranged: optBool(o, 'ranged', path) ?? false,
    nonlethal: optBool(o, 'nonlethal', path) ?? false,
    ...itemFields(o, path),
  };
}

/** Durability (unlisted: by material — metal or anything else), material, parry value. */
function itemFields(o: Obj, path: DataPath): { durability?: number; material?: string; parry?: number } {
  const durability = optInt(o, 'durability', path, 0);
  const material = optStr(o, 'material', path);
  const parry = optInt(o, 'parry', path, 0);
  return { ...(durability !== undefined ? { durability } : {}), ...(material !== undefined ? { material } : {}), ...(parry !== undefined ? { parry } : {}) };
}

function effects(v: unknown, path: DataPath): EffectSpec[] {
  return expectList(v, path, 'effects').map((x, i) => {
    const p = [...path, i];
    if (typeof x === 'string') return { name: x, kind: 'physical' as const };
    const o = expectObj(x, p, 'an effect', ['name', 'kind', 'difficulty', 'prevent']);
    const kind = (o.kind === undefined ? 'physical' : knownId(o.kind, ['physical', 'mental'], [...p, 'kind'], 'effect kind')) as 'physical' | 'mental';
    const prevent = o.prevent;
    if (prevent !== undefined && prevent !== 'roll' && !(typeof prevent === 'number' && Number.isInteger(prevent))) {
      fail('scenario/bad-field', 'prevent is a typed test total or `roll`', { path: [...p, 'prevent'], hint: `a ${kind === 'mental' ? 'resist' : 'fortify'} reaction against the difficulty` });
    }
    const difficulty = optInt(o, 'difficulty', p);
    return { name: reqStr(o, 'name', p), kind, ...(difficulty !== undefined ? { difficulty } : {}), ...(prevent !== undefined ? { prevent: prevent as number | 'roll' } : {}) };
  });
}

function combatant(v: unknown, path: DataPath, tables: TeamTurnsTables): TtCombatantSetup {
  const o = expectObj(v, path, 'a combatant', COMBATANT);
  const id = reqStr(o, 'id', path);
  const ints = (key: string) => optInt(o, key, path, 0);
  const reduction: Record<string, number> = {};
  if (o.reduction !== undefined) {
    const r = expectObj(o.reduction, [...path, 'reduction'], 'reduction', ['physical', 'elemental']);
    for (const k of Object.keys(r)) reduction[k] = reqInt(r, k, [...path, 'reduction'], 0);
  }
  const weapons: Record<string, Weapon> = {};
  if (o.weapons !== undefined) {
    if (!isObj(o.weapons)) fail('scenario/bad-field', 'weapons must be a mapping of name → weapon', { path: [...path, 'weapons'] });
    for (const [k, w] of Object.entries(o.weapons)) weapons[k] = weapon(w, [...path, 'weapons', k], tables);
  }
  const shield = o.shield === undefined ? undefined : expectObj(o.shield, [...path, 'shield'], 'a shield', ['block', 'durability', 'material', 'parry']);
  return {
    id,
    name: optStr(o, 'name', path) ?? id,
    team: reqStr(o, 'team', path),
    endurance: reqInt(o, 'endurance', path, 0),
    maxEndurance: optInt(o, 'max_endurance', path, 0),
    health: reqInt(o, 'health', path, 0),
    maxHealth: optInt(o, 'max_health', path, 1),
    constitution: reqInt(o, 'constitution', path, 0),
    evasion: ints('evasion'),
    reduction,
    stamina: ints('stamina'),
    focus: ints('focus'),
    weapons,
    ...(shield ? { shield: { block: reqInt(shield, 'block', [...path, 'shield'], 0), ...itemFields(shield, [...path, 'shield']) } } : {}),
    parry: ints('parry'),
    ...(o.fortify !== undefined ? { fortify: test(o.fortify, [...path, 'fortify']) } : {}),
    ...(o.dodge !== undefined ? { dodge: test(o.dodge, [...path, 'dodge']) } : {}),
    ...(o.resist !== undefined ? { resist: test(o.resist, [...path, 'resist']) } : {}),
    unsurprisable: optBool(o, 'unsurprisable', path),
    unconscious: optBool(o, 'unconscious', path),
    deathDifficulty: optInt(o, 'death_difficulty', path),
    size: optInt(o, 'size', path, 0),
    prone: optBool(o, 'prone', path),
    inCover: optBool(o, 'in_cover', path),
  } as TtCombatantSetup;
}

function fortify(o: Obj, path: DataPath): { fortify?: FortifyChoice } {
  const v = o.fortify;
  if (v === undefined) return {};
  if (v === false || v === 'roll' || (typeof v === 'number' && Number.isInteger(v))) return { fortify: v };
  return fail('scenario/bad-field', 'fortify is a typed test total, `roll`, or false (fall unconscious)', { path: [...path, 'fortify'] });
}

/** The luck die against death, rolled at the table. */
function deathLuck(o: Obj, path: DataPath): { death_luck?: number } {
  const v = optInt(o, 'death_luck', path, 1);
  return v === undefined ? {} : { death_luck: v };
}

function reaction(v: unknown, path: DataPath, ids: readonly string[]): ReactionSpec {
  if (v === 'dodge' || v === 'parry' || v === 'block') return { kind: v };
  if (typeof v === 'string') knownId(v, ['dodge', 'parry', 'block'], path, 'reaction');
  const o = expectObj(v, path, 'a reaction', ['kind', 'result', 'value', 'with', 'item_effects', 'by', 'then']);
  const kind = knownId(o.kind, ['dodge', 'parry', 'block', 'intercept'], [...path, 'kind'], 'reaction');
  if (kind === 'intercept') return { kind, by: knownId(o.by, ids, [...path, 'by'], 'combatant'), ...(o.then !== undefined ? { then: reaction(o.then, [...path, 'then'], ids) } : {}) };
  if (kind === 'dodge') return { kind, result: optInt(o, 'result', path) };
  const w = optStr(o, 'with', path);
  if (kind === 'parry') return { kind, value: optInt(o, 'value', path, 0), ...(w !== undefined ? { with: w } : {}) };
  const itemEffects = optBool(o, 'item_effects', path);
  return { kind: 'block', ...(itemEffects !== undefined ? { item_effects: itemEffects } : {}) };
}

/** A typed test: the total, or with advantage/disadvantage every roll's total. */
function typedTest(o: Obj, path: DataPath): number | number[] | undefined {
  return Array.isArray(o.test) ? optInts(o, 'test', path) : optInt(o, 'test', path);
}

function attackFields(o: Obj, path: DataPath, ids: readonly string[]): Omit<AttackSpec, 'target' | 'weapon'> {
  return {
    test: typedTest(o, path),
    luck: optInt(o, 'luck', path, 1),
    modifier: optInt(o, 'modifier', path),
    sneak: optBool(o, 'sneak', path),
    flanking: optBool(o, 'flanking', path),
    advantage: optInt(o, 'advantage', path),
    ...(o.adjacent !== undefined ? { adjacent: expectList(o.adjacent, [...path, 'adjacent'], 'adjacent').map((x, i) => knownId(x, ids, [...path, 'adjacent', i], 'combatant')) } : {}),
    ...(o.reaction !== undefined ? { reaction: reaction(o.reaction, [...path, 'reaction'], ids) } : {}),
    nonlethal: optBool(o, 'nonlethal', path),
    ...fortify(o, path),
    ...deathLuck(o, path),
    ...(o.effects !== undefined ? { effects: effects(o.effects, [...path, 'effects']) } : {}),
  };
}

function attack(v: unknown, path: DataPath, ids: readonly string[], tables: TeamTurnsTables): AttackSpec {
  if (typeof v === 'string') return { target: knownId(v, ids, path, 'combatant') };
  const o = expectObj(v, path, 'an attack', ATTACK);
  return {
    target: knownId(o.target, ids, [...path, 'target'], 'combatant'),
    ...(o.weapon !== undefined ? { weapon: typeof o.weapon === 'string' ? o.weapon : weapon(o.weapon, [...path, 'weapon'], tables) } : {}),
    ...attackFields(o, path, ids),
  };
}

function killingStrike(v: unknown, path: DataPath, ids: readonly string[]): TurnAction {
  if (typeof v === 'string') return { kind: 'killing-strike', target: knownId(v, ids, path, 'combatant') };
  const o = expectObj(v, path, 'a killing strike', STRIKE);
  const fb = o.fallback === undefined ? undefined : expectObj(o.fallback, [...path, 'fallback'], 'the fallback sneak attack', ATTACK.filter((k) => k !== 'target' && k !== 'weapon'));
  const test = typedTest(o, path);
  const luck = optInt(o, 'luck', path, 1);
  return {
    kind: 'killing-strike',
    target: knownId(o.target, ids, [...path, 'target'], 'combatant'),
    ...(typeof o.weapon === 'string' ? { weapon: o.weapon } : {}),
    ...(test !== undefined ? { test } : {}),
    ...(luck !== undefined ? { luck } : {}),
    ...(fb ? { fallback: attackFields(fb, [...path, 'fallback'], ids) } : {}),
  };
}


function turnAction(v: unknown, path: DataPath, ids: readonly string[], tables: TeamTurnsTables): TurnAction {
  if (typeof v === 'string') return { kind: 'other', id: v };
  const o = expectObj(v, path, 'an action', ['attack', 'resuscitate', 'command', 'ready', 'killing_strike', 'action', 'cost']);
  if (o.attack !== undefined) return { kind: 'attack', attack: attack(o.attack, [...path, 'attack'], ids, tables) };
  if (o.killing_strike !== undefined) return killingStrike(o.killing_strike, [...path, 'killing_strike'], ids);
  if (o.resuscitate !== undefined) {
    if (typeof o.resuscitate === 'string') return { kind: 'resuscitate', target: knownId(o.resuscitate, ids, [...path, 'resuscitate'], 'combatant') };
    const r = expectObj(o.resuscitate, [...path, 'resuscitate'], 'resuscitate', ['target', 'success']);
    return { kind: 'resuscitate', target: knownId(r.target, ids, [...path, 'resuscitate', 'target'], 'combatant'), success: optBool(r, 'success', [...path, 'resuscitate']) };
  }
  if (o.command !== undefined) {
    if (typeof o.command === 'string' || o.command === null) return { kind: 'command', target: knownId(o.command, ids, [...path, 'command'], 'combatant') };
    const c = expectObj(o.command, [...path, 'command'], 'a command', ['target', 'action']);
    return { kind: 'command', target: knownId(c.target, ids, [...path, 'command', 'target'], 'combatant'), ...(c.action !== undefined ? { action: turnAction(c.action, [...path, 'command', 'action'], ids, tables) } : {}) };
  }
  if (o.ready !== undefined) {
    const r = expectObj(o.ready, [...path, 'ready'], 'a readied action', ['action', 'trigger']);
    if (r.action === undefined) fail('scenario/missing-field', 'missing action', { path: [...path, 'ready'], hint: 'e.g. ready: { action: { attack: goblin }, trigger: "a goblin comes through the door" }' });
    const trigger = optStr(r, 'trigger', [...path, 'ready']);
    return { kind: 'ready', action: turnAction(r.action, [...path, 'ready', 'action'], ids, tables), ...(trigger !== undefined ? { trigger } : {}) };
  }
  return { kind: 'other', id: reqStr(o, 'action', path), cost: optInt(o, 'cost', path, 0) };
}

function entry(v: unknown, path: DataPath, ids: readonly string[], tables: TeamTurnsTables): TtAction {
  const o = expectObj(v, path, 'a turn', ['actor', 'actions', 'abandon', 'rolls', 'damage', 'wake', 'trigger', 'target']);
  if (o.trigger !== undefined) {
    const rolls = optInts(o, 'rolls', path);
    return { type: 'trigger', actor: knownId(o.trigger, ids, [...path, 'trigger'], 'combatant'), ...(o.target !== undefined ? { target: knownId(o.target, ids, [...path, 'target'], 'combatant') } : {}), ...(rolls ? { rolls } : {}) };
  }
  if (o.damage !== undefined) {
    const p = [...path, 'damage'];
    const d = expectObj(o.damage, p, 'damage', ['target', 'amount', 'type', 'nonlethal', 'fortify', 'death_luck', 'rolls']);
    const rolls = optInts(d, 'rolls', p);
    const type = d.type === undefined ? undefined : knownId(d.type, Object.keys(tables.damage.types), [...p, 'type'], 'damage type');
    return { type: 'damage', target: knownId(d.target, ids, [...p, 'target'], 'combatant'), amount: reqInt(d, 'amount', p, 0), ...(type ? { damage_type: type } : {}), nonlethal: optBool(d, 'nonlethal', p), ...fortify(d, p), ...deathLuck(d, p), ...(rolls ? { rolls } : {}) };
  }
  if (o.wake !== undefined) return { type: 'wake', target: knownId(o.wake, ids, [...path, 'wake'], 'combatant') };
  const actions = o.actions === undefined ? [] : expectList(o.actions, [...path, 'actions'], 'actions').map((a, i) => turnAction(a, [...path, 'actions', i], ids, tables));
  const rolls = optInts(o, 'rolls', path);
  return { type: 'turn', actor: knownId(o.actor, ids, [...path, 'actor'], 'combatant'), actions, abandon: optBool(o, 'abandon', path) ?? false, ...(rolls ? { rolls } : {}) };
}

export function compile(doc: Obj, ctx: ScenarioContext): CompiledScenario {
  const tables = ctx.tables as TeamTurnsTables;
  expectObj(doc, [], 'the scenario', TOP);
  const combatants = expectList(doc.combatants, ['combatants'], 'combatants').map((c, i) => combatant(c, ['combatants', i], tables));
  const ids = combatants.map((c) => c.id);
  const listed = doc.teams !== undefined ? expectList(doc.teams, ['teams'], 'teams').map(String) : [...new Set(combatants.map((c) => c.team))];
  // `starts`: the team whose action began the fight goes first, the others keep their order.
  const starts = doc.starts === undefined ? undefined : knownId(doc.starts, listed, ['starts'], 'team');
  const teams = starts === undefined ? listed : [starts, ...listed.filter((t) => t !== starts)];
  combatants.forEach((c, i) => knownId(c.team, teams, ['combatants', i, 'team'], 'team'));
  const setup: TtSetup = {
    tables,
    combatants,
    teams,
    ...(doc.surprise !== undefined ? { surprise: knownId(doc.surprise, teams, ['surprise'], 'team') } : {}),
    seed: ctx.seed ?? optInt(doc, 'seed', []) ?? 1,
    dice: optInts(doc, 'dice', []) ?? [],
  };
  if (doc.rounds !== undefined && doc.turns !== undefined) fail('scenario/bad-field', 'use either rounds or turns, not both', { path: ['turns'] });
  const rounds: { r: unknown; path: DataPath }[] =
    doc.rounds !== undefined ? expectList(doc.rounds, ['rounds'], 'rounds').map((r, i) => ({ r, path: ['rounds', i] })) : [{ r: { turns: doc.turns ?? [] }, path: [] }];
  const actions: ScriptedAction[] = [];
  for (const { r, path } of rounds) {
    const o = expectObj(r, path, 'a round', ['turns']);
    actions.push({ action: { type: 'start-round' }, path });
    expectList(o.turns ?? [], [...path, 'turns'], 'turns').forEach((t, i) => actions.push({ action: entry(t, [...path, 'turns', i], ids, tables), path: [...path, 'turns', i] }));
    actions.push({ action: { type: 'end-round', if_running: true }, path });
  }
  if (optBool(doc, 'end_fight', [])) actions.push({ action: { type: 'end-fight' }, path: ['end_fight'] });
  return { setup, actions };
}
