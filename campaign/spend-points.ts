// `fray character spend`: a point the character has (creation points left, or earned by a reward)
// spent on one thing — a technique learned, a school level, a trait rank or an attribute's +1 —
// with the file edited in place (comments and layout kept) and the result held to the same check
// as `fray character check`. Pure over the file's text: the CLI reads it and writes it back.
import { parseDocument } from 'yaml';
import type { Problem } from '../engine/diagnostics/problem.js';
import { suggestion } from '../engine/diagnostics/did-you-mean.js';
import type { PointKind } from '../engine/systems/witchhammer/tables.js';
import { UserError } from '../infra/user-error.js';
import { POINT_KINDS, unspent } from './budget.js';
import { checkCharacter, type CharacterCatalog } from './check-character.js';

export interface Spent {
  /** The changed file, when it passes the check. */
  readonly text?: string;
  /** The file's own errors when it does not pass as it is, or the changed file's warnings. */
  readonly problems: Problem[];
  /** What was spent, in words: `Wren Ashdown learns Fall Back (technique points left: 1)`. */
  readonly line: string;
}

/** The kinds, as typed: `technique`, `techniques` and so on. */
function pointKind(kind: string): PointKind {
  const k = kind.toLowerCase().replace(/s$/, '');
  if ((POINT_KINDS as readonly string[]).includes(k)) return k as PointKind;
  throw new UserError(
    `no point kind \`${kind}\``,
    suggestion(kind, [...POINT_KINDS]) ?? `spend one of: ${POINT_KINDS.join(', ')}`,
  );
}

export function spendPoint(text: string, file: string, cc: CharacterCatalog, kindTyped: string, what: string): Spent {
  const kind = pointKind(kindTyped);
  const before = checkCharacter(text, file, cc);
  // A file that does not pass as it is cannot be grown: its own problems come first.
  if (!before.character || before.errors.length) return { problems: [...before.errors], line: '' };
  const c = before.character;
  const left = unspent(cc.tables, c)[kind];
  if (left <= 0)
    throw new UserError(
      `${c.name} has no ${kind} point to spend (${left} unspent)`,
      `rewards earn them (system.yaml \`campaign.rewards\`): record one with \`fray campaign reward\``,
    );
  const doc = parseDocument(text);
  let line: string;
  if (kind === 'technique') {
    if (c.techniques.includes(what)) throw new UserError(`${c.name} knows ${what} already`, 'learn another technique');
    if (doc.has('techniques')) doc.addIn(['techniques'], what);
    else doc.set('techniques', doc.createNode([what], { flow: true }));
    line = `${c.name} learns ${cc.cards.get(what)?.name ?? what}`;
  } else {
    const field = kind === 'school' ? 'schools' : kind === 'trait' ? 'traits' : 'attributes';
    const now = (c[field] as Record<string, number>)[what] ?? 0;
    if (doc.hasIn([field, what])) doc.setIn([field, what], now + 1);
    else if (doc.has(field)) doc.addIn([field], doc.createPair(what, 1));
    else doc.set(field, doc.createNode({ [what]: 1 }, { flow: true }));
    line =
      kind === 'school'
        ? `${c.name} learns level ${now + 1} of ${cc.campaign.schools.find((s) => s.id === what)?.name ?? what}`
        : kind === 'trait'
          ? `${c.name}: ${cc.campaign.traits.find((t) => t.id === what)?.name ?? what} rank ${now + 1}`
          : `${c.name}: ${what} +${now + 1}`;
  }
  const next = doc.toString({ flowCollectionPadding: false });
  const after = checkCharacter(next, file, cc);
  // The file passed before: whatever fails now is the choice typed, said of it (not of lines never written).
  if (after.errors.length || !after.character) {
    const [first, ...more] = after.errors;
    throw new UserError(
      `${c.name} cannot spend a ${kind} point on \`${what}\`: ${[first, ...more].map((p) => p?.message).join('; ')}; nothing was changed`,
      first?.hint,
    );
  }
  return { text: next, problems: after.warnings, line: `${line} (${kind} points left: ${left - 1})` };
}
