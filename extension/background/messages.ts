// Requests the popup and the overlay send to the service worker (chrome.runtime.sendMessage).
// Only our own extension's contexts can send these (no `externally_connectable`), and the
// worker still validates each one: a message is data, never trusted by shape alone.
import { POST_KINDS, type PostKind } from '../lib/chat/lines.js';

export type BackgroundRequest =
  /** Show the overlay on a tab (the popup passes the active tab; the overlay its own). */
  | { readonly type: 'fray/show-overlay'; readonly tabId?: number }
  /** `seconds`: a table fight's own timer length (its moves' `timer`); absent: the settings' length. */
  | { readonly type: 'fray/timer-start'; readonly tabId?: number; readonly seconds?: number }
  | { readonly type: 'fray/timer-stop' }
  /** A view saw the deadline pass: hand the expiry to the engine (once). */
  | { readonly type: 'fray/timer-expired' }
  | { readonly type: 'fray/post'; readonly what: PostKind; readonly tabId?: number }
  /** Lines a page made itself (a table fight's round or order, lib/table/table-text.ts), posted the same way. */
  | { readonly type: 'fray/post-lines'; readonly lines: readonly string[]; readonly tabId?: number }
  /** The auto-inject origins or permissions changed: re-register the overlay for them. */
  | { readonly type: 'fray/sync-auto-inject' }
  /** The overlay's resolver buttons: the same resolver operations the popup calls. */
  | { readonly type: 'fray/op'; readonly op: OverlayOp; readonly dice?: readonly number[] }
  /** The overlay's planning list: one combatant's face-down play (the engine checks the hand). */
  | {
      readonly type: 'fray/plan';
      readonly combatant: string;
      readonly action: string;
      readonly stance?: string;
      readonly target?: string;
    }
  /** The overlay's Withdraw: take back a face-down play before the reveal. */
  | { readonly type: 'fray/unplan'; readonly combatant: string }
  /** The overlay's tie swap: the unresolved slots in their new order (the engine checks the tie rule). */
  | { readonly type: 'fray/reorder'; readonly order: readonly string[] }
  /** The overlay's way to everything else (set-up, saves, exports): the side panel, opened on a click. */
  | { readonly type: 'fray/open-side-panel' }
  /** The overlay's model of the table fight (another system), computed by the engine in the worker. */
  | { readonly type: 'fray/table-model' }
  /**
   * The overlay's move button on a table fight: the move's id and the GM's picks, played only
   * while the fight is still at `steps` (the state the overlay showed); the engine checks the rest.
   */
  | {
      readonly type: 'fray/table-play';
      readonly move: string;
      readonly steps: number;
      readonly picks: Readonly<Record<string, PickValue>>;
    }
  | { readonly type: 'fray/table-undo' };

/** A pick as a UI sends it: an option id, a number, a flag, or typed-in dice. */
export type PickValue = string | number | boolean | readonly number[];

const pickOk = (v: unknown): boolean =>
  (typeof v === 'string' && v.length <= 200) ||
  (typeof v === 'number' && Number.isFinite(v)) ||
  typeof v === 'boolean' ||
  (Array.isArray(v) && v.length <= 40 && v.every((d) => Number.isInteger(d) && d >= 0 && d <= 1000));

function parsePicks(v: unknown): Record<string, PickValue> | null {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return null;
  const entries = Object.entries(v as Record<string, unknown>);
  if (entries.length > 40 || !entries.every(([k, x]) => k.length > 0 && k.length <= 120 && pickOk(x))) return null;
  return Object.fromEntries(entries) as Record<string, PickValue>;
}

export const OVERLAY_OPS = ['reveal', 'resolve-next', 'resolve-round', 'end-combat', 'undo'] as const;
export type OverlayOp = (typeof OVERLAY_OPS)[number];

export type BackgroundResponse =
  | { readonly ok: true; readonly [key: string]: unknown }
  | { readonly ok: false; readonly error: string; readonly [key: string]: unknown };

const tabIdOk = (v: unknown) => v === undefined || (Number.isInteger(v) && (v as number) >= 0);

