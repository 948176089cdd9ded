// A table export's `actions:` are user input like any scenario: each wrong field is a positioned
// problem that names the wrong type or range, never an internal error nor a fight that goes on wrong.
import { describe, expect, it } from 'vitest';
import { parseYamlSource } from '../engine/diagnostics/yaml-source.js';
import { catalog, fixtureDoc, setupOf } from '../test/scenarios/system-fixtures.js';
import { scenarioFromSource } from './load-scenario.js';
import { runScenario } from './run-scenario.js';

function problems(doc: Record<string, unknown>) {
  const loaded = scenarioFromSource(parseYamlSource(JSON.stringify(doc, null, 1), 'export.yaml'), catalog);
  if (!loaded.ok) return loaded.problems;
  const r = runScenario(loaded.scenario, undefined);
  if (r.ok) throw new Error('accepted');
  return r.problems;
}

/** The first problem of the system's example fight as set up, plus `actions`. */
const refused = (system: string, actions: unknown[]) => problems({ ...setupOf(fixtureDoc(system)), actions })[0]!;

describe('wrong shapes in `actions:` are positioned problems that name the wrong type', () => {
  it.each([
    [
      'witchhammer',
      { type: 'play', combatant: 5, action: 'sword', stance: 'aggressive' },
      'actions[0].combatant',
      'expected a combatant id (text), got number 5',
    ],
    [
      'witchhammer',
      { type: 'play', combatant: 'mara', action: 'sword', stance: 5 },
      'actions[0].stance',
      'expected a card id (text), got number 5',
    ],
    [
      'witchhammer',
      { type: 'play', combatant: 'mara', action: ['focus'], stance: 'wary' },
      'actions[0].action',
      'expected a card id (text), got a list',
    ],
    [
      'witchhammer',
      { type: 'check', combatant: 'mara', difficulty: 1e308 },
      'actions[0].difficulty',
      'must be at most 1000000',
    ],
    [
      'initiative-cards',
      { type: 'maneuver', combatant: 'elin', maneuver: ['dodge'] },
      'actions[0].maneuver',
      'expected a maneuver (text), got a list',
    ],
    [
      'initiative-cards',
      { type: 'harm', combatant: 'elin', amount: 1e308, kind: 'physical' },
      'actions[0].amount',
      'must be at most 1000000',
    ],
    [
      'declared-initiative',
      { type: 'skip', combatant: ['ilsa'] },
      'actions[0].combatant',
      'expected a combatant id (text), got a list',
    ],
    [
      'faction-turns',
      { type: 'turn', actor: 'sergeant', steps: 'attack' },
      'actions[0].steps',
      'expected a list, got the text "attack"',
    ],
    [
      'faction-turns',
      { type: 'turn', actor: 'sergeant', steps: [{ kind: 'fireball' }] },
      'actions[0].steps[0].kind',
      'unknown step kind `fireball`',
    ],
    [
      'faction-turns',
      { type: 'turn', actor: 'sergeant', steps: [5] },
      'actions[0].steps[0]',
      'expected a mapping (key: value), got number 5',
    ],
    [
      'team-turns',
      { type: 'act', actor: 'boudica', action: { kind: 'attack', target: 'brigand' } },
      'actions[0].action.attack',
      'missing required field `attack`',
    ],
    [
      'team-turns',
      { type: 'act', actor: 'boudica', action: 'move' },
      'actions[0].action',
      'expected a mapping (key: value), got the text "move"',
    ],
    ['team-turns', { type: 'fireball' }, 'actions[0].type', 'unknown action type `fireball`'],
  ])('%s: %j', (system, action, field, message) => {
    const p = refused(system, [action]);
    expect(p).toMatchObject({ file: 'export.yaml', field });
    expect(p.message).toContain(message);
    expect(p.line).toBeGreaterThan(1);
  });
});

describe('scenario numbers stay within the limit table', () => {
  const ft = fixtureDoc('faction-turns');
  const combatants = ft.combatants as Record<string, unknown>[];

  it('faction-turns: Health 5,000,000 is refused at its field', () => {
    const p = problems({ ...ft, combatants: [{ ...combatants[0], health: 5_000_000 }, ...combatants.slice(1)] })[0]!;
    expect(p).toMatchObject({ field: 'combatants[0].health' });
    expect(p.message).toContain('at most 1000000');
  });

  it('a seed past 32 bits names the seed range, not the safe-integer one', () => {
    const p = problems({ ...ft, seed: 1e20 })[0]!;
    expect(p.field).toBe('seed');
    expect(p.message).toContain('at most 4294967295');
    expect(p.message).not.toContain('9007199254740991');
  });
});

describe("a scenario's own `cards:` are held to the catalog's caps", () => {
  const wh = fixtureDoc('witchhammer');
  const own = (wh.cards as Record<string, unknown>[])[0]!;

  it('a 2,500-character name is refused at its field, as in a card file', () => {
    const p = problems({ ...wh, cards: [{ ...own, name: 'N'.repeat(2500) }] })[0]!;
    expect(p).toMatchObject({ file: 'export.yaml', field: 'cards[0].name' });
    expect(p.message).toContain('2,500 characters (the limit is 2,000)');
  });

  it('a control character in a name is refused too', () => {
    const p = problems({ ...wh, cards: [{ ...own, name: 'Sword\u001b[2J' }] })[0]!;
    expect(p).toMatchObject({ field: 'cards[0].name', message: expect.stringContaining('U+001B') });
  });
});
