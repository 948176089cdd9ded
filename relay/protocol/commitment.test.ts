import fc from 'fast-check';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json.js';
import { commitmentOf, newNonce, seal, verifyOpening } from './commitment.js';

const pick = { type: 'play', combatant: 'mara', action: 'sword', stance: 'aggressive', target: 'ghoul' };

describe('commit, then reveal', () => {
  it('is SHA-256 over the canonical JSON of pick, round, seat and nonce (the same digest as Node crypto)', () => {
    const o = { pick, round: 2, seat: 's1', nonce: '00112233445566778899aabbccddeeff' };
    const json = canonicalJson(o);
    expect(json).toBe(
      '{"nonce":"00112233445566778899aabbccddeeff","pick":{"action":"sword","combatant":"mara","stance":"aggressive","target":"ghoul","type":"play"},"round":2,"seat":"s1"}',
    );
    expect(commitmentOf(o)).toBe(createHash('sha256').update(json).digest('hex'));
  });

  it('does not depend on key order', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (d) => {
        const reversed = Object.fromEntries(Object.entries(d).reverse());
        expect(canonicalJson(reversed)).toBe(canonicalJson(d));
      }),
    );
  });

  it('verifies its own opening and refuses any change of pick, round, seat or nonce', () => {
    const s = seal(pick, 3, 's1');
    expect(verifyOpening(s, s.digest)).toBe(true);
    expect(verifyOpening({ ...s, pick: { ...pick, action: 'block' } }, s.digest)).toBe(false);
    expect(verifyOpening({ ...s, round: 4 }, s.digest)).toBe(false);
    expect(verifyOpening({ ...s, seat: 's2' }, s.digest)).toBe(false);
    expect(verifyOpening({ ...s, nonce: newNonce() }, s.digest)).toBe(false);
    expect(verifyOpening({ ...s, nonce: 'short' }, commitmentOf({ ...s, nonce: 'short' }))).toBe(false);
  });

  it('draws 128-bit nonces from the random source', () => {
    const n = newNonce();
    expect(n).toMatch(/^[0-9a-f]{32}$/);
    expect(newNonce()).not.toBe(n);
    expect(newNonce((b) => b.fill(7))).toBe('07'.repeat(16));
  });
});
