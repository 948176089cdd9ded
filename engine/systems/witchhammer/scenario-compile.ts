// `fray resolve` scenarios → setup + scripted actions, each action tagged with its path in
// the file so an engine error points at the line that caused it.
import { suggestion } from '../../catalog/did-you-mean.js';
import type { DataPath } from '../../catalog/yaml-source.js';
import { fail } from '../../core/errors.js';
import type { Card, CharacterCard } from '../../schema/card.js';
import type { CompiledScenario, ScenarioContext, ScriptedAction } from '../system-module.js';
import { bool, int, ints, MAX_COPIES, SEED_MAX, list, obj, onlyKeys, pos, str, strs, type Obj } from './scenario-fields.js';
import { combatantsFromCharacter, playCardFrom } from './setup.js';
import type { WitchhammerTables } from './tables.js';
import type { CombatantSetup, ExtraPlay, PlayCard, Side, WhAction, WhSetup } from './types.js';

const TOP = ['system', 'name', 'description', 'cards', 'combatants', 'rounds', 'plays', 'dice', 'seed', 'obstacles', 'end_combat', 'checks'];
const COMBATANT = ['id', 'character', 'name', 'side', 'poise', 'health', 'max_poise', 'max_health', 'position', 'copies', 'attack', 'defense', 'init', 'skills', 'actions', 'stances', 'extra_actions', 'used_today', 'move_penalty', 'skill_penalty'];
const ROUND = ['plays', 'timer_expired', 'reorder', 'dice', 'checks'];
const CHECK = ['combatant', 'skill', 'difficulty', 'bonus', 'dice'];
const PLAY = ['combatant', 'action', 'stance', 'target', 'flanking', 'move_to', 'extra'];
const EXTRA = ['action', 'target', 'flanking', 'move_to'];

function side(v: unknown, path: DataPath): Side {
  if (v === 'players' || v === 'player') return 'players';
  if (v === 'gm' || v === 'monster' || v === 'monsters') return 'gm';
  return fail('scenario/bad-field', `side must be players or gm, not ${JSON.stringify(v)}`, { path, hint: 'use `side: players` or `side: gm`' });
}

