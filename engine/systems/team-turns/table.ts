// How a table sets up a team-turns fight (engine/systems/system-module.ts TableSetup): a combatant
// card's `stats:` block is exactly a scenario combatant without who it is in this fight (id, name,
// team) and without its state mid-fight (unconscious, prone…); `entry` adds those back.
import { z } from 'zod';
import type { SetupField, TableSetup } from '../system-module.js';

const int = z.number().int();
const nat = int.min(0);
/** A die: `d6` or 6. */
const die = z.union([int.min(2), z.string().regex(/^d\d+$/i, 'a die such as d6')]);
const test = z.strictObject({ dice: z.array(die).default([]), bonus: int.optional() });
const item = { durability: nat.optional(), material: z.string().optional(), parry: nat.optional() };
const weapon = z.strictObject({
  damage: nat,
  critical: nat.optional(),
  /** Critical threshold on the luck die (19: a 19 or 20). */
  threshold: int.optional(),
  type: z.string().optional(),
  test: test.optional(),
  ranged: z.boolean().optional(),
  nonlethal: z.boolean().optional(),
  ...item,
});

/** A team-turns combatant's stat block, as the scenario's `combatants:` entries take it. */
export const teamTurnsStats = z.strictObject({
  endurance: nat,
  max_endurance: nat.optional(),
  health: nat,
  max_health: int.min(1).optional(),
  constitution: nat,
  evasion: nat.optional(),
  reduction: z.strictObject({ physical: nat.optional(), elemental: nat.optional() }).optional(),
  stamina: nat.optional(),
  focus: nat.optional(),
  weapons: z.record(z.string(), weapon).optional(),
  shield: z.strictObject({ block: nat, ...item }).optional(),
  parry: nat.optional(),
  fortify: test.optional(),
  dodge: test.optional(),
  resist: test.optional(),
  unsurprisable: z.boolean().optional(),
  size: nat.optional(),
});

const quickAdd: readonly SetupField[] = [
  { key: 'endurance', label: 'Endurance', kind: 'number', min: 0, default: 10 },
  { key: 'health', label: 'Health', kind: 'number', min: 1, default: 10 },
  { key: 'constitution', label: 'Constitution', kind: 'number', min: 0, default: 3 },
  { key: 'evasion', label: 'Evasion', kind: 'number', min: 0, default: 6 },
  { key: 'reduction.physical', label: 'physical reduction', kind: 'number', min: 0, default: 0 },
  { key: 'stamina', label: 'Stamina', kind: 'number', min: 0, default: 3 },
  { key: 'focus', label: 'Focus', kind: 'number', min: 0, default: 2 },
  { key: 'weapons.weapon.damage', label: 'weapon damage', kind: 'number', min: 0, default: 4 },
  { key: 'weapons.weapon.type', label: 'damage type', kind: 'text', default: 'slashing' },
  { key: 'unsurprisable', label: 'cannot be surprised', kind: 'flag', optional: true },
];

const options: readonly SetupField[] = [
  { key: 'starts', label: 'team that started the fight (acts first)', kind: 'text', optional: true },
  { key: 'surprise', label: 'team with surprise (takes the first round alone)', kind: 'text', optional: true },
];

export const table: TableSetup = {
  stats: teamTurnsStats,
  quickAdd,
  entry: (stats, who) => ({ id: who.id, name: who.name, team: who.side, ...stats }),
  options,
};
