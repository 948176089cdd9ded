// `fray resolve` scenarios → setup + scripted actions, each action tagged with its path in
// the file so an engine error points at the line that caused it. The document is read with its zod
// schema (scenario-schema.ts); the references (cards, combatants, dice) are checked here.
import { suggestion } from '../../diagnostics/did-you-mean.js';
import type { DataPath } from '../../diagnostics/problem.js';
import { fail } from '../../core/errors.js';
import type { Card, CharacterCard } from '../../schema/card.js';
import { read, type Obj } from '../scenario-read.js';
import type { CompiledScenario, ScenarioContext, ScriptedAction } from '../system-module.js';
import { scenarioSchema, type CheckDoc, type CombatantDoc, type PlayDoc } from './scenario-schema.js';
import { combatantsFromCharacter, copiesOf, playCardFrom, setupStats } from './setup.js';
import type { WitchhammerTables } from './tables.js';
import type { CombatantSetup, ExtraPlay, PlayCard, WhAction, WhSetup } from './types.js';

function combatants(list: readonly CombatantDoc[], cards: ReadonlyMap<string, Card>): CombatantSetup[] {
  const out: CombatantSetup[] = [];
  const chars = [...cards.values()].filter((c) => c.type === 'character').map((c) => c.id);
  const seen = new Set<string>();
  list.forEach((c, i) => {
    const p: DataPath = ['combatants', i];
    const id = c.id;
    if (seen.has(id))
      fail('scenario/duplicate-combatant', `two combatants are called '${id}'`, {
        path: [...p, 'id'],
        hint: 'give each combatant its own id (or use `copies: N`)',
      });
    seen.add(id);
    const copies = c.copies ?? 1;
    const position = c.position;
    if (c.character !== undefined) {
      const cid = c.character;
      const card = cards.get(cid);
      if (card?.type !== 'character') {
        fail('scenario/unknown-card', `no character card '${cid}'`, {
          path: [...p, 'character'],
          hint: characterHint(cid, chars),
        });
      }
      const cc = card as CharacterCard;
      checkCardOnly(c, p);
      checkTracks(c, p, cc.poise, cc.health);
      const made = combatantsFromCharacter(cc, {
        id,
        ...(c.side !== undefined ? { side: c.side } : {}),
        ...(c.poise !== undefined ? { poise: c.poise } : {}),
        ...(c.health !== undefined ? { health: c.health } : {}),
        ...(position ? { position } : {}),
        copies,
      });
      const name = c.name;
      const usedToday = c.used_today;
      out.push(
        ...made.map((m) => ({ ...m, ...(name && copies === 1 ? { name } : {}), ...(usedToday ? { usedToday } : {}) })),
      );
      return;
    }
    // Quick-add: stats written in the scenario itself.
    if (c.side === undefined || c.health === undefined || c.poise === undefined) {
      fail('scenario/bad-field', `combatant '${id}' needs a \`character:\` card, or side, poise and health`, {
        path: p,
        hint: 'add `character: <character card id>`, or `side`, `poise` and `health` for a quick-add combatant',
      });
    }
    const { poise, health, side } = c;
    checkTracks(c, p, c.max_poise ?? poise, c.max_health ?? health);
    const one = {
      id,
      name: c.name ?? id,
      side,
      maxPoise: c.max_poise ?? poise,
      maxHealth: c.max_health ?? health,
      poise,
      health,
      ...setupStats(c),
    };
    out.push(...copiesOf(c.used_today !== undefined ? { ...one, usedToday: c.used_today } : one, copies, position));
  });
  return out;
}

/** The stats a quick-add combatant writes; a character card has its own, so writing one beside `character:`
 *  would be silently ignored: it is refused instead. */
const QUICK_ADD_ONLY = [
  'max_poise',
  'max_health',
  'attack',
  'defense',
  'init',
  'skills',
  'actions',
  'stances',
  'extra_actions',
  'move_penalty',
  'skill_penalty',
] as const;

function checkCardOnly(c: CombatantDoc, p: DataPath): void {
  for (const k of QUICK_ADD_ONLY) {
    if (c[k] === undefined) continue;
    fail(
      'scenario/bad-field',
      `\`${k}\` is for a quick-add combatant; '${c.character}' is a character card with its own`,
      {
        path: [...p, k],
        hint: `take \`${k}\` out (the card's is used; \`poise\` and \`health\` may set its current tracks), or drop \`character:\` and write every stat`,
      },
    );
  }
}

/** Poise runs from 0 to its maximum (damage stops at 0); Health up to its maximum of at least 1, and below 0
 *  on death's door. A track outside that is a typing slip, named at its field. */
