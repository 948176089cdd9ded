// Every system's fighter card holds its numbers to the rules' ranges, read from that system's
// system.yaml (not from code): a stat outside them is a positioned problem naming the table entry.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateCatalog, type CatalogFile } from './validate-catalog.js';

const read = (path: string): string => readFileSync(new URL(`../../cards/${path}`, import.meta.url), 'utf8');
const tables = (system: string): CatalogFile => ({
  path: `${system}/system.yaml`,
  text: read(`${system}/system.yaml`),
});

function lines(system: string, text: string, tablesText?: string): string[] {
  const files = [tablesText ? { path: `${system}/system.yaml`, text: tablesText } : tables(system)];
  const r = validateCatalog([...files, { path: `${system}/a.yaml`, text }]);
  return r.problems.map((p) => `${p.file}:${p.line}:${p.col} ${p.field} | ${p.message} | ${p.hint ?? ''}`);
}

describe("stats within the rules' ranges", () => {
  it('declared-initiative: a critical multiplier the rules do not list (damage.critical_multipliers)', () => {
    const yaml = `- type: combatant
  id: ogre
  system: declared-initiative
  name: Ogre
  role: monster
  stats:
    agility: 0
    strength: 14
    stress: 5
    weapons: [{ id: club, speed: 3, damage: 1d8, crit: 9, type: blunt }]
`;
    expect(lines('declared-initiative', yaml)).toEqual([
      "declared-initiative/a.yaml:10:56 [0].stats.weapons[0].crit | crit ×9 is not one of the rules' critical multipliers | give crit one of 2, 3, 4 (system.yaml `damage.critical_multipliers`)",
    ]);
    const wider = read('declared-initiative/system.yaml').replace(
      'critical_multipliers: [2, 3, 4]',
      'critical_multipliers: [2, 9]',
    );
    expect(lines('declared-initiative', yaml, wider)).toEqual([]);
  });

  it('team-turns: a critical threshold off the luck die and a death difficulty under the base', () => {
    const yaml = `- type: combatant
  id: guard
  system: team-turns
  name: Guard
  role: monster
  stats:
    endurance: 10
    health: 10
    constitution: 3
    death_difficulty: 4
    weapons: { halberd: { damage: 5, critical: 9, threshold: 120, type: slashing } }
`;
    expect(lines('team-turns', yaml)).toEqual([
      'team-turns/a.yaml:10:23 [0].stats.death_difficulty | death_difficulty 4 is below 10: cheating death starts at 10 and only rises | give death_difficulty a value of at least 10 (system.yaml `death.luck_difficulty`)',
      'team-turns/a.yaml:11:62 [0].stats.weapons.halberd.threshold | threshold 120 is above 20: a critical is a luck roll of a d20 at or over it (leave it out for a weapon without one) | give threshold a value from 1 to 20 (system.yaml `luck.die`)',
    ]);
  });

  it('initiative-cards: more initiative cards than the deck holds, and a reach written backwards', () => {
    const yaml = `- type: combatant
  id: troll
  system: initiative-cards
  name: Troll
  role: monster
  stats:
    cards: 12
    weapons: [{ id: rock, damage: 2, range: [3, 1] }]
`;
    expect(lines('initiative-cards', yaml)).toEqual([
      'initiative-cards/a.yaml:7:12 [0].stats.cards | cards 12 is above 10: the deck holds 10 cards | give cards a value from 1 to 10 (system.yaml `deck`)',
      'initiative-cards/a.yaml:8:45 [0].stats.weapons[0].range | range [3, 1] starts beyond its end: the nearest zone comes first | write [1, 3]',
    ]);
  });

  it('witchhammer: an attack bonus and a skill past the d20 (attack.die, saves.die)', () => {
    const yaml = `- type: character
  id: brute
  name: Brute
  side: monster
  attack: 120
  defense: -2
  poise: 10
  health: 12
  skills: { con: 40, will: 3 }
`;
    expect(lines('witchhammer', yaml)).toEqual([
      'witchhammer/a.yaml:5:11 [0].attack | attack 120 is above 20: an attack rolls a d20 with attack − defense added, and past one die the roll no longer matters | give attack a value from -20 to 20 (system.yaml `attack.die`)',
      'witchhammer/a.yaml:9:18 [0].skills.con | con 40 is above 20: a check rolls a d20 with the skill added, and past one die the roll no longer matters | give con a value from -20 to 20 (system.yaml `saves.die`)',
    ]);
  });

  it('accepts every bundled fighter card', () => {
    const files: CatalogFile[] = [
      ['declared-initiative', 'combatants.yaml'],
      ['team-turns', 'combatants.yaml'],
      ['initiative-cards', 'combatants.yaml'],
      ['faction-turns', 'combatants.yaml'],
    ].flatMap(([s, f]) => [tables(s!), { path: `${s}/${f}`, text: read(`${s}/${f}`) }]);
    const r = validateCatalog(files);
    expect(r.problems.filter((p) => p.severity === 'error')).toEqual([]);
  });
});
