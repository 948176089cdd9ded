// The quick reference reads its numbers from system.yaml: change a table, the page follows.
import { system } from '../../../engine/systems/declared-initiative/index.js';
import { describeReference } from '../reference-suite.js';

describeReference('declared-initiative', system, {
  name: 'Declared Initiative',
  shows: [
    'd12 − Agility modifier',
    'initiative -12',
    'Cracked Skull',
    '3d6 + Insight',
    'TN 11 + opponents',
    'TN 10 + the highest wound',
    '1 + weapon speed',
    'threat range lets it riposte',
    'crawls 1 yard a turn',
    'roll d4, 2 or less the main arm',
  ],
  follows: {
    set: {
      'initiative.die': 10,
      'morale.base_tn': 9,
      'wounds.dying_actions_per_turn': 2,
      'turn.free_actions': 3,
      'turn.reactions': 2,
      'movement.crawl_yards': 2,
    },
    shows: [
      'crawls 2 yard a turn',
      'Only 2 deed of any kind a turn',
      '1 Standard and 3 Free action',
      'a round: 2 Reaction',
      'd10 − Agility modifier',
      'TN 9 + opponents',
    ],
  },
});
