// A load balancer's stand-in for the scale-out tests: a TCP proxy on loopback that sends each new
// connection to the first node that accepts it, so that when a node is killed its devices'
// reconnections land on the other one (as behind a real balancer with health checks).
import { connect, createServer, type Socket } from 'node:net';

export async function tcpBalancer(initial: readonly number[]) {
  let backends = [...initial];
  const live = new Set<Socket>();
  const server = createServer((client) => {
    live.add(client);
    client.once('close', () => live.delete(client));
    const tryAt = (i: number) => {
      if (i >= backends.length) return void client.destroy();
      const up = connect(backends[i]!, '127.0.0.1');
      up.once('connect', () => {
        live.add(up);
        up.once('close', () => {
          live.delete(up);
          client.destroy();
        });
        client.once('close', () => up.destroy());
        client.pipe(up).pipe(client);
      });
      up.once('error', () => {
        up.destroy();
        if (!up.remoteAddress) tryAt(i + 1);
      });
    };
    client.on('error', () => {});
    tryAt(0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    /** New connections go to these nodes first from now on (a node drained for an upgrade). */
    prefer(order: readonly number[]) {
      backends = [...order];
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of live) s.destroy();
        server.close(() => resolve());
      }),
  };
}
