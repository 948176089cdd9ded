// Catalog validation through the disk cache: what validateCatalog would return, but unchanged
// system tables and cards come from the cache (one entry per catalog folder), so unchanged files
// need neither `yaml` nor `zod`, and an edited card costs at most a YAML parse and a zod check of
// that card alone (validate-units). Cross-file checks always run over all cards. Only clean
// results are cached: any problem (or anything unusual) falls back to the uncached validator, so
// problems, their order and positions are always exactly its own.
import { isCampaignFile } from '../../engine/catalog/catalog-layout.js';
import { validateCampaignFile } from '../../engine/catalog/campaign-file.js';
import { TABLE_SCHEMAS } from '../../engine/systems/registry.js';
import { deckProblems, type CardHome } from '../../engine/catalog/deck-refs.js';
import type { CardOrigin, CatalogData, CatalogFile } from '../../engine/catalog/validate-catalog.js';
import type { Card } from '../../engine/schema/card.js';
import type { DiskCache } from '../../infra/disk-cache.js';
import { sha1 } from '../../infra/hash.js';
import { jsonSafe, planCatalog, type CachedCard, type Plan, type ValidationIndex } from './validate-plan.js';
import { resolveUnits } from './validate-units.js';

export interface CachedValidationOptions {
  readonly cache: DiskCache;
  /** Everything besides the file texts that decides the outcome (code and package versions, folder). */
  readonly scope: string;
  readonly icons: () => Promise<ReadonlySet<string>>;
  /** The uncached validator, on all files (with icons) or on just the system tables. */
  readonly validate: (files: readonly CatalogFile[], withIcons: boolean) => Promise<CatalogData>;
}

export interface ValidationStats {
  /** Cards (or whole files) validated because the cache did not have them. */
  readonly missed: number;
  /** How many of those needed a YAML parse (the others were text edits read off their lines). */
  readonly parsed: number;
  /** Whether the uncached validator ran on the whole catalog. */
  readonly full: boolean;
}

function readIndex(v: unknown): ValidationIndex {
  const { tables, units, free, files, icons } = (v && typeof v === 'object' ? v : {}) as Partial<ValidationIndex>;
  const obj = (x: unknown): boolean => !!x && typeof x === 'object';
  return {
    tables: obj(tables) ? tables! : {},
    units: obj(units) ? units! : {},
    ...(obj(free) ? { free: free! } : {}),
    ...(obj(files) ? { files: files! } : {}),
    ...(Array.isArray(icons) ? { icons } : {}),
  };
}

export async function validateCached(
  files: readonly CatalogFile[],
  opts: CachedValidationOptions,
): Promise<{ data: CatalogData; stats: ValidationStats }> {
  let cached: { data: CatalogData; stats: ValidationStats } | undefined;
  try {
    cached = await fromCache(files, opts);
  } catch {
    // A cache entry that is not what this code wrote is a miss, never an error: drop it.
    opts.cache.set('validate', sha1('validate', opts.scope), null);
  }
  return cached ?? { data: await opts.validate(files, true), stats: { missed: 0, parsed: 0, full: true } };
}

async function fromCache(
  files: readonly CatalogFile[],
  opts: CachedValidationOptions,
): Promise<{ data: CatalogData; stats: ValidationStats } | undefined> {
  const plan = planCatalog(files);
  if (!plan) return undefined;
  const key = sha1('validate', opts.scope);
  const index = readIndex(opts.cache.get('validate', key));
  // A cold cache needs the icon set: start reading it (6 MB) while the validator loads.
  if (!index.icons) opts.icons().catch(() => {});
  const stale = plan.tables.some((t) => index.tables[t.system]?.key !== t.key);
  const missing = new Set<string>();
  for (const { units } of plan.cardFiles)
    for (const u of units) if (!Array.isArray(index.units[u.key])) missing.add(u.key);
  // Independent of each other: together, their module loading overlaps.
  const [tables, resolved] = await Promise.all([
    stale ? checkTables(plan, opts) : Object.fromEntries(plan.tables.map((t) => [t.system, index.tables[t.system]!])),
    resolveUnits(plan.cardFiles, index, missing),
  ]);
  if (!tables || !resolved) return undefined;
  const known = (k: string): CachedCard[] => resolved.units.get(k) ?? index.units[k]!;
  const assembled = await assemble(plan, tables, known, new Set(index.icons), opts.icons);
  if (!assembled) return undefined;
  // The campaign catalogs are small: validated every time, never cached; a problem falls back to the full check.
  const campaigns: Record<string, unknown> = {};
  for (const f of files.filter((x) => isCampaignFile(x.path))) {
    const system = f.path.split('/')[0]!;
    const r = validateCampaignFile(
      f,
      TABLE_SCHEMAS[system]?.campaignSchema,
      assembled.cardsBySystem[system] ?? [],
      false,
    );
    if (r.problems.length) return undefined;
    campaigns[system] = r.value;
  }
  const data: CatalogData = { ...assembled, campaigns };
  if (missing.size || stale) {
    const free = resolved.free ?? index.free;
    const icons = [...new Set([...data.cards.values()].flatMap((c) => (c.icon === undefined ? [] : [c.icon])))].sort();
    const next: Required<Omit<ValidationIndex, 'free'>> & ValidationIndex = {
      tables: {},
      units: {},
      ...(free ? { free } : {}),
      files: {},
      icons,
    };
    for (const t of plan.tables)
      if (!stale || jsonSafe(tables[t.system]!.value)) next.tables[t.system] = tables[t.system]!;
    for (const { file, units } of plan.cardFiles) {
      next.files[file.path] = units.map((u) => u.key);
      // What came from the cache came from JSON, and new entries hold raw YAML only when it is
      // safe: only the cards zod made need the check.
      for (const u of units)
        if (!resolved.units.has(u.key) || jsonSafe(known(u.key).map((c) => c.card))) next.units[u.key] = known(u.key);
    }
    opts.cache.set('validate', key, next);
  }
  return { data, stats: { missed: missing.size, parsed: resolved.parsed, full: false } };
}

