import { describe, expect, it } from 'vitest';
import { buildAction, type Move } from '../../../engine/core/moves.js';
import { withPick } from './picks.js';

const YES = (key: string) => ({ key, in: ['true'] });
const NOT = (key: string) => ({ key, in: ['false', 'undefined'] });
const attack: Move = {
  id: 'attack',
  label: 'attack',
  action: { type: 'turn' },
  choices: [
    { kind: 'flag', key: 'impaired', label: 'impaired', optional: true },
    {
      kind: 'dice',
      key: 'dice.damage',
      label: 'damage',
      dice: [{ sides: 8, purpose: 'damage' }],
      when: NOT('impaired'),
    },
    {
      kind: 'dice',
      key: 'dice.damage',
      label: 'damage',
      dice: [{ sides: 4, purpose: 'impaired damage' }],
      when: YES('impaired'),
    },
    {
      kind: 'option',
      key: 'weapon',
      label: 'weapon',
      options: [{ id: 'sword', label: 'sword' }],
      when: NOT('impaired'),
    },
  ],
};

describe('withPick', () => {
  it('drops the picks of choices a change no longer asks, also when another choice asks the same key', () => {
    let p = withPick(attack, {}, 'dice.damage', [7]);
    p = withPick(attack, p, 'weapon', 'sword');
    expect(p).toEqual({ 'dice.damage': [7], weapon: 'sword' });
    // Without dropping it, the d8's 7 would be read as the d4's roll.
    expect(buildAction(attack, { ...p, impaired: true })).toMatchObject({ dice: { damage: [7] } });
    p = withPick(attack, p, 'impaired', true);
    expect(p).toEqual({ impaired: true });
    // The action leaves the d4 to the engine's dice, instead of reading the d8's 7.
    expect(buildAction(attack, p)).toEqual({ type: 'turn', impaired: true });
    // A pick for a choice still asked stays; so does one typed after the change.
    p = withPick(attack, p, 'dice.damage', [3]);
    expect(withPick(attack, p, 'impaired', true)).toEqual({ impaired: true, 'dice.damage': [3] });
  });
});
