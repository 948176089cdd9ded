// Test helper: the smallest faction-turns fight, as scenario text. x (faction a, who has the
// initiative) against y (faction b), alike but for their WIT; a test appends its turns or rounds.
export const duel = (xWit = 10, yWit = 10): string => `system: faction-turns
initiative: a
combatants:
  - { id: x, faction: a, wit: ${xWit}, agi: 10, str: 10, health: 5 }
  - { id: y, faction: b, wit: ${yWit}, agi: 10, str: 10, health: 5 }
`;
