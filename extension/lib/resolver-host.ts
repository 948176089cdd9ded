// Runs resolver operations sent by content scripts (the overlay). Content scripts live in the
// page's origin, so they cannot share the extension's Web Lock; routing their encounter
// mutations through the service worker makes every write to the encounter lock-protected.
// Only messages from this extension's own contexts, naming an allow-listed operation, run.
import type { Resolver } from './resolver.js';

export const RESOLVER_MESSAGE = 'fray/resolver';

/** Operations a content script may call (all data-only arguments). */
export const REMOTE_OPS = [
  'current',
  'plan',
  'unplan',
  'timerExpired',
  'reveal',
  'reorder',
  'resolveNext',
  'resolveRound',
  'endCombat',
  'undo',
  'exportMarkdown',
  'exportScenario',
  'exportFight',
] as const;
export type RemoteOp = (typeof REMOTE_OPS)[number];

export interface ResolverMessage {
  readonly type: typeof RESOLVER_MESSAGE;
  readonly op: RemoteOp;
  readonly args: readonly unknown[];
}

export function isResolverMessage(m: unknown): m is ResolverMessage {
  if (typeof m !== 'object' || m === null) return false;
  const r = m as Record<string, unknown>;
  return (
    r.type === RESOLVER_MESSAGE &&
    typeof r.op === 'string' &&
    (REMOTE_OPS as readonly string[]).includes(r.op) &&
    Array.isArray(r.args) &&
    r.args.length <= 2
  );
}

/** Handle one message; `undefined` when it is not ours (leave it to other listeners). */
export async function handleResolverMessage(
  resolver: Resolver,
  m: unknown,
  senderId: string | undefined,
  ownId: string,
): Promise<unknown> {
  if (senderId !== ownId || !isResolverMessage(m)) return undefined;
  // JSON round trip: arguments are plain data, never functions or prototypes from elsewhere.
  const args = JSON.parse(JSON.stringify(m.args)) as unknown[];
  const fn = resolver[m.op] as (...a: unknown[]) => Promise<unknown>;
  return fn(...args);
}

/** Call from the background service worker: `installResolverHost(getResolver())`. */
export function installResolverHost(resolver: Resolver): void {
  chrome.runtime.onMessage.addListener((m: unknown, sender, sendResponse) => {
    if (!isResolverMessage(m)) return false;
    handleResolverMessage(resolver, m, sender.id, chrome.runtime.id).then(
      (value) => sendResponse({ ok: true, value }),
      (e: Error) => sendResponse({ ok: false, error: String(e?.message ?? e) }),
    );
    return true;
  });
}
