// Seed 002's worked examples as scenarios, run through the system module like `fray resolve`.
import { describe, expect, it } from 'vitest';
import { system } from '../../../engine/systems/declared-initiative/index.js';
import { runScenarioFile } from './run-scenario.js';

const ID = 'declared-initiative';

describe('declared-initiative scenarios', () => {
  it('the late Ghoul acts at −4 and 8 the round after it arrives, then once at 8', () => {
    const run = runScenarioFile(system, ID, 'ghoul-late-arrival.yaml');
    expect(run.error).toBeUndefined();
    const order = run.summary.order.map((o) => [o.round, o.combatant, o.init, !!o.catch_up]);
    expect(order).toEqual([
      [1, 'skeleton', 4, false],
      [1, 'brannoc', 13, false],
      [2, 'ghoul', -4, true],
      [2, 'skeleton', 4, false],
      [2, 'ghoul', 8, false],
      [2, 'brannoc', 13, false],
      [3, 'skeleton', 4, false],
      [3, 'ghoul', 8, false],
      [3, 'brannoc', 9, false],
    ]);
    expect(run.summary.combatants.ghoul!.base_initiative).toBe(8);
    // Round 2: the Ghoul's two claw hits (2 each) come off Brannoc's Stress; round 3 one more;
    // the full-defense +4 turned the skeleton's 13 into a miss.
    expect(run.summary.combatants.brannoc).toMatchObject({ stress: 14, wp: 14 });
    // Brannoc's riposte: 4 damage to the Ghoul's Stress.
    expect(run.summary.combatants.ghoul).toMatchObject({ stress: 11, wp: 12 });
    expect(run.log.some((l) => l.includes('already passed') && l.includes('13'))).toBe(true);
  });

  it('tied initiatives resolve together: a double knockout', () => {
    const run = runScenarioFile(system, ID, 'double-knockout.yaml');
    expect(run.error).toBeUndefined();
    expect(run.summary.order.map((o) => [o.combatant, o.init])).toEqual([
      ['ilsa', 7],
      ['orc', 7],
    ]);
    expect(run.summary.combatants.orc).toMatchObject({ stress: 0, wp: -2, dead: false });
    expect(run.summary.combatants.orc!.status).toContain('dying');
    expect(run.summary.combatants.ilsa).toMatchObject({ stress: 0, wp: -4, dead: false });
    expect(run.session.state.ended).toBe(true);
  });
});
