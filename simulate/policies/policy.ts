// A decision policy: a pure function of the visible state, the combatant it plays for and a
// seeded random state, returning the face-down play. The same inputs always give the same play.
import type { Combatant, PlayAction, WhState } from '../../engine/systems/witchhammer/types.js';
import type { Rng } from '../rng.js';
import { cautious } from './cautious.js';
import { greedy } from './greedy.js';
import { random } from './random.js';

export interface PolicyInput {
  readonly state: WhState;
  readonly me: Combatant;
  readonly rng: Rng;
  /** A stance the sweep imposes on this side (used when it is in the combatant's hand). */
  readonly stance?: string;
}

export type Policy = (input: PolicyInput) => [Rng, PlayAction];

export const POLICIES: Readonly<Record<string, Policy>> = { random, greedy, cautious };
export const POLICY_NAMES = Object.keys(POLICIES);
