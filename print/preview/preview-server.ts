// `fray preview`: a local web page (127.0.0.1 only) with every card of a catalog, updated in place
// when a card or template file is saved. Node's http server; the page listens on Server-Sent
// Events. The renderer and the last images stay in memory (preview-state.ts), so a one-card edit
// reaches the page after one card's layout.
import { watch, type FSWatcher } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { templatesDir } from '../render/template-store.js';
import { previewPage } from './preview-page.js';
import { PreviewState, type PreviewUpdate } from './preview-state.js';

export interface PreviewServer {
  readonly url: string;
  /** Resolves after the next update has been sent (tests, the benchmark). */
  nextUpdate(): Promise<PreviewUpdate & { ms: number }>;
  close(): Promise<void>;
}

export async function startPreview(opts: {
  catalogDir: string;
  port?: number;
  onUpdate?: (u: PreviewUpdate, ms: number) => void;
}): Promise<PreviewServer> {
  const state = await PreviewState.open(opts.catalogDir);
  const clients = new Set<ServerResponse>();
  const waiters: ((u: PreviewUpdate & { ms: number }) => void)[] = [];
  const fontCss = state.fonts
    .map(
      (f, i) =>
        `@font-face{font-family:'${f.name}';font-weight:${f.weight};font-style:${f.style};src:url(/font/${i}) format('truetype')}`,
    )
    .join('\n');
  const send = (event: string, data: unknown): void => {
    const msg = `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
    for (const c of clients) c.write(msg);
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(previewPage(fontCss));
    } else if (url.pathname === '/state') {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify(state.snapshot()));
    } else if (url.pathname === '/events') {
      res.writeHead(200, {
        'content-type': 'text/event-stream',
        'cache-control': 'no-store',
        connection: 'keep-alive',
      });
      res.write(': connected\n\n');
      clients.add(res);
      req.on('close', () => clients.delete(res));
    } else if (url.pathname.startsWith('/font/')) {
      const f = state.fonts[Number(url.pathname.slice(6))];
      if (!f) return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'font/ttf', 'cache-control': 'max-age=3600' });
      res.end(Buffer.from(f.data));
    } else res.writeHead(404).end('not found');
  });

  // Saves come in bursts (editors write, rename, touch): one refresh after the burst, and one at a time.
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let firstEvent = 0;
  const changed = (): void => {
    if (!firstEvent) firstEvent = performance.now();
    clearTimeout(timer);
    timer = setTimeout(() => {
      const t0 = firstEvent;
      firstEvent = 0;
      running = running
        .then(async () => {
          const u = await state.refresh();
          const ms = performance.now() - t0;
          send('update', { ...u, ms });
          opts.onUpdate?.(u, ms);
          for (const w of waiters.splice(0)) w({ ...u, ms });
        })
        .catch((e: unknown) =>
          send('update', { images: {}, decks: [], problems: [{ text: `preview: ${(e as Error).message}` }], ms: 0 }),
        );
    }, 15);
  };
  const watchers: FSWatcher[] = [opts.catalogDir, templatesDir()].map((dir) =>
    watch(dir, { recursive: true }, changed),
  );

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // Loopback only: the page shows files from this machine.
    server.listen(opts.port ?? 0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    nextUpdate: () => new Promise((r) => waiters.push(r)),
    async close() {
      clearTimeout(timer);
      for (const w of watchers) w.close();
      for (const c of clients) c.end();
      await new Promise<void>((r) => server.close(() => r()));
      await running;
    },
  };
}
