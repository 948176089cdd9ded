// Copies of a combatant are made one way for a character card and for a scenario's quick-add
// combatant: `<id>-n`, `<name> n`, the position for the first only; stats left out take init's defaults.
import { describe, expect, it } from 'vitest';
import { TABLES } from '../../../test/scenarios/witchhammer/kit.js';
import { system } from './index.js';
import { plugin } from './plugin.js';
import { combatantsFromCharacter, copiesOf } from './setup.js';
import type { WhSetup } from './types.js';

describe('copies of a combatant', () => {
  const one = { id: 'wolf', name: 'Wolf', side: 'gm' as const, maxPoise: 10, maxHealth: 8 };

  it('one copy keeps its id and name', () => {
    expect(copiesOf(one, 1, [2, 3])).toEqual([{ ...one, position: [2, 3] }]);
  });

  it('several are numbered, and only the first stands at the position', () => {
    expect(copiesOf(one, 3, [2, 3]).map((c) => [c.id, c.name, c.position])).toEqual([
      ['wolf-1', 'Wolf 1', [2, 3]],
      ['wolf-2', 'Wolf 2', undefined],
      ['wolf-3', 'Wolf 3', undefined],
    ]);
  });

  it('a character card makes its copies with its stats', () => {
    const card = {
      type: 'character',
      id: 'barrow-wolf',
      name: 'Barrow Wolf',
      side: 'monster',
      poise: 12,
      health: 9,
      attack: 2,
      defense: 1,
      init: 3,
      skills: { athletics: 4 },
      actions: ['bite'],
      stances: ['steady'],
      extra_actions: 0,
      move_penalty: 1,
    } as unknown as Parameters<typeof combatantsFromCharacter>[0];
    const made = combatantsFromCharacter(card, { copies: 2, health: 5 });
    expect(made.map((c) => c.id)).toEqual(['barrow-wolf-1', 'barrow-wolf-2']);
    expect(made[1]).toEqual({
      id: 'barrow-wolf-2',
      name: 'Barrow Wolf 2',
      side: 'gm',
      character: 'barrow-wolf',
      maxPoise: 12,
      maxHealth: 9,
      health: 5,
      attack: 2,
      defense: 1,
      init: 3,
      skills: { athletics: 4 },
      actions: ['bite'],
      stances: ['steady'],
      extraActions: 0,
      movePenalty: 1,
    });
  });

  it("a scenario's quick-add combatant: copies numbered, stats it leaves out at init's defaults", () => {
    const doc = {
      system: 'witchhammer',
      combatants: [
        { id: 'rat', side: 'gm', poise: 4, health: 3, copies: 2, position: [1, 1], attack: 2 },
        { id: 'hero', side: 'players', poise: 20, health: 12, max_health: 14 },
      ],
    };
    const compiled = system.scenario.compile(doc, { tables: TABLES, cards: new Map() });
    const state = plugin.init(compiled.setup as WhSetup);
    expect(
      state.combatants.map((c) => [
        c.id,
        c.name,
        c.position,
        c.attack,
        c.defense,
        c.init,
        c.extraActions,
        c.health,
        c.maxHealth,
      ]),
    ).toEqual([
      ['rat-1', 'rat 1', [1, 1], 2, 0, 0, 0, 3, 3],
      ['rat-2', 'rat 2', undefined, 2, 0, 0, 0, 3, 3],
      ['hero', 'hero', undefined, 0, 0, 0, 0, 12, 14],
    ]);
  });
});
