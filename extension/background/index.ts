// The service worker: injects the overlay (shortcut, popup), keeps the auto-inject sites
// registered, owns the decision timer's expiry and posts to VTT chats. It holds no state of its
// own: everything is in the store, so being put to sleep and woken again loses nothing.
import { postLines } from '../lib/chat/post.js';
import { orderLines, stepLines, timerEndLines, timerStartLines, type PostKind } from '../lib/chat/lines.js';
import { detectChat } from '../lib/chat/post.js';
import { getResolver, loadCatalog, store } from './deps.js';
import { modelFromEncounter } from '../lib/overlay/model-from-encounter.js';
import { timerSeconds } from '../lib/settings.js';
import { startTimer, stopTimer, tableTimerOutlived, timerOutlived, type TimerRecord } from '../lib/timer.js';
import type { TableFight } from '../lib/table/table-fight.js';
import type { Encounter } from '../lib/encounter.js';
import { handleExpiry } from '../lib/timer-expiry.js';
import { syncAutoInject } from './auto-inject.js';
import { injectOverlay } from './inject.js';
import { parseRequest, type BackgroundRequest, type BackgroundResponse } from './messages.js';
import { createTableHost } from './table-host.js';

const tableHost = createTableHost(store);

/** The tab whose overlay or shortcut started the timer: its VTT chat hears the start and end. */
let timerTab: number | undefined;
let armed: ReturnType<typeof setTimeout> | undefined;

async function lines(what: PostKind): Promise<string[]> {
  const enc = await store.get('encounter');
  switch (what) {
    case 'order':
      return orderLines(modelFromEncounter(enc));
    case 'step':
      return stepLines(modelFromEncounter(enc));
    case 'timer-start': {
      const t = await store.get('timer');
      return timerStartLines(Math.round((t.durationMs || 0) / 1000));
    }
    case 'timer-end':
      return timerEndLines(enc);
  }
}

/** Timer start and end go to a tab's chat on their own only when it is a VTT (never the clipboard). */
async function announce(tabId: number | undefined, what: PostKind): Promise<void> {
  if (tabId === undefined) return;
  try {
    if ((await detectChat(chrome.scripting, tabId)) === 'clipboard') return;
    await postLines(chrome.scripting, tabId, await lines(what));
  } catch {
    // The tab may be gone or navigated away; the timer itself is unaffected.
  }
}

/** When the worker last woke for a deadline (the benchmark's drift figure reads it). */
let lastWake: { deadline: number | null; wokeAt: number } | undefined;

async function expireNow(): Promise<void> {
  const wokeAt = Date.now();
  const deadline = (await store.get('timer')).deadline;
  if (lastWake?.deadline !== deadline) lastWake = { deadline, wokeAt };
  // A table fight's timer only shows "Time's up": what follows is a move the GM plays (its moves offer it).
  const table = (await store.get('timer')).tableSteps !== undefined;
  const r = await handleExpiry({
    updateTimer: (fn) => store.update('timer', fn),
    timerExpired: (at, round) => (table ? Promise.resolve({ ok: true }) : getResolver().timerExpired(at, round)),
    now: () => Date.now(),
  });
  if (r.fired) await announce(timerTab, 'timer-end');
}

/** Wakes exactly at the deadline. The overlay and popup also report a passed deadline, in case the worker slept. */
function arm(t: TimerRecord): void {
  if (armed !== undefined) clearTimeout(armed);
  armed = undefined;
  if (t.deadline == null || t.expiredHandled) return;
  armed = setTimeout(() => void expireNow(), Math.max(0, t.deadline - Date.now()));
}

