// The plugin's step looks each action type up in one table of handlers: a type that is not in the
// table is refused by name, also one that only an ordinary object has (`constructor`).
import { describe, expect, it } from 'vitest';
import { fighter, setup, tryStep } from '../../../test/scenarios/witchhammer/kit.js';
import type { WhAction } from './types.js';

describe('witchhammer step', () => {
  const s = setup([fighter('a', 'players'), fighter('b', 'gm')]);

  it.each(['dance', 'constructor', 'toString'])('refuses the unknown action type %s', (type) => {
    const r = tryStep(s, { type } as unknown as WhAction);
    expect(r.error).toMatchObject({ code: 'combat/unknown-action', message: `unknown action type '${type}'` });
    expect(r.state).toBe(s);
  });

  it('hands a known type to its step', () => {
    const r = tryStep(s, { type: 'play', combatant: 'a', action: 'block', stance: 'guard' });
    expect(r.error).toBeUndefined();
    expect(r.events.map((e) => e.type)).toContain('play');
  });
});
