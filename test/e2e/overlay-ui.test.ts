/// <reference lib="dom" />
/// <reference types="chrome" />
// The overlay panel on a busy page: it is dragged, resized and collapsed with real input,
// remembers all three per site (origin) across reloads, and never blocks the page's own
// controls (only the panel's own box takes pointer events).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { clickOverlay, dragOverlay, injectOverlay, launch, overlay, screenshotPath, serveFixtures, stored, until, worker, type Browser, type FixtureServer } from './harness.js';

let srv: FixtureServer;
let other: FixtureServer;
let b: Browser;
let page: Page;

beforeAll(async () => {
  srv = await serveFixtures();
  other = await serveFixtures(); // another port: another origin
  b = await launch();
  page = await b.context.newPage();
  await page.goto(srv.url('busy.html'));
  await injectOverlay(b, page);
});

afterAll(async () => {
  await b?.close();
  await srv?.close();
  await other?.close();
});

describe('the overlay panel', () => {
  it('is only as big as its own box and never blocks the page', async () => {
    const s = (await overlay(b, page))!;
    const host = await page.evaluate(() => {
      const r = document.querySelector('fray-overlay')!.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    });
    expect(host).toEqual({ x: s.layout.x, y: s.layout.y, width: s.layout.width, height: s.layout.height });
    // Outside the panel the page gets the pointer.
    expect(await page.evaluate(() => document.elementFromPoint(20, 780)?.tagName)).not.toBe('FRAY-OVERLAY');
    await page.click('#corner');
    await page.click('#tool-select');
    expect(await page.evaluate(() => (window as any).pageClicks())).toBe(2);
  });

  it('drags, resizes and collapses, and remembers it per site', { timeout: 40_000 }, async () => {
    const start = (await overlay(b, page))!.layout;
    await dragOverlay(b, page, 'bar', 600, 40);
    const moved = await until('the drag to land', () => overlay(b, page), (s) => s!.layout.x !== start.x);
    expect(moved!.layout.x).toBe(start.x + 600);
    expect(moved!.layout.y).toBe(start.y + 40);
    await dragOverlay(b, page, 'grip', 80, -100);
    const sized = await until('the resize to land', () => overlay(b, page), (s) => s!.layout.width !== start.width);
    expect(sized!.layout).toMatchObject({ width: start.width + 80, height: start.height - 100 });
    // Dragging far off screen keeps the title bar reachable.
    await dragOverlay(b, page, 'bar', 2000, 0);
    const edge = await until('the clamp', () => overlay(b, page), (s) => s!.layout.x > 1000);
    expect(edge!.layout.x).toBeLessThanOrEqual(1280 - 48);
    await dragOverlay(b, page, 'bar', -500, 0);
    await until('the drag back', () => overlay(b, page), (s) => s!.layout.x < edge!.layout.x);
    await clickOverlay(b, page, 'toggle-collapse');
    const folded = await until('the collapse', () => overlay(b, page), (s) => s!.collapsed);
    const origin = srv.origin;
    const saved = await until('the layout to be stored', () => stored(b, 'overlay'), (o) => o?.[origin]?.collapsed === true);
    expect(saved[origin]).toMatchObject({ x: folded!.layout.x, y: folded!.layout.y, width: folded!.layout.width, height: folded!.layout.height });
    await page.screenshot({ path: screenshotPath('overlay-collapsed.png') });

    await page.reload();
    await injectOverlay(b, page);
    const back = await until('the layout after reload', () => overlay(b, page), (s) => s!.collapsed);
    expect(back!.layout).toEqual(folded!.layout);

    // Another origin has its own place: the default one.
    const page2 = await b.context.newPage();
    await page2.goto(other.url('busy.html'));
    await injectOverlay(b, page2);
    const fresh = (await overlay(b, page2))!;
    expect(fresh.collapsed).toBe(false);
    expect(fresh.layout).toEqual(start);
    await page2.close();
    await page.bringToFront();
    await clickOverlay(b, page, 'toggle-collapse');
    await until('the expand', () => overlay(b, page), (s) => !s!.collapsed);
  });

  it('hides and comes back through the shortcut’s code path', async () => {
    const tabId = await b.sw.evaluate(async (u) => (await chrome.tabs.query({})).find((t) => t.url === u)?.id, page.url());
    const toggle = () => b.sw.evaluate(async (id) => (globalThis as any).frayBackground.onCommand('inject-overlay', { id }), tabId);
    expect(await toggle()).toBe('hidden');
    expect((await overlay(b, page))!.hidden).toBe(true);
    expect(await toggle()).toBe('shown');
    expect((await overlay(b, page))!.hidden).toBe(false);
    // Only one panel however often it is injected.
    expect(await page.evaluate(() => document.querySelectorAll('fray-overlay').length)).toBe(1);
  });

  it('is re-injected on every load of an "always show" site, and no longer once revoked', { timeout: 30_000 }, async () => {
    const sw = await worker(b);
    const setOrigins = (origins: string[]) =>
      sw.evaluate(async (o) => {
        const key = 'fray:settings';
        const cur = ((await chrome.storage.local.get(key)) as any)[key];
        const value = { timerSeconds: null, sound: true, ...(cur?.value ?? {}), autoInjectOrigins: o };
        await chrome.storage.local.set({ [key]: { rev: (cur?.rev ?? 0) + 1, by: 'e2e', trail: ['e2e'], value } });
      }, origins);
    const registered = () => sw.evaluate(async () => (await chrome.scripting.getRegisteredContentScripts()).flatMap((c) => c.matches ?? []));

    await setOrigins([other.origin]);
    expect(await until('the site to be registered', registered, (m) => m.length === 1)).toEqual([`${other.origin}/*`]);
    const p = await b.context.newPage();
    await p.goto(other.url('busy.html'));
    await until('the overlay to appear by itself', () => p.evaluate(() => document.querySelectorAll('fray-overlay').length), (n) => n === 1);
    // Not on other sites.
    const q = await b.context.newPage();
    await q.goto(srv.url('hostile.html'));
    await new Promise((r) => setTimeout(r, 500));
    expect(await q.evaluate(() => document.querySelectorAll('fray-overlay').length)).toBe(0);

    await setOrigins([]);
    await until('the site to be unregistered', registered, (m) => m.length === 0);
    await p.reload();
    await new Promise((r) => setTimeout(r, 500));
    expect(await p.evaluate(() => document.querySelectorAll('fray-overlay').length)).toBe(0);
    await p.close();
    await q.close();
  });
});
