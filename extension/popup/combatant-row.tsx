// One combatant: always-visible bars, penalty, effects and once-per-combat cards used; in the
// planning phase, the GM's pick of action, stance, target and extra actions, with the real
// card faces of the hand (used once-per-combat cards greyed out). The engine checks the play.
import { useState } from 'react';
import type { WhCombatantView, WhView } from '../../engine/systems/witchhammer/plugin.js';
import type { PlayCard, WhState } from '../../engine/systems/witchhammer/types.js';
import type { Catalog } from '../lib/catalog.js';
import { CardFace } from './card-face.js';
import { moves, targetOptions } from '../../engine/systems/witchhammer/moves.js';
import { resolver, type FrayState } from './use-fray.js';

interface Props {
  readonly fray: FrayState;
  readonly catalog: Catalog;
  readonly state: WhState;
  readonly view: WhView;
  readonly c: WhCombatantView;
  readonly open: boolean;
  readonly onToggle: () => void;
}

function Bar({ id, name, cur, max }: { id: string; name: string; cur: number; max: number }) {
  const pct = max > 0 ? Math.max(0, Math.min(100, (cur / max) * 100)) : 0;
  return (
    <div
      className={`bar bar-${name}`}
      data-testid={`${name}-${id}`}
      data-value={cur}
      data-max={max}
      title={`${name} ${cur}/${max}`}
    >
      <div className="fill" style={{ width: `${pct}%` }} />
      <span>
        {name === 'poise' ? 'P' : 'H'} {cur}/{max}
      </span>
    </div>
  );
}

/** The target picker is needed for `chosen`, and for nearest/largest when there is no grid. */
function needsTarget(card: PlayCard | undefined, hasPosition: boolean): boolean {
  if (!card?.target || card.target === 'self') return false;
  return card.target === 'chosen' || !hasPosition;
}

