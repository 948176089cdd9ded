// A creature resolving its declared action at its initiative: attacks, Heal checks to
// stabilise, intimidation, or anything else the GM narrates.
import { roll, type Roll } from '../../core/dice.js';
import { fail } from '../../core/errors.js';
import type { EngineEvent } from '../../core/types.js';
import { highestWound, isDying, isIncapacitated } from './damage.js';
import { rollDamage } from './dice-expression.js';
import { awaitingDeclaration } from './declare.js';
import { currentTick, markDone } from './ticks.js';
import type { AttackSpec, Combatant, Deed, DiAction, DiState, Injury, PendingHit, Weapon } from './types.js';
import { defenseOf, getCombatant, withCombatant } from './combatants.js';

type ActAction = Extract<DiAction, { type: 'act' }>;

interface Built {
  state: DiState;
  events: EngineEvent[];
}

/** An attack or riposte: decides the hit, rolls damage and any combat injury, queues the damage. */
export function attack(
  state: DiState,
  attacker: Combatant,
  spec: AttackSpec,
  path: readonly (string | number)[],
  kind: 'attack' | 'riposte',
): Built {
  const target = getCombatant(state, spec.target, [...path, 'target']);
  if (!target.present || target.dead || target.withdrawn) {
    fail('target/out-of-fight', `${target.name} is not in the fight`, { path: [...path, 'target'] });
  }
  if (target.id === attacker.id)
    fail('target/self', 'a creature does not attack itself', { path: [...path, 'target'] });
  const weaponId = spec.weapon ?? state.declarations[attacker.id]?.weapon;
  // Declared with no weapon (weapon speed 0): a bare attack whose damage the GM gives, not the first weapon's.
  const weapon =
    weaponId === 'none' ? undefined : weaponId ? attacker.weapons.find((w) => w.id === weaponId) : attacker.weapons[0];
  if (weaponId && weaponId !== 'none' && !weapon)
    fail('combat/unknown-weapon', `${attacker.name} has no weapon \`${weaponId}\``, { path: [...path, 'weapon'] });
  // An arm injury: "can't attack with that arm" (or hold anything in it).
  if (weapon && attacker.injuryEffects.noAttack.includes(weapon.hand ?? 'main')) {
    fail(
      'combat/arm-injured',
      `${attacker.name}'s ${weapon.hand ?? 'main'} arm is injured: it cannot attack with ${weapon.id}`,
      { path: [...path, 'weapon'], hint: 'attack with a weapon in the other arm' },
    );
  }
  const defense = defenseOf(state, target);
  let hit: boolean;
  if (spec.hit !== undefined) hit = spec.hit;
  else if (spec.roll !== undefined) hit = spec.roll >= defense;
  else
    fail('combat/attack-needs-roll', "an attack needs its total (`roll`) or the GM's ruling (`hit`)", {
      path,
      hint: `the target's Defense is ${defense}`,
    });
  let s: DiState = withCombatant(state, { ...target, attackedBy: [...target.attackedBy, attacker.id] });
  const detail: Record<string, unknown> = {
    defense,
    hit,
    ...(spec.roll !== undefined ? { roll: spec.roll } : {}),
    ...(weapon ? { weapon: weapon.id } : {}),
  };
  const rolls: Roll[] = [];
  if (hit) {
    const expr = spec.damage ?? weapon?.damage;
    if (expr === undefined)
      fail('combat/no-damage', 'the attack hits but has no damage', {
        path,
        hint: 'give `damage:` or a weapon with damage',
      });
    const [dice, raw, dmgRolls] = rollDamage(s.dice, expr, [...path, 'damage']);
    s = { ...s, dice };
    rolls.push(...dmgRolls);
    const critical = !!spec.critical;
    if (critical && !weapon)
      fail('combat/no-weapon', "a critical multiplies a weapon's damage: name the weapon", {
        path: [...path, 'weapon'],
      });
    const multiplier = critical ? weapon!.crit : 1;
    const amount = Math.max(0, raw * multiplier - target.armour);
    const types = typesOf(weapon);
    if (spec.damage_type !== undefined && weapon && !types.includes(spec.damage_type)) {
      fail('combat/not-a-damage-type', `${weapon.id} deals ${types.join(' or ')}, not ${spec.damage_type}`, {
        path: [...path, 'damage_type'],
        hint: `damage_type: ${types.join(' | ')}`,
      });
    }
    const type = spec.damage_type ?? types[0] ?? 'blunt';
    let injury: Injury | undefined;
    if (critical && amount > 0) {
      // "If there was more than one damage type, the player whose character made the attack chooses
      // which damage type table to roll on (the Referee chooses in the case of monsters or NPCs)."
      const choice =
        types.length > 1
          ? { chosen_by: attacker.monster ? ('referee' as const) : ('attacker' as const), among: types }
          : undefined;
      [s, injury] = injuryCheck(s, type, amount, rolls, detail, choice, spec.damage_type === undefined, [
        ...path,
        'damage_type',
      ]);
    }
    Object.assign(detail, { raw, multiplier, armour: target.armour, amount, critical, type });
    const pending: PendingHit = {
      source: attacker.id,
      target: target.id,
      amount,
      critical,
      type,
      ...(injury ? { injury } : {}),
    };
    s = { ...s, pending: [...s.pending, pending] };
  }
  return {
    state: s,
    events: [
      { type: kind, round: s.round, actor: attacker.id, target: target.id, ...(rolls.length ? { rolls } : {}), detail },
    ],
  };
}

