// A simulated fight as a `fray resolve` scenario: the same combatants (written out in full, so a
// deck trimmed by `only` or an ablation stays trimmed), every play the policies made, round by
// round (with the timer's misses), and the fight's engine seed, so the dice fall the same way.
// `fray simulate <matchup> --replay <fight>` writes it; `fray resolve` plays it again.
import { stringify } from 'yaml';
import type { WhAction, WhState } from '../engine/systems/witchhammer/types.js';
import { fightCombatants, runFight, type SimMatchup, type Variant } from './fight.js';
import { fightSeed } from './rng.js';
import { emptyTally } from './tally.js';

export interface Replayed {
  readonly scenario: string;
  /** Matchup side index that won, or undefined for a draw. */
  readonly winner: number | undefined;
  readonly rounds: number;
  readonly final: WhState;
}

type Round = { plays: Record<string, unknown>[]; timer_expired?: true };

export function replayScenario(m: SimMatchup, v: Variant, seed: number, index: number): Replayed {
  const rounds: Round[] = [];
  let current: Round = { plays: [] };
  let end: { final: WhState; winner: number | undefined; rounds: number } | undefined;
  const engineSeed = fightSeed(seed, index);
  runFight(m, v, engineSeed, index, emptyTally(), {
    action(a: WhAction) {
      if (a.type === 'timer-expired') current.timer_expired = true;
      else if (a.type === 'play') {
        current.plays.push({
          combatant: a.combatant,
          action: a.action,
          ...(a.stance ? { stance: a.stance } : {}),
          ...(a.target ? { target: a.target } : {}),
          ...(a.flanking !== undefined ? { flanking: a.flanking } : {}),
          ...(a.moveTo ? { move_to: a.moveTo } : {}),
          ...(a.extra?.length
            ? {
                extra: a.extra.map((x) => ({
                  action: x.action,
                  ...(x.target ? { target: x.target } : {}),
                  ...(x.flanking !== undefined ? { flanking: x.flanking } : {}),
                  ...(x.moveTo ? { move_to: x.moveTo } : {}),
                })),
              }
            : {}),
        });
      }
    },
    roundEnd() {
      rounds.push(current);
      current = { plays: [] };
    },
    end(final, winner, n) {
      end = { final, winner, rounds: n };
    },
  });
  const combatants = fightCombatants(m, v, index).map((c) => ({
    id: c.id,
    name: c.name ?? c.id,
    side: c.side,
    max_poise: c.maxPoise,
    max_health: c.maxHealth,
    poise: c.poise ?? c.maxPoise,
    health: c.health ?? c.maxHealth,
    attack: c.attack ?? 0,
    defense: c.defense ?? 0,
    init: c.init ?? 0,
    ...(c.skills && Object.keys(c.skills).length ? { skills: c.skills } : {}),
    actions: c.actions ?? [],
    stances: c.stances ?? [],
    ...(c.extraActions ? { extra_actions: c.extraActions } : {}),
    ...(c.position ? { position: c.position } : {}),
    ...(c.movePenalty ? { move_penalty: c.movePenalty } : {}),
    ...(c.skillPenalty ? { skill_penalty: c.skillPenalty } : {}),
  }));
  const doc = {
    system: 'witchhammer',
    name: `${m.name}: fight ${index}`,
    description: `Fight ${index} of a fray simulate run seeded ${seed}, as the policies played it.`,
    seed: engineSeed,
    combatants,
    rounds,
    end_combat: true,
  };
  const header = `# ${m.name}: fight ${index} of the run seeded ${seed}.\n# Play it again: fray resolve <this file>\n`;
  return {
    scenario: header + stringify(doc, { lineWidth: 0 }),
    winner: end!.winner,
    rounds: end!.rounds,
    final: end!.final,
  };
}
