// What the GM can do now in a faction-turns fight, as plain JSON (engine/core/moves.ts). Between
// rounds the initiative holder picks which faction acts first (and, with fast/slow activations,
// the open FAT die and who opens the slow phase); in a turn phase the faction whose turn it is
// picks one character's turn (turn-moves.ts) or passes; a players' character can run out of its
// declaration time; at the end of the round the morale phase rolls the group saves due; after the
// fight, the gear's durability rolls. Long chases and ending the fight are there throughout.
//
// Not offered, on purpose: `morale` once the fight is over (a scenario's closing no-op) and a
// second gear check (the rules make one after the fight).
import type { DieAsked, Move, MovesView } from '../../core/moves.js';
import { currentFaction, mayTakeTurn } from './rules.js';
import { reactionMoves } from './reaction-moves.js';
import { characterMoves } from './turn-moves.js';
import type { FtState } from './types.js';

const TURN_PHASES: readonly string[] = ['ambush', 'fast', 'slow', 'main'];

const nameOf = (s: FtState, id: string) => s.combatants.find((c) => c.id === id)?.name ?? id;

function startRound(s: FtState): Move {
  const factions = s.factions.map((f) => ({ id: f, label: f }));
  return {
    id: 'start-round',
    label: `Start round ${s.round + 1}`,
    common: true,
    action: { type: 'start-round' },
    choices: [
      {
        kind: 'option',
        key: 'first',
        label: `${s.initiative} (initiative) picks who acts first`,
        options: factions,
        default: s.initiative,
      },
      ...(s.fastSlow
        ? [
            {
              kind: 'dice' as const,
              key: 'rolls',
              label: `fast action threshold (open d${s.tables.fast_slow.die})`,
              dice: [
                {
                  sides: s.tables.fast_slow.die,
                  purpose: `fast action threshold: ${s.tables.fast_slow.attribute.toUpperCase()} at or above acts in the fast phase`,
                },
              ],
            },
            {
              kind: 'option' as const,
              key: 'slowFirst',
              label: 'who opens the slow phase',
              optional: true,
              options: factions,
            },
          ]
        : []),
    ],
  };
}

function moraleMove(s: FtState): Move {
  const dice: DieAsked[] = s.moraleDue.flatMap((m) =>
    m.members.map((id) => ({
      sides: s.tables.saves.die,
      purpose: `${nameOf(s, id)}'s ${s.tables.morale.save.toUpperCase()} save`,
    })),
  );
  const who = s.moraleDue.flatMap((m) => m.members.map((id) => nameOf(s, id)));
  return {
    id: 'morale',
    label: who.length
      ? `Morale: group ${s.tables.morale.save.toUpperCase()} save for ${who.join(', ')}`
      : 'End of round: no morale check due',
    common: true,
    action: { type: 'morale' },
    choices: dice.length ? [{ kind: 'dice', key: 'rolls', label: 'morale saves', dice }] : [],
  };
}

/** A long chase, one character at a time: its AGI save, unless one side is faster. */
function chaseMoves(s: FtState): Move[] {
  const attr = s.tables.chase.save.toUpperCase();
  return s.combatants
    .filter((c) => c.status === 'fighting' || c.status === 'fled')
    .map((c) => ({
      id: `chase:${c.id}`,
      label: `${c.name}: a long chase (${attr} save)`,
      actor: c.id,
      action: { type: 'chase', fleeing: [c.id] },
      choices: [
        {
          kind: 'option',
          key: 'pace',
          label: 'pace',
          options: [
            { id: 'even', label: `even (${attr} save)` },
            { id: 'faster', label: 'faster: escapes' },
            { id: 'slower', label: 'slower: caught' },
          ],
          default: 'even',
        },
        {
          kind: 'dice',
          key: 'rolls',
          label: `${attr} save`,
          dice: [{ sides: s.tables.saves.die, purpose: `${c.name}'s ${attr} save` }],
          when: { key: 'pace', in: ['even'] },
        },
      ],
    }));
}

function gearCheck(s: FtState): Move {
  const dice: DieAsked[] = [];
  for (const c of s.combatants)
    for (const item of ['weapon', 'armour', 'shield'] as const)
      if (c.used.includes(item) && (c.gear[item] === 'sound' || c.gear[item] === 'damaged'))
        dice.push({
          sides: s.tables.gear.durability_die,
          purpose: `${c.name}'s ${item === 'weapon' ? (c.wielding ?? 'weapon') : item}`,
        });
  for (const c of s.combatants)
    for (const where of ['carried', 'dropped'] as const)
      for (const [id, w] of Object.entries(c[where]))
        if (w.used && (w.gear === 'sound' || w.gear === 'damaged'))
          dice.push({ sides: s.tables.gear.durability_die, purpose: `${c.name}'s ${id}` });
  return {
    id: 'gear-check',
    label: `Durability rolls (${dice.length})`,
    common: true,
    action: { type: 'gear-check' },
    choices: dice.length ? [{ kind: 'dice', key: 'rolls', label: 'durability', dice }] : [],
  };
}

export function moves(s: FtState): MovesView {
  const out: Move[] = [];
  let timer: MovesView['timer'];
  const base = { system: s.system, round: s.round, phase: s.phase };
  if (s.ended) {
    out.push(...chaseMoves(s));
    if (!s.gearChecked) out.push(gearCheck(s));
    return { ...base, moves: out };
  }
  if (s.phase === 'between') out.push(startRound(s), ...chaseMoves(s));
  if (s.phase === 'morale') out.push(moraleMove(s));
  // An attack waits for its target's answer: only the reactions (and none) can be played.
  if (s.pending) return { ...base, moves: reactionMoves(s) };
  if (TURN_PHASES.includes(s.phase)) {
    const f = currentFaction(s)!;
    const up = s.combatants.filter((c) => c.faction === f && mayTakeTurn(s, c));
    for (const c of up) out.push(...characterMoves(s, c));
    // "Each Player has 15 seconds to declare … otherwise they do nothing": the GM's characters never time out.
    if (s.declarationLimit && f === s.players) {
      timer = {
        seconds: s.tables.declaration_limit.seconds,
        purpose: `${f} declare a turn, or the character does nothing`,
      };
      for (const c of up)
        out.push({
          id: `timer-expired:${c.id}`,
          label: `${c.name}: time's up, does nothing`,
          actor: c.id,
          action: { type: 'timer-expired', actor: c.id },
          choices: [],
        });
    }
    out.push({
      id: 'pass',
      label: `${f} pass${up.length ? '' : ' (nobody can act)'}`,
      common: true,
      action: { type: 'pass', faction: f },
      choices: [],
    });
  }
  out.push({ id: 'end-fight', label: 'End the fight', action: { type: 'end-fight' }, choices: [] });
  return { ...base, moves: out, ...(timer ? { timer } : {}) };
}
