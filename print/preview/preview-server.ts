// `fray preview`: a local web page (127.0.0.1 only) with every card of a catalog, updated in place
// when a card or template file is saved. Node's http server; the page listens on Server-Sent
// Events. The renderer and the last images stay in memory (preview-state.ts), so a one-card edit
// reaches the page after one card's layout. The server listens before the first render (the
// address is known at once, the page waits for the render); no request can end it, and only this
// run's page may talk to it (preview-guard.ts).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Progress } from '../../infra/progress.js';
import { watchTree, type TreeWatch } from '../../infra/watch-tree.js';
import { templatesDir } from '../render/template-store.js';
import { previewGuard, type PreviewGuard } from './preview-guard.js';
import { previewPage } from './preview-page.js';
import { PreviewState, type PreviewUpdate } from './preview-state.js';

export interface PreviewServer {
  /** The page's address, with this run's token. */
  readonly url: string;
  /** Resolves after the next update has been sent (tests, the benchmark). */
  nextUpdate(): Promise<PreviewUpdate & { ms: number }>;
  close(): Promise<void>;
}

/** Starts the server; resolves once the first render is done (`onListen` has the address before that). */
export async function startPreview(opts: {
  catalogDir: string;
  port?: number;
  onListen?: (url: string) => void;
  /** The first render's progress. */
  progress?: Progress;
  onUpdate?: (u: PreviewUpdate, ms: number) => void;
}): Promise<PreviewServer> {
  const clients = new Set<ServerResponse>();
  const waiters: ((u: PreviewUpdate & { ms: number }) => void)[] = [];
  let guard: PreviewGuard | undefined;
  let ready: Promise<{ state: PreviewState; fontCss: string }> = new Promise(() => {});
  const send = (event: string, data: unknown): void => {
    const msg = `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
    for (const c of clients) c.write(msg);
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://127.0.0.1');
    } catch {
      return void res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('bad request address\n');
    }
    const allowed = guard?.check(req, url);
    if (!allowed?.ok)
      return void res
        .writeHead(403, { 'content-type': 'text/plain; charset=utf-8' })
        .end(`${allowed?.text ?? 'not ready'}\n`);
    if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405, { allow: 'GET' }).end();
    const cookie = allowed.setCookie ? { 'set-cookie': allowed.setCookie } : {};
    if (url.pathname === '/events') {
      res.writeHead(200, {
        'content-type': 'text/event-stream',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        ...cookie,
      });
      res.write(': connected\n\n');
      clients.add(res);
      req.on('close', () => clients.delete(res));
      return;
    }
    // The page, its state and fonts wait for the first render.
    const { state, fontCss } = await ready;
    if (url.pathname === '/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...cookie });
      res.end(previewPage(fontCss));
    } else if (url.pathname === '/state') {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store', ...cookie });
      res.end(JSON.stringify(state.snapshot()));
    } else if (/^\/font\/\d+$/.test(url.pathname)) {
      const f = state.fonts[Number(url.pathname.slice(6))];
      if (!f) return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'font/ttf', 'cache-control': 'private, max-age=3600', ...cookie });
      res.end(Buffer.from(f.data));
    } else res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found\n');
  };
  // No request may end the server: whatever a handler throws answers that request only.
  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end();
    });
  });

  // Listen first: a port in use fails here, before anything else is opened that would keep the process alive.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // Loopback only: the page shows files from this machine.
    server.listen(opts.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  guard = previewGuard(port);
  const url = `http://127.0.0.1:${port}/?token=${guard.token}`;
  opts.onListen?.(url);

  // Saves come in bursts (editors write, rename, touch): one refresh after the burst, and one at a
  // time. Watching starts before the first render, so a save during it is not lost.
  let timer: NodeJS.Timeout | undefined;
  let firstEvent = 0;
  let closed = false;
  let tree: TreeWatch | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const changed = (): void => {
    if (closed) return;
    if (!firstEvent) firstEvent = performance.now();
    clearTimeout(timer);
    timer = setTimeout(() => {
      const t0 = firstEvent;
      firstEvent = 0;
      running = running
        .then(async () => {
          const { state } = await ready;
          const before = tree?.fingerprint();
          const u = await state.refresh();
          const ms = performance.now() - t0;
          send('update', { ...u, ms });
          opts.onUpdate?.(u, ms);
          for (const w of waiters.splice(0)) w({ ...u, ms });
          // A save that landed while reading (a rename the watch reported early, or not at all): again.
          if (tree && tree.fingerprint() !== before) changed();
        })
        .catch((e: unknown) =>
          send('update', { images: {}, decks: [], problems: [{ text: `preview: ${(e as Error).message}` }], ms: 0 }),
        );
    }, 15);
  };
  const close = async (): Promise<void> => {
    closed = true;
    clearTimeout(timer);
    tree?.close();
    for (const c of clients) c.end();
    server.closeAllConnections?.();
    await new Promise<void>((r) => server.close(() => r()));
    await running.catch(() => {});
  };
  try {
    tree = watchTree([opts.catalogDir, templatesDir()], changed);
    const fingerprint = tree.fingerprint();
    ready = PreviewState.open(opts.catalogDir, opts.progress).then((state) => ({
      state,
      fontCss: state.fonts
        .map(
          (f, i) =>
            `@font-face{font-family:'${f.name}';font-weight:${f.weight};font-style:${f.style};src:url(/font/${i}) format('truetype')}`,
        )
        .join('\n'),
    }));
    running = ready;
    await ready;
    if (tree.fingerprint() !== fingerprint) changed();
  } catch (e) {
    await close();
    throw e;
  }
  return {
    url,
    nextUpdate: () => new Promise((r) => waiters.push(r)),
    close,
  };
}
