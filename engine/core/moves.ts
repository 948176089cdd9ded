// What can be done now: beside the SystemView (what is), each system describes the moves the
// engine accepts in a state, and the choices each move takes. Plain JSON, so it can be sent to
// another device (a player's phone) and any UI can be generated from it without knowing a rule.
import type { Action } from './types.js';

/** One pickable value of a choice. `note` says why it is not the obvious pick ("down"). */
export interface ChoiceOption {
  readonly id: string;
  readonly label: string;
  readonly note?: string;
}

/** A die the GM may roll with the engine or type in from the table (empty = the engine rolls). */
export interface DieAsked {
  readonly sides: number;
  readonly purpose: string;
}

interface ChoiceBase {
  /** The action field this choice fills; `extra.0.action` is a field of a list's entry. */
  readonly key: string;
  readonly label: string;
  /** May be left out of the action. */
  readonly optional?: boolean;
  /** Only asked when another choice took one of these values (e.g. a target for an attack card). */
  readonly when?: { readonly key: string; readonly in: readonly string[] };
  /** Choices of one pool share its counts (`Move.pools`): a card held once is picked once. */
  readonly pool?: string;
}

export type MoveChoice =
  | (ChoiceBase & {
      readonly kind: 'combatant' | 'card' | 'zone' | 'option';
      readonly options: readonly ChoiceOption[];
      readonly default?: string;
    })
  | (ChoiceBase & { readonly kind: 'flag'; readonly default?: boolean })
  | (ChoiceBase & { readonly kind: 'number'; readonly min?: number; readonly max?: number; readonly default?: number })
  /** Free text the GM types (a note for the log). */
  | (ChoiceBase & { readonly kind: 'text' })
  /** Typed-in dice, in this order; the engine rolls whatever is left out. */
  | (ChoiceBase & { readonly kind: 'dice'; readonly dice: readonly DieAsked[] });

export interface Move {
  /** Stable within a state: the UI's key and test id (`play:mara-voss`, `reorder:a>b`). */
  readonly id: string;
  /** What the button says. */
  readonly label: string;
  /** The combatant who makes it, if any. */
  readonly actor?: string;
  /** Common moves (attack, pass, the offered reaction, resolve) an overlay shows as buttons. */
  readonly common?: boolean;
  /** The fixed part of the action: its `type` and whatever the move already decides. */
  readonly action: Readonly<Record<string, unknown>> & { readonly type: string };
  readonly choices: readonly MoveChoice[];
  /** Per pool, how many times an option may be picked across the pool's choices (absent: any number). */
  readonly pools?: Readonly<Record<string, Readonly<Record<string, number>>>>;
}

export interface MovesView {
  readonly system: string;
  readonly round: number;
  readonly phase: string;
  readonly moves: readonly Move[];
  /** A decision timer the table runs now (its length from the system's tables), and what it limits. */
  readonly timer?: { readonly seconds: number; readonly purpose: string };
}

/** Whether a choice is asked, given the picks so far. */
export function choiceAsked(c: MoveChoice, picks: Readonly<Record<string, unknown>>): boolean {
  return !c.when || c.when.in.includes(String(picks[c.when.key]));
}

/** Whether an option is still free for a choice, given the other choices' picks from the same pool. */
export function optionFree(move: Move, c: MoveChoice, id: string, picks: Readonly<Record<string, unknown>>): boolean {
  const limit = c.pool === undefined ? undefined : move.pools?.[c.pool]?.[id];
  if (limit === undefined) return true;
  let used = 0;
  for (const o of move.choices)
    if (o !== c && o.pool === c.pool && picks[o.key] === id && choiceAsked(o, picks)) used++;
  return used < limit;
}