const typesOf = (w: Weapon | undefined): readonly string[] =>
  w === undefined ? [] : typeof w.type === 'string' ? [w.type] : w.type;

/**
 * d% ≤ the critical's damage: a Combat Injury from the damage type's table (or the GM's pick). With
 * several damage types the table is the attacker's (a monster's: the Referee's) typed choice.
 */
function injuryCheck(
  state: DiState,
  type: string,
  amount: number,
  rolls: Roll[],
  detail: Record<string, unknown>,
  choice: { chosen_by: 'attacker' | 'referee'; among: readonly string[] } | undefined,
  unchosen: boolean,
  path: readonly (string | number)[],
): [DiState, Injury | undefined] {
  const { injuries } = state.tables;
  let [dice, chance] = roll(state.dice, injuries.chance_die, 'injury-chance');
  rolls.push(chance);
  detail.injury_chance = chance.value;
  if (chance.value > amount) return [{ ...state, dice }, undefined];
  if (choice && unchosen) {
    fail(
      'combat/choose-injury-table',
      `a combat injury: the ${choice.chosen_by === 'referee' ? 'Referee' : 'attacker'} chooses the table among ${choice.among.join(', ')}`,
      {
        path,
        hint: `add damage_type: ${choice.among.join(' | ')}`,
      },
    );
  }
  const chosen = choice ? { chosen_by: choice.chosen_by } : {};
  const table = Object.hasOwn(injuries.tables, type) ? injuries.tables[type]! : [];
  if (!table.length) {
    detail.injury_table_empty = true;
    return [
      { ...state, dice },
      {
        table: type,
        name: 'GM chooses',
        effect: `the rules' ${type} combat-injury table is empty: the Referee chooses the injury`,
        ...chosen,
      },
    ];
  }
  const [d2, r] = roll(dice, table.length, 'injury');
  rolls.push(r);
  dice = d2;
  const row = table.find((x) => x.roll === r.value) ?? table[r.value - 1]!;
  let injury: Injury = {
    table: type,
    roll: r.value,
    name: row.name,
    effect: row.effect,
    ...chosen,
    ...(row.half_speed ? { half_speed: true } : {}),
    ...(row.actions_every ? { actions_every: row.actions_every } : {}),
  };
  if (row.arm) {
    // "roll d4. 1 or 2 is the main hand arm. 3 or 4 is the offhand arm."
    const [d3, a] = roll(dice, injuries.arm_die, 'injury-arm');
    rolls.push(a);
    dice = d3;
    injury = {
      ...injury,
      arm_roll: a.value,
      arm: a.value <= injuries.main_arm_at_or_below ? 'main' : 'off',
      arm_use: row.arm,
    };
  }
  if (row.attribute_damage?.length) {
    const damage: Record<string, number> = {};
    for (const ad of row.attribute_damage) {
      const [d4, total, adRolls] = rollDamage(dice, ad.dice, path);
      dice = d4;
      rolls.push(...adRolls.map((x) => ({ ...x, purpose: 'attribute-damage' })));
      for (const attr of ad.attributes) damage[attr] = (damage[attr] ?? 0) + total;
    }
    injury = { ...injury, attribute_damage: damage };
  }
  return [{ ...state, dice }, injury];
}

