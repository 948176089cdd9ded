// A spreadsheet's rows as a positioned source, beside yaml-source.ts: one row is one record, the
// header row names the columns, and every data path is located at its cell as the spreadsheet
// numbers it — row (the header is row 1; a quoted line break does not start a new row) and column
// (A = 1). A field a row leaves out is located at the row's first cell; a column name that is not a
// field, at its header cell. Pure: the records come from a CSV parser the caller gives
// (catalog/read-csv.ts wraps csv-parse), so the extension, which reads no CSV, does not bundle one.
import { formatPath, type DataPath, type Position, type Problem } from './problem.js';
import type { YamlSource } from './yaml-source.js';

/** What a CSV parser gives back: every record's cells, or where the text stops being CSV. */
export type CsvRecords =
  | { readonly ok: true; readonly records: readonly (readonly string[])[]; readonly delimiter: string }
  | { readonly ok: false; readonly row: number; readonly col: number; readonly message: string; readonly hint: string };

export type CsvReader = (text: string) => CsvRecords;

/** A column: its header text and the data path it names (`on_hit.0.effect` → on_hit, 0, effect). */
export interface CsvColumn {
  readonly name: string;
  readonly col: number;
  readonly path: DataPath;
}

export interface CsvRow {
  /** 1-based spreadsheet row. */
  readonly row: number;
  /** The non-empty cells, by column. */
  readonly cells: ReadonlyMap<CsvColumn, string>;
}

export interface CsvTable {
  readonly file: string;
  readonly columns: readonly CsvColumn[];
  /** The rows with at least one non-empty cell (an empty row is a spacer, not a record). */
  readonly rows: readonly CsvRow[];
  readonly syntaxErrors: readonly Problem[];
}

/** `on_hit[0].effect` or `on_hit.0.effect` → ['on_hit', 0, 'effect']. */
export function columnPath(name: string): DataPath {
  return name
    .trim()
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter((s) => s !== '')
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

export function csvTable(text: string, file: string, read: CsvReader): CsvTable {
  const problem = (row: number, col: number, message: string, hint: string): Problem => ({
    severity: 'error',
    file,
    line: row,
    col,
    field: '',
    message,
    hint,
  });
  const parsed = read(text);
  if (!parsed.ok)
    return {
      file,
      columns: [],
      rows: [],
      syntaxErrors: [problem(parsed.row, parsed.col, parsed.message, parsed.hint)],
    };
  const [head, ...body] = parsed.records;
  const columns: CsvColumn[] = [];
  const syntaxErrors: Problem[] = [];
  const seen = new Map<string, number>();
  (head ?? []).forEach((name, i) => {
    const trimmed = name.trim();
    if (!trimmed) return;
    const path = columnPath(trimmed);
    const key = formatPath(path);
    const first = seen.get(key);
    if (first !== undefined)
      syntaxErrors.push(
        problem(
          1,
          i + 1,
          `duplicate column \`${trimmed}\` (first in column ${first})`,
          'a field has one column: remove or rename one of them',
        ),
      );
    else seen.set(key, i + 1);
    columns.push({ name: trimmed, col: i + 1, path });
  });
  if (!columns.length)
    syntaxErrors.push(
      problem(1, 1, 'the first row names no columns', 'the first row holds the field names: type, id, name, text, …'),
    );
  const rows: CsvRow[] = [];
  body.forEach((cells, r) => {
    const row = r + 2;
    const byColumn = new Map<CsvColumn, string>();
    for (const c of columns) {
      const v = cells[c.col - 1];
      if (v !== undefined && v.trim() !== '') byColumn.set(c, v);
    }
    const extra = cells.findIndex((v, i) => i >= (head?.length ?? 0) && v.trim() !== '');
    if (extra >= 0)
      syntaxErrors.push(
        problem(
          row,
          extra + 1,
          'a value in a column with no name',
          'give the column a field name in the first row, or clear the cell',
        ),
      );
    if (byColumn.size) rows.push({ row, cells: byColumn });
  });
  return { file, columns, rows, syntaxErrors };
}

/**
 * The rows as a source whose data (one record per row, built by `toData`) is located cell by
 * cell: `[i, …field]` is row i's cell of the column naming that field (or a field inside it).
 */
export function csvSource(table: CsvTable, data: readonly unknown[]): YamlSource {
  const locate = (path: DataPath): Position => {
    const row = typeof path[0] === 'number' ? table.rows[path[0]] : undefined;
    if (!row) return { line: 1, col: 1 };
    const rest = path.slice(1);
    const key = formatPath(rest);
    const within = (outer: DataPath, inner: DataPath): boolean =>
      outer.length <= inner.length && outer.every((seg, i) => String(inner[i]) === String(seg));
    // The column of this field; else the first column of a field inside it (`restore` → `restore.poise`);
    // else the column holding it (`tags[1]` → the `tags` list cell).
    const column =
      table.columns.find((c) => formatPath(c.path) === key) ??
      (rest.length ? table.columns.find((c) => within(rest, c.path)) : undefined) ??
      [...table.columns].filter((c) => within(c.path, rest)).sort((a, b) => b.path.length - a.path.length)[0];
    return { line: row.row, col: column?.col ?? 1 };
  };
  return { file: table.file, data, locate, syntaxErrors: table.syntaxErrors, anchoredLines: () => [] };
}