async function startTimerNow(tabId: number | undefined, ownSeconds?: number): Promise<TimerRecord> {
  // A table fight's timer has its own length, from its moves (e.g. a declaration limit), and
  // belongs to the fight's current decision (stopped by its next step, see stopOutlivedTimer).
  const table = ownSeconds !== undefined ? await store.get('table') : null;
  const seconds = ownSeconds ?? timerSeconds(await store.get('settings'), await loadCatalog());
  // The timer belongs to this round's planning (stopped by its reveal, see stopOutlivedTimer).
  const round = (await store.get('encounter'))?.session?.state.round ?? null;
  const rec = table
    ? { ...startTimer(seconds, Date.now(), null), tableSteps: table.session.log.length }
    : startTimer(seconds, Date.now(), round);
  await store.set('timer', rec);
  arm(rec);
  timerTab = tabId;
  void announce(tabId, 'timer-start');
  return rec;
}

async function handle(req: BackgroundRequest, sender: chrome.runtime.MessageSender): Promise<BackgroundResponse> {
  // A content script's requests always concern its own tab; the extension's own pages (the popup,
  // the side panel, also when opened in a tab of its own) name the VTT tab they work beside.
  const named = 'tabId' in req ? req.tabId : undefined;
  const ownPage = typeof sender.url === 'string' && sender.url.startsWith(chrome.runtime.getURL(''));
  const tabId = ownPage && named !== undefined ? named : (sender.tab?.id ?? named);
  switch (req.type) {
    case 'fray/show-overlay':
      if (tabId === undefined) return { ok: false, error: 'no tab to show the overlay on' };
      return { ok: true, result: await injectOverlay(tabId, 'show') };
    case 'fray/timer-start':
      return { ok: true, timer: await startTimerNow(tabId, req.seconds) };
    case 'fray/timer-stop':
      await store.update('timer', (t) => stopTimer(t));
      arm(await store.get('timer'));
      return { ok: true };
    case 'fray/timer-expired':
      await expireNow();
      return { ok: true };
    case 'fray/post':
    case 'fray/post-lines': {
      const text = req.type === 'fray/post' ? await lines(req.what) : req.lines;
      if (!text.length) return { ok: false, error: 'nothing to post yet' };
      const out = await postLines(chrome.scripting, tabId, text);
      return {
        ok: true,
        target: out.target,
        posted: out.ok,
        ...(out.text !== undefined ? { text: out.text } : {}),
        ...(out.reason ? { reason: out.reason } : {}),
      };
    }
    case 'fray/op': {
      const r = getResolver();
      const out =
        req.op === 'reveal'
          ? await r.reveal()
          : req.op === 'undo'
            ? await r.undo(1)
            : req.op === 'resolve-round'
              ? await r.resolveRound(req.dice)
              : req.op === 'end-combat'
                ? await r.endCombat(req.dice)
                : await r.resolveNext(req.dice);
      return out.ok
        ? { ok: true }
        : { ok: false, error: out.error.message, ...(out.error.hint ? { hint: out.error.hint } : {}) };
    }
    case 'fray/unplan':
    case 'fray/reorder': {
      const out =
        req.type === 'fray/unplan' ? await getResolver().unplan(req.combatant) : await getResolver().reorder(req.order);
      return out.ok
        ? { ok: true }
        : { ok: false, error: out.error.message, ...(out.error.hint ? { hint: out.error.hint } : {}) };
    }
    case 'fray/open-side-panel':
      return openSidePanel(sender.tab);
    case 'fray/plan': {
      const out = await getResolver().plan({
        combatant: req.combatant,
        action: req.action,
        ...(req.stance ? { stance: req.stance } : {}),
        ...(req.target ? { target: req.target } : {}),
      });
      return out.ok
        ? { ok: true }
        : { ok: false, error: out.error.message, ...(out.error.hint ? { hint: out.error.hint } : {}) };
    }
    case 'fray/table-model':
      return tableHost.model();
    case 'fray/table-play':
      return tableHost.play(req);
    case 'fray/table-undo':
      return tableHost.undo();
    case 'fray/sync-auto-inject':
      return { ok: true, matches: await syncAutoInject((await store.get('settings')).autoInjectOrigins) };
  }
}