/**
 * Whether a creature's `actions`-th action of the round costs it WP: an incapacitated creature pays
 * for anything beyond crawling, a stabilised one only beyond its free actions a round.
 */
function exertsOn(state: DiState, me: Combatant, actions: number): boolean {
  return isIncapacitated(state, me) && !(me.stabilized && actions <= state.tables.wounds.stabilized_free_actions);
}

/** The WP an exerting creature pays, pending with the round's other hits (critical: it skips Stress). */
function exert(state: DiState, id: string): DiState {
  return {
    ...state,
    pending: [
      ...state.pending,
      {
        source: id,
        target: id,
        amount: state.tables.wounds.action_cost,
        critical: true,
        type: 'exertion',
        exertion: true,
      },
    ],
  };
}

/** A move deed (`move: 0` included: a move of no yards is still a move, not an action). */
const isMove = (d: Deed): boolean => d.move !== undefined && d.move !== false;

/** The deeds of an `act`: its list, or the single deed its own fields describe. */
function deedsOf(action: ActAction): readonly Deed[] {
  if (action.deeds) return action.deeds;
  const { attack, heal, intimidate, note } = action;
  const effects = attack || heal || intimidate;
  // `crawl: true` alone is a turn of crawling; with an effect it is a crawl and that action.
  if (action.crawl && !effects) return [{ move: true, ...(note ? { note } : {}) }];
  const main: Deed = {
    ...(attack ? { attack } : {}),
    ...(heal ? { heal } : {}),
    ...(intimidate ? { intimidate } : {}),
    ...(note ? { note } : {}),
    ...(action.spend_stress ? { spend_stress: action.spend_stress } : {}),
  };
  return action.crawl ? [{ move: true }, main] : [main];
}

/**
 * What one turn may hold: a dying creature (not stabilised) one deed of any kind, moving included
 * ("cannot both move and take an action"); any other creature one Standard and one Free action,
 * moving besides (a stabilised one too: its actions beyond the first a round cost WP, see `act`).
 */
function checkTurn(state: DiState, c: Combatant, deeds: readonly Deed[]): void {
  const { wounds, turn } = state.tables;
  if (isDying(state, c) && !c.stabilized) {
    if (deeds.length > wounds.dying_actions_per_turn) {
      fail(
        'combat/dying-one-action',
        `${c.name} is dying: ${wounds.dying_actions_per_turn} action of any kind on its turn, moving included (${deeds.length} given)`,
        {
          path: ['deeds'],
          hint: 'keep one deed: a move, an attack, or anything else',
        },
      );
    }
    return;
  }
  const standard = deeds.filter((d) => !isMove(d) && !d.free).length;
  const free = deeds.filter((d) => !isMove(d) && d.free).length;
  if (standard > turn.standard_actions || free > turn.free_actions) {
    fail(
      'combat/too-many-actions',
      `${c.name} takes ${standard} standard and ${free} free action${free === 1 ? '' : 's'}; a turn holds ${turn.standard_actions} standard and ${turn.free_actions} free`,
      {
        path: ['deeds'],
        hint: 'mark the second deed `free: true`, or move it to another turn',
      },
    );
  }
}

