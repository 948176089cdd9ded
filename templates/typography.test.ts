import { describe, expect, it } from 'vitest';
import { keepLastWords, MINUS, NBSP, printText, smartQuotes, trueMinus, typeLine } from './typography.js';

describe('typography', () => {
  it('curls quotes and apostrophes', () => {
    expect(smartQuotes(`"Behind me. All of you."`)).toBe('\u201cBehind me. All of you.\u201d');
    expect(smartQuotes(`Death's Door, 'the old words'`)).toBe('Death\u2019s Door, \u2018the old words\u2019');
  });

  it('turns hyphens used as minus signs into minus signs, and leaves word hyphens', () => {
    expect(trueMinus('TN -10, a -1 penalty (-4) and a well-aimed 2-handed blow')).toBe(
      `TN ${MINUS}10, a ${MINUS}1 penalty (${MINUS}4) and a well-aimed 2-handed blow`,
    );
  });

  it('keeps the last two words of a paragraph together', () => {
    expect(keepLastWords('Regain 5 Poise and +1.')).toBe(`Regain 5 Poise and${NBSP}+1.`);
    expect(keepLastWords('Acts first.')).toBe('Acts first.');
    expect(printText(`It's -4 now.`)).toBe(`It\u2019s ${MINUS}4${NBSP}now.`);
  });

  it('builds a type line that cannot break at a separator, abbreviating tags past the budget', () => {
    const line = typeLine('Action', ['spell', 'ranged']);
    expect(line).toBe(`Action${NBSP}\u00b7${NBSP}spell${NBSP}\u00b7${NBSP}ranged`);
    expect(line).not.toMatch(/ /);
    const long = typeLine('Action', ['spell', 'recovery', 'technique']);
    expect(long.replace(/\u00a0/g, ' ').length).toBeLessThanOrEqual(34);
    expect(long.startsWith('Action')).toBe(true); // the card's own type is never cut
    expect(long).toContain('Tech.');
    expect(typeLine('Player character', ['hammer'])).toBe(`Player${NBSP}character${NBSP}\u00b7${NBSP}hammer`);
  });
});
