// The GM side's shared shapes: an action's outcome at the table, and an entry of the record of
// commitments and reveals.
import type { EngineError } from '../../../engine/core/types.js';

export type Applied = { readonly ok: true } | { readonly ok: false; readonly error: EngineError };

export interface LogEntry {
  readonly round: number;
  readonly seat: string;
  readonly what: 'locked' | 'revealed' | 'not revealed' | 'refused' | 'applied' | 'gm committed' | 'gm revealed';
  readonly digest?: string;
  readonly message?: string;
}