export function act(state: DiState, action: ActAction): Built {
  if (state.phase !== 'resolve') {
    const waiting = state.phase === 'declare' ? awaitingDeclaration(state).map((id) => state.combatants[id]!.name) : [];
    fail(
      'combat/not-resolving',
      state.phase === 'declare'
        ? `the round has not started: ${waiting.length ? `${waiting.join(', ')} still to declare` : 'the declarations are not revealed'}`
        : 'every initiative of this round has resolved',
      {
        path: ['type'],
        hint:
          state.phase === 'declare'
            ? waiting.length
              ? `declare an action (or pass) for ${waiting.join(', ')}`
              : 'reveal the written declarations'
            : 'end the round with `end-round`',
      },
    );
  }
  const c = getCombatant(state, action.combatant, ['combatant']);
  const tick = currentTick(state);
  const slot = tick.find((x) => x.combatant === c.id);
  if (!slot) {
    fail('combat/not-your-turn', `${c.name} does not act now (initiative ${tick[0]?.init})`, {
      path: ['combatant'],
      hint: `acting now: ${tick.map((x) => x.combatant).join(', ')}`,
    });
  }
  const deeds = deedsOf(action);
  if (!deeds.length)
    fail('combat/no-deeds', 'a turn with an empty `deeds:` list', {
      path: ['deeds'],
      hint: 'give at least one deed, or `skip` the slot',
    });
  checkTurn(state, c, deeds);
  let s = markDone(state, [slot]);
  const events: EngineEvent[] = [];
  const { wounds } = s.tables;
  events.push({
    type: 'act',
    round: s.round,
    actor: c.id,
    detail: {
      init: slot.init,
      action: s.declarations[c.id]?.action,
      ...(deeds.length > 1 ? { deeds: deeds.length } : {}),
      ...(slot.catchUp ? { catch_up: true } : {}),
      ...(action.note ? { note: action.note } : {}),
    },
  });
  let crawled = 0;
  deeds.forEach((deed, i) => {
    const path = action.deeds ? ['deeds', i] : [];
    const me = s.combatants[c.id]!;
    if (isMove(deed)) {
      const m = move(s, me, deed, path, crawled);
      s = m.state;
      crawled += m.crawled;
      if (action.deeds || m.detail.yards !== undefined || deed.enters)
        events.push({
          type: 'deed',
          round: s.round,
          actor: c.id,
          detail: { move: true, ...m.detail, ...(deed.note ? { note: deed.note } : {}) },
        });
      return; // moving (crawling) is not an action and costs no WP
    }
    // "Broken Rib … take only 1 action per 2 turns."
    const every = me.injuryEffects.actionEvery;
    if (
      every > 1 &&
      me.lastActionRound !== undefined &&
      me.lastActionRound !== s.round &&
      s.round - me.lastActionRound < every
    ) {
      fail(
        'combat/injured-action',
        `${me.name}'s injury allows 1 action per ${every} turns: it acted in round ${me.lastActionRound}`,
        { path, hint: `it may move now, and act again in round ${me.lastActionRound + every}` },
      );
    }
    if (deed.spend_stress) {
      if (deed.spend_stress > me.stress)
        fail('combat/not-enough-stress', `${me.name} has ${me.stress} Stress, not ${deed.spend_stress}`, {
          path: [...path, 'spend_stress'],
        });
      events.push({
        type: 'spend-stress',
        round: s.round,
        actor: c.id,
        detail: { amount: deed.spend_stress },
        changes: { [`${c.id}.stress`]: [me.stress, me.stress - deed.spend_stress] },
      });
    }
    const actions = me.actionsThisRound + 1;
    const exerts = exertsOn(s, me, actions);
    s = withCombatant(s, {
      ...me,
      actionsThisRound: actions,
      lastActionRound: s.round,
      stress: me.stress - (deed.spend_stress ?? 0),
    });
    if (action.deeds)
      events.push({
        type: 'deed',
        round: s.round,
        actor: c.id,
        detail: {
          action: actions,
          ...(deed.free ? { free: true } : {}),
          ...(exerts ? { costs_wp: wounds.action_cost } : {}),
          ...(deed.note ? { note: deed.note } : {}),
        },
      });
    if (exerts) s = exert(s, c.id);
    const r = doDeed(s, c.id, deed, path);
    s = r.state;
    events.push(...r.events);
  });
  return { state: s, events };
}

/**
 * The yards a creature may move this round (moved or not): its Speed, halved by full defense, by being
 * stabilised or by a half-speed injury (the smallest fraction; they do not stack). Undefined: no Speed.
 */
export function moveAllowance(state: DiState, me: Combatant): number | undefined {
  if (me.speed === undefined) return undefined;
  const { movement, actions } = state.tables;
  const decl = state.declarations[me.id];
  const fractions = [
    decl ? (actions[decl.action]?.move_fraction ?? 1) : 1,
    me.stabilized ? movement.stabilized_fraction : 1,
    me.injuryEffects.halfSpeed ? movement.injured_fraction : 1,
  ];
  return me.speed * Math.min(...fractions);
}

