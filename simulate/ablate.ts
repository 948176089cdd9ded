// `--ablate`: points that replay the run's fights (the same seeds: common random numbers) with one
// card taken out of every deck that holds it, so the change in win rate is the card's effect.
import { suggestion } from '../engine/catalog/did-you-mean.js';
import { UserError } from '../infra/user-error.js';
import type { SimMatchup, Variant } from './fight.js';

export function ablationVariants(m: SimMatchup, cards: readonly string[]): Variant[] {
  const held = new Set(m.sides.flatMap((s) => s.combatants.flatMap((c) => [...(c.actions ?? []), ...(c.stances ?? [])])));
  return [...new Set(cards)].map((id) => {
    if (!held.has(id)) throw new UserError(`--ablate: no combatant of this matchup holds \`${id}\``, suggestion(id, [...held]) ?? `cards held: ${[...held].sort().join(', ')}`);
    for (const s of m.sides) {
      for (const c of s.combatants) {
        const card = m.cards.find((x) => x.id === id);
        const deck = card?.type === 'stance' ? c.stances : c.actions;
        if (deck?.includes(id) && deck.every((x) => x === id)) throw new UserError(`--ablate: \`${id}\` is the only ${card?.type ?? 'action'} card of ${c.name ?? c.id}, who could not act without it`, 'remove another card, or give that combatant a second card');
      }
    }
    return { label: `without ${id}`, remove: id };
  });
}
