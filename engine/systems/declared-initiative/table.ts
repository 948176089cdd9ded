// How a table sets up a declared-initiative fight (engine/systems/system-module.ts TableSetup): a
// combatant card's `stats:` block is the scenario's combatant entry without who it is in this
// fight (id, name, side, monster) and without how it enters it (surprised, arriving late, its
// current tracks, a typed initiative die); `entry` adds who it is back.
import type { SetupField, TableSetup } from '../system-module.js';
import { schemas } from './schemas.js';

const quickAdd: readonly SetupField[] = [
  { key: 'agility', label: 'Agility modifier', kind: 'number', default: 0 },
  { key: 'strength', label: 'Strength', kind: 'number', min: 1, default: 10 },
  { key: 'stress', label: 'Stress', kind: 'number', min: 0, default: 6 },
  { key: 'armour', label: 'Armour', kind: 'number', min: 0, default: 0 },
  { key: 'hd', label: 'HD (monsters)', kind: 'number', min: 0, optional: true },
  { key: 'insight', label: 'Insight modifier', kind: 'number', optional: true },
  { key: 'group', label: 'shares initiative with (group name)', kind: 'text', optional: true },
];

const options: readonly SetupField[] = [
  {
    key: 'declaring',
    label: 'how actions are declared',
    kind: 'option',
    default: 'round-robin',
    options: [
      { id: 'round-robin', label: 'round-robin, in seat order' },
      { id: 'agility', label: 'by Agility, highest first' },
      { id: 'hidden', label: 'written down, revealed at once' },
    ],
  },
  { key: 'surprised', label: 'surprised side (does not act in round 1)', kind: 'text', optional: true },
];

export const table: TableSetup = {
  stats: schemas.combatantStats,
  quickAdd,
  entry: (stats, who) => ({
    id: who.id,
    name: who.name,
    side: who.side,
    ...(who.monster ? { monster: true } : {}),
    ...stats,
  }),
  options,
};
