/** An illegal action as a value: a namespaced code (`combat/…`, `dice/…`), a message and a hint. */
export interface EngineError {
  readonly code: string;
  readonly message: string;
  /** Optional pointer into the action that was wrong, e.g. ['target']. */
  readonly path?: readonly (string | number)[];
  readonly hint?: string;
}

/**
 * Thrown inside system code for an illegal action and caught at the `step` boundary,
 * so callers only ever see error values. Any other throw is a bug and propagates.
 */
export class RuleError extends Error {
  readonly code: string;
  readonly path?: readonly (string | number)[];
  readonly hint?: string;
  constructor(code: string, message: string, opts: { path?: readonly (string | number)[]; hint?: string } = {}) {
    super(message);
    this.name = 'RuleError';
    this.code = code;
    this.path = opts.path;
    this.hint = opts.hint;
  }
  toValue(): EngineError {
    return {
      code: this.code,
      message: this.message,
      ...(this.path ? { path: this.path } : {}),
      ...(this.hint ? { hint: this.hint } : {}),
    };
  }
}

export function fail(
  code: string,
  message: string,
  opts?: { path?: readonly (string | number)[]; hint?: string },
): never {
  throw new RuleError(code, message, opts);
}
