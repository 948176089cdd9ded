/// <reference lib="dom" />
/// <reference types="chrome" />
// The overlay on a canvas VTT like Owlbear Rodeo: the page captures every pointer from a handler on
// `window` (bubbling and capture phase) and its global CSS sets letter-spacing, uppercase, word
// spacing, a text shadow and a cursor on everything. Real mouse clicks must still reach the
// overlay's buttons, and none of those inherited properties may reach the panel's text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { clickOverlay, injectOverlay, launch, overlay, serveFixtures, until, type Browser, type FixtureServer } from './harness.js';

let srv: FixtureServer;
let b: Browser;
let page: Page;

beforeAll(async () => {
  srv = await serveFixtures();
  b = await launch();
  page = await b.context.newPage();
  await page.goto(srv.url('owlbear.html'));
  await injectOverlay(b, page);
}, 90_000);

afterAll(async () => {
  await b?.close();
  await srv?.close();
});

describe('the overlay on a canvas VTT that captures the pointer', () => {
  it('takes real mouse clicks on its buttons', { timeout: 30_000 }, async () => {
    const before = (await overlay(b, page))!.layout.collapsed;
    await clickOverlay(b, page, 'toggle-collapse');
    await until('the click to collapse the panel', () => overlay(b, page), (s) => s!.layout.collapsed !== before);
    await clickOverlay(b, page, 'toggle-collapse');
    await until('the click to expand it again', () => overlay(b, page), (s) => s!.layout.collapsed === before);
    // The page's own handlers saw none of those presses; the map still gets its own.
    expect(await page.evaluate(() => (window as any).__downs)).toBe(0);
    await page.mouse.click(30, 700);
    expect(await page.evaluate(() => (window as any).__downs)).toBe(1);
  });

  it('does not inherit the page\'s global text styles', async () => {
    const s = (await overlay(b, page))!;
    expect(s.text).toEqual({ letterSpacing: 'normal', textTransform: 'none', wordSpacing: '0px', textShadow: 'none', cursor: 'auto' });
  });
});