function combatants(doc: Obj, cards: ReadonlyMap<string, Card>): CombatantSetup[] {
  const out: CombatantSetup[] = [];
  const chars = [...cards.values()].filter((c) => c.type === 'character').map((c) => c.id);
  const seen = new Set<string>();
  list(doc.combatants, ['combatants'], 'combatants').forEach((raw, i) => {
    const p: DataPath = ['combatants', i];
    const c = obj(raw, p, 'a combatant');
    onlyKeys(c, COMBATANT, p);
    const id = str(c.id, [...p, 'id'], 'id');
    if (seen.has(id)) fail('scenario/duplicate-combatant', `two combatants are called '${id}'`, { path: [...p, 'id'], hint: 'give each combatant its own id (or use `copies: N`)' });
    seen.add(id);
    const opt = <T>(k: string, f: (v: unknown, path: DataPath, what: string) => T): T | undefined => (c[k] === undefined ? undefined : f(c[k], [...p, k], k));
    const copies = opt('copies', (v, path, what) => int(v, path, what, 1, MAX_COPIES)) ?? 1;
    const position = c.position === undefined ? undefined : pos(c.position, [...p, 'position']);
    if (c.character !== undefined) {
      const cid = str(c.character, [...p, 'character'], 'character');
      const card = cards.get(cid);
      if (!card || card.type !== 'character') {
        fail('scenario/unknown-card', `no character card '${cid}'`, { path: [...p, 'character'], hint: characterHint(cid, chars) });
      }
      const made = combatantsFromCharacter(card as CharacterCard, {
        id,
        ...(c.side !== undefined ? { side: side(c.side, [...p, 'side']) } : {}),
        ...(c.poise !== undefined ? { poise: int(c.poise, [...p, 'poise'], 'poise') } : {}),
        ...(c.health !== undefined ? { health: int(c.health, [...p, 'health'], 'health') } : {}),
        ...(position ? { position } : {}),
        copies,
      });
      const name = opt('name', str);
      const usedToday = opt('used_today', strs);
      out.push(...made.map((m) => ({ ...m, ...(name && copies === 1 ? { name } : {}), ...(usedToday ? { usedToday } : {}) })));
      return;
    }
    // Quick-add: stats written in the scenario itself.
    if (c.side === undefined || c.health === undefined || c.poise === undefined) {
      fail('scenario/bad-field', `combatant '${id}' needs a \`character:\` card, or side, poise and health`, { path: p, hint: 'add `character: <character card id>`, or `side`, `poise` and `health` for a quick-add combatant' });
    }
    const poise = int(c.poise, [...p, 'poise'], 'poise');
    const health = int(c.health, [...p, 'health'], 'health');
    for (let n = 1; n <= copies; n++) {
      out.push({
        id: copies > 1 ? `${id}-${n}` : id,
        name: (opt('name', str) ?? id) + (copies > 1 ? ` ${n}` : ''),
        side: side(c.side, [...p, 'side']),
        maxPoise: opt('max_poise', int) ?? poise,
        maxHealth: opt('max_health', int) ?? health,
        poise,
        health,
        attack: opt('attack', int) ?? 0,
        defense: opt('defense', int) ?? 0,
        init: opt('init', int) ?? 0,
        skills: c.skills === undefined ? {} : Object.fromEntries(Object.entries(obj(c.skills, [...p, 'skills'], 'skills')).map(([k, v]) => [k, int(v, [...p, 'skills', k], k)])),
        actions: opt('actions', strs) ?? [],
        stances: opt('stances', strs) ?? [],
        extraActions: opt('extra_actions', int) ?? 0,
        ...(position && n === 1 ? { position } : {}),
        ...(c.used_today !== undefined ? { usedToday: opt('used_today', strs)! } : {}),
        ...(c.move_penalty !== undefined ? { movePenalty: opt('move_penalty', int)! } : {}),
        ...(c.skill_penalty !== undefined ? { skillPenalty: opt('skill_penalty', int)! } : {}),
      });
    }
  });
  return out;
}

/** A campaign's built characters are the cards `campaign-<id>`, present only with `--campaign DIR`
 *  and only for the ids its campaign.yaml lists: the hint says which of those is missing. */
function characterHint(cid: string, chars: readonly string[]): string {
  const near = suggestion(cid, chars);
  if (!cid.startsWith('campaign-')) return near ?? 'add it under `cards:` or to the catalog';
  const built = chars.filter((c) => c.startsWith('campaign-'));
  if (!built.length) return `${near ? `${near} Or ` : ''}a campaign's built character: resolve with \`--campaign DIR\` (the folder of campaign.yaml)`;
  const listed = `campaign.yaml's \`characters:\` must list \`${cid.slice('campaign-'.length)}\` (it lists ${built.map((c) => c.slice('campaign-'.length)).join(', ')})`;
  return near ? `${near} Or ${listed}` : listed;
}

function cardRef(v: unknown, path: DataPath, type: 'action' | 'stance', cards: ReadonlyMap<string, Card>): string {
  const id = str(v, path, type);
  const card = cards.get(id);
  if (!card) {
    const same = [...cards.values()].filter((c) => c.type === type).map((c) => c.id);
    fail('scenario/unknown-card', `no ${type} card '${id}'`, { path, hint: suggestion(id, same) ?? 'add it under `cards:` or to the catalog' });
  }
  if (card.type !== type) fail('scenario/wrong-card-type', `'${id}' is a ${card.type} card, not a ${type} card`, { path });
  return id;
}

function combatantRef(v: unknown, path: DataPath, ids: readonly string[], code: string): string {
  const id = str(v, path, 'combatant');
  if (!ids.includes(id)) fail(code, `no combatant '${id}'`, { path, hint: suggestion(id, ids) ?? `combatants: ${ids.join(', ')}` });
  return id;
}

