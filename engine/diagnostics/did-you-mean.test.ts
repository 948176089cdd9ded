import { describe, expect, it } from 'vitest';
import { didYouMean, editDistance, suggestion } from './did-you-mean.js';

describe('did you mean', () => {
  it('measures edit distance', () => {
    expect(editDistance('agressive', 'aggressive')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });

  it('suggests plausible typos only', () => {
    expect(suggestion('agressive', ['aggressive', 'defensive', 'wary'])).toBe('did you mean `aggressive`?');
    expect(didYouMean('Attak', ['attack', 'defense'])).toBe('attack');
    expect(didYouMean('zzzzzz', ['attack', 'defense'])).toBeUndefined();
    expect(didYouMean('x', [])).toBeUndefined();
  });

  it('offers the one candidate a short form starts with', () => {
    expect(didYouMean('nearest', ['chosen', 'nearest-enemy', 'largest-enemy', 'self'])).toBe('nearest-enemy');
    // Ambiguous short forms get no suggestion.
    expect(didYouMean('hag', ['hag-curse', 'hag-bog-grasp'])).toBeUndefined();
  });
});
