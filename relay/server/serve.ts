// A relay as `fray table` runs it: the page from dist/player, rooms in memory, or in Redis with
// the Redis streams adapter between nodes when a Redis URL is given; and the address a player's
// phone on the same Wi-Fi reaches (the first LAN address) when no host is given.
import { existsSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { createClient } from 'redis';
import { UserError } from '../../infra/user-error.js';
import { repoRoot } from '../../infra/paths.js';
import { type Relay, type RelayOptions, startRelay } from './relay.js';
import { redisStore } from './room-store.js';
import { siteFromDir } from './static-site.js';

/** The first non-internal IPv4 address (the LAN), or loopback when there is none. */
export function lanAddress(): string {
  for (const list of Object.values(networkInterfaces()))
    for (const a of list ?? []) if (a.family === 'IPv4' && !a.internal) return a.address;
  return '127.0.0.1';
}

export function playerDir(): string {
  return join(repoRoot(), 'dist/player');
}

export interface ServeOptions extends Omit<RelayOptions, 'store' | 'adapter' | 'site'> {
  readonly redis?: string;
}

export async function serveTable(o: ServeOptions): Promise<Relay & { readonly scaled: boolean }> {
  const dir = playerDir();
  if (!existsSync(join(dir, 'index.html')))
    throw new UserError(`the player page is not built (${dir} is missing)`, 'run `npm run build:player`');
  const site = siteFromDir(dir);
  if (!o.redis) return { ...(await startRelay({ ...o, site })), scaled: false };
  const relay = await redisRelay(o.redis, { ...o, site });
  return { ...relay, scaled: true };
}

/** A relay node with its rooms in Redis and the streams adapter between nodes. */
export async function redisRelay(url: string, o: Omit<RelayOptions, 'store' | 'adapter'>): Promise<Relay> {
  const client = createClient({ url, socket: { reconnectStrategy: (n) => Math.min(n * 200, 3000) } });
  client.on('error', (e: Error) => o.log?.(`redis: ${e.message}`));
  try {
    await Promise.race([
      client.connect(),
      new Promise((_, reject) => setTimeout(() => reject(new Error('no answer in 5 s')), 5000)),
    ]);
  } catch (e) {
    await client.disconnect().catch(() => {});
    throw new UserError(
      `cannot reach Redis at ${url}: ${(e as Error).message}`,
      'start Redis, or leave out --redis for rooms in memory',
    );
  }
  const relay = await startRelay({
    ...o,
    store: redisStore(client),
    adapter: createAdapter(client, { streamName: 'fray:table', maxLen: 100_000 }),
  });
  return {
    ...relay,
    async close() {
      await relay.close();
      await client.quit().catch(() => {});
    },
  };
}
