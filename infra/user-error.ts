// A problem the user can fix (bad input, a path that can't be read or written): library code throws it, and only
// cli/ turns it into a message and an exit code, never a stack trace.
import type { Problem } from '../engine/diagnostics/problem.js';
export class UserError extends Error {
  constructor(
    message: string,
    readonly hint?: string,
    readonly exitCode = 1,
  ) {
    super(message);
    this.name = 'UserError';
  }
}

/**
 * Positioned problems that stop a command (a campaign folder that does not read): every one of them
 * is reported by cli/, each at its file, line and column, then `message`.
 */
export class ProblemsError extends UserError {
  constructor(
    message: string,
    readonly problems: readonly Problem[],
    hint?: string,
  ) {
    super(message, hint);
    this.name = 'ProblemsError';
  }
}
