// `fray preview [catalog] [--port N]`: serves every card of a catalog on a local page
// (127.0.0.1 only) and updates it in place whenever a card or template file is saved.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { UserError, parseFlags } from '../cli-support.js';
import { intFlag } from '../int-flag.js';
import type { Progress } from '../../infra/progress.js';

const USAGE = `usage: fray preview [catalog] [--port N]

Serves a page at http://127.0.0.1:<port>/?token=… with every card of every deck of a catalog (default: the
bundled cards/), fronts and backs. Saving a card file or a template updates the changed cards on
the page without a reload; a problem shows at its card with file:line:col and a hint, beside the
card's last good image. Zoom, a deck filter, and real size after a one-time ruler calibration.
The page is served on this computer only (127.0.0.1), to the address printed: it carries this
run's token, which keeps other web pages out. The address is printed at once; the page shows the
cards when the first render is done (its progress goes to stderr). Ctrl-C stops.

options:
  --port N   the port (default 4517; 0 picks a free one)
`;

export async function run(argv: string[]): Promise<number> {
  const { flags, positionals } = parseFlags(argv, { port: 'string', help: 'boolean' });
  if (flags.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  if (positionals.length > 1)
    throw new UserError(
      `expected at most one catalog folder, got ${positionals.length}`,
      'usage: fray preview [catalog] [--port N]',
    );
  const port = flags.port === undefined ? 4517 : intFlag('port', flags.port, { min: 0, max: 65535, example: 4517 });
  const { repoRoot } = await import('../../infra/paths.js');
  const catalogDir = resolve(positionals[0] ?? join(repoRoot(), 'cards'));
  if (!existsSync(catalogDir))
    throw new UserError(`${catalogDir}: no such folder`, 'pass the catalog folder: fray preview <catalog>');
  const { startPreview } = await import('../../print/preview/preview-server.js');
  const { createProgress } = await import('../../infra/progress.js');
  const started = performance.now();
  let server: Awaited<ReturnType<typeof startPreview>> | undefined;
  // Ctrl-C from the start: during the first render it ends the command at once, afterwards it closes the server.
  let stop = (): void => {};
  const stopped = new Promise<void>((r) => (stop = r));
  const onSigint = (): void => {
    if (server) {
      stop();
      return;
    }
    process.stderr.write('\n');
    process.exit(130);
  };
  process.on('SIGINT', onSigint);
  try {
    server = await startPreview({
      catalogDir,
      port,
      // The address as soon as the server listens; the first render may take a while.
      onListen: (url) => process.stdout.write(`fray preview: ${url} (Ctrl-C stops)\n`),
      progress:
        process.stderr.isTTY && !process.env.CI && process.env.TERM !== 'dumb' ? createProgress() : lineProgress(),
      onUpdate: (u, ms) =>
        process.stderr.write(
          `updated ${Object.keys(u.images).length} image(s) in ${Math.round(ms)} ms${u.problems.length ? `, ${u.problems.length} problem(s)` : ''}\n`,
        ),
    });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EADDRINUSE')
      throw new UserError(`port ${port} is in use`, 'choose another with --port N, or --port 0 for a free one');
    throw e;
  } finally {
    if (!server) process.off('SIGINT', onSigint);
  }
  process.stderr.write(`fray preview: ready in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  await stopped;
  process.off('SIGINT', onSigint);
  await server.close();
  return 0;
}

/** Progress outside a terminal (a pipe, a log): a line when it starts, at each quarter, and at the end. */
function lineProgress(out: NodeJS.WritableStream = process.stderr): Progress {
  let total = 0;
  let count = 0;
  let label = '';
  let quarter = 0;
  return {
    start(t, l) {
      total = t;
      count = 0;
      quarter = 0;
      label = l;
      out.write(`${l} ${t} image(s)…\n`);
    },
    tick(n = 1) {
      count = Math.min(total, count + n);
      const q = Math.floor((count / Math.max(1, total)) * 4);
      if (q > quarter && q < 4) {
        quarter = q;
        out.write(`${label}: ${count}/${total}\n`);
      }
    },
    status(l) {
      out.write(`${l}\n`);
    },
    done() {
      if (total) out.write(`${label}: ${count}/${total} done\n`);
      total = 0;
    },
  };
}
