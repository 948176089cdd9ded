/// <reference lib="dom" />
/// <reference types="chrome" />
// `npm run bench:extension`: loads the BUILT extension (extension/build/chrome-mv3-prod) in
// Debian's Chromium and measures
//   overlay_ready_ms    median, from the worker's executeScript (the shortcut's code path) to the
//                       panel showing the stored state and taking input (7 fresh pages);
//   popup_ready_ms      median, popup.html opened in a tab: navigation start → the popup's
//                       `fray-popup-ready` performance mark (5 loads);
//   timer_max_drift_ms  a 15 s decision timer (the table's length) started on a tab that is then
//                       put behind another tab and frozen: the larger of |worker wake − deadline|
//                       (the worker applies the expiry) and the tab's paint of "0" (its lag after the
//                       deadline, or after the resume when it was really frozen). NB headless
//                       Chromium keeps every tab "visible" and did not throttle it in our runs;
//                       the log line says what happened;
//   overlay_js_kb / popup_js_kb  minified script sizes.
// Like the e2e tests it uses the test-only copy of the build that adds `http://127.0.0.1/*`
// host permission (headless Chromium cannot grant activeTab); see test/e2e/harness.ts.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { BUILT, injectOverlay, launch, overlay, resolver, serveFixtures, stored, tabIdOf, until, worker } from '../test/e2e/harness.js';

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const round = (n: number) => Math.round(n * 10) / 10;

const overlayBytes = statSync(join(BUILT, 'overlay.js')).size;
const popupBytes = readdirSync(BUILT)
  .filter((f) => /^popup\..*\.js$/.test(f))
  .reduce((sum, f) => sum + statSync(join(BUILT, f)).size, 0);

const srv = await serveFixtures();
const b = await launch();
try {
  // overlay_ready_ms
  const overlayRuns: number[] = [];
  for (let i = 0; i < 7; i++) {
    const page = await b.context.newPage();
    await page.goto(srv.url(`busy.html?run=${i}`));
    overlayRuns.push(await injectOverlay(b, page));
    await page.close();
  }
  console.log(`overlay ready (ms): ${overlayRuns.map(round).join(', ')}`);

  // popup_ready_ms
  const popupRuns: number[] = [];
  for (let i = 0; i < 5; i++) {
    const page = await b.context.newPage();
    await page.goto(`chrome-extension://${b.extensionId}/popup.html`);
    await page.waitForSelector('body[data-ready="true"]', { timeout: 10_000 });
    popupRuns.push(await page.evaluate(() => performance.getEntriesByName('fray-popup-ready')[0]!.startTime));
    await page.close();
  }
  console.log(`popup ready (ms): ${popupRuns.map(round).join(', ')}`);

  // timer_max_drift_ms: an encounter with someone unplayed, so the expiry has work to do.
  await resolver(b, 'newEncounter', { name: 'bench', seed: 1 });
  await resolver(b, 'addCharacter', 'mara-voss');
  await resolver(b, 'addCharacter', 'grave-ghoul');
  const sw0 = await worker(b);
  await sw0.evaluate(() => chrome.storage.local.remove('fray:settings')); // default length: the table's 15 s
  const tab = await b.context.newPage();
  await tab.goto(srv.url('busy.html?timer'));
  await injectOverlay(b, tab);
  const tabId = await tabIdOf(b, tab);
  const sw = await worker(b);
  const rec = await sw.evaluate((id) => (globalThis as any).frayBackground.startTimerNow(id), tabId);
  // Put the tab in the background: another tab is activated in its window, and the page is
  // asked to freeze (CDP Page.setWebLifecycleState) until 1.5 s after the deadline. Headless
  // Chromium keeps every tab "visible" and may not throttle it, so the log says what happened.
  const frontId = await sw.evaluate(async ([id, url]) => {
    const t = await chrome.tabs.get(id as number);
    return (await chrome.tabs.create({ url: url as string, active: true, windowId: t.windowId })).id;
  }, [tabId, srv.url('roll20.html?front')] as const);
  const cdp = await b.context.newCDPSession(tab);
  await cdp.send('Page.setWebLifecycleState', { state: 'frozen' });
  const visibility = await tab.evaluate(() => document.visibilityState).catch(() => 'frozen');
  await new Promise((r) => setTimeout(r, rec.deadline - Date.now() + 1500));
  await cdp.send('Page.setWebLifecycleState', { state: 'active' });
  const resumedAt = Date.now();
  await sw.evaluate((id) => chrome.tabs.remove(id as number), frontId);
  const wake = await (await worker(b)).evaluate(() => (globalThis as any).frayBackground.lastWake());
  const enc = await until('the expiry to be applied', () => stored(b, 'encounter'), (e) => e.session.log.some((a: any) => a.type === 'timer-expired'));
  const snap = (await until('the tab to show the expiry', () => overlay(b, tab), (s) => s?.timerPhase === 'expired', 5_000)) as unknown as {
    expiredPaintAt: number | null;
    timer: string;
  };
  // The worker applies the rule at its wake; the tab paints from the stored deadline, at its own
  // timer or, if it was frozen, at once on resume.
  const workerDrift = Math.abs(wake.wokeAt - rec.deadline);
  const paintAt = snap.expiredPaintAt ?? resumedAt;
  const tabDrift = paintAt > resumedAt ? paintAt - resumedAt : Math.abs(paintAt - rec.deadline);
  const focus = Object.entries(enc.session.state.plays).filter(([, p]: any) => p.byTimer).map(([id]) => id);
  console.log(
    `timer: ${Math.round(rec.durationMs / 1000)} s; the worker woke ${wake.wokeAt - rec.deadline} ms after the deadline and gave Focus to ${focus.join(', ') || 'nobody'}; ` +
      `the background tab (visibilityState "${visibility}") painted "${snap.timer}" ${paintAt - rec.deadline} ms after the deadline (resumed at +${resumedAt - rec.deadline} ms)`,
  );
  const drift = Math.max(workerDrift, tabDrift);

  console.log(
    `bench:extension overlay_ready_ms=${round(median(overlayRuns))} popup_ready_ms=${round(median(popupRuns))} timer_max_drift_ms=${Math.round(drift)} overlay_js_kb=${kb(overlayBytes)} popup_js_kb=${kb(popupBytes)}`,
  );
} finally {
  await b.close();
  await srv.close();
}
