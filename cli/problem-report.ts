// The one place that turns positioned problems into output and an exit code: library code only
// says how bad a problem is (its severity); a command fails only when one of them is an error.
// On a terminal each problem also shows its source line with a caret under the column (as esbuild
// does); through a pipe the output stays one line per problem (plus its hint and notes), for tools.
import { readFileSync, statSync } from 'node:fs';
import { formatProblem, type Problem } from '../engine/diagnostics/problem.js';

/** Reads a file's text for the excerpt, or undefined (missing, not a file, too big to be worth it). */
export type SourceReader = (file: string) => string | undefined;

const MAX_EXCERPT_FILE = 2 * 1024 * 1024;

/** Reads each named file once per report, and never fails: an excerpt is a help, not a must. */
export function fileSourceReader(): SourceReader {
  const cache = new Map<string, string | undefined>();
  return (file) => {
    if (!cache.has(file)) {
      let text: string | undefined;
      try {
        text = statSync(file).size <= MAX_EXCERPT_FILE ? readFileSync(file, 'utf8') : undefined;
      } catch {
        text = undefined;
      }
      cache.set(file, text);
    }
    return cache.get(file);
  };
}

/** `   37 |   defence: 1` and a caret under column `col`; undefined when the line is not in `text`. */
export function excerpt(text: string, line: number, col: number): string | undefined {
  const src = text.split(/\r?\n/)[line - 1];
  if (src === undefined || col < 1) return undefined;
  // Tabs keep their width in the caret line, so the caret stands under the column on any terminal.
  const pad = src.slice(0, col - 1).replace(/[^\t]/g, ' ');
  const n = String(line);
  return `  ${n.padStart(5)} | ${src}\n  ${' '.repeat(5)} | ${pad}^`;
}

/** The problem's lines, with its source excerpt under the first when `source` can read its file. */
export function formatReport(p: Problem, source?: SourceReader): string {
  const text = formatProblem(p);
  const body = source?.(p.file);
  const ex = body === undefined ? undefined : excerpt(body, p.line, p.col);
  if (!ex) return text;
  const nl = text.indexOf('\n');
  return nl < 0 ? `${text}\n${ex}` : `${text.slice(0, nl)}\n${ex}${text.slice(nl)}`;
}

/** 1 when any problem is an error, 0 when there are none or only warnings. */
export function problemsExitCode(problems: readonly Problem[]): 0 | 1 {
  return problems.some((p) => p.severity === 'error') ? 1 : 0;
}

/**
 * Writes every problem (warnings say `warning:`) and returns the exit code they call for. Source
 * excerpts: on a terminal by default, or as `source` says (false: none).
 */
export function reportProblems(
  problems: readonly Problem[],
  write: (line: string) => void,
  source: SourceReader | false = process.stdout.isTTY ? fileSourceReader() : false,
): 0 | 1 {
  for (const p of problems) write(`${formatReport(p, source || undefined)}\n`);
  return problemsExitCode(problems);
}
