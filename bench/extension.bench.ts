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
//   sidepanel_ready_ms  the same for sidepanel.html (the GM's side panel);
//   click_ms            median click → repaint (the DOM changed and the next frame is painted) in the
//                       side panel for Play, Resolve next and Undo, in a 6-combatant fight
//                       (also printed as click_ms_witchhammer);
//   click_ms_<system>   the same on the system-agnostic table, for every system the side panel
//                       runs (declared_initiative, faction_turns, team_turns, initiative_cards;
//                       `n/a` for one it does not run yet): the 8-combatant fight it starts, played
//                       generically from the panel's move buttons through moves of every kind and
//                       undo (bench/table-driver.ts); the log also gives the clicks one typical
//                       4 v 4 round takes with the first offered move each time;
//   overlay_js_kb       overlay.js; popup_js_kb the scripts the popup loads when opened (its entry,
//                       the app and their chunks; not the card faces or the options' YAML sources,
//                       loaded on demand); zip_kb the Chrome zip; max_js_kb the largest script shipped.
// Like the e2e tests it uses the test-only copy of the build that adds `http://127.0.0.1/*`
// host permission (headless Chromium cannot grant activeTab); see test/e2e/harness.ts.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { dirname, join, relative } from 'node:path';
import { driveTable, tableSystems, type TableRun } from './table-driver.js';
import {
  BUILT,
  injectOverlay,
  launch,
  openExtensionPage,
  overlay,
  resolver,
  serveFixtures,
  stored,
  tabIdOf,
  tid,
  until,
  worker,
} from '../test/e2e/harness.js';

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const round = (n: number) => Math.round(n * 10) / 10;

const overlayBytes = statSync(join(BUILT, 'overlay.js')).size;
/** The popup's entry and every chunk it imports, statically or lazily, but the on-demand ones. */
function loadedBy(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const m of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*"(\.\.?\/[^"]+\.js)"/g)) {
    const next = join(dirname(file), m[1]!);
    if (!/(templates|catalog-files)-[\w]+\.js$/.test(next)) loadedBy(next, seen);
  }
  return seen;
}
const popupBytes = [...loadedBy(join(BUILT, 'js/popup.js'))].reduce((sum, f) => sum + statSync(f).size, 0);

const zipBytes = statSync(`${BUILT}.zip`).size;
const allFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? allFiles(join(dir, n)) : [join(dir, n)]));
const maxJs = allFiles(BUILT)
  .filter((f) => f.endsWith('.js'))
  .map((f) => [relative(BUILT, f), statSync(f).size] as const)
  .sort((a, b) => b[1] - a[1])[0]!;

/** What marks a click as answered: an element appears, or an element's text changes. */
type Done = { readonly appears: string } | { readonly selector: string; readonly textNot: string };

