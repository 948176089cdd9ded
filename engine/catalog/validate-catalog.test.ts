import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validateCatalog, type CatalogFile } from './validate-catalog.js';

const tablesSchema = z.strictObject({ system: z.literal('toy'), hit: z.number().int() });
const systems = { toy: { tablesSchema }, later: undefined };
const TABLES: CatalogFile = { path: 'toy/system.yaml', text: 'system: toy\nhit: 10\n' };

const CARDS = `
- type: action
  id: focus
  name: Focus
  icon: meditation
  restore: { poise: 5 }
- type: action
  id: slash
  name: Slash
  attack: 6
  target: chosen
  range: close
- type: stance
  id: aggressive
  name: Aggressive
  attack: 3
- type: character
  id: hero
  name: Hero
  side: player
  poise: 30
  health: 14
  actions: [focus, slash]
  stances: [aggressive]
`;

function check(files: CatalogFile[], icons?: Set<string>) {
  const r = validateCatalog(files, { systems, ...(icons ? { icons } : {}) });
  return {
    ...r,
    lines: r.problems.map((p) => `${p.file}:${p.line}:${p.col} ${p.field} | ${p.message} | ${p.hint ?? ''}`),
  };
}

describe('validateCatalog', () => {
  it('loads a clean catalog with defaults applied and tables validated', () => {
    const r = check([TABLES, { path: 'toy/cards.yaml', text: CARDS }]);
    expect(r.lines).toEqual([]);
    expect(r.systems).toEqual(['toy']);
    expect(r.tables.toy).toEqual({ system: 'toy', hit: 10 });
    expect([...r.cards.keys()]).toEqual(['focus', 'slash', 'aggressive', 'hero']);
    expect(r.cardsBySystem.toy!.map((c) => c.id)).toEqual(['focus', 'slash', 'aggressive', 'hero']);
    expect(r.cards.get('slash')).toMatchObject({ init: 0, defense: 0, once_per_combat: false, poise_only: false });
    expect(r.cardFiles).toEqual([{ file: 'toy/cards.yaml', cards: [...r.cards.values()] }]);
    expect(r.origins.get('hero')).toMatchObject({ file: 'toy/cards.yaml', system: 'toy', path: [3], line: 18, col: 7 });
  });

  it('accepts a single-card file', () => {
    const r = check([TABLES, { path: 'toy/one.yaml', text: 'type: stance\nid: wary\nname: Wary\n' }]);
    expect(r.lines).toEqual([]);
    expect(r.cards.get('wary')?.type).toBe('stance');
  });

  it('reports every problem of every file at once, sorted by file and line', () => {
    const bad = CARDS.replace('attack: 6', 'atack: 6')
      .replace('range: close', 'range: far')
      .replace('[aggressive]', '[agressive, slash]');
    const r = check([
      TABLES,
      { path: 'toy/b.yaml', text: bad },
      { path: 'toy/a.yaml', text: '- type: action\n  id: x\n' },
    ]);
    expect(r.lines).toEqual([
      'toy/a.yaml:1:3 [0].name | missing required field `name` | add `name:` (text)',
      'toy/b.yaml:10:3 [1].atack | unknown key `atack` | did you mean `attack`?',
      'toy/b.yaml:12:10 [1].range | invalid range `far` | allowed values: close, short, medium, long',
      // `slash` failed validation, so the deck's reference to it is not reported again.
      'toy/b.yaml:24:13 [3].stances[0] | unknown stance card `agressive` | did you mean `aggressive`?',
    ]);
    expect(r.cards.has('slash')).toBe(false);
    expect(r.cards.has('focus')).toBe(true);
  });

  it('checks deck lists: wrong type, repeats, other systems', () => {
    const other: CatalogFile = { path: 'later/cards.yaml', text: '- type: action\n  id: kick\n  name: Kick\n' };
    const bad = CARDS.replace(
      'actions: [focus, slash]',
      'actions: [focus, slash, focus, aggressive, kick, hero]',
    ).replace('[aggressive]', '[aggressive, slash]');
    const r = check([
      TABLES,
      { path: 'later/system.yaml', text: 'anything: 1\n' },
      other,
      { path: 'toy/cards.yaml', text: bad },
    ]);
    expect(r.lines).toEqual([
      'toy/cards.yaml:23:27 [3].actions[2] | `focus` is listed twice in `actions` | list each card once',
      'toy/cards.yaml:23:34 [3].actions[3] | `aggressive` is a stance card, not an action card | it is already in `stances`: remove it here',
      "toy/cards.yaml:23:46 [3].actions[4] | `kick` is a card of system `later` | a character's decks hold cards of its own system (`toy`)",
      'toy/cards.yaml:23:52 [3].actions[5] | `hero` is a character card, not an action card | `actions` holds action cards only',
      'toy/cards.yaml:24:25 [3].stances[1] | `slash` is an action card, not a stance card | it is already in `actions`: remove it here',
    ]);
    // A registered system that is not built yet keeps its tables unvalidated.
    expect(r.tables.later).toEqual({ anything: 1 });
  });

  it('reports duplicate ids across files with the first definition', () => {
    const r = check([
      TABLES,
      { path: 'toy/a.yaml', text: CARDS },
      { path: 'toy/b.yaml', text: '- type: stance\n  id: aggressive\n  name: Again\n' },
    ]);
    expect(r.lines).toEqual([
      'toy/b.yaml:2:7 [0].id | duplicate id `aggressive` (first defined at toy/a.yaml:14:7) | card ids are unique across the catalog: rename one of them',
    ]);
    expect(r.cards.get('aggressive')?.name).toBe('Aggressive');
  });

  it('checks icons only when a list of names is given', () => {
    const files = [TABLES, { path: 'toy/cards.yaml', text: CARDS }];
    expect(check(files).lines).toEqual([]);
    expect(check(files, new Set(['meditatio', 'broadsword'])).lines).toEqual([
      'toy/cards.yaml:5:9 [0].icon | unknown icon `meditation` | did you mean `meditatio`?',
    ]);
  });

  it('validates system.yaml and the catalog layout', () => {
    const r = check([
      { path: 'toy/system.yaml', text: 'system: toy\nhitt: 10\n' },
      { path: 'toyy/cards.yaml', text: '- type: stance\n  id: calm\n  name: Calm\n' },
      { path: 'stray.yaml', text: '- type: stance\n  id: odd\n  name: Odd\n' },
      { path: 'later/cards.yaml', text: '- type: stance\n  id: calm2\n  name: Calm\n' },
    ]);
    expect(r.lines).toEqual([
      'later/system.yaml:1:1  | missing system.yaml for system `later` | every system folder holds its rule tables in system.yaml',
      'stray.yaml:1:1  | card files belong in a system folder | move it to e.g. `witchhammer/stray.yaml`',
      'toy/system.yaml:2:1 hitt | unknown key `hitt` | did you mean `hit`?',
      'toyy/cards.yaml:1:1  | unknown system `toyy` | did you mean `toy`? (a system folder is named after a registered system)',
    ]);
  });

  it('reports a YAML syntax error with its position and skips the cascade it would cause', () => {
    const broken = CARDS.replace('  name: Slash\n', '  name: Slash\n   attack: 6\n');
    const r = check([
      TABLES,
      { path: 'toy/cards.yaml', text: broken.replace(/- type: character[\s\S]*/, '') },
      {
        path: 'toy/hero.yaml',
        text: '- type: character\n  id: hero\n  name: Hero\n  side: player\n  poise: 30\n  health: 14\n  actions: [slash]\n',
      },
    ]);
    expect(r.lines).toEqual([
      'toy/cards.yaml:10:4  | this line is indented more than the key above it | line it up with the other keys (2 spaces)',
    ]);
  });

  it('explains wrong types in plain words', () => {
    const text =
      '- type: action\n  id: a\n  name: A\n  on_hit: { effect: stun, rounds: 1 }\n  poise_only: yes please\n';
    expect(check([TABLES, { path: 'toy/a.yaml', text }]).lines).toEqual([
      'toy/a.yaml:4:11 [0].on_hit | expected a list, got a mapping | write a list: `[a, b]`, or one `- item` per line',
      'toy/a.yaml:5:15 [0].poise_only | expected true or false, got the text "yes please" | ',
    ]);
  });

  it('explains non-card data', () => {
    const r = check([
      TABLES,
      { path: 'toy/a.yaml', text: '# nothing yet\n' },
      { path: 'toy/b.yaml', text: '- just text\n' },
      { path: 'toy/c.yaml', text: '42\n' },
    ]);
    expect(r.lines).toEqual([
      'toy/a.yaml:1:1  | the file holds no cards | write a list of cards (`- type: action ...`) or delete the file',
      'toy/b.yaml:1:3  | each card is a mapping of fields | write the card as `- type: action` followed by `  id: ...` lines',
      'toy/c.yaml:1:1  | a card file holds a list of cards or one card | start each card with `- type: ...`',
    ]);
  });
});
