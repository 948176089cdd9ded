// Seeded dice whose whole state is plain JSON inside the combat state, so replaying
// the action log from the initial state reproduces every roll exactly.
import { RuleError } from './errors.js';

export interface DiceState {
  /** sfc32 state words (uint32). */
  readonly s: readonly [number, number, number, number];
  /** Fixed results used before the PRNG: physical dice typed in by the GM, or test dice. */
  readonly queue: readonly number[];
}

export interface Roll {
  readonly die: number;
  readonly value: number;
  readonly source: 'queue' | 'prng';
  /** What the roll was for: 'attack', 'affliction', 'initiative', ... */
  readonly purpose?: string;
}

export function seedDice(seed: number, queue: readonly number[] = []): DiceState {
  // splitmix32 spreads a small integer seed over the four sfc32 words.
  let x = seed >>> 0;
  const next = (): number => {
    x = (x + 0x9e3779b9) >>> 0;
    let z = x;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  const w = [next(), next(), next(), next()];
  for (let i = 0; i < 12; i++) advance(w);
  return { s: w as unknown as DiceState['s'], queue: [...queue] };
}

/** One sfc32 step on the four words in place; returns the output word. */
function advance(w: number[]): number {
  let a = w[0]!;
  let b = w[1]!;
  let c = w[2]!;
  let e = w[3]!;
  const t = (((a + b) >>> 0) + e) >>> 0;
  e = (e + 1) >>> 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) >>> 0;
  c = ((c << 21) | (c >>> 11)) >>> 0;
  c = (c + t) >>> 0;
  w[0] = a >>> 0;
  w[1] = b >>> 0;
  w[2] = c;
  w[3] = e;
  return t;
}

/** A queued result, checked against the die that takes it. */
function queued(value: number, sides: number): number {
  if (!Number.isInteger(value) || value < 1 || value > sides) {
    throw new RuleError('dice/out-of-range', `queued die result ${value} does not fit a d${sides}`, {
      hint: `type a whole number from 1 to ${sides}`,
    });
  }
  return value;
}

/** A face from the words: rejection sampling keeps every face equally likely. */
function face(w: number[], sides: number): number {
  const limit = Math.floor(0x100000000 / sides) * sides;
  for (;;) {
    const word = advance(w);
    if (word < limit) return (word % sides) + 1;
  }
}

/** Roll one die with `sides` faces. Queued results are used first and must fit the die. */
export function roll(d: DiceState, sides: number, purpose?: string): [DiceState, Roll] {
  if (!Number.isInteger(sides) || sides < 1) throw new Error(`bug: bad die size ${sides}`);
  if (d.queue.length > 0) {
    const value = queued(d.queue[0]!, sides);
    return [
      { s: d.s, queue: d.queue.slice(1) },
      purpose ? { die: sides, value, source: 'queue', purpose } : { die: sides, value, source: 'queue' },
    ];
  }
  const w = d.s.slice();
  const value = face(w, sides);
  // Plain literals, no conditional spread: this is on every engine's hot path.
  return [
    { s: w as unknown as DiceState['s'], queue: d.queue },
    purpose ? { die: sides, value, source: 'prng', purpose } : { die: sides, value, source: 'prng' },
  ];
}

/**
 * The dice of one step, rolled in place: the words live in one private array and the queue is read
 * by an index, so a roll allocates its Roll and nothing else (`roll` makes a new state per roll).
 * `state()` is the DiceState after the rolls so far: the same as folding `roll` over them.
 */
export class DiceCursor {
  private readonly words: number[];
  private used = 0;
  private rolled = false;

  constructor(private readonly start: DiceState) {
    this.words = start.s.slice();
  }

  roll(sides: number, purpose?: string): Roll {
    if (!Number.isInteger(sides) || sides < 1) throw new Error(`bug: bad die size ${sides}`);
    const q = this.start.queue;
    if (this.used < q.length) {
      const value = queued(q[this.used]!, sides);
      this.used++;
      return purpose ? { die: sides, value, source: 'queue', purpose } : { die: sides, value, source: 'queue' };
    }
    const value = face(this.words, sides);
    this.rolled = true;
    return purpose ? { die: sides, value, source: 'prng', purpose } : { die: sides, value, source: 'prng' };
  }

  /** Queued results not rolled yet. */
  get queueLeft(): number {
    return this.start.queue.length - this.used;
  }

  state(): DiceState {
    if (!this.rolled && this.used === 0) return this.start;
    return {
      s: this.rolled ? (this.words.slice() as unknown as DiceState['s']) : this.start.s,
      queue: this.used === 0 ? this.start.queue : this.start.queue.slice(this.used),
    };
  }
}

/** Roll `count` dice and return them all (e.g. 3d6). */
export function rollMany(d: DiceState, count: number, sides: number, purpose?: string): [DiceState, Roll[]] {
  const rolls: Roll[] = [];
  let state = d;
  for (let i = 0; i < count; i++) {
    const [next, r] = roll(state, sides, purpose);
    state = next;
    rolls.push(r);
  }
  return [state, rolls];
}

/** Append typed-in results to the queue (the GM's physical dice). */
export function enqueue(d: DiceState, values: readonly number[]): DiceState {
  return { s: d.s, queue: [...d.queue, ...values] };
}

/**
 * A typed-in result for the very next roll, ahead of anything queued: a die typed on one action
 * (an attack's own luck die) must be used by that action, not by whatever the queue holds first.
 */
export function useNext(d: DiceState, value: number): DiceState {
  return { s: d.s, queue: [value, ...d.queue] };
}

/**
 * An action's typed-in results, ahead of anything queued (a scenario's dice): the action rolls them
 * first, so they are its own, and any it leaves unrolled show in `requireTypedDiceUsed`.
 */
export function useFirst(d: DiceState, values: readonly number[]): DiceState {
  return { s: d.s, queue: [...values, ...d.queue] };
}

/**
 * Typed dice that an action never rolled would silently feed later rolls, so a system whose
 * actions carry typed dice (`rolls`, or `field`) refuses them. `before`/`after` are the dice around
 * the action (before its dice were typed in, with `useFirst`: behind older queued dice the count
 * would miss a leak).
 */
export function requireTypedDiceUsed(before: DiceState, after: DiceState, action: object, field = 'rolls'): void {
  const rolls = (action as Record<string, unknown>)[field];
  const typed = Array.isArray(rolls) ? rolls.length : 0;
  const unused = after.queue.length - before.queue.length;
  if (typed && unused > 0) {
    throw new RuleError('dice/unused', `${unused} of the ${typed} typed dice were not rolled by this action`, {
      path: [field],
      hint: 'type only the dice this action rolls, in rolling order',
    });
  }
}
