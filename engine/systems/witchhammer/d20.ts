// Critical success and fumble adjustments, read from the tables (face → adjustment).
import type { WitchhammerTables } from './tables.js';

export function d20Adjustment(face: number, t: WitchhammerTables): number {
  const adj = t.d20_adjustments[String(face)];
  return adj ?? 0;
}
