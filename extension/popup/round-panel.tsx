// The round: timer and reveal while planning; then the initiative order (ties can be
// reordered), the typed-in or rolled dice, and step-by-step resolution; end of combat.
import { useState } from 'react';
import type { WhView } from '../../engine/systems/witchhammer/plugin.js';
import { tieSwaps } from '../../engine/systems/witchhammer/moves.js';
import type { WhState } from '../../engine/systems/witchhammer/types.js';
import { askBackground } from '../background/messages.js';
import type { WhSession } from '../lib/encounter.js';
import { activeTab } from './active-tab.js';
import { StepView } from './step-view.js';
import { nextRolls } from '../lib/overlay/model-from-encounter.js';
import { resolver, type FrayState } from './use-fray.js';
import { chatNote } from './chat-note.js';

/** The events the last accepted action produced. */
function lastEvents(s: WhSession) {
  const n = s.eventCounts[s.eventCounts.length - 1] ?? 0;
  return n ? s.events.slice(s.events.length - n) : [];
}

/** The engine's tie rule (moves.ts `tieSwaps`): the new order when slot `key` swaps with its tied neighbour. */
function swapOrder(state: WhState, key: string, dir: -1 | 1): readonly string[] | null {
  const t = tieSwaps(state).find((x) => (dir === -1 ? x.b === key : x.a === key));
  return t ? t.order : null;
}

/** Posts the order or the last step to the VTT chat; where there is no chat box, copies it. */
function PostButtons({ fray }: { fray: FrayState }) {
  const [note, setNote] = useState('');
  const post = (what: 'order' | 'step') =>
    fray.run(async () => {
      const r = await askBackground({ type: 'fray/post', what, ...(await activeTab()) });
      setNote(await chatNote(r));
    });
  return (
    <div className="row post">
      <button type="button" data-testid="post-order" onClick={() => post('order')}>
        Post order
      </button>
      <button type="button" data-testid="post-step" onClick={() => post('step')}>
        Post step
      </button>
      {note && (
        <span className="hint" data-testid="post-note">
          {note}
        </span>
      )}
    </div>
  );
}

export function RoundPanel({ fray, session, view }: { fray: FrayState; session: WhSession; view: WhView }) {
  const state = session.state;
  const [d20, setD20] = useState('');
  const [aff, setAff] = useState('');
  const [saves, setSaves] = useState('');
  const dice = () => [d20, aff].filter((s) => s.trim() !== '').map(Number);
  const name = (id: string) => state.combatants.find((c) => c.id === id)?.name ?? id;
  const resolveWith = (op: 'resolveNext' | 'resolveRound') =>
    fray.run(async () => {
      const r = await resolver()[op](dice());
      if (r.ok) {
        setD20('');
        setAff('');
      }
      return r;
    });

  return (
    <section className="panel round" data-testid="round-panel">
      {view.fightOver && !state.ended && (
        <p className="hint" data-testid="fight-over">
          The fight is over: one side has no one standing. End the combat for the death's-door saves.
        </p>
      )}
      {state.phase === 'plan' && !view.fightOver && (
        <div className="row">
          <button
            type="button"
            data-testid="timer-start"
            onClick={() =>
              fray.run(async () => {
                const r = await askBackground({ type: 'fray/timer-start', ...(await activeTab()) });
                if (!r.ok) throw new Error(r.error);
              })
            }
          >
            Start timer
          </button>
          <button
            type="button"
            data-testid="timer-expired"
            title="Everyone who has not played takes Focus"
            onClick={() => fray.run(() => resolver().timerExpired())}
          >
            Time's up
          </button>
          <button
            type="button"
            data-testid="reveal"
            className="primary"
            onClick={() => fray.run(() => resolver().reveal())}
          >
            Reveal
          </button>
          <span className="hint">
            {view.actingNow.length ? `${view.actingNow.length} still to play` : 'everyone has played'}
          </span>
        </div>
      )}
      {state.order.length > 0 && (
        <ol className="order" data-testid="order">
          {state.order.map((o, i) => (
            <li
              key={o.key}
              data-testid={`order-${o.key}`}
              data-combatant={o.combatant}
              data-init={o.init}
              className={`${o.done ? 'done' : ''}${state.phase === 'resolve' && i === state.next ? ' active' : ''}`}
            >
              <span className="init">{o.init}</span> {name(o.combatant)}: {state.cards[o.action]?.name ?? o.action}
              {o.stance ? ` + ${state.cards[o.stance]?.name ?? o.stance}` : ''}
              {o.extra ? ' (extra)' : ''}
              {!o.done && state.phase === 'resolve' && (
                <>
                  {swapOrder(state, o.key, -1) && (
                    <button
                      type="button"
                      className="tiny"
                      data-testid={`order-up-${o.key}`}
                      onClick={() => fray.run(() => resolver().reorder(swapOrder(state, o.key, -1)!))}
                    >
                      ▲
                    </button>
                  )}
                  {swapOrder(state, o.key, 1) && (
                    <button
                      type="button"
                      className="tiny"
                      data-testid={`order-down-${o.key}`}
                      onClick={() => fray.run(() => resolver().reorder(swapOrder(state, o.key, 1)!))}
                    >
                      ▼
                    </button>
                  )}
                </>
              )}
            </li>
          ))}
        </ol>
      )}
      {state.phase === 'resolve' && (
        <div className="row dice">
          {nextRolls(state) ? (
            <>
              <label>
                d20{' '}
                <input
                  data-testid="d20-input"
                  className="num"
                  type="number"
                  min={1}
                  max={20}
                  placeholder="roll"
                  value={d20}
                  onChange={(e) => setD20(e.target.value)}
                />
              </label>
              <label>
                affliction d20{' '}
                <input
                  data-testid="affliction-input"
                  className="num"
                  type="number"
                  min={1}
                  max={20}
                  placeholder="roll"
                  value={aff}
                  onChange={(e) => setAff(e.target.value)}
                />
              </label>
            </>
          ) : (
            // A typed die would be used up by a step that rolls nothing.
            <span className="hint" data-testid="no-roll">
              next: no attack roll
            </span>
          )}
          <button
            type="button"
            data-testid="resolve-next"
            className="primary"
            onClick={() => resolveWith('resolveNext')}
          >
            Resolve next
          </button>
          <button type="button" data-testid="resolve-round" onClick={() => resolveWith('resolveRound')}>
            Resolve round
          </button>
        </div>
      )}
      <StepView events={lastEvents(session)} state={state} />
      <PostButtons fray={fray} />
      {!state.ended && (
        <div className="row end">
          {view.pendingChecks.map((p) => (
            <span key={p.kind} className="hint">
              {p.description}: {p.combatants.map(name).join(', ')}
            </span>
          ))}
          <input
            data-testid="end-dice"
            placeholder="save d20s, e.g. 12 7"
            title="Typed-in d20s for the death's-door saves, in order; empty = the engine rolls"
            value={saves}
            onChange={(e) => setSaves(e.target.value)}
          />
          <button
            type="button"
            data-testid="end-combat"
            onClick={() =>
              fray.run(() =>
                resolver().endCombat(
                  saves
                    .split(/[\s,]+/)
                    .filter(Boolean)
                    .map(Number),
                ),
              )
            }
          >
            End combat
          </button>
        </div>
      )}
    </section>
  );
}