/** The picks a UI starts from: each asked choice's default (or first option) unless optional. */
export function defaultPicks(move: Move): Record<string, unknown> {
  const picks: Record<string, unknown> = {};
  for (const c of move.choices) {
    if (!choiceAsked(c, picks)) continue;
    if (c.kind === 'combatant' || c.kind === 'card' || c.kind === 'zone' || c.kind === 'option') {
      const v = c.default ?? (c.optional ? undefined : c.options[0]?.id);
      if (v !== undefined) picks[c.key] = v;
    } else if (c.kind === 'flag' && c.default !== undefined) picks[c.key] = c.default;
    else if (c.kind === 'number' && c.default !== undefined) picks[c.key] = c.default;
  }
  return picks;
}

/** The action a move and the GM's picks make. Choices not asked, or left empty, are left out. */
export function buildAction(move: Move, picks: Readonly<Record<string, unknown>>): Action {
  const out: Record<string, unknown> = structuredCloneJson(move.action);
  for (const c of move.choices) {
    const v = picks[c.key];
    if (v === undefined || v === '' || !choiceAsked(c, picks)) continue;
    if (c.kind === 'dice' && Array.isArray(v) && v.length === 0) continue;
    if (c.kind === 'flag' && v === false) continue;
    setPath(out, c.key.split('.'), v);
  }
  // A list entry left empty (no extra action picked in slot 0, one in slot 1) leaves no hole.
  for (const [k, v] of Object.entries(out)) if (Array.isArray(v)) out[k] = v.filter((e) => e !== undefined);
  return out as Action;
}

/**
 * Whether an action is one the moves offer: a move with the same fixed fields, and every other
 * field of the action filled by one of its choices with an offered value. The property tests use
 * it to prove a UI generated from the moves never hides a legal action.
 */
export function offers(view: MovesView, action: Readonly<Record<string, unknown>>): boolean {
  const fields = flatten(action);
  return view.moves.some((m) => {
    const fixed = flatten(m.action);
    for (const [k, v] of Object.entries(fixed)) if (JSON.stringify(fields[k]) !== JSON.stringify(v)) return false;
    for (const [k, v] of Object.entries(fields)) {
      if (k in fixed) continue;
      // Several choices may fill one field, each asked under another pick (a target per weapon): the one asked.
      const c = m.choices.find((x) => x.key === k && choiceAsked(x, fields)) ?? m.choices.find((x) => x.key === k);
      if (!c) return false;
      if (
        (c.kind === 'combatant' || c.kind === 'card' || c.kind === 'zone' || c.kind === 'option') &&
        !c.options.some((o) => o.id === String(v))
      )
        return false;
    }
    return true;
  });
}

/** `{ a: 1, extra: [{ action: 'x' }] }` → `{ a: 1, 'extra.0.action': 'x' }`; a list of numbers (dice) stays whole. */
function flatten(
  v: Readonly<Record<string, unknown>>,
  prefix = '',
  out: Record<string, unknown> = {},
): Record<string, unknown> {
  for (const [k, x] of Object.entries(v)) {
    if (x === undefined) continue;
    const key = prefix + k;
    if (Array.isArray(x) && x.some((e) => e !== null && typeof e === 'object'))
      x.forEach((e, i) => flatten(e as Record<string, unknown>, `${key}.${i}.`, out));
    else if (x !== null && typeof x === 'object' && !Array.isArray(x))
      flatten(x as Record<string, unknown>, `${key}.`, out);
    else out[key] = x;
  }
  return out;
}

function setPath(obj: Record<string, unknown>, path: readonly string[], v: unknown): void {
  let cur: Record<string, unknown> = obj;
  for (let i = 0; i < path.length - 1; i++) {
    const k = path[i]!;
    const nextIsIndex = /^\d+$/.test(path[i + 1]!);
    if (cur[k] === undefined) cur[k] = nextIsIndex ? [] : {};
    cur = cur[k] as Record<string, unknown>;
  }
  cur[path[path.length - 1]!] = v;
}

function structuredCloneJson<T>(v: T): T {
  return JSON.parse(JSON.stringify(v)) as T;
}
