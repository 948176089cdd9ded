// `fray resolve` for faction-turns: scenario YAML → setup + scripted actions (the output is in
// report.ts). Combatants are written inline (WIT, AGI, STR, health, armour…).
import { fail } from '../../core/index.js';
import type { DataPath } from '../../catalog/yaml-source.js';
import { suggestion } from '../../catalog/did-you-mean.js';
import type { CompiledScenario, ScenarioContext, ScriptedAction } from '../system-module.js';
import { die, expectList, expectObj, isObj, knownId, optBool, optDie, optInt, optInts, optStr, reqInt, reqStr, type Obj } from './fields.js';
import type { FactionTurnsTables } from './tables.js';
import type { AreaAttackSpec, AttackSpec, FtAction, FtCombatantSetup, FtSetup, OpportunitySpec, ReactionSpec, TurnStep } from './types.js';
import { TYPED_PURPOSES } from './rules.js';
import { zoneGraph } from './zones.js';

const TOP = ['system', 'seed', 'dice', 'options', 'initiative', 'factions', 'players', 'zones', 'combatants', 'rounds', 'turns', 'cards', 'title', 'description', 'end_fight', 'after_fight'];
const COMBATANT = ['id', 'name', 'faction', 'group', 'wit', 'agi', 'str', 'health', 'max_health', 'armour', 'damage', 'immune_to_fear', 'concealed', 'zone', 'range', 'shield', 'damaged', 'shield_damage', 'ammo', 'weapons', 'wielding'];
const ROUND = ['first', 'slow_first', 'fat', 'turns', 'morale'];
const TURN = ['actor', 'attack', 'blast', 'move', 'bonus', 'final_blow', 'surrender', 'flee', 'hide', 'shove', 'equip', 'unequip', 'drop', 'pick_up', 'do', 'timer_expired', 'rolls', 'dice', 'pass'];
const ATTACK = ['target', 'damage', 'unarmed', 'impaired', 'challenging', 'unaware', 'cover', 'nonlethal', 'reaction', 'range', 'indirect', 'unseen', 'stunt', 'barrier', 'peeking', 'penetrates', 'with'];
const AREA = ['targets', 'zone', 'also', 'reactions', 'damage', 'unarmed', 'impaired', 'challenging', 'cover', 'range', 'indirect', 'unseen'];
const REACTION = ['kind', 'behind', 'then', 'by', 'damage', 'unarmed', 'impaired', 'range', 'nonlethal'];

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
    zone: optStr(o, 'zone', path),
    range: optInt(o, 'range', path, 0),
    shield: optInt(o, 'shield', path, 0),
    shieldDamage: optDie(o, 'shield_damage', path),
    ammo: optInt(o, 'ammo', path, 0),
    ...(o.weapons !== undefined ? { weapons: weaponList(o.weapons, [...path, 'weapons']) } : {}),
    ...(o.wielding !== undefined ? { wielding: optStr(o, 'wielding', path)! } : {}),
    ...(o.damaged !== undefined ? { damaged: expectList(o.damaged, [...path, 'damaged'], 'damaged').map((x, i) => knownId(x, ['weapon', 'armour', 'shield'], [...path, 'damaged', i], 'item') as 'weapon' | 'armour' | 'shield') } : {}),
  };
}

/** `weapons: { sword: d8, bow: { damage: d6, range: 3 } }`. */
function weaponList(v: unknown, path: DataPath): Record<string, { damage: number; range?: number }> {
  if (!isObj(v)) fail('scenario/bad-field', 'weapons must be a mapping of id → die or { damage, range }', { path, hint: 'e.g. weapons: { sword: d8, bow: { damage: d6, range: 3 } }' });
  return Object.fromEntries(Object.entries(v).map(([id, w]) => {
    if (!isObj(w)) return [id, { damage: die(w, [...path, id]) }];
    const o = expectObj(w, [...path, id], 'a weapon', ['damage', 'range']);
    return [id, { damage: die(o.damage, [...path, id, 'damage']), ...(o.range !== undefined ? { range: optInt(o, 'range', [...path, id], 0)! } : {}) }];
  }));
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
  if (kind === 'counter') return { kind, damage: optDie(o, 'damage', path), unarmed: optBool(o, 'unarmed', path), impaired: optBool(o, 'impaired', path), range: optInt(o, 'range', path, 0), ...(o.nonlethal !== undefined ? { nonlethal: knownId(o.nonlethal, ['disarm', 'grapple'], [...path, 'nonlethal'], 'non-lethal attack') as 'disarm' | 'grapple' } : {}) };
  return { kind: 'dodge' };
}

