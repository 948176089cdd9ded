// `fray resolve` for faction-turns: scenario YAML → setup + scripted actions (the output is in
// report.ts). Combatants are written inline (WIT, AGI, STR, health, armour…). The document is read
// with zod (scenario-read.ts): a wrong type, an unknown key or a missing field is reported with its
// place in the file; ids (combatants, zones, factions) are checked against the scenario after.
import { z } from 'zod';
import { seed, whole } from '../action-fields.js';
import { fail } from '../../core/index.js';
import type { DataPath } from '../../diagnostics/problem.js';
import { suggestion } from '../../diagnostics/did-you-mean.js';
import type { CompiledScenario, ScenarioContext, ScriptedAction } from '../system-module.js';
import { die, isObj, knownId, read, shorthand, type Obj } from '../scenario-read.js';
import type { FactionTurnsTables } from './tables.js';
import type {
  AreaAttackSpec,
  AttackSpec,
  FtAction,
  FtCombatantSetup,
  FtSetup,
  OpportunitySpec,
  ReactionSpec,
  TurnStep,
} from './types.js';
import { TYPED_PURPOSES } from './rules.js';
import { zoneGraph } from './zones.js';

// Every whole number within the one limit table's range (engine/catalog/limits.ts).
const int = whole;
const nat = int.min(0);
const text = z.string().min(1);
const flag = z.boolean().optional();
const ints = z.array(int).optional();
/** `weapons: { sword: d8, bow: { damage: d6, range: 3 } }`. */
const weapon = shorthand((v) => ({ damage: v }), z.strictObject({ damage: die, range: nat.optional() }));
const combatantSchema = z.strictObject({
  id: text,
  name: text.optional(),
  faction: text,
  group: text.optional(),
  wit: nat,
  agi: nat,
  str: nat,
  health: nat,
  max_health: int.min(1).optional(),
  armour: nat.optional(),
  damage: die.optional(),
  immune_to_fear: flag,
  concealed: flag,
  zone: text.optional(),
  range: nat.optional(),
  shield: nat.optional(),
  damaged: z.array(z.enum(['weapon', 'armour', 'shield'])).optional(),
  shield_damage: die.optional(),
  ammo: nat.optional(),
  weapons: z.record(z.string(), weapon).optional(),
  wielding: text.optional(),
});
const reactionSchema = z.strictObject({
  kind: z.enum(['dodge', 'counter', 'hide-behind', 'guard']),
  behind: z.string().optional(),
  then: z.unknown().optional(),
  by: z.string().optional(),
  damage: die.optional(),
  unarmed: flag,
  impaired: flag,
  range: nat.optional(),
  nonlethal: z.enum(['disarm', 'grapple']).optional(),
});
const rangeShape = { range: nat.optional(), indirect: flag, unseen: flag };
const hitShape = { damage: die.optional(), unarmed: flag, impaired: flag, challenging: flag, cover: flag };
const attackSchema = z.strictObject({
  target: z.string(),
  ...hitShape,
  unaware: flag,
  nonlethal: z.enum(['disarm', 'grapple']).optional(),
  reaction: z.unknown().optional(),
  ...rangeShape,
  stunt: z.strictObject({ effect: text, accepted: flag }).optional(),
  barrier: flag,
  peeking: flag,
  penetrates: flag,
  // "Concealment partially obscures vision to the target. Damage is impaired."
  concealment: flag,
  with: z.enum(['shield']).optional(),
});
const areaSchema = z.strictObject({
  targets: z.array(z.string()).optional(),
  zone: z.string().optional(),
  also: z.array(z.string()).optional(),
  reactions: z.record(z.string(), z.unknown()).optional(),
  ...hitShape,
  ...rangeShape,
});
const moveSchema = z.strictObject({
  to: z.string().optional(),
  opportunity: z.array(z.strictObject({ by: z.string(), ...hitShape })).default([]),
  with: z.string().optional(),
});
const STEP_KEYS = [
  'attack',
  'blast',
  'move',
  'final_blow',
  'bonus',
  'surrender',
  'flee',
  'hide',
  'shove',
  'equip',
  'unequip',
  'drop',
  'pick_up',
] as const;
const stepShape = Object.fromEntries(STEP_KEYS.map((k) => [k, z.unknown().optional()])) as Record<
  (typeof STEP_KEYS)[number],
  z.ZodOptional<z.ZodUnknown>
