// Reads a scenario file: YAML with positions, its system, the bundled catalog's tables and
// cards, and the scenario's own `cards:` (validated with the one card schema; they override).
import { existsSync } from 'node:fs';
import { suggestion } from '../engine/diagnostics/did-you-mean.js';
import type { Problem } from '../engine/diagnostics/problem.js';
import { parseYamlSource, problemAt, type YamlSource } from '../engine/diagnostics/yaml-source.js';
import { zodProblems } from '../engine/diagnostics/zod-problems.js';
import { card as cardSchema, type Card } from '../engine/schema/card.js';
import { cardTextProblems } from '../engine/catalog/card-file.js';
import { checkCombatantStats } from '../engine/catalog/combatant-stats.js';
import { TABLE_SCHEMAS } from '../engine/systems/registry.js';
import { getSystem, isSystemId, SYSTEM_IDS, type SystemModule } from '../engine/systems/index.js';
import { bundledCatalogDir, loadCatalog, type Catalog } from '../catalog/load-catalog.js';
import { MAX_SCENARIO_BYTES, readSource } from '../catalog/read-source.js';
import { withCombatantCards } from './combatant-cards.js';
import { UserError } from '../infra/user-error.js';

export interface LoadedScenario {
  readonly src: YamlSource;
  readonly doc: Readonly<Record<string, unknown>>;
  readonly systemId: string;
  readonly module: SystemModule;
  readonly tables: unknown;
  readonly cards: ReadonlyMap<string, Card>;
}

/** `warnings`: the catalog's problems the fight may go on after (the caller says them). */
export type LoadResult =
  | { ok: true; scenario: LoadedScenario; warnings: Problem[] }
  | { ok: false; problems: Problem[] };

/**
 * Fighters from outside the catalog, e.g. a campaign's built characters (campaign/scenario-characters.ts):
 * given the scenario and its catalog, it adds their cards to `cards` and returns the scenario as they
 * fight in it, or the problems.
 */
export type ScenarioFighters = (
  src: YamlSource,
  doc: Record<string, unknown>,
  catalog: Catalog,
  cards: Map<string, Card>,
) => { doc: Record<string, unknown>; problems: Problem[] };

export async function loadScenario(
  file: string,
  catalogDir?: string,
  fighters?: ScenarioFighters,
): Promise<LoadResult> {
  if (!existsSync(file)) throw new UserError(`scenario file not found: ${file}`, 'check the path');
  const read = readSource(file, file, MAX_SCENARIO_BYTES);
  if (!read.ok) return { ok: false, problems: [read.problem] };
  const src = parseYamlSource(read.text, file);
  if (src.syntaxErrors.length) return { ok: false, problems: [...src.syntaxErrors] };
  return scenarioFromSource(src, await loadCatalog(catalogDir ?? bundledCatalogDir()), fighters);
}

/** The checks after reading: one path for files and for callers that already hold parsed text (the scenario tests). */
export function scenarioFromSource(src: YamlSource, catalog: Catalog, fighters?: ScenarioFighters): LoadResult {
  const doc = src.data;
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) {
    return {
      ok: false,
      problems: [
        problemAt(
          src,
          [],
          'a scenario is a mapping with `system:`, `combatants:` and `rounds:` (or `plays:`)',
          'see docs/systems/witchhammer.md for the format',
        ),
      ],
    };
  }
  const d = doc as Record<string, unknown>;
  if (typeof d.system !== 'string') {
    return {
      ok: false,
      problems: [
        problemAt(src, ['system'], 'missing `system:`', `say which rules to use, one of: ${SYSTEM_IDS.join(', ')}`),
      ],
    };
  }
  const module = getSystem(d.system);
  if (!module) {
    const hint = suggestion(d.system, SYSTEM_IDS) ?? `known systems: ${SYSTEM_IDS.join(', ')}`;
    const known = isSystemId(d.system);
    return {
      ok: false,
      problems: [
        problemAt(
          src,
          ['system'],
          known ? `the ${d.system} system is not built yet` : `unknown system '${d.system}'`,
          known ? undefined : hint,
        ),
      ],
    };
  }

  // A broken catalog is reported as itself: its problems, not "no action card 'sword-swing'"
  // about the cards it failed to define.
  if (catalog.problems.some((p) => p.severity === 'error')) return { ok: false, problems: catalog.problems };
  const tables = catalog.tables[d.system];
  if (tables === undefined)
    throw new UserError(`the catalog has no valid ${d.system}/system.yaml`, 'run `fray check` on the catalog');
  const cards = new Map<string, Card>();
  for (const c of catalog.cardsBySystem[d.system] ?? []) cards.set(c.id, c);

  const problems: Problem[] = [];
  if (d.cards !== undefined) {
    if (!Array.isArray(d.cards))
      return {
        ok: false,
        problems: [
          problemAt(
            src,
            ['cards'],
            '`cards:` must be a list of cards',
            'write each card as `- { id: ..., type: action, ... }`',
          ),
        ],
      };
    d.cards.forEach((raw, i) => {
      // The catalog's caps hold for a scenario's own cards too (a 2,500-character name, a NUL).
      const text = cardTextProblems(src, src.file, raw, ['cards', i]);
      if (text.length) return void problems.push(...text);
      const r = cardSchema.safeParse(raw);
      const stats =
        r.success && r.data.type === 'combatant'
          ? checkCombatantStats(r.data, src, ['cards', i], TABLE_SCHEMAS)
          : undefined;
      if (stats && !stats.card) problems.push(...stats.problems);
      else if (r.success) cards.set(r.data.id, stats?.card ?? r.data);
      else problems.push(...zodProblems(r.error.issues, cardSchema, raw, src, ['cards', i]));
    });
  }
  if (problems.length) return { ok: false, problems };
  const withChars = fighters ? fighters(src, d, catalog, cards) : { doc: d, problems: [] };
  if (withChars.problems.length) return { ok: false, problems: withChars.problems };
  const fromCards = withCombatantCards(src, withChars.doc, d.system, module, cards);
  if (fromCards.problems.length) return { ok: false, problems: fromCards.problems };
  return {
    ok: true,
    scenario: { src, doc: fromCards.doc, systemId: d.system, module, tables, cards },
    warnings: catalog.problems,
  };
}
