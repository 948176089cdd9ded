// What a preflight check reports: a page, the object on it, how bad, and the fix.
export type PreflightTarget = 'dtc' | 'pnp';
export interface Finding {
  /** The (first) page; 0 for the file as a whole. */
  readonly page: number;
  /** Every page with this same finding, when more than one. */
  readonly pages?: readonly number[];
  readonly object: string;
  readonly severity: 'error' | 'warning';
  readonly message: string;
  readonly hint: string;
}