/** Tables are validated on their own (cards do not affect them); undefined on a problem. */
async function checkTables(plan: Plan, opts: CachedValidationOptions): Promise<ValidationIndex['tables'] | undefined> {
  const checked = await opts.validate(
    plan.tables.map((t) => t.file),
    false,
  );
  if (checked.problems.length) return undefined;
  const tables: ValidationIndex['tables'] = {};
  for (const t of plan.tables) {
    if (!Object.hasOwn(checked.tables, t.system)) return undefined;
    tables[t.system] = { key: t.key, value: checked.tables[t.system] };
  }
  return tables;
}

/** The catalog from its units, checked across files like validateCatalog; undefined on any problem. */
async function assemble(
  plan: Plan,
  checked: ValidationIndex['tables'],
  units: (key: string) => CachedCard[],
  verifiedIcons: ReadonlySet<string>,
  icons: () => Promise<ReadonlySet<string>>,
): Promise<CatalogData | undefined> {
  const tables: Record<string, unknown> = {};
  for (const { system } of plan.tables) tables[system] = checked[system]!.value;
  const cards = new Map<string, Card>();
  const homes = new Map<string, CardHome>();
  const origins = new Map<string, CardOrigin>();
  const cardFiles: { file: string; cards: Card[] }[] = [];
  const characters: { card: Card; system: string }[] = [];
  let iconSet: ReadonlySet<string> | undefined;
  for (const { file, system, units: fileUnits } of plan.cardFiles) {
    const fileCards: Card[] = [];
    for (const [i, unit] of fileUnits.entries()) {
      for (const { card, path, line, col } of units(unit.key)) {
        if (origins.has(card.id)) return undefined;
        // A combatant filed in another system's folder is the full validator's to report.
        if (card.type === 'combatant' && card.system !== system) return undefined;
        if (card.icon !== undefined && !verifiedIcons.has(card.icon) && !(iconSet ??= await icons()).has(card.icon))
          return undefined;
        const whole = unit.item === undefined;
        origins.set(card.id, {
          file: file.display ?? file.path,
          system,
          path: whole ? path : [i],
          line: whole ? line : unit.line + line - 1,
          col,
        });
        cards.set(card.id, card);
        homes.set(card.id, { card, system });
        fileCards.push(card);
        if (card.type === 'character') characters.push({ card, system });
      }
    }
    cardFiles.push({ file: file.path, cards: fileCards });
  }
  for (const { card, system } of characters)
    if (
      card.type === 'character' &&
      (deckProblems(card, system, homes).length || TABLE_SCHEMAS[system]?.characterRefs?.(card, tables[system]).length)
    )
      return undefined;
  for (const [, { card, system }] of homes)
    if (card.type === 'combatant' && TABLE_SCHEMAS[system]?.combatantRefs?.(card.stats, tables[system]).length)
      return undefined;
  const cardsBySystem: Record<string, Card[]> = Object.fromEntries(plan.systems.map((s) => [s, [] as Card[]]));
  for (const [id, home] of homes) cardsBySystem[home.system]!.push(cards.get(id)!);
  return { cards, cardFiles, tables, campaigns: {}, systems: plan.systems, cardsBySystem, origins, problems: [] };
}
