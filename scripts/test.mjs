// `npm test`: make sure the system tools the tests drive are present (Debian's chromium,
// poppler-utils, qpdf, liblcms2-utils, libgs-common and ghostscript, installed with apt-get when missing), build what the tests load,
// typecheck the three projects, check the layers with dependency-cruiser, then run the whole Vitest
// suite, browser tests included.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

function have(cmd) {
  return spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
}

function step(title, cmd, args, opts = {}) {
  process.stdout.write(`\n== ${title}\n`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', ...opts });
  if (r.status !== 0) {
    process.stderr.write(`npm test: ${title} failed (exit ${r.status})\n`);
    process.exit(r.status ?? 1);
  }
}

const needed = [];
if (!existsSync('/usr/bin/chromium')) needed.push('chromium');
if (!have('pdftoppm') || !have('pdftotext')) needed.push('poppler-utils');
// PDF/X tests: qpdf checks the files, transicc is LittleCMS's own command line for the colour
// test, and libgs-common holds the SWOP-based CMYK profile the DTC export converts to.
if (!have('qpdf')) needed.push('qpdf');
if (!have('transicc')) needed.push('liblcms2-utils');
if (!existsSync('/usr/share/color/icc/ghostscript/default_cmyk.icc')) needed.push('libgs-common');
// The character builder's terminal test reads the screen a player sees through tmux.
if (!have('tmux')) needed.push('tmux');
// Preflight tests read images Ghostscript's pdfwrite made (its predictors and JPEGs).
if (!have('gs')) needed.push('ghostscript');
// The relay's scale-out tests start their own Redis on a free loopback port.
if (!have('redis-server')) needed.push('redis-server');
if (needed.length) {
  // We run as root on CI and dev machines; elsewhere go through sudo.
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const apt = (args) => (root ? ['apt-get', args] : ['sudo', ['apt-get', ...args]]);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  step('apt-get update', ...apt(['update', '-q']), { env });
  step(`apt-get install ${needed.join(' ')}`, ...apt(['install', '-y', '-q', '--no-install-recommends', ...needed]), {
    env,
  });
}

step('build the CLI', process.execPath, ['scripts/build-cli.mjs']);
if (existsSync('extension/scripts/build.mjs'))
  step('build the extension', 'npm', ['run', 'build:extension', '--silent']);
// The player page `fray table` serves (after the extension: it draws the same card faces).
step('build the player page', process.execPath, ['scripts/build-player.mjs']);
// The contract (docs/ARCHITECTURE.md): every project typechecks, the engine without DOM or Node types,
// the extension against its generated catalog (so after its build); imports point down the layers, no cycles.
const tsc = ['node_modules/typescript/bin/tsc', '--noEmit', '-p'];
step('typecheck the root project', process.execPath, [...tsc, 'tsconfig.json']);
step('typecheck the engine (no DOM, no Node)', process.execPath, [...tsc, 'engine/tsconfig.json']);
if (existsSync('extension/tsconfig.json'))
  step('typecheck the extension', process.execPath, [...tsc, 'extension/tsconfig.json']);
step('typecheck the player page', process.execPath, [...tsc, 'player/tsconfig.json']);
step('format and lint (Biome)', process.execPath, [
  'node_modules/@biomejs/biome/bin/biome',
  'ci',
  '--error-on-warnings',
  '.',
]);
step('layers and cycles (dependency-cruiser)', process.execPath, [
  'node_modules/dependency-cruiser/bin/dependency-cruise.mjs',
  '--config',
  '.dependency-cruiser.cjs',
  'engine',
  'infra',
  'catalog',
  'scenario',
  'templates',
  'campaign',
  'simulate',
  'print',
  'relay',
  'cli',
  'extension',
  'player',
  'test',
  'bench',
  'scripts',
  'bin',
]);
step('vitest', process.execPath, ['node_modules/vitest/vitest.mjs', 'run', ...process.argv.slice(2)]);
