import { describe, expect, it } from 'vitest';
import { lexContent } from './content-lexer.js';

const ops = (s: string | Uint8Array) => [...lexContent(typeof s === 'string' ? Buffer.from(s, 'latin1') : s)];
const text = (b: unknown) => Buffer.from(b as Uint8Array).toString('latin1');

describe('content-stream lexer', () => {
  it('reads operators with numbers, names and arrays', () => {
    expect(ops('q 1 0 0 1 -2.5 .5 cm /F1 9 Tf [1 2] 0 d Q')).toEqual([
      { op: 'q', args: [] },
      { op: 'cm', args: [1, 0, 0, 1, -2.5, 0.5] },
      { op: 'Tf', args: ['/F1', 9] },
      { op: 'd', args: [[1, 2], 0] },
      { op: 'Q', args: [] },
    ]);
  });

  it('decodes literal strings: escapes, octal, balanced parentheses, line continuation', () => {
    const [o] = ops('(a\\(b\\) (c) \\101\\n\\\\ d\\\ne) Tj');
    expect(o!.op).toBe('Tj');
    expect(text(o!.args[0])).toBe('a(b) (c) A\n\\ de');
  });

  it('decodes hex strings, odd digit counts padded with 0, white space ignored', () => {
    const [o] = ops('<00 41 0042 5> Tj');
    expect([...(o!.args[0] as Uint8Array)]).toEqual([0x00, 0x41, 0x00, 0x42, 0x50]);
  });

  it('keeps TJ arrays of strings and kerning numbers', () => {
    const [o] = ops('[(A) -120 (B)] TJ');
    const arr = o!.args[0] as unknown[];
    expect(arr.map((x) => (typeof x === 'number' ? x : text(x)))).toEqual(['A', -120, 'B']);
  });

  it('reads dictionaries as operands (marked content) and skips comments', () => {
    expect(ops('/Span << /ActualText (x) /MCID 3 >> BDC % a comment 1 2 3\nEMC')).toEqual([
      { op: 'BDC', args: ['/Span', { ActualText: Uint8Array.from([120]), MCID: 3 }] },
      { op: 'EMC', args: [] },
    ]);
  });

  it('skips inline image data, even bytes that look like EI inside it, and keeps its dictionary', () => {
    const data = Buffer.concat([
      Buffer.from('q BI /W 4 /H 2 /CS /G /BPC 8 /D [1 0] ID '),
      Buffer.from([0x45, 0x49, 0x01, 0xff, 0x45, 0x49, 0x41, 0x42]),
      Buffer.from('\nEI Q 5 w'),
    ]);
    const got = ops(data);
    expect(got.map((o) => o.op)).toEqual(['q', 'BI', 'Q', 'w']);
    expect(got[1]!.args[0]).toMatchObject({ W: 4, H: 2, CS: '/G', BPC: 8 });
  });

  it('never throws on junk: unbalanced brackets and stray delimiters', () => {
    expect(() => ops(') ] >> { } [ (unterminated')).not.toThrow();
    expect(ops('] 1 w')).toEqual([{ op: 'w', args: [1] }]);
  });
});
