import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { replay, type Session } from '../../core/index.js';
import { actsByRound, assertPlays, drive, expectNobodyTwice, expectNoRise } from '../../core/test-steps.js';
import { plugin } from './plugin.js';
import { factionTurnsTables } from './tables.js';
import { fighterFields } from './test-fighters.js';
import type { FtAction, FtCombatantSetup, FtState } from './types.js';

const tables = factionTurnsTables.parse(
  parse(readFileSync(new URL('../../../cards/faction-turns/system.yaml', import.meta.url), 'utf8')),
);

const fighter = fc.record({ ...fighterFields(12), damage: fc.constantFrom(4, 6, 8, 10) });
const scenario = fc.record({
  fighters: fc.array(fighter, { minLength: 2, maxLength: 8 }),
  fastSlow: fc.boolean(),
  seed: fc.integer({ min: 0, max: 1e6 }),
  choices: fc.array(fc.nat(), { minLength: 40, maxLength: 40 }),
});

/** Play up to 3 rounds choosing characters (never passing by choice) with random attacks and reactions. */
type Sc = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

function play(sc: Sc): Session<FtState, FtAction> {
  const fighters: FtCombatantSetup[] = sc.fighters.map((f, i) => ({
    id: `c${i}`,
    faction: `f${i < 2 ? i : f.faction}`,
    wit: f.wit,
    agi: f.agi,
    str: 10,
    health: f.health,
    armour: f.armour,
    damage: f.damage,
  }));
  const d = drive<FtState, FtAction>(
    plugin,
    plugin.init({ tables, combatants: fighters, seed: sc.seed, fastSlow: sc.fastSlow }),
    sc.choices,
  );
  const { pick, go } = d;
  for (let round = 0; round < 3 && !d.session.state.ended; round++) {
    go({ type: 'start-round' });
    while (!d.session.state.ended && d.session.state.phase !== 'morale') {
      const s = d.session.state;
      const now = plugin.view(s).actingNow;
      if (!now.length)
        throw new Error(
          `nobody to act: ${JSON.stringify({ phase: s.phase, rot: s.rotation, cur: s.current, passes: s.passes, cs: s.combatants.map((c) => [c.id, c.faction, c.status, c.spent]) })}`,
        );
      const actorId = now[pick(now.length)];
      const actor = s.combatants.find((c) => c.id === actorId)!;
      // A character that failed morale may only surrender or retreat (seed 001).
      if (actor.broken) {
        go({ type: 'turn', actor: actor.id, steps: [{ kind: pick(2) ? 'flee' : 'surrender' }] });
        continue;
      }
      const enemies = s.combatants.filter((c) => c.faction !== actor.faction && c.status === 'fighting');
      if (!enemies.length) {
        go({ type: 'turn', actor: actor.id, steps: [] });
        continue;
      }
      const target = enemies[pick(enemies.length)]!;
      const canReact = target.spent === null && !target.broken;
      const reaction = canReact && pick(3) === 0 ? { kind: pick(2) ? 'dodge' : 'counter' } : undefined;
      go({
        type: 'turn',
        actor: actor.id,
        steps: pick(4)
          ? [{ kind: 'attack', attack: { target: target.id, ...(reaction ? { reaction } : {}) } as any }]
          : [],
      });
    }
    if (!d.session.state.ended) go({ type: 'morale' });
  }
  return d.session;
}

describe('faction-turns properties', () => {
  it('every character still able at the end of a round had exactly one turn (or reaction) in it, and nobody had two', () => {
    assertPlays(
      scenario,
      play,
      (session) => {
        const byRound = actsByRound(session.events, ['turn', 'reaction']);
        expectNobodyTwice(byRound);
        // Rounds that ran to their end (not cut short by the fight ending).
        const s = session.state;
        const lastFull = s.phase === 'ended' ? s.round - 1 : s.round;
        for (let r = 1; r <= lastFull; r++) {
          const m = byRound.get(r) ?? new Map();
          const standing = replay(
            plugin,
            session.initial,
            session.log.slice(0, endOfRound(session, r)),
          ).state.combatants.filter((c) => c.status === 'fighting');
          for (const c of standing) expect(m.get(c.id), `${c.id} in round ${r}`).toBe(1);
        }
      },
      80,
    );
  });

  it('health never rises from damage, and replaying the log rebuilds the state', () => {
    assertPlays(
      scenario,
      play,
      (session) => {
        expectNoRise(session.events, ['.health']);
        expect(replay(plugin, session.initial, session.log).state).toEqual(session.state);
      },
      100,
    );
  });
});

/** How many log entries it takes to reach the end (morale phase) of round r. */
function endOfRound(session: Session<FtState, FtAction>, r: number): number {
  let starts = 0;
  for (let i = 0; i < session.log.length; i++) {
    if (session.log[i]!.type === 'start-round') starts++;
    if (starts === r && session.log[i]!.type === 'morale') return i;
  }
  return session.log.length;
}
