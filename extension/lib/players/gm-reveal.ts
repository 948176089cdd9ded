// Locking in and the reveal, on the GM's side. Seats lock in with commitments only (`locked`);
// the GM commits the monsters' plans too (their face-down choices in the table's state, which the
// GM made without seeing any player's pick). At "Reveal", every locked seat sends its pick and
// nonce; the table checks each against the commitment it recorded itself (not the relay's word),
// and against the engine's offers for that seat, and applies it. A seat that does not reveal
// within the grace period gets the rules' default (the system's fallback, e.g. the timer's
// Focus) and "not revealed" in the log, its commitment kept on record. Then the GM's plans are
// opened for every device to verify, and the system's reveal is applied.
import { offers } from '../../../engine/core/moves.js';
import { isSecret, movesFor, type Seat, type SeatSystem } from '../../../engine/core/seats.js';
import type { Action, CombatStateBase } from '../../../engine/core/types.js';
import { canonicalJson } from '../../../relay/protocol/canonical-json.js';
import { GM_SEAT, type Sealed, seal, verifyOpening } from '../../../relay/protocol/commitment.js';
import type { Revealed } from '../../../relay/protocol/messages.js';
import type { GmLink } from './gm-link.js';
import type { Applied, LogEntry } from './players-types.js';

export interface RevealDeps<S extends CombatStateBase> {
  readonly sys: SeatSystem<S>;
  readonly link: GmLink;
  readonly state: () => S;
  readonly seatOf: (id: string) => Seat | undefined;
  readonly seatIds: () => readonly string[];
  readonly apply: (action: Action, by: { readonly seat: string }) => Promise<Applied>;
  readonly publish: () => Promise<void>;
  readonly log: (e: LogEntry) => void;
  readonly emit: (event: string, v: unknown) => void;
}

export interface RevealReport {
  readonly round: number;
  readonly applied: readonly { readonly seat: string; readonly action: Action }[];
  /** Locked in but did not reveal in time: given the rules' default. */
  readonly notRevealed: readonly string[];
  /** Never locked in: given the rules' default. */
  readonly notLocked: readonly string[];
  /** Revealed something that did not match, or was not offered: refused, given the default. */
  readonly refused: readonly { readonly seat: string; readonly why: string }[];
  /** Whether the GM's own reveal matched its commitment. */
  readonly gmVerified: boolean;
}

/** The grace period for a locked seat's reveal (a phone waking from sleep). */
export const REVEAL_GRACE_MS = 8000;

