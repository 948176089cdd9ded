// How a table sets up a faction-turns fight from the catalog (engine/systems/system-module.ts):
// a combatant card's `stats:` block is the scenario's combatant entry without who it is in this
// fight (id, name, faction), so `entry` only adds those; the document options are the scenario's
// own top-level fields. The schema mirrors scenario.ts's COMBATANT fields, snake_case as written.
import type { SetupField, TableSetup } from '../system-module.js';
import { schemas } from './schemas.js';

const quickAdd: SetupField[] = [
  { key: 'wit', label: 'WIT', kind: 'number', min: 0, default: 10 },
  { key: 'agi', label: 'AGI', kind: 'number', min: 0, default: 10 },
  { key: 'str', label: 'STR', kind: 'number', min: 0, default: 10 },
  { key: 'health', label: 'Health', kind: 'number', min: 1, default: 6 },
  { key: 'armour', label: 'Armour', kind: 'number', min: 0, default: 0, optional: true },
  {
    key: 'damage',
    label: 'Weapon damage',
    kind: 'option',
    default: 'd6',
    optional: true,
    options: ['d4', 'd6', 'd8', 'd10', 'd12'].map((d) => ({ id: d, label: d })),
  },
  { key: 'range', label: 'Weapon range (zones, 0 = melee)', kind: 'number', min: 0, default: 0, optional: true },
  { key: 'immune_to_fear', label: 'Immune to fear', kind: 'flag', default: false, optional: true },
];

const options: SetupField[] = [
  {
    key: 'initiative',
    label: 'Side that started the fight (holds the initiative; empty: a die decides)',
    kind: 'text',
    optional: true,
  },
  { key: 'players', label: "The players' side (only they have the declaration limit)", kind: 'text', optional: true },
  {
    key: 'options.fast_slow',
    label: 'Fast and slow activations (open d20 each round)',
    kind: 'flag',
    default: false,
    optional: true,
  },
  {
    key: 'options.declaration_limit',
    label: 'Declaration limit (the chaos of combat)',
    kind: 'flag',
    default: false,
    optional: true,
  },
];

export const table: TableSetup = {
  stats: schemas.combatantStats,
  quickAdd,
  // The card's stats as written, under the fighter's id, name and side (its faction). A monster
  // is no different in these rules.
  entry: (stats, who) => ({ id: who.id, name: who.name, faction: who.side, ...stats }),
  options,
};
