// `npm test`: make sure the system tools the tests drive are present (Debian's chromium,
// poppler-utils, qpdf, liblcms2-utils and libgs-common, installed with apt-get when missing), build what the tests load,
// then run the whole Vitest suite, browser tests included.
import { execFileSync, spawnSync } from 'node:child_process';
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
if (needed.length) {
  // We run as root on CI and dev machines; elsewhere go through sudo.
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const apt = (args) => (root ? ['apt-get', args] : ['sudo', ['apt-get', ...args]]);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  step('apt-get update', ...apt(['update', '-q']), { env });
  step(`apt-get install ${needed.join(' ')}`, ...apt(['install', '-y', '-q', '--no-install-recommends', ...needed]), { env });
}

step('build the CLI', process.execPath, ['scripts/build-cli.mjs']);
if (existsSync('extension/scripts/build.mjs')) step('build the extension', 'npm', ['run', 'build:extension', '--silent']);
step('vitest', process.execPath, ['node_modules/vitest/vitest.mjs', 'run', ...process.argv.slice(2)]);
