// `--ablate`: points that replay the run's fights (the same seeds: common random numbers) with one
// card taken out of the decks that hold it — of one side (`party/focus`) or of both (`focus`) —
// so the change in win rate is the card's effect.
import { suggestion } from '../engine/diagnostics/did-you-mean.js';
import { UserError } from '../infra/user-error.js';
import type { SimMatchup, Variant } from './fight.js';

/** `side/card` or `card` → the points without it. */
export function ablationVariants(m: SimMatchup, specs: readonly string[]): Variant[] {
  return [...new Set(specs)].map((spec) => {
    const slash = spec.lastIndexOf('/');
    const sideName = slash > 0 ? spec.slice(0, slash) : undefined;
    const id = slash > 0 ? spec.slice(slash + 1) : spec;
    const side = sideName === undefined ? undefined : m.sides.findIndex((s) => s.name === sideName);
    if (side === -1)
      throw new UserError(
        `--ablate: no side \`${sideName}\` in this matchup`,
        suggestion(
          sideName!,
          m.sides.map((s) => s.name),
        ) ?? `sides: ${m.sides.map((s) => s.name).join(', ')}`,
      );
    const sides = m.sides.filter((_, i) => side === undefined || side === i);
    const held = new Set(
      sides.flatMap((s) => s.combatants.flatMap((c) => [...(c.actions ?? []), ...(c.stances ?? [])])),
    );
    if (!held.has(id))
      throw new UserError(
        `--ablate: no combatant ${sideName === undefined ? 'of this matchup' : `of ${sideName}`} holds \`${id}\``,
        suggestion(id, [...held]) ?? `cards held: ${[...held].sort().join(', ')}`,
      );
    const card = m.cards.find((x) => x.id === id);
    for (const s of sides) {
      for (const c of s.combatants) {
        const deck = card?.type === 'stance' ? c.stances : c.actions;
        if (deck?.includes(id) && deck.every((x) => x === id))
          throw new UserError(
            `--ablate: \`${id}\` is the only ${card?.type ?? 'action'} card of ${c.name ?? c.id}, who could not act without it`,
            'remove another card, or give that combatant a second card',
          );
      }
    }
    return { label: `without ${spec}`, remove: id, ...(side !== undefined ? { removeSide: side as 0 | 1 } : {}) };
  });
}
