// The quick reference reads its numbers from system.yaml: change a table, the page follows.
import { system } from '../../../engine/systems/faction-turns/index.js';
import { describeReference } from '../reference-suite.js';

describeReference('faction-turns', system, {
  name: 'Faction Turns',
  strict: true,
  shows: [
    'Hide behind',
    'Opportunity attack',
    'Say a few words',
    'rolls a d20',
    '15 seconds',
    'd4',
    'Nearby means the same zone',
    'unless the attack penetrates it',
    'Barriers block attacks',
    'A non-lethal attack can counter',
  ],
  follows: {
    set: {
      'fast_slow.die': 12,
      'declaration_limit.seconds': 20,
      'attack.cover_armour_bonus': 2,
      'gear.durability_die': 8,
      'gear.destroy_damage': 9,
      'blast.deviates': false,
      'chase.save': 'wit',
    },
    shows: [
      'Gear used, damaged gear too: d8 each',
      '9+ damage before armour',
      /group <span[^>]*>wit<\/span> save \(pass: escape\)/,
      'rolls a d12',
      '20 seconds',
      '(+2 behind cover)',
    ],
    hides: ['a miss deviates'],
  },
  rendersPages: true,
});
