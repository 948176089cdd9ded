// The property tests' checks must be able to fail: a second act in a round, a rising field.
import { describe, expect, it } from 'vitest';
import { actsByRound, expectNobodyTwice, expectNoRise } from './test-steps.js';
import type { EngineEvent } from './types.js';

const turn = (round: number, actor: string): EngineEvent => ({ type: 'turn', round, actor });

describe('the property tests’ checks', () => {
  it('count acts by round and actor, and name a second act', () => {
    const events = [turn(1, 'a'), turn(1, 'b'), { type: 'damage', round: 1, actor: 'a' }, turn(2, 'a')];
    expect(actsByRound(events, ['turn'])).toEqual(
      new Map([
        [
          1,
          new Map([
            ['a', 1],
            ['b', 1],
          ]),
        ],
        [2, new Map([['a', 1]])],
      ]),
    );
    expect(() => expectNobodyTwice(actsByRound(events, ['turn']))).not.toThrow();
    expect(() => expectNobodyTwice(actsByRound(events, ['turn', 'damage']))).toThrow('a acted 2 times in round 1');
  });

  it('name a field that rises, only among the event types asked', () => {
    const events: EngineEvent[] = [
      { type: 'damage', round: 1, changes: { 'a.health': [5, 3] } },
      { type: 'heal', round: 1, changes: { 'a.health': [3, 4] } },
    ];
    expect(() => expectNoRise(events, ['.health'], ['damage'])).not.toThrow();
    expect(() => expectNoRise(events, ['.endurance'])).not.toThrow();
    expect(() => expectNoRise(events, ['.health'])).toThrow('a.health rose from 3 to 4 in a heal event');
  });
});
