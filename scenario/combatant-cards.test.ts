// Scenario combatants from the catalog's combatant cards: every bundled combatant of each system
// joins a fight its engine accepts (the card's stats are a valid scenario entry), the entry's own
// fields override the card, and a wrong `card:` is reported at its line with the closest card.
import { describe, expect, it } from 'vitest';
import { bundledCatalogDir, loadCatalog } from '../catalog/load-catalog.js';
import { formatProblem } from '../engine/diagnostics/problem.js';
import { parseYamlSource } from '../engine/diagnostics/yaml-source.js';
import { scenarioFromSource } from './load-scenario.js';
import { runScenario } from './run-scenario.js';

const catalog = await loadCatalog(bundledCatalogDir());
const load = (text: string) => scenarioFromSource(parseYamlSource(text, 'fight.yaml'), catalog);

describe('scenario combatants from combatant cards', () => {
  for (const system of ['faction-turns', 'declared-initiative', 'team-turns', 'initiative-cards']) {
    it(`${system}: every bundled combatant joins a fight the engine starts`, () => {
      const ids = catalog.cardsBySystem[system]!.filter((c) => c.type === 'combatant').map((c) => c.id);
      expect(ids.length).toBeGreaterThanOrEqual(8);
      const loaded = load(
        `system: ${system}\ncombatants:\n${ids.map((id) => `  - { card: ${id} }`).join('\n')}\nrounds: []\n`,
      );
      if (!loaded.ok) throw new Error(loaded.problems.map(formatProblem).join('\n'));
      const r = runScenario(loaded.scenario, 1);
      if (!r.ok) throw new Error(r.problems.map(formatProblem).join('\n'));
      const summary = loaded.scenario.module.scenario.summarize(r.session);
      expect(Object.keys(summary.combatants).sort()).toEqual([...ids].sort());
    });
  }

  it('takes the stats from the card, the side from the card, and lets the entry override both', () => {
    const loaded = load(
      'system: faction-turns\ncombatants:\n  - { card: theobald }\n  - { card: bandit }\n  - { card: bandit, id: bandit-2, name: Second Bandit, faction: outlaws, health: 7 }\n',
    );
    if (!loaded.ok) throw new Error(loaded.problems.map(formatProblem).join('\n'));
    const list = loaded.scenario.doc.combatants as Record<string, unknown>[];
    expect(list[1]).toEqual({
      id: 'bandit',
      name: 'Bandit',
      faction: 'bandits',
      wit: 8,
      agi: 11,
      str: 10,
      health: 5,
      damage: 'd6',
    });
    expect(list[2]).toEqual({
      id: 'bandit-2',
      name: 'Second Bandit',
      faction: 'outlaws',
      wit: 8,
      agi: 11,
      str: 10,
      health: 7,
      damage: 'd6',
    });
    expect(list[0]).toMatchObject({
      id: 'theobald',
      faction: 'players',
      shield: 1,
      weapons: { sword: 'd8', bow: { damage: 'd6', range: 3 } },
      wielding: 'sword',
    });
  });

  it('marks monsters for the systems that tell them apart', () => {
    const di = load('system: declared-initiative\ncombatants:\n  - { card: ilsa }\n  - { card: ghoul }\n');
    const ic = load('system: initiative-cards\ncombatants:\n  - { card: elin }\n  - { card: grey-wolf }\n');
    if (!di.ok || !ic.ok) throw new Error('the fights must load');
    expect((di.scenario.doc.combatants as Record<string, unknown>[]).map((c) => c.monster)).toEqual([undefined, true]);
    // The action dice printed on the card go to the engine, which rolls a creature's own pool per Action.
    expect((ic.scenario.doc.combatants as Record<string, unknown>[]).map((c) => [c.pc, 'actions' in c])).toEqual([
      [true, true],
      [false, true],
    ]);
  });

  it('reports an unknown card, a card of another system and a system without combatant cards at `card:`', () => {
    const lines = (text: string): string[] => {
      const r = load(text);
      return r.ok ? [] : r.problems.map(formatProblem);
    };
    expect(lines('system: team-turns\ncombatants:\n  - { card: boudica }\n  - { card: goblim, id: g1 }\n')).toEqual([
      'fight.yaml:4:13  combatants[1].card  no team-turns combatant card `goblim`\n    hint: did you mean `goblin`?',
    ]);
    expect(lines('system: team-turns\ncombatants:\n  - card: bandit\n')).toEqual([
      'fight.yaml:3:11  combatants[0].card  no team-turns combatant card `bandit`\n    hint: team-turns combatant cards: boudica, roland, clementine, agnessa, fabian, petra, town-guard, guard-captain, goblin, goblin-slinger',
    ]);
    expect(lines('system: witchhammer\ncombatants:\n  - { card: grave-ghoul }\n')).toEqual([
      'fight.yaml:3:13  combatants[0].card  witchhammer combatants are not made from combatant cards\n    hint: write the combatant out in full',
    ]);
  });
});
