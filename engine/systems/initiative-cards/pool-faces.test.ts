// poolFaces (pool.ts): the one way a test's pool and the Director's roll read typed faces or roll
// their dice, and count the successes (a die at `tests.success_on` or more on a d`tests.die`).
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { plugin } from './plugin.js';
import { poolFaces } from './pool.js';
import { initiativeCardsTables } from './tables.js';

const tables = initiativeCardsTables.parse(
  parse(readFileSync(new URL('../../../cards/initiative-cards/system.yaml', import.meta.url), 'utf8')),
);
const state = plugin.init({
  tables,
  combatants: [
    { id: 'a', side: 'players', draw: [1] },
    { id: 'o', side: 'monsters', draw: [2] },
  ],
  seed: 9,
});
const { die, success_on: on } = tables.tests;

describe('poolFaces', () => {
  it('counts the successes among typed faces, takes no die from the state and names the purpose', () => {
    const f = poolFaces(state, 3, [on, on - 1, die], 'director', ['director', 'rolls']);
    expect(f.successes).toBe(2);
    expect(f.dice).toBe(state.dice);
    expect(f.rolls).toEqual([on, on - 1, die].map((value) => ({ die, value, source: 'queue', purpose: 'director' })));
  });

  it('refuses a typed face the die does not have, at its place in the list', () => {
    expect(() => poolFaces(state, 2, [1, die + 1], 'test', ['rolls'])).toThrow(
      expect.objectContaining({ code: 'dice/out-of-range', path: ['rolls', 1] }),
    );
  });

  it('rolls the pool from the seeded dice without faces', () => {
    const f = poolFaces(state, 4, undefined, 'test', ['rolls']);
    expect(f.rolls).toHaveLength(4);
    expect(f.dice).not.toBe(state.dice);
    expect(f.successes).toBe(f.rolls.filter((r) => r.value >= on).length);
    expect(poolFaces(state, 4, undefined, 'test', ['rolls']).rolls).toEqual(f.rolls);
  });
});
