// The GM's resolver popup. Everything it shows comes from the store (shared with the overlay)
// and every change goes through lib/resolver.ts, i.e. through the engine.
import { useEffect, useState } from 'react';
import { view as whView } from '../../engine/systems/witchhammer/plugin.js';
import { askBackground } from '../background/messages.js';
import { activeTab } from './active-tab.js';
import { beep } from '../lib/timer-sound.js';
import { timerStatus, type TimerRecord } from '../lib/timer.js';
import { timerFocus } from '../lib/overlay/model-from-encounter.js';
import { roundTitle } from '../lib/overlay/model.js';
import { CombatantRow } from './combatant-row.js';
import { RoundPanel } from './round-panel.js';
import { SetupPanel } from './setup-panel.js';
import { SiteToggle } from './site-toggle.js';
import { resolver, useFray, type FrayState } from './use-fray.js';
import { TablePanel } from './table-panel.js';
import type { TableFight, TableRuntime } from '../lib/table/runtime.js';
import type { TableDraft } from '../lib/table/table-fight.js';
import { table, useTableRuntime } from './use-table.js';
import { TableSetup, TableSystems } from './table-setup.js';
import { TableEncounters, TableExtras, download } from './table-extras.js';
import './popup.css';

/**
 * The decision timer in the header, from the same deadline rule as the overlay (lib/timer.ts): the
 * seconds left, then "Time's up!" (with the end sound when it ran out while this page was
 * watching) for a few seconds, then nothing, so no stale 0 stays on screen.
 */
function TimerBadge({ timer, sound, focus }: { timer: TimerRecord; sound: boolean; focus: readonly string[] }) {
  const [now, setNow] = useState(Date.now());
  const [rang, setRang] = useState<number | null>(null);
  // `now` is from the last tick: a timer started since then must not show more than its length.
  const status = timerStatus(timer, Math.max(now, timer.startedAt ?? 0));
  useEffect(() => {
    if (status.phase === 'idle') return;
    const id = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(id);
  }, [timer.deadline, status.phase === 'idle']);
  useEffect(() => {
    // Ring once per deadline, and only for one seen running out here (not one long expired).
    if (
      status.phase === 'expired' &&
      timer.deadline !== null &&
      rang !== timer.deadline &&
      now - timer.deadline < 2000
    ) {
      setRang(timer.deadline);
      beep('end', sound);
    }
  }, [status.phase, timer.deadline, now, rang, sound]);
  if (status.phase === 'idle') return null;
  if (status.phase === 'expired')
    return (
      <span className="timer expired" role="alert" data-testid="popup-timer">
        {focus.length ? `Time's up — Focus for: ${focus.join(', ')}` : "Time's up!"}
      </span>
    );
  return (
    <span className={`timer${status.phase === 'warning' ? ' warn' : ''}`} data-testid="popup-timer">
      {status.label}s
    </span>
  );
}

/** Opens the side panel of this window (a user gesture: a click in the popup). */
async function openSidePanel(): Promise<void> {
  const sidebar = (globalThis as { browser?: { sidebarAction?: { open(): Promise<void> } } }).browser?.sidebarAction;
  if (sidebar) return sidebar.open();
  const win = await chrome.windows.getCurrent();
  await chrome.sidePanel.open({ windowId: win.id! });
  window.close();
}

/** A fight of another system, drawn from the engine's view and moves (popup/table-panel.tsx). */
function Table({ fray, runtime, fight }: { fray: FrayState; runtime: TableRuntime; fight: TableFight }) {
  const info = runtime.systems().find((s) => s.id === fight.system);
  if (!info) return <p className="error">This fight's system ({fight.system}) is not available here.</p>;
  return (
    <>
      <TablePanel
        name={info.name}
        view={runtime.view(fight)}
        moves={runtime.moves(fight)}
        steps={runtime.undoable(fight)}
        onPlay={(move, picks) => table.play(move, picks)}
        onUndo={() => void fray.run(() => table.undo())}
        onClose={() => void table.close()}
        onStartTimer={(seconds) =>
          void fray.run(async () => {
            const r = await askBackground({ type: 'fray/timer-start', seconds, ...(await activeTab()) });
            if (!r.ok) throw new Error(r.error);
          })
        }
      />
      <TableExtras fray={fray} runtime={runtime} fight={fight} />
    </>
  );
}

/** The other systems: a fight, its setup, or the systems to pick from (with saved encounters). */
function OtherSystems({ fray, fight, draft }: { fray: FrayState; fight: TableFight | null; draft: TableDraft | null }) {
  const [open, setOpen] = useState(false);
  const { runtime, error } = useTableRuntime(Boolean(fight || draft || open));
  if (error)
    return (
      <p className="error" role="alert">
        The table could not be loaded: {error}
      </p>
    );
  if (fight)
    return runtime ? <Table fray={fray} runtime={runtime} fight={fight} /> : <div className="loading">Loading…</div>;
  return (
    <details
      className="panel"
      data-testid="other-systems"
      open={open || Boolean(draft)}
      onToggle={(e) => setOpen((e.target as HTMLDetailsElement).open)}
    >
      <summary>Other systems</summary>
      {runtime ? (
        <>
          {draft ? (
            <TableSetup fray={fray} runtime={runtime} draft={draft} />
          ) : (
            <TableSystems fray={fray} systems={runtime.systems()} />
          )}
          <TableEncounters fray={fray} />
        </>
      ) : (
        <div className="loading">Loading…</div>
      )}
    </details>
  );
}

