// Validates the units the cache lacks, as cheaply as the edit allows: a changed one-line text
// field of a cached card is read off its line (no YAML, no zod: card-lines, card-delta); another
// free-text edit needs a YAML parse of the item alone; any other edited item is parsed and
// checked with zod on its own; a file with many edits (or that cannot be split) is parsed whole.
// Any problem: undefined, and the caller runs the uncached validator, which reports it.
import type { FreeTextKeys } from '../../engine/catalog/card-delta.js';
import type { ParsedCardFile } from '../../engine/catalog/card-file.js';
import type { YamlSource } from '../../engine/diagnostics/yaml-source.js';
import { applyTextEdit } from '../../engine/catalog/card-delta.js';
import { editedFields, stringFieldLines } from '../../engine/catalog/card-lines.js';
import type { Card } from '../../engine/schema/card.js';
import {
  depsKeyOf,
  jsonSafe,
  type CachedCard,
  type PlannedFile,
  type Unit,
  type ValidationIndex,
} from './validate-plan.js';

// Past this many edited items in one file, one parse of the whole file is cheaper.
const MAX_ITEM_PARSES = 4;

export interface ResolvedUnits {
  readonly units: Map<string, CachedCard[]>;
  /** How many of them needed a YAML parse. */
  readonly parsed: number;
  /** Set when zod was loaded for this run. */
  readonly free?: FreeTextKeys;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** An item's entry: its card, id position within the item, and what later edits need. */
function itemEntry(
  unit: Unit,
  card: Card,
  src: YamlSource,
  skip: number,
  raw: unknown,
  free: FreeTextKeys,
): CachedCard | undefined {
  const item = unit.item!;
  const pos = src.locate([item, 'id']);
  if (pos.line <= skip) return undefined;
  const base = { card, path: [], line: pos.line - skip, col: pos.col };
  if (!jsonSafe(raw)) return base;
  const keyAt = (k: string): { line: number; col: number } => {
    const p = src.locate([item, k], 'key');
    return { line: p.line - skip, col: p.col };
  };
  const lines = stringFieldLines(unit.own!, raw, Object.keys(free[card.type] ?? {}), keyAt);
  const entry = { ...base, raw, text: unit.own!, deps: unit.depsKey!, depIdx: unit.depIdx!, lines };
  if (!unit.aliased) return entry;
  const last = skip + unit.own!.split('\n').length - (unit.own!.endsWith('\n') ? 1 : 0);
  const anchors = src
    .anchoredLines()
    .filter(({ from, to }) => to > skip && from <= last)
    .map(({ from, to }): [number, number] => [from - skip, to - skip]);
  return { ...entry, anchors };
}

/** Previous versions of a file's items, by index, when the file still has as many items. */
type Previous = (i: number) => CachedCard | undefined;

export async function resolveUnits(
  files: readonly PlannedFile[],
  index: ValidationIndex,
  missing: ReadonlySet<string>,
): Promise<ResolvedUnits | undefined> {
  const units = new Map<string, CachedCard[]>();
  let parsed = 0;
  if (!missing.size) return { units, parsed };
  let cardFile: typeof import('../../engine/catalog/card-file.js') | undefined;
  let readCsv: typeof import('../../catalog/read-csv.js').readCsv | undefined;
  // Read from the card schema once zod is loaded anyway (the cached ones may be missing).
  let free: FreeTextKeys | undefined;
  const parse = async (text: string, shown: string): Promise<ParsedCardFile | undefined> => {
    if (!cardFile) {
      cardFile = await import('../../engine/catalog/card-file.js');
      const { card } = await import('../../engine/schema/card.js');
      const { freeTextKeys } = await import('../../engine/catalog/card-delta.js');
      free = freeTextKeys(card);
    }
    if (/\.csv$/i.test(shown)) readCsv ??= (await import('../../catalog/read-csv.js')).readCsv;
    try {
      const parsed = cardFile.parseCardFile(text, shown, undefined, readCsv);
      return parsed.problems.length ? undefined : parsed;
    } catch {
      return undefined;
    }
  };

  for (const { file, units: fileUnits } of files) {
    const todo = fileUnits.filter((u) => missing.has(u.key));
    if (!todo.length) continue;
    const shown = file.display ?? file.path;
    const keys = index.files?.[file.path];
    const previous: Previous = (i) => (keys?.length === fileUnits.length ? index.units[keys[i]!]?.[0] : undefined);
    const rest: Unit[] = [];
    for (const unit of fileUnits[0]!.item === undefined ? [] : todo) {
      const edited = lineEdit(fileUnits, fileUnits.indexOf(unit), previous, index.free);
      if (edited) units.set(unit.key, [edited]);
      else rest.push(unit);
    }
    if (fileUnits[0]!.item === undefined || rest.length > MAX_ITEM_PARSES) {
      const whole = await parse(file.text, shown);
      if (!whole || !wholeFile(whole, fileUnits, units, free!)) return undefined;
      parsed += fileUnits[0]!.item === undefined ? 1 : rest.length;
      continue;
    }
    for (const unit of rest) {
      parsed++;
      const edited = await yamlEdit(unit, shown, previous(fileUnits.indexOf(unit)), index.free);
      if (edited) {
        units.set(unit.key, [edited]);
        continue;
      }
      const one = await parse(unit.source, shown);
      const item = unit.item!;
      const own = one?.cards[item];
      if (!one || one.cards.length !== item + 1 || !own || own.path.length !== 1 || own.path[0] !== item)
        return undefined;
      const entry = itemEntry(unit, own.card, one.src, unit.skip, (one.src.data as unknown[])[item], free!);
      if (!entry) return undefined;
      units.set(unit.key, [entry]);
    }
  }
  return { units, parsed, ...(free ? { free } : {}) };
}

/** Units of a whole-file parse; false when its cards do not line up with the file's items. */
function wholeFile(
  parsed: ParsedCardFile,
  fileUnits: readonly Unit[],
  out: Map<string, CachedCard[]>,
  free: FreeTextKeys,
): boolean {
  const { cards, src } = parsed;
  if (fileUnits[0]!.item === undefined) {
    out.set(
      fileUnits[0]!.key,
      cards.map(({ card, path }) => ({ card, path, ...src.locate([...path, 'id']) })),
    );
    return true;
  }
  if (cards.length !== fileUnits.length || !Array.isArray(src.data)) return false;
  for (const [i, unit] of fileUnits.entries()) {
    const { card, path } = cards[i]!;
    // Parsed as item i of the file: positions shift by the lines before the item.
    const entry =
      path.length === 1 && path[0] === i
        ? itemEntry({ ...unit, item: i }, card, src, unit.line - 1, src.data[i], free)
        : undefined;
    if (!entry || entry.line > (fileUnits[i + 1]?.line ?? Infinity) - unit.line) return false;
    out.set(unit.key, [entry]);
  }
  return true;
}

const lineEditable = (
  c: CachedCard | undefined,
): c is CachedCard & Required<Pick<CachedCard, 'text' | 'lines'>> & { raw: Record<string, unknown> } =>
  !!c?.lines && c.text !== undefined && isRecord(c.raw);

/**
 * The edited item from its previous version, when only one-line free-text fields of it changed,
 * and its anchor sources changed (if at all) only in such fields outside their anchored nodes.
 */
function lineEdit(
  fileUnits: readonly Unit[],
  i: number,
  previous: Previous,
  free: FreeTextKeys | undefined,
): CachedCard | undefined {
  const unit = fileUnits[i]!;
  const before = previous(i);
  if (!free || !lineEditable(before)) return undefined;
  if (before.deps !== unit.depsKey) {
    // The previous versions of today's anchor sources must be what the item was parsed with.
    const deps = unit.depIdx!.map(previous);
    if (deps.some((d) => d?.text === undefined) || depsKeyOf(deps.map((d) => d!.text!)) !== before.deps)
      return undefined;
    for (const [k, d] of unit.depIdx!.entries()) {
      const dep = deps[k];
      const edit =
        lineEditable(dep) && dep.anchors ? editedFields(dep.text, fileUnits[d]!.own!, dep.raw, dep.lines) : undefined;
      if (!edit || edit.changed.some((l) => dep!.anchors!.some(([from, to]) => l >= from && l <= to))) return undefined;
    }
  }
  const edit = editedFields(before.text, unit.own!, before.raw, before.lines);
  const card = edit && applyTextEdit(before.raw, before.card, edit.raw, free);
  return card
    ? { ...before, card, raw: edit.raw, text: unit.own!, deps: unit.depsKey!, depIdx: unit.depIdx! }
    : undefined;
}

/** The edited item from a YAML parse of it alone, when only free-text values changed. */
async function yamlEdit(
  unit: Unit,
  shown: string,
  before: CachedCard | undefined,
  free: FreeTextKeys | undefined,
): Promise<CachedCard | undefined> {
  if (!free || !before || !isRecord(before.raw)) return undefined;
  const { parseYamlSource } = await import('../../engine/diagnostics/yaml-source.js');
  let src: YamlSource;
  try {
    src = parseYamlSource(unit.source, shown);
  } catch {
    return undefined;
  }
  const item = unit.item!;
  if (src.syntaxErrors.length || !Array.isArray(src.data) || src.data.length !== item + 1) return undefined;
  const raw: unknown = src.data[item];
  const card = applyTextEdit(before.raw, before.card, raw, free);
  return card && itemEntry(unit, card, src, unit.skip, raw, free);
}