function stunt(v: unknown, path: DataPath): { effect: string; accepted: boolean } {
  const o = expectObj(v, path, 'a stunt', ['effect', 'accepted']);
  return { effect: reqStr(o, 'effect', path), accepted: optBool(o, 'accepted', path) ?? false };
}

function rangeFields(o: Obj, path: DataPath) {
  return { range: optInt(o, 'range', path, 0), indirect: optBool(o, 'indirect', path), unseen: optBool(o, 'unseen', path) };
}

/** A blast (`blast:` — a zone, or `true` for the attacker's own) or an attack with `targets:`. */
function areaSpec(v: unknown, path: DataPath, ids: readonly string[], zones: readonly string[], blast: boolean): AreaAttackSpec {
  const o = v === true ? {} : typeof v === 'string' ? { zone: v } : expectObj(v, path, blast ? 'a blast' : 'a multi-target attack', AREA);
  const list = (key: string) => (o[key] === undefined ? undefined : expectList(o[key], [...path, key], key).map((x, i) => knownId(x, ids, [...path, key, i], 'combatant')));
  const reactions: Record<string, ReactionSpec> = {};
  if (o.reactions !== undefined) {
    const r = expectObj(o.reactions, [...path, 'reactions'], 'reactions by target', ids);
    for (const [id, x] of Object.entries(r)) reactions[id] = reaction(x, [...path, 'reactions', id], ids);
  }
  const targets = list('targets');
  const also = list('also');
  return {
    ...(o.zone !== undefined ? { zone: knownId(o.zone, zones, [...path, 'zone'], 'zone') } : {}),
    ...(targets ? { targets } : {}),
    ...(also ? { also } : {}),
    ...(o.reactions !== undefined ? { reactions } : {}),
    damage: optDie(o, 'damage', path),
    unarmed: optBool(o, 'unarmed', path),
    impaired: optBool(o, 'impaired', path),
    challenging: optBool(o, 'challenging', path),
    cover: optBool(o, 'cover', path),
    ...rangeFields(o, path),
  };
}

function attackSpec(v: unknown, path: DataPath, ids: readonly string[]): AttackSpec {
  if (typeof v === 'string') return { target: knownId(v, ids, path, 'combatant') };
  const o = expectObj(v, path, 'an attack', ATTACK);
  return {
    ...rangeFields(o, path),
    ...(o.stunt !== undefined ? { stunt: stunt(o.stunt, [...path, 'stunt']) } : {}),
    target: knownId(o.target, ids, [...path, 'target'], 'combatant'),
    damage: optDie(o, 'damage', path),
    unarmed: optBool(o, 'unarmed', path),
    impaired: optBool(o, 'impaired', path),
    challenging: optBool(o, 'challenging', path),
    unaware: optBool(o, 'unaware', path),
    cover: optBool(o, 'cover', path),
    ...(o.nonlethal !== undefined ? { nonlethal: knownId(o.nonlethal, ['disarm', 'grapple'], [...path, 'nonlethal'], 'non-lethal attack') as 'disarm' | 'grapple' } : {}),
    ...(o.reaction !== undefined ? { reaction: reaction(o.reaction, [...path, 'reaction'], ids) } : {}),
    barrier: optBool(o, 'barrier', path),
    peeking: optBool(o, 'peeking', path),
    penetrates: optBool(o, 'penetrates', path),
    ...(o.with !== undefined ? { with: knownId(o.with, ['shield'], [...path, 'with'], 'item to attack with') as 'shield' } : {}),
  };
}

