// One simulated fight: both sides plan with their policies each round (a timer miss turns a play
// into the default Focus), reveal, resolve the round, until the engine says the fight is over (a side
// has no one standing; the rest of that round does not resolve) or the
// round limit is reached (a draw); then the end-of-combat death saves. The fight is a pure
// function of the matchup, the variant and the fight's seed.
import { step } from '../engine/core/step.js';
import type { EngineEvent } from '../engine/core/types.js';
import { plugin } from '../engine/systems/witchhammer/plugin.js';
import type { CombatantSetup, OrderSlot, PlayCard, Side, WhAction, WhState } from '../engine/systems/witchhammer/types.js';
import type { WitchhammerTables } from '../engine/systems/witchhammer/tables.js';
import { POLICIES } from './policies/policy.js';
import { chance, mix32, type Rng } from './rng.js';
import { addPlays, addValue, emptyPlay, type PlayTally, type Tally } from './tally.js';

export interface SimSide {
  readonly name: string;
  /** The engine side this matchup side takes (swapped every other fight with alternateSides). */
  readonly side: Side;
  readonly policy: string;
  readonly combatants: readonly CombatantSetup[];
}

/** A matchup ready to run: plain data, so it crosses to worker threads. */
export interface SimMatchup {
  readonly name: string;
  readonly tables: WitchhammerTables;
  readonly cards: readonly PlayCard[];
  readonly sides: readonly [SimSide, SimSide];
  readonly maxRounds: number;
  readonly timerMiss: number;
  readonly alternateSides: boolean;
}

/** One point of a sweep (or the whole run when there is none). */
export interface Variant {
  readonly label: string;
  readonly value?: number | string;
  /** Stances forced on side 0 and side 1. */
  readonly stances?: readonly [string | undefined, string | undefined];
  /** A card field set to a value: `attack`, `defense`, `init`, `restore.poise`… */
  readonly card?: { readonly id: string; readonly field: string; readonly value: number };
}

function patchCards(cards: readonly PlayCard[], v: Variant): readonly PlayCard[] {
  if (!v.card) return cards;
  const { id, field, value } = v.card;
  return cards.map((c) => {
    if (c.id !== id) return c;
    const [head, sub] = field.split('.') as [keyof PlayCard, string | undefined];
    return sub ? { ...c, [head]: { ...(c[head] as object), [sub]: value } } : { ...c, [head]: value };
  });
}

const unwrap = (s: WhState, a: WhAction): { state: WhState; events: readonly EngineEvent[] } => {
  const r = step(plugin, s, a);
  if (r.error) throw new Error(`simulate: the engine refused ${JSON.stringify(a)}: ${r.error.code} ${r.error.message}`);
  return r;
};

interface FightPlays {
  /** `<side>:<card>` → this fight's plays of it. */
  readonly cards: Map<string, PlayTally>;
  readonly stances: Map<string, PlayTally>;
}

function tallyRound(order: readonly OrderSlot[], events: readonly EngineEvent[], sideOf: ReadonlyMap<string, number>, plays: FightPlays): void {
  // One play per (combatant, card) per round: attacks are matched to their slot by both.
  const dealt = new Map<string, { attacked: boolean; hit: boolean; damage: number }>();
  // Slots left unresolved because the fight ended (the engine's `fight-over`) were never played out.
  const skipped = new Set<string>();
  for (const e of events) {
    if (e.type === 'fight-over') for (const k of (e.detail as { skipped: string[] }).skipped) skipped.add(k);
    if (e.type !== 'attack') continue;
    const d = e.detail as { hit: boolean; damage: number };
    const k = `${e.actor}|${e.card}`;
    const x = dealt.get(k) ?? { attacked: false, hit: false, damage: 0 };
    x.attacked = true;
    x.hit ||= d.hit;
    x.damage += d.damage;
    dealt.set(k, x);
  }
  for (const slot of order) {
    if (skipped.has(slot.key)) continue;
    const side = sideOf.get(slot.combatant)!;
    const x = dealt.get(`${slot.combatant}|${slot.action}`);
    const add = (map: Map<string, PlayTally>, key: string): void => {
      const t = map.get(key) ?? emptyPlay();
      t.plays++;
      if (x?.attacked) t.attacks++;
      if (x?.hit) t.hits++;
      addValue(t.damage, x?.damage ?? 0);
      map.set(key, t);
    };
    add(plays.cards, `${side}:${slot.action}`);
    if (slot.stance) add(plays.stances, `${side}:${slot.stance}`);
  }
}

