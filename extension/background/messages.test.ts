import { describe, expect, it } from 'vitest';
import { parseRequest } from './messages.js';

describe('background requests', () => {
  it('accepts the known requests', () => {
    expect(parseRequest({ type: 'fray/show-overlay', tabId: 3 })).toEqual({ type: 'fray/show-overlay', tabId: 3 });
    expect(parseRequest({ type: 'fray/timer-start' })).toEqual({ type: 'fray/timer-start' });
    expect(parseRequest({ type: 'fray/post', what: 'order', extra: 1 })).toEqual({ type: 'fray/post', what: 'order' });
    expect(parseRequest({ type: 'fray/timer-expired', deadline: 5 })).toEqual({ type: 'fray/timer-expired' });
    expect(parseRequest({ type: 'fray/op', op: 'resolve-next', dice: [20, 6] })).toEqual({ type: 'fray/op', op: 'resolve-next', dice: [20, 6] });
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
    expect(parseRequest({ type: 'fray/post-lines', lines: ['Fray · Round 1:', 'Alda attacks'], tabId: 2, x: 1 })).toEqual({ type: 'fray/post-lines', lines: ['Fray · Round 1:', 'Alda attacks'], tabId: 2 });
    for (const lines of [[], 'a line', [1], ['x'.repeat(1001)], Array.from({ length: 201 }, () => 'x')]) expect(parseRequest({ type: 'fray/post-lines', lines })).toBeNull();
    expect(parseRequest({ type: 'fray/post-lines', lines: ['a'], tabId: -1 })).toBeNull();
  });
});