export function CombatantRow({ fray, catalog, state, view, c, open, onToggle }: Props) {
  const play = state.plays[c.id];
  const deckActions =
    c.hand.actions.length || c.usedOnce.length
      ? [...c.hand.actions, ...c.usedOnce.filter((u) => state.cards[u]?.type === 'action')]
      : Object.values(state.cards)
          .filter((k) => k.type === 'action')
          .map((k) => k.id);
  const deckStances =
    c.hand.stances.length || c.usedOnce.length
      ? [...c.hand.stances, ...c.usedOnce.filter((u) => state.cards[u]?.type === 'stance')]
      : Object.values(state.cards)
          .filter((k) => k.type === 'stance')
          .map((k) => k.id);
  const inHand = (id: string) => !c.usedOnce.includes(id);
  const [action, setAction] = useState(play?.action ?? deckActions.find(inHand) ?? '');
  const [stance, setStance] = useState(play?.stance ?? deckStances.find(inHand) ?? '');
  // The engine's order of targets: who can still be hit first (the default), the downed last.
  const self = state.combatants.find((x) => x.id === c.id)!;
  const others = targetOptions(state, self).filter((o) => o.note !== 'dead');
  const [target, setTarget] = useState(play?.target ?? others.find((o) => !o.note)?.id ?? others[0]?.id ?? '');
  const [flanking, setFlanking] = useState(play?.flanking ?? false);
  const [extras, setExtras] = useState<{ action: string; target: string }[]>(
    play?.extra.map((x) => ({ action: x.action, target: x.target ?? '' })) ?? [],
  );
  // The engine's moves decide whether a play is offered (able, a stance in hand, the fight not over).
  const planning = state.phase === 'plan' && moves(state).moves.some((m) => m.id === `play:${c.id}`);
  const hasPos = Boolean(c.position);
  const card = state.cards[action];

  const submit = () =>
    fray.run(() =>
      resolver().plan({
        combatant: c.id,
        action,
        ...(stance ? { stance } : {}),
        ...(needsTarget(card, hasPos) && target ? { target } : {}),
        ...(flanking ? { flanking } : {}),
        ...(extras.length
          ? {
              extra: extras
                .filter((x) => x.action)
                .map((x) => ({
                  action: x.action,
                  ...(needsTarget(state.cards[x.action], hasPos) && x.target ? { target: x.target } : {}),
                })),
            }
          : {}),
      }),
    );
  const cardName = (id: string) => state.cards[id]?.name ?? id;
  const full = (id: string) => catalog.cards.get(id);
  const penalty = c.penalty;

  return (
    <li
      className={`combatant side-${c.side}${c.down ? ' down' : ''}${c.dead ? ' dead' : ''}${view.actingNow.includes(c.id) && state.phase === 'resolve' ? ' active' : ''}`}
      data-testid={`combatant-${c.id}`}
    >
      <div className="head">
        <button
          type="button"
          className="name link"
          onClick={onToggle}
          data-testid={`toggle-${c.id}`}
          aria-expanded={open}
        >
          {c.name}
        </button>
        <Bar id={c.id} name="poise" cur={c.tracks[0]!.current} max={c.tracks[0]!.max} />
        <Bar id={c.id} name="health" cur={c.tracks[1]!.current} max={c.tracks[1]!.max} />
        <span
          className={`penalty${penalty ? ' hurt' : ''}`}
          data-testid={`penalty-${c.id}`}
          data-value={penalty}
          title="penalty"
        >
          {penalty ? `−${penalty}` : '0'}
        </span>
        {play && state.phase === 'plan' && (
          <span className="played" data-testid={`played-${c.id}`}>
            {play.byTimer ? 'Focus (timer)' : 'played'}
          </span>
        )}
      </div>
      <div className="meta">
        {c.status.map((s) => (
          <span key={s} className={`status status-${s.replace(/\s/g, '-')}`}>
            {s}
          </span>
        ))}
        <span data-testid={`effects-${c.id}`}>
          {c.effects.map((e) => `${e.name} (${e.roundsLeft ?? '?'} left)`).join(', ')}
        </span>
        {c.usedOnce.length > 0 && (
          <span className="used-once" data-testid={`used-${c.id}`}>
            used: {c.usedOnce.map(cardName).join(', ')}
          </span>
        )}
        {c.afflictions.length > 0 && (
          <span className="afflictions" data-testid={`afflictions-${c.id}`}>
            {c.afflictions.join(', ')}
          </span>
        )}
      </div>
      {planning && (
        <div className="plan">
          <select data-testid={`action-${c.id}`} value={action} onChange={(e) => setAction(e.target.value)}>
            {deckActions.map((id) => (
              <option key={id} value={id} disabled={!inHand(id)}>
                {cardName(id)}
                {inHand(id) ? '' : ' (used)'}
              </option>
            ))}
          </select>
          <select data-testid={`stance-${c.id}`} value={stance} onChange={(e) => setStance(e.target.value)}>
            {deckStances.map((id) => (
              <option key={id} value={id} disabled={!inHand(id)}>
                {cardName(id)}
                {inHand(id) ? '' : ' (used)'}
              </option>
            ))}
          </select>
          {needsTarget(card, hasPos) && (
            <select data-testid={`target-${c.id}`} value={target} onChange={(e) => setTarget(e.target.value)}>
              {others.map((o) => (
                <option key={o.id} value={o.id}>
                  → {o.label}
                  {o.note ? ` (${o.note})` : ''}
                </option>
              ))}
            </select>
          )}
          {!hasPos && card?.target && card.target !== 'self' && (
            <label className="flank">
              <input
                type="checkbox"
                data-testid={`flanking-${c.id}`}
                checked={flanking}
                onChange={(e) => setFlanking(e.target.checked)}
              />
              flank
            </label>
          )}
          {Array.from({ length: c.extraActions }, (_, i) => {
            const x = extras[i] ?? { action: '', target: '' };
            const set = (v: Partial<typeof x>) =>
              setExtras(
                Array.from({ length: c.extraActions }, (_, j) =>
                  j === i ? { ...x, ...v } : (extras[j] ?? { action: '', target: '' }),
                ),
              );
            return (
              <span key={i} className="extra">
                <select
                  data-testid={`extra-${c.id}-${i}`}
                  value={x.action}
                  onChange={(e) => set({ action: e.target.value })}
                >
                  <option value="">+ extra action</option>
                  {deckActions.filter(inHand).map((id) => (
                    <option key={id} value={id}>
                      {cardName(id)}
                    </option>
                  ))}
                </select>
                {x.action && needsTarget(state.cards[x.action], hasPos) && (
                  <select
                    data-testid={`extra-target-${c.id}-${i}`}
                    value={x.target}
                    onChange={(e) => set({ target: e.target.value })}
                  >
                    <option value="">target…</option>
                    {others.map((o) => (
                      <option key={o.id} value={o.id}>
                        → {o.label}
                        {o.note ? ` (${o.note})` : ''}
                      </option>
                    ))}
                  </select>
                )}
              </span>
            );
          })}
          <button type="button" data-testid={`play-${c.id}`} className="primary" disabled={!action} onClick={submit}>
            {play ? 'Replay' : 'Play'}
          </button>
          {play && (
            <button
              type="button"
              data-testid={`unplay-${c.id}`}
              onClick={() => fray.run(() => resolver().unplan(c.id))}
            >
              Withdraw
            </button>
          )}
        </div>
      )}
      {open && (
        <div className="hand" data-testid={`hand-${c.id}`}>
          {[...deckActions, ...deckStances].map((id) => {
            const k = full(id);
            if (!k) return null;
            const pick =
              planning && inHand(id) ? () => (k.type === 'action' ? setAction(id) : setStance(id)) : undefined;
            return (
              <CardFace
                key={id}
                card={k}
                catalog={catalog}
                used={!inHand(id)}
                selected={id === action || id === stance}
                {...(pick ? { onPick: pick } : {})}
                testid={`hand-card-${c.id}-${id}`}
              />
            );
          })}
        </div>
      )}
    </li>
  );
}
