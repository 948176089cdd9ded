import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { loadScenario } from './load-scenario.js';
import { runScenario } from './run-scenario.js';

it('reports progress after each scripted action, ending at the total', async () => {
  const loaded = await loadScenario(
    fileURLToPath(new URL('../test/scenarios/witchhammer/grid-fight.yaml', import.meta.url)),
  );
  if (!loaded.ok) throw new Error('fixture does not load');
  const seen: [number, number][] = [];
  const r = runScenario(loaded.scenario, undefined, (done, total) => seen.push([done, total]));
  expect(r.ok).toBe(true);
  const total = seen[0]![1];
  expect(total).toBeGreaterThan(1);
  expect(seen).toEqual(Array.from({ length: total }, (_, i) => [i + 1, total]));
  if (r.ok) expect(r.session.log).toHaveLength(total);
});

it('a rejected action gives the error with its place in the scenario and the session up to it', async () => {
  const loaded = await loadScenario(
    fileURLToPath(new URL('../test/scenarios/witchhammer/bad-once-per-combat.yaml', import.meta.url)),
  );
  if (!loaded.ok) throw new Error('fixture does not load');
  const r = runScenario(loaded.scenario, undefined);
  if (r.ok) throw new Error('the second finisher must be rejected');
  expect(r.error).toMatchObject({ code: expect.stringMatching(/once-per-combat/), at: ['rounds', 1, 'plays', 0] });
  expect(r.problems[0]).toMatchObject({ line: 17, field: 'rounds[1].plays[0].action' });
  // The first round was played: the session holds its events.
  expect(r.session?.events.length).toBeGreaterThan(0);
});

it('a scenario the engine rejects before the fight gives the error and no session', async () => {
  const loaded = await loadScenario(
    fileURLToPath(new URL('../test/scenarios/witchhammer/bad-combatant.yaml', import.meta.url)),
  );
  if (!loaded.ok) throw new Error('fixture does not load');
  const r = runScenario(loaded.scenario, undefined);
  if (r.ok) throw new Error('the scenario must be rejected');
  expect(r.error?.code).toMatch(/\//);
  expect(r.error?.at).toEqual([]);
  expect(r.session).toBeUndefined();
});
