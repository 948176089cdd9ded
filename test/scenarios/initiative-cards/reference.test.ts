// The quick reference reads its numbers from system.yaml: change a table, the page follows.
import { system } from '../../../engine/systems/initiative-cards/index.js';
import { describeReference } from '../reference-suite.js';

describeReference('initiative-cards', system, {
  name: 'Initiative Cards',
  shows: [
    'numbered 1 to 10',
    'Parry (reaction)',
    'Finesse, Sneak',
    'risky 3',
    'at most +3',
    'A controlled success adds 1 die to your next roll',
    'extra successes (darkness',
    'tie: 1 Harm',
    'A fall of 10 feet or more: the Director rolls 1 die per 5 feet',
  ],
  follows: {
    set: {
      'deck.highest': 12,
      'fear.failure_harm.risky': 5,
      'tests.success_on': 5,
      'harm.severe_mental_at': 4,
      'ambush.bonus_per_extra_success': 2,
    },
    shows: [
      'numbered 1 to 12',
      'risky 5',
      'each die showing 5 or more is a success',
      'those with 4 or more Mental Harm (severe) do not count',
      '+2 die to your first maneuver',
    ],
  },
});
