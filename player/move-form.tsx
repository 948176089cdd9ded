// One move the engine offers this seat, as a form generated from its choices (engine/core/moves.ts):
// cards as the card faces the extension shows (used ones greyed), combatants and options as
// selects, flags, numbers, the dice the player types when the GM lets players roll. A face-down
// move ends in "Place face down"; any other in its own button. Nothing here knows a rule.
import { useState } from 'preact/hooks';
import { choiceAsked, defaultPicks, type Move, type MoveChoice, optionFree } from '../engine/core/moves.js';
import type { Card } from '../engine/schema/card.js';
import type { Catalog } from '../extension/lib/catalog.js';
import { CardFace } from '../extension/popup/card-face.js';

interface Props {
  readonly move: Move;
  readonly secret: boolean;
  readonly catalog: Catalog;
  /** Cards the actor already used this fight (greyed, not pickable). */
  readonly used: readonly string[];
  /** Whether the player types their own dice (the GM's choice for this fight). */
  readonly typedDice: boolean;
  readonly locked?: boolean;
  readonly onSubmit: (move: Move, picks: Record<string, unknown>) => void;
}

export function MoveForm({ move, secret, catalog, used, typedDice, locked, onSubmit }: Props) {
  const [picks, setPicks] = useState<Record<string, unknown>>(() => defaultPicks(move));
  // A choice that comes up with a pick (a target for an attack card) starts at its default too.
  const set = (k: string, v: unknown) => setPicks((p) => withDefaults(move, { ...p, [k]: v }));
  const asked = move.choices.filter((c) => choiceAsked(c, picks) && (c.kind !== 'dice' || typedDice));
  const fid = (c: MoveChoice) => `${move.id}-${c.key}`.replace(/[^\w-]/g, '_');
  return (
    <form
      class={`move${secret ? ' secret' : ''}`}
      data-testid={`move-${move.id}`}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(move, picks);
      }}
    >
      <h3>{move.label}</h3>
      {asked.map((c) => (
        <Choice key={c.key} c={c} id={fid(c)} move={move} picks={picks} set={set} catalog={catalog} used={used} />
      ))}
      <button type="submit" class="primary" data-testid={secret ? 'place-face-down' : `do-${move.id}`}>
        {secret ? (locked ? 'Change my face-down pick' : 'Place face down') : move.label}
      </button>
    </form>
  );
}

function Choice(p: {
  c: MoveChoice;
  id: string;
  move: Move;
  picks: Record<string, unknown>;
  set: (k: string, v: unknown) => void;
  catalog: Catalog;
  used: readonly string[];
}) {
  const { c, id, move, picks, set, catalog, used } = p;
  if (c.kind === 'card') {
    const faces = c.options.map((o) => ({ o, card: catalog.cards.get(o.id) as Card | undefined }));
    const shown = [
      ...faces,
      ...used
        .filter((u) => !c.options.some((o) => o.id === u))
        .map((u) => ({ o: { id: u, label: u }, card: catalog.cards.get(u), used: true })),
    ];
    return (
      <fieldset class="cards">
        <legend>{c.label}</legend>
        <div class="hand">
          {c.optional && (
            <button
              type="button"
              class={`card-none${picks[c.key] === undefined ? ' selected' : ''}`}
              aria-pressed={picks[c.key] === undefined}
              onClick={() => set(c.key, undefined)}
            >
              none
            </button>
          )}
          {shown.map(({ o, card, ...rest }) => {
            const isUsed = 'used' in rest || !optionFree(move, c, o.id, picks);
            const selected = picks[c.key] === o.id;
            return card ? (
              <div key={o.id} class="hand-card">
                <CardFace
                  card={card}
                  catalog={catalog}
                  used={isUsed}
                  selected={selected}
                  onPick={() => set(c.key, o.id)}
                  testid={`pick-${c.key}-${o.id}`}
                />
                <span class="sr">{selected ? `${card.name} picked` : isUsed ? `${card.name} used` : ''}</span>
              </div>
            ) : (
              <button
                key={o.id}
                type="button"
                class={`card-text${selected ? ' selected' : ''}`}
                disabled={isUsed}
                aria-pressed={selected}
                data-testid={`pick-${c.key}-${o.id}`}
                onClick={() => set(c.key, o.id)}
              >
                {o.label}
              </button>
            );
          })}
        </div>
      </fieldset>
    );
  }
  if (c.kind === 'combatant' || c.kind === 'zone' || c.kind === 'option')
    return (
      <label class="field" for={id}>
        <span>{c.label}</span>
        <select
          id={id}
          value={String(picks[c.key] ?? '')}
          onChange={(e) => set(c.key, e.currentTarget.value || undefined)}
        >
          {c.optional && <option value="">—</option>}
          {c.options.map((o) => (
            <option key={o.id} value={o.id} disabled={!optionFree(move, c, o.id, picks)}>
              {o.label}
              {o.note ? ` (${o.note})` : ''}
            </option>
          ))}
        </select>
      </label>
    );
  if (c.kind === 'flag')
    return (
      <label class="field flag" for={id}>
        <input
          id={id}
          type="checkbox"
          checked={picks[c.key] === true}
          onChange={(e) => set(c.key, e.currentTarget.checked)}
        />
        <span>{c.label}</span>
      </label>
    );
  if (c.kind === 'number')
    return (
      <label class="field" for={id}>
        <span>{c.label}</span>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={c.min}
          max={c.max}
          value={String(picks[c.key] ?? '')}
          onInput={(e) => set(c.key, e.currentTarget.value === '' ? undefined : Number(e.currentTarget.value))}
        />
      </label>
    );
  if (c.kind === 'text')
    return (
      <label class="field" for={id}>
        <span>{c.label}</span>
        <input
          id={id}
          type="text"
          maxLength={200}
          value={String(picks[c.key] ?? '')}
          onInput={(e) => set(c.key, e.currentTarget.value)}
        />
      </label>
    );
  if (c.kind !== 'dice') return null;
  // Dice the player rolled at the table: one field per die, left empty for the engine to roll.
  const dice = (picks[c.key] as number[] | undefined) ?? [];
  return (
    <fieldset class="dice">
      <legend>{c.label}</legend>
      {c.dice.map((d, i) => (
        <label key={`${d.purpose}-${i}`} class="field" for={`${id}-${i}`}>
          <span>
            d{d.sides} {d.purpose}
          </span>
          <input
            id={`${id}-${i}`}
            type="number"
            inputMode="numeric"
            min={1}
            max={d.sides}
            value={dice[i] === undefined ? '' : String(dice[i])}
            onInput={(e) => {
              const next = [...dice];
              next[i] = Number(e.currentTarget.value);
              set(c.key, next.slice(0, i + 1).every((x) => x >= 1) ? next : undefined);
            }}
          />
        </label>
      ))}
    </fieldset>
  );
}

/** The picks with each asked choice that has none given its default (or first option unless optional). */
function withDefaults(move: Move, picks: Record<string, unknown>): Record<string, unknown> {
  const out = { ...picks };
  for (const c of move.choices) {
    if (out[c.key] !== undefined || !choiceAsked(c, out)) continue;
    if ('options' in c) {
      const v = c.default ?? (c.optional ? undefined : c.options.find((o) => optionFree(move, c, o.id, out))?.id);
      if (v !== undefined) out[c.key] = v;
    } else if ((c.kind === 'flag' || c.kind === 'number') && c.default !== undefined) out[c.key] = c.default;
  }
  return out;
}