function checkTracks(c: CombatantDoc, p: DataPath, maxPoise: number, maxHealth: number): void {
  const bad = (field: string, message: string, hint: string) =>
    fail('scenario/bad-field', message, { path: [...p, field], hint });
  if (c.max_poise !== undefined && c.max_poise < 0)
    bad('max_poise', `max_poise ${c.max_poise} is below 0`, 'a maximum Poise is 0 or more');
  if (c.max_health !== undefined && c.max_health < 1)
    bad('max_health', `max_health ${c.max_health} is below 1`, 'a maximum Health is at least 1');
  if (c.poise !== undefined && c.poise < 0)
    bad('poise', `poise ${c.poise} is below 0: damage stops Poise at 0`, 'write 0 for a character with no Poise left');
  if (c.poise !== undefined && c.poise > maxPoise)
    bad('poise', `poise ${c.poise} is above the maximum ${maxPoise}`, 'lower `poise`, or raise `max_poise`');
  if (c.health !== undefined && c.health > maxHealth)
    bad('health', `health ${c.health} is above the maximum ${maxHealth}`, 'lower `health`, or raise `max_health`');
}

/** A campaign's built characters are the cards `campaign-<id>`, present only with `--campaign DIR`
 *  and only for the ids its campaign.yaml lists: the hint says which of those is missing. */
function characterHint(cid: string, chars: readonly string[]): string {
  const near = suggestion(cid, chars);
  if (!cid.startsWith('campaign-')) return near ?? 'add it under `cards:` or to the catalog';
  const built = chars.filter((c) => c.startsWith('campaign-'));
  if (!built.length)
    return `${near ? `${near} Or ` : ''}a campaign's built character: resolve with \`--campaign DIR\` (the folder of campaign.yaml)`;
  const listed = `campaign.yaml's \`characters:\` must list \`${cid.slice('campaign-'.length)}\` (it lists ${built.map((c) => c.slice('campaign-'.length)).join(', ')})`;
  return near ? `${near} Or ${listed}` : listed;
}

function cardRef(id: string, path: DataPath, type: 'action' | 'stance', cards: ReadonlyMap<string, Card>): string {
  const card = cards.get(id);
  if (!card) {
    const same = [...cards.values()].filter((c) => c.type === type).map((c) => c.id);
    fail('scenario/unknown-card', `no ${type} card '${id}'`, {
      path,
      hint: suggestion(id, same) ?? 'add it under `cards:` or to the catalog',
    });
  }
  if (card.type !== type)
    fail('scenario/wrong-card-type', `'${id}' is a ${card.type} card, not a ${type} card`, { path });
  return id;
}

function combatantRef(id: string, path: DataPath, ids: readonly string[], code: string): string {
  if (!ids.includes(id))
    fail(code, `no combatant '${id}'`, { path, hint: suggestion(id, ids) ?? `combatants: ${ids.join(', ')}` });
  return id;
}

function playAction(
  o: PlayDoc,
  p: DataPath,
  cards: ReadonlyMap<string, Card>,
  ids: readonly string[],
  used: Set<string>,
): WhAction {
  const combatant = combatantRef(o.combatant, [...p, 'combatant'], ids, 'scenario/unknown-combatant');
  const action = cardRef(o.action, [...p, 'action'], 'action', cards);
  used.add(action);
  const stance = o.stance === undefined ? undefined : cardRef(o.stance, [...p, 'stance'], 'stance', cards);
  if (stance) used.add(stance);
  const target = o.target === undefined ? undefined : combatantRef(o.target, [...p, 'target'], ids, 'target/unknown');
  const extra: ExtraPlay[] = (o.extra ?? []).map((e, j) => {
    const xp: DataPath = [...p, 'extra', j];
    const a = cardRef(e.action, [...xp, 'action'], 'action', cards);
    used.add(a);
    return {
      action: a,
      ...(e.target !== undefined ? { target: combatantRef(e.target, [...xp, 'target'], ids, 'target/unknown') } : {}),
      ...(e.flanking !== undefined ? { flanking: e.flanking } : {}),
      ...(e.move_to !== undefined ? { moveTo: e.move_to } : {}),
    };
  });
  return {
    type: 'play',
    combatant,
    action,
    ...(stance ? { stance } : {}),
    ...(target ? { target } : {}),
    ...(o.flanking !== undefined ? { flanking: o.flanking } : {}),
    ...(o.move_to !== undefined ? { moveTo: o.move_to } : {}),
    ...(extra.length ? { extra } : {}),
  };
}

