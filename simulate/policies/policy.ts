// A decision policy: a pure function of the visible state, the combatant it plays for and a
// seeded random state, returning the face-down play. The same inputs always give the same play.
import { cautious } from './cautious.js';
import type { Policy, PolicyInput } from './policy-input.js';
import { greedy } from './greedy.js';
import { random } from './random.js';

export type { Policy, PolicyInput };

export const POLICIES: Readonly<Record<string, Policy>> = { random, greedy, cautious };
export const POLICY_NAMES = Object.keys(POLICIES);
