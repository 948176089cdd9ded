import { describe, expect, it } from 'vitest';
import { parseBridgeMessage } from './page-bridge.js';

const self = { name: 'window' };
const origin = 'https://app.roll20.net';
const ok = (data: unknown, extra: Partial<{ source: unknown; origin: string }> = {}) =>
  parseBridgeMessage({ source: self, origin, data, ...extra }, self, origin);

describe('page bridge', () => {
  it('accepts allow-listed actions from this window and origin', () => {
    expect(ok({ channel: 'fray-page', action: 'ping', id: 'a-1' })).toEqual({
      ok: true,
      request: { action: 'ping', id: 'a-1' },
    });
    expect(ok({ channel: 'fray-page', action: 'collapse' })).toEqual({ ok: true, request: { action: 'collapse' } });
  });

  it('rejects other sources and origins exactly', () => {
    const data = { channel: 'fray-page', action: 'ping' };
    expect(ok(data, { source: {} })).toEqual({ ok: false, why: 'source' });
    expect(ok(data, { origin: 'https://app.roll20.net.evil.com' })).toEqual({ ok: false, why: 'origin' });
    expect(ok(data, { origin: 'http://app.roll20.net' })).toEqual({ ok: false, why: 'origin' });
    expect(parseBridgeMessage({ source: self, origin: 'null', data }, self, 'null')).toEqual({
      ok: false,
      why: 'origin',
    });
  });

  it('rejects state-changing and unknown actions', () => {
    for (const action of ['undo', 'reveal', 'resolve', 'timer-expired', 'setState', 'constructor', '__proto__']) {
      expect(ok({ channel: 'fray-page', action })).toEqual({ ok: false, why: 'action' });
    }
    expect(ok({ type: 'fray/undo' })).toEqual({ ok: false, why: 'shape' });
  });

  it('rejects odd shapes and payloads', () => {
    expect(ok(null).ok).toBe(false);
    expect(ok('ping').ok).toBe(false);
    expect(ok([{ channel: 'fray-page', action: 'ping' }]).ok).toBe(false);
    expect(ok(Object.assign(Object.create({ polluted: 1 }), { channel: 'fray-page', action: 'ping' })).ok).toBe(false);
    expect(ok({ channel: 'fray-page', action: 'ping', state: { round: 9 } })).toEqual({ ok: false, why: 'payload' });
    expect(ok({ channel: 'fray-page', action: 'ping', id: '<script>' })).toEqual({ ok: false, why: 'payload' });
    expect(ok({ channel: 'fray-page', action: 'ping', id: 'x'.repeat(65) })).toEqual({ ok: false, why: 'payload' });
  });
});
