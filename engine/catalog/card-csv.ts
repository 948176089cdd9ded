// Cards from a spreadsheet: one row is one card, the columns are its fields, dotted for nested ones
// (`restore.poise`, `move.spaces`, `skills.con`, `on_hit.0.effect`, `stats.reduction.physical`).
// A cell is typed by what the card schema expects there: a number, true/false, a list (`tags`:
// `melee, ranged`), text as written. Where the schema leaves the shape open (a combatant's
// `stats`) a cell is a number, true/false, a YAML flow value (`[d6, d4]`, `{ dice: [d6] }`) or text.
// An empty cell is a field left out. The cards then go through the same checks as a YAML file's.
import { parse as parseYaml } from 'yaml';
import type { ZodType } from 'zod';
import { csvSource, csvTable, type CsvReader } from '../diagnostics/csv-source.js';
import type { DataPath, Problem } from '../diagnostics/problem.js';
import { schemaAt, unwrapSchema } from '../diagnostics/schema-walk.js';
import type { YamlSource } from '../diagnostics/yaml-source.js';
import { card as cardSchema } from '../schema/card.js';

export const isCsvPath = (path: string): boolean => /\.csv$/i.test(path);

const typeOf = (s: ZodType | undefined): string | undefined =>
  s ? (unwrapSchema(s) as unknown as { _zod: { def: { type: string; element?: ZodType } } })._zod.def.type : undefined;
const elementOf = (s: ZodType): ZodType | undefined =>
  (unwrapSchema(s) as unknown as { _zod: { def: { element?: ZodType } } })._zod.def.element;

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
const BOOLEAN = /^(true|false)$/i;

/** A cell where the schema says nothing about the shape: what YAML would make of it, flow values included. */
function inferred(cell: string): unknown {
  if (NUMBER.test(cell)) return Number(cell);
  if (BOOLEAN.test(cell)) return cell.toLowerCase() === 'true';
  if (/^[[{]/.test(cell))
    try {
      return parseYaml(cell) as unknown;
    } catch {
      return cell;
    }
  return cell;
}

/** A cell as the schema at its field expects it; what does not fit stays text, for zod to explain. */
export function cellValue(cell: string, schema: ZodType | undefined): unknown {
  const v = cell.trim();
  switch (typeOf(schema)) {
    case 'number':
      return NUMBER.test(v) ? Number(v) : v;
    case 'boolean':
      return BOOLEAN.test(v) ? v.toLowerCase() === 'true' : v;
    case 'array': {
      if (v.startsWith('[')) return inferred(v);
      const element = schema ? elementOf(schema) : undefined;
      return v
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean)
        .map((x) => cellValue(x, element));
    }
    case 'string':
    case 'enum':
    case 'literal':
      return v;
    default:
      return inferred(v);
  }
}

function setAt(target: Record<string, unknown>, path: DataPath, value: unknown): void {
  let here: Record<string | number, unknown> = target;
  for (const [i, seg] of path.entries()) {
    if (i === path.length - 1) {
      here[seg] = value;
      return;
    }
    const next = here[seg];
    if (next && typeof next === 'object') here = next as Record<string | number, unknown>;
    else {
      const fresh = (typeof path[i + 1] === 'number' ? [] : {}) as Record<string | number, unknown>;
      here[seg] = fresh;
      here = fresh;
    }
  }
}

/** The spreadsheet's rows as card records, located cell by cell. */
export function csvCardSource(text: string, file: string, read: CsvReader): YamlSource {
  const table = csvTable(text, file, read);
  const problems: Problem[] = [...table.syntaxErrors];
  // First every cell as text (the card type and each effect's kind pick the schema), then typed.
  const raw = table.rows.map((row) => {
    const r: Record<string, unknown> = {};
    for (const [c, cell] of row.cells) if (c.path.length) setAt(r, c.path, cell.trim());
    return r;
  });
  const data = table.rows.map((row, i) => {
    const r: Record<string, unknown> = {};
    for (const [c, cell] of row.cells)
      if (c.path.length) setAt(r, c.path, cellValue(cell, schemaAt(cardSchema, c.path, raw[i])));
    return r;
  });
  if (!problems.length && !data.length)
    problems.push({
      severity: 'error',
      file,
      line: 2,
      col: 1,
      field: '',
      message: 'the spreadsheet has no card rows',
      hint: 'the first row names the fields (type, id, name, …) and each row after it is one card; or delete the file',
    });
  const src = csvSource({ ...table, syntaxErrors: problems }, data);
  return problems.length ? { ...src, data: undefined } : src;
}

/** Where no CSV reader was given (the extension reads YAML card files only). */
export function noCsvReader(file: string): YamlSource {
  const problem: Problem = {
    severity: 'error',
    file,
    line: 1,
    col: 1,
    field: '',
    message: 'spreadsheet (CSV) card files are read by the fray command line',
    hint: 'pick YAML card files here, or print the spreadsheet with `fray print`',
  };
  return {
    file,
    data: undefined,
    locate: () => ({ line: 1, col: 1 }),
    syntaxErrors: [problem],
    anchoredLines: () => [],
  };
}
