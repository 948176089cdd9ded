// What the overlay shows, as plain data. It is computed from the stored encounter by the
// engine (see model-from-encounter.ts, model-from-table.ts); the panel only renders it.
import type { Move } from '../../../engine/core/moves.js';
import type { CombatantView } from '../../../engine/core/types.js';

export interface OverlayOrderEntry {
  readonly id: string;
  readonly label: string;
  readonly init?: number;
  readonly done: boolean;
  readonly active: boolean;
  /** A tie the GM may break: the order in which this slot goes before the one above it (the engine's tie rule). */
  readonly before?: readonly string[];
}

export interface OverlayStep {
  /** e.g. "Alda → Goblin: Sword swing". */
  readonly title: string;
  /** The math and the result, one fact a line. */
  readonly lines: readonly string[];
}

/**
 * A combatant as the overlay shows it: who it is, its tracks and status words as the engine's
 * SystemView gives them, its penalty as one number and its effects as words.
 */
export interface OverlayCombatant extends Pick<CombatantView, 'id' | 'name' | 'side' | 'tracks' | 'status'> {
  /** The penalty as the engine's view gives it (a negative modifier, 0 when none). */
  readonly penalty: number;
  readonly effects: readonly string[];
}

/** A combatant of the engine's SystemView as the overlay shows it (any system). */
export function overlayCombatant(c: CombatantView): OverlayCombatant {
  return {
    id: c.id,
    name: c.name,
    side: c.side,
    tracks: c.tracks.map((t) => ({ name: t.name, current: t.current, max: t.max })),
    penalty: c.modifiers.penalty ?? 0,
    status: c.status,
    effects: c.effects.map((e) => (e.roundsLeft === undefined ? e.name : `${e.name} (${e.roundsLeft})`)),
  };
}

/** One combatant still to play, with what it may play: the overlay's compact planning row. */
export interface OverlayPlanRow {
  readonly id: string;
  readonly name: string;
  /** Action cards in hand; `target`: the card needs a target (no grid to pick one). */
  readonly actions: readonly { readonly id: string; readonly name: string; readonly target: boolean }[];
  readonly stances: readonly { readonly id: string; readonly name: string }[];
  /** Enemies first, then allies. */
  readonly targets: readonly { readonly id: string; readonly name: string }[];
}

/**
 * A fight of another system (the store's `table`), drawn from the engine's SystemView and
 * MovesView: the common moves of whoever acts now, as the engine describes them (plain JSON).
 */
export interface OverlayTable {
  readonly system: string;
  /** The system's name, for the title bar. */
  readonly name: string;
  /** The session's log length: a move is played against the state the overlay showed. */
  readonly steps: number;
  /** The common moves now (attack, pass, the offered reaction, phase advance), in the engine's order. */
  readonly moves: readonly Move[];
  /** How many other moves the side panel offers now. */
  readonly more: number;
  /** Checks due now, one sentence each, with names. */
  readonly checks: readonly string[];
  /** The moves' decision timer, when the system has one running now (its length in seconds). */
  readonly timerSeconds?: number;
  /** What that timer limits, in the engine's words. */
  readonly timerPurpose?: string;
}

export interface OverlayModel {
  /** Null before any encounter exists. */
  readonly round: number | null;
  readonly phase: string;
  readonly order: readonly OverlayOrderEntry[];
  readonly step: OverlayStep | null;
  readonly combatants: readonly OverlayCombatant[];
  /** In the resolve phase: whether the next step makes an attack roll (the dice box shows only then). */
  readonly nextRolls?: boolean;
  /** In the plan phase: who has not played yet, and their cards. */
  readonly planning?: readonly OverlayPlanRow[];
  /** In the plan phase: who has played face down (each may withdraw the play). */
  readonly played?: readonly { readonly id: string; readonly name: string }[];
  /** A note when there is nothing to show, e.g. "No encounter yet: set one up in the Fray popup." */
  readonly note?: string;
  readonly ended?: boolean;
  /** Set for a fight of another system: the overlay shows its moves instead of WitchHammer's planning. */
  readonly table?: OverlayTable;
}

export const EMPTY_MODEL: OverlayModel = {
  round: null,
  phase: 'none',
  order: [],
  step: null,
  combatants: [],
  note: 'No encounter yet: set one up in the Fray popup.',
};

/** The phase as the GM reads it; an engine word never reaches the screen raw. */
const PHASE_WORDS: Readonly<Record<string, string>> = {
  plan: 'planning',
  resolve: 'resolving',
  ended: 'combat over',
  none: '',
  declare: 'declaring',
  end: 'end of round',
  between: 'between rounds',
  round: 'turns',
  surprise: 'surprise round',
};

/** The title bar's text: "Round 6 · planning", "Round 6 · combat over" (never "ended · ended"). */
export function roundTitle(model: Pick<OverlayModel, 'round' | 'phase' | 'ended'>): string {
  if (model.round === null) return '';
  const word = model.ended || model.phase === 'ended' ? PHASE_WORDS.ended! : (PHASE_WORDS[model.phase] ?? model.phase);
  return word ? `Round ${model.round} · ${word}` : `Round ${model.round}`;
}
