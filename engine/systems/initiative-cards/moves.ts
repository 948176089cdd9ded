// What the GM can do now in an initiative-cards fight, as plain JSON (engine/core/moves.ts): while
// dealing, a card for each holder (typed in from the table's deck, or dealt from the shuffle) and
// "deal the rest"; at the start of a round the players' agreed swaps; on a card's turn its holder's
// maneuvers (turn-moves.ts); at any time reactions, breaking free and the GM's own steps (Harm, Fear,
// fire, poison, falls, leaving); and the end of the round.
import type { ChoiceOption, Move, MoveChoice, MovesView } from '../../core/moves.js';
import { owed } from './deal.js';
import { fearDice } from './harm.js';
import { endureDice, nameOf } from './move-choices.js';
import { anytimeMoves, turnMoves } from './turn-moves.js';
import { actionPool } from './pool.js';
import { actingNow, beginRound } from './turns.js';
import type { Combatant, IcState } from './types.js';
import { inFight } from './combatants.js';

const holderName = (s: IcState, id: string): string => s.holders[id]!.members.map((m) => nameOf(s, m)).join(' & ');
const cardOptions = (cards: readonly number[]): ChoiceOption[] =>
  [...cards].sort((a, b) => a - b).map((v) => ({ id: String(v), label: String(v) }));

function dealMoves(s: IcState): Move[] {
  const out: Move[] = owed(s).map((id) => {
    const h = s.holders[id]!;
    const of = h.want > 1 ? ` (${h.drawn.length + 1} of ${h.want}${h.want > h.count ? ', keeps the best' : ''})` : '';
    return {
      id: `deal:${id}`,
      label: `Deal ${holderName(s, id)} a card${of}`,
      common: true,
      action: { type: 'deal', holder: id },
      choices: [
        { kind: 'card', key: 'card', label: 'card drawn at the table', optional: true, options: cardOptions(s.deck) },
      ],
    };
  });
  out.push({
    id: 'deal-rest',
    label: 'Shuffle and deal the rest',
    common: true,
    action: { type: 'deal-rest' },
    choices: [],
  });
  return out;
}

/** Two player characters who can talk trade cards before anyone acts; one name per card holder. */
function swapMove(s: IcState): Move | undefined {
  const reps: Combatant[] = [];
  for (const h of s.holderIds) {
    const m = s.holders[h]!.members.map((id) => s.combatants[id]!).find((c) => c.pc && inFight(c) && !c.gagged);
    if (m) reps.push(m);
  }
  if (reps.length < 2) return undefined;
  const people = reps.map((c) => ({ id: c.id, label: `${c.name} (${s.holders[c.holder]!.cards.join(', ')})` }));
  const which = (key: 'a' | 'b'): MoveChoice[] =>
    reps
      .filter((c) => s.holders[c.holder]!.cards.length > 1)
      .map((c) => ({
        kind: 'card',
        key: `card_${key}`,
        label: `${c.name}'s card`,
        options: cardOptions(s.holders[c.holder]!.cards),
        when: { key, in: [c.id] },
      }));
  return {
    id: 'swap',
    label: 'Players swap cards',
    action: { type: 'swap' },
    choices: [
      { kind: 'combatant', key: 'a', label: 'one', options: people, default: people[0]!.id, pool: 'swap' },
      { kind: 'combatant', key: 'b', label: 'with', options: people, default: people[1]!.id, pool: 'swap' },
      ...which('a'),
      ...which('b'),
    ],
    pools: { swap: Object.fromEntries(reps.map((c) => [c.id, 1])) },
  };
}

/**
 * The GM's own steps: Harm, a Fear test, someone leaving (`s`); fire, poison and its antidote, a fall
 * (`begun`: they start the round, with its fires and poisons, first).
 */
