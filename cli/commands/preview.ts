// `fray preview [catalog] [--port N]`: serves every card of a catalog on a local page
// (127.0.0.1 only) and updates it in place whenever a card or template file is saved.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { UserError, parseFlags } from '../cli-support.js';

const USAGE = `usage: fray preview [catalog] [--port N]

Serves a page at http://127.0.0.1:<port>/ with every card of every deck of a catalog (default: the
bundled cards/), fronts and backs. Saving a card file or a template updates the changed cards on
the page without a reload; a problem shows at its card with file:line:col and a hint, beside the
card's last good image. Zoom, a deck filter, and real size after a one-time ruler calibration.
The page is served on this computer only (127.0.0.1). Ctrl-C stops.

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
  const port = flags.port === undefined ? 4517 : Number(flags.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new UserError(`--port must be a whole number from 0 to 65535 (got '${flags.port}')`, 'e.g. --port 4517');
  const { repoRoot } = await import('../../infra/paths.js');
  const catalogDir = resolve(positionals[0] ?? join(repoRoot(), 'cards'));
  if (!existsSync(catalogDir))
    throw new UserError(`${catalogDir}: no such folder`, 'pass the catalog folder: fray preview <catalog>');
  const { startPreview } = await import('../../print/preview/preview-server.js');
  let server;
  try {
    server = await startPreview({
      catalogDir,
      port,
      onUpdate: (u, ms) =>
        process.stderr.write(
          `updated ${Object.keys(u.images).length} image(s) in ${Math.round(ms)} ms${u.problems.length ? `, ${u.problems.length} problem(s)` : ''}\n`,
        ),
    });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EADDRINUSE')
      throw new UserError(`port ${port} is in use`, 'choose another: fray preview --port 0');
    throw e;
  }
  process.stdout.write(`fray preview: ${server.url} (Ctrl-C stops)\n`);
  await new Promise<void>((done) => process.once('SIGINT', () => done()));
  await server.close();
  return 0;
}
