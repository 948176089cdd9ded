// What the GM can do now in a WitchHammer fight, as plain JSON (engine/core/moves.ts): in
// planning, each able combatant's face-down play (its hand, its stance — a play needs one, a
// target when the card needs one, flanking, extra actions), withdrawing a play, the timer's
// default action and the reveal, unless the fight is over (one side has no one standing); in
// resolution, the next step or the whole round with their dice, and the swaps of tied slots; any
// time, a save or skill check and the end of the combat.
import type { ChoiceOption, Move, MoveChoice, MovesView } from '../../core/moves.js';
import { makesAttack } from './card-rules.js';
import type { Combatant, PlayCard, WhState } from './types.js';

const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;

/** The cards of one type a combatant may play now: its deck (any card of the encounter when empty) less discards. */
function hand(s: WhState, c: Combatant, type: 'action' | 'stance'): PlayCard[] {
  const deck = type === 'action' ? c.actions : c.stances;
  const ids = deck.length ? [...new Set(deck)] : Object.keys(s.cards);
  return ids
    .map((id) => s.cards[id])
    .filter(
      (k): k is PlayCard =>
        !!k && k.type === type && !c.usedOnce.includes(k.id) && !(k.once_per_day && c.usedToday.includes(k.id)),
    );
}

/**
 * Who a combatant may attack, those who can still be hit first: standing enemies, standing
 * allies, then the downed (legal, but never the default). Not itself.
 */
export function targetOptions(s: WhState, actor: Combatant): ChoiceOption[] {
  const others = s.combatants.filter((o) => o.id !== actor.id);
  const rank = (o: Combatant) => (o.down || o.dead ? 2 : o.side === actor.side ? 1 : 0);
  return [...others]
    .sort((a, b) => rank(a) - rank(b))
    .map((o) => ({ id: o.id, label: o.name, ...(o.dead ? { note: 'dead' } : o.down ? { note: 'down' } : {}) }));
}

/** Whether a card's target must be named: `chosen`, or `nearest-enemy` off the grid unless one enemy stands. */
function targetRequired(s: WhState, c: Combatant, card: PlayCard): boolean {
  if (card.target === 'chosen') return true;
  if (card.target !== 'nearest-enemy' || c.position) return false;
  return s.combatants.filter((o) => o.side !== c.side && !o.down && !o.dead).length !== 1;
}

function targetChoice(
  s: WhState,
  c: Combatant,
  key: string,
  actionKey: string,
  cards: readonly PlayCard[],
): MoveChoice[] {
  const attacks = cards.filter(makesAttack);
  const options = targetOptions(s, c);
  if (!attacks.length || !options.length) return [];
  const required = attacks.filter((k) => targetRequired(s, c, k)).map((k) => k.id);
  const free = attacks.filter((k) => !targetRequired(s, c, k)).map((k) => k.id);
  const standing = options.find((o) => !o.note);
  const base = {
    kind: 'combatant' as const,
    key,
    label: 'target',
    options,
    ...(standing ? { default: standing.id } : {}),
  };
  return [
    ...(required.length ? [{ ...base, when: { key: actionKey, in: required } }] : []),
    // Nearest/largest on a grid: the engine picks, but the GM may still name one.
    ...(free.length ? [{ ...base, optional: true, when: { key: actionKey, in: free } }] : []),
  ];
}

function playMove(s: WhState, c: Combatant): Move | undefined {
  const actions = hand(s, c, 'action');
  const stances = hand(s, c, 'stance');
  // A play is one action card and one stance card (card/no-stance): with either hand empty there is
  // no play to offer (only the timer's default action comes without a stance).
  if (!actions.length || !stances.length) return undefined;
  const opt = (k: PlayCard): ChoiceOption => ({ id: k.id, label: k.name });
  const attacks = actions.filter(makesAttack).map((k) => k.id);
  const choices: MoveChoice[] = [
    { kind: 'card', key: 'action', label: 'action', pool: 'hand', options: actions.map(opt) },
    { kind: 'card', key: 'stance', label: 'stance', options: stances.map(opt), default: stances[0]!.id },
    ...targetChoice(s, c, 'target', 'action', actions),
    ...(!c.position && attacks.length
      ? [
          {
            kind: 'flag' as const,
            key: 'flanking',
            label: 'flanking',
            optional: true,
            when: { key: 'action', in: attacks },
          },
        ]
      : []),
  ];
  for (let i = 0; i < c.extraActions; i++) {
    const key = `extra.${i}.action`;
    choices.push({
      kind: 'card',
      key,
      label: `extra action ${i + 1}`,
      optional: true,
      pool: 'hand',
      options: actions.map(opt),
    });
    choices.push(...targetChoice(s, c, `extra.${i}.target`, key, actions));
  }
  const played = s.plays[c.id] !== undefined;
  const move = {
    id: `play:${c.id}`,
    label: played ? `Replay ${c.name}` : `Play ${c.name}`,
    actor: c.id,
    action: { type: 'play', combatant: c.id },
    choices,
  };
  return c.extraActions ? { ...move, pools: { hand: copiesInHand(c, actions) } } : move;
}

