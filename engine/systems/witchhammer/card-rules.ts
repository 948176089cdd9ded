// What a card's fields mean for a play, in one place for the engine, the resolver UIs and the
// balance lab's policies.
import type { PlayCard } from './types.js';

/** A card makes an attack when it has a target rule other than `self` (no rule: no attack). */
export function makesAttack(card: Pick<PlayCard, 'target'> | undefined): boolean {
  return !!card?.target && card.target !== 'self';
}
