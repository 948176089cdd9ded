// The built characters a print includes (a campaign folder: the bundled sample campaign by default):
// each checked like `fray character check`, then derived (campaign/derive.ts) into a character card
// and deck printed with the catalog's decks, and the facts of its character sheet.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { characterCatalog } from '../../campaign/character-catalog.js';
import { deriveCampaign } from '../../campaign/derive-campaign.js';
import type { SheetData } from '../../campaign/derive.js';
import { ProblemsError, UserError } from '../../infra/user-error.js';
import type { CatalogData } from '../../engine/catalog/validate-catalog.js';
import type { Problem } from '../../engine/diagnostics/problem.js';
import type { Card } from '../../engine/schema/card.js';
import type { Deck } from './decks.js';

export interface CampaignPrint {
  readonly decks: Deck[];
  readonly sheets: { readonly id: string; readonly sheet: SheetData }[];
  readonly problems: Problem[];
  /** Character files in characters/ that campaign.yaml does not list: not printed, and said so (a warning at the file). */
  readonly warnings: Problem[];
}

/** `characters/<id>.yaml` files whose id campaign.yaml's `characters:` does not list. */
export function unlistedCharacters(dir: string, listed: readonly string[]): string[] {
  let names: string[];
  try {
    names = readdirSync(join(dir, 'characters'));
  } catch {
    return [];
  }
  const ids = names.filter((n) => n.endsWith('.yaml')).map((n) => n.slice(0, -'.yaml'.length));
  return ids.filter((id) => !listed.includes(id)).sort();
}

/** `required`: the user named the campaign (a catalog without the campaign layer is then a problem). */
export function campaignPrint(dir: string, catalog: CatalogData, required: boolean): CampaignPrint {
  // What is wrong with the campaign as a whole is said at its campaign.yaml.
  const whole = (message: string, hint?: string): Problem => ({
    severity: 'error',
    file: join(dir, 'campaign.yaml'),
    line: 1,
    col: 1,
    field: '',
    message,
    ...(hint ? { hint } : {}),
  });
  const cc = characterCatalog(catalog);
  if ('missing' in cc)
    return {
      decks: [],
      sheets: [],
      problems: required ? [whole(cc.missing, cc.hint)] : [],
      warnings: [],
    };
  let built;
  try {
    built = deriveCampaign(dir, cc);
  } catch (e) {
    // A campaign folder that does not read: each of its problems at its file, line and column.
    if (e instanceof ProblemsError) return { decks: [], sheets: [], problems: [...e.problems], warnings: [] };
    if (e instanceof UserError)
      return {
        decks: [],
        sheets: [],
        problems: [whole(e.message, e.hint)],
        warnings: [],
      };
    throw e;
  }
  const decks: Deck[] = [];
  const sheets: CampaignPrint['sheets'] = [];
  for (const { character, derived: d } of built.characters) {
    const cards: Card[] = [
      d.card,
      ...[...d.card.actions, ...d.card.stances].flatMap((cid) => (cc.cards.has(cid) ? [cc.cards.get(cid)!] : [])),
    ];
    decks.push({
      id: d.card.id,
      title: character.name,
      system: 'witchhammer',
      kind: 'character',
      character: d.card,
      cards,
    });
    sheets.push({ id: character.id, sheet: d.sheet });
  }
  const warnings = unlistedCharacters(
    dir,
    built.campaign.characters.map((c) => c.id),
  ).map(
    (id): Problem => ({
      severity: 'warning',
      file: join(dir, 'characters', `${id}.yaml`),
      line: 1,
      col: 1,
      field: '',
      message: `not printed: ${join(dir, 'campaign.yaml')} does not list \`${id}\``,
      hint: `\`fray campaign add ${dir} ${id}\` lists it (add \`${id}\` to \`characters:\` in campaign.yaml)`,
    }),
  );
  return { decks, sheets, problems: built.problems, warnings };
}