/** How many of each action card one round's play may use: the deck's copies; a once-per-combat or daily card once. */
function copiesInHand(c: Combatant, actions: readonly PlayCard[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const k of actions) {
    const copies = c.actions.length ? c.actions.filter((id) => id === k.id).length : Infinity;
    const n = k.once_per_combat || k.once_per_day ? Math.min(1, copies) : copies;
    if (Number.isFinite(n)) out[k.id] = n;
  }
  return out;
}

/** The rolls the next slot makes: the attack die, then the affliction die (only read on a wounding hit). */
function nextDice(s: WhState): MoveChoice[] {
  const slot = s.order[s.next];
  if (!slot || !makesAttack(s.cards[slot.action])) return [];
  return [
    {
      kind: 'dice',
      key: 'dice',
      label: 'dice',
      optional: true,
      dice: [
        { sides: s.tables.attack.die, purpose: 'attack' },
        { sides: s.tables.affliction.die, purpose: 'affliction' },
      ],
    },
  ];
}

/**
 * The ties the GM may reorder: each unresolved slot and its neighbour with the same initiative
 * and tier (primary plays before extra actions), as the whole new order the `reorder` action takes.
 */
export function tieSwaps(s: WhState): { readonly a: string; readonly b: string; readonly order: readonly string[] }[] {
  if (s.phase !== 'resolve') return [];
  const rest = s.order.slice(s.next);
  const out: { a: string; b: string; order: string[] }[] = [];
  for (let i = 0; i + 1 < rest.length; i++) {
    const a = rest[i]!;
    const b = rest[i + 1]!;
    if (a.init !== b.init || a.extra > 0 !== b.extra > 0) continue;
    const order = rest.map((o) => o.key);
    [order[i], order[i + 1]] = [b.key, a.key];
    out.push({ a: a.key, b: b.key, order });
  }
  return out;
}

export function moves(s: WhState): MovesView {
  const out: Move[] = [];
  const name = (id: string) => s.combatants.find((c) => c.id === id)?.name ?? id;
  // Once one side has no one standing the fight is over (combat/fight-over): no round is planned,
  // only the end of the combat and checks are left.
  if (s.phase === 'plan' && !s.fightOver) {
    for (const c of s.combatants) {
      if (c.down || c.dead) continue;
      const play = playMove(s, c);
      if (play) out.push(play);
      if (s.plays[c.id] !== undefined)
        out.push({
          id: `unplay:${c.id}`,
          label: `Withdraw ${c.name}'s play`,
          actor: c.id,
          action: { type: 'unplay', combatant: c.id },
          choices: [],
        });
    }
    const def = s.cards[s.tables.decision_timer.default_action];
    if (def?.type === 'action')
      out.push({
        id: 'timer-expired',
        label: `Time's up: ${def.name} for whoever has not played`,
        action: { type: 'timer-expired' },
        choices: [],
      });
    out.push({ id: 'reveal', label: 'Reveal', common: true, action: { type: 'reveal' }, choices: [] });
  } else if (s.phase === 'resolve') {
    const dice = nextDice(s);
    out.push({
      id: 'resolve-next',
      label: 'Resolve next',
      common: true,
      action: { type: 'resolve-next' },
      choices: dice,
    });
    out.push({
      id: 'resolve-round',
      label: 'Resolve round',
      common: true,
      action: { type: 'resolve-round' },
      choices: dice,
    });
    for (const t of tieSwaps(s)) {
      out.push({
        id: `reorder:${t.a}>${t.b}`,
        label: `${name(t.b.split('#')[0]!)} before ${name(t.a.split('#')[0]!)}`,
        action: { type: 'reorder', order: t.order },
        choices: [],
      });
    }
  }
  if (s.phase !== 'ended') {
    const down = s.combatants.filter((c) => !c.dead && c.health <= 0);
    out.push({
      id: 'end-combat',
      label: 'End combat',
      action: { type: 'end-combat' },
      choices: down.length
        ? [
            {
              kind: 'dice',
              key: 'dice',
              label: "death's-door saves",
              optional: true,
              dice: down.map((c) => ({ sides: s.tables.saves.die, purpose: `death-save:${c.id}` })),
            },
          ]
        : [],
    });
  }
  for (const c of s.combatants) {
    if (c.dead) continue;
    const skills = Object.keys(c.skills);
    out.push({
      id: `check:${c.id}`,
      label: `${c.name}: save or check`,
      actor: c.id,
      action: { type: 'check', combatant: c.id },
      choices: [
        ...(skills.length
          ? [
              {
                kind: 'option' as const,
                key: 'skill',
                label: 'skill',
                optional: true,
                options: skills.map((k) => ({ id: k, label: k })),
              },
            ]
          : []),
        {
          kind: 'option',
          key: 'difficulty',
          label: 'difficulty',
          options: DIFFICULTIES.map((d) => ({ id: d, label: `${d} (${s.tables.saves[d]})` })),
          default: 'medium',
        },
        { kind: 'number', key: 'bonus', label: 'bonus', optional: true },
        {
          kind: 'dice',
          key: 'dice',
          label: 'd20',
          optional: true,
          dice: [{ sides: s.tables.saves.die, purpose: 'check' }],
        },
      ],
    });
  }
  return { system: s.system, round: s.round, phase: s.phase, moves: out };
}