function gmMoves(s: IcState, begun: IcState): Move[] {
  const all = s.ids.map((id) => s.combatants[id]!);
  const fighting = all.filter(inFight);
  const opt = (cs: readonly Combatant[]) => cs.map((c) => ({ id: c.id, label: c.name }));
  const who = (cs: readonly Combatant[]): MoveChoice => ({
    kind: 'combatant',
    key: 'combatant',
    label: 'who',
    options: opt(cs),
    default: cs[0]!.id,
  });
  const endure = (cs: readonly Combatant[], extra: (c: Combatant) => number) =>
    cs.map((c) => endureDice(s, c, 'rolls', extra(c), { key: 'combatant', in: [c.id] }));
  const out: Move[] = [];
  if (!all.length) return out;
  out.push({
    id: 'harm',
    label: 'Harm',
    action: { type: 'harm' },
    choices: [
      who(all),
      { kind: 'number', key: 'amount', label: 'levels of Harm', min: 0, default: 1 },
      { kind: 'option', key: 'kind', label: 'kind', options: s.tables.harm.types.map((t) => ({ id: t, label: t })) },
    ],
  });
  out.push({
    id: 'fear',
    label: 'Fear test',
    action: { type: 'fear' },
    choices: [
      who(all),
      { kind: 'number', key: 'fear', label: 'Fear (successes needed)', min: 0, default: 1 },
      {
        kind: 'option',
        key: 'position',
        label: 'position',
        optional: true,
        options: Object.keys(s.tables.fear.failure_harm).map((p) => ({ id: p, label: p })),
      },
      ...endure(all, (c) => fearDice(s, c)),
    ],
  });
  // A fire burns on with an automatic Endure test each round: only for someone whose Endure is known.
  const later = s.ids.map((id) => begun.combatants[id]!);
  const canBurn = later.filter((c) => inFight(c) && actionPool(c, ['Endure']) !== undefined);
  const endureLater = (cs: readonly Combatant[]) =>
    cs.map((c) => endureDice(begun, c, 'rolls', 0, { key: 'combatant', in: [c.id] }));
  if (canBurn.length) {
    out.push({
      id: 'fire',
      label: 'Catches fire',
      action: { type: 'fire' },
      choices: [
        who(canBurn),
        { kind: 'number', key: 'intensity', label: 'damage each round', min: 0, default: 1 },
        { kind: 'number', key: 'extinguish', label: 'successes to put it out', min: 1, default: 1 },
        ...endureLater(canBurn),
      ],
    });
  }
  const director: MoveChoice = {
    kind: 'number',
    key: 'director.successes',
    label: "the Director's successes (empty: rolled)",
    min: 0,
    optional: true,
  };
  out.push({
    id: 'poison',
    label: 'Poisoned',
    action: { type: 'poison' },
    choices: [
      who(later),
      { kind: 'number', key: 'toxicity', label: 'toxicity', min: 0 },
      ...endureLater(later),
      director,
    ],
  });
  const poisoned = later.filter((c) => c.poison);
  if (poisoned.length)
    out.push({ id: 'antidote', label: 'Antidote', action: { type: 'antidote' }, choices: [who(poisoned)] });
  out.push({
    id: 'fall',
    label: 'Falls',
    action: { type: 'fall' },
    choices: [
      who(later),
      { kind: 'number', key: 'feet', label: 'feet', min: 0, default: s.tables.hazards.fall.min_feet },
      ...endureLater(later),
      director,
    ],
  });
  const holding = fighting.filter((c) => all.some((o) => o.restrainedBy === c.id));
  if (holding.length) out.push({ id: 'let-go', label: 'Lets go', action: { type: 'let-go' }, choices: [who(holding)] });
  if (fighting.length)
    out.push({
      id: 'leave',
      label: 'Leaves the fight',
      action: { type: 'leave' },
      choices: [who(fighting), { kind: 'text', key: 'reason', label: 'why', optional: true }],
    });
  return out;
}

export function moves(s: IcState): MovesView {
  const view = (list: Move[]): MovesView => ({
    system: s.system,
    round: s.round,
    phase: s.ended ? 'ended' : s.phase,
    moves: list,
  });
  if (s.ended) return view([]);
  if (s.phase === 'deal') return view(dealMoves(s));
  const out: Move[] = [];
  if (s.phase === 'start') {
    const swap = swapMove(s);
    if (swap) out.push(swap);
  }
  // A maneuver or the end of a turn starts the round first (its fires and poisons strike): offer
  // them as they stand once it has.
  const begun = beginRound(s).state;
  const acting = new Set(actingNow(begun));
  for (const id of acting) out.push(...turnMoves(begun, begun.combatants[id]!));
  for (const id of begun.ids) {
    const c = begun.combatants[id]!;
    if (inFight(c)) out.push(...anytimeMoves(begun, c, acting.has(id)));
  }
  out.push(...gmMoves(s, begun));
  out.push({
    id: 'end-round',
    label: s.phase === 'end' ? 'End the round' : 'End the round (everyone left passes)',
    ...(s.phase === 'end' ? { common: true } : {}),
    action: { type: 'end-round' },
    choices: [],
  });
  return view(out);
}
