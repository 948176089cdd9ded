// Who may talk to the relay at all: the Host header must name this relay (a page of another site
// that rebinds its DNS name to a LAN address is refused), and a browser's Origin must be the
// relay's own page or an allowed origin (the GM's browser extension). A client that sends no
// Origin is no browser page (the GM's table in the extension's service worker, a test): the
// secrets in its handshake are what let it in.
import type { IncomingMessage } from 'node:http';
import { networkInterfaces } from 'node:os';

export interface OriginPolicy {
  /** host[:port] values the Host header may have. */
  readonly hosts: ReadonlySet<string>;
  /** Exact origins allowed besides the relay's own pages, and prefixes ending in '://' (any extension id). */
  readonly origins: readonly string[];
}

/** The hosts a relay bound to `host:port` answers to; `publicHosts` adds the names a proxy serves it under. */
export function hostsFor(host: string, port: number, publicHosts: readonly string[] = []): Set<string> {
  const names = new Set<string>();
  const add = (h: string) => {
    const bare = h.includes(':') && !h.startsWith('[') ? `[${h}]` : h;
    names.add(`${bare}:${port}`);
    if (port === 80 || port === 443) names.add(bare);
  };
  if (host === '0.0.0.0' || host === '::') {
    for (const list of Object.values(networkInterfaces())) for (const a of list ?? []) add(a.address);
    add('localhost');
  } else {
    add(host);
    if (host === '127.0.0.1' || host === '::1') add('localhost');
  }
  for (const h of publicHosts) names.add(h.toLowerCase());
  return names;
}

export const DEFAULT_EXTENSION_ORIGINS = ['chrome-extension://', 'moz-extension://'];

/** Why a request is refused, or null when it may pass. */
export function refusal(req: Pick<IncomingMessage, 'headers'>, policy: OriginPolicy): string | null {
  const host = String(req.headers.host ?? '').toLowerCase();
  if (!policy.hosts.has(host)) return `host '${host.slice(0, 80)}' is not this relay`;
  const origin = req.headers.origin;
  if (origin === undefined) return null;
  if (origin === `http://${host}` || origin === `https://${host}`) return null;
  for (const o of policy.origins) if (o.endsWith('://') ? origin.startsWith(o) : origin === o) return null;
  return `origin '${String(origin).slice(0, 80)}' may not open a socket here`;
}