export function createReveal<S extends CombatStateBase>(d: RevealDeps<S>) {
  /** This round's commitments as the table recorded them from `locked`. */
  let locked = new Map<string, { round: number; digest: string }>();
  let reveals = new Map<string, Revealed>();
  let waiting: (() => void) | undefined;
  let mine: Sealed | undefined;

  const round = () => d.state().round;
  const gmPlans = (): Record<string, unknown> => {
    const s = d.state();
    const players = new Set(d.seatIds().flatMap((id) => d.seatOf(id)?.combatants ?? []));
    const out: Record<string, unknown> = {};
    for (const h of d.sys.seats.hidden)
      if (h.active(s))
        for (const [c, v] of Object.entries(h.chosen(s))) if (!players.has(c) && v !== undefined) out[c] = v;
    return out;
  };

  d.link.on('locked', (m) => {
    if (m.round !== round()) return;
    // A device that reconnects locks the same pick in again: the same commitment, nothing new.
    if (locked.get(m.seat)?.digest === m.digest) return;
    locked.set(m.seat, { round: m.round, digest: m.digest });
    d.log({ round: m.round, seat: m.seat, what: 'locked', digest: m.digest });
    d.emit('locked', m);
  });
  d.link.on('revealed', (m) => {
    if (m.seat === GM_SEAT || m.round !== round()) return;
    reveals.set(m.seat, m);
    d.emit('revealed', m);
    if ([...locked.keys()].every((s) => reveals.has(s))) waiting?.();
  });
  d.link.on('mismatch', (m) => {
    d.log({ round: m.round, seat: m.seat, what: 'refused', message: 'the reveal did not match its commitment' });
    d.emit('mismatch', m);
    reveals.set(m.seat, { seat: m.seat, round: m.round, pick: null, nonce: '', digest: '', verified: false });
    if ([...locked.keys()].every((s) => reveals.has(s))) waiting?.();
  });

  return {
    /** The GM's commitment to the monsters' plans as they stand in the table's state now. */
    async commit(): Promise<string> {
      mine = seal(gmPlans(), round(), GM_SEAT);
      const r = await d.link.send('gm:commit', { round: mine.round, digest: mine.digest });
      if (!r.ok) throw new Error(r.error.message);
      d.log({ round: mine.round, seat: GM_SEAT, what: 'gm committed', digest: mine.digest });
      return mine.digest;
    },

    /** After the relay lost the room: the commitments on record, again. */
    async restore(): Promise<void> {
      const commitments = [...locked].map(([seat, c]) => ({ seat, round: c.round, digest: c.digest }));
      if (commitments.length) await d.link.send('gm:restore', { commitments });
      if (mine && mine.round === round()) await d.link.send('gm:commit', { round: mine.round, digest: mine.digest });
    },

    async run(graceMs = REVEAL_GRACE_MS): Promise<RevealReport> {
      const r = round();
      if (!mine || mine.round !== r) await this.commit();
      const sealed = mine as Sealed;
      if (canonicalJson(gmPlans()) !== canonicalJson(sealed.pick))
        throw new Error("the monsters' plans changed after the GM's commitment: commit them again before revealing");
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, graceMs);
        waiting = () => {
          clearTimeout(t);
          resolve();
        };
        void d.link.send('gm:open-reveal', { round: r }).then(() => {
          if ([...locked.keys()].every((s) => reveals.has(s))) waiting?.();
        });
      });
      waiting = undefined;

      const applied: { seat: string; action: Action }[] = [];
      const refused: { seat: string; why: string }[] = [];
      const notRevealed: string[] = [];
      for (const [seat, c] of locked) {
        const rv = reveals.get(seat);
        const s = d.state();
        const who = d.seatOf(seat);
        if (!rv) {
          notRevealed.push(seat);
          d.log({ round: r, seat, what: 'not revealed', digest: c.digest });
          continue;
        }
        const action = rv.pick as Action;
        const why = !verifyOpening({ pick: rv.pick, round: r, seat, nonce: rv.nonce }, c.digest)
          ? 'the reveal did not match its commitment'
          : !who
            ? 'the GM plays this seat'
            : typeof action !== 'object' || action === null || !isSecret(d.sys, s, action)
              ? 'not a face-down pick'
              : !offers(movesFor(d.sys, s, who), action)
                ? 'that pick is not offered to this seat'
                : undefined;
        if (why) {
          refused.push({ seat, why });
          d.log({ round: r, seat, what: 'refused', message: why });
          continue;
        }
        const a = await d.apply(action, { seat });
        if (!a.ok) {
          refused.push({ seat, why: a.error.message });
          d.log({ round: r, seat, what: 'refused', message: a.error.message });
          continue;
        }
        applied.push({ seat, action });
        d.log({ round: r, seat, what: 'revealed', digest: c.digest });
      }
      const notLocked = d.seatIds().filter((s) => !locked.has(s));
      // Whoever has no play now gets the rules' default (the timer's end), then the cards flip.
      const h = d.sys.seats.hidden.find((x) => x.active(d.state()));
      if (h?.fallback && (notRevealed.length || notLocked.length || refused.length))
        await d.apply({ type: h.fallback }, { seat: GM_SEAT });
      const g = await d.link.send('gm:reveal', { round: r, pick: sealed.pick, nonce: sealed.nonce });
      d.log({ round: r, seat: GM_SEAT, what: 'gm revealed', digest: sealed.digest });
      if (h) await d.apply({ type: h.reveal }, { seat: GM_SEAT });
      // The cards are up: the Decision Timer is over on every device.
      await d.link.send('gm:timer', { remainingMs: null, seconds: 0, purpose: 'revealed' });
      await d.link.send('gm:close-reveal', {
        round: r,
        notRevealed: [...notRevealed, ...notLocked],
        refused: refused.map((x) => x.seat),
      });
      locked = new Map();
      reveals = new Map();
      mine = undefined;
      await d.publish();
      return { round: r, applied, notRevealed, notLocked, refused, gmVerified: g.ok };
    },
  };
}

export type Reveal = ReturnType<typeof createReveal>;
