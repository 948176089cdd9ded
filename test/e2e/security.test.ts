/// <reference lib="dom" />
/// <reference types="chrome" />
// A hostile page posts forged messages, pokes at the overlay's shadow root,
// dispatches synthetic input and looks for Fray's state in its own world. None of it may read
// or change the combat state.
import { beforeAll, describe, expect, it } from 'vitest';
import { injectOverlay, overlay, resolver, stored, useFixturePage } from './harness.js';

// The overlay is injected once the encounter below is set up.
const fx = useFixturePage('hostile.html', { overlay: false });

beforeAll(async () => {
  await resolver(fx.b, 'newEncounter', { name: 'secret', seed: 11 });
  await resolver(fx.b, 'addCharacter', 'mara-voss');
  await resolver(fx.b, 'addCharacter', 'grave-ghoul');
  await resolver(fx.b, 'plan', {
    combatant: 'mara-voss',
    action: 'sword-swing',
    stance: 'wary',
    target: 'grave-ghoul',
  });
  await resolver(fx.b, 'plan', {
    combatant: 'grave-ghoul',
    action: 'ghoul-claws',
    stance: 'lurking',
    target: 'mara-voss',
  });
  await resolver(fx.b, 'reveal');
  await injectOverlay(fx.b, fx.page);
});

describe('a hostile page', () => {
  it('can neither read nor change the combat state', async () => {
    const encBefore = await stored(fx.b, 'encounter');
    const timerBefore = await stored(fx.b, 'timer');
    const overlayBefore = await overlay(fx.b, fx.page);
    expect(overlayBefore!.order).toHaveLength(2);
    const dialogs: string[] = [];
    fx.page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });

    // attackFray returns once the overlay has handled every message it posted (see hostile.js).
    const report = await fx.page.evaluate(() => (window as any).attackFray());
    expect(report.probeAnswered).toBe(true);
    expect(report.frameSent).toBe(true);
    expect(report.hostFound).toBe(true);
    // The closed shadow root is invisible, and a second root cannot be attached.
    expect(report.shadowRoot).toBe('null');
    expect(report.attachShadow).toBe('NotSupportedError');
    expect(report.innerText).toBe('');
    // Nothing of the state sits in page-visible attributes or on window.
    expect(report.dataAttributes.join(' ')).not.toMatch(/mara|ghoul|round|sword/i);
    expect(report.globals).toEqual([]);
    expect(report.texts.join(' ')).not.toMatch(/Mara Voss|Grave Ghoul|Sword Swing/);
    expect(report.chrome).toBe(false);
    // The one allow-listed query is answered, with nothing in it but "pong".
    expect(report.pongs).toBe(1);
    const html = await fx.page.evaluate(() => document.documentElement.outerHTML);
    expect(html).not.toMatch(/Mara Voss|Grave Ghoul|Sword Swing/);

    // Nothing changed: not the encounter, not the timer, not even the panel (the sandboxed
    // frame's "collapse" came from another origin and was dropped). Every message was handled
    // before attackFray returned, and the bridge acts at once, so nothing is still on its way.
    expect(await stored(fx.b, 'encounter')).toEqual(encBefore);
    expect(await stored(fx.b, 'timer')).toEqual(timerBefore);
    const after = await overlay(fx.b, fx.page);
    expect(after!.collapsed).toBe(false);
    expect(after!.order).toEqual(overlayBefore!.order);
    expect(dialogs).toEqual([]);
  });

  it('is heard only for the allow-listed, state-free requests (the listener is live)', async () => {
    const before = await stored(fx.b, 'encounter');
    // Same window, exact origin, allow-listed action: the panel collapses (UI only).
    await postThenPing([{ data: { channel: 'fray-page', action: 'collapse' }, to: 'own' }]);
    expect((await overlay(fx.b, fx.page))!.collapsed).toBe(true);
    // The wrong target origin is never delivered; a wrong channel is dropped.
    await postThenPing([
      { data: { channel: 'fray-page', action: 'expand' }, to: 'http://evil.example' },
      { data: { channel: 'fray', action: 'expand' }, to: '*' },
    ]);
    expect((await overlay(fx.b, fx.page))!.collapsed).toBe(true);
    await postThenPing([{ data: { channel: 'fray-page', action: 'expand' }, to: 'own' }]);
    expect((await overlay(fx.b, fx.page))!.collapsed).toBe(false);
    expect(await stored(fx.b, 'encounter')).toEqual(before);
  });
});

let pings = 0;

/**
 * Posts `messages` from the page, then an allow-listed ping, and returns once its pong is back.
 * Messages from one window are handled in the order they were posted, so by then the overlay has
 * handled every message before the ping: the positive signal a sleep only hoped for.
 */
async function postThenPing(messages: { data: unknown; to: string }[]): Promise<void> {
  const id = `settled-${++pings}`;
  const answered = await fx.page.evaluate(
    ([list, pingId]) =>
      new Promise<boolean>((resolve) => {
        const onMessage = (e: MessageEvent) => {
          if (e.source === window && e.data?.action === 'pong' && e.data.id === pingId) {
            window.removeEventListener('message', onMessage);
            resolve(true);
          }
        };
        window.addEventListener('message', onMessage);
        for (const m of list) window.postMessage(m.data, m.to === 'own' ? location.origin : m.to);
        window.postMessage({ channel: 'fray-page', action: 'ping', id: pingId }, location.origin);
        // Only so a silent bridge fails here rather than hanging the test.
        setTimeout(() => resolve(false), 20_000);
      }),
    [messages, id] as const,
  );
  expect(answered, 'the overlay answers the ping').toBe(true);
}
