// The round: the faction holding the initiative picks who starts; factions alternate one
// character or a pass; a phase ends when every faction has passed in a row. With fast/slow
// activations the round has a fast phase (attribute ≥ FAT) and then a slow phase.
import { fail, useFirst, type EngineEvent } from '../../core/index.js';
import { dueMorale } from './morale.js';
import { currentFaction, factionsInFight, mayTakeTurn, rollDie } from './rules.js';
import type { FtState } from './types.js';

interface Out {
  state: FtState;
  events: EngineEvent[];
}

export function startRound(
  state: FtState,
  first: string | undefined,
  fat: number | undefined,
  slowFirst?: string,
): Out {
  if (state.phase === 'morale')
    fail('combat/morale-pending', 'the morale phase of the last round is not resolved', {
      hint: 'resolve morale first',
    });
  if (state.phase !== 'between')
    fail('combat/round-in-progress', `round ${state.round} is still going (${state.phase} phase)`, {
      hint: 'every faction must pass in a row to end it',
    });
  const lead = first ?? state.initiative;
  if (!state.factions.includes(lead)) {
    fail('combat/unknown-faction', `no faction '${lead}'`, {
      path: ['first'],
      hint: `factions: ${state.factions.join(', ')}`,
    });
  }
  if (slowFirst !== undefined && !state.factions.includes(slowFirst))
    fail('combat/unknown-faction', `no faction '${slowFirst}'`, {
      path: ['slow_first'],
      hint: `factions: ${state.factions.join(', ')}`,
    });
  if (slowFirst !== undefined && !state.fastSlow)
    fail('combat/no-fast-slow', 'there is no slow phase without the fast/slow activations rule', {
      path: ['slow_first'],
    });
  // Without fast/slow activations no FAT is rolled: a typed FAT would be silently lost.
  if (fat !== undefined && !state.fastSlow)
    fail(
      'combat/no-fast-slow',
      `no fast action threshold is rolled without the fast/slow activations rule (a FAT of ${fat} was typed)`,
      { path: ['fat'], hint: 'turn on options.fast_slow, or leave the FAT out' },
    );
  const i = state.factions.indexOf(lead);
  const rotation = [...state.factions.slice(i), ...state.factions.slice(0, i)];
  let s: FtState = {
    ...state,
    round: state.round + 1,
    rotation,
    current: 0,
    passes: 0,
    fat: null,
    slowFirst: slowFirst ?? null,
    // The ambushers' bonus turn opens the fight: only concealed characters act in it.
    phase:
      state.round === 0 && state.combatants.some((c) => c.concealed && c.status === 'fighting')
        ? 'ambush'
        : state.fastSlow
          ? 'fast'
          : 'main',
    combatants: state.combatants.map((c) =>
      c.spent === null && !c.hurtThisRound ? c : { ...c, spent: null, hurtThisRound: false },
    ),
  };
  const ev: EngineEvent = {
    type: 'round-start',
    round: s.round,
    detail: { first: lead, initiative: state.initiative, rotation },
  };
  const events: EngineEvent[] = [];
  if (state.fastSlow) {
    if (fat !== undefined) s = { ...s, dice: useFirst(s.dice, [fat]) };
    const r = rollDie(s, state.tables.fast_slow.die, 'fat');
    s = { ...r.state, fat: r.roll.value };
    events.push({ ...ev, rolls: [r.roll], detail: { ...ev.detail, fat: r.roll.value } });
  } else {
    events.push(ev);
  }
  return settle(s, events);
}

/** The current faction passes (by choice). */
export function pass(state: FtState, faction: string | undefined): Out {
  assertTurnPhase(state);
  const f = currentFaction(state)!;
  if (faction !== undefined && faction !== f) {
    fail('combat/not-your-turn', `it is ${f}'s turn, not ${faction}'s`, {
      path: ['faction'],
      hint: `only ${f} may pass now`,
    });
  }
  const events: EngineEvent[] = [
    { type: 'pass', round: state.round, detail: { faction: f, phase: state.phase, forced: false } },
  ];
  return settle({ ...state, passes: state.passes + 1, current: (state.current + 1) % state.rotation.length }, events);
}

/** After a turn: the next faction is up, and the pass count starts over. */
export function afterTurn(state: FtState, events: EngineEvent[]): Out {
  return settle({ ...state, passes: 0, current: (state.current + 1) % state.rotation.length }, events);
}

export function assertTurnPhase(state: FtState): void {
  if (state.ended) fail('combat/ended', 'the fight is over', { hint: 'only one faction is still fighting' });
  if (state.phase === 'between')
    fail('combat/round-not-started', 'no round is running', { hint: 'start the next round first' });
  if (state.phase === 'morale')
    fail('combat/morale-pending', 'the round is over: resolve the morale phase', {
      hint: 'resolve morale, then start the next round',
    });
}

/**
 * Move on until someone can choose: factions with nobody able to act now pass on their own,
 * all factions passing in a row ends the phase, and the fight ends when one faction is left.
 */
export function settle(state: FtState, events: EngineEvent[]): Out {
  let s = state;
  for (;;) {
    if (factionsInFight(s).length <= 1) {
      events.push({ type: 'fight-end', round: s.round, detail: { winner: factionsInFight(s)[0] ?? null } });
      return { state: { ...s, ended: true, phase: 'ended' }, events };
    }
    if (s.passes >= s.rotation.length) {
      if (s.phase === 'ambush') {
        // A bonus turn: the ambushers still have their turn in the round proper.
        events.push({
          type: 'phase-end',
          round: s.round,
          detail: { phase: 'ambush', next: s.fastSlow ? 'fast' : 'main' },
        });
        s = {
          ...s,
          phase: s.fastSlow ? 'fast' : 'main',
          current: 0,
          passes: 0,
          combatants: s.combatants.map((c) => (c.spent === 'turn' ? { ...c, spent: null } : c)),
        };
        continue;
      }
      if (s.phase === 'fast') {
        // The slow phase starts again from the faction that started the round, unless the initiative
        // holder picks another (docs/systems/faction-turns.md).
        const first = s.slowFirst ?? s.rotation[0]!;
        const k = s.factions.indexOf(first);
        const rotation = [...s.factions.slice(k), ...s.factions.slice(0, k)];
        events.push({ type: 'phase-end', round: s.round, detail: { phase: 'fast', next: 'slow', first } });
        s = { ...s, phase: 'slow', rotation, current: 0, passes: 0 };
        continue;
      }
      events.push({ type: 'phase-end', round: s.round, detail: { phase: s.phase, next: 'morale' } });
      const due = dueMorale(s);
      events.push({ type: 'morale-due', round: s.round, detail: { checks: due } });
      return { state: { ...s, phase: 'morale', moraleDue: due }, events };
    }
    const f = currentFaction(s)!;
    if (s.combatants.some((c) => c.faction === f && mayTakeTurn(s, c))) return { state: s, events };
    events.push({ type: 'pass', round: s.round, detail: { faction: f, phase: s.phase, forced: true } });
    s = { ...s, passes: s.passes + 1, current: (s.current + 1) % s.rotation.length };
  }
}
