// The only door from the page into the overlay. Everything the page sends is untrusted: a
// message counts only when it comes from this very window with this exact origin, names an
// allow-listed action and carries a valid payload. No action reads or changes the combat
// state; the page can at most ask the panel to collapse or expand, or learn Fray is present.

export const BRIDGE_CHANNEL = 'fray-page';
export const BRIDGE_ACTIONS = ['ping', 'collapse', 'expand'] as const;
export type BridgeAction = (typeof BRIDGE_ACTIONS)[number];

export interface BridgeRequest {
  readonly action: BridgeAction;
  /** Echoed back in the reply so a page can match answers; ≤ 64 safe characters. */
  readonly id?: string;
}

export interface BridgeMessageEventLike {
  readonly source: unknown;
  readonly origin: string;
  readonly data: unknown;
}

export type Rejection = 'source' | 'origin' | 'shape' | 'action' | 'payload';

/** Validates one message event; returns the request or why it was dropped. */
export function parseBridgeMessage(
  event: BridgeMessageEventLike,
  self: unknown,
  origin: string,
): { ok: true; request: BridgeRequest } | { ok: false; why: Rejection } {
  if (event.source !== self) return { ok: false, why: 'source' };
  // An opaque origin ("null", sandboxed frames, file:) never matches anything.
  if (typeof event.origin !== 'string' || event.origin === 'null' || event.origin !== origin)
    return { ok: false, why: 'origin' };
  const data = event.data;
  if (!data || typeof data !== 'object' || Array.isArray(data) || Object.getPrototypeOf(data) !== Object.prototype) {
    return { ok: false, why: 'shape' };
  }
  const d = data as Record<string, unknown>;
  if (d.channel !== BRIDGE_CHANNEL) return { ok: false, why: 'shape' };
  if (typeof d.action !== 'string' || !(BRIDGE_ACTIONS as readonly string[]).includes(d.action))
    return { ok: false, why: 'action' };
  const keys = Object.keys(d);
  if (keys.some((k) => k !== 'channel' && k !== 'action' && k !== 'id')) return { ok: false, why: 'payload' };
  if (d.id !== undefined && (typeof d.id !== 'string' || !/^[\w-]{1,64}$/.test(d.id)))
    return { ok: false, why: 'payload' };
  return {
    ok: true,
    request: { action: d.action as BridgeAction, ...(d.id !== undefined ? { id: d.id as string } : {}) },
  };
}

export interface BridgeHandlers {
  collapse(): void;
  expand(): void;
  /** Called for every dropped message (tests and debugging count them). */
  rejected?(why: Rejection): void;
}

/** Listens on `win` for page requests; returns the function that stops listening. */
export function installPageBridge(win: Window, handlers: BridgeHandlers): () => void {
  const origin = win.location.origin;
  const onMessage = (event: MessageEvent) => {
    const parsed = parseBridgeMessage(event, win, origin);
    if (!parsed.ok) {
      handlers.rejected?.(parsed.why);
      return;
    }
    const { action, id } = parsed.request;
    if (action === 'collapse') handlers.collapse();
    else if (action === 'expand') handlers.expand();
    // The reply carries no state at all: only that Fray is here.
    if (action === 'ping') win.postMessage({ channel: BRIDGE_CHANNEL, action: 'pong', ...(id ? { id } : {}) }, origin);
  };
  win.addEventListener('message', onMessage);
  return () => win.removeEventListener('message', onMessage);
}

/** Page scripts can dispatch synthetic input events; only the user's own count. */
export function isTrustedInput(event: Event): boolean {
  return event.isTrusted === true;
}
