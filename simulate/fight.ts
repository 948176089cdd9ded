// One simulated fight: both sides plan with their policies each round (a timer miss turns a play
// into the default Focus), reveal, resolve the round, until the engine says the fight is over (a side
// has no one standing; the rest of that round does not resolve) or the
// round limit is reached (a draw); then the end-of-combat death saves. The fight is a pure
// function of the matchup, the variant and the fight's seed.
import { step } from '../engine/core/step.js';
import type { EngineEvent } from '../engine/core/types.js';
import { plugin } from '../engine/systems/witchhammer/plugin.js';
import type {
  CombatantSetup,
  OrderSlot,
  PlayCard,
  Side,
  WhAction,
  WhState,
} from '../engine/systems/witchhammer/types.js';
import type { WitchhammerTables } from '../engine/systems/witchhammer/tables.js';
import { POLICIES } from './policies/policy.js';
import { chance, mix32, type Rng } from './rng.js';
import {
  addValue,
  emptyFighter,
  emptyPlay,
  type FighterTally,
  type PlayTally,
  type SkipReason,
  type Tally,
} from './tally.js';

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
  /** A card taken out of every deck that holds it (`--ablate`). */
  readonly remove?: string;
  /** The matchup side (0 or 1) whose decks lose it; both sides when absent. */
  readonly removeSide?: 0 | 1;
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
  /** `<side>:<card>` → the run's tally of it, for the cards played in this fight. Per-play
   *  figures go straight into the run's tally; only "played in this fight" waits for the end. */
  readonly cards: Map<string, PlayTally>;
  readonly stances: Map<string, PlayTally>;
  readonly tally: Tally;
  /** Combatant id → this fight's figures. */
  readonly fighters: Map<string, FightFighter>;
}

/** One combatant in one fight: per-fight values (squared at the end), and its run tally, which
 *  counts (plays, skips) go straight into. Plain numbers: this runs for every event of every fight. */
interface FightFighter {
  dealt: number;
  taken: number;
  rounds: number;
  down: boolean;
  readonly into: FighterTally;
}

/** The engine's reasons for a play that did not resolve, as tallied. */
const SKIP_EVENT: Readonly<Record<string, SkipReason>> = { 'no-target': 'no_target', 'out-of-range': 'out_of_range' };

interface SlotOutcome {
  attacked: boolean;
  hit: boolean;
  damage: number;
  skipped?: SkipReason;
}

function outcomeOf(dealt: Map<string, SlotOutcome>, k: string): SlotOutcome {
  let x = dealt.get(k);
  if (!x) dealt.set(k, (x = { attacked: false, hit: false, damage: 0 }));
  return x;
}

function addPlay(
  map: Map<string, PlayTally>,
  into: Record<string, PlayTally>,
  key: string,
  x: SlotOutcome | undefined,
): void {
  let t = map.get(key);
  if (!t) map.set(key, (t = into[key] ??= emptyPlay()));
  t.plays++;
  if (x) {
    if (x.attacked) t.attacks++;
    if (x.hit) t.hits++;
    if (x.skipped) t.skipped[x.skipped]++;
    addValue(t.damage, x.damage);
  }
}

function tallyRound(
  order: readonly OrderSlot[],
  events: readonly EngineEvent[],
  sideOf: ReadonlyMap<string, number>,
  plays: FightPlays,
): void {
  // One play per (combatant, card) per round: attacks are matched to their slot by both.
  // Slots left unresolved because the fight ended (the engine's `fight-over`) were never played out.
  const skipped = new Set<string>();
  const dealt = new Map<string, SlotOutcome>();
  for (const e of events) {
    const type = e.type;
    if (type === 'fight-over') for (const k of (e.detail as { skipped: string[] }).skipped) skipped.add(k);
    if (type === 'attack') {
      const d = e.detail as { hit: boolean; damage: number };
      const x = outcomeOf(dealt, `${e.actor}|${e.card}`);
      x.attacked = true;
      x.hit ||= d.hit;
      x.damage += d.damage;
      if (d.damage) {
        plays.fighters.get(e.actor!)!.dealt += d.damage;
        plays.fighters.get(e.target!)!.taken += d.damage;
      }
    } else if (type === 'wounds') {
      plays.fighters.get(e.target!)!.taken += (e.detail as { wounds: number }).wounds;
    } else if (type === 'down') {
      plays.fighters.get(e.actor!)!.down = true;
    } else if (type === 'skip') {
      outcomeOf(dealt, `${e.actor}|${e.card}`).skipped =
        (e.detail as { reason: string }).reason === 'stunned' ? 'stunned' : 'down';
    } else if (type === 'no-target' || type === 'out-of-range') {
      outcomeOf(dealt, `${e.actor}|${e.card}`).skipped = SKIP_EVENT[type];
    }
  }
  for (const slot of order) {
    if (skipped.has(slot.key)) continue;
    const side = sideOf.get(slot.combatant)!;
    const x = dealt.get(`${slot.combatant}|${slot.action}`);
    addPlay(plays.cards, plays.tally.cards, `${side}:${slot.action}`, x);
    if (slot.stance) addPlay(plays.stances, plays.tally.stances, `${side}:${slot.stance}`, x);
    const f = plays.fighters.get(slot.combatant)!.into;
    f.plays[slot.action] = (f.plays[slot.action] ?? 0) + 1;
    if (x?.skipped) f.skipped[x.skipped]++;
  }
}

const standing = (s: WhState, side: Side): number =>
  s.combatants.filter((c) => c.side === side && !c.down && !c.dead).length;

/** Watches one fight (replays): every action the fight applies, and how it ended. */
export interface FightRecorder {
  action(a: WhAction): void;
  /** After each round resolved. */
  roundEnd(): void;
  end(final: WhState, winner: number | undefined, rounds: number): void;
}