export function parseRequest(msg: unknown): BackgroundRequest | null {
  if (!msg || typeof msg !== 'object' || Array.isArray(msg)) return null;
  const m = msg as Record<string, unknown>;
  switch (m.type) {
    case 'fray/show-overlay':
      return tabIdOk(m.tabId) ? { type: m.type, ...(m.tabId !== undefined ? { tabId: m.tabId as number } : {}) } : null;
    case 'fray/timer-start': {
      const secondsOk =
        m.seconds === undefined ||
        (Number.isInteger(m.seconds) && (m.seconds as number) > 0 && (m.seconds as number) <= 3600);
      if (!tabIdOk(m.tabId) || !secondsOk) return null;
      return {
        type: m.type,
        ...(m.tabId !== undefined ? { tabId: m.tabId as number } : {}),
        ...(m.seconds !== undefined ? { seconds: m.seconds as number } : {}),
      };
    }
    case 'fray/table-model':
    case 'fray/table-undo':
      return { type: m.type };
    case 'fray/table-play': {
      const picks = parsePicks(m.picks);
      const ok =
        typeof m.move === 'string' &&
        m.move.length > 0 &&
        m.move.length <= 200 &&
        Number.isInteger(m.steps) &&
        (m.steps as number) >= 0 &&
        picks;
      return ok ? { type: 'fray/table-play', move: m.move as string, steps: m.steps as number, picks: picks! } : null;
    }
    case 'fray/timer-stop':
    case 'fray/timer-expired':
    case 'fray/sync-auto-inject':
      return { type: m.type };
    case 'fray/op': {
      if (typeof m.op !== 'string' || !(OVERLAY_OPS as readonly string[]).includes(m.op)) return null;
      if (m.dice === undefined) return { type: 'fray/op', op: m.op as OverlayOp };
      const ok =
        Array.isArray(m.dice) && m.dice.length <= 4 && m.dice.every((d) => Number.isInteger(d) && d >= 1 && d <= 100);
      return ok ? { type: 'fray/op', op: m.op as OverlayOp, dice: [...(m.dice as number[])] } : null;
    }
    case 'fray/plan': {
      // Ids only: short strings; the engine refuses anything not in the combatant's hand.
      const id = (v: unknown) => typeof v === 'string' && v.length > 0 && v.length <= 120;
      const opt = (v: unknown) => v === undefined || id(v);
      if (!id(m.combatant) || !id(m.action) || !opt(m.stance) || !opt(m.target)) return null;
      return {
        type: 'fray/plan',
        combatant: m.combatant as string,
        action: m.action as string,
        ...(m.stance !== undefined ? { stance: m.stance as string } : {}),
        ...(m.target !== undefined ? { target: m.target as string } : {}),
      };
    }
    case 'fray/unplan':
      return typeof m.combatant === 'string' && m.combatant.length > 0 && m.combatant.length <= 120
        ? { type: 'fray/unplan', combatant: m.combatant }
        : null;
    case 'fray/reorder': {
      const ok =
        Array.isArray(m.order) &&
        m.order.length <= 200 &&
        m.order.every((k) => typeof k === 'string' && k.length > 0 && k.length <= 130);
      return ok ? { type: 'fray/reorder', order: [...(m.order as string[])] } : null;
    }
    case 'fray/open-side-panel':
      return { type: m.type };
    case 'fray/post':
      if (typeof m.what !== 'string' || !(POST_KINDS as readonly string[]).includes(m.what) || !tabIdOk(m.tabId))
        return null;
      return {
        type: 'fray/post',
        what: m.what as PostKind,
        ...(m.tabId !== undefined ? { tabId: m.tabId as number } : {}),
      };
    case 'fray/post-lines': {
      // Text only, bounded: it goes into the VTT's chat as the GM's message (escaped there, lib/chat/escape.ts).
      const ok =
        Array.isArray(m.lines) &&
        m.lines.length > 0 &&
        m.lines.length <= 200 &&
        m.lines.every((l) => typeof l === 'string' && l.length <= 1000);
      return ok && tabIdOk(m.tabId)
        ? {
            type: 'fray/post-lines',
            lines: [...(m.lines as string[])],
            ...(m.tabId !== undefined ? { tabId: m.tabId as number } : {}),
          }
        : null;
    }
    default:
      return null;
  }
}

/** Sends a request to the service worker; a worker error comes back as `{ ok: false }`. */
export async function askBackground(req: BackgroundRequest): Promise<BackgroundResponse> {
  try {
    const r = (await chrome.runtime.sendMessage(req)) as BackgroundResponse | undefined;
    return r ?? { ok: false, error: 'no answer from the Fray service worker' };
  } catch (e) {
    return { ok: false, error: String((e as Error)?.message ?? e) };
  }
}