function playAction(raw: unknown, p: DataPath, cards: ReadonlyMap<string, Card>, ids: readonly string[], used: Set<string>): WhAction {
  const o = obj(raw, p, 'a play');
  onlyKeys(o, PLAY, p);
  const combatant = combatantRef(o.combatant, [...p, 'combatant'], ids, 'scenario/unknown-combatant');
  const action = cardRef(o.action, [...p, 'action'], 'action', cards);
  used.add(action);
  const stance = o.stance === undefined ? undefined : cardRef(o.stance, [...p, 'stance'], 'stance', cards);
  if (stance) used.add(stance);
  const target = o.target === undefined ? undefined : combatantRef(o.target, [...p, 'target'], ids, 'target/unknown');
  const extra: ExtraPlay[] = o.extra === undefined ? [] : list(o.extra, [...p, 'extra'], 'extra').map((x, j) => {
    const xp: DataPath = [...p, 'extra', j];
    const e = obj(x, xp, 'an extra action');
    onlyKeys(e, EXTRA, xp);
    const a = cardRef(e.action, [...xp, 'action'], 'action', cards);
    used.add(a);
    return {
      action: a,
      ...(e.target !== undefined ? { target: combatantRef(e.target, [...xp, 'target'], ids, 'target/unknown') } : {}),
      ...(e.flanking !== undefined ? { flanking: bool(e.flanking, [...xp, 'flanking'], 'flanking') } : {}),
      ...(e.move_to !== undefined ? { moveTo: pos(e.move_to, [...xp, 'move_to']) } : {}),
    };
  });
  return {
    type: 'play',
    combatant,
    action,
    ...(stance ? { stance } : {}),
    ...(target ? { target } : {}),
    ...(o.flanking !== undefined ? { flanking: bool(o.flanking, [...p, 'flanking'], 'flanking') } : {}),
    ...(o.move_to !== undefined ? { moveTo: pos(o.move_to, [...p, 'move_to']) } : {}),
    ...(extra.length ? { extra } : {}),
  };
}

/** A save or skill check (`checks:` of a round, after its resolution, or of the scenario, at its end). */
function checkActions(v: unknown, path: DataPath, ids: readonly string[], tables: WitchhammerTables): ScriptedAction[] {
  return list(v, path, 'checks').map((raw, i) => {
    const p: DataPath = [...path, i];
    const o = obj(raw, p, 'a check');
    onlyKeys(o, CHECK, p);
    const combatant = combatantRef(o.combatant, [...p, 'combatant'], ids, 'scenario/unknown-combatant');
    const d = o.difficulty;
    if (d === undefined) fail('scenario/bad-field', 'a check needs `difficulty:`', { path: p, hint: `easy (${tables.saves.easy}), medium (${tables.saves.medium}), hard (${tables.saves.hard}) or a number` });
    const difficulty = typeof d === 'number' ? int(d, [...p, 'difficulty'], 'difficulty') : (str(d, [...p, 'difficulty'], 'difficulty') as 'easy' | 'medium' | 'hard');
    const dice = o.dice === undefined ? undefined : typedDice(o.dice, [...p, 'dice'], tables);
    return {
      action: {
        type: 'check',
        combatant,
        difficulty,
        ...(o.skill !== undefined ? { skill: str(o.skill, [...p, 'skill'], 'skill') } : {}),
        ...(o.bonus !== undefined ? { bonus: int(o.bonus, [...p, 'bonus'], 'bonus') } : {}),
        ...(dice ? { dice } : {}),
      },
      path: p,
    };
  });
}

