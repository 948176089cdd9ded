// `fray table [--host ADDR] [--port N] [--redis URL] [--public-host NAME]`: the relay between the
// GM's table and the players' devices, serving the player page. It prints the address and a QR
// code for the phones at the table, and runs until stopped (Ctrl+C). Rooms live in memory, or in
// Redis with --redis so that several nodes behind one address share them (docs/players.md).
import { qrTerminal } from '../../relay/protocol/invite.js';
import { lanAddress, serveTable } from '../../relay/server/serve.js';
import { UserError, parseFlags } from '../cli-support.js';
import { intFlag } from '../int-flag.js';

const USAGE = 'usage: fray table [--host ADDR] [--port N] [--redis URL] [--public-host NAME]';
const HELP = `${USAGE}

Starts the relay for players' devices: phones open the address it prints (or scan its QR code),
take their seat, and make their own picks face down. The GM's side panel connects to the same
address.

  --host ADDR         the address to listen on (default: this machine's LAN address)
  --port N            the port (default: 8470; 0 picks a free one)
  --redis URL         keep rooms in Redis and run as one of several nodes (redis://host:6379)
  --public-host NAME  a host name a reverse proxy serves the relay under (may repeat as a,b)
`;

export async function run(argv: string[]): Promise<number> {
  const { flags, positionals } = parseFlags(argv, {
    host: 'string',
    port: 'string',
    redis: 'string',
    'public-host': 'string',
    help: 'boolean',
  });
  if (flags.help) {
    process.stdout.write(HELP);
    return 0;
  }
  if (positionals.length) throw new UserError(`unexpected argument '${positionals[0]}'`, USAGE);
  const port =
    flags.port === undefined ? 8470 : intFlag('port', String(flags.port), { min: 0, max: 65535, example: 8470 });
  const host = typeof flags.host === 'string' ? flags.host : lanAddress();
  const redis = typeof flags.redis === 'string' ? flags.redis : undefined;
  if (redis && !/^rediss?:\/\//.test(redis))
    throw new UserError(`--redis: '${redis}' is not a redis:// URL`, 'e.g. --redis redis://127.0.0.1:6379');
  const publicHosts =
    typeof flags['public-host'] === 'string' ? flags['public-host'].split(',').map((h) => h.trim()) : [];
  let relay: Awaited<ReturnType<typeof serveTable>>;
  try {
    relay = await serveTable({
      host,
      port,
      publicHosts,
      ...(redis ? { redis } : {}),
      log: (line) => process.stderr.write(`${new Date().toISOString()} ${line}\n`),
    });
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') throw new UserError(`port ${port} is in use on ${host}`, 'pick another with --port N');
    if (code === 'EADDRNOTAVAIL')
      throw new UserError(`${host} is not an address of this machine`, 'leave out --host for the LAN address');
    throw e;
  }
  const url = relay.url;
  process.stdout.write(
    `Fray table relay${relay.scaled ? ' (rooms in Redis)' : ''} at ${url}\n\nPlayers: open ${url} on a phone on the same network, or scan:\n\n${qrTerminal(url)}\nThe GM's side panel: set the relay to ${url} in the options.\nCtrl+C stops it.\n`,
  );
  await new Promise<void>((resolve) => {
    const stop = () => resolve();
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  process.stderr.write('stopping the relay…\n');
  await relay.close();
  return 0;
}
