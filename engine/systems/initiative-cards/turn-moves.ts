// A combatant's maneuvers as moves (moves.ts): on its turn an attack per weapon (the target's
// reaction offered inside it), an unarmed attack, grapple, flee, a move into the next zone, putting
// out a fire, any other maneuver of the tables, and the end of its turn; at any time a reaction, and
// breaking free. Each test asks for its dice (move-choices.ts).
import type { Move, MoveChoice } from '../../core/moves.js';
import {
  actionsOf,
  allowed,
  canReact,
  canSpend,
  inReach,
  maneuverDice,
  maneuverName,
  others,
  speedOf,
} from './move-choices.js';
import { basePool } from './pool.js';
import type { Combatant, IcState, Weapon } from './types.js';
import { inFight } from './combatants.js';

/**
 * The target's reaction inside an attack, grapple or break-free: its maneuver (per possible target,
 * when a target is picked), its dice, and for a dodge or parry the swap it may force.
 */
function reactionChoices(
  s: IcState,
  reactors: readonly Combatant[],
  ids: readonly string[],
  whenKey: string | undefined,
  attacker?: Combatant,
): MoveChoice[] {
  const out: MoveChoice[] = [];
  for (const t of reactors) {
    const can = ids.filter((id) => canReact(s, t) && allowed(s, t, id));
    if (!can.length) continue;
    out.push({
      kind: 'option',
      key: 'reaction.maneuver',
      label: `${t.name}'s reaction`,
      optional: true,
      options: can.map((id) => ({ id, label: maneuverName(s, id) })),
      ...(whenKey ? { when: { key: whenKey, in: [t.id] } } : {}),
    });
  }
  const able = reactors.filter((t) => canReact(s, t) && ids.some((id) => allowed(s, t, id)));
  for (const id of ids)
    if (able.length)
      out.push(reactionDice(s, able, id, `${maneuverName(s, id)}`, { key: 'reaction.maneuver', in: [id] }));
  // A dodge or parry with more successes than the attack had forces a swap (asked before the roll).
  if (attacker && able.length && ids.includes('dodge')) {
    out.push({
      kind: 'flag',
      key: 'reaction.swap',
      label: 'swap cards if it beats the attack',
      optional: true,
      when: { key: 'reaction.maneuver', in: ids.filter((x) => x === 'dodge' || x === 'parry') },
    });
    const cards = s.holders[attacker.holder]!.cards;
    if (cards.length > 1)
      out.push({
        kind: 'card',
        key: 'reaction.card',
        label: `${attacker.name}'s card to take`,
        options: cards.map((v) => ({ id: String(v), label: String(v) })),
        when: { key: 'reaction.swap', in: ['true'] },
      });
  }
  return out;
}

/**
 * One dice choice for a reaction whoever makes it: sized for the first (the default target), and
 * left to the engine only when every possible reactor has the dice for it.
 */
function reactionDice(
  s: IcState,
  who: readonly Combatant[],
  id: string,
  what: string,
  when: MoveChoice['when'],
): MoveChoice {
  const first = maneuverDice(
    s,
    who[0]!,
    id,
    'reaction.rolls',
    who.length > 1 ? what : `${who[0]!.name}'s ${what.toLowerCase()}`,
    when,
  );
  const known = who.every((t) => basePool(s, t, id) !== undefined);
  if (first.kind !== 'dice' || known === !!first.optional) return first;
  const { optional: _o, ...rest } = first;
  return {
    ...rest,
    label: `${what}: dice rolled at the table`,
    dice: first.dice.length ? first.dice : [{ sides: s.tables.tests.die, purpose: what }],
  };
}

