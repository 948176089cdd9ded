// Roll20's escaping; its page functions run on its fixture page in test/e2e/chat-adapters.test.ts.
import { describe, expect, it } from 'vitest';
import { linesToRoll20Text, roll20 } from './roll20.js';

const XSS = '<img src=x onerror=alert(1)>';

describe('the Roll20 adapter', () => {
  it('keeps the text on one line and defuses its commands', () => {
    expect(linesToRoll20Text(['a\nb', 'c'])).toBe('a b | c');
    expect(linesToRoll20Text(['[[1d20+99]] &{template:default}'])).toBe('[ [1d20+99] ] & {template:default}');
    expect(linesToRoll20Text(['/roll 1d20'])).toBe('\u200b/roll 1d20');
    expect(linesToRoll20Text([XSS])).toBe(XSS);
  });

  it('posts through the chat box, in the isolated world, one argument', () => {
    expect(roll20.post.world).toBe('ISOLATED');
    expect(roll20.escape(['Round 1', 'Alda <b>'])).toEqual(['Round 1 | Alda <b>']);
  });
});
