import type { Card } from '../schema/card.js';
import { TABLE_SCHEMAS, type SystemSchemas } from '../systems/registry.js';
import { combatantRefProblems, statRefProblems } from './combatant-stats.js';
import { parseCardFile, tooLong } from './card-file.js';
import { longStrings } from './field-limits.js';
import {
  isCampaignFile,
  isTablesFile,
  sortedYamlFiles,
  systemFolders,
  TABLES_FILE,
  type CatalogFile,
} from './catalog-layout.js';
import { validateCampaignFile } from './campaign-file.js';
import { deckProblems, type CardHome } from './deck-refs.js';
import { suggestion } from '../diagnostics/did-you-mean.js';
import { valueAt, zodProblems } from '../diagnostics/zod-problems.js';
import {
  compareProblems,
  formatPath,
  withNotes,
  type DataPath,
  type Note,
  type Problem,
} from '../diagnostics/problem.js';
import { parseYamlSource, type YamlSource } from '../diagnostics/yaml-source.js';
import type { CsvReader } from '../diagnostics/csv-source.js';

export type { CatalogFile };

export interface CardOrigin {
  readonly file: string;
  readonly system: string;
  readonly path: DataPath;
  readonly line: number;
  readonly col: number;
}

export interface CatalogData {
  /** Every valid card by id. */
  readonly cards: Map<string, Card>;
  /** Card files in path order; `file` is the path inside the catalog. */
  readonly cardFiles: { file: string; cards: Card[] }[];
  /** Each system's system.yaml: validated (with defaults) when the system is registered. */
  readonly tables: Record<string, unknown>;
  /** Each system's campaign.yaml, validated, when it has one. */
  readonly campaigns: Record<string, unknown>;
  /** System folders, sorted. */
  readonly systems: string[];
  readonly cardsBySystem: Record<string, Card[]>;
  /** Where each card was defined, for positioned errors downstream (e.g. text overflow). */
  readonly origins: Map<string, CardOrigin>;
  /** Sorted by file, line, column. Empty when the catalog is clean. */
  readonly problems: Problem[];
}

export interface ValidateOptions {
  /** Known icon names; icons are not checked when absent. */
  readonly icons?: ReadonlySet<string>;
  /** The CSV parser for spreadsheet card files (catalog/read-csv.ts); without it a `.csv` file is a problem. */
  readonly readCsv?: CsvReader;
  /** The system registry (defaults to the engine's); a `undefined` entry is a system not built yet. */
  readonly systems?: Readonly<
    Record<
      string,
      | Pick<SystemSchemas, 'tablesSchema' | 'campaignSchema' | 'combatantStats' | 'combatantRefs' | 'characterRefs'>
      | undefined
    >
  >;
}

export { TABLES_FILE };

