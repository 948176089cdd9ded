// What a policy sees and returns: the visible state, the combatant it plays for and a seeded
// random state in; the next random state and the face-down play out.
import type { Combatant, PlayAction, WhState } from '../../engine/systems/witchhammer/types.js';
import type { Rng } from '../rng.js';

export interface PolicyInput {
  readonly state: WhState;
  readonly me: Combatant;
  readonly rng: Rng;
  /** A stance the sweep imposes on this side (used when it is in the combatant's hand). */
  readonly stance?: string;
}

export type Policy = (input: PolicyInput) => [Rng, PlayAction];
