/// <reference lib="dom" />
/// <reference types="chrome" />
// The overlay panel on a busy page: it is dragged, resized and collapsed with real input,
// remembers all three per site (origin) across reloads, and never blocks the page's own
// controls (only the panel's own box takes pointer events).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clickOverlay,
  dragOverlay,
  injectOverlay,
  overlay,
  screenshotPath,
  serveFixtures,
  setSettings,
  stored,
  until,
  SETTINGS_DEFAULTS,
  useFixturePage,
  worker,
  type FixtureServer,
} from './harness.js';

const fx = useFixturePage('busy.html');
let other: FixtureServer;

beforeAll(async () => {
  other = await serveFixtures(); // another port: another origin
});

afterAll(async () => {
  await other?.close();
});

describe('the overlay panel', () => {
  it('is only as big as its own box and never blocks the page', async () => {
    const s = (await overlay(fx.b, fx.page))!;
    const host = await fx.page.evaluate(() => {
      const r = document.querySelector('fray-overlay')!.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    });
    expect(host).toEqual({ x: s.layout.x, y: s.layout.y, width: s.layout.width, height: s.layout.height });
    // Outside the panel the page gets the pointer.
    expect(await fx.page.evaluate(() => document.elementFromPoint(20, 780)?.tagName)).not.toBe('FRAY-OVERLAY');
    await fx.page.click('#corner');
    await fx.page.click('#tool-select');
    expect(await fx.page.evaluate(() => (window as any).pageClicks())).toBe(2);
  });

  it('drags, resizes and collapses, and remembers it per site', { timeout: 40_000 }, async () => {
    const start = (await overlay(fx.b, fx.page))!.layout;
    await dragOverlay(fx.b, fx.page, 'bar', 600, 40);
    const moved = await until(
      'the drag to land',
      () => overlay(fx.b, fx.page),
      (s) => s!.layout.x !== start.x,
    );
    expect(moved!.layout.x).toBe(start.x + 600);
    expect(moved!.layout.y).toBe(start.y + 40);
    await dragOverlay(fx.b, fx.page, 'grip', 80, -100);
    const sized = await until(
      'the resize to land',
      () => overlay(fx.b, fx.page),
      (s) => s!.layout.width !== start.width,
    );
    expect(sized!.layout).toMatchObject({ width: start.width + 80, height: start.height - 100 });
    // Dragging far off screen keeps the title bar reachable.
    await dragOverlay(fx.b, fx.page, 'bar', 2000, 0);
    const edge = await until(
      'the clamp',
      () => overlay(fx.b, fx.page),
      (s) => s!.layout.x > 1000,
    );
    expect(edge!.layout.x).toBeLessThanOrEqual(1280 - 48);
    await dragOverlay(fx.b, fx.page, 'bar', -500, 0);
    await until(
      'the drag back',
      () => overlay(fx.b, fx.page),
      (s) => s!.layout.x < edge!.layout.x,
    );
    await clickOverlay(fx.b, fx.page, 'toggle-collapse');
    const folded = await until(
      'the collapse',
      () => overlay(fx.b, fx.page),
      (s) => s!.collapsed,
    );
    const origin = fx.srv.origin;
    const saved = await until(
      'the layout to be stored',
      () => stored(fx.b, 'overlay'),
      (o) => o?.[origin]?.collapsed === true,
    );
    expect(saved[origin]).toMatchObject({
      x: folded!.layout.x,
      y: folded!.layout.y,
      width: folded!.layout.width,
      height: folded!.layout.height,
    });
    await fx.page.screenshot({ path: screenshotPath('overlay-collapsed.png') });

    await fx.page.reload();
    await injectOverlay(fx.b, fx.page);
    const back = await until(
      'the layout after reload',
      () => overlay(fx.b, fx.page),
      (s) => s!.collapsed,
    );
    expect(back!.layout).toEqual(folded!.layout);

    // Another origin has its own place: the default one.
    const page2 = await fx.b.context.newPage();
    await page2.goto(other.url('busy.html'));
    await injectOverlay(fx.b, page2);
    const fresh = (await overlay(fx.b, page2))!;
    expect(fresh.collapsed).toBe(false);
    expect(fresh.layout).toEqual(start);
    await page2.close();
    await fx.page.bringToFront();
    await clickOverlay(fx.b, fx.page, 'toggle-collapse');
    await until(
      'the expand',
      () => overlay(fx.b, fx.page),
      (s) => !s!.collapsed,
    );
  });

  it('hides and comes back through the shortcut’s code path', async () => {
    const tabId = await fx.b.sw.evaluate(
      async (u) => (await chrome.tabs.query({})).find((t) => t.url === u)?.id,
      fx.page.url(),
    );
    const toggle = () =>
      fx.b.sw.evaluate(async (id) => (globalThis as any).frayBackground.onCommand('inject-overlay', { id }), tabId);
    expect(await toggle()).toBe('hidden');
    expect((await overlay(fx.b, fx.page))!.hidden).toBe(true);
    expect(await toggle()).toBe('shown');
    expect((await overlay(fx.b, fx.page))!.hidden).toBe(false);
    // Only one panel however often it is injected.
    expect(await fx.page.evaluate(() => document.querySelectorAll('fray-overlay').length)).toBe(1);
  });

  it('is re-injected on every load of an "always show" site, and no longer once revoked', {
    timeout: 30_000,
  }, async () => {
    const sw = await worker(fx.b);
    const setOrigins = (origins: string[]) =>
      setSettings(fx.b, { autoInjectOrigins: origins }, { ...SETTINGS_DEFAULTS, sound: true });
    const registered = () =>
      sw.evaluate(async () => (await chrome.scripting.getRegisteredContentScripts()).flatMap((c) => c.matches ?? []));

    await setOrigins([other.origin]);
    expect(await until('the site to be registered', registered, (m) => m.length === 1)).toEqual([`${other.origin}/*`]);
    const p = await fx.b.context.newPage();
    await p.goto(other.url('busy.html'));
    await until(
      'the overlay to appear by itself',
      () => p.evaluate(() => document.querySelectorAll('fray-overlay').length),
      (n) => n === 1,
    );
    // Not on other sites.
    const q = await fx.b.context.newPage();
    await q.goto(fx.srv.url('hostile.html'));
    // The registered script runs at document_start, before the page's own scripts: once the page
    // has loaded (goto waits for it), it has run if it was going to. No overlay handle in the
    // extension's world means it never ran here.
    expect(await overlay(fx.b, q)).toBeNull();
    expect(await q.evaluate(() => document.querySelectorAll('fray-overlay').length)).toBe(0);

    await setOrigins([]);
    await until('the site to be unregistered', registered, (m) => m.length === 0);
    await p.reload();
    // As above: the reloaded document has loaded, so a still-registered script would have run.
    expect(await overlay(fx.b, p)).toBeNull();
    expect(await p.evaluate(() => document.querySelectorAll('fray-overlay').length)).toBe(0);
    await p.close();
    await q.close();
  });
});