function attackMove(s: IcState, c: Combatant, w: Weapon | undefined, many: boolean): Move | undefined {
  const id = w ? ((w.range?.[1] ?? 0) > 0 ? 'attack-ranged' : 'attack-melee') : 'attack-unarmed';
  const range = w?.range ?? [0, 0];
  const targets = inReach(s, c, range);
  if (!targets.length || !allowed(s, c, id) || !canSpend(s, c, 'slow')) return undefined;
  const close = range[1] === 0;
  // Offered among the common moves (the overlay's buttons) only when an enemy is in reach.
  const enemy = targets.some((t) => !t.note);
  const reactors = targets.map((t) => s.combatants[t.id]!);
  const cardChoices: MoveChoice[] = reactors
    .filter((t) => s.holders[t.holder]!.cards.length > 1)
    .map((t) => ({
      kind: 'card',
      key: 'card',
      label: `${t.name}'s card to take if outmaneuvered`,
      options: s.holders[t.holder]!.cards.map((v) => ({ id: String(v), label: String(v) })),
      when: { key: 'target', in: [t.id] },
    }));
  return {
    id: `${w ? `attack-${w.id}` : 'unarmed'}:${c.id}`,
    label: w ? `${c.name}: attack${many ? ` with ${w.name ?? w.id}` : ''}` : `${c.name}: unarmed attack`,
    actor: c.id,
    ...(w && enemy ? { common: true } : {}),
    action: {
      type: 'maneuver',
      combatant: c.id,
      ...(w ? { maneuver: 'attack', weapon: w.id } : { maneuver: 'attack-unarmed' }),
    },
    choices: [
      { kind: 'combatant', key: 'target', label: 'target', options: targets, default: targets[0]!.id },
      ...(w ? [] : [{ kind: 'number' as const, key: 'damage', label: 'damage (Harm)', min: 0, default: 1 }]),
      maneuverDice(s, c, id, 'rolls', `${c.name}'s ${actionsOf(s, id)}`),
      ...reactionChoices(s, reactors, close ? ['dodge', 'parry'] : ['dodge'], 'target', c),
      { kind: 'flag', key: 'outmaneuver', label: 'outmaneuver (an extra success swaps cards)', optional: true },
      ...cardChoices,
      {
        kind: 'number',
        key: 'extra_successes',
        label: 'extra successes needed (circumstances)',
        min: 0,
        optional: true,
      },
    ],
  };
}

/** The moves of a combatant whose card is up. */
export function turnMoves(s: IcState, c: Combatant): Move[] {
  const out: Move[] = [];
  const turnFull = c.turnManeuvers >= s.tables.turn.slow + s.tables.turn.fast;
  if (!turnFull) {
    c.weapons.forEach((w) => {
      const m = attackMove(s, c, w, c.weapons.length > 1);
      if (m) out.push(m);
    });
    const unarmed = attackMove(s, c, undefined, false);
    if (unarmed) out.push(unarmed);
    const near = others(s, c, (o) => o.zone === c.zone);
    if (near.length && allowed(s, c, 'grapple') && canSpend(s, c, 'slow')) {
      out.push({
        id: `grapple:${c.id}`,
        label: `${c.name}: grapple`,
        actor: c.id,
        action: { type: 'maneuver', combatant: c.id, maneuver: 'grapple' },
        choices: [
          { kind: 'combatant', key: 'target', label: 'target', options: near, default: near[0]!.id },
          { kind: 'flag', key: 'gag', label: 'cover the mouth (an extra success)', optional: true },
          maneuverDice(s, c, 'grapple', 'rolls', `${c.name}'s ${actionsOf(s, 'grapple')}`),
          ...reactionChoices(
            s,
            near.map((o) => s.combatants[o.id]!),
            ['break-free'],
            'target',
          ),
        ],
      });
    }
    if (allowed(s, c, 'flee') && canSpend(s, c, 'slow')) {
      const open = (s.zones[c.zone] ?? []).filter(
        (z) =>
          !s.ids.some((id) => {
            const o = s.combatants[id]!;
            return inFight(o) && o.side !== c.side && o.zone === z;
          }),
      );
      const chasers = s.ids
        .map((id) => s.combatants[id]!)
        .filter(
          (o) => o.id !== c.id && o.side !== c.side && o.zone === c.zone && canReact(s, o) && allowed(s, o, 'chase'),
        );
      out.push({
        id: `flee:${c.id}`,
        label: `${c.name}: flee`,
        actor: c.id,
        action: { type: 'maneuver', combatant: c.id, maneuver: 'flee' },
        choices: [
          ...(open.length
            ? [
                {
                  kind: 'zone' as const,
                  key: 'to',
                  label: 'towards',
                  optional: true,
                  options: open.map((z) => ({ id: z, label: z })),
                },
              ]
            : []),
          maneuverDice(s, c, 'flee', 'rolls', `${c.name}'s ${actionsOf(s, 'flee')}`),
          ...(chasers.length
            ? [
                {
                  kind: 'option' as const,
                  key: 'reaction.maneuver',
                  label: 'chased?',
                  optional: true,
                  options: [{ id: 'chase', label: maneuverName(s, 'chase') }],
                },
                {
                  kind: 'combatant' as const,
                  key: 'reaction.by',
                  label: 'chaser',
                  options: chasers.map((o) => ({ id: o.id, label: o.name })),
                  when: { key: 'reaction.maneuver', in: ['chase'] },
                },
                reactionDice(s, chasers, 'chase', maneuverName(s, 'chase'), {
                  key: 'reaction.maneuver',
                  in: ['chase'],
                }),
                {
                  kind: 'number' as const,
                  key: 'extra_successes',
                  label: 'extra successes needed (circumstances)',
                  min: 0,
                  optional: true,
                },
              ]
            : [
                {
                  kind: 'number' as const,
                  key: 'extra_successes',
                  label: 'extra successes needed (circumstances)',
                  min: 0,
                  optional: true,
                },
              ]),
        ],
      });
    }
    const next = s.zones[c.zone] ?? [];
    if (next.length && allowed(s, c, 'move') && canSpend(s, c, 'fast')) {
      out.push({
        id: `move:${c.id}`,
        label: `${c.name}: ${maneuverName(s, 'move').toLowerCase()}`,
        actor: c.id,
        action: { type: 'maneuver', combatant: c.id, maneuver: 'move' },
        choices: [
          {
            kind: 'zone',
            key: 'to',
            label: 'zone',
            options: next.map((z) => ({ id: z, label: z })),
            default: next[0]!,
          },
        ],
      });
    }
    const ext = s.tables.hazards.fire.extinguish;
    if (c.burning && allowed(s, c, ext) && canSpend(s, c, speedOf(s, ext) ?? 'slow')) {
      out.push({
        id: `extinguish:${c.id}`,
        label: `${c.name}: ${maneuverName(s, ext).toLowerCase()}`,
        actor: c.id,
        common: true,
        action: { type: 'maneuver', combatant: c.id, maneuver: ext },
        choices: [maneuverDice(s, c, ext, 'rolls', `${c.name}'s ${actionsOf(s, ext)}`)],
      });
    }
    const other = plainManeuvers(s, c, true);
    if (other.length) {
      out.push({
        id: `other:${c.id}`,
        label: `${c.name}: other maneuver`,
        actor: c.id,
        action: { type: 'maneuver', combatant: c.id },
        choices: [
          { kind: 'option', key: 'maneuver', label: 'maneuver', options: other },
          { kind: 'text', key: 'note', label: 'what', optional: true },
        ],
      });
    }
  }
  out.push({
    id: `end-turn:${c.id}`,
    label: `${c.name}: end turn`,
    actor: c.id,
    common: true,
    action: { type: 'end-turn', combatant: c.id },
    choices: [],
  });
  return out;
}

