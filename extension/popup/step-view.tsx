// The last resolved step, laid out from the engine's events: the attack math (attack,
// defense, attacks-this-round reduction, flanking, penalties), the d20 and its adjustment, the
// total against the threshold, hit or miss, the Poise/Health split, the new penalty, the
// affliction roll, who went down, and ongoing effects that fired at the turn's start.
import type { EngineEvent } from '../../engine/core/types.js';
import type { WhState } from '../../engine/systems/witchhammer/types.js';
import { describeEvent } from '../lib/export-markdown.js';
import { withNames } from '../lib/overlay/model-from-encounter.js';

type D = Record<string, any>;
const sign = (n: number): string => (n >= 0 ? `+${n}` : `−${-n}`);
/** A negative operand after a minus sign gets parentheses: 13 − (−2). */
const paren = (n: number): string => (n < 0 ? `(−${-n})` : String(n));
const num = (n: number): string => (n < 0 ? `−${-n}` : String(n));

function AttackMath({ e, name, card }: { e: EngineEvent; name: (id?: string) => string; card: string }) {
  const d = e.detail as D;
  const a = d.attack as D;
  const df = d.defense as D;
  return (
    <div className="math" data-testid="attack-math">
      <div className="who">
        {name(e.actor)} → {name(e.target)} <em>{card}</em>
      </div>
      <div data-testid="math-attack">
        Attack {num(a.action)} action {sign(a.stance)} stance {sign(a.character)} character
        {a.penalty ? ` − ${a.penalty} penalty` : ''}
        {a.flanking ? ` + ${a.flanking} flanking` : ''} = <b>{num(a.total)}</b>
      </div>
      <div data-testid="math-defense">
        Defense {num(df.action)} action {sign(df.stance)} stance {sign(df.character)} character
        {df.penalty ? ` − ${df.penalty} penalty` : ''}
        {df.attacksTaken ? ` − ${df.attacksTaken} attacks this round` : ''} = <b>{num(df.total)}</b>
      </div>
      <div data-testid="math-d20">
        d20 <b data-testid="math-d20-value">{d.d20}</b>
        {d.adjustment ? (
          <>
            {' '}
            adjustment <b>{sign(d.adjustment)}</b>
          </>
        ) : (
          ' (no adjustment)'
        )}
      </div>
      <div data-testid="math-total">
        Total {num(a.total)} − {paren(df.total)} + {d.d20}
        {d.adjustment ? ` ${sign(d.adjustment)}` : ''} = <b data-testid="math-total-value">{num(d.total)}</b> vs over{' '}
        {d.threshold}
      </div>
      <div data-testid="math-result" className={d.hit ? 'hit' : 'miss'}>
        {d.hit ? `HIT for ${d.damage}` : 'MISS'}
      </div>
    </div>
  );
}

export function StepView({ events, state }: { events: readonly EngineEvent[]; state: WhState }) {
  const name = (id?: string) => state.combatants.find((c) => c.id === id)?.name ?? id ?? '';
  if (!events.length) return null;
  // The engine's describer writes ids; the GM reads names.
  const named = withNames(state);
  return (
    <div className="step" data-testid="last-step">
      {events.map((e, i) => {
        const d = (e.detail ?? {}) as D;
        if (e.type === 'attack')
          return <AttackMath key={i} e={e} name={name} card={state.cards[e.card ?? '']?.name ?? e.card ?? ''} />;
        if (e.type === 'damage') {
          const pen = e.changes?.[`${e.target}.penalty`];
          return (
            <div key={i} className="split" data-testid="math-split">
              {name(e.target)} takes {d.damage}
              {d.poiseOnly ? ' (Poise only)' : ''}: {d.penetrated} penetrates, <b>{d.toPoise}</b> to Poise,{' '}
              <b>{d.toHealth}</b> to Health
              {pen && (
                <span data-testid="math-penalty">
                  {' '}
                  · penalty {String(pen[0])} → <b>{String(pen[1])}</b>
                </span>
              )}
            </div>
          );
        }
        if (e.type === 'affliction')
          return (
            <div key={i} className="affliction" data-testid="math-affliction">
              Affliction: d20 {d.roll} + {d.wounds} wounds = {d.value} → <b>{d.result ?? 'no effect'}</b>
            </div>
          );
        if (e.type === 'down')
          return (
            <div key={i} className="down-line" data-testid="math-down">
              {name(e.actor)} is down
            </div>
          );
        const line = named(describeEvent(e)).trim();
        return line ? (
          <div key={i} className={`line ev-${e.type}`}>
            {line}
          </div>
        ) : null;
      })}
    </div>
  );
}
