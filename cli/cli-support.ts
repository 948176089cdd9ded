// Shared CLI plumbing: user errors print one clear message and exit 1; never a stack trace
// unless FRAY_DEBUG is set (a bug is still reported, but as a short line asking for a report).

import { parseArgs } from 'node:util';
import { ProblemsError, UserError } from '../infra/user-error.js';
import { reportProblems } from './problem-report.js';
import { guardTerminal } from './terminal-text.js';
import { fsUserError, isUserFsError } from '../infra/fs-errors.js';

export { ProblemsError, UserError };

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
      if (e instanceof ProblemsError) reportProblems(e.problems, (line) => process.stderr.write(line));
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

/**
 * The flags of every command, read by node:util's `parseArgs`: `--out DIR`, `--out=DIR`, `--json`,
 * positionals, `--` before positionals that start with a dash. Unknown flags, a missing or empty
 * value are user errors that name the flag. A word with a single dash (`-`, `-3`) is a positional,
 * as fray has no one-letter flags. Numbers are read from the strings by `intFlag` (int-flag.ts).
 */
export function parseFlags(
  argv: readonly string[],
  spec: Record<string, 'string' | 'boolean'>,
): { flags: Record<string, string | boolean>; positionals: string[] } {
  const options = Object.fromEntries(Object.entries(spec).map(([name, type]) => [name, { type }]));
  // Not strict: parseArgs's own errors name the flag in its words (`Option '--out <value>' argument
  // missing`); the tokens are checked here instead, with fray's messages and hints.
  const { tokens } = parseArgs({ args: [...argv], options, strict: false, allowPositionals: true, tokens: true });
  const flags: Record<string, string | boolean> = {};
  const positionals: string[] = [];
  let lastShort = -1;
  for (const t of tokens) {
    if (t.kind === 'positional') positionals.push(t.value);
    if (t.kind !== 'option') continue;
    if (!t.rawName.startsWith('--')) {
      // `-abc` is one word, whichever letters parseArgs split it into.
      if (t.index !== lastShort) positionals.push(argv[t.index] as string);
      lastShort = t.index;
      continue;
    }
    const kind = spec[t.name];
    if (!kind) {
      const known = Object.keys(spec).map((k) => `--${k}`);
      throw new UserError(
        `unknown option --${t.name}`,
        known.length ? `known options: ${known.join(', ')}` : undefined,
      );
    }
    if (kind === 'boolean') {
      if (t.inlineValue) throw new UserError(`--${t.name} takes no value`, `write --${t.name} alone`);
      flags[t.name] = true;
      continue;
    }
    const v = t.value;
    if (v === undefined || (!t.inlineValue && v.startsWith('--'))) throw new UserError(`--${t.name} needs a value`);
    // `--out ''` meant the working folder by accident: an empty value is never what was meant.
    if (v.trim() === '') throw new UserError(`--${t.name} needs a value (it was empty)`);
    flags[t.name] = v;
  }
  return { flags, positionals };
}
