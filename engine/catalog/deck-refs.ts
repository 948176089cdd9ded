// Cross-references of a character's own decks: every id in `actions` names an action card
// and every id in `stances` a stance card, of the character's own system, listed once.
import type { Card, CharacterCard } from '../schema/card.js';
import { suggestion } from '../diagnostics/did-you-mean.js';
import type { DataPath } from '../diagnostics/problem.js';

export interface CardHome {
  readonly card: Card;
  readonly system: string;
}

export interface RefProblem {
  readonly kind: 'unknown' | 'other-system' | 'wrong-type' | 'repeat';
  readonly path: DataPath;
  readonly message: string;
  readonly hint?: string;
}

const DECKS = [
  ['actions', 'action'],
  ['stances', 'stance'],
] as const;

const an = (w: string): string => (/^[aeiou]/.test(w) ? `an ${w}` : `a ${w}`);

/** Problems of one character's deck lists; paths are relative to the character card. */
export function deckProblems(ch: CharacterCard, system: string, all: ReadonlyMap<string, CardHome>): RefProblem[] {
  const out: RefProblem[] = [];
  for (const [list, type] of DECKS) {
    const seen = new Set<string>();
    ch[list].forEach((id, i) => {
      const path = [list, i];
      if (seen.has(id)) {
        out.push({
          kind: 'repeat',
          path,
          message: `\`${id}\` is listed twice in \`${list}\``,
          hint: 'list each card once',
        });
        return;
      }
      seen.add(id);
      const home = all.get(id);
      if (!home) {
        const same = [...all.values()].filter((h) => h.system === system && h.card.type === type).map((h) => h.card.id);
        out.push({
          kind: 'unknown',
          path,
          message: `unknown ${type} card \`${id}\``,
          hint: suggestion(id, same) ?? `no ${type} card of system \`${system}\` has this id`,
        });
      } else if (home.system !== system) {
        out.push({
          kind: 'other-system',
          path,
          message: `\`${id}\` is a card of system \`${home.system}\``,
          hint: `a character's decks hold cards of its own system (\`${system}\`)`,
        });
      } else if (home.card.type !== type) {
        const other = DECKS.find(([, t]) => t === home.card.type);
        out.push({
          kind: 'wrong-type',
          path,
          message: `\`${id}\` is ${an(home.card.type)} card, not ${an(type)} card`,
          hint: !other
            ? `\`${list}\` holds ${type} cards only`
            : ch[other[0]].includes(id)
              ? `it is already in \`${other[0]}\`: remove it here`
              : `list it under \`${other[0]}\``,
        });
      }
    });
  }
  return out;
}