/** A save or skill check (`checks:` of a round, after its resolution, or of the scenario, at its end). */
function checkActions(
  list: readonly CheckDoc[],
  path: DataPath,
  ids: readonly string[],
  tables: WitchhammerTables,
): ScriptedAction[] {
  return list.map((o, i) => {
    const p: DataPath = [...path, i];
    const combatant = combatantRef(o.combatant, [...p, 'combatant'], ids, 'scenario/unknown-combatant');
    const d = o.difficulty;
    if (d === undefined)
      fail('scenario/bad-field', 'a check needs `difficulty:`', {
        path: p,
        hint: `easy (${tables.saves.easy}), medium (${tables.saves.medium}), hard (${tables.saves.hard}) or a number`,
      });
    const difficulty = typeof d === 'number' ? d : (d as 'easy' | 'medium' | 'hard');
    const dice = o.dice === undefined ? undefined : typedDice(o.dice, [...p, 'dice'], tables);
    return {
      action: {
        type: 'check',
        combatant,
        difficulty,
        ...(o.skill !== undefined ? { skill: o.skill } : {}),
        ...(o.bonus !== undefined ? { bonus: o.bonus } : {}),
        ...(dice ? { dice } : {}),
      },
      path: p,
    };
  });
}

export function compileScenario(doc: Obj, ctx: ScenarioContext): CompiledScenario {
  const sc = read(scenarioSchema, doc, []);
  const tables = ctx.tables as WitchhammerTables;
  const setupCombatants = combatants(sc.combatants, ctx.cards);
  const ids = setupCombatants.map((c) => c.id);
  const used = new Set<string>();
  for (const c of setupCombatants) for (const id of [...(c.actions ?? []), ...(c.stances ?? [])]) used.add(id);

  const actions: ScriptedAction[] = [];
  let rounds: { raw: NonNullable<typeof sc.rounds>[number]; path: DataPath }[];
  if (sc.rounds !== undefined && sc.plays !== undefined)
    fail('scenario/bad-field', 'use either `rounds:` or `plays:`, not both', { path: ['plays'] });
  if (sc.rounds !== undefined) rounds = sc.rounds.map((raw, i) => ({ raw, path: ['rounds', i] }));
  else if (sc.plays !== undefined) rounds = [{ raw: { plays: sc.plays }, path: [] }];
  // No rounds: the fight as set up (a table's export carries what was played as `actions:`).
  else rounds = [];

  for (const { raw, path } of rounds) {
    const playsPath: DataPath = path.length ? [...path, 'plays'] : ['plays'];
    (raw.plays ?? []).forEach((pl, j) =>
      actions.push({ action: playAction(pl, [...playsPath, j], ctx.cards, ids, used), path: [...playsPath, j] }),
    );
    if (raw.timer_expired) actions.push({ action: { type: 'timer-expired' }, path: [...path, 'timer_expired'] });
    actions.push({ action: { type: 'reveal' }, path });
    if (raw.reorder !== undefined)
      actions.push({ action: { type: 'reorder', order: raw.reorder }, path: [...path, 'reorder'] });
    const dice = raw.dice === undefined ? undefined : typedDice(raw.dice, [...path, 'dice'], tables);
    actions.push({ action: { type: 'resolve-round', ...(dice ? { dice } : {}) }, path });
    if (path.length && raw.checks !== undefined)
      actions.push(...checkActions(raw.checks, [...path, 'checks'], ids, tables));
  }
  if (sc.checks !== undefined) actions.push(...checkActions(sc.checks, ['checks'], ids, tables));
  const ec = sc.end_combat;
  if (typeof ec === 'object') {
    const dice = ec.dice === undefined ? undefined : typedDice(ec.dice, ['end_combat', 'dice'], tables);
    actions.push({ action: { type: 'end-combat', ...(dice ? { dice } : {}) }, path: ['end_combat'] });
  } else if (ec) actions.push({ action: { type: 'end-combat' }, path: ['end_combat'] });

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
    ...(sc.obstacles !== undefined ? { obstacles: sc.obstacles } : {}),
    seed: ctx.seed ?? sc.seed ?? 0,
    ...(sc.dice !== undefined ? { dice: typedDice(sc.dice, ['dice'], tables) } : {}),
  };
  return { setup, actions };
}

/**
 * Typed die results, each checked against the largest die the system's tables roll: a 25 fits
 * no WitchHammer die, and is reported at its own `dice:` entry rather than at the round that
 * would have used it. (A result that fits some die is checked again by the die that takes it.)
 */
function typedDice(values: readonly number[], path: DataPath, tables: WitchhammerTables): number[] {
  const largest = Math.max(tables.attack.die, tables.saves.die, tables.affliction.die);
  values.forEach((n, i) => {
    if (n < 1 || n > largest)
      fail('dice/out-of-range', `die result ${n} fits none of this system's dice (the largest is a d${largest})`, {
        path: [...path, i],
        hint: `type a whole number from 1 to ${largest}`,
      });
  });
  return [...values];
}