>;
const turnSchema = z.strictObject({
  actor: z.string().optional(),
  ...stepShape,
  do: z.array(z.strictObject(stepShape)).optional(),
  timer_expired: flag,
  rolls: ints,
  /** Typed dice by what they are for: `dice: { hit-save: [4], damage: [6] }`. */
  dice: z
    .strictObject(
      Object.fromEntries(TYPED_PURPOSES.map((k) => [k, z.array(int).optional()])) as Record<
        string,
        z.ZodOptional<z.ZodArray<typeof int>>
      >,
    )
    .optional(),
  pass: z.string().optional(),
});
const roundSchema = z.strictObject({
  first: z.string().optional(),
  slow_first: z.string().optional(),
  fat: int.min(1).optional(),
  turns: z.array(z.unknown()).default([]),
  morale: ints,
});
const scenarioSchema = z.strictObject({
  system: z.literal('faction-turns'),
  seed: seed.optional(),
  dice: ints,
  options: z.strictObject({ fast_slow: flag, declaration_limit: flag }).default({}),
  initiative: z.string().optional(),
  factions: z.array(z.string()).optional(),
  players: z.string().optional(),
  zones: z.record(z.string(), z.array(z.string()).nullable()).optional(),
  combatants: z.array(combatantSchema),
  rounds: z.array(roundSchema).optional(),
  turns: z.array(z.unknown()).optional(),
  cards: z.unknown().optional(),
  title: z.string().optional(),
  description: z.string().optional(),
  end_fight: flag,
  after_fight: z
    .array(
      z.strictObject({
        chase: z
          .strictObject({
            fleeing: z.array(z.string()),
            pace: z.enum(['even', 'faster', 'slower']).default('even'),
            rolls: ints,
          })
          .optional(),
        gear_check: shorthand((v) => (v === true ? {} : v), z.strictObject({ rolls: ints })).optional(),
      }),
    )
    .default([]),
});

function combatant(c: z.output<typeof combatantSchema>): FtCombatantSetup {
  return {
    id: c.id,
    name: c.name ?? c.id,
    faction: c.faction,
    group: c.group,
    wit: c.wit,
    agi: c.agi,
    str: c.str,
    health: c.health,
    maxHealth: c.max_health,
    armour: c.armour,
    damage: c.damage,
    immuneToFear: c.immune_to_fear,
    concealed: c.concealed,
    zone: c.zone,
    range: c.range,
    shield: c.shield,
    shieldDamage: c.shield_damage,
    ammo: c.ammo,
    ...(c.weapons !== undefined ? { weapons: c.weapons } : {}),
    ...(c.wielding !== undefined ? { wielding: c.wielding } : {}),
    ...(c.damaged !== undefined ? { damaged: c.damaged } : {}),
  };
}

const REACTIONS = ['dodge', 'counter', 'hide-behind', 'guard'];

function reaction(v: unknown, path: DataPath, ids: readonly string[]): ReactionSpec {
  if (v === 'dodge' || v === 'counter') return { kind: v };
  if (!isObj(v)) {
    const guess = typeof v === 'string' ? suggestion(v, REACTIONS) : undefined;
    fail('scenario/bad-reaction', `unknown reaction ${JSON.stringify(v)}`, {
      path,
      hint: `${guess ? `${guess} ` : ''}reactions: dodge, counter, { kind: hide-behind, behind: <id> }, { kind: guard, by: <id> }`,
    });
  }
  const o = read(reactionSchema, v, path);
  const kind = o.kind;
  if (kind === 'hide-behind') {
    const behind = knownId(o.behind, ids, [...path, 'behind'], 'combatant');
    return o.then === undefined ? { kind, behind } : { kind, behind, then: reaction(o.then, [...path, 'then'], ids) };
  }
  if (kind === 'guard') return { kind, by: knownId(o.by, ids, [...path, 'by'], 'combatant') };
  if (kind === 'counter')
    return {
      kind,
      damage: o.damage,
      unarmed: o.unarmed,
      impaired: o.impaired,
      range: o.range,
      ...(o.nonlethal !== undefined ? { nonlethal: o.nonlethal } : {}),
    };
  return { kind: 'dodge' };
}

