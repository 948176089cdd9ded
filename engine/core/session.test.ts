import { describe, expect, it } from 'vitest';
import { fail } from './errors.js';
import { apply, replay, startSession, undo } from './session.js';
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
    return { state: { ...s, n: s.n + a.by }, events: [{ type: 'added', round: s.round, changes: { n: [s.n, s.n + a.by] } }] };
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
});
