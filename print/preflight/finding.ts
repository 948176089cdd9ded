// What a preflight check reports: a page, the object on it, how bad, and the fix.
export type PreflightTarget = 'dtc' | 'pnp';
export interface Finding {
  readonly page: number;
  readonly object: string;
  readonly severity: 'error' | 'warning';
  readonly message: string;
  readonly hint: string;
}
