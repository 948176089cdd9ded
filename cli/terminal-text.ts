// Everything fray prints passes through one filter: names, notes, file names and messages come
// from users' files, and a raw escape sequence in them (`\x1b]0;…\x07` retitles the terminal,
// `\x1b[2J` clears it, a right-to-left override reverses what follows) must not reach the terminal.
// Control characters are shown as `\uXXXX` — visible text, and inside JSON output the same escape
// JSON itself would use, so `--json` stays valid and means the same.

import { Writable } from 'node:stream';

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

type Write = (chunk: unknown, ...rest: unknown[]) => boolean;

/** The streams' own writes, before the guard wrapped them: only readline's line editor uses them. */
const unguarded = new Map<NodeJS.WriteStream, Write>();

/** Makes every string written to stdout and stderr safe (installed once by runMain). */
export function guardTerminal(): void {
  if (unguarded.size) return;
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream) as Write;
    unguarded.set(stream, write);
    stream.write = ((chunk: unknown, ...rest: unknown[]) =>
      write(typeof chunk === 'string' ? safeChunk(chunk) : chunk, ...rest)) as typeof stream.write;
  }
}

/**
 * The output to give readline: its line editor moves the cursor with escape sequences of its own
 * (`\x1b[1G`, `\x1b[0J`, `\x1b[54G`), which the guard would show as text around every prompt. They
 * pass here unchanged; what readline echoes besides is the prompt, which the caller makes safe with
 * `terminalSafe` (it may hold names from files), and the keys the player types.
 */
export function lineEditorOutput(stream: NodeJS.WriteStream = process.stdout): NodeJS.WritableStream {
  const raw = unguarded.get(stream) ?? (stream.write.bind(stream) as Write);
  const out = new Writable({
    // Written at once, in order with everything else fray prints (no stream buffering between).
    write(chunk: Buffer | string, _encoding, done) {
      raw(chunk);
      done();
    },
  }) as Writable & { isTTY?: boolean; columns?: number; rows?: number };
  // readline reads the width for wrapping and redraws on resize, as it would on the terminal itself.
  Object.defineProperties(out, {
    isTTY: { get: () => stream.isTTY },
    columns: { get: () => stream.columns },
    rows: { get: () => stream.rows },
  });
  const resize = () => out.emit('resize');
  stream.on('resize', resize);
  out.on('close', () => stream.off('resize', resize));
  return out;
}
