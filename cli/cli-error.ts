// A user error: printed as one clear line (plus a hint) and exit 1, never a stack trace.
export class CliError extends Error {
  constructor(message: string, readonly hint?: string, readonly exitCode = 1) {
    super(message);
    this.name = 'CliError';
  }
}
