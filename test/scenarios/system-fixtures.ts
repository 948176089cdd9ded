// One example fight per system (a scenario file of test/scenarios), as the scenario and table suites
// take it: the document, its setup without the script, the catalog context a table fight starts from,
// and what `fray resolve --json` prints for a scenario text (the production loader and runner, in process).
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { bundledCatalogDir, loadCatalog } from '../../catalog/load-catalog.js';
import { parseYamlSource } from '../../engine/diagnostics/yaml-source.js';
import type { Card } from '../../engine/schema/card.js';
import { scenarioFromSource } from '../../scenario/load-scenario.js';
import { runScenario } from '../../scenario/run-scenario.js';
import { fightJson } from '../../scenario/table-fight.js';

export const catalog = await loadCatalog(bundledCatalogDir());

/** The keys of each system's own format that script what happens (the rest sets the fight up). */
export const SCRIPT_KEYS = ['rounds', 'plays', 'turns', 'checks', 'end_combat', 'end_fight', 'after_fight'];

export const FIXTURES: Record<string, string> = {
  witchhammer: 'witchhammer/two-rounds.yaml',
  'faction-turns': 'faction-turns/001-reactions-morale.yaml',
  'declared-initiative': 'declared-initiative/double-knockout.yaml',
  'team-turns': 'team-turns/003-attacks.yaml',
  'initiative-cards': 'initiative-cards/swap-at-round-start.yaml',
};

/** The example fight of `system`, parsed. */
export function fixtureDoc(system: string): Record<string, unknown> {
  return parse(readFileSync(new URL(FIXTURES[system]!, import.meta.url), 'utf8')) as Record<string, unknown>;
}

/** The document without the keys that script the fight: the fight as set up. */
export function setupOf(doc: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(doc).filter(([k]) => !SCRIPT_KEYS.includes(k)));
}

/** The catalog's tables and cards plus the document's own `cards:` (as `fray resolve` loads them). */
export function tableContext(system: string, doc: Record<string, unknown> = {}) {
  const cards = new Map<string, Card>();
  for (const c of [...(catalog.cardsBySystem[system] ?? []), ...((doc.cards as Card[] | undefined) ?? [])])
    cards.set(c.id, c);
  return { tables: catalog.tables[system], cards };
}

/** What `fray resolve --json` prints for a scenario text. */
export function resolveJson(text: string): unknown {
  const loaded = scenarioFromSource(parseYamlSource(text, 'export.yaml'), catalog);
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.problems));
  const r = runScenario(loaded.scenario, undefined);
  if (!r.ok) throw new Error(JSON.stringify(r.problems));
  return JSON.parse(JSON.stringify(fightJson(loaded.scenario.module, r.session)));
}
