// Everything fray prints passes through one filter: names, notes, file names and messages come
// from users' files, and a raw escape sequence in them (`\x1b]0;…\x07` retitles the terminal,
// `\x1b[2J` clears it, a right-to-left override reverses what follows) must not reach the terminal.
// Control characters are shown as `\uXXXX` — visible text, and inside JSON output the same escape
// JSON itself would use, so `--json` stays valid and means the same.

/** C0 controls except tab and newline, DEL, C1 controls, and the bidirectional overrides and isolates. */
const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

const escapeControl = (c: string): string => `\\u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;

/** `text` with every control character shown as `\uXXXX`. */
export function terminalSafe(text: string): string {
  return text.replace(UNSAFE, escapeControl);
}

/**
 * The progress line's own sequences (a leading carriage return, a trailing erase-to-end-of-line)
 * are the only ones fray writes itself; everything else in a chunk is made safe.
 */
export function safeChunk(chunk: string): string {
  const head = chunk.startsWith('\r') ? '\r' : '';
  const tail = chunk.endsWith('\x1b[K') ? '\x1b[K' : '';
  return head + terminalSafe(chunk.slice(head.length, chunk.length - tail.length)) + tail;
}

let guarded = false;

/** Makes every string written to stdout and stderr safe (installed once by runMain). */
export function guardTerminal(): void {
  if (guarded) return;
  guarded = true;
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream) as (chunk: unknown, ...rest: unknown[]) => boolean;
    stream.write = ((chunk: unknown, ...rest: unknown[]) =>
      write(typeof chunk === 'string' ? safeChunk(chunk) : chunk, ...rest)) as typeof stream.write;
  }
}