/** Clicks a button in the page and resolves with the ms until `done` holds and a frame is painted. */
async function clickToPaint(page: Page, selector: string, done: Done): Promise<number> {
  // tsx compiles with keepNames; the page has no `__name` helper (and extension pages forbid eval).
  await page.evaluate('globalThis.__name ??= (f) => f');
  return page.evaluate(
    ([sel, cond]) =>
      new Promise<number>((resolve) => {
        const check = () =>
          'appears' in cond
            ? !!document.querySelector(cond.appears)
            : document.querySelector(cond.selector)?.textContent !== cond.textNot;
        const t0 = performance.now();
        const finish = () => requestAnimationFrame(() => resolve(performance.now() - t0));
        const obs = new MutationObserver(() => {
          if (check()) {
            obs.disconnect();
            finish();
          }
        });
        obs.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
        (document.querySelector(sel) as HTMLElement).click();
      }),
    [selector, done] as const,
  );
}

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

  // popup_ready_ms, sidepanel_ready_ms: 5 loads each in a fresh tab, navigation start → the
  // `fray-popup-ready` mark (the side panel is the same app).
  const readyRuns = async (name: 'popup' | 'sidepanel', label: string): Promise<number[]> => {
    const runs: number[] = [];
    for (let i = 0; i < 5; i++) {
      const page = await b.context.newPage();
      await page.goto(`chrome-extension://${b.extensionId}/${name}.html`);
      await page.waitForSelector('body[data-ready="true"]', { timeout: 10_000 });
      runs.push(await page.evaluate(() => performance.getEntriesByName('fray-popup-ready')[0]!.startTime));
      await page.close();
    }
    console.log(`${label} ready (ms): ${runs.map(round).join(', ')}`);
    return runs;
  };
  const popupRuns = await readyRuns('popup', 'popup');
  const panelRuns = await readyRuns('sidepanel', 'side panel');

  // click_ms: a 6-combatant fight in the side panel.
  await resolver(b, 'newEncounter', { name: 'clicks', seed: 2 });
  for (const id of ['mara-voss', 'tobin-ashgrove', 'sister-ilse', 'corvin-stalker'])
    await resolver(b, 'addCharacter', id);
  await resolver(b, 'addCopies', 'grave-ghoul', 2);
  const panel = await openExtensionPage(b, 'sidepanel', { width: 420, height: 1000 }, 'body[data-ready="true"]');
  const clicks: Record<string, number[]> = { play: [], resolve: [], undo: [] };
  const fighters = [
    ['mara-voss', 'grave-ghoul'],
    ['tobin-ashgrove', 'grave-ghoul'],
    ['sister-ilse', 'grave-ghoul-2'],
    ['corvin-stalker', 'grave-ghoul-2'],
    ['grave-ghoul', 'mara-voss'],
    ['grave-ghoul-2', 'tobin-ashgrove'],
  ] as const;
  for (const [id, target] of fighters) {
    if ((await panel.locator(tid(`action-${id}`)).count()) === 0) await panel.click(tid(`toggle-${id}`));
    const actions = await panel
      .locator(`${tid(`action-${id}`)} option`)
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    await panel.selectOption(tid(`action-${id}`), actions.find((a) => a !== 'focus') ?? actions[0]!);
    if ((await panel.locator(tid(`target-${id}`)).count()) > 0) await panel.selectOption(tid(`target-${id}`), target);
    clicks.play!.push(await clickToPaint(panel, tid(`play-${id}`), { appears: tid(`played-${id}`) }));
  }
  await panel.click(tid('reveal'));
  await panel.waitForSelector(`${tid('order')} li`);
  // Three steps resolved, then three undone: each click is answered when the step count changes.
  for (const [kind, button] of [
    ['resolve', 'resolve-next'],
    ['undo', 'undo'],
  ] as const) {
    for (let i = 0; i < 3; i++) {
      const before = (await panel.locator(tid('log-length')).textContent()) ?? '';
      clicks[kind]!.push(await clickToPaint(panel, tid(button), { selector: tid('log-length'), textNot: before }));
    }
  }
  for (const [k, v] of Object.entries(clicks)) console.log(`click → repaint, ${k} (ms): ${v.map(round).join(', ')}`);
  const clickMs = median(Object.values(clicks).flat());

  // click_ms_<system>: every system the side panel runs, driven from its move buttons alone.
  const KEYS = ['declared-initiative', 'faction-turns', 'team-turns', 'initiative-cards'] as const;
  const runs = new Map<string, TableRun>();
  for (const system of await tableSystems(panel)) {
    const run = await driveTable(panel, system);
    runs.set(system, run);
    const kinds = Object.entries(run.kinds)
      .map(([k, n]) => `${k}×${n}`)
      .join(' ');
    console.log(`click → repaint, ${system} (ms): ${run.clickMs.map(round).join(', ')}`);
    console.log(
      `${system}: moves played ${kinds}; one typical 4 v 4 round: ${run.roundClicks === null ? 'not counted (the fight was over before a whole round after the first)' : `${run.roundClicks} clicks (${run.roundTyped} totals typed)`}`,
    );
  }
  const tableKeys = KEYS.map(
    (k) => `click_ms_${k.replace(/-/g, '_')}=${runs.has(k) ? round(median(runs.get(k)!.clickMs)) : 'n/a'}`,
  );

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
  const frontId = await sw.evaluate(
    async ([id, url]) => {
      const t = await chrome.tabs.get(id as number);
      return (await chrome.tabs.create({ url: url as string, active: true, windowId: t.windowId })).id;
    },
    [tabId, srv.url('roll20.html?front')] as const,
  );
  const cdp = await b.context.newCDPSession(tab);
  await cdp.send('Page.setWebLifecycleState', { state: 'frozen' });
  const visibility = await tab.evaluate(() => document.visibilityState).catch(() => 'frozen');
  await new Promise((r) => setTimeout(r, rec.deadline - Date.now() + 1500));
  await cdp.send('Page.setWebLifecycleState', { state: 'active' });
  const resumedAt = Date.now();
  await sw.evaluate((id) => chrome.tabs.remove(id as number), frontId);
  const wake = await (await worker(b)).evaluate(() => (globalThis as any).frayBackground.lastWake());
  const enc = await until(
    'the expiry to be applied',
    () => stored(b, 'encounter'),
    (e) => e.session.log.some((a: any) => a.type === 'timer-expired'),
  );
  const snap = (await until(
    'the tab to show the expiry',
    () => overlay(b, tab),
    (s) => s?.timerPhase === 'expired',
    5_000,
  )) as unknown as {
    expiredPaintAt: number | null;
    timer: string;
  };
  // The worker applies the rule at its wake; the tab paints from the stored deadline, at its own
  // timer or, if it was frozen, at once on resume.
  const workerDrift = Math.abs(wake.wokeAt - rec.deadline);
  const paintAt = snap.expiredPaintAt ?? resumedAt;
  const tabDrift = paintAt > resumedAt ? paintAt - resumedAt : Math.abs(paintAt - rec.deadline);
  const focus = Object.entries(enc.session.state.plays)
    .filter(([, p]: any) => p.byTimer)
    .map(([id]) => id);
  console.log(
    `timer: ${Math.round(rec.durationMs / 1000)} s; the worker woke ${wake.wokeAt - rec.deadline} ms after the deadline and gave Focus to ${focus.join(', ') || 'nobody'}; ` +
      `the background tab (visibilityState "${visibility}") painted "${snap.timer}" ${paintAt - rec.deadline} ms after the deadline (resumed at +${resumedAt - rec.deadline} ms)`,
  );
  const drift = Math.max(workerDrift, tabDrift);

  console.log(
    `bench:extension overlay_ready_ms=${round(median(overlayRuns))} popup_ready_ms=${round(median(popupRuns))} sidepanel_ready_ms=${round(median(panelRuns))} click_ms=${round(clickMs)} click_ms_witchhammer=${round(clickMs)} ${tableKeys.join(' ')} timer_max_drift_ms=${Math.round(drift)} overlay_js_kb=${kb(overlayBytes)} popup_js_kb=${kb(popupBytes)} zip_kb=${kb(zipBytes)} max_js_kb=${kb(maxJs[1])} (${maxJs[0]})`,
  );
} finally {
  await b.close();
  await srv.close();
}
