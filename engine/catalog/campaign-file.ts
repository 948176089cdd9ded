// A system's campaign catalog (`<system>/campaign.yaml`): parsed, checked against the system's
// campaign schema, and its techniques checked against the system's action cards — every problem
// positioned, as for cards.
import type { ZodType } from 'zod';
import type { Card } from '../schema/card.js';
import { CAMPAIGN_FILE } from './catalog-layout.js';
import { suggestion } from '../diagnostics/did-you-mean.js';
import { longStrings } from './field-limits.js';
import { tooLong } from './card-file.js';
import type { CatalogFile } from './catalog-layout.js';
import { zodProblems } from '../diagnostics/zod-problems.js';
import type { Problem } from '../diagnostics/problem.js';
import { parseYamlSource, problemAt } from '../diagnostics/yaml-source.js';

interface SchoolLike {
  readonly levels: readonly { readonly techniques: readonly (string | { readonly id: string })[] }[];
}

/** `saveTypes`: the system's save types (its tables' `campaign.save_types`), when they are known. */
export function validateCampaignFile(
  file: CatalogFile,
  schema: ZodType | undefined,
  cards: readonly Card[],
  cardsUnreadable: boolean,
  saveTypes?: readonly string[],
  /** Ids of cards that are in the files but did not validate: a reference to one is a knock-on, not a problem. */
  broken: ReadonlySet<string> = new Set(),
): { value?: unknown; problems: Problem[]; knockOn?: { id: string; problem: Problem }[] } {
  const shown = file.display ?? file.path;
  if (file.problem) return { problems: [file.problem] };
  const system = file.path.split('/')[0]!;
  if (!schema)
    return {
      problems: [
        {
          severity: 'error',
          file: shown,
          line: 1,
          col: 1,
          field: '',
          message: `system \`${system}\` has no campaign layer`,
          hint: `only systems with campaign rules read ${CAMPAIGN_FILE}: remove or rename it`,
        },
      ],
    };
  const src = parseYamlSource(file.text, shown);
  if (src.syntaxErrors.length) return { problems: [...src.syntaxErrors] };
  const problems: Problem[] = [];
  const knockOn: { id: string; problem: Problem }[] = [];
  // A reference to a card that is there but broken is a consequence of the card's own problem.
  const report = (id: string, problem: Problem) =>
    broken.has(id) ? knockOn.push({ id, problem }) : problems.push(problem);
  const long = longStrings(src.data, []);
  if (long.length) {
    for (const l of long) tooLong(src, shown, l, problems);
    return { problems };
  }
  const r = schema.safeParse(src.data);
  if (!r.success) return { problems: zodProblems(r.error.issues, schema, src.data, src) };
  // Techniques are action cards of the same system.
  if (!cardsUnreadable) {
    const actions = new Set(cards.filter((c) => c.type === 'action').map((c) => c.id));
    ((r.data as { schools: readonly SchoolLike[] }).schools ?? []).forEach((school, i) =>
      school.levels.forEach((level, j) =>
        level.techniques.forEach((t, k) => {
          const id = typeof t === 'string' ? t : t.id;
          if (actions.has(id)) return;
          const path = ['schools', i, 'levels', j, 'techniques', k, ...(typeof t === 'string' ? [] : ['id'])];
          report(
            id,
            problemAt(
              src,
              path,
              `no action card \`${id}\` in ${system}`,
              suggestion(id, actions) ?? 'a technique is an action card of the same system',
            ),
          );
        }),
      ),
    );
    // Each tier's daily-use card: an action card of the system, marked once per day.
    ((r.data as { achievements?: readonly { cards: readonly string[] }[] }).achievements ?? []).forEach((a, i) =>
      a.cards.forEach((id, k) => {
        const card = cards.find((c) => c.id === id);
        if (card?.type === 'action' && card.once_per_day) return;
        const path = ['achievements', i, 'cards', k];
        report(
          id,
          card?.type === 'action'
            ? problemAt(src, path, `\`${id}\` is not a daily-use card`, 'give the card `once_per_day: true`')
            : problemAt(
                src,
                path,
                `no action card \`${id}\` in ${system}`,
                suggestion(id, actions) ?? 'a daily-use card is an action card of the same system',
              ),
        );
      }),
    );
  }
  // A technique's save bonuses name save types of system.yaml (cards or not).
  if (saveTypes) {
    const known = new Set(saveTypes);
    for (const [t, saves] of Object.entries(
      (r.data as { technique_saves?: Record<string, Record<string, number>> }).technique_saves ?? {},
    )) {
      for (const save of Object.keys(saves)) {
        if (!known.has(save))
          problems.push(
            problemAt(
              src,
              ['technique_saves', t, save],
              `no save type \`${save}\``,
              suggestion(save, known) ?? `save types (system.yaml campaign.save_types): ${saveTypes.join(', ')}`,
              'key',
            ),
          );
      }
    }
  }
  // A knock-on still keeps the file's value from being used: its cards are not all there.
  return problems.length || knockOn.length ? { problems, knockOn } : { value: r.data, problems };
}
