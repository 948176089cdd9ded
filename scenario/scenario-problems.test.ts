// What `fray resolve` prints for badly written scenario documents, exactly: the message, its
// file:line:col and the hint. A sample per system of the common mistakes (a wrong type, an
// unknown key with a did-you-mean, a missing field, a bad entry deep in a list). The documents are
// read with zod and worded as the catalog's problems (`zodProblems`); a reference to an id (a
// combatant, a card, a zone) is checked after, and keeps its `[code]`.
import { describe, expect, it } from 'vitest';
import { bundledCatalogDir, loadCatalog } from '../catalog/load-catalog.js';
import { formatProblem } from '../engine/diagnostics/problem.js';
import { parseYamlSource } from '../engine/diagnostics/yaml-source.js';
import { scenarioFromSource } from './load-scenario.js';
import { runScenario } from './run-scenario.js';

const catalog = await loadCatalog(bundledCatalogDir());

/** Every problem `fray resolve` reports for `text`, as printed. */
function problems(text: string): string[] {
  const src = parseYamlSource(text, 's.yaml');
  const loaded = scenarioFromSource(src, catalog);
  if (!loaded.ok) return loaded.problems.map(formatProblem);
  const r = runScenario(loaded.scenario, undefined);
  return r.ok ? [] : r.problems.map(formatProblem);
}

type Case = [name: string, text: string, expected: string[]];
/** A document of `system` whose first combatant is right: `second` is the one under test, `rest` what follows the list. */
type Doc = (second: string, rest?: string) => string;

/** One test a case: `fray resolve` on its document prints exactly the expected problems. */
function describeProblems(system: string, first: string, cases: (doc: Doc) => Case[], restByDefault = ''): void {
  const doc: Doc = (second, rest = restByDefault) =>
    `system: ${system}\ncombatants:\n  - ${first}\n  - ${second}\n${rest}`;
  describe(system, () => {
    it.each(cases(doc))('%s', (_, text, expected) => expect(problems(text)).toEqual(expected));
  });
}

describeProblems('faction-turns', '{ id: a, faction: x, wit: 10, agi: 10, str: 10, health: 5 }', (ft) => [
  [
    'wrong type',
    ft('{ id: b, faction: y, wit: ten, agi: 10, str: 10, health: 5 }'),
    ['s.yaml:4:31  combatants[1].wit  expected a whole number from 0 to 1000000, got the text "ten"'],
  ],
  [
    'unknown key',
    ft('{ id: b, faction: y, wit: 10, agl: 10, str: 10, health: 5 }'),
    ['s.yaml:4:35  combatants[1].agl  unknown key `agl`\n    hint: did you mean `agi`?'],
  ],
  [
    'missing field',
    ft('{ id: b, faction: y, wit: 10, agi: 10, str: 10 }'),
    [
      's.yaml:4:5  combatants[1].health  missing required field `health`\n    hint: add `health:` (a whole number from 0 to 1000000)',
    ],
  ],
  [
    'bad nested entry',
    ft(
      '{ id: b, faction: y, wit: 10, agi: 10, str: 10, health: 5 }',
      'rounds:\n  - turns:\n      - { actor: a, attack: { target: b, reaction: { kind: dodge, bhind: a } } }',
    ),
    ['s.yaml:7:67  rounds[0].turns[0].attack.reaction.bhind  unknown key `bhind`\n    hint: did you mean `behind`?'],
  ],
  [
    'bad die',
    ft('{ id: b, faction: y, wit: 10, agi: 10, str: 10, health: 5, weapons: { bow: { damage: big } } }'),
    [
      's.yaml:4:90  combatants[1].weapons.bow.damage  expected a die such as d6, got "big"\n    hint: write a die as `d6` (or its number of sides, `6`)',
    ],
  ],
  [
    'unknown reaction',
    ft(
      '{ id: b, faction: y, wit: 10, agi: 10, str: 10, health: 5 }',
      'turns:\n  - { actor: a, attack: { target: b, reaction: dodgee } }',
    ),
    [
      's.yaml:6:48  turns[0].attack.reaction  unknown reaction "dodgee" [scenario/bad-reaction]\n    hint: did you mean `dodge`? reactions: dodge, counter, { kind: hide-behind, behind: <id> }, { kind: guard, by: <id> }',
    ],
  ],
  [
    'unknown id',
    ft('{ id: b, faction: y, wit: 10, agi: 10, str: 10, health: 5 }', 'turns:\n  - { actor: a, attack: bb }'),
    ["s.yaml:6:25  turns[0].attack  unknown combatant 'bb' [scenario/unknown-id]\n    hint: did you mean `b`?"],
  ],
  [
    'top-level key',
    ft('{ id: b, faction: y, wit: 10, agi: 10, str: 10, health: 5 }', 'round: []'),
    ['s.yaml:5:1  round  unknown key `round`\n    hint: did you mean `rounds`?'],
  ],
]);

