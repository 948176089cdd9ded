import { expect, it } from 'vitest';
import { SYSTEMS } from './index.js';
import { TABLE_SCHEMAS } from './table-schemas.js';

it('lists exactly the registered systems, with the very schemas their modules use', () => {
  expect(Object.keys(TABLE_SCHEMAS)).toEqual(Object.keys(SYSTEMS));
  for (const [id, m] of Object.entries(SYSTEMS)) expect(TABLE_SCHEMAS[id]!.tablesSchema, id).toBe(m.tablesSchema);
});

it('checks combatant cards with the very stats schema each module sets a table up with', () => {
  for (const [id, m] of Object.entries(SYSTEMS)) expect(TABLE_SCHEMAS[id]!.combatantStats, id).toBe(m.table?.stats);
});
