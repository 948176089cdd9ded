import { describe, expect, it } from 'vitest';
import { statBlock, statLabel, statText } from './stat-block.js';

describe('stat block', () => {
  it('labels stats by their keys', () => {
    expect(['wit', 'hd', 'wp', 'health', 'harm_limit', 'immune_to_fear', 'short-spear'].map(statLabel)).toEqual([
      'WIT',
      'HD',
      'WP',
      'Health',
      'Harm limit',
      'Immune to fear',
      'Short spear',
    ]);
  });

  it('writes tests, ranges, mappings and signs as a reader expects', () => {
    expect(statText({ dice: ['d6', 'd4'], bonus: 1 })).toBe('d6 + d4 + 1');
    expect(statText({ dice: ['d8'], bonus: -2 })).toBe('d8 \u2212 2');
    expect(statText([1, 3])).toBe('1\u20133');
    expect(statText(['piercing', 'blunt'])).toBe('piercing/blunt');
    expect(statText({ physical: 8, elemental: 2 })).toBe('physical 8, elemental 2');
    expect(statText(-1)).toBe('\u22121');
    expect(statText('1d8-1')).toBe('1d8\u22121');
  });

  it('sorts stats by shape: badges, traits, lines and one line per weapon (list or mapping)', () => {
    expect(
      statBlock({
        wit: 12,
        health: 9,
        damage: 'd8',
        immune_to_fear: true,
        concealed: false,
        reduction: { physical: 3 },
        weapons: { sword: 'd8', bow: { damage: 'd6', range: 3 } },
        wielding: 'sword',
      }),
    ).toEqual({
      badges: [
        { key: 'wit', label: 'WIT', value: '12' },
        { key: 'health', label: 'Health', value: '9' },
        { key: 'damage', label: 'Damage', value: 'd8' },
      ],
      traits: ['Immune to fear'],
      lines: [
        { label: 'Reduction', text: 'physical 3' },
        { label: 'Wielding', text: 'sword' },
      ],
      weapons: [
        { label: 'Sword', text: 'd8' },
        { label: 'Bow', text: 'damage d6, range 3' },
      ],
    });
    expect(
      statBlock({
        weapons: [
          { id: 'war-axe', speed: 3, damage: '1d8+1', crit: 3, type: 'chopping' },
          { id: 'bow', name: 'Long Bow', damage: 1, range: [1, 3] },
        ],
      }).weapons,
    ).toEqual([
      { label: 'War axe', text: 'speed 3, damage 1d8+1, crit 3, chopping' },
      { label: 'Long Bow', text: 'damage 1, range 1\u20133' },
    ]);
  });
});
