// The system-agnostic table: a fight of any system the engine describes, drawn from its two plain
// JSON descriptions — the SystemView (order, who acts, tracks, checks due) and the MovesView (what
// can be done now and the choices each move takes). No rule and no system is known here.
import { useState } from 'react';
import {
  choiceAsked,
  defaultPicks,
  optionFree,
  type Move,
  type MoveChoice,
  type MovesView,
} from '../../engine/core/moves.js';
import type { SystemView } from '../../engine/core/types.js';
import type { EngineError } from '../../engine/core/types.js';
import type { TableResult } from '../lib/table/table.js';
import { withPick } from '../lib/table/picks.js';
import { roundTitle } from '../lib/overlay/model.js';

interface Props {
  readonly name: string;
  readonly view: SystemView;
  readonly moves: MovesView;
  readonly steps: number;
  readonly onPlay: (move: Move, picks: Readonly<Record<string, unknown>>) => Promise<TableResult>;
  readonly onUndo: () => void;
  readonly onClose: () => void;
  /** Starts the decision timer the moves ask for (MovesView.timer), the same one the overlay starts. */
  readonly onStartTimer?: (seconds: number) => void;
}

function ChoiceInput({
  move,
  c,
  picks,
  set,
}: {
  move: Move;
  c: MoveChoice;
  picks: Record<string, unknown>;
  set: (v: unknown) => void;
}) {
  const id = `choice-${move.id}-${c.key}`;
  const v = picks[c.key];
  if (c.kind === 'flag')
    return (
      <label className="flag">
        <input type="checkbox" data-testid={id} checked={v === true} onChange={(e) => set(e.target.checked)} />
        {c.label}
      </label>
    );
  if (c.kind === 'number') {
    return (
      <input
        data-testid={id}
        className="num"
        type="number"
        aria-label={c.label}
        placeholder={c.label}
        title={c.label}
        value={v === undefined ? '' : String(v)}
        onChange={(e) => set(e.target.value === '' ? undefined : Number(e.target.value))}
      />
    );
  }
  if (c.kind === 'text')
    return (
      <input
        data-testid={id}
        aria-label={c.label}
        placeholder={c.label}
        value={String(v ?? '')}
        onChange={(e) => set(e.target.value || undefined)}
      />
    );
  if (c.kind === 'dice') {
    const faces = c.dice.map((d) => `d${d.sides}`).join(' ');
    return (
      <input
        data-testid={id}
        aria-label={`${c.label}: ${faces}`}
        placeholder={`${faces} (empty: roll)`}
        title={`${c.label}: type the table's dice, or leave empty and the engine rolls`}
        value={Array.isArray(v) ? v.join(' ') : ''}
        onChange={(e) =>
          set(
            e.target.value.trim()
              ? e.target.value
                  .trim()
                  .split(/[\s,]+/)
                  .map(Number)
              : undefined,
          )
        }
      />
    );
  }
  return (
    <select
      data-testid={id}
      aria-label={c.label}
      value={v === undefined ? '' : String(v)}
      onChange={(e) => set(e.target.value || undefined)}
    >
      {c.optional && <option value="">{c.label}: —</option>}
      {c.options.map((o) => (
        <option key={o.id} value={o.id} disabled={!optionFree(move, c, o.id, picks) && v !== o.id}>
          {c.kind === 'combatant' ? '→ ' : ''}
          {o.label}
          {o.note ? ` (${o.note})` : ''}
        </option>
      ))}
    </select>
  );
}

function MoveRow({ move, onPlay }: { move: Move; onPlay: Props['onPlay'] }) {
  const [picks, setPicks] = useState<Record<string, unknown>>(() => defaultPicks(move));
  const [error, setError] = useState<EngineError | null>(null);
  const asked = move.choices.filter((c) => choiceAsked(c, picks));
  return (
    <li className="move" data-testid={`move-row-${move.id}`}>
      <button
        type="button"
        className={move.common ? 'primary' : ''}
        data-testid={`move-${move.id}`}
        onClick={() => void onPlay(move, picks).then((r) => setError(r.ok ? null : r.error))}
      >
        {move.label}
      </button>
      {asked.map((c) => (
        <ChoiceInput
          key={c.key}
          move={move}
          c={c}
          picks={picks}
          set={(v) => setPicks(withPick(move, picks, c.key, v))}
        />
      ))}
      {error && (
        <span className="error" role="alert" data-code={error.code}>
          {error.message}
        </span>
      )}
    </li>
  );
}

