/// <reference lib="dom" />
/// <reference types="chrome" />
// The decision timer. Started with a real click in the overlay; its length is
// the GM's setting; at 0 the engine gives the default action (Focus) to whoever has not played,
// exactly once although the worker, the overlay and the popup all watch the deadline.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  clickOverlay,
  injectOverlay,
  overlay,
  resolver,
  screenshotPath,
  setSettings,
  stored,
  until,
  useFixturePage,
} from './harness.js';

const fx = useFixturePage('busy.html');
const setTimerSeconds = (seconds: number | null): Promise<void> =>
  setSettings(fx.b, { timerSeconds: seconds, sound: false });

beforeAll(async () => {
  await resolver(fx.b, 'newEncounter', { name: 'timer', seed: 3 });
  await resolver(fx.b, 'addCharacter', 'mara-voss');
  await resolver(fx.b, 'addCharacter', 'tobin-ashgrove');
  await resolver(fx.b, 'addCharacter', 'grave-ghoul');
});

describe('decision timer', () => {
  it('gives Focus to the one combatant who did not play, once', { timeout: 40_000 }, async () => {
    await setTimerSeconds(3);
    expect(
      (
        await resolver(fx.b, 'plan', {
          combatant: 'mara-voss',
          action: 'sword-swing',
          stance: 'wary',
          target: 'grave-ghoul',
        })
      ).ok,
    ).toBe(true);
    expect(
      (
        await resolver(fx.b, 'plan', {
          combatant: 'grave-ghoul',
          action: 'ghoul-claws',
          stance: 'lurking',
          target: 'mara-voss',
        })
      ).ok,
    ).toBe(true);
    // A popup is open too: it shows the countdown but must not apply the expiry a second time.
    const popup = await fx.b.context.newPage();
    await popup.goto(`chrome-extension://${fx.b.extensionId}/popup.html`);
    await fx.page.bringToFront();

    const t0 = Date.now();
    await clickOverlay(fx.b, fx.page, 'start-timer');
    const timer = await until(
      'the timer to start',
      () => stored(fx.b, 'timer'),
      (t) => t?.deadline != null,
    );
    expect(timer.durationMs).toBe(3000);
    expect(timer.deadline - t0).toBeGreaterThanOrEqual(2900);
    expect(timer.deadline - t0).toBeLessThan(3000 + 1500);

    // 3 s is inside the 5-second warning from the start.
    const running = await until(
      'the overlay countdown',
      () => overlay(fx.b, fx.page),
      (s) => s?.timerPhase === 'warning',
    );
    expect(Number(running!.timer)).toBeGreaterThanOrEqual(1);
    expect(Number(running!.timer)).toBeLessThanOrEqual(3);
    await fx.page.screenshot({ path: screenshotPath('overlay-timer-warning.png') });

    const expired = await until(
      'the timer to run out',
      () => overlay(fx.b, fx.page),
      (s) => s?.timerPhase === 'expired',
      8_000,
    );
    expect(expired!.timer).toBe('0');
    // The popup says so too, instead of just dropping its badge.
    await until(
      "the popup's time's up",
      () =>
        popup
          .locator('[data-testid="popup-timer"]')
          .textContent({ timeout: 200 })
          .catch(() => null),
      (t) => t === "Time's up — Focus for: Tobin Ashgrove",
      4_000,
    );
    const enc = await until(
      'the engine to apply the expiry',
      () => stored(fx.b, 'encounter'),
      (e) => e.session.log.some((a: any) => a.type === 'timer-expired'),
    );
    await fx.page.screenshot({ path: screenshotPath('overlay-timer-expired.png') });

    const plays = enc.session.state.plays;
    expect(plays['tobin-ashgrove']).toMatchObject({ action: 'focus', byTimer: true });
    expect(plays['mara-voss']).toMatchObject({ action: 'sword-swing' });
    expect(plays['mara-voss'].byTimer).toBeUndefined();
    expect(plays['grave-ghoul']).toMatchObject({ action: 'ghoul-claws' });

    // Give every watcher time to (wrongly) fire again, then count.
    await new Promise((r) => setTimeout(r, 1500));
    const after = await stored(fx.b, 'encounter');
    expect(after.session.log.filter((a: any) => a.type === 'timer-expired')).toHaveLength(1);
    expect((await stored(fx.b, 'timer')).expiredHandled).toBe(true);
    // The engine's expiry is stamped with the deadline itself, not with whoever noticed it late.
    expect(after.session.log.find((a: any) => a.type === 'timer-expired').at).toBe(timer.deadline);
    const overlayNote = (await overlay(fx.b, fx.page))!.note;
    expect(overlayNote).toContain('Everyone has played');
    await popup.close();
  });

  it('survives a page reload: the countdown is computed from the stored deadline', { timeout: 30_000 }, async () => {
    await resolver(fx.b, 'undo', 1);
    await setTimerSeconds(8);
    await clickOverlay(fx.b, fx.page, 'start-timer');
    const timer = await until(
      'the timer to start',
      () => stored(fx.b, 'timer'),
      (t) => t?.deadline != null && !t.expiredHandled,
    );
    await new Promise((r) => setTimeout(r, 1200));
    await fx.page.reload();
    await injectOverlay(fx.b, fx.page);
    const snap = await until(
      'the countdown after reload',
      () => overlay(fx.b, fx.page),
      (s) => s?.timerPhase === 'running' || s?.timerPhase === 'warning',
    );
    const expected = Math.ceil((timer.deadline - Date.now()) / 1000);
    expect(Math.abs(Number(snap!.timer) - expected)).toBeLessThanOrEqual(1);
    expect(Number(snap!.timer)).toBeLessThan(8);
    // Stop it so it does not fire after the test.
    await clickOverlay(fx.b, fx.page, 'stop-timer');
    await until(
      'the timer to stop',
      () => stored(fx.b, 'timer'),
      (t) => t.deadline === null,
    );
    expect((await overlay(fx.b, fx.page))!.timerPhase).toBe('idle');
  });
});
