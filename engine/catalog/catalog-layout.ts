// Which file of a catalog is what: `<system>/system.yaml` holds a system's rule tables,
// `<system>/campaign.yaml` the game around its fights (schools, traits, equipment, achievements),
// every other YAML file inside a system folder is a card file. Shared by the validator and the
// print pipeline's validation cache, which must see the catalog exactly the same way.
import type { Problem } from '../diagnostics/problem.js';

/** A file of a catalog folder as read from disk or picked in the extension. */
export interface CatalogFile {
  /** Path inside the catalog, `/`-separated: `witchhammer/actions.yaml`. */
  readonly path: string;
  readonly text: string;
  /** The name problems show (e.g. relative to the working directory); defaults to `path`. */
  readonly display?: string;
  /** Set when the file could not be read (not a regular file, too large, not UTF-8): reported as is. */
  readonly problem?: Problem;
}

export const TABLES_FILE = 'system.yaml';
export const CAMPAIGN_FILE = 'campaign.yaml';

/** A catalog's files: YAML, and spreadsheets (CSV) of cards. */
export const isCatalogFileName = (p: string): boolean => /\.(ya?ml|csv)$/i.test(p);

/** The YAML and CSV files, sorted by path (code-unit order, like the problems). */
export function sortedYamlFiles<F extends CatalogFile>(files: readonly F[]): F[] {
  return files
    .filter((f) => isCatalogFileName(f.path))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** System folders of `sorted`, sorted. */
export function systemFolders(sorted: readonly CatalogFile[]): string[] {
  return [...new Set(sorted.filter((f) => f.path.includes('/')).map((f) => f.path.split('/')[0]!))].sort();
}

export function isTablesFile(path: string): boolean {
  return path.endsWith(`/${TABLES_FILE}`) && path.split('/').length === 2;
}

export function isCampaignFile(path: string): boolean {
  return path.endsWith(`/${CAMPAIGN_FILE}`) && path.split('/').length === 2;
}

/** Neither the rule tables nor the campaign catalog: a card file. */
export const isCardFile = (path: string): boolean => !isTablesFile(path) && !isCampaignFile(path);
