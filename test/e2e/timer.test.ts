/// <reference lib="dom" />
/// <reference types="chrome" />
// Issue 4, test 2: the decision timer. Started with a real click in the overlay; its length is
// the GM's setting; at 0 the engine gives the default action (Focus) to whoever has not played,
// exactly once although the worker, the overlay and the popup all watch the deadline.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { clickOverlay, injectOverlay, launch, overlay, resolver, screenshotPath, serveFixtures, stored, until, worker, type Browser, type FixtureServer } from './harness.js';

let srv: FixtureServer;
let b: Browser;
let page: Page;

async function setTimerSeconds(seconds: number | null) {
  const sw = await worker(b);
  await sw.evaluate(async (s) => {
    const key = 'fray:settings';
    const cur = ((await chrome.storage.local.get(key)) as any)[key];
    const value = { autoInjectOrigins: [], ...(cur?.value ?? {}), timerSeconds: s, sound: false };
    await chrome.storage.local.set({ [key]: { rev: (cur?.rev ?? 0) + 1, by: 'e2e', trail: ['e2e'], value } });
  }, seconds);
}

beforeAll(async () => {
  srv = await serveFixtures();
  b = await launch();
  page = await b.context.newPage();
  await page.goto(srv.url('busy.html'));
  await injectOverlay(b, page);
  await resolver(b, 'newEncounter', { name: 'timer', seed: 3 });
  await resolver(b, 'addCharacter', 'mara-voss');
  await resolver(b, 'addCharacter', 'tobin-ashgrove');
  await resolver(b, 'addCharacter', 'grave-ghoul');
});

afterAll(async () => {
  await b?.close();
  await srv?.close();
});

describe('decision timer', () => {
  it('gives Focus to the one combatant who did not play, once', { timeout: 40_000 }, async () => {
    await setTimerSeconds(3);
    expect((await resolver(b, 'plan', { combatant: 'mara-voss', action: 'sword-swing', stance: 'wary', target: 'grave-ghoul' })).ok).toBe(true);
    expect((await resolver(b, 'plan', { combatant: 'grave-ghoul', action: 'ghoul-claws', stance: 'lurking', target: 'mara-voss' })).ok).toBe(true);
    // A popup is open too: it shows the countdown but must not apply the expiry a second time.
    const popup = await b.context.newPage();
    await popup.goto(`chrome-extension://${b.extensionId}/popup.html`);
    await page.bringToFront();

    const t0 = Date.now();
    await clickOverlay(b, page, 'start-timer');
    const timer = await until('the timer to start', () => stored(b, 'timer'), (t) => t?.deadline != null);
    expect(timer.durationMs).toBe(3000);
    expect(timer.deadline - t0).toBeGreaterThanOrEqual(2900);
    expect(timer.deadline - t0).toBeLessThan(3000 + 1500);

    // 3 s is inside the 5-second warning from the start.
    const running = await until('the overlay countdown', () => overlay(b, page), (s) => s?.timerPhase === 'warning');
    expect(Number(running!.timer)).toBeGreaterThanOrEqual(1);
    expect(Number(running!.timer)).toBeLessThanOrEqual(3);
    await page.screenshot({ path: screenshotPath('overlay-timer-warning.png') });

    const expired = await until('the timer to run out', () => overlay(b, page), (s) => s?.timerPhase === 'expired', 8_000);
    expect(expired!.timer).toBe('0');
    // The popup says so too, instead of just dropping its badge.
    await until("the popup's time's up", () => popup.locator('[data-testid="popup-timer"]').textContent({ timeout: 200 }).catch(() => null), (t) => t === "Time's up — Focus for: Tobin Ashgrove", 4_000);
    const enc = await until('the engine to apply the expiry', () => stored(b, 'encounter'), (e) => e.session.log.some((a: any) => a.type === 'timer-expired'));
    await page.screenshot({ path: screenshotPath('overlay-timer-expired.png') });

    const plays = enc.session.state.plays;
    expect(plays['tobin-ashgrove']).toMatchObject({ action: 'focus', byTimer: true });
    expect(plays['mara-voss']).toMatchObject({ action: 'sword-swing' });
    expect(plays['mara-voss'].byTimer).toBeUndefined();
    expect(plays['grave-ghoul']).toMatchObject({ action: 'ghoul-claws' });

    // Give every watcher time to (wrongly) fire again, then count.
    await new Promise((r) => setTimeout(r, 1500));
    const after = await stored(b, 'encounter');
    expect(after.session.log.filter((a: any) => a.type === 'timer-expired')).toHaveLength(1);
    expect((await stored(b, 'timer')).expiredHandled).toBe(true);
    // The engine's expiry is stamped with the deadline itself, not with whoever noticed it late.
    expect(after.session.log.find((a: any) => a.type === 'timer-expired').at).toBe(timer.deadline);
    const overlayNote = (await overlay(b, page))!.note;
    expect(overlayNote).toContain('Everyone has played');
    await popup.close();
  });

  it('survives a page reload: the countdown is computed from the stored deadline', { timeout: 30_000 }, async () => {
    await resolver(b, 'undo', 1);
    await setTimerSeconds(8);
    await clickOverlay(b, page, 'start-timer');
    const timer = await until('the timer to start', () => stored(b, 'timer'), (t) => t?.deadline != null && !t.expiredHandled);
    await new Promise((r) => setTimeout(r, 1200));
    await page.reload();
    await injectOverlay(b, page);
    const snap = await until('the countdown after reload', () => overlay(b, page), (s) => s?.timerPhase === 'running' || s?.timerPhase === 'warning');
    const expected = Math.ceil((timer.deadline - Date.now()) / 1000);
    expect(Math.abs(Number(snap!.timer) - expected)).toBeLessThanOrEqual(1);
    expect(Number(snap!.timer)).toBeLessThan(8);
    // Stop it so it does not fire after the test.
    await clickOverlay(b, page, 'stop-timer');
    await until('the timer to stop', () => stored(b, 'timer'), (t) => t.deadline === null);
    expect((await overlay(b, page))!.timerPhase).toBe('idle');
  });
});