export function TablePanel({ name, view, moves, steps, onPlay, onUndo, onClose, onStartTimer }: Props) {
  const acting = new Set(view.actingNow);
  const now = moves.moves.filter((m) => (m.actor ? acting.has(m.actor) && m.common : m.common));
  const rest = moves.moves.filter((m) => !now.includes(m));
  const nameOf = (id: string) => view.combatants.find((c) => c.id === id)?.name ?? id;
  // Keyed by the state's round, phase and step count: a move's picks start again after each step.
  const key = `${view.round}:${view.phase}:${steps}`;
  return (
    <section
      className="panel table"
      data-testid="table-panel"
      data-system={view.system}
      data-round={view.round}
      data-phase={view.phase}
    >
      <div className="row">
        <strong>{name}</strong>
        <span data-testid="table-round">{roundTitle({ round: view.round, phase: view.phase })}</span>
        <span className="spacer" />
        <span className="hint" data-testid="table-steps">
          {steps} steps
        </span>
        <button type="button" data-testid="table-undo" disabled={!steps} onClick={onUndo}>
          Undo
        </button>
        <button type="button" className="link" data-testid="table-close" onClick={onClose}>
          Close
        </button>
      </div>
      <ul className="combatants" data-testid="table-combatants">
        {view.combatants.map((c) => (
          <li
            key={c.id}
            className={`combatant${acting.has(c.id) ? ' active' : ''}`}
            data-testid={`table-combatant-${c.id}`}
          >
            <div className="head">
              <span className="name">{c.name}</span>
              {c.tracks.map((t) => (
                <div
                  key={t.name}
                  className={`bar track-${t.name}`}
                  data-testid={`track-${c.id}-${t.name}`}
                  data-value={t.current}
                  data-max={t.max}
                  title={`${t.name} ${t.current}/${t.max}`}
                >
                  <div
                    className="fill"
                    style={{ width: `${t.max > 0 ? Math.max(0, Math.min(100, (t.current / t.max) * 100)) : 0}%` }}
                  />
                  <span>
                    {t.name} {t.current}/{t.max}
                  </span>
                </div>
              ))}
            </div>
            {c.status.length > 0 && (
              <div className="meta">
                {c.status.map((s) => (
                  <span key={s} className="status">
                    {s}
                  </span>
                ))}
              </div>
            )}
          </li>
        ))}
      </ul>
      {view.order.length > 0 && (
        <ol className="order" data-testid="table-order">
          {view.order.map((o, i) => (
            <li key={`${o.combatant}:${i}`} className={o.done ? 'done' : acting.has(o.combatant) ? 'active' : ''}>
              <span className="init">{o.init ?? ''}</span> {nameOf(o.combatant)}
              {o.label && o.label !== nameOf(o.combatant) ? `: ${o.label}` : ''}
            </li>
          ))}
        </ol>
      )}
      {view.pendingChecks.map((p) => {
        const names = p.combatants.map(nameOf).filter((n) => !p.description.includes(n));
        return (
          <div key={p.kind} className="hint" data-testid={`check-${p.kind}`}>
            {p.description}
            {names.length ? `: ${names.join(', ')}` : ''}
          </div>
        );
      })}
      {moves.timer && (
        <div className="row" data-testid="table-timer" data-seconds={moves.timer.seconds}>
          <span className="hint">
            {moves.timer.seconds} s: {moves.timer.purpose}
          </span>
          <span className="spacer" />
          {onStartTimer && (
            <button type="button" data-testid="table-timer-start" onClick={() => onStartTimer(moves.timer!.seconds)}>
              Start the {moves.timer.seconds} s timer
            </button>
          )}
        </div>
      )}
      <h3>Now</h3>
      <ul className="moves" data-testid="moves-now">
        {now.map((m) => (
          <MoveRow key={`${m.id}:${key}`} move={m} onPlay={onPlay} />
        ))}
      </ul>
      {rest.length > 0 && (
        <details data-testid="moves-more">
          <summary>More moves ({rest.length})</summary>
          <ul className="moves">
            {rest.map((m) => (
              <MoveRow key={`${m.id}:${key}`} move={m} onPlay={onPlay} />
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
