// One relay node for the scale-out tests and the benchmark, in its own process: rooms in Redis,
// the streams adapter between nodes, on loopback. Args: the Redis URL and the port (0: any).
// FRAY_PUBLIC_HOSTS names the load balancer's host:port; FRAY_RECOVERY_MS the recovery window.
import { redisRelay } from '../../relay/server/serve.js';

const [redis, port] = process.argv.slice(2);
const relay = await redisRelay(redis!, {
  host: '127.0.0.1',
  port: Number(port ?? 0),
  publicHosts: (process.env.FRAY_PUBLIC_HOSTS ?? '').split(',').filter(Boolean),
  ...(process.env.FRAY_RECOVERY_MS ? { recoveryMs: Number(process.env.FRAY_RECOVERY_MS) } : {}),
  limits: { perConnection: { rate: 1000, burst: 2000 }, perRoom: { rate: 5000, burst: 10000 } },
  log: (l) => process.stderr.write(`${l}\n`),
});
process.stdout.write(`listening ${relay.url}\n`);
process.once('SIGTERM', () => void relay.close().then(() => process.exit(0)));
