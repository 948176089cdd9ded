// What the store keeps of a fight run through the system-agnostic table: its system id and the
// engine session, plain JSON. Its own file because both the store and the table use it.
import type { Session } from '../../../engine/core/session.js';

export interface TableFight {
  readonly system: string;
  readonly session: Session;
}
