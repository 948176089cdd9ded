// How a table sets up a team-turns fight (engine/systems/system-module.ts TableSetup): a combatant
// card's `stats:` block is exactly a scenario combatant without who it is in this fight (id, name,
// team) and without its state mid-fight (unconscious, prone…); `entry` adds those back.
import type { SetupField, TableSetup } from '../system-module.js';
import { schemas } from './schemas.js';

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
  stats: schemas.combatantStats,
  quickAdd,
  entry: (stats, who) => ({ id: who.id, name: who.name, team: who.side, ...stats }),
  options,
};
