// The tallies' definitions, written under every report (docs/simulate.md, "Tallies", says the same).
export const FOOTNOTES: readonly { term: string; text: string }[] = [
  {
    term: 'plays',
    text: 'A play is a card a combatant planned and revealed for a round (a timer miss plays the default action). Plays count whether or not they resolved.',
  },
  {
    term: 'resolved plays',
    text: 'Plays that took effect. The others were skipped: "stunned" (the combatant lost its turn to a stun), "down" (it was down or dead when its turn came), "no target" (the card attacks but no enemy it could target was standing), "out of range" (the target was too far).',
  },
  {
    term: 'damage',
    text: 'Poise and Health an attack took (the excess of the total over the threshold). Damage per play divides by all plays (skipped ones count 0); per resolved play by the resolved ones. Damage taken also counts bleeding wounds.',
  },
  { term: 'play rate', text: 'The share of fights in which the side played the card at least once.' },
  {
    term: 'impact',
    text: "The side's win rate in the fights where it played the card minus its win rate in the fights where it did not, in percentage points, with a 95 % interval (Newcombe's score interval for a difference). It is ranked only with at least 30 fights on each side of the comparison; it is an association, not a cause.",
  },
  {
    term: 'remove this card',
    text: "The same fights, with the same dice, with the card taken out of one side's decks, or of both sides' (fray simulate --ablate): the change in win rate is what the card causes.",
  },
  {
    term: 'deaths, downs',
    text: 'Per side: combatants dead after the end-of-combat death saves, and combatants down (0 Health or less) when the fight ended. "Went down" counts a combatant once per fight.',
  },
  { term: 'rounds standing', text: 'The rounds a combatant began standing (not down, not dead).' },
  { term: 'draws', text: 'Fights still going after the round limit, or in which both sides fell in the same round.' },
  {
    term: 'fight numbers',
    text: "Fights are numbered from 0; fight i of a run uses dice seeded from the run's seed and i. --shard i/n numbers shards from 0 to n − 1.",
  },
  { term: 'intervals', text: 'All 95 %: Wilson score intervals for rates, the normal interval for means.' },
];