const standing = (s: WhState, side: Side): number => s.combatants.filter((c) => c.side === side && !c.down && !c.dead).length;

/** Runs fight `index` with engine seed `seed` and adds it to `tally`. */
export function runFight(m: SimMatchup, v: Variant, seed: number, index: number, tally: Tally): void {
  const swap = m.alternateSides && index % 2 === 1;
  const engineSide = (i: number): Side => (swap ? (m.sides[i]!.side === 'players' ? 'gm' : 'players') : m.sides[i]!.side);
  const sideOf = new Map<string, number>();
  const combatants: CombatantSetup[] = [];
  m.sides.forEach((sd, i) => {
    for (const c of sd.combatants) {
      sideOf.set(c.id, i);
      combatants.push({ ...c, side: engineSide(i) });
    }
  });
  let s = plugin.init({ tables: m.tables, cards: patchCards(m.cards, v), combatants, seed });
  let rng: Rng = mix32(seed ^ 0xa5a5a5a5);
  const plays: FightPlays = { cards: new Map(), stances: new Map() };
  let winner: number | undefined;
  let rounds = 0;
  for (;;) {
    rounds++;
    let missed = false;
    for (const me of s.combatants) {
      if (me.down || me.dead) continue;
      const i = sideOf.get(me.id)!;
      let miss: boolean;
      [rng, miss] = m.timerMiss > 0 ? chance(rng, m.timerMiss) : [rng, false];
      if (miss) {
        missed = true;
        continue;
      }
      let play;
      [rng, play] = POLICIES[m.sides[i]!.policy]!({ state: s, me, rng, ...(v.stances?.[i] ? { stance: v.stances[i] } : {}) });
      s = unwrap(s, play).state;
    }
    if (missed) s = unwrap(s, { type: 'timer-expired' }).state;
    s = unwrap(s, { type: 'reveal' }).state;
    const order = s.order;
    const r = unwrap(s, { type: 'resolve-round' });
    s = r.state;
    tallyRound(order, r.events, sideOf, plays);
    // The engine says when the fight is over: a side with no one standing (the round's remaining cards
    // did not resolve).
    if (s.fightOver) {
      const up = [standing(s, engineSide(0)), standing(s, engineSide(1))];
      winner = up[0] === 0 && up[1] === 0 ? undefined : up[0] === 0 ? 1 : 0;
      break;
    }
    if (rounds >= m.maxRounds) break;
  }
  s = unwrap(s, { type: 'end-combat' }).state;

  tally.fights++;
  if (winner === undefined) tally.draws++;
  else tally.wins[winner as 0 | 1]++;
  addValue(tally.rounds, rounds);
  addValue(tally.deaths, s.combatants.filter((c) => c.dead).length);
  addValue(tally.afflictions, s.combatants.reduce((n, c) => n + c.afflictions.length, 0));
  // Each card played in this fight counts one fight, and one win when its side won.
  for (const from of [plays.cards, plays.stances]) {
    for (const [key, p] of from) {
      p.fights = 1;
      p.fightsWon = winner === Number(key.slice(0, key.indexOf(':'))) ? 1 : 0;
    }
  }
  addPlays(tally.cards, plays.cards);
  addPlays(tally.stances, plays.stances);
}
