// The resolver as seen from a content script: the same operations as lib/resolver.ts, sent to
// the service worker (lib/resolver-host.ts), which applies them under the extension's lock.
import { RESOLVER_MESSAGE, type RemoteOp } from './resolver-host.js';
import type { Resolver } from './resolver.js';

export type RemoteResolver = Pick<Resolver, RemoteOp>;

function call(op: RemoteOp) {
  return async (...args: unknown[]): Promise<never> => {
    const r = (await chrome.runtime.sendMessage({ type: RESOLVER_MESSAGE, op, args })) as
      | { ok: boolean; value?: unknown; error?: string }
      | undefined;
    if (!r) throw new Error('the Fray service worker did not answer');
    if (!r.ok) throw new Error(r.error ?? 'resolver call failed');
    return r.value as never;
  };
}

export function remoteResolver(): RemoteResolver {
  return {
    current: call('current'),
    plan: call('plan'),
    unplan: call('unplan'),
    timerExpired: call('timerExpired'),
    reveal: call('reveal'),
    reorder: call('reorder'),
    resolveNext: call('resolveNext'),
    resolveRound: call('resolveRound'),
    endCombat: call('endCombat'),
    undo: call('undo'),
    exportMarkdown: call('exportMarkdown'),
    exportScenario: call('exportScenario'),
    exportFight: call('exportFight'),
  };
}