export function validateCatalog(files: readonly CatalogFile[], opts: ValidateOptions = {}): CatalogData {
  const registry = opts.systems ?? TABLE_SCHEMAS;
  const problems: Problem[] = [];
  const tables: Record<string, unknown> = {};
  const cards = new Map<string, Card>();
  const homes = new Map<string, CardHome>();
  const origins = new Map<string, CardOrigin>();
  const cardFiles: { file: string; cards: Card[] }[] = [];
  // Cards we could not read: references to them would only repeat the real problem.
  const unreadable = { ids: new Set<string>(), systems: new Set<string>() };
  /** A broken card's first problem, and the places that name the card (notes of that problem). */
  const roots = new Map<string, Problem>();
  const knockOns = new Map<string, Note[]>();
  const notesOf = (id: string): Note[] => {
    const list = knockOns.get(id) ?? [];
    knockOns.set(id, list);
    return list;
  };
  const characters: { card: Card; src: YamlSource; path: DataPath; system: string }[] = [];
  const combatants: { card: Card; src: YamlSource; path: DataPath; system: string }[] = [];
  const problem = (file: string, line: number, col: number, field: string, message: string, hint?: string): void => {
    problems.push({ severity: 'error', file, line, col, field, message, ...(hint ? { hint } : {}) });
  };

  const sorted = sortedYamlFiles(files);
  const systems = systemFolders(sorted);

  for (const system of systems) {
    const file = sorted.find((f) => f.path === `${system}/${TABLES_FILE}`);
    const shown = file?.display ?? `${system}/${TABLES_FILE}`;
    const known = Object.hasOwn(registry, system);
    if (!known) {
      const hint = suggestion(system, Object.keys(registry));
      const other = sorted.find((f) => f.path.startsWith(`${system}/`));
      const where = file || !other ? shown : (other.display ?? other.path);
      problem(
        where,
        1,
        1,
        '',
        `unknown system \`${system}\``,
        hint
          ? `${hint} (a system folder is named after a registered system)`
          : `known systems: ${Object.keys(registry).join(', ')}`,
      );
      if (!file) continue;
    }
    if (!file) {
      problem(
        shown,
        1,
        1,
        '',
        `missing ${TABLES_FILE} for system \`${system}\``,
        `every system folder holds its rule tables in ${TABLES_FILE}`,
      );
      continue;
    }
    if (file.problem) {
      problems.push(file.problem);
      continue;
    }
    const src = parseYamlSource(file.text, shown);
    if (src.syntaxErrors.length) {
      problems.push(...src.syntaxErrors);
      continue;
    }
    const long = longStrings(src.data, []);
    if (long.length) {
      for (const l of long) tooLong(src, shown, l, problems);
      continue;
    }
    const module = registry[system];
    if (!module) {
      // A registered system that is not built yet: keep its tables unvalidated.
      if (known) tables[system] = src.data;
      continue;
    }
    const r = module.tablesSchema.safeParse(src.data);
    if (r.success) tables[system] = r.data;
    else problems.push(...zodProblems(r.error.issues, module.tablesSchema, src.data, src));
  }

  for (const f of sorted) {
    const shown = f.display ?? f.path;
    if (!f.path.includes('/')) {
      problem(shown, 1, 1, '', 'card files belong in a system folder', `move it to e.g. \`witchhammer/${f.path}\``);
      continue;
    }
    if (isTablesFile(f.path) || isCampaignFile(f.path)) continue;
    const system = f.path.split('/')[0]!;
    if (f.problem) {
      problems.push(f.problem);
      unreadable.systems.add(system);
      continue;
    }
    const parsed = parseCardFile(f.text, shown, registry, opts.readCsv);
    problems.push(...parsed.problems);
    for (const id of parsed.invalidIds) unreadable.ids.add(id);
    for (const [id, root] of parsed.rootOf) if (!roots.has(id)) roots.set(id, root);
    if (parsed.src.syntaxErrors.length) unreadable.systems.add(system);
    const fileCards: Card[] = [];
    for (const { card, path } of parsed.cards) {
      const pos = parsed.src.locate([...path, 'id']);
      const first = origins.get(card.id);
      if (first) {
        problem(
          shown,
          pos.line,
          pos.col,
          formatPath([...path, 'id']),
          `duplicate id \`${card.id}\` (first defined at ${first.file}:${first.line}:${first.col})`,
          'card ids are unique across the catalog: rename one of them',
        );
        continue;
      }
      if (opts.icons && card.icon !== undefined && !opts.icons.has(card.icon)) {
        const ip = parsed.src.locate([...path, 'icon']);
        problem(
          shown,
          ip.line,
          ip.col,
          formatPath([...path, 'icon']),
          `unknown icon \`${card.icon}\``,
          suggestion(card.icon, opts.icons) ?? 'icon names come from the game-icons set (@iconify-json/game-icons)',
        );
      }
      if (card.type === 'combatant' && card.system !== system) {
        const sp = parsed.src.locate([...path, 'system']);
        problem(
          shown,
          sp.line,
          sp.col,
          formatPath([...path, 'system']),
          `a \`${card.system}\` combatant in the \`${system}\` folder`,
          `move the card into ${card.system}/, or make it a \`${system}\` combatant (\`system: ${system}\` and that system's stats)`,
        );
        unreadable.ids.add(card.id);
        const root = problems[problems.length - 1];
        if (root && !roots.has(card.id)) roots.set(card.id, root);
        continue;
      }
      origins.set(card.id, { file: shown, system, path, line: pos.line, col: pos.col });
      cards.set(card.id, card);
      homes.set(card.id, { card, system });
      fileCards.push(card);
      if (card.type === 'character') characters.push({ card, src: parsed.src, path, system });
      if (card.type === 'combatant') combatants.push({ card, src: parsed.src, path, system });
    }
    cardFiles.push({ file: f.path, cards: fileCards });
  }

  for (const { card, src, path, system } of characters) {
    if (card.type !== 'character') continue;
    if (tables[system] !== undefined)
      problems.push(...statRefProblems(registry[system]?.characterRefs?.(card, tables[system]) ?? [], src, path));
    for (const rp of deckProblems(card, system, homes)) {
      const full = [...path, ...rp.path];
      const pos = src.locate(full);
      if (rp.kind === 'unknown' && unreadable.systems.has(system)) continue;
      // A deck naming a card that is there but broken: a note under the card's own problem.
      if (rp.kind === 'unknown' && unreadable.ids.has(String(valueAt(card, rp.path)))) {
        const id = String(valueAt(card, rp.path));
        notesOf(id).push({
          file: src.file,
          line: pos.line,
          col: pos.col,
          field: formatPath(full),
          message: `names \`${id}\`, left out because its card has errors`,
        });
        continue;
      }
      problem(src.file, pos.line, pos.col, formatPath(full), rp.message, rp.hint);
    }
  }

  for (const { card, src, path, system } of combatants) {
    if (card.type !== 'combatant' || tables[system] === undefined) continue;
    problems.push(...combatantRefProblems(card, tables[system], registry[system]?.combatantRefs, src, path));
  }

  const cardsBySystem: Record<string, Card[]> = Object.fromEntries(systems.map((s) => [s, [] as Card[]]));
  for (const [id, home] of homes) cardsBySystem[home.system]!.push(cards.get(id)!);
  const campaigns: Record<string, unknown> = {};
  for (const f of sorted.filter((x) => isCampaignFile(x.path))) {
    const system = f.path.split('/')[0]!;
    // Only from tables that parsed: a broken system.yaml is reported on its own.
    const st = (tables[system] as { campaign?: { save_types?: unknown } } | undefined)?.campaign?.save_types;
    const saveTypes = Array.isArray(st) && st.every((x) => typeof x === 'string') ? (st as string[]) : undefined;
    const r = validateCampaignFile(
      f,
      registry[system]?.campaignSchema,
      cardsBySystem[system] ?? [],
      unreadable.systems.has(system),
      saveTypes,
      unreadable.ids,
    );
    problems.push(...r.problems);
    for (const k of r.knockOn ?? [])
      if (!roots.has(k.id)) problems.push(k.problem);
      else
        notesOf(k.id).push({
          file: k.problem.file,
          line: k.problem.line,
          col: k.problem.col,
          field: k.problem.field,
          message: `names \`${k.id}\`, left out because its card has errors`,
        });
    if (r.value !== undefined) campaigns[system] = r.value;
  }
  // Each broken card's knock-ons go under its first problem, which keeps its own hint (did-you-mean).
  const idOfRoot = new Map([...roots].map(([id, root]) => [root, id]));
  const rooted = problems.map((p) => {
    const id = idOfRoot.get(p);
    const notes = id === undefined ? undefined : knockOns.get(id);
    return notes ? withNotes(p, notes) : p;
  });
  problems.length = 0;
  problems.push(...rooted);
  problems.sort(compareProblems);
  return { cards, cardFiles, tables, campaigns, systems, cardsBySystem, origins, problems };
}
