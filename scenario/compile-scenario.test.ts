import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { bundledCatalogDir, loadCatalog } from '../catalog/load-catalog.js';
import { parseYamlSource } from '../engine/diagnostics/yaml-source.js';
import { SYSTEM_IDS } from '../engine/systems/index.js';
import { scenarioFromSource } from './load-scenario.js';
import { runScenario } from './run-scenario.js';

const catalog = await loadCatalog(bundledCatalogDir());
const fixture = (p: string) => fileURLToPath(new URL(`../test/scenarios/${p}`, import.meta.url));

/** The keys of each system's own format that script what happens (the rest sets the fight up). */
const SCRIPT_KEYS = ['rounds', 'plays', 'turns', 'checks', 'end_combat', 'end_fight', 'after_fight'];

const FIXTURES: Record<string, string> = {
  witchhammer: 'witchhammer/two-rounds.yaml',
  'faction-turns': 'faction-turns/001-reactions-morale.yaml',
  'declared-initiative': 'declared-initiative/double-knockout.yaml',
  'team-turns': 'team-turns/003-attacks.yaml',
  'initiative-cards': 'initiative-cards/swap-at-round-start.yaml',
};

function run(doc: unknown, file = 'doc.yaml') {
  const loaded = scenarioFromSource(parseYamlSource(JSON.stringify(doc, null, 1), file), catalog);
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.problems));
  return { loaded: loaded.scenario, result: runScenario(loaded.scenario, undefined) };
}

describe('a scenario replays from its raw engine actions (`actions:`), for every system', () => {
  it('covers every registered system', () => expect(Object.keys(FIXTURES).sort()).toEqual([...SYSTEM_IDS].sort()));

  for (const [system, file] of Object.entries(FIXTURES)) {
    it(`${system}: the setup alone plus the played log gives the same fight`, () => {
      const doc = parse(readFileSync(fixture(file), 'utf8')) as Record<string, unknown>;
      const first = run(doc);
      if (!first.result.ok) throw new Error(JSON.stringify(first.result.problems));
      const played = first.result.session;
      expect(played.log.length).toBeGreaterThan(2);

      const setupOnly = Object.fromEntries(Object.entries(doc).filter(([k]) => !SCRIPT_KEYS.includes(k)));
      // Without rounds the document compiles to the fight as set up: no action at all.
      const bare = run(setupOnly);
      if (!bare.result.ok) throw new Error(JSON.stringify(bare.result.problems));
      expect(bare.result.session.log).toEqual([]);
      expect(bare.result.session.state).toEqual(played.initial);

      const again = run({ ...setupOnly, actions: played.log });
      if (!again.result.ok) throw new Error(JSON.stringify(again.result.problems));
      expect(again.result.session.state).toEqual(played.state);
      expect(again.result.session.events).toEqual(played.events);
      const mod = again.loaded.module;
      expect(mod.scenario.summarize(again.result.session)).toEqual(mod.scenario.summarize(played));
    });
  }

  it("an action the engine refuses is reported at its place in `actions:`, in the engine's field names", () => {
    const doc = parse(readFileSync(fixture(FIXTURES['declared-initiative']!), 'utf8')) as Record<string, unknown>;
    const setupOnly = Object.fromEntries(Object.entries(doc).filter(([k]) => !SCRIPT_KEYS.includes(k)));
    const { result } = run({ ...setupOnly, actions: [{ type: 'end-round' }, { type: 'no-such-move' }] });
    if (result.ok) throw new Error('must be refused');
    expect(result.error?.at).toEqual(['actions', expect.any(Number)]);
    expect(result.problems[0]!.field).toMatch(/^actions\[\d\]/);
  });

  it('an entry that is not an action is a positioned problem, not a crash', () => {
    const doc = parse(readFileSync(fixture(FIXTURES['team-turns']!), 'utf8')) as Record<string, unknown>;
    const setupOnly = Object.fromEntries(Object.entries(doc).filter(([k]) => !SCRIPT_KEYS.includes(k)));
    for (const [actions, field] of [[[{ type: 'start-round' }, 'pass'], 'actions[1]'], [[{ combatant: 'x' }], 'actions[0]'], ['all', 'actions']] as const) {
      const { result } = run({ ...setupOnly, actions });
      if (result.ok) throw new Error('must be refused');
      expect(result.problems[0]).toMatchObject({ field, message: expect.stringContaining('[scenario/bad-') });
    }
  });
});