/** `place`: the popup (a fixed 760 px box) or the side panel (any width from 320 px). */
export default function Popup({ place = 'popup' }: { place?: 'popup' | 'panel' }) {
  const fray = useFray();
  useEffect(() => {
    document.body.classList.toggle('in-panel', place === 'panel');
  }, [place]);
  const [open, setOpen] = useState<string | null>(null);
  const [undoN, setUndoN] = useState('1');
  const [exported, setExported] = useState('');
  useEffect(() => {
    if (!fray.ready) return;
    // For the e2e tests and bench:extension (popup_ready_ms = this mark's startTime).
    performance.mark('fray-popup-ready');
    document.body.dataset.ready = 'true';
  }, [fray.ready]);
  if (!fray.ready || !fray.catalog) return <div className="loading">Loading…</div>;
  const { encounter: enc, catalog } = fray;
  const session = enc?.session ?? null;
  const view = session ? whView(session.state) : null;

  const showOverlay = () =>
    fray.run(async () => {
      const r = await askBackground({ type: 'fray/show-overlay', ...(await activeTab()) });
      if (!r.ok) throw new Error(r.error);
    });
  const exportAs = (kind: 'md' | 'json' | 'fight') =>
    fray.run(async () => {
      const text =
        kind === 'md'
          ? await resolver().exportMarkdown()
          : kind === 'json'
            ? await resolver().exportScenario()
            : await resolver().exportFight();
      setExported(text);
      download(
        kind === 'md' ? 'fray-combat.md' : kind === 'json' ? 'fray-scenario.json' : 'fray-fight.json',
        text,
        kind === 'md' ? 'text/markdown' : 'application/json',
      );
    });

  return (
    <main data-testid="popup">
      <header>
        <strong>Fray</strong>
        {view && (
          <span data-testid="round" data-round={view.round} data-phase={view.phase}>
            {roundTitle({ round: view.round, phase: view.phase, ended: session!.state.ended })}
          </span>
        )}
        <TimerBadge timer={fray.timer} sound={fray.settings.sound} focus={session ? timerFocus(session.state) : []} />
        <span className="spacer" />
        <button type="button" data-testid="show-overlay" onClick={showOverlay}>
          Show overlay on this page
        </button>
        {place === 'popup' && (
          <button
            type="button"
            data-testid="open-side-panel"
            title="Keep the resolver open beside the VTT"
            onClick={() => fray.run(openSidePanel)}
          >
            Side panel
          </button>
        )}
        <SiteToggle fray={fray} />
        <button
          type="button"
          className="link"
          data-testid="open-options"
          onClick={() => chrome.runtime.openOptionsPage()}
        >
          Options
        </button>
      </header>
      {fray.error && (
        <div className="error" role="alert" data-testid="error" data-code={fray.error.code}>
          {fray.error.message}
          {fray.error.hint && <div className="hint">hint: {fray.error.hint}</div>}
        </div>
      )}
      <OtherSystems fray={fray} fight={fray.table} draft={fray.tableDraft} />
      {!fray.table && (
        <>
          <SetupPanel fray={fray} catalog={catalog} />
          {session && view ? (
            <>
              <ul className="combatants" data-testid="combatants">
                {view.combatants.map((c) => (
                  // Keyed by round and phase so the planning draft resets each round.
                  <CombatantRow
                    key={`${c.id}:${view.round}:${view.phase}`}
                    fray={fray}
                    catalog={catalog}
                    state={session.state}
                    view={view}
                    c={c}
                    open={open === c.id}
                    onToggle={() => setOpen(open === c.id ? null : c.id)}
                  />
                ))}
              </ul>
              <RoundPanel fray={fray} session={session} view={view} />
              <footer className="row">
                <input
                  data-testid="undo-count"
                  className="num"
                  type="number"
                  min={1}
                  value={undoN}
                  onChange={(e) => setUndoN(e.target.value)}
                />
                <button
                  type="button"
                  data-testid="undo"
                  disabled={!session.log.length}
                  onClick={() => fray.run(() => resolver().undo(Number(undoN) || 1))}
                >
                  Undo
                </button>
                <span className="hint" data-testid="log-length">
                  {session.log.length} steps
                </span>
                <span className="spacer" />
                <button type="button" data-testid="export-md" onClick={() => exportAs('md')}>
                  Export Markdown
                </button>
                <button type="button" data-testid="export-json" onClick={() => exportAs('json')}>
                  Export JSON
                </button>
                {/* fray campaign record takes only an ended fight: its death's-door saves are made at the end. */}
                <button
                  type="button"
                  data-testid="export-fight"
                  disabled={!session?.state.ended}
                  title={
                    session?.state.ended
                      ? 'For fray campaign record'
                      : "End the combat first: fray campaign record takes an ended fight (the death's-door saves)"
                  }
                  onClick={() => exportAs('fight')}
                >
                  Export fight
                </button>
              </footer>
              {exported && <textarea readOnly className="export" data-testid="export-output" value={exported} />}
            </>
          ) : (
            <p className="hint">Add combatants to start.</p>
          )}
        </>
      )}
    </main>
  );
}
