// The reference check the declared-initiative and initiative-cards scenarios share: a step names a
// combatant the scenario has (their documents are read with zod through ./scenario-read.ts). Below
// both systems, since no system imports another (.dependency-cruiser.cjs, "system-apart").
import { fail } from '../core/errors.js';

/** Fails with `scenario/unknown-combatant` (listing the known ids) when `id` is not a combatant's. */
export function combatantIdCheck(
  combatants: readonly { readonly id: string }[],
): (id: string, path: (string | number)[]) => void {
  const ids = new Set(combatants.map((c) => c.id));
  return (id, path) => {
    if (!ids.has(id))
      fail('scenario/unknown-combatant', `no combatant \`${id}\``, {
        path,
        hint: `combatants: ${[...ids].join(', ')}`,
      });
  };
}
