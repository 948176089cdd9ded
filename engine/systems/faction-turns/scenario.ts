// `fray resolve` for faction-turns: scenario YAML → setup + scripted actions (the output is in
// report.ts). Combatants are written inline (WIT, AGI, STR, health, armour…).
import { fail } from '../../core/index.js';
import type { DataPath } from '../../catalog/yaml-source.js';
import { suggestion } from '../../catalog/did-you-mean.js';
import type { CompiledScenario, ScenarioContext, ScriptedAction } from '../system-module.js';
import { expectList, expectObj, isObj, knownId, optBool, optDie, optInt, optInts, optStr, reqInt, reqStr, type Obj } from './fields.js';
import type { FactionTurnsTables } from './tables.js';
import type { AttackSpec, FtAction, FtCombatantSetup, FtSetup, OpportunitySpec, ReactionSpec, TurnStep } from './types.js';

const TOP = ['system', 'seed', 'dice', 'options', 'initiative', 'factions', 'combatants', 'rounds', 'turns', 'cards', 'title', 'description', 'end_fight'];
const COMBATANT = ['id', 'name', 'faction', 'group', 'wit', 'agi', 'str', 'health', 'max_health', 'armour', 'damage', 'immune_to_fear', 'concealed'];
const ROUND = ['first', 'fat', 'turns', 'morale'];
const TURN = ['actor', 'attack', 'move', 'bonus', 'final_blow', 'surrender', 'flee', 'do', 'timer_expired', 'rolls', 'pass'];
const ATTACK = ['target', 'damage', 'unarmed', 'impaired', 'challenging', 'unaware', 'cover', 'nonlethal', 'reaction'];
const REACTION = ['kind', 'behind', 'then', 'by', 'damage', 'unarmed', 'impaired'];

function combatant(v: unknown, path: DataPath): FtCombatantSetup {
  const o = expectObj(v, path, 'a combatant', COMBATANT);
  const id = reqStr(o, 'id', path);
  return {
    id,
    name: optStr(o, 'name', path) ?? id,
    faction: reqStr(o, 'faction', path),
    group: optStr(o, 'group', path),
    wit: reqInt(o, 'wit', path, 0),
    agi: reqInt(o, 'agi', path, 0),
    str: reqInt(o, 'str', path, 0),
    health: reqInt(o, 'health', path, 0),
    maxHealth: optInt(o, 'max_health', path, 1),
    armour: optInt(o, 'armour', path, 0),
    damage: optDie(o, 'damage', path),
    immuneToFear: optBool(o, 'immune_to_fear', path),
    concealed: optBool(o, 'concealed', path),
  };
}

function reaction(v: unknown, path: DataPath, ids: readonly string[]): ReactionSpec {
  if (v === 'dodge' || v === 'counter') return { kind: v };
  if (!isObj(v)) {
    const guess = typeof v === 'string' ? suggestion(v, ['dodge', 'counter', 'hide-behind', 'guard']) : undefined;
    fail('scenario/bad-reaction', `unknown reaction ${JSON.stringify(v)}`, { path, hint: `${guess ? `${guess} ` : ''}reactions: dodge, counter, { kind: hide-behind, behind: <id> }, { kind: guard, by: <id> }` });
  }
  const o = expectObj(v, path, 'a reaction', REACTION);
  const kind = knownId(o.kind, ['dodge', 'counter', 'hide-behind', 'guard'], [...path, 'kind'], 'reaction');
  if (kind === 'hide-behind') {
    const behind = knownId(o.behind, ids, [...path, 'behind'], 'combatant');
    return o.then === undefined ? { kind, behind } : { kind, behind, then: reaction(o.then, [...path, 'then'], ids) };
  }
  if (kind === 'guard') return { kind, by: knownId(o.by, ids, [...path, 'by'], 'combatant') };
  if (kind === 'counter') return { kind, damage: optDie(o, 'damage', path), unarmed: optBool(o, 'unarmed', path), impaired: optBool(o, 'impaired', path) };
  return { kind: 'dodge' };
}

