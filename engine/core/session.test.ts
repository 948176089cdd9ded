import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fail } from './errors.js';
import { apply, replay, startSession, undo, type Session } from './session.js';
import { init, step } from './step.js';
import { SCHEMA_VERSION, type CombatStateBase, type SystemPlugin } from './types.js';
import { seedDice } from './dice.js';

// A toy system: a counter that may not go below zero.
interface Counter extends CombatStateBase {
  readonly n: number;
}
type Act = { type: 'add'; by: number };
const toy: SystemPlugin<Counter, number, Act> = {
  id: 'toy',
  name: 'Toy',
  init: (n) => {
    if (n < 0) fail('setup/negative', 'start at 0 or more');
    return { schemaVersion: SCHEMA_VERSION, system: 'toy', round: 1, dice: seedDice(1), ended: false, n };
  },
  step: (s, a) => {
    if (s.n + a.by < 0) fail('combat/too-low', 'would go below zero', { path: ['by'], hint: 'add less' });
    if (a.by === 999) throw new TypeError('a bug');
    return {
      state: { ...s, n: s.n + a.by },
      events: [{ type: 'added', round: s.round, changes: { n: [s.n, s.n + a.by] } }],
    };
  },
  view: () => {
    throw new Error('unused');
  },
};

describe('step and session', () => {
  it('an illegal action is an error value and leaves the state unchanged', () => {
    const s = init(toy, 1).state!;
    const r = step(toy, s, { type: 'add', by: -5 });
    expect(r.state).toBe(s);
    expect(r.events).toEqual([]);
    expect(r.error).toEqual({ code: 'combat/too-low', message: 'would go below zero', path: ['by'], hint: 'add less' });
  });

  it('a bad setup is an error value; a bug still throws', () => {
    expect(init(toy, -1).error?.code).toBe('setup/negative');
    expect(() => step(toy, init(toy, 1).state!, { type: 'add', by: 999 })).toThrow(TypeError);
  });

  it('a state of another system is refused', () => {
    const s = { ...init(toy, 1).state!, system: 'other' };
    expect(step(toy, s, { type: 'add', by: 1 }).error?.code).toBe('engine/wrong-system');
  });

  it('apply logs accepted actions only; replay rebuilds; undo removes the last steps', () => {
    let s = startSession<Counter, Act>(init(toy, 0).state!);
    for (const by of [1, -5, 2, 3]) {
      const r = apply<Counter, Act>(toy, s, { type: 'add', by });
      if (by === -5) expect(r.session).toBe(s);
      s = r.session;
    }
    expect(s.state.n).toBe(6);
    expect(s.log.map((a) => a.by)).toEqual([1, 2, 3]);
    expect(s.eventCounts).toEqual([1, 1, 1]);
    expect(replay(toy, s.initial, s.log).state).toEqual(s.state);
    expect(undo(toy, s).state.n).toBe(3);
    expect(undo(toy, s, 2).state.n).toBe(1);
    expect(undo(toy, s, 10).state.n).toBe(0);
  });

  it('replaying a log that does not fit the initial state is a bug', () => {
    expect(() => replay(toy, init(toy, 0).state!, [{ type: 'add', by: -1 }])).toThrow(/rejected on replay/);
  });

  it('sessions branched from one another keep their own logs, and storage sees plain arrays', () => {
    const base = apply<Counter, Act>(toy, startSession<Counter, Act>(init(toy, 0).state!), {
      type: 'add',
      by: 1,
    }).session;
    const a = apply<Counter, Act>(toy, base, { type: 'add', by: 2 }).session;
    const b = apply<Counter, Act>(toy, base, { type: 'add', by: 5 }).session;
    expect(base.log.map((x) => x.by)).toEqual([1]);
    expect(a.log.map((x) => x.by)).toEqual([1, 2]);
    expect(b.log.map((x) => x.by)).toEqual([1, 5]);
    // The extension stores sessions with JSON and structuredClone; both must see every field.
    const stored = JSON.parse(JSON.stringify(a)) as Session<Counter, Act>;
    expect(stored.log).toEqual(a.log);
    expect(stored.events).toEqual(a.events);
    expect(structuredClone(a).eventCounts).toEqual([1, 1]);
    expect({ ...a }.log).toEqual(a.log);
    // A session read back from storage (a plain object) goes on, without touching its arrays.
    const next = apply<Counter, Act>(toy, stored, { type: 'add', by: 3 }).session;
    expect(next.log.map((x) => x.by)).toEqual([1, 2, 3]);
    expect(stored.log).toHaveLength(2);
  });

  it('any mix of apply, undo and branching matches replaying each log from the start', () => {
    type Op = { kind: 'apply'; from: number; by: number } | { kind: 'undo'; from: number; count: number };
    const opArb: fc.Arbitrary<Op> = fc.oneof(
      fc.record({ kind: fc.constant('apply' as const), from: fc.nat(), by: fc.integer({ min: -3, max: 4 }) }),
      fc.record({ kind: fc.constant('undo' as const), from: fc.nat(), count: fc.integer({ min: 1, max: 3 }) }),
    );
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 40 }), (ops) => {
        const initial = init(toy, 0).state!;
        const sessions: Session<Counter, Act>[] = [startSession<Counter, Act>(initial)];
        const logs: number[][] = [[]];
        for (const op of ops) {
          const i = op.from % sessions.length;
          const s = sessions[i]!;
          if (op.kind === 'apply') {
            const r = apply<Counter, Act>(toy, s, { type: 'add', by: op.by });
            sessions.push(r.session);
            logs.push(r.error ? logs[i]! : [...logs[i]!, op.by]);
          } else {
            sessions.push(undo(toy, s, op.count));
            logs.push(logs[i]!.slice(0, Math.max(0, logs[i]!.length - op.count)));
          }
        }
        sessions.forEach((s, i) => {
          expect(s.log.map((a) => a.by)).toEqual(logs[i]);
          const again = replay(toy, initial, s.log);
          expect(s.state).toEqual(again.state);
          expect(s.events).toEqual(again.events);
          expect(s.eventCounts).toEqual(again.eventCounts);
        });
      }),
    );
  });
});