function rangeFields(o: { range?: number; indirect?: boolean; unseen?: boolean }) {
  return { range: o.range, indirect: o.indirect, unseen: o.unseen };
}

/** A blast (`blast:` — a zone, or `true` for the attacker's own) or an attack with `targets:`. */
function areaSpec(v: unknown, path: DataPath, ids: readonly string[], zones: readonly string[]): AreaAttackSpec {
  const o = read(
    shorthand((x) => (x === true ? {} : typeof x === 'string' ? { zone: x } : x), areaSchema),
    v,
    path,
  );
  const list = (key: 'targets' | 'also') => o[key]?.map((x, i) => knownId(x, ids, [...path, key, i], 'combatant'));
  const reactions: Record<string, ReactionSpec> = {};
  for (const [id, x] of Object.entries(o.reactions ?? {}))
    reactions[knownId(id, ids, [...path, 'reactions', id], 'combatant')] = reaction(x, [...path, 'reactions', id], ids);
  const targets = list('targets');
  const also = list('also');
  return {
    ...(o.zone !== undefined ? { zone: knownId(o.zone, zones, [...path, 'zone'], 'zone') } : {}),
    ...(targets ? { targets } : {}),
    ...(also ? { also } : {}),
    ...(o.reactions !== undefined ? { reactions } : {}),
    damage: o.damage,
    unarmed: o.unarmed,
    impaired: o.impaired,
    challenging: o.challenging,
    cover: o.cover,
    ...rangeFields(o),
  };
}

function attackSpec(v: unknown, path: DataPath, ids: readonly string[]): AttackSpec {
  if (typeof v === 'string') return { target: knownId(v, ids, path, 'combatant') };
  const o = read(attackSchema, v, path);
  return {
    ...rangeFields(o),
    ...(o.stunt !== undefined ? { stunt: { effect: o.stunt.effect, accepted: o.stunt.accepted ?? false } } : {}),
    target: knownId(o.target, ids, [...path, 'target'], 'combatant'),
    damage: o.damage,
    unarmed: o.unarmed,
    impaired: o.concealment ? true : o.impaired,
    challenging: o.challenging,
    unaware: o.unaware,
    cover: o.cover,
    ...(o.nonlethal !== undefined ? { nonlethal: o.nonlethal } : {}),
    ...(o.reaction !== undefined ? { reaction: reaction(o.reaction, [...path, 'reaction'], ids) } : {}),
    barrier: o.barrier,
    peeking: o.peeking,
    penetrates: o.penetrates,
    ...(o.with !== undefined ? { with: o.with } : {}),
  };
}

function moveStep(v: unknown, path: DataPath, ids: readonly string[], zones: readonly string[]): TurnStep {
  if (v === true || v === null) return { kind: 'move' };
  if (typeof v === 'string') return { kind: 'move', to: knownId(v, zones, path, 'zone') };
  const o = read(moveSchema, v, path);
  const to = o.to === undefined ? undefined : knownId(o.to, zones, [...path, 'to'], 'zone');
  const dragging = o.with === undefined ? undefined : knownId(o.with, ids, [...path, 'with'], 'combatant');
  const opportunity = o.opportunity.map((a, i): OpportunitySpec => {
    const p = [...path, 'opportunity', i];
    return {
      by: knownId(a.by, ids, [...p, 'by'], 'combatant'),
      damage: a.damage,
      unarmed: a.unarmed,
      impaired: a.impaired,
      challenging: a.challenging,
      cover: a.cover,
    };
  });
  return { kind: 'move', ...(to ? { to } : {}), opportunity, ...(dragging ? { dragging } : {}) };
}

const pickUpSchema = z.strictObject({ weapon: text, damage: die, range: nat.default(0) });
const shoveSchema = z.strictObject({ target: z.string(), hazard: text.optional(), damage: die.optional() });