function attackSpec(v: unknown, path: DataPath, ids: readonly string[]): AttackSpec {
  if (typeof v === 'string') return { target: knownId(v, ids, path, 'combatant') };
  const o = expectObj(v, path, 'an attack', ATTACK);
  return {
    target: knownId(o.target, ids, [...path, 'target'], 'combatant'),
    damage: optDie(o, 'damage', path),
    unarmed: optBool(o, 'unarmed', path),
    impaired: optBool(o, 'impaired', path),
    challenging: optBool(o, 'challenging', path),
    unaware: optBool(o, 'unaware', path),
    cover: optBool(o, 'cover', path),
    ...(o.nonlethal !== undefined ? { nonlethal: knownId(o.nonlethal, ['disarm', 'grapple'], [...path, 'nonlethal'], 'non-lethal attack') as 'disarm' | 'grapple' } : {}),
    ...(o.reaction !== undefined ? { reaction: reaction(o.reaction, [...path, 'reaction'], ids) } : {}),
  };
}

function moveStep(v: unknown, path: DataPath, ids: readonly string[]): TurnStep {
  if (v === true || v === null) return { kind: 'move' };
  const o = expectObj(v, path, 'a move', ['opportunity']);
  const opportunity = expectList(o.opportunity ?? [], [...path, 'opportunity'], 'opportunity').map((x, i): OpportunitySpec => {
    const p = [...path, 'opportunity', i];
    const a = expectObj(x, p, 'an opportunity attack', ['by', 'damage', 'unarmed', 'impaired', 'challenging', 'cover']);
    return { by: knownId(a.by, ids, [...p, 'by'], 'combatant'), damage: optDie(a, 'damage', p), unarmed: optBool(a, 'unarmed', p), impaired: optBool(a, 'impaired', p), challenging: optBool(a, 'challenging', p), cover: optBool(a, 'cover', p) };
  });
  return { kind: 'move', opportunity };
}

function stepFrom(key: string, v: unknown, path: DataPath, ids: readonly string[]): TurnStep {
  switch (key) {
    case 'attack': return { kind: 'attack', attack: attackSpec(v, path, ids) };
    case 'move': return moveStep(v, path, ids);
    case 'final_blow': return { kind: 'final-blow', target: knownId(v, ids, path, 'combatant') };
    case 'bonus': return { kind: 'bonus', what: typeof v === 'string' ? v : 'bonus action' };
    case 'surrender': return { kind: 'surrender' };
    default: return { kind: 'flee' };
  }
}

function turn(v: unknown, path: DataPath, ids: readonly string[], factions: readonly string[]): FtAction {
  if (v === 'pass') return { type: 'pass' };
  const o = expectObj(v, path, 'a turn', TURN);
  if (o.pass !== undefined) return { type: 'pass', faction: knownId(o.pass, factions, [...path, 'pass'], 'faction') };
  const actor = knownId(o.actor, ids, [...path, 'actor'], 'combatant');
  if (optBool(o, 'timer_expired', path)) return { type: 'timer-expired', actor };
  const steps: TurnStep[] = [];
  if (o.do !== undefined) {
    expectList(o.do, [...path, 'do'], 'do').forEach((s, i) => {
      const p = [...path, 'do', i];
      const so = expectObj(s, p, 'a step', ['attack', 'move', 'final_blow', 'bonus', 'surrender', 'flee']);
      const keys = Object.keys(so);
      if (keys.length !== 1) fail('scenario/bad-step', 'each step has exactly one of attack, move, final_blow, bonus, surrender, flee', { path: p });
      steps.push(stepFrom(keys[0]!, so[keys[0]!], [...p, keys[0]!], ids));
    });
  }
  // Shorthand keys run in a fixed order: surrender/flee, move, bonus, then the main action.
  for (const key of ['surrender', 'flee', 'move', 'bonus', 'attack', 'final_blow']) {
    if (o[key] === undefined || o[key] === false) continue;
    if (key === 'bonus' && Array.isArray(o.bonus)) o.bonus.forEach((b, i) => steps.push(stepFrom('bonus', b, [...path, 'bonus', i], ids)));
    else steps.push(stepFrom(key, o[key], [...path, key], ids));
  }
  const rolls = optInts(o, 'rolls', path);
  return { type: 'turn', actor, steps, ...(rolls ? { rolls } : {}) };
}

