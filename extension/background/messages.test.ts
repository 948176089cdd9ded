import { describe, expect, it } from 'vitest';
import { parseRequest } from './messages.js';

describe('background requests', () => {
  it('accepts the known requests', () => {
    expect(parseRequest({ type: 'fray/show-overlay', tabId: 3 })).toEqual({ type: 'fray/show-overlay', tabId: 3 });
    expect(parseRequest({ type: 'fray/timer-start' })).toEqual({ type: 'fray/timer-start' });
    expect(parseRequest({ type: 'fray/post', what: 'order', extra: 1 })).toEqual({ type: 'fray/post', what: 'order' });
    expect(parseRequest({ type: 'fray/timer-expired', deadline: 5 })).toEqual({ type: 'fray/timer-expired' });
    expect(parseRequest({ type: 'fray/op', op: 'resolve-next', dice: [20, 6] })).toEqual({
      type: 'fray/op',
      op: 'resolve-next',
      dice: [20, 6],
    });
    expect(parseRequest({ type: 'fray/op', op: 'undo' })).toEqual({ type: 'fray/op', op: 'undo' });
  });

  it('rejects unknown types and bad payloads', () => {
    expect(parseRequest({ type: 'fray/undo' })).toBeNull();
    expect(parseRequest({ type: 'fray/post', what: 'state' })).toBeNull();
    expect(parseRequest({ type: 'fray/post', what: 'order', tabId: -1 })).toBeNull();
    expect(parseRequest({ type: 'fray/show-overlay', tabId: '3' })).toBeNull();
    expect(parseRequest({ type: 'fray/op', op: 'new-encounter' })).toBeNull();
    expect(parseRequest({ type: 'fray/op', op: 'resolve-next', dice: [0] })).toBeNull();
    expect(parseRequest({ type: 'fray/op', op: 'resolve-next', dice: [2.5] })).toBeNull();
    expect(parseRequest({ type: 'fray/op', op: 'resolve-next', dice: '20' })).toBeNull();
    expect(parseRequest(null)).toBeNull();
    expect(parseRequest(['fray/timer-start'])).toBeNull();
  });

  it("a table fight's lines to post: text only, bounded", () => {
    expect(
      parseRequest({ type: 'fray/post-lines', lines: ['Fray · Round 1:', 'Alda attacks'], tabId: 2, x: 1 }),
    ).toEqual({ type: 'fray/post-lines', lines: ['Fray · Round 1:', 'Alda attacks'], tabId: 2 });
    for (const lines of [[], 'a line', [1], ['x'.repeat(1001)], Array.from({ length: 201 }, () => 'x')])
      expect(parseRequest({ type: 'fray/post-lines', lines })).toBeNull();
    expect(parseRequest({ type: 'fray/post-lines', lines: ['a'], tabId: -1 })).toBeNull();
  });

  it('reads the table requests: a move id, the steps it was shown at, and plain picks', () => {
    expect(parseRequest({ type: 'fray/table-model', x: 1 })).toEqual({ type: 'fray/table-model' });
    expect(parseRequest({ type: 'fray/table-undo' })).toEqual({ type: 'fray/table-undo' });
    const play = {
      type: 'fray/table-play',
      move: 'attack:alda',
      steps: 9,
      picks: { 'attack.target': 'goblin-1', 'attack.roll': 14, critical: true, dice: [6, 6, 1] },
    };
    expect(parseRequest(play)).toEqual(play);
    expect(parseRequest({ type: 'fray/timer-start', seconds: 15 })).toEqual({ type: 'fray/timer-start', seconds: 15 });
  });

  it('refuses table requests that are not plain picks', () => {
    const play = { type: 'fray/table-play', move: 'attack:alda', steps: 9, picks: {} };
    expect(parseRequest({ ...play, steps: -1 })).toBeNull();
    expect(parseRequest({ ...play, steps: 1.5 })).toBeNull();
    expect(parseRequest({ ...play, move: '' })).toBeNull();
    expect(parseRequest({ ...play, picks: [] })).toBeNull();
    expect(parseRequest({ ...play, picks: { a: { nested: 1 } } })).toBeNull();
    expect(parseRequest({ ...play, picks: { a: [1.5] } })).toBeNull();
    expect(parseRequest({ ...play, picks: { a: Number.NaN } })).toBeNull();
    expect(parseRequest({ type: 'fray/timer-start', seconds: 0 })).toBeNull();
  });
});
