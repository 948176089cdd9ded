// The overlay's entry, bundled alone into overlay.js and injected into the page's isolated
// world. No framework: plain DOM keeps it small and quick to become interactive. The combat
// state stays in chrome.storage: nothing about it is put in page-visible attributes or on
// `window`, and the panel lives in a closed shadow root.
import { askBackground } from '../../background/messages.js';
import { installPageBridge } from '../page-bridge.js';
import { getStore } from '../store.js';
import { beep } from '../timer-sound.js';
import { createTicker } from '../timer-ticker.js';
import { expiryDue, timerStatus, type TimerPhase, type TimerRecord, type TimerStatus } from '../timer.js';
import type { Encounter } from '../encounter.js';
import type { Settings } from '../store.js';
import { parseDice } from './dice-input.js';
import { enablePointerGesture } from './drag.js';
import { clampLayout, defaultLayout, parseLayout, type PanelLayout } from './layout.js';
import { modelFromEncounter } from './model-from-encounter.js';
import type { OverlayModel } from './model.js';
import type { TableFight } from '../table/table-fight.js';
import { watchModals } from './modal-watch.js';
import { createPanel, type PanelCommand } from './panel.js';

/** What the timer shows once the plays are revealed. */
const IDLE: TimerStatus = timerStatus(null, 0);

interface OverlayHandle {
  show(): void;
  toggle(): boolean;
  /** Resolves once the panel shows the stored state and takes input. */
  readonly ready: Promise<number>;
  snapshot(): unknown;
  rects(): unknown;
}

// The isolated world's global is the extension's own, invisible to the page.
const g = globalThis as { __frayOverlay?: OverlayHandle };
if (g.__frayOverlay) g.__frayOverlay.show();
else g.__frayOverlay = mount();

