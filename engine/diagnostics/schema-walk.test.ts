import { describe, expect, it } from 'vitest';
import { card, cardFile } from '../schema/card.js';
import { objectKeys, schemaAt } from './schema-walk.js';

describe('schemaAt', () => {
  it('follows the discriminated card union by the data', () => {
    const stance = { type: 'stance', id: 's', name: 'S' };
    expect(objectKeys(schemaAt(card, [], stance))).toContain('move');
    expect(objectKeys(schemaAt(card, [], { type: 'character' }))).toContain('poise');
    expect(objectKeys(schemaAt(card, [], { type: 'nope' }))).toEqual([]);
  });

  it('walks lists, optional fields and nested unions', () => {
    const data = [{ type: 'action', on_hit: [{ effect: 'bleed' }], move: {} }];
    expect(objectKeys(schemaAt(cardFile, [0, 'on_hit', 0], data)).sort()).toEqual(['effect', 'rounds', 'wounds']);
    expect(objectKeys(schemaAt(cardFile, [0, 'move'], data)).sort()).toEqual(['direction', 'spaces']);
    expect(schemaAt(cardFile, [0, 'nope'], data)).toBeUndefined();
  });
});
