// Questions the GM's table asks one seat about another seat's move, before applying it: the
// target's own reaction inside an attack (initiative-cards' dodge or parry, `SeatRules.answers`)
// and the other party's agreement to a swap (`SeatRules.agreements`). An ask shows on the asked
// seat's device as a move of its own; the answer completes the move, which is then checked and
// applied. A seat that does not answer in time leaves it to the engine's default (no reaction) or
// refuses the swap; an ask to a combatant no player runs goes to the GM (`asked`).
import { buildAction, choiceAsked, type Move, type MoveChoice, offers } from '../../../engine/core/moves.js';
import type { SeatSystem } from '../../../engine/core/seats.js';
import type { Action, CombatStateBase } from '../../../engine/core/types.js';
import type { Applied } from './players-types.js';

interface Open {
  readonly id: string;
  /** The seat asked; undefined: the GM. */
  readonly seat: string | undefined;
  readonly kind: 'answer' | 'agree';
  readonly ask: Move;
  /** The mover's move (the whole move, with the asked choices) and picks. */
  readonly full: Move;
  readonly picks: Readonly<Record<string, unknown>>;
  readonly keys: string;
  readonly from: { readonly seat: string; readonly ref: string };
  readonly timer: ReturnType<typeof setTimeout>;
}

export interface AsksDeps<S extends CombatStateBase> {
  readonly sys: SeatSystem<S>;
  readonly state: () => S;
  /** The seat whose player runs a combatant (undefined: the GM's). */
  readonly seatOf: (combatant: string) => string | undefined;
  readonly answerMs: number;
  readonly publish: () => Promise<void>;
  readonly apply: (seat: string, ref: string, action: Action) => Promise<Applied>;
  readonly ask: (a: { readonly id: string; readonly seat: string | undefined; readonly move: Move }) => void;
  readonly reply?: (seat: string, ref: string, ok: boolean, message: string) => void;
}

export function createAsks<S extends CombatStateBase>(d: AsksDeps<S>) {
  const open = new Map<string, Open>();
  let n = 0;

  const label = (m: Move, picks: Readonly<Record<string, unknown>>): string =>
    m.choices
      .filter((c) => picks[c.key] !== undefined && choiceAsked(c, picks) && 'options' in c)
      .map((c) => {
        const o = 'options' in c ? c.options.find((x) => x.id === String(picks[c.key])) : undefined;
        return `${c.label} ${o?.label ?? String(picks[c.key])}`;
      })
      .join(', ');

  function start(o: Omit<Open, 'timer'>): void {
    const timer = setTimeout(() => void expire(o.id), d.answerMs);
    open.set(o.id, { ...o, timer });
    if (o.seat === undefined) d.ask({ id: o.id, seat: undefined, move: o.ask });
    void d.publish();
  }

  async function expire(id: string): Promise<void> {
    const o = open.get(id);
    if (!o) return;
    open.delete(id);
    if (o.kind === 'answer') await d.apply(o.from.seat, o.from.ref, buildAction(o.full, o.picks));
    else d.reply?.(o.from.seat, o.from.ref, false, 'the other player did not answer in time');
    await d.publish();
  }

  return {
    /** The asks shown to a seat now. */
    of: (seat: string): Move[] => [...open.values()].filter((o) => o.seat === seat).map((o) => o.ask),
    handles: (seat: string | undefined, id: string): boolean => open.get(id)?.seat === seat && open.has(id),

    /**
     * Whether a seat's checked move must first ask another seat (or the GM); if so the ask is
     * opened and the move is applied once answered.
     */
    needs(seat: string, move: Move, picks: Readonly<Record<string, unknown>>, ref: string): boolean {
      const s = d.state();
      const full = d.sys.moves(s).moves.find((m) => m.id === move.id) ?? move;
      for (const a of d.sys.seats.answers ?? []) {
        if (a.type !== move.action.type) continue;
        const who = picks[a.by];
        if (typeof who !== 'string') continue;
        const asked = full.choices.filter(
          (c) => c.key.startsWith(a.keys) && (!c.when || c.when.key === a.by ? choiceAsked(c, picks) : true),
        );
        if (!asked.length) continue;
        const answerer = d.seatOf(who);
        if (answerer === seat) continue;
        const id = `answer-${++n}`;
        const choices: MoveChoice[] = asked.map((c) => {
          if (!c.when || c.when.key !== a.by) return c;
          const { when: _w, ...rest } = c;
          return rest as MoveChoice;
        });
        start({
          id,
          seat: answerer,
          kind: 'answer',
          ask: { id, label: `${full.label}: your answer`, actor: who, action: { type: 'answer' }, choices },
          full,
          picks,
          keys: a.keys,
          from: { seat, ref },
        });
        return true;
      }
      for (const a of d.sys.seats.agreements ?? []) {
        if (a.type !== move.action.type) continue;
        const other = picks[a.parties[1]];
        if (typeof other !== 'string') continue;
        const otherSeat = d.seatOf(other);
        if (otherSeat === seat) continue;
        const id = `agree-${++n}`;
        start({
          id,
          seat: otherSeat,
          kind: 'agree',
          ask: {
            id,
            label: `${move.label}? ${label(move, picks)}`,
            actor: other,
            action: { type: 'agree' },
            choices: [
              {
                kind: 'option',
                key: 'answer',
                label: 'answer',
                options: [
                  { id: 'yes', label: 'Agree' },
                  { id: 'no', label: 'Refuse' },
                ],
                default: 'yes',
              },
            ],
          },
          full: move,
          picks,
          keys: '',
          from: { seat, ref },
        });
        return true;
      }
      return false;
    },

    /** The asked seat's (or the GM's, `seat` undefined) answer. */
    async answer(seat: string | undefined, id: string, picks: Readonly<Record<string, unknown>>): Promise<Applied> {
      const o = open.get(id);
      if (!o || o.seat !== seat)
        return { ok: false, error: { code: 'ask/unknown', message: 'nothing is asked of you now' } };
      open.delete(id);
      clearTimeout(o.timer);
      if (o.kind === 'agree') {
        if (picks.answer !== 'yes') {
          d.reply?.(o.from.seat, o.from.ref, false, 'the other player did not agree');
          await d.publish();
          return { ok: true };
        }
        return d.apply(o.from.seat, o.from.ref, buildAction(o.full, o.picks));
      }
      const merged: Record<string, unknown> = { ...o.picks };
      for (const [k, v] of Object.entries(picks)) if (k.startsWith(o.keys)) merged[k] = v;
      const action = buildAction(o.full, merged);
      if (!offers(d.sys.moves(d.state()), action)) {
        await d.publish();
        return { ok: false, error: { code: 'move/not-offered', message: 'that answer is not offered' } };
      }
      return d.apply(o.from.seat, o.from.ref, action);
    },

    close(): void {
      for (const o of open.values()) clearTimeout(o.timer);
      open.clear();
    },
  };
}

export type Asks = ReturnType<typeof createAsks>;