describeProblems('team-turns', '{ id: a, team: x, endurance: 10, health: 10, constitution: 3 }', (tt) => [
  [
    'wrong type',
    tt('{ id: b, team: y, endurance: lots, health: 10, constitution: 3 }'),
    ['s.yaml:4:34  combatants[1].endurance  expected a whole number from 0 to 1000000, got the text "lots"'],
  ],
  [
    'unknown key',
    tt('{ id: b, team: y, endurence: 10, health: 10, constitution: 3 }'),
    ['s.yaml:4:23  combatants[1].endurence  unknown key `endurence`\n    hint: did you mean `endurance`?'],
  ],
  [
    'missing field',
    tt('{ id: b, team: y, endurance: 10, constitution: 3 }'),
    [
      's.yaml:4:5  combatants[1].health  missing required field `health`\n    hint: add `health:` (a whole number from 0 to 1000000)',
    ],
  ],
  [
    'bad nested entry',
    tt(
      '{ id: b, team: y, endurance: 10, health: 10, constitution: 3, weapons: { axe: { damage: 3, test: { dice: [d6, six] } } } }',
    ),
    [
      's.yaml:4:115  combatants[1].weapons.axe.test.dice[1]  expected a die such as d6, got "six"\n    hint: write a die as `d6` (or its number of sides, `6`)',
    ],
  ],
]);

describeProblems(
  'witchhammer',
  '{ id: a, side: players, poise: 30, health: 14 }',
  (wh) => [
    [
      'wrong type',
      wh('{ id: b, side: gm, poise: lots, health: 14 }'),
      ['s.yaml:4:31  combatants[1].poise  expected a whole number from -1000000 to 1000000, got the text "lots"'],
    ],
    [
      'unknown key',
      wh('{ id: b, side: gm, poise: 30, helth: 14 }'),
      ['s.yaml:4:35  combatants[1].helth  unknown key `helth`\n    hint: did you mean `health`?'],
    ],
    [
      'missing field',
      wh('{ id: b, side: gm, poise: 30 }'),
      [
        "s.yaml:4:5  combatants[1]  combatant 'b' needs a `character:` card, or side, poise and health [scenario/bad-field]\n    hint: add `character: <character card id>`, or `side`, `poise` and `health` for a quick-add combatant",
      ],
    ],
    [
      'bad nested entry',
      wh(
        '{ id: b, side: gm, poise: 30, health: 14 }',
        'rounds:\n  - plays:\n      - { combatant: a, action: sword-swing, stance: aggressive, target: b, extra: [ { action: lunge, taget: b } ] }',
      ),
      ['s.yaml:7:103  rounds[0].plays[0].extra[0].taget  unknown key `taget`\n    hint: did you mean `target`?'],
    ],
    [
      'bad side',
      wh('{ id: b, side: monstres, poise: 30, health: 14 }'),
      [
        's.yaml:4:20  combatants[1].side  invalid side `monstres`\n    hint: did you mean `monster`? (allowed values: players, gm, player, monster, monsters)',
      ],
    ],
    [
      'bad position',
      wh('{ id: b, side: gm, poise: 30, health: 14, position: [1] }'),
      [
        's.yaml:4:57  combatants[1].position  a position is two whole numbers\n    hint: write it as `[x, y]`, e.g. `[3, 4]`',
      ],
    ],
    [
      'every problem at once',
      wh('{ id: b, side: gm, poise: x, health: y }'),
      [
        's.yaml:4:31  combatants[1].poise  expected a whole number from -1000000 to 1000000, got the text "x"',
        's.yaml:4:42  combatants[1].health  expected a whole number from -1000000 to 1000000, got the text "y"',
      ],
    ],
    [
      'a mapping where true would do',
      wh('{ id: b, side: gm, poise: 30, health: 14 }', 'plays: []\nend_combat: { dcie: [3] }'),
      ['s.yaml:6:15  end_combat.dcie  unknown key `dcie`\n    hint: did you mean `dice`?'],
    ],
    [
      'top-level key',
      wh('{ id: b, side: gm, poise: 30, health: 14 }', 'play: []'),
      ['s.yaml:5:1  play  unknown key `play`\n    hint: did you mean `plays`?'],
    ],
  ],
  'plays: []',
);

describeProblems('declared-initiative', '{ id: a, side: x, agility: 3, strength: 3, stress: 2 }', (di) => [
  [
    'wrong type',
    di('{ id: b, side: y, agility: ten, strength: 3, stress: 2 }'),
    ['s.yaml:4:32  combatants[1].agility  expected a whole number from -1000000 to 1000000, got the text "ten"'],
  ],
  [
    'unknown key',
    di('{ id: b, side: y, agility: 3, strenght: 3, stress: 2 }'),
    ['s.yaml:4:35  combatants[1].strenght  unknown key `strenght`\n    hint: did you mean `strength`?'],
  ],
]);
