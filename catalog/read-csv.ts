// The CSV reader of card spreadsheets: csv-parse (the Node.js CSV project's parser) under the
// positioned-source model of engine/diagnostics/csv-source.ts. A byte-order mark is dropped, the
// separator is the header row's (`,`, `;` as European spreadsheets write, or a tab), quoted fields
// may hold separators, doubled quotes and line breaks, and rows may have fewer cells than the
// header (a spreadsheet leaves trailing empty cells out).
import { CsvError, parse } from 'csv-parse/sync';
import type { CsvRecords } from '../engine/diagnostics/csv-source.js';

/** The separator of the first line, outside quotes: the most frequent of `,` `;` and tab. */
export function csvDelimiter(text: string): string {
  const counts = new Map<string, number>([
    [',', 0],
    [';', 0],
    ['\t', 0],
  ]);
  let quoted = false;
  for (const ch of text.replace(/^\uFEFF/, '')) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && counts.has(ch)) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  }
  return [...counts].reduce((a, b) => (b[1] > a[1] ? b : a))[0];
}

export function readCsv(text: string): CsvRecords {
  const delimiter = csvDelimiter(text);
  try {
    const records = parse(text, {
      bom: true,
      delimiter,
      relax_column_count: true,
      skip_empty_lines: false,
    }) as string[][];
    return { ok: true, records, delimiter };
  } catch (e) {
    if (!(e instanceof CsvError)) throw e;
    const err = e as CsvError & { records?: number; lines?: number; column?: number | string };
    // csv-parse counts the records it finished; the broken one is the next spreadsheet row.
    const row = (err.records ?? 0) + 1;
    const col = typeof err.column === 'number' ? err.column + 1 : 1;
    const quote = e.code === 'CSV_QUOTE_NOT_CLOSED';
    return {
      ok: false,
      row,
      col,
      message: quote
        ? `a quoted cell is never closed (the quote opens in row ${row}, line ${err.lines ?? '?'} of the file)`
        : `the file is not valid CSV: ${e.message.replace(/^Invalid Record Length: |^Invalid Opening Quote: /, '')}`,
      hint: quote
        ? 'close the quote with a second `"`; a `"` inside a quoted cell is written twice (`""`)'
        : 'quote a cell that holds the separator or a quote, and write a `"` inside it twice (`""`)',
    };
  }
}
