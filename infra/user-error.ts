// A problem the user can fix (bad input, a path that can't be read or written): library code throws it, and only
// cli/ turns it into a message and an exit code, never a stack trace.
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