function moveStep(v: unknown, path: DataPath, ids: readonly string[], zones: readonly string[]): TurnStep {
  if (v === true || v === null) return { kind: 'move' };
  if (typeof v === 'string') return { kind: 'move', to: knownId(v, zones, path, 'zone') };
  const o = expectObj(v, path, 'a move', ['to', 'opportunity', 'with']);
  const to = o.to === undefined ? undefined : knownId(o.to, zones, [...path, 'to'], 'zone');
  const dragging = o.with === undefined ? undefined : knownId(o.with, ids, [...path, 'with'], 'combatant');
  const opportunity = expectList(o.opportunity ?? [], [...path, 'opportunity'], 'opportunity').map((x, i): OpportunitySpec => {
    const p = [...path, 'opportunity', i];
    const a = expectObj(x, p, 'an opportunity attack', ['by', 'damage', 'unarmed', 'impaired', 'challenging', 'cover']);
    return { by: knownId(a.by, ids, [...p, 'by'], 'combatant'), damage: optDie(a, 'damage', p), unarmed: optBool(a, 'unarmed', p), impaired: optBool(a, 'impaired', p), challenging: optBool(a, 'challenging', p), cover: optBool(a, 'cover', p) };
  });
  return { kind: 'move', ...(to ? { to } : {}), opportunity, ...(dragging ? { dragging } : {}) };
}

function stepFrom(key: string, v: unknown, path: DataPath, ids: readonly string[], zones: readonly string[]): TurnStep {
  switch (key) {
    case 'attack':
      return isObj(v) && v.targets !== undefined ? { kind: 'area-attack', blast: false, attack: areaSpec(v, path, ids, zones, false) } : { kind: 'attack', attack: attackSpec(v, path, ids) };
    case 'blast': return { kind: 'area-attack', blast: true, attack: areaSpec(v, path, ids, zones, true) };
    case 'move': return moveStep(v, path, ids, zones);
    case 'final_blow': return { kind: 'final-blow', target: knownId(v, ids, path, 'combatant') };
    case 'bonus': return { kind: 'bonus', what: typeof v === 'string' ? v : 'bonus action' };
    case 'surrender': return { kind: 'surrender' };
    case 'hide': return { kind: 'hide', how: typeof v === 'string' ? v : 'out of sight' };
    case 'equip': return { kind: 'equip', weapon: typeof v === 'string' ? v : fail('scenario/bad-field', 'equip names a weapon it carries', { path }) };
    case 'unequip': return { kind: 'unequip' };
    case 'drop': return { kind: 'drop' };
    case 'pick_up': {
      if (typeof v === 'string') return { kind: 'pick-up', weapon: v };
      const o = expectObj(v, path, 'a weapon picked up', ['weapon', 'damage', 'range']);
      return { kind: 'pick-up', weapon: reqStr(o, 'weapon', path), stats: { damage: optDie(o, 'damage', path) ?? fail('scenario/missing-field', 'missing damage', { path, hint: 'the weapon’s die, e.g. damage: d8' }), range: optInt(o, 'range', path, 0) ?? 0 } };
    }
    case 'shove': {
      if (typeof v === 'string') return { kind: 'shove', target: knownId(v, ids, path, 'combatant') };
      const o = expectObj(v, path, 'a shove', ['target', 'hazard', 'damage']);
      const hazard = optStr(o, 'hazard', path);
      const damage = optDie(o, 'damage', path);
      return { kind: 'shove', target: knownId(o.target, ids, [...path, 'target'], 'combatant'), ...(hazard ? { hazard } : {}), ...(damage !== undefined ? { damage } : {}) };
    }
    default: return { kind: 'flee' };
  }
}

