// A scratch copy of the state used while one action is applied: the combatant array is
// copied once per step and changed combatants are replaced, so a step costs O(combatants).
import { DiceCursor, type DiceState, type Roll } from '../../core/dice.js';
import { fail } from '../../core/errors.js';
import type { WhEvent } from './event-types.js';
import { penaltyFor } from './penalty.js';
import type { Combatant, WhState } from './types.js';

export class Work {
  readonly combatants: Combatant[];
  readonly events: WhEvent[] = [];
  private readonly dice: DiceCursor;
  private readonly typedLeft: number;
  private readonly owned: boolean[] = [];
  private readonly queueBefore: readonly number[];

  constructor(
    readonly state: WhState,
    typed?: readonly number[],
  ) {
    this.combatants = state.combatants.slice();
    this.queueBefore = state.dice.queue;
    if (typed && typed.length > 0) {
      typed.forEach((v, i) => {
        if (!Number.isInteger(v))
          fail('dice/not-a-number', `typed-in die ${v} is not a whole number`, { path: ['dice', i] });
      });
      this.dice = new DiceCursor({ s: state.dice.s, queue: [...typed, ...state.dice.queue] });
    } else this.dice = new DiceCursor(state.dice);
    this.typedLeft = typed?.length ?? 0;
  }

  get round(): number {
    return this.state.round;
  }

  private lastIndex = 0;

  index(id: string): number {
    const cs = this.combatants;
    // Most lookups repeat the previous id (the actor or its target): check it first.
    if (cs[this.lastIndex]?.id === id) return this.lastIndex;
    for (let i = 0; i < cs.length; i++) {
      if (cs[i]!.id === id) return (this.lastIndex = i);
    }
    return -1;
  }

  get(id: string): Combatant {
    const i = this.index(id);
    if (i < 0) throw new Error(`bug: no combatant ${id}`);
    return this.combatants[i]!;
  }

  /**
   * Change a combatant. The first change in a step clones it (field by field: spreads with
   * patches of varying shapes are slow in V8); later changes write to that private clone.
   */
  set(id: string, patch: Partial<Combatant>): Combatant {
    const c = this.mut(id);
    Object.assign(c, patch);
    return c;
  }

  /** This step's private, writable copy of a combatant (cloned on first use). Read any "before"
   *  values first: later writes change this object in place. */
  mut(id: string): MutableCombatant {
    const i = this.index(id);
    if (this.owned[i]) return this.combatants[i] as MutableCombatant;
    const c = cloneCombatant(this.combatants[i]!);
    this.combatants[i] = c;
    this.owned[i] = true;
    return c;
  }

  penalty(c: Combatant): number {
    return penaltyFor(c.maxHealth, c.health, this.state.tables.penalty);
  }

  roll(sides: number, purpose: string): Roll {
    return this.dice.roll(sides, purpose);
  }

  emit(e: WhEvent): void {
    this.events.push(e);
  }

  /** The dice after this step: typed-in results the step did not use are dropped. */
  finalDice(): DiceState {
    const after = this.dice.state();
    if (this.typedLeft === 0) return after;
    const used = this.typedLeft + this.queueBefore.length - this.dice.queueLeft;
    if (used >= this.typedLeft) return after;
    return { s: after.s, queue: this.queueBefore };
  }
}

export type MutableCombatant = { -readonly [K in keyof Combatant]: Combatant[K] };

export function cloneCombatant(c: Combatant): MutableCombatant {
  const out: MutableCombatant = {
    id: c.id,
    name: c.name,
    side: c.side,
    maxPoise: c.maxPoise,
    maxHealth: c.maxHealth,
    poise: c.poise,
    health: c.health,
    attack: c.attack,
    defense: c.defense,
    init: c.init,
    skills: c.skills,
    actions: c.actions,
    stances: c.stances,
    extraActions: c.extraActions,
    down: c.down,
    dead: c.dead,
    usedOnce: c.usedOnce,
    usedToday: c.usedToday,
    effects: c.effects,
    afflictions: c.afflictions,
    attacksTaken: c.attacksTaken,
  };
  // Always the same keys, so every combatant object shares one shape (fast property access).
  out.character = c.character;
  out.position = c.position;
  out.movePenalty = c.movePenalty;
  out.skillPenalty = c.skillPenalty;
  return out;
}

/** `{ 'id.field': [before, after] }`. Built by assignment: computed keys in a literal are slow in V8. */
export function change(
  id: string,
  field: string,
  before: unknown,
  after: unknown,
): Record<string, readonly [unknown, unknown]> {
  const out: Record<string, readonly [unknown, unknown]> = {};
  out[changeKey(id, field)] = [before, after];
  return out;
}

// Memoised `id.field` strings: reusing one string object per key spares V8 hashing a fresh
// string on every event (the hot path builds several per attack). Pure: same input, same output.
const KEYS = new Map<string, Record<string, string>>();
export function changeKey(id: string, field: string): string {
  let m = KEYS.get(id);
  if (!m) {
    if (KEYS.size > 10_000) KEYS.clear();
    KEYS.set(id, (m = {}));
  }
  return (m[field] ??= `${id}.${field}`);
}