function stepFrom(key: string, v: unknown, path: DataPath, ids: readonly string[], zones: readonly string[]): TurnStep {
  switch (key) {
    case 'attack':
      return isObj(v) && v.targets !== undefined
        ? { kind: 'area-attack', blast: false, attack: areaSpec(v, path, ids, zones) }
        : { kind: 'attack', attack: attackSpec(v, path, ids) };
    case 'blast':
      return { kind: 'area-attack', blast: true, attack: areaSpec(v, path, ids, zones) };
    case 'move':
      return moveStep(v, path, ids, zones);
    case 'final_blow':
      return { kind: 'final-blow', target: knownId(v, ids, path, 'combatant') };
    case 'bonus':
      return { kind: 'bonus', what: typeof v === 'string' ? v : 'bonus action' };
    case 'surrender':
      return { kind: 'surrender' };
    case 'hide':
      return { kind: 'hide', how: typeof v === 'string' ? v : 'out of sight' };
    case 'equip':
      return { kind: 'equip', weapon: read(text, v, path) };
    case 'unequip':
      return { kind: 'unequip' };
    case 'drop':
      return { kind: 'drop' };
    case 'pick_up': {
      if (typeof v === 'string') return { kind: 'pick-up', weapon: v };
      const o = read(pickUpSchema, v, path);
      return { kind: 'pick-up', weapon: o.weapon, stats: { damage: o.damage, range: o.range } };
    }
    case 'shove': {
      if (typeof v === 'string') return { kind: 'shove', target: knownId(v, ids, path, 'combatant') };
      const o = read(shoveSchema, v, path);
      return {
        kind: 'shove',
        target: knownId(o.target, ids, [...path, 'target'], 'combatant'),
        ...(o.hazard ? { hazard: o.hazard } : {}),
        ...(o.damage !== undefined ? { damage: o.damage } : {}),
      };
    }
    default:
      return { kind: 'flee' };
  }
}

function turn(
  v: unknown,
  path: DataPath,
  ids: readonly string[],
  factions: readonly string[],
  zones: readonly string[],
): FtAction {
  if (v === 'pass') return { type: 'pass' };
  const o = read(turnSchema, v, path) as z.output<typeof turnSchema> & Obj;
  if (o.pass !== undefined) return { type: 'pass', faction: knownId(o.pass, factions, [...path, 'pass'], 'faction') };
  const actor = knownId(o.actor, ids, [...path, 'actor'], 'combatant');
  if (o.timer_expired) return { type: 'timer-expired', actor };
  const steps: TurnStep[] = [];
  o.do?.forEach((so, i) => {
    const p = [...path, 'do', i];
    const keys = Object.keys(so);
    if (keys.length !== 1)
      fail(
        'scenario/bad-step',
        'each step has exactly one of attack, blast, move, final_blow, bonus, surrender, flee',
        { path: p },
      );
    steps.push(stepFrom(keys[0]!, (so as Obj)[keys[0]!], [...p, keys[0]!], ids, zones));
  });
  // Shorthand keys run in a fixed order: surrender/flee, move, bonus, then the main action.
  for (const key of [
    'surrender',
    'flee',
    'move',
    'pick_up',
    'unequip',
    'drop',
    'equip',
    'bonus',
    'hide',
    'attack',
    'blast',
    'shove',
    'final_blow',
  ]) {
    if (o[key] === undefined || o[key] === false) continue;
    if (key === 'bonus' && Array.isArray(o.bonus))
      o.bonus.forEach((b, i) => steps.push(stepFrom('bonus', b, [...path, 'bonus', i], ids, zones)));
    else steps.push(stepFrom(key, o[key], [...path, key], ids, zones));
  }
  const dice =
    o.dice &&
    (Object.fromEntries(Object.entries(o.dice).filter(([, v]) => v !== undefined)) as Record<string, number[]>);
  return { type: 'turn', actor, steps, ...(o.rolls ? { rolls: o.rolls } : {}), ...(dice ? { dice } : {}) };
}