function turn(v: unknown, path: DataPath, ids: readonly string[], factions: readonly string[], zones: readonly string[]): FtAction {
  if (v === 'pass') return { type: 'pass' };
  const o = expectObj(v, path, 'a turn', TURN);
  if (o.pass !== undefined) return { type: 'pass', faction: knownId(o.pass, factions, [...path, 'pass'], 'faction') };
  const actor = knownId(o.actor, ids, [...path, 'actor'], 'combatant');
  if (optBool(o, 'timer_expired', path)) return { type: 'timer-expired', actor };
  const steps: TurnStep[] = [];
  if (o.do !== undefined) {
    expectList(o.do, [...path, 'do'], 'do').forEach((s, i) => {
      const p = [...path, 'do', i];
      const so = expectObj(s, p, 'a step', ['attack', 'blast', 'move', 'final_blow', 'bonus', 'surrender', 'flee', 'hide', 'shove', 'equip', 'unequip', 'drop', 'pick_up']);
      const keys = Object.keys(so);
      if (keys.length !== 1) fail('scenario/bad-step', 'each step has exactly one of attack, blast, move, final_blow, bonus, surrender, flee', { path: p });
      steps.push(stepFrom(keys[0]!, so[keys[0]!], [...p, keys[0]!], ids, zones));
    });
  }
  // Shorthand keys run in a fixed order: surrender/flee, move, bonus, then the main action.
  for (const key of ['surrender', 'flee', 'move', 'pick_up', 'unequip', 'drop', 'equip', 'bonus', 'hide', 'attack', 'blast', 'shove', 'final_blow']) {
    if (o[key] === undefined || o[key] === false) continue;
    if (key === 'bonus' && Array.isArray(o.bonus)) o.bonus.forEach((b, i) => steps.push(stepFrom('bonus', b, [...path, 'bonus', i], ids, zones)));
    else steps.push(stepFrom(key, o[key], [...path, key], ids, zones));
  }
  const rolls = optInts(o, 'rolls', path);
  // Typed dice by what they are for: `dice: { hit-save: [4], damage: [6] }`.
  let dice: Record<string, number[]> | undefined;
  if (o.dice !== undefined) {
    const d = expectObj(o.dice, [...path, 'dice'], 'typed dice by what they are for', TYPED_PURPOSES);
    dice = Object.fromEntries(Object.keys(d).map((k) => [k, optInts(d, k, [...path, 'dice'])!]));
  }
  return { type: 'turn', actor, steps, ...(rolls ? { rolls } : {}), ...(dice ? { dice } : {}) };
}

