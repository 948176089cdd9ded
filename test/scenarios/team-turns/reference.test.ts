// The quick reference reads its numbers from system.yaml: change a table, the page follows.
import { system } from '../../../engine/systems/team-turns/index.js';
import { describeReference } from '../reference-suite.js';

describeReference('team-turns', system, {
  name: 'Team Turns',
  sections: 'has two A4 sections with the action and reaction tables',
  shows: [
    'Resuscitate',
    'Short Task',
    'Intercept',
    '1 stamina',
    '1 focus',
    'Drop Prone',
    '−2 for each attack',
    '10 or more cheats death',
    'rises by 5',
    'piercing: physical',
    'a parry costs the item 1 durability',
    'metal 10, anything else 4',
    'the ally takes 1 action now',
  ],
  follows: {
    set: {
      'attack.multiple_attack_penalty': 3,
      'death.luck_difficulty': 12,
      'turn.actions': 4,
      'killing_strike.cost': 2,
      'size.default': 5,
      'advantage.cover_ranged': -2,
      'items.durability.metal': 12,
      'items.parry_wear': 2,
    },
    shows: [
      'a parry costs the item 2 durability',
      'metal 12, anything else 4',
      'Killing strike on an unconscious character: 2 actions',
      'Size (medium 5)',
      'behind cover: ranged -2',
      '−3 for each attack',
      '12 or more cheats death',
      'Each turn: 4 actions',
    ],
  },
  rendersPages: true,
});
