// Shared CLI plumbing: user errors print one clear message and exit 1; never a stack trace
// unless FRAY_DEBUG is set (a bug is still reported, but as a short line asking for a report).

import { UserError } from '../infra/user-error.js';
import { guardTerminal } from './terminal-text.js';
import { fsUserError, isUserFsError } from '../infra/fs-errors.js';

export { UserError };

export function runMain(main: (argv: string[]) => Promise<number>): void {
  // Names, notes and file names come from users' files: no raw control character reaches the terminal.
  guardTerminal();
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (e: unknown) => {
      // An OS error about a path (full disk, read-only mount, a file in the way) that no command
      // turned into a user error yet is still the user's to fix, not a bug.
      if (!(e instanceof UserError) && isUserFsError(e) && typeof e.path === 'string')
        e = fsUserError(e, e.path, 'using');
      if (e instanceof UserError) {
        process.stderr.write(`fray: ${e.message}\n${e.hint ? `  hint: ${e.hint}\n` : ''}`);
        process.exitCode = e.exitCode;
        return;
      }
      const msg = e instanceof Error ? e.message : String(e);
      process.stderr.write(
        `fray: internal error: ${msg}\n  this is a bug in fray; rerun with FRAY_DEBUG=1 for details and report it\n`,
      );
      if (process.env.FRAY_DEBUG && e instanceof Error) process.stderr.write(`${e.stack}\n`);
      process.exitCode = 2;
    },
  );
}

/** Tiny flag parser: `--out DIR`, `--out=DIR`, `--json`, positionals. Unknown flags are errors. */
export function parseFlags(
  argv: readonly string[],
  spec: Record<string, 'string' | 'boolean'>,
): { flags: Record<string, string | boolean>; positionals: string[] } {
  const flags: Record<string, string | boolean> = {};
  const positionals: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (!a.startsWith('--')) {
      positionals.push(a);
      continue;
    }
    const [rawName, inline] = a.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    const kind = spec[rawName];
    if (!kind) {
      const known = Object.keys(spec).map((k) => `--${k}`);
      throw new UserError(
        `unknown option --${rawName}`,
        known.length ? `known options: ${known.join(', ')}` : undefined,
      );
    }
    if (kind === 'boolean') flags[rawName] = true;
    else {
      const v = inline ?? argv[++i];
      if (v === undefined || (inline === undefined && v.startsWith('--')))
        throw new UserError(`--${rawName} needs a value`);
      // `--out ''` meant the working folder by accident: an empty value is never what was meant.
      if (v.trim() === '') throw new UserError(`--${rawName} needs a value (it was empty)`);
      flags[rawName] = v;
    }
  }
  return { flags, positionals };
}