export function compile(doc: Obj, ctx: ScenarioContext): CompiledScenario {
  expectObj(doc, [], 'the scenario', TOP);
  const list = expectList(doc.combatants, ['combatants'], 'combatants');
  const combatants = list.map((c, i) => combatant(c, ['combatants', i]));
  const ids = combatants.map((c) => c.id);
  const factions = doc.factions !== undefined ? expectList(doc.factions, ['factions'], 'factions').map(String) : [...new Set(combatants.map((c) => c.faction))];
  combatants.forEach((c, i) => knownId(c.faction, factions, ['combatants', i, 'faction'], 'faction'));
  const opts = doc.options === undefined ? {} : expectObj(doc.options, ['options'], 'options', ['fast_slow', 'declaration_limit']);
  let zoneMap: Record<string, string[]> | undefined;
  if (doc.zones !== undefined) {
    if (!isObj(doc.zones)) fail('scenario/bad-field', 'zones must be a mapping of zone → neighbouring zones', { path: ['zones'], hint: 'e.g. zones: { yard: [gate], gate: [road] }' });
    const z = doc.zones;
    zoneMap = Object.fromEntries(Object.entries(z).map(([k, v]) => [k, expectList(v ?? [], ['zones', k], 'neighbouring zones').map(String)]));
  }
  const zones = Object.keys(zoneGraph(zoneMap));
  combatants.forEach((c, i) => c.zone !== undefined && knownId(c.zone, zones, ['combatants', i, 'zone'], 'zone'));
  const seed = ctx.seed ?? optInt(doc, 'seed', []) ?? 1;
  const setup: FtSetup = {
    tables: ctx.tables as FactionTurnsTables,
    combatants,
    factions,
    initiative: doc.initiative === undefined ? undefined : knownId(doc.initiative, factions, ['initiative'], 'faction'),
    fastSlow: optBool(opts, 'fast_slow', ['options']) ?? false,
    declarationLimit: optBool(opts, 'declaration_limit', ['options']) ?? false,
    ...(zoneMap ? { zones: zoneMap } : {}),
    ...(doc.players !== undefined ? { players: knownId(doc.players, factions, ['players'], 'faction') } : {}),
    seed,
    dice: optInts(doc, 'dice', []) ?? [],
  };
  if (doc.rounds !== undefined && doc.turns !== undefined) fail('scenario/bad-field', 'use either rounds or turns, not both', { path: ['turns'] });
  const rounds: { r: unknown; path: DataPath }[] =
    doc.rounds !== undefined
      ? expectList(doc.rounds, ['rounds'], 'rounds').map((r, i) => ({ r, path: ['rounds', i] }))
      : doc.turns !== undefined
        ? [{ r: { turns: doc.turns }, path: [] }]
        : []; // neither: the fight as set up (a table's export carries what was played as `actions:`)
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
    const slowFirst = o.slow_first === undefined ? undefined : knownId(o.slow_first, factions, [...path, 'slow_first'], 'faction');
    const fat = optInt(o, 'fat', path, 1);
    actions.push({ action: { type: 'start-round', ...(first ? { first } : {}), ...(slowFirst ? { slowFirst } : {}), ...(fat !== undefined ? { fat } : {}) }, path: slowFirst ? [...path, 'slow_first'] : path });
    expectList(o.turns ?? [], [...path, 'turns'], 'turns').forEach((t, i) => actions.push({ action: turn(t, [...path, 'turns', i], ids, factions, zones), path: [...path, 'turns', i] }));
    const morale = optInts(o, 'morale', path);
    actions.push({ action: { type: 'morale', ...(morale ? { rolls: morale } : {}) }, path: o.morale !== undefined ? [...path, 'morale'] : path });
  }
  if (optBool(doc, 'end_fight', [])) actions.push({ action: { type: 'end-fight' }, path: ['end_fight'] });
  // After the fight (or between rounds): long chases and the gear's durability rolls.
  expectList(doc.after_fight ?? [], ['after_fight'], 'after_fight').forEach((x, i) => {
    const p = ['after_fight', i];
    const o = expectObj(x, p, 'an after-fight step (chase or gear_check)', ['chase', 'gear_check']);
    if (o.chase !== undefined) {
      const c = expectObj(o.chase, [...p, 'chase'], 'a chase', ['fleeing', 'pace', 'rolls']);
      const fleeing = expectList(c.fleeing, [...p, 'chase', 'fleeing'], 'fleeing').map((y, j) => knownId(y, ids, [...p, 'chase', 'fleeing', j], 'combatant'));
      const pace = (c.pace === undefined ? 'even' : knownId(c.pace, ['even', 'faster', 'slower'], [...p, 'chase', 'pace'], 'pace')) as 'even' | 'faster' | 'slower';
      const rolls = optInts(c, 'rolls', [...p, 'chase']);
      actions.push({ action: { type: 'chase', fleeing, pace, ...(rolls ? { rolls } : {}) }, path: [...p, 'chase'] });
    } else {
      const g = o.gear_check === true ? {} : expectObj(o.gear_check, [...p, 'gear_check'], 'a gear check', ['rolls']);
      const rolls = optInts(g, 'rolls', [...p, 'gear_check']);
      actions.push({ action: { type: 'gear-check', ...(rolls ? { rolls } : {}) }, path: [...p, 'gear_check'] });
    }
  });
  return { setup, actions };
}