/** Maneuvers without a test of their own: on one's turn any of them; off it, the reactions. */
function plainManeuvers(s: IcState, c: Combatant, own: boolean): { id: string; label: string }[] {
  const special = new Set([
    'attack-melee',
    'attack-ranged',
    'attack-unarmed',
    'grapple',
    'flee',
    'break-free',
    'move',
    s.tables.hazards.fire.extinguish,
  ]);
  const list = [
    ...s.tables.slow_maneuvers.map((m) => ({ ...m, speed: 'slow' as const })),
    ...s.tables.fast_maneuvers.map((m) => ({ ...m, speed: 'fast' as const })),
  ];
  return list
    .filter((m) => !special.has(m.id) && (own || m.reaction) && allowed(s, c, m.id) && canSpend(s, c, m.speed))
    .map((m) => ({ id: m.id, label: m.name }));
}

/** At any time: a reaction made ahead (a dodge saved for later is spent now), and breaking free. */
export function anytimeMoves(s: IcState, c: Combatant, own: boolean): Move[] {
  const out: Move[] = [];
  if (
    c.restrainedBy &&
    !c.brokeFreeThisTurn &&
    allowed(s, c, 'break-free') &&
    canSpend(s, c, 'fast') &&
    !(own && c.turnManeuvers >= s.tables.turn.slow + s.tables.turn.fast)
  ) {
    const holder = s.combatants[c.restrainedBy];
    out.push({
      id: `break-free:${c.id}`,
      label: `${c.name}: break free`,
      actor: c.id,
      common: true,
      action: { type: 'maneuver', combatant: c.id, maneuver: 'break-free' },
      choices: [
        maneuverDice(s, c, 'break-free', 'rolls', `${c.name}'s ${actionsOf(s, 'break-free')}`),
        ...(holder ? reactionChoices(s, [holder], ['hold'], undefined) : []),
      ],
    });
  }
  if (!own) {
    const reactions = plainManeuvers(s, c, false);
    if (reactions.length)
      out.push({
        id: `react:${c.id}`,
        label: `${c.name}: react now`,
        actor: c.id,
        action: { type: 'maneuver', combatant: c.id },
        choices: [
          { kind: 'option', key: 'maneuver', label: 'reaction', options: reactions },
          { kind: 'text', key: 'note', label: 'what', optional: true },
        ],
      });
  }
  return out;
}