/**
 * A move of `deed.move` yards (true: a move of no given length). "A creature can move any number of
 * times in a round, but can only move up to a total distance equal to its speed"; full defense
 * ("only move up to half their speed"), a stabilised creature ("half its movement speed") and a
 * half-speed injury each halve it (the lowest fraction applies, they do not stack); an incapacitated
 * or dying creature "can crawl at a rate of 1 yard per turn". Entering threat ranges (`enters`) lets
 * those creatures riposte, unless the mover declared a defensive attack.
 */
function move(
  state: DiState,
  me: Combatant,
  deed: Deed,
  path: readonly (string | number)[],
  crawledThisTurn: number,
): { state: DiState; crawled: number; detail: Record<string, unknown> } {
  const { movement, actions } = state.tables;
  const detail: Record<string, unknown> = {};
  let s = state;
  let crawled = 0;
  let moved = me.moved;
  if (typeof deed.move === 'number') {
    const yards = deed.move;
    detail.yards = yards;
    if (isIncapacitated(s, me) && !me.stabilized) {
      if (crawledThisTurn + yards > movement.crawl_yards)
        fail('combat/too-far', `${me.name} can only crawl ${movement.crawl_yards} yard(s) a turn`, {
          path: [...path, 'move'],
        });
      crawled = yards;
      detail.crawl = true;
    } else {
      const allowance = moveAllowance(s, me);
      if (allowance === undefined)
        fail('scenario/no-speed', `${me.name} has no speed to move ${yards} yards with`, {
          path: [...path, 'move'],
          hint: 'give the combatant `speed:` (yards a round)',
        });
      if (me.moved + yards > allowance) {
        fail(
          'combat/too-far',
          `${me.name} may move ${allowance} yards this round (speed ${me.speed}${allowance < me.speed! ? ', halved' : ''}) and has moved ${me.moved}`,
          { path: [...path, 'move'] },
        );
      }
      moved = me.moved + yards;
      Object.assign(detail, { moved, allowance });
    }
  }
  s = withCombatant(s, { ...s.combatants[me.id]!, moved });
  if (deed.enters?.length) {
    const decl = s.declarations[me.id];
    const noRiposte = !!(decl && actions[decl.action]?.no_riposte_provoked);
    detail.enters = deed.enters;
    if (noRiposte) detail.no_riposte = true;
    deed.enters.forEach((id, i) => {
      const t = getCombatant(s, id, [...path, 'enters', i]);
      if (!noRiposte) s = withCombatant(s, { ...t, entered: [...t.entered, me.id] });
    });
  }
  return { state: s, crawled, detail };
}

/** A deed's effects: an attack, a stabilising Heal check, an intimidation. */
function doDeed(state: DiState, actor: string, deed: Deed, path: readonly (string | number)[]): Built {
  let s = state;
  const events: EngineEvent[] = [];
  if (deed.attack) {
    const r = attack(s, s.combatants[actor]!, deed.attack, [...path, 'attack'], 'attack');
    s = r.state;
    events.push(...r.events);
  }
  if (deed.heal) {
    const { wounds } = s.tables;
    const t = getCombatant(s, deed.heal.target, [...path, 'heal', 'target']);
    const tn = wounds.stabilize_base_tn + highestWound(t);
    if (!isIncapacitated(s, t) || t.dead)
      fail('target/not-dying', `${t.name} needs no stabilising`, { path: [...path, 'heal', 'target'] });
    const ok = deed.heal.roll >= tn;
    if (ok) s = withCombatant(s, { ...t, stabilized: true });
    events.push({
      type: 'heal',
      round: s.round,
      actor,
      target: t.id,
      detail: { roll: deed.heal.roll, tn, stabilized: ok },
      ...(ok ? { changes: { [`${t.id}.stabilized`]: [t.stabilized, true] } } : {}),
    });
  }
  if (deed.intimidate) {
    const t = getCombatant(s, deed.intimidate.target, [...path, 'intimidate', 'target']);
    if (!t.monster)
      fail('target/not-monster', `${t.name} does not check morale`, {
        path: [...path, 'intimidate', 'target'],
        hint: 'only monsters roll morale',
      });
    const result = Math.max(deed.intimidate.result, t.intimidatedBy ?? -Infinity);
    s = withCombatant(s, { ...t, intimidatedBy: result });
    events.push({
      type: 'intimidate',
      round: s.round,
      actor,
      target: t.id,
      detail: { result: deed.intimidate.result },
    });
  }
  return { state: s, events };
}

