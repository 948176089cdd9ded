// A campaign's characters, once checked and derived (campaign-import.ts), join an encounter.
// Kept apart from campaign-import.ts: the popup's resolver needs only this, and the checker
// (YAML parser, zod schemas) is loaded lazily from its own bundle when the GM imports.
import type { CharacterCard } from '../../engine/schema/card.js';
import { freeId, type Encounter, type RosterEntry } from './encounter.js';

export interface ImportedCharacter {
  /** The character's id in its campaign: the combatant id, so `fray campaign record` finds it. */
  readonly id: string;
  readonly card: CharacterCard;
  readonly health: number;
  readonly usedToday: readonly string[];
}

/** The encounter with the characters added: their cards kept in it, on the players' side. */
export function addImported(enc: Encounter, characters: readonly ImportedCharacter[]): Encounter {
  const cards = [
    ...enc.cards.filter((c) => !characters.some((x) => x.card.id === c.id)),
    ...characters.map((x) => x.card),
  ];
  const roster: RosterEntry[] = [...enc.roster];
  for (const x of characters) {
    const entry = (id: string): RosterEntry => ({
      id,
      character: x.card.id,
      name: x.card.name,
      side: 'players',
      health: x.health,
      ...(x.usedToday.length ? { usedToday: x.usedToday } : {}),
    });
    // Imported again (the files changed after a rest, say): the one combatant is brought up to date, not doubled.
    const at = roster.findIndex((r) => r.character === x.card.id);
    if (at >= 0) roster[at] = entry(roster[at]!.id);
    else
      roster.push(
        entry(
          freeId(
            roster.map((r) => r.id),
            x.id,
          ),
        ),
      );
  }
  return { ...enc, cards, roster };
}
