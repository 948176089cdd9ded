import { describe, expect, it } from 'vitest';
import { parseYamlSource } from '../engine/diagnostics/yaml-source.js';
import { SYSTEM_IDS } from '../engine/systems/index.js';
import { catalog, FIXTURES, fixtureDoc, setupOf } from '../test/scenarios/system-fixtures.js';
import { scenarioFromSource } from './load-scenario.js';
import { runScenario } from './run-scenario.js';

function run(doc: unknown, file = 'doc.yaml') {
  const loaded = scenarioFromSource(parseYamlSource(JSON.stringify(doc, null, 1), file), catalog);
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.problems));
  return { loaded: loaded.scenario, result: runScenario(loaded.scenario, undefined) };
}

describe('a scenario replays from its raw engine actions (`actions:`), for every system', () => {
  it('covers every registered system', () => expect(Object.keys(FIXTURES).sort()).toEqual([...SYSTEM_IDS].sort()));

  for (const system of Object.keys(FIXTURES)) {
    it(`${system}: the setup alone plus the played log gives the same fight`, () => {
      const doc = fixtureDoc(system);
      const first = run(doc);
      if (!first.result.ok) throw new Error(JSON.stringify(first.result.problems));
      const played = first.result.session;
      expect(played.log.length).toBeGreaterThan(2);

      const setupOnly = setupOf(doc);
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
    const setupOnly = setupOf(fixtureDoc('declared-initiative'));
    const { result } = run({ ...setupOnly, actions: [{ type: 'end-round' }, { type: 'skip', combatant: 'nobody' }] });
    if (result.ok) throw new Error('must be refused');
    expect(result.error?.at).toEqual(['actions', expect.any(Number)]);
    expect(result.problems[0]!.field).toMatch(/^actions\[\d\]/);
  });

  it('an action of an unknown type is refused by the reader, at its `type:`', () => {
    const { result } = run({ ...setupOf(fixtureDoc('declared-initiative')), actions: [{ type: 'no-such-move' }] });
    if (result.ok) throw new Error('must be refused');
    expect(result.problems[0]).toMatchObject({
      field: 'actions[0].type',
      message: expect.stringContaining('unknown action type'),
    });
  });

  it('an entry that is not an action is a positioned problem, not a crash', () => {
    const setupOnly = setupOf(fixtureDoc('team-turns'));
    for (const [actions, field] of [
      [[{ type: 'start-round' }, 'pass'], 'actions[1]'],
      [[{ combatant: 'x' }], 'actions[0]'],
      ['all', 'actions'],
    ] as const) {
      const { result } = run({ ...setupOnly, actions });
      if (result.ok) throw new Error('must be refused');
      expect(result.problems[0]).toMatchObject({ field, message: expect.stringContaining('[scenario/bad-') });
    }
  });
});
