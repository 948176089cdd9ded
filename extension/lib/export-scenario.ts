// The fight as a `fray resolve` scenario: the roster, each revealed round's plays, and every
// die result in the order the engine used it, so `fray resolve` replays the exact fight (the
// seed only matters past the end of `dice`). A round that is revealed but not fully resolved
// is resolved in full by `fray resolve`.
import type { Encounter } from './encounter.js';
import { allDice, logRounds } from './log-rounds.js';

export interface ScenarioPlay {
  combatant: string;
  action: string;
  stance?: string;
  target?: string;
  flanking?: boolean;
  move_to?: readonly [number, number];
  extra?: { action: string; target?: string; flanking?: boolean; move_to?: readonly [number, number] }[];
}

export interface ScenarioRound {
  plays: ScenarioPlay[];
  timer_expired?: boolean;
  /** The GM's tie reorder (slot keys), when there was one. */
  reorder?: string[];
}

export interface ScenarioDoc {
  system: 'witchhammer';
  cards?: unknown[];
  combatants: Record<string, unknown>[];
  rounds: ScenarioRound[];
  end_combat?: boolean;
  dice: number[];
  seed: number;
}

export function encounterScenario(enc: Encounter): ScenarioDoc {
  const combatants = enc.roster.map((r) => ({
    id: r.id,
    character: r.character,
    side: r.side,
    ...(r.name ? { name: r.name } : {}),
    ...(r.poise !== undefined ? { poise: r.poise } : {}),
    ...(r.health !== undefined ? { health: r.health } : {}),
    ...(r.position ? { position: [...r.position] } : {}),
    ...(r.usedToday?.length ? { used_today: [...r.usedToday] } : {}),
  }));
  const rounds: ScenarioRound[] = [];
  let endCombat = false;
  if (enc.session) {
    for (const lr of logRounds(enc.session)) {
      // A later play by the same combatant replaces the earlier one, as in the engine.
      const plays = new Map<string, ScenarioPlay>();
      let timer = false;
      let order: string[] | undefined;
      let revealed = false;
      for (const { action: a } of lr.steps) {
        if (a.type === 'play') {
          plays.set(a.combatant, {
            combatant: a.combatant,
            action: a.action,
            ...(a.stance ? { stance: a.stance } : {}),
            ...(a.target ? { target: a.target } : {}),
            ...(a.flanking ? { flanking: true } : {}),
            ...(a.moveTo ? { move_to: a.moveTo } : {}),
            ...(a.extra?.length
              ? { extra: a.extra.map(({ moveTo, ...x }) => ({ ...x, ...(moveTo ? { move_to: moveTo } : {}) })) }
              : {}),
          });
        } else if (a.type === 'unplay') plays.delete(a.combatant);
        else if (a.type === 'timer-expired') timer = true;
        else if (a.type === 'reveal') revealed = true;
        else if (a.type === 'reorder') order = [...a.order];
        else if (a.type === 'end-combat') endCombat = true;
      }
      // A scenario round always resolves in full, so a round still being planned is left out.
      if (revealed)
        rounds.push({
          plays: [...plays.values()],
          ...(timer ? { timer_expired: true } : {}),
          ...(order ? { reorder: order } : {}),
        });
    }
  }
  return {
    system: 'witchhammer',
    ...(enc.cards.length ? { cards: enc.cards.map((c) => ({ ...c })) } : {}),
    combatants,
    rounds,
    ...(endCombat ? { end_combat: true } : {}),
    dice: enc.session ? allDice(enc.session) : [],
    seed: enc.seed,
  };
}