/** Runs fight `index` with engine seed `seed` and adds it to `tally`. */
export function runFight(
  m: SimMatchup,
  v: Variant,
  seed: number,
  index: number,
  tally: Tally,
  record?: FightRecorder,
): void {
  const swap = m.alternateSides && index % 2 === 1;
  const engineSide = (i: number): Side =>
    swap ? (m.sides[i]!.side === 'players' ? 'gm' : 'players') : m.sides[i]!.side;
  const sideOf = new Map<string, number>();
  const combatants: CombatantSetup[] = [];
  const plays: FightPlays = { cards: new Map(), stances: new Map(), tally, fighters: new Map() };
  m.sides.forEach((sd, i) => {
    for (const c of sd.combatants) {
      sideOf.set(c.id, i);
      plays.fighters.set(c.id, {
        dealt: 0,
        taken: 0,
        rounds: 0,
        down: false,
        into: (tally.fighters[c.id] ??= emptyFighter()),
      });
      combatants.push({
        ...withoutCard(c, v.removeSide === undefined || v.removeSide === i ? v.remove : undefined),
        side: engineSide(i),
      });
    }
  });
  let s = plugin.init({ tables: m.tables, cards: patchCards(m.cards, v), combatants, seed });
  let rng: Rng = mix32(seed ^ 0xa5a5a5a5);
  let winner: number | undefined;
  let rounds = 0;
  for (;;) {
    rounds++;
    let missed = false;
    for (const me of s.combatants) {
      if (me.down || me.dead) continue;
      plays.fighters.get(me.id)!.rounds++;
      const i = sideOf.get(me.id)!;
      let miss: boolean;
      [rng, miss] = m.timerMiss > 0 ? chance(rng, m.timerMiss) : [rng, false];
      if (miss) {
        missed = true;
        continue;
      }
      let play;
      [rng, play] = POLICIES[m.sides[i]!.policy]!({
        state: s,
        me,
        rng,
        ...(v.stances?.[i] ? { stance: v.stances[i] } : {}),
      });
      record?.action(play);
      s = unwrap(s, play).state;
    }
    if (missed) {
      record?.action({ type: 'timer-expired' });
      s = unwrap(s, { type: 'timer-expired' }).state;
    }
    s = unwrap(s, { type: 'reveal' }).state;
    const order = s.order;
    const r = unwrap(s, { type: 'resolve-round' });
    s = r.state;
    tallyRound(order, r.events, sideOf, plays);
    record?.roundEnd();
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
  record?.end(s, winner, rounds);

  tally.fights++;
  if (winner === undefined) tally.draws++;
  else tally.wins[winner as 0 | 1]++;
  addValue(tally.rounds, rounds);
  addValue(tally.deaths, s.combatants.filter((c) => c.dead).length);
  addValue(
    tally.afflictions,
    s.combatants.reduce((n, c) => n + c.afflictions.length, 0),
  );
  const ends = (tally.ends[rounds] ??= [0, 0, 0]);
  ends[(winner ?? 2) as 0 | 1 | 2]++;
  const first = `${winner ?? 'draw'}:${rounds}`;
  if (tally.firsts[first] === undefined || index < tally.firsts[first]!) tally.firsts[first] = index;
  // Per side: sums over its combatants this fight, then one value per fight.
  const side = [
    { dealt: 0, taken: 0, downs: 0, deaths: 0, health: 0 },
    { dealt: 0, taken: 0, downs: 0, deaths: 0, health: 0 },
  ];
  for (const c of s.combatants) {
    const f = plays.fighters.get(c.id)!;
    const sd = side[sideOf.get(c.id)!]!;
    sd.dealt += f.dealt;
    sd.taken += f.taken;
    if (c.down) sd.downs++;
    if (c.dead) sd.deaths++;
    sd.health += Math.max(0, c.health);
    const t = f.into;
    if (c.dead) t.deaths++;
    if (f.down) t.downs++;
    addValue(t.dealt, f.dealt);
    addValue(t.taken, f.taken);
    addValue(t.rounds, f.rounds);
  }
  side.forEach((sd, i) => {
    const t = tally.sides[i]!;
    addValue(t.dealt, sd.dealt);
    addValue(t.taken, sd.taken);
    addValue(t.downs, sd.downs);
    addValue(t.deaths, sd.deaths);
    t.health[sd.health] = (t.health[sd.health] ?? 0) + 1;
  });
  // Each card played in this fight counts one fight, and one win when its side won.
  for (const from of [plays.cards, plays.stances]) {
    for (const [key, p] of from) {
      p.fights++;
      if (winner === Number(key.slice(0, key.indexOf(':')))) p.fightsWon++;
    }
  }
}

/** A combatant without one card (an ablation): the card leaves its deck, if another card is left. */
function withoutCard(c: CombatantSetup, id: string | undefined): CombatantSetup {
  if (!id) return c;
  const actions = c.actions?.filter((a) => a !== id);
  const stances = c.stances?.filter((a) => a !== id);
  return { ...c, ...(actions?.length ? { actions } : {}), ...(stances?.length ? { stances } : {}) };
}

/** The combatants of fight `index` as the engine gets them (sides swapped on odd fights with alternateSides). */
export function fightCombatants(m: SimMatchup, v: Variant, index: number): CombatantSetup[] {
  const swap = m.alternateSides && index % 2 === 1;
  return m.sides.flatMap((sd, i) =>
    sd.combatants.map((c) => ({
      ...withoutCard(c, v.removeSide === undefined || v.removeSide === i ? v.remove : undefined),
      side: swap ? (sd.side === 'players' ? 'gm' : 'players') : sd.side,
    })),
  );
}