export function compileScenario(doc: Obj, ctx: ScenarioContext): CompiledScenario {
  onlyKeys(doc, TOP, []);
  const tables = ctx.tables as WitchhammerTables;
  const setupCombatants = combatants(doc, ctx.cards);
  const ids = setupCombatants.map((c) => c.id);
  const used = new Set<string>();
  for (const c of setupCombatants) for (const id of [...(c.actions ?? []), ...(c.stances ?? [])]) used.add(id);

  const actions: ScriptedAction[] = [];
  let rounds: { raw: Obj; path: DataPath }[];
  if (doc.rounds !== undefined && doc.plays !== undefined) fail('scenario/bad-field', 'use either `rounds:` or `plays:`, not both', { path: ['plays'] });
  if (doc.rounds !== undefined) rounds = list(doc.rounds, ['rounds'], 'rounds').map((r, i) => ({ raw: obj(r, ['rounds', i], 'a round'), path: ['rounds', i] }));
  else if (doc.plays !== undefined) rounds = [{ raw: { plays: doc.plays }, path: [] }];
  // No rounds: the fight as set up (a table's export carries what was played as `actions:`).
  else rounds = [];

  for (const { raw, path } of rounds) {
    if (path.length) onlyKeys(raw, ROUND, path);
    const playsPath: DataPath = path.length ? [...path, 'plays'] : ['plays'];
    const plays = raw.plays === undefined ? [] : list(raw.plays, playsPath, 'plays');
    plays.forEach((pl, j) => actions.push({ action: playAction(pl, [...playsPath, j], ctx.cards, ids, used), path: [...playsPath, j] }));
    if (raw.timer_expired !== undefined && bool(raw.timer_expired, [...path, 'timer_expired'], 'timer_expired')) {
      actions.push({ action: { type: 'timer-expired' }, path: [...path, 'timer_expired'] });
    }
    actions.push({ action: { type: 'reveal' }, path });
    if (raw.reorder !== undefined) actions.push({ action: { type: 'reorder', order: strs(raw.reorder, [...path, 'reorder'], 'reorder') }, path: [...path, 'reorder'] });
    const dice = raw.dice === undefined ? undefined : typedDice(raw.dice, [...path, 'dice'], tables);
    actions.push({ action: { type: 'resolve-round', ...(dice ? { dice } : {}) }, path });
    if (path.length && raw.checks !== undefined) actions.push(...checkActions(raw.checks, [...path, 'checks'], ids, tables));
  }
  if (doc.checks !== undefined) actions.push(...checkActions(doc.checks, ['checks'], ids, tables));
  if (doc.end_combat !== undefined) {
    // `end_combat: true`, or `{ dice: [..] }` for the death's-door saves rolled at the table.
    const ec = doc.end_combat;
    if (typeof ec === 'object' && ec !== null && !Array.isArray(ec)) {
      const o = obj(ec, ['end_combat'], 'end_combat');
      onlyKeys(o, ['dice'], ['end_combat']);
      const dice = o.dice === undefined ? undefined : typedDice(o.dice, ['end_combat', 'dice'], tables);
      actions.push({ action: { type: 'end-combat', ...(dice ? { dice } : {}) }, path: ['end_combat'] });
    } else if (bool(ec, ['end_combat'], 'end_combat')) actions.push({ action: { type: 'end-combat' }, path: ['end_combat'] });
  }

  if (ctx.cards.has(tables.decision_timer.default_action)) used.add(tables.decision_timer.default_action);
  const cards: PlayCard[] = [];
  for (const id of used) {
    const c = ctx.cards.get(id);
    const pc = c ? playCardFrom(c) : undefined;
    if (pc) cards.push(pc);
  }
  const setup: WhSetup = {
    tables,
    cards,
    combatants: setupCombatants,
    ...(doc.obstacles !== undefined ? { obstacles: list(doc.obstacles, ['obstacles'], 'obstacles').map((o, i) => pos(o, ['obstacles', i])) } : {}),
    seed: ctx.seed ?? (doc.seed === undefined ? 0 : int(doc.seed, ['seed'], 'seed', 0, SEED_MAX)),
    ...(doc.dice !== undefined ? { dice: typedDice(doc.dice, ['dice'], tables) } : {}),
  };
  return { setup, actions };
}

/**
 * Typed die results, each checked against the largest die the system's tables roll: a 25 fits
 * no WitchHammer die, and is reported at its own `dice:` entry rather than at the round that
 * would have used it. (A result that fits some die is checked again by the die that takes it.)
 */
function typedDice(v: unknown, path: DataPath, tables: WitchhammerTables): number[] {
  const largest = Math.max(tables.attack.die, tables.saves.die, tables.affliction.die);
  const values = ints(v, path, 'dice');
  values.forEach((n, i) => {
    if (n < 1 || n > largest) fail('dice/out-of-range', `die result ${n} fits none of this system's dice (the largest is a d${largest})`, { path: [...path, i], hint: `type a whole number from 1 to ${largest}` });
  });
  return values;
}