/**
 * Opens the side panel for the overlay's tab. Called before any await, while the click that sent
 * the message still counts as the GM's gesture (Chrome opens a side panel only on one).
 */
function openSidePanel(tab: chrome.tabs.Tab | undefined): Promise<BackgroundResponse> {
  const side = (chrome as { sidePanel?: typeof chrome.sidePanel }).sidePanel;
  if (!side?.open || tab?.windowId === undefined)
    return Promise.resolve({ ok: false, error: 'open the side panel from the Fray button in the toolbar' });
  return side.open({ windowId: tab.windowId }).then(
    () => ({ ok: true }),
    (e: unknown) => ({
      ok: false,
      error: `${String((e as Error)?.message ?? e)} — open it from the Fray button in the toolbar`,
    }),
  );
}

chrome.runtime.onMessage.addListener((msg: unknown, sender, sendResponse) => {
  // Only this extension's own pages and content scripts; never another extension.
  if (sender.id !== chrome.runtime.id) return false;
  const req = parseRequest(msg);
  if (!req) return false;
  handle(req, sender).then(sendResponse, (e: unknown) =>
    sendResponse({ ok: false, error: String((e as Error)?.message ?? e) }),
  );
  return true;
});

async function onCommand(command: string, tab?: chrome.tabs.Tab): Promise<unknown> {
  const tabId = tab?.id ?? (await chrome.tabs.query({ active: true, currentWindow: true }))[0]?.id;
  if (tabId === undefined) return undefined;
  if (command === 'inject-overlay') return injectOverlay(tabId, 'toggle');
  if (command === 'start-timer') {
    // The shortcut grants activeTab: show the overlay too, so the GM sees the countdown.
    await injectOverlay(tabId, 'show').catch(() => undefined);
    return startTimerNow(tabId);
  }
  return undefined;
}
chrome.commands.onCommand.addListener((command, tab) => void onCommand(command, tab));

const resync = () =>
  void store
    .get('settings')
    .then((s) => syncAutoInject(s.autoInjectOrigins))
    .catch(() => undefined);
chrome.permissions.onAdded.addListener(resync);
chrome.permissions.onRemoved.addListener(resync);
chrome.runtime.onInstalled.addListener(resync);
chrome.runtime.onStartup.addListener(resync);
/** A running timer whose round was revealed (or left behind by undo or a new round) is stopped. */
async function stopOutlivedTimer(enc: Encounter | null): Promise<void> {
  const state = enc?.session?.state ?? null;
  const combat = state ? { round: state.round, phase: state.phase } : null;
  if (!timerOutlived(await store.get('timer'), combat)) return;
  await store.update('timer', (t) => (timerOutlived(t, combat) ? stopTimer(t) : t));
}

/** A table fight's timer ends with the decision it was started for (the fight's next step). */
async function stopOutlivedTableTimer(t: TableFight | null): Promise<void> {
  const steps = t ? t.session.log.length : null;
  if (!tableTimerOutlived(await store.get('timer'), steps)) return;
  await store.update('timer', (x) => (tableTimerOutlived(x, steps) ? stopTimer(x) : x));
}

store.subscribe((key, value) => {
  if (key === 'table') void stopOutlivedTableTimer(value as TableFight | null);
  if (key === 'settings') resync();
  if (key === 'timer') arm(value as TimerRecord);
  if (key === 'encounter') void stopOutlivedTimer(value as Encounter | null);
});
// A worker woken after the deadline (or restarted) catches up at once.
void store.get('timer').then(arm);

// For the e2e tests and benchmarks, which cannot press the toolbar button or the shortcut:
// the same code paths, reachable only from the extension's own worker context.
(globalThis as { frayBackground?: unknown }).frayBackground = {
  onCommand,
  injectOverlay,
  startTimerNow,
  expireNow,
  syncAutoInject: resync,
  resolver: getResolver(),
  lastWake: () => lastWake,
};
