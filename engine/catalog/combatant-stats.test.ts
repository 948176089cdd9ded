// Combatant cards: the stat block is checked against the card's own system, with positioned
// problems; a card of an unknown system, of a system without combatants, or in another system's
// folder is reported at `system`.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateCatalog, type CatalogFile } from './validate-catalog.js';

const tables = (system: string): CatalogFile => ({
  path: `${system}/system.yaml`,
  text: readFileSync(new URL(`../../cards/${system}/system.yaml`, import.meta.url), 'utf8'),
});

function check(cards: Record<string, string>) {
  const systems = [...new Set(Object.keys(cards).map((p) => p.split('/')[0]!))];
  const r = validateCatalog([...systems.map(tables), ...Object.entries(cards).map(([path, text]) => ({ path, text }))]);
  return {
    ...r,
    lines: r.problems.map((p) => `${p.file}:${p.line}:${p.col} ${p.field} | ${p.message} | ${p.hint ?? ''}`),
  };
}

/** A monster's combatant card in block style; `rest` holds its lines after `role:` (its stats). */
const monster = (id: string, system: string, name: string, rest: string) => `- type: combatant
  id: ${id}
  system: ${system}
  name: ${name}
  role: monster
${rest}`;

const BANDIT = monster(
  'bandit',
  'faction-turns',
  'Bandit',
  `  side: bandits
  stats: { wit: 8, agi: 11, str: 10, health: 5, damage: d6 }
`,
);

