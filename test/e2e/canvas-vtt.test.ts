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

describe('planning from the overlay', () => {
  it('plays each combatant\'s cards from the compact list, with real input on the pointer-capture page', { timeout: 60_000 }, async () => {
    const { resolver, overlayRects, stored } = await import('./harness.js');
    await resolver(b, 'newEncounter');
    await resolver(b, 'addCharacter', 'mara-voss');
    await resolver(b, 'addCharacter', 'grave-ghoul');
    const rects = await until('the plan rows', () => overlayRects(b, page), (r) => !!r['plan:mara-voss'] && !!r['plan:grave-ghoul'] && r['plan:grave-ghoul']!.width > 0);
    // Mara: change the stance with the keyboard (a trusted choice), keep the first action and target.
    const st = rects['stance:mara-voss']!;
    await page.mouse.click(st.x + st.width / 2, st.y + st.height / 2);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const p1 = rects['plan:mara-voss']!;
    await page.mouse.click(p1.x + p1.width / 2, p1.y + p1.height / 2);
    const after1 = await until('Mara\'s play', () => stored(b, 'encounter'), (e) => !!e?.session?.state?.plays?.['mara-voss']);
    const play = after1.session.state.plays['mara-voss'];
    expect(play.action).toBe('focus');
    expect(play.stance).toBe('defensive'); // the second of aggressive, defensive, …
    // The ghoul's row is still there; Mara's is gone.
    const r2 = await until('the rows to update', () => overlayRects(b, page), (r) => !r['plan:mara-voss'] || r['plan:mara-voss']!.width === 0);
    const p2 = r2['plan:grave-ghoul']!;
    await page.mouse.click(p2.x + p2.width / 2, p2.y + p2.height / 2);
    const after2 = await until('the ghoul\'s play', () => stored(b, 'encounter'), (e) => !!e?.session?.state?.plays?.['grave-ghoul']);
    expect(after2.session.state.plays['grave-ghoul'].action).toBe('focus');
    const snap = await until('everyone played', () => overlay(b, page), (s) => (s?.note ?? '').includes('Everyone has played'));
    expect(snap!.note).toContain('reveal');
    expect(await page.evaluate(() => (window as any).__downs)).toBe(1); // only the earlier click on the map
  });
});
