import { describe, expect, it } from 'vitest';
import { handleResolverMessage, isResolverMessage, RESOLVER_MESSAGE } from './resolver-host.js';
import type { Resolver } from './resolver.js';

describe('resolver host', () => {
  const calls: unknown[][] = [];
  const fake = {
    undo: async (...a: unknown[]) => {
      calls.push(['undo', ...a]);
      return { ok: true };
    },
    newEncounter: async () => {
      calls.push(['new']);
    },
  } as unknown as Resolver;

  it('accepts only allow-listed operations with array arguments', () => {
    expect(isResolverMessage({ type: RESOLVER_MESSAGE, op: 'undo', args: [2] })).toBe(true);
    expect(isResolverMessage({ type: RESOLVER_MESSAGE, op: 'newEncounter', args: [] })).toBe(false);
    expect(isResolverMessage({ type: RESOLVER_MESSAGE, op: 'constructor', args: [] })).toBe(false);
    expect(isResolverMessage({ type: RESOLVER_MESSAGE, op: 'undo', args: 'x' })).toBe(false);
    expect(isResolverMessage(null)).toBe(false);
  });

  it('runs a message only from this extension', async () => {
    expect(
      await handleResolverMessage(fake, { type: RESOLVER_MESSAGE, op: 'undo', args: [2] }, 'other-ext', 'me'),
    ).toBeUndefined();
    expect(
      await handleResolverMessage(fake, { type: RESOLVER_MESSAGE, op: 'newEncounter', args: [] }, 'me', 'me'),
    ).toBeUndefined();
    expect(calls).toEqual([]);
    expect(await handleResolverMessage(fake, { type: RESOLVER_MESSAGE, op: 'undo', args: [2] }, 'me', 'me')).toEqual({
      ok: true,
    });
    expect(calls).toEqual([['undo', 2]]);
  });
});
