// The one problem model of every layer: a positioned problem (file, line, column, field path,
// message, hint) with its severity, and the one line format `cli/` prints it in. Pure, and
// independent of where the problem was found (YAML, CSV, a flag, a scenario's action).

export type DataPath = readonly (string | number)[];

export interface Position {
  readonly line: number;
  readonly col: number;
}

/** Library code says how bad a problem is; only cli/ turns that into an exit code. */
export type Severity = 'error' | 'warning';

export interface Problem {
  /** 'warning' when the user may go on (e.g. incompatible schools the GM may allow), else 'error'. */
  readonly severity: Severity;
  readonly file: string;
  readonly line: number;
  readonly col: number;
  /** Dotted field path, e.g. `cards[3].on_hit[0].effect`; '' for the whole file. */
  readonly field: string;
  readonly message: string;
  readonly hint?: string;
  /**
   * Consequences of this problem elsewhere (a broken card's id, named by a campaign or a deck): said
   * under it rather than as problems of their own, so the root comes first with its did-you-mean.
   */
  readonly notes?: readonly Note[];
}

/** A place a problem reaches: where, and what it does there. */
export interface Note {
  readonly file: string;
  readonly line: number;
  readonly col: number;
  readonly field: string;
  readonly message: string;
}

/** `p` with `notes` added under it. */
export function withNotes(p: Problem, notes: readonly Note[]): Problem {
  return notes.length ? { ...p, notes: [...(p.notes ?? []), ...notes] } : p;
}

/** `cards[3].on_hit[0].effect` */
export function formatPath(path: DataPath): string {
  let out = '';
  for (const seg of path) out += typeof seg === 'number' ? `[${seg}]` : out ? `.${seg}` : seg;
  return out;
}

/** The same problem as a warning: reported, but it does not fail the command. */
export function asWarning(p: Problem): Problem {
  return { ...p, severity: 'warning' };
}

/** The order problems are reported in: by file, then line, then column. */
export function compareProblems(a: Problem, b: Problem): number {
  return a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || a.col - b.col;
}

/**
 * `file:line:col  field.path  message (hint)` — the one problem line format of every fray command;
 * a warning reads `file:line:col  warning: field.path  message`; each note follows on a line of its own.
 */
export function formatProblem(p: Problem): string {
  const where = `${p.file}:${p.line}:${p.col}`;
  const tag = p.severity === 'warning' ? '  warning:' : '';
  const field = p.field ? `${tag ? ' ' : '  '}${p.field}` : '';
  const hint = p.hint ? `\n    hint: ${p.hint}` : '';
  const notes = (p.notes ?? [])
    .map((n) => `\n    note: ${n.file}:${n.line}:${n.col}${n.field ? `  ${n.field}` : ''}  ${n.message}`)
    .join('');
  return `${where}${tag}${field}${field || !tag ? '  ' : ' '}${p.message}${hint}${notes}`;
}