/**
 * A riposte: the Reaction of a full-defense creature attacked, or of one whose threat range the
 * target entered (off its own slot). "1 each of a Standard Action, Free Action, and Reaction": one
 * a round (`turn.reactions`). It is an action: a surprised creature takes none in round 1, and an
 * incapacitated one pays its WP cost (a stabilised one only beyond its free actions of the round).
 */
export function riposte(state: DiState, action: Extract<DiAction, { type: 'riposte' }>): Built {
  // After the round's last slot, a riposte still answers its last attack (until the round ends).
  if (state.phase === 'declare')
    fail('combat/not-resolving', 'a riposte answers an attack during the round', { path: ['type'] });
  const c = getCombatant(state, action.combatant, ['combatant']);
  if (!c.present || c.dead || c.withdrawn)
    fail('combat/cannot-act', `${c.name} is not in the fight`, { path: ['combatant'] });
  if (c.surprisedRound === state.round)
    fail('combat/surprised', `${c.name} is surprised and does not act this round, not even to riposte`, {
      path: ['combatant'],
    });
  const { turn, wounds } = state.tables;
  if (c.reactionsThisRound >= turn.reactions) {
    fail(
      'combat/no-reaction-left',
      `${c.name} has taken its ${turn.reactions} reaction${turn.reactions === 1 ? '' : 's'} this round`,
      { path: ['combatant'], hint: 'a riposte is a Reaction: it ripostes again next round' },
    );
  }
  const target = String(action.target);
  let s: DiState;
  // Entering a creature's threat range provokes a riposte (not when declared as a defensive attack).
  const provoked = c.entered.indexOf(target);
  if (provoked >= 0) {
    s = withCombatant(state, { ...c, entered: c.entered.filter((_, i) => i !== provoked) });
  } else {
    const decl = state.declarations[c.id];
    const td = state.declarations[target];
    const defensive = td && state.tables.actions[td.action]?.no_riposte_provoked;
    if (!decl || !state.tables.actions[decl.action]?.riposte) {
      fail(
        'combat/no-riposte',
        `${c.name} did not declare an action that allows a riposte${defensive ? `, and ${target}'s defensive attack provokes none` : ', and nobody entered its threat range'}`,
        { path: ['combatant'], hint: 'declare full_defense, or give the mover `enters:`' },
      );
    }
    const idx = c.attackedBy.indexOf(target);
    if (idx < 0)
      fail(
        'combat/no-riposte',
        `${c.name} was not attacked by \`${target}\` this round${defensive ? ` (its defensive attack provokes no riposte on entering)` : ''}`,
        { path: ['target'] },
      );
    s = withCombatant(state, { ...c, attackedBy: c.attackedBy.filter((_, i) => i !== idx) });
  }
  const me = s.combatants[c.id]!;
  const actions = me.actionsThisRound + 1;
  const exerts = exertsOn(s, me, actions);
  s = withCombatant(s, { ...me, actionsThisRound: actions, reactionsThisRound: me.reactionsThisRound + 1 });
  if (exerts) s = exert(s, c.id);
  const out = attack(s, s.combatants[c.id]!, action, [], 'riposte');
  if (!exerts) return out;
  return {
    state: out.state,
    events: out.events.map((e) =>
      e.type === 'riposte' ? { ...e, detail: { ...e.detail, costs_wp: wounds.action_cost } } : e,
    ),
  };
}

/** The GM skips a creature's slot (it does nothing this time). */
export function skip(state: DiState, combatant: unknown): Built {
  if (state.phase !== 'resolve')
    fail('combat/not-resolving', 'nothing to skip outside the resolution', { path: ['type'] });
  const c = getCombatant(state, combatant, ['combatant']);
  const slot = currentTick(state).find((x) => x.combatant === c.id);
  if (!slot) fail('combat/not-your-turn', `${c.name} does not act now`, { path: ['combatant'] });
  return {
    state: markDone(state, [slot]),
    events: [{ type: 'skip', round: state.round, actor: c.id, detail: { init: slot.init, reason: 'passed' } }],
  };
}
