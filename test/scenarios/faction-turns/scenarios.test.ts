import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { system } from '../../../engine/systems/faction-turns/index.js';
import type { FtState } from '../../../engine/systems/faction-turns/types.js';
import { runScenarioFile, runScenarioText } from './run-scenario.js';

const here = (f: string) => fileURLToPath(new URL(f, import.meta.url));

describe('faction-turns scenario 001: fast and slow activations', () => {
  const run = runScenarioFile(system, 'faction-turns', here('001-fast-slow.yaml'));

  it('runs without errors', () => expect(run.error).toBeUndefined());

  it('opens the fast phase only to WIT ≥ FAT, lets a slow bandit dodge, then the slow phase', () => {
    const order = run.summary.order.map((o) => `${o.phase}:${o.kind === 'pass' ? `${o.faction} pass${o.forced ? '*' : ''}` : `${o.combatant} ${o.kind}`}`);
    expect(order).toEqual([
      'fast:theobald turn',
      'fast:bandit-1 dodge',
      'fast:leader turn',
      'fast:players pass',
      'fast:bandits pass*',
      'slow:sybilla turn',
      'slow:bandit-2 turn',
      'slow:balthasar turn',
      'slow:bandits pass*',
      'slow:players pass*',
    ]);
  });

  it('applies damage and incapacitates at 0 health', () => {
    const c = run.summary.combatants;
    expect(c.theobald!.health).toBe(4);
    expect(c.sybilla!.health).toBe(4);
    expect(c['bandit-2']).toMatchObject({ health: 0, status: 'incapacitated' });
    expect(c['bandit-1']).toMatchObject({ health: 5, spent: 'reaction' });
    const s = run.session.state as FtState;
    expect(s.fat).toBe(9);
    expect(s.phase).toBe('between');
  });
});

describe('faction-turns scenario errors', () => {
  const base = `system: faction-turns
initiative: a
combatants:
  - { id: x, faction: a, wit: 10, agi: 10, str: 10, health: 5 }
  - { id: y, faction: b, wit: 10, agi: 10, str: 10, health: 5 }
`;
  it('points at an unknown field with a did-you-mean hint', () => {
    expect(() => runScenarioText(system, 'faction-turns', base.replace('agi: 10, str: 10, health: 5 }\n  - { id: y', 'agl: 10, str: 10, health: 5 }\n  - { id: y'), 'bad.yaml')).toThrow(
      /bad\.yaml:4:\d+ {2}combatants\[0\]\.agl {2}unknown field 'agl'[\s\S]*did you mean `agi`/,
    );
  });
  it('points at an unknown target', () => {
    expect(() => runScenarioText(system, 'faction-turns', `${base}turns:\n  - { actor: x, attack: z }\n`, 'bad.yaml')).toThrow(/bad\.yaml:7:\d+ .*unknown combatant 'z'/);
  });
  it('reports an illegal scripted turn at its line', () => {
    const run = runScenarioText(system, 'faction-turns', `${base}turns:\n  - { actor: y }\n`, 'bad.yaml');
    expect(run.error).toMatch(/^bad\.yaml:7:14  turns\[0\]\.actor  it is a's turn, not b's/);
  });
});
