// How a table sets up an initiative-cards fight (engine/systems/system-module.ts TableSetup): a
// combatant card's `stats:` block is the scenario's combatant entry without who it is in this
// fight; quick-add asks for a few dice and a weapon; the document's options are how the cards are
// dealt, the zones and an ambush.
import type { SetupField, TableSetup } from '../system-module.js';
import { schemas } from './schemas.js';

const stats = schemas.combatantStats;

const quickAdd: SetupField[] = [
  { key: 'actions.strike', label: 'Strike dice', kind: 'number', default: 2, min: 0 },
  { key: 'actions.finesse', label: 'Finesse dice (dodge, flee)', kind: 'number', default: 2, min: 0 },
  { key: 'actions.force', label: 'Force dice (grapple, unarmed)', kind: 'number', default: 1, min: 0, optional: true },
  { key: 'endure', label: 'Endure dice', kind: 'number', default: 2, min: 0, optional: true },
  { key: 'weapons.0.id', label: 'Weapon', kind: 'text', default: 'sword' },
  { key: 'weapons.0.damage', label: 'Weapon damage (Harm)', kind: 'number', default: 1, min: 0 },
  { key: 'harm_limit', label: 'Out of the fight at this much Harm', kind: 'number', min: 1, optional: true },
];

const options: SetupField[] = [
  {
    key: 'deal',
    label: 'Initiative cards',
    kind: 'option',
    default: 'one-by-one',
    options: [
      { id: 'one-by-one', label: 'Deal card by card: type in the cards drawn at the table, or let Fray deal' },
      { id: 'at-start', label: 'Fray shuffles and deals everyone at the start' },
    ],
  },
  { key: 'zones', label: 'Zones and their neighbours (hall: yard; yard: gate)', kind: 'text', optional: true },
  { key: 'ambush.side', label: 'Ambushing side', kind: 'text', optional: true },
  {
    key: 'ambush.result',
    label: 'Ambush',
    kind: 'option',
    optional: true,
    options: [
      { id: 'success', label: 'Sneak test won: the ambushers draw an extra card' },
      { id: 'automatic', label: 'No test needed: the ambushers draw an extra card' },
      { id: 'failure', label: 'Detected: their opponents draw an extra card' },
    ],
  },
  {
    key: 'ambush.extra_successes',
    label: 'Extra Sneak successes (+1 die each on the first maneuver)',
    kind: 'number',
    min: 0,
    optional: true,
  },
];

export const table: TableSetup = {
  stats,
  quickAdd,
  options,
  entry(raw, who) {
    const s = stats.parse(raw);
    return {
      id: who.id,
      name: who.name,
      side: who.side,
      pc: !who.monster,
      ...Object.fromEntries(Object.entries(s).filter(([, v]) => v !== undefined)),
    };
  },
};