describe('combatant cards', () => {
  it('loads a combatant with its stats checked by its system', () => {
    const r = check({ 'faction-turns/combatants.yaml': BANDIT });
    expect(r.lines).toEqual([]);
    expect(r.cards.get('bandit')).toEqual({
      type: 'combatant',
      id: 'bandit',
      system: 'faction-turns',
      name: 'Bandit',
      role: 'monster',
      side: 'bandits',
      stats: { wit: 8, agi: 11, str: 10, health: 5, damage: 'd6' },
    });
    expect(r.cardsBySystem['faction-turns']!.map((c) => c.id)).toEqual(['bandit']);
  });

  it('points at a misspelt stat with the closest known one', () => {
    const r = check({ 'faction-turns/combatants.yaml': BANDIT.replace('health: 5', 'helth: 5') });
    expect(r.lines).toEqual([
      'faction-turns/combatants.yaml:7:38 [0].stats.helth | unknown key `helth` | did you mean `health`?',
    ]);
    expect(r.cards.has('bandit')).toBe(false);
  });

  it("holds a save attribute to the rules' save die (system.yaml saves.die): WIT 120 is refused", () => {
    const r = check({
      'faction-turns/combatants.yaml': BANDIT.replace('wit: 8', 'wit: 120').replace('agi: 11', 'agi: 20'),
    });
    expect(r.lines).toEqual([
      "faction-turns/combatants.yaml:7:17 [0].stats.wit | wit 120 is above the save die's 20: a save rolls a d20 at or under it | give wit a score from 0 to 20 (system.yaml `saves.die`)",
    ]);
  });

  it('says what a stat must be, and which are missing', () => {
    const r = check({
      'faction-turns/combatants.yaml': BANDIT.replace('health: 5', 'health: lots')
        .replace('str: 10, ', '')
        .replace('d6', 'six'),
    });
    expect(r.lines).toEqual([
      'faction-turns/combatants.yaml:7:10 [0].stats.str | missing required field `str` | add `str:` (a whole number from 0 to 1000000)',
      'faction-turns/combatants.yaml:7:37 [0].stats.health | expected a whole number from 1 to 1000000, got the text "lots" | ',
      'faction-turns/combatants.yaml:7:51 [0].stats.damage | a die is written like `d6` | ',
    ]);
  });

  it('checks a weapon list entry by entry (declared-initiative)', () => {
    const yaml = monster(
      'ghoul',
      'declared-initiative',
      'Ghoul',
      `  stats:
    agility: 1
    strength: 12
    stress: 15
    weapons:
      - { id: claws, speed: 0, damage: 1d6, crit: 2, type: slashing }
      - { id: bite, speed: 1, damage: 1d6+x, critical: 2, type: piercing }
`,
    );
    expect(check({ 'declared-initiative/combatants.yaml': yaml }).lines).toEqual([
      'declared-initiative/combatants.yaml:12:9 [0].stats.weapons[1].crit | missing required field `crit` | add `crit:` (a whole number from 1 to 1000000)',
      'declared-initiative/combatants.yaml:12:46 [0].stats.weapons[1].critical | unknown key `critical` | known keys: id, name, speed, damage, crit, type, hand',
    ]);
  });

  it('refuses a weapon in hand that it does not carry', () => {
    const yaml = BANDIT.replace(
      'damage: d6 }',
      'weapons: { sword: d8, bow: { damage: d6, range: 3 } }, wielding: axe }',
    );
    expect(check({ 'faction-turns/combatants.yaml': yaml }).lines).toEqual([
      'faction-turns/combatants.yaml:7:114 [0].stats.wielding | `axe` is not one of its weapons | its weapons: sword, bow',
    ]);
  });

  it('reports an unknown role', () => {
    const r = check({ 'faction-turns/combatants.yaml': BANDIT.replace('role: monster', 'role: villain') });
    expect(r.lines).toEqual([
      'faction-turns/combatants.yaml:5:9 [0].role | invalid role `villain` | allowed values: character, monster',
    ]);
  });

  it('reports an unknown system with the closest one, and a card in the wrong folder only once', () => {
    const r = check({
      'faction-turns/combatants.yaml': BANDIT.replace('system: faction-turns', 'system: faction-turn'),
    });
    expect(r.lines).toEqual([
      'faction-turns/combatants.yaml:3:11 [0].system | unknown system `faction-turn` | did you mean `faction-turns`?',
    ]);
  });

  it('reports a combatant of a system whose fighters are character cards', () => {
    const r = check({ 'witchhammer/combatants.yaml': BANDIT.replace('system: faction-turns', 'system: witchhammer') });
    expect(r.lines).toEqual([
      'witchhammer/combatants.yaml:3:11 [0].system | `witchhammer` has no combatant cards | its fighters are character cards (`type: character`); combatant cards belong to faction-turns, declared-initiative, team-turns, initiative-cards',
    ]);
  });

  it('reports a combatant filed in another system folder', () => {
    const r = check({ 'team-turns/combatants.yaml': BANDIT });
    expect(r.lines).toEqual([
      "team-turns/combatants.yaml:3:11 [0].system | a `faction-turns` combatant in the `team-turns` folder | move the card into faction-turns/, or make it a `team-turns` combatant (`system: team-turns` and that system's stats)",
    ]);
    expect(r.cards.has('bandit')).toBe(false);
  });

  it('checks what the stats name against the rule tables (damage types, actions) and damage dice', () => {
    const di = monster(
      'orc',
      'declared-initiative',
      'Orc',
      `  stats:
    agility: 0
    strength: 12
    stress: 5
    weapons: [{ id: cleaver, speed: 3, damage: 1d8, crit: 2, type: [slahsing, blunt] }, { id: bite, speed: 1, damage: 1d6+x, crit: 2, type: piercing }]
`,
    );
    const tt = `- { type: combatant, id: guard, system: team-turns, name: Guard, role: monster,
    stats: { endurance: 10, health: 10, constitution: 3, weapons: { halberd: { damage: 5, type: slashing }, club: { damage: 2, type: crushing } } } }
`;
    const ic = `- { type: combatant, id: wolf, system: initiative-cards, name: Wolf, role: monster, stats: { actions: { strke: 3, endure: 2 } } }
`;
    expect(
      check({ 'declared-initiative/a.yaml': di, 'team-turns/a.yaml': tt, 'initiative-cards/a.yaml': ic }).lines,
    ).toEqual([
      'declared-initiative/a.yaml:10:69 [0].stats.weapons[0].type[0] | unknown damage type `slahsing` | did you mean `slashing`?',
      'declared-initiative/a.yaml:10:119 [0].stats.weapons[1].damage | damage `1d6+x` is neither a number nor dice like 1d8+2 | write a number, or NdS, NdS+K, NdS-K',
      'initiative-cards/a.yaml:1:105 [0].stats.actions.strke | unknown action `strke` | did you mean `strike`?',
      'initiative-cards/a.yaml:1:115 [0].stats.actions.endure | Endure dice are written `endure:`, beside `actions:` | ',
      'team-turns/a.yaml:2:134 [0].stats.weapons.club.type | unknown damage type `crushing` | damage types: arcane, bludgeoning, cold, fire, piercing, psychic, radiant, shock, slashing, void, typeless',
    ]);
  });
});
