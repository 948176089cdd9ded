// Critical success and fumble adjustments, read from the tables (face → adjustment).
import type { WitchhammerTables } from './tables.js';

// Face-indexed copies of the tables' adjustments, built once per tables object (hot path).
const BY_FACE = new WeakMap<object, number[]>();

export function d20Adjustment(face: number, t: WitchhammerTables): number {
  let table = BY_FACE.get(t.d20_adjustments);
  if (!table) {
    table = [];
    for (const [k, v] of Object.entries(t.d20_adjustments)) table[Number(k)] = v;
    BY_FACE.set(t.d20_adjustments, table);
  }
  return table[face] ?? 0;
}
