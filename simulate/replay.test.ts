// A replay is the simulated fight: its scenario, run by `fray resolve`'s own code (load + run),
// ends exactly as the simulation did (every combatant's Health, Poise, down and dead; the round).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { WhState } from '../engine/systems/witchhammer/types.js';
import { loadScenario } from '../scenario/load-scenario.js';
import { runScenario } from '../scenario/run-scenario.js';
import { replayScenario } from './replay.js';
import { matchupFrom } from './test-kit.js';

const YAML = `
timer_miss: 0.1
alternate_sides: true
sides:
  party: { policy: cautious, combatants: [mara-voss, tobin-ashgrove, sister-ilse, corvin-stalker] }
  pack: { policy: greedy, only: [ghoul-claws, wolf-drag-down, focus], combatants: [{ character: grave-ghoul, copies: 2 }, { character: barrow-wolf, copies: 2 }] }
`;

const summary = (s: WhState) =>
  s.combatants.map((c) => ({
    id: c.id,
    health: c.health,
    poise: c.poise,
    down: c.down,
    dead: c.dead,
    afflictions: c.afflictions,
  }));

describe('replays', { timeout: 60_000 }, () => {
  it('the scenario of a simulated fight, resolved, ends exactly as the fight did', async () => {
    const r = await matchupFrom(YAML);
    if (!r.ok) throw new Error(JSON.stringify(r.problems));
    const dir = mkdtempSync(join(tmpdir(), 'fray-replay-'));
    for (const index of [0, 1, 7, 42]) {
      const rep = replayScenario(r.loaded.matchup, r.loaded.variants[0]!, 5, index);
      const file = join(dir, `fight-${index}.yaml`);
      writeFileSync(file, rep.scenario);
      const loaded = await loadScenario(file);
      if (!loaded.ok) throw new Error(JSON.stringify(loaded.problems));
      const run = runScenario(loaded.scenario, undefined);
      if (!run.ok) throw new Error(JSON.stringify(run.problems));
      const final = run.session.state as unknown as WhState;
      expect(summary(final), `fight ${index}`).toEqual(summary(rep.final));
      expect(final.round).toBe(rep.final.round);
      expect(rep.rounds).toBeGreaterThan(0);
    }
  });
});
