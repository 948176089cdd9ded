import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { replay, type Session } from '../../core/index.js';
import { actsByRound, assertPlays, drive, expectNobodyTwice, expectNoRise } from '../../core/test-steps.js';
import { plugin } from './plugin.js';
import { able } from './rules.js';
import { teamTurnsTables } from './tables.js';
import type { TtAction, TtCombatantSetup, TtState } from './types.js';

const tables = teamTurnsTables.parse(
  parse(readFileSync(new URL('../../../cards/team-turns/system.yaml', import.meta.url), 'utf8')),
);

const member = fc.record({
  team: fc.integer({ min: 0, max: 2 }),
  endurance: fc.integer({ min: 0, max: 12 }),
  health: fc.integer({ min: 1, max: 12 }),
  constitution: fc.integer({ min: 0, max: 6 }),
  evasion: fc.integer({ min: 0, max: 10 }),
  reduction: fc.integer({ min: 0, max: 6 }),
  unsurprisable: fc.boolean(),
});
const scenario = fc.record({
  members: fc.array(member, { minLength: 2, maxLength: 8 }),
  surprise: fc.option(fc.integer({ min: 0, max: 1 }), { nil: undefined }),
  seed: fc.integer({ min: 0, max: 1e6 }),
  choices: fc.array(fc.nat(), { minLength: 50, maxLength: 50 }),
});
type Sc = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

function play(sc: Sc): Session<TtState, TtAction> {
  const combatants: TtCombatantSetup[] = sc.members.map((m, i) => ({
    id: `c${i}`,
    team: `t${i < 2 ? i : m.team}`,
    endurance: m.endurance,
    health: m.health,
    constitution: m.constitution,
    evasion: m.evasion,
    reduction: { physical: m.reduction },
    stamina: 2,
    unsurprisable: m.unsurprisable,
    fortify: { dice: [6], bonus: 0 },
    dodge: { dice: [6, 6], bonus: 0 },
    weapons: {
      axe: {
        damage: 5,
        critical: 9,
        threshold: 19,
        type: 'slashing',
        test: { dice: [6, 6], bonus: 0 },
        ranged: false,
        nonlethal: false,
      },
    },
  }));
  const d = drive<TtState, TtAction>(
    plugin,
    plugin.init({
      tables,
      combatants,
      seed: sc.seed,
      ...(sc.surprise !== undefined ? { surprise: `t${sc.surprise}` } : {}),
    }),
    sc.choices,
  );
  const { pick, go } = d;
  for (let round = 0; round < 3 && !d.session.state.ended; round++) {
    go({ type: 'start-round' });
    while (d.session.state.phase === 'round' || d.session.state.phase === 'surprise') {
      const s = d.session.state;
      const now = plugin.view(s).actingNow;
      const actorId = now[pick(now.length)]!;
      const actor = s.combatants.find((c) => c.id === actorId)!;
      const foes = s.combatants.filter((c) => c.team !== actor.team && !c.dead);
      const attacks = pick(4);
      const actions = Array.from({ length: attacks }, () => {
        const f = foes[pick(foes.length)]!;
        return {
          kind: 'attack' as const,
          attack: { target: f.id, ...(pick(3) === 0 ? { reaction: { kind: 'dodge' as const } } : {}) },
        };
      });
      // Reactions may run out, or a target die, mid-turn: a rejected turn is retried simpler.
      if (d.attempt({ type: 'turn', actor: actorId, actions })) continue;
      if (actions.length)
        go({
          type: 'turn',
          actor: actorId,
          actions: [{ kind: 'attack', attack: { target: actions[0]!.attack.target } }],
        });
      else go({ type: 'turn', actor: actorId, actions: [] });
    }
  }
  return d.session;
}

describe('team-turns properties', () => {
  it('every character able at the end of a round had exactly one turn in it, and nobody had two', () => {
    assertPlays(
      scenario,
      play,
      (session) => {
        const turns = actsByRound(session.events, ['turn']);
        expectNobodyTwice(turns);
        let starts = 0;
        for (let i = 0; i < session.log.length; i++) {
          if (session.log[i]!.type === 'start-round') starts++;
          const next = session.log[i + 1];
          if (next && next.type !== 'start-round') continue;
          const end = replay(plugin, session.initial, session.log.slice(0, i + 1)).state;
          if (end.phase !== 'between') continue; // cut short by the end of the fight
          const surprise = starts === 1 && end.surprise !== null;
          for (const c of end.combatants.filter(
            (x) => able(x) && (!surprise || x.team === end.surprise || x.unsurprisable),
          )) {
            expect(turns.get(starts)?.get(c.id), `${c.id} in round ${starts}`).toBe(1);
          }
        }
      },
      80,
    );
  });

  it('Endurance and Health never rise from damage; replay rebuilds the state', () => {
    assertPlays(
      scenario,
      play,
      (session) => {
        expectNoRise(session.events, ['.endurance', '.health'], ['damage']);
        expect(replay(plugin, session.initial, session.log).state).toEqual(session.state);
      },
      80,
    );
  });
});
