// Test helper: the random faction-turns fighter both property suites draw (moves.test.ts walks the
// offered moves, properties.test.ts plays scripted rounds), each adding what it needs.
import fc from 'fast-check';

/** A fighter's faction (0–2, an index into the suite's factions), WIT, AGI, health up to `maxHealth` and armour. */
export function fighterFields(maxHealth: number) {
  return {
    faction: fc.integer({ min: 0, max: 2 }),
    wit: fc.integer({ min: 1, max: 20 }),
    agi: fc.integer({ min: 1, max: 20 }),
    health: fc.integer({ min: 1, max: maxHealth }),
    armour: fc.integer({ min: 0, max: 2 }),
  };
}
