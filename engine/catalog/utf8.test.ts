import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeUtf8, firstInvalidUtf8 } from './utf8.js';

const enc = new TextEncoder();

describe('strict UTF-8', () => {
  it('points at the first bad byte by line and column', () => {
    const bytes = Uint8Array.from([...enc.encode('- id: a\n  name: Sw'), 0xe9, ...enc.encode('ng\n')]);
    expect(decodeUtf8(bytes)).toEqual({ ok: false, line: 2, col: 11, byte: 0xe9 });
  });

  it('refuses overlongs, surrogates, truncated sequences and bytes past U+10FFFF', () => {
    for (const bad of [
      [0xc0, 0x80],
      [0xe0, 0x80, 0x80],
      [0xed, 0xa0, 0x80],
      [0xf4, 0x90, 0x80, 0x80],
      [0xe2, 0x82],
      [0xff],
    ]) {
      expect(firstInvalidUtf8(Uint8Array.from([0x61, ...bad]))).toBe(1);
      expect(decodeUtf8(Uint8Array.from(bad)).ok).toBe(false);
    }
  });

  it('agrees with the platform decoder on any bytes', () => {
    const strict = new TextDecoder('utf-8', { fatal: true });
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 40 }), (b) => {
        let valid = true;
        try {
          strict.decode(b);
        } catch {
          valid = false;
        }
        expect(firstInvalidUtf8(b) === -1).toBe(valid);
      }),
    );
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        expect(decodeUtf8(enc.encode(s))).toEqual({ ok: true, text: s.replace(/^\uFEFF/, '') });
      }),
    );
  });
});