export function compile(doc: Obj, ctx: ScenarioContext): CompiledScenario {
  expectObj(doc, [], 'the scenario', TOP);
  const list = expectList(doc.combatants, ['combatants'], 'combatants');
  const combatants = list.map((c, i) => combatant(c, ['combatants', i]));
  const ids = combatants.map((c) => c.id);
  const factions = doc.factions !== undefined ? expectList(doc.factions, ['factions'], 'factions').map(String) : [...new Set(combatants.map((c) => c.faction))];
  combatants.forEach((c, i) => knownId(c.faction, factions, ['combatants', i, 'faction'], 'faction'));
  const opts = doc.options === undefined ? {} : expectObj(doc.options, ['options'], 'options', ['fast_slow', 'declaration_limit']);
  const seed = ctx.seed ?? optInt(doc, 'seed', []) ?? 1;
  const setup: FtSetup = {
    tables: ctx.tables as FactionTurnsTables,
    combatants,
    factions,
    initiative: doc.initiative === undefined ? undefined : knownId(doc.initiative, factions, ['initiative'], 'faction'),
    fastSlow: optBool(opts, 'fast_slow', ['options']) ?? false,
    declarationLimit: optBool(opts, 'declaration_limit', ['options']) ?? false,
    seed,
    dice: optInts(doc, 'dice', []) ?? [],
  };
  if (doc.rounds !== undefined && doc.turns !== undefined) fail('scenario/bad-field', 'use either rounds or turns, not both', { path: ['turns'] });
  const rounds: { r: unknown; path: DataPath }[] =
    doc.rounds !== undefined
      ? expectList(doc.rounds, ['rounds'], 'rounds').map((r, i) => ({ r, path: ['rounds', i] }))
      : [{ r: { turns: doc.turns ?? [] }, path: [] }];
  const actions: ScriptedAction[] = [];
  // A typed FAT or an expired timer implies its optional rule unless the options turn it off.
  const usesFat = rounds.some(({ r }) => isObj(r) && r.fat !== undefined);
  const usesTimer = rounds.some(({ r }) => isObj(r) && Array.isArray(r.turns) && r.turns.some((t) => isObj(t) && t.timer_expired === true));
  for (const [flag, used, key] of [['fastSlow', usesFat, 'fast_slow'], ['declarationLimit', usesTimer, 'declaration_limit']] as const) {
    if (!used) continue;
    if (opts[key] === false) fail('scenario/option-off', `the script uses the ${key === 'fast_slow' ? 'fast/slow activations' : 'declaration limit'} rule but options.${key} is false`, { path: ['options', key], hint: `set options.${key}: true` });
    (setup as { -readonly [K in keyof FtSetup]: FtSetup[K] })[flag] = true;
  }
  for (const { r, path } of rounds) {
    const o = expectObj(r, path, 'a round', ROUND);
    const first = o.first === undefined ? undefined : knownId(o.first, factions, [...path, 'first'], 'faction');
    const fat = optInt(o, 'fat', path, 1);
    actions.push({ action: { type: 'start-round', ...(first ? { first } : {}), ...(fat !== undefined ? { fat } : {}) }, path });
    expectList(o.turns ?? [], [...path, 'turns'], 'turns').forEach((t, i) => actions.push({ action: turn(t, [...path, 'turns', i], ids, factions), path: [...path, 'turns', i] }));
    const morale = optInts(o, 'morale', path);
    actions.push({ action: { type: 'morale', ...(morale ? { rolls: morale } : {}) }, path: o.morale !== undefined ? [...path, 'morale'] : path });
  }
  if (optBool(doc, 'end_fight', [])) actions.push({ action: { type: 'end-fight' }, path: ['end_fight'] });
  return { setup, actions };
}
