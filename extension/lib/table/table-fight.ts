// What the store keeps of the system-agnostic table, plain JSON: the fight (its `fray resolve`
// document plus the engine session, scenario/table-fight.ts), the setup being built, and saved
// encounters. Its own file because both the store and the table use it.
export type { TableFight } from '../../../scenario/table-fight.js';

/** The document being set up (system, seed, combatants, options) before its fight starts. */
export interface TableDraft {
  readonly system: string;
  readonly doc: Readonly<Record<string, unknown>>;
}

/** A saved table encounter: its document, with `actions:` once the fight had started (the export). */
export interface SavedTableEncounter {
  readonly name: string;
  readonly savedAt: number;
  readonly system: string;
  readonly doc: Readonly<Record<string, unknown>>;
  /** Saved during the fight (loading starts it and replays its actions) rather than during setup. */
  readonly started: boolean;
}
