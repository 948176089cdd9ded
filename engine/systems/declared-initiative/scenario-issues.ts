// Turn a zod failure on a scenario into the one RuleError `fray resolve` positions as
// file:line:col, with a did-you-mean for misspelt keys. Shared by this folder's siblings.
import type { ZodError } from 'zod';
import { fail } from '../../core/errors.js';
import { suggestion } from '../../catalog/did-you-mean.js';

export function failFromZod(error: ZodError, base: readonly (string | number)[], known: (path: readonly PropertyKey[]) => readonly string[] = () => []): never {
  const issue = error.issues[0]!;
  const path = [...base, ...issue.path.filter((p): p is string | number => typeof p !== 'symbol')];
  if (issue.code === 'unrecognized_keys') {
    const key = issue.keys[0]!;
    fail('scenario/unknown-field', `unknown field \`${key}\``, {
      path: [...path, key],
      hint: suggestion(key, known(issue.path)) ?? (known(issue.path).length ? `known fields: ${known(issue.path).join(', ')}` : 'remove it'),
    });
  }
  fail('scenario/invalid', issue.message, { path, hint: hintFor(issue.code) });
}

function hintFor(code: string): string {
  switch (code) {
    case 'invalid_type':
      return 'check the value type (number, text, list or mapping)';
    case 'too_small':
    case 'too_big':
      return 'the value is out of range';
    default:
      return 'see docs/systems for the scenario format';
  }
}

/** The keys a strict zod object accepts, for did-you-mean. */
export function keysOf(shape: unknown): string[] {
  const s = (shape as { shape?: Record<string, unknown> } | undefined)?.shape;
  return s ? Object.keys(s) : [];
}

/** For did-you-mean hints: the keys of the nearest named section of a data path (`''` is the top). */
export function knownKeysIn(sections: Readonly<Record<string, string[]>>): (path: readonly PropertyKey[]) => string[] {
  return (path) => {
    const named = [...path].reverse().find((p) => typeof p === 'string' && sections[p]);
    return sections[(named as string | undefined) ?? ''] ?? [];
  };
}

/** Fails with `scenario/unknown-combatant` (listing the known ids) when `id` is not a combatant's. */
export function combatantIdCheck(combatants: readonly { readonly id: string }[]): (id: string, path: (string | number)[]) => void {
  const ids = new Set(combatants.map((c) => c.id));
  return (id, path) => {
    if (!ids.has(id)) fail('scenario/unknown-combatant', `no combatant \`${id}\``, { path, hint: `combatants: ${[...ids].join(', ')}` });
  };
}
