import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { loadScenario } from './load-scenario.js';
import { runScenario } from './run-scenario.js';

it('reports progress after each scripted action, ending at the total', async () => {
  const loaded = await loadScenario(fileURLToPath(new URL('../test/scenarios/witchhammer/grid-fight.yaml', import.meta.url)));
  if (!loaded.ok) throw new Error('fixture does not load');
  const seen: [number, number][] = [];
  const r = runScenario(loaded.scenario, undefined, (done, total) => seen.push([done, total]));
  expect(r.ok).toBe(true);
  const total = seen[0]![1];
  expect(total).toBeGreaterThan(1);
  expect(seen).toEqual(Array.from({ length: total }, (_, i) => [i + 1, total]));
  if (r.ok) expect(r.session.log).toHaveLength(total);
});
