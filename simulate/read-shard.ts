// Reads a shard or a --baseline results.json as untrusted input, through infra's one reader for user
// paths (regular files only, the shard's size cap, UTF-8 checked with the first bad byte's line:col).
// This file only words the failure for the balance lab: which file it was meant to be, and a hint.
import { formatProblem } from '../engine/diagnostics/problem.js';
import { READ_LIMITS, readUserTextResult } from '../infra/read-user-file.js';
import { UserError } from '../infra/user-error.js';

/** Tallies, not fights: a 200-point sweep of four against four is well under 1 MB. */
export const MAX_SHARD_BYTES = READ_LIMITS.shard;
const HINT = 'pass the shard-<i>-of-<n>.json files fray simulate --shard wrote';

export function readShardText(path: string, maxBytes = MAX_SHARD_BYTES, what = 'shard', hint = HINT): string {
  const r = readUserTextResult(path, 'shard', { maxBytes, what: `a ${what}` });
  if (r.ok) return r.text;
  // An OS error (missing, permission) is best fixed with where the file comes from; a folder, a FIFO,
  // an oversized or non-UTF-8 file with the reader's own hint (what it is, how to save it as UTF-8).
  const { hint: own, ...problem } = r.problem;
  const message = problem.message.replace(/^cannot read: /, '');
  throw new UserError(
    `cannot read ${what} ${formatProblem({ ...problem, message })}`,
    r.code && r.code !== 'EISDIR' ? hint : (own ?? hint),
  );
}
