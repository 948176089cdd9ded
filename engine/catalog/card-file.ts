// One card file: a YAML list of cards or a single card, or a spreadsheet (CSV) with one card per
// row (card-csv.ts). Each card is validated on its own, so one broken card never hides the
// problems (or the good cards) after it.
import { card as cardSchema, type Card } from '../schema/card.js';
import { TABLE_SCHEMAS } from '../systems/registry.js';
import { checkCombatantStats, type CombatantRegistry } from './combatant-stats.js';
import { controlStrings, longStrings, MAX_FIELD_CHARS } from './field-limits.js';
import { zodProblems } from '../diagnostics/zod-problems.js';
import { formatPath, type DataPath, type Problem } from '../diagnostics/problem.js';
import { parseYamlSource, type YamlSource } from '../diagnostics/yaml-source.js';
import type { CsvReader } from '../diagnostics/csv-source.js';
import { csvCardSource, isCsvPath, noCsvReader } from './card-csv.js';

export interface ParsedCard {
  readonly card: Card;
  /** Where the card sits in the file's data: [] for a single-card file, [i] in a list. */
  readonly path: DataPath;
}

export interface ParsedCardFile {
  readonly src: YamlSource;
  readonly cards: ParsedCard[];
  readonly problems: Problem[];
  /** Ids of cards that failed validation, so references to them are not also reported. */
  readonly invalidIds: string[];
  /** Each invalid card's first problem (its root: references to the card become notes of it). */
  readonly rootOf: ReadonlyMap<string, Problem>;
}

/**
 * `registry`: the systems' schemas, for combatant cards' stat blocks (default: the engine's).
 * `readCsv`: the CSV parser for a `.csv` file (catalog/read-csv.ts); without one it is a problem.
 */
export function parseCardFile(
  text: string,
  file: string,
  registry: CombatantRegistry = TABLE_SCHEMAS,
  readCsv?: CsvReader,
): ParsedCardFile {
  if (isCsvPath(file)) {
    const parsed = parseCards(readCsv ? csvCardSource(text, file, readCsv) : noCsvReader(file), file, registry);
    // A spreadsheet's columns are the fields: `restore.poise`, not `[3].restore.poise` (the row is the position).
    return { ...parsed, problems: parsed.problems.map((p) => ({ ...p, field: p.field.replace(/^\[\d+\]\.?/, '') })) };
  }
  return parseCards(parseYamlSource(text, file), file, registry);
}

function parseCards(src: YamlSource, file: string, registry: CombatantRegistry): ParsedCardFile {
  const problems: Problem[] = [...src.syntaxErrors];
  const cards: ParsedCard[] = [];
  const invalidIds: string[] = [];
  const rootOf = new Map<string, Problem>();
  const invalid = (id: string, from: number) => {
    invalidIds.push(id);
    const root = problems[from];
    if (root && !rootOf.has(id)) rootOf.set(id, root);
  };
  if (problems.length) return { src, cards, problems, invalidIds, rootOf };

  const at = (path: DataPath, message: string, hint?: string): void => {
    const p = src.locate(path);
    problems.push({ severity: 'error', file, line: p.line, col: p.col, field: '', message, ...(hint ? { hint } : {}) });
  };
  const data = src.data;
  if (data === null || data === undefined) {
    at([], 'the file holds no cards', 'write a list of cards (`- type: action ...`) or delete the file');
    return { src, cards, problems, invalidIds, rootOf };
  }
  const entries: [unknown, DataPath][] = Array.isArray(data) ? data.map((d, i) => [d, [i]]) : [[data, []]];
  if (!Array.isArray(data) && (typeof data !== 'object' || data === null)) {
    at([], 'a card file holds a list of cards or one card', 'start each card with `- type: ...`');
    return { src, cards, problems, invalidIds, rootOf };
  }
  for (const [raw, path] of entries) {
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
      at(path, 'each card is a mapping of fields', 'write the card as `- type: action` followed by `  id: ...` lines');
      continue;
    }
    const from = problems.length;
    const text = cardTextProblems(src, file, raw, path);
    if (text.length) {
      problems.push(...text);
      const rawId = (raw as Record<string, unknown>).id;
      if (typeof rawId === 'string') invalid(rawId, from);
      continue;
    }
    const r = cardSchema.safeParse(raw);
    const stats =
      r.success && r.data.type === 'combatant' ? checkCombatantStats(r.data, src, path, registry) : undefined;
    if (stats && !stats.card) {
      problems.push(...stats.problems);
      invalid(r.data!.id, from);
    } else if (r.success) cards.push({ card: stats?.card ?? r.data, path });
    else {
      problems.push(...zodProblems(r.error.issues, cardSchema, raw, src, path));
      const rawId = (raw as Record<string, unknown>).id;
      if (typeof rawId === 'string') invalid(rawId, from);
    }
  }
  return { src, cards, problems, invalidIds, rootOf };
}

/**
 * The texts of one card (at `path`) past MAX_FIELD_CHARS or holding a control character, checked
 * before its schema: what every reader of cards (card files, a scenario's own `cards:`) refuses.
 */
export function cardTextProblems(src: YamlSource, file: string, raw: unknown, path: DataPath): Problem[] {
  const problems: Problem[] = [];
  for (const l of longStrings(raw, path)) tooLong(src, file, l, problems);
  for (const c of controlStrings(raw, path)) {
    const p = src.locate(c.path);
    problems.push({
      severity: 'error',
      file,
      line: p.line,
      col: p.col,
      field: formatPath(c.path),
      message: `control character U+${c.code.toString(16).toUpperCase().padStart(4, '0')} in the text: it cannot be printed`,
      hint: 'remove it (a NUL or an escape sequence pasted in by accident)',
    });
  }
  return problems;
}

/** A field past MAX_FIELD_CHARS, at its value. */
export function tooLong(
  src: YamlSource,
  file: string,
  l: { path: DataPath; length: number },
  problems: Problem[],
): void {
  const p = src.locate(l.path);
  problems.push({
    severity: 'error',
    file,
    line: p.line,
    col: p.col,
    field: formatPath(l.path),
    message: `text too long: ${l.length.toLocaleString('en')} characters (the limit is ${MAX_FIELD_CHARS.toLocaleString('en')})`,
    hint: 'a card face holds a few hundred characters: shorten it, or split the rule over several cards',
  });
}
