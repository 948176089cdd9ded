// Terminal output escaping: one filter for everything fray prints.
import { describe, expect, it } from 'vitest';
import { safeChunk, terminalSafe } from './terminal-text.js';

describe('terminal output escaping', () => {
  it('shows escape sequences, bells, NULs, C1 controls and bidi overrides as \\uXXXX', () => {
    expect(terminalSafe('Mara\x1b]0;pwned\x07 Voss')).toBe('Mara\\u001B]0;pwned\\u0007 Voss');
    expect(terminalSafe('a\x00b\x9bc\u202Ed')).toBe('a\\u0000b\\u009Bc\\u202Ed');
    expect(terminalSafe('line one\n\tline two')).toBe('line one\n\tline two');
    expect(terminalSafe('Sister Ilse — Ælfgifu')).toBe('Sister Ilse — Ælfgifu');
  });

  it('JSON output stays valid and means the same', () => {
    const json = JSON.stringify({ name: 'A\u202Eb' });
    expect(JSON.parse(terminalSafe(json))).toEqual({ name: 'A\u202Eb' });
  });

  it("keeps the progress line's own carriage return and erase, and nothing inside it", () => {
    expect(safeChunk('\rreading x\x1b[2J.yaml [##..] 1/2\x1b[K')).toBe('\rreading x\\u001B[2J.yaml [##..] 1/2\x1b[K');
    expect(safeChunk('a\rb')).toBe('a\\u000Db');
  });
});