export function compile(doc: Obj, ctx: ScenarioContext): CompiledScenario {
  const sc = read(scenarioSchema, doc, []);
  const combatants = sc.combatants.map(combatant);
  const ids = combatants.map((c) => c.id);
  const factions = sc.factions ?? [...new Set(combatants.map((c) => c.faction))];
  combatants.forEach((c, i) => knownId(c.faction, factions, ['combatants', i, 'faction'], 'faction'));
  const opts = sc.options;
  const zoneMap: Record<string, string[]> | undefined =
    sc.zones && Object.fromEntries(Object.entries(sc.zones).map(([k, v]) => [k, v ?? []]));
  const zones = Object.keys(zoneGraph(zoneMap));
  combatants.forEach((c, i) => c.zone !== undefined && knownId(c.zone, zones, ['combatants', i, 'zone'], 'zone'));
  const setup: FtSetup = {
    tables: ctx.tables as FactionTurnsTables,
    combatants,
    factions,
    initiative: sc.initiative === undefined ? undefined : knownId(sc.initiative, factions, ['initiative'], 'faction'),
    fastSlow: opts.fast_slow ?? false,
    declarationLimit: opts.declaration_limit ?? false,
    ...(zoneMap ? { zones: zoneMap } : {}),
    ...(sc.players !== undefined ? { players: knownId(sc.players, factions, ['players'], 'faction') } : {}),
    seed: ctx.seed ?? sc.seed ?? 1,
    dice: sc.dice ?? [],
  };
  if (sc.rounds !== undefined && sc.turns !== undefined)
    fail('scenario/bad-field', 'use either rounds or turns, not both', { path: ['turns'] });
  const rounds: { r: z.output<typeof roundSchema>; path: DataPath }[] =
    sc.rounds !== undefined
      ? sc.rounds.map((r, i) => ({ r, path: ['rounds', i] }))
      : sc.turns !== undefined
        ? [{ r: { turns: sc.turns }, path: [] }]
        : []; // neither: the fight as set up (a table's export carries what was played as `actions:`)
  const actions: ScriptedAction[] = [];
  // A typed FAT or an expired timer implies its optional rule unless the options turn it off.
  const usesFat = rounds.some(({ r }) => r.fat !== undefined);
  const usesTimer = rounds.some(({ r }) => r.turns.some((t) => isObj(t) && t.timer_expired === true));
  for (const [flag, used, key] of [
    ['fastSlow', usesFat, 'fast_slow'],
    ['declarationLimit', usesTimer, 'declaration_limit'],
  ] as const) {
    if (!used) continue;
    if (opts[key] === false)
      fail(
        'scenario/option-off',
        `the script uses the ${key === 'fast_slow' ? 'fast/slow activations' : 'declaration limit'} rule but options.${key} is false`,
        { path: ['options', key], hint: `set options.${key}: true` },
      );
    (setup as { -readonly [K in keyof FtSetup]: FtSetup[K] })[flag] = true;
  }
  for (const { r: o, path } of rounds) {
    const first = o.first === undefined ? undefined : knownId(o.first, factions, [...path, 'first'], 'faction');
    const slowFirst =
      o.slow_first === undefined ? undefined : knownId(o.slow_first, factions, [...path, 'slow_first'], 'faction');
    const fat = o.fat;
    actions.push({
      action: {
        type: 'start-round',
        ...(first ? { first } : {}),
        ...(slowFirst ? { slowFirst } : {}),
        ...(fat !== undefined ? { fat } : {}),
      },
      path: slowFirst ? [...path, 'slow_first'] : path,
    });
    o.turns.forEach((t, i) =>
      actions.push({ action: turn(t, [...path, 'turns', i], ids, factions, zones), path: [...path, 'turns', i] }),
    );
    const morale = o.morale;
    actions.push({
      action: { type: 'morale', ...(morale ? { rolls: morale } : {}) },
      path: morale !== undefined ? [...path, 'morale'] : path,
    });
  }
  if (sc.end_fight) actions.push({ action: { type: 'end-fight' }, path: ['end_fight'] });
  // After the fight (or between rounds): long chases and the gear's durability rolls.
  sc.after_fight.forEach((o, i) => {
    const p = ['after_fight', i];
    if (o.chase !== undefined) {
      const c = o.chase;
      const fleeing = c.fleeing.map((y, j) => knownId(y, ids, [...p, 'chase', 'fleeing', j], 'combatant'));
      actions.push({
        action: { type: 'chase', fleeing, pace: c.pace, ...(c.rolls ? { rolls: c.rolls } : {}) },
        path: [...p, 'chase'],
      });
    } else {
      if (o.gear_check === undefined)
        fail('scenario/bad-step', 'an after-fight step is a `chase:` or a `gear_check:`', {
          path: p,
          hint: 'e.g. `- gear_check: true`',
        });
      const rolls = o.gear_check.rolls;
      actions.push({ action: { type: 'gear-check', ...(rolls ? { rolls } : {}) }, path: [...p, 'gear_check'] });
    }
  });
  return { setup, actions };
}