function mount(): OverlayHandle {
  const t0 = performance.now();
  const store = getStore();
  const origin = location.origin;
  const viewport = () => ({ width: document.documentElement.clientWidth || innerWidth, height: innerHeight });
  let layout: PanelLayout = defaultLayout(viewport());
  let sound = true;
  let lastPhase: TimerPhase | null = null;
  /** When this tab painted the expiry (the benchmark compares it with the deadline). */
  let expiredPaintAt: number | null = null;
  /** The encounter's phase, and the timer status last painted (the display clears after reveal). */
  let roundPhase = 'none';
  let lastStatus: TimerStatus | null = null;
  /** The table fight's model while there is one: it is what the overlay shows (as the side panel does). */
  let tableModel: OverlayModel | null = null;

  const panel = createPanel(
    document,
    (cmd) => void command(cmd),
    (p) => void askBackground({ type: 'fray/plan', ...p }).then((r) => panel.setStatus(r.ok ? '' : String(r.error))),
  );
  panel.applyLayout(layout);
  // Injected at document_start on an "always show" site: the panel is in the page at once, but
  // shown only once its stored place and state are read (a few ms), so it never jumps.
  let placed = false;
  let aside = false;
  const applyVisibility = () =>
    panel.host.style.setProperty('visibility', placed && !aside ? 'visible' : 'hidden', 'important');
  applyVisibility();
  document.documentElement.append(panel.host);
  // Step aside while the page shows a modal dialog: never over it, never holding the focus it needs.
  watchModals(document, panel.host, (open) => {
    aside = open;
    if (open) panel.releaseFocus();
    panel.host.style.setProperty('display', open ? 'none' : 'block', 'important');
    applyVisibility();
  });

  const saveLayout = (l: PanelLayout) =>
    store.update('overlay', (all) => ({
      ...all,
      [origin]: { x: l.x, y: l.y, width: l.width, height: l.height, collapsed: l.collapsed },
    }));
  const setLayout = (l: PanelLayout, persist: boolean) => {
    layout = clampLayout(l, viewport());
    panel.applyLayout(layout);
    if (persist) void saveLayout(layout);
  };
  const drag = {
    get: () => layout,
    viewport,
    preview: (l: PanelLayout) => setLayout(l, false),
    commit: (l: PanelLayout) => setLayout(l, true),
  };
  enablePointerGesture(panel.parts.bar, 'move', drag);
  enablePointerGesture(panel.parts.grip, 'resize', drag);
  addEventListener('resize', () => setLayout(layout, false));

  // WitchHammer's timer is for planning; a table fight's runs whenever its moves started it.
  const timerShown = () => !!tableModel || roundPhase === 'plan' || roundPhase === 'none';
  const ticker = createTicker((status) => {
    lastStatus = status;
    // The timer is for planning: once the plays are revealed its number means nothing on screen.
    panel.renderTimer(timerShown() ? status : IDLE);
    // Sounds only on transitions seen live, not for a timer that ran out while the tab was closed.
    if (lastPhase === 'running' && status.phase === 'warning') beep('warning', sound);
    if ((lastPhase === 'running' || lastPhase === 'warning') && status.phase === 'expired') {
      expiredPaintAt = Date.now();
      beep('end', sound);
      void askBackground({ type: 'fray/timer-expired' });
    }
    lastPhase = status.phase;
  });

  // Throttled hidden tabs wake late; the number is right again the moment the tab is seen.
  document.addEventListener('visibilitychange', () => ticker.refresh());

  const report = (r: { ok: boolean; error?: unknown }) => panel.setStatus(r.ok ? '' : String(r.error));

  async function command(cmd: PanelCommand): Promise<void> {
    if (cmd.startsWith('move:')) {
      const shown = panel.tablePicks(cmd.slice('move:'.length));
      if (!shown) return;
      return report(
        await askBackground({
          type: 'fray/table-play',
          move: cmd.slice('move:'.length),
          steps: shown.steps,
          picks: shown.picks as never,
        }),
      );
    }
    if (cmd === 'table-undo') return report(await askBackground({ type: 'fray/table-undo' }));
    if (tableModel && cmd === 'start-timer') {
      const seconds = tableModel.table?.timerSeconds;
      const r = await askBackground({ type: 'fray/timer-start', ...(seconds !== undefined ? { seconds } : {}) });
      return panel.setStatus(r.ok ? '' : `Timer: ${r.error}`);
    }
    if (cmd.startsWith('withdraw:'))
      return report(await askBackground({ type: 'fray/unplan', combatant: cmd.slice('withdraw:'.length) }));
    if (cmd.startsWith('swap:')) {
      const order = panel.swapOrder(Number(cmd.slice('swap:'.length)));
      if (order) report(await askBackground({ type: 'fray/reorder', order }));
      return;
    }
    switch (cmd) {
      case 'side-panel':
        // Sent at once, inside the click: Chrome opens a side panel only on the GM's gesture.
        return report(await askBackground({ type: 'fray/open-side-panel' }));
      case 'resolve-round':
      case 'end-combat':
        return report(await askBackground({ type: 'fray/op', op: cmd }));
      case 'toggle-collapse':
        setLayout({ ...layout, collapsed: !layout.collapsed }, true);
        return;
      case 'close':
        panel.host.hidden = true;
        return;
      case 'start-timer':
      case 'stop-timer': {
        const r = await askBackground({ type: cmd === 'start-timer' ? 'fray/timer-start' : 'fray/timer-stop' });
        panel.setStatus(r.ok ? '' : `Timer: ${r.error}`);
        return;
      }
      case 'post-order':
      case 'post-step':
        return post(cmd === 'post-order' ? 'order' : 'step');
      case 'reveal':
      case 'undo':
      case 'resolve-next': {
        const typed = cmd === 'resolve-next' ? parseDice(panel.takeDice()) : [];
        if (typed === null)
          return panel.setStatus('Dice: type whole numbers, e.g. "17" or "17 6" (d20, then affliction die).');
        const r = await askBackground({ type: 'fray/op', op: cmd, ...(typed.length ? { dice: typed } : {}) });
        panel.setStatus(r.ok ? '' : String(r.error));
        return;
      }
    }
  }

  async function post(what: 'order' | 'step'): Promise<void> {
    const r = await askBackground({ type: 'fray/post', what });
    if (!r.ok) return panel.setStatus(r.error);
    if (r.target !== 'clipboard')
      return panel.setStatus(
        r.posted ? `Posted to the ${String(r.target)} chat.` : `Not posted: ${String(r.reason ?? 'failed')}`,
      );
    try {
      await navigator.clipboard.writeText(String(r.text ?? ''));
      panel.setStatus('No VTT chat here: copied to the clipboard.');
    } catch {
      panel.setStatus('Could not copy to the clipboard.');
    }
  }

  let lastEncounter: Encounter | null = null;
  let tableAsked = 0;
  /** The worker runs the engine for a table fight; the newest answer wins. */
  const onTable = async (t: TableFight | null): Promise<void> => {
    const ask = ++tableAsked;
    let model: OverlayModel | null = null;
    if (t) {
      const r = await askBackground({ type: 'fray/table-model' });
      if (ask !== tableAsked) return;
      if (!r.ok) panel.setStatus(String(r.error));
      model = r.ok ? ((r.model as OverlayModel | null) ?? null) : null;
    }
    if (ask !== tableAsked) return;
    tableModel = model;
    onEncounter(lastEncounter);
  };
  const onEncounter = (enc: Encounter | null) => {
    lastEncounter = enc;
    const model = tableModel ?? modelFromEncounter(enc);
    const was = roundPhase;
    roundPhase = model.phase;
    panel.render(model);
    if (was !== roundPhase && lastStatus) panel.renderTimer(timerShown() ? lastStatus : IDLE);
  };
  const onTimer = (t: TimerRecord) => {
    ticker.update(t);
    // A deadline that passed while the worker slept and no view was open: report it (the
    // worker applies it once, whoever reports it).
    if (expiryDue(t, Date.now())) void askBackground({ type: 'fray/timer-expired' });
  };
  const onSettings = (s: Settings) => {
    sound = s.sound !== false;
  };
  const onOverlay = (all: Readonly<Record<string, unknown>>) => {
    const stored = parseLayout(all[origin]);
    if (stored) setLayout(stored, false);
  };

  store.subscribe((key, value) => {
    if (key === 'encounter') onEncounter(value as Encounter | null);
    else if (key === 'timer') onTimer(value as TimerRecord);
    else if (key === 'settings') onSettings(value as Settings);
    else if (key === 'table') void onTable(value as TableFight | null);
  });
  installPageBridge(window, {
    collapse: () => setLayout({ ...layout, collapsed: true }, false),
    expand: () => setLayout({ ...layout, collapsed: false }, false),
  });

  const ready = Promise.all([
    store.get('overlay'),
    store.get('settings'),
    store.get('encounter'),
    store.get('timer'),
    store.get('table'),
  ]).then(async ([ov, settings, enc, timer, table]) => {
    onOverlay(ov);
    onSettings(settings);
    lastEncounter = enc;
    // A table fight is shown from the first paint (its model comes from the worker).
    await onTable(table);
    onTimer(timer);
    placed = true;
    applyVisibility();
    return performance.now() - t0;
  });

  return {
    show() {
      panel.host.hidden = false;
      if (!panel.host.isConnected) document.documentElement.append(panel.host);
    },
    toggle() {
      panel.host.hidden = !panel.host.hidden;
      return !panel.host.hidden;
    },
    ready,
    snapshot: () => ({ ...panel.snapshot(), hidden: panel.host.hidden, aside, layout, expiredPaintAt }),
    rects: () => panel.rects(),
  };
}
