// `npm run bench:simulate`: four against four WitchHammer fights (the bundled party against the
// barrow pack, greedy on both sides, 5 % timer misses) through `fray simulate` as users run it
// (the bundle, a child process), with 1 and then 2 workers in the same run. Wall time includes
// starting node, reading the catalog and starting the workers (~0.35 s).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const FIGHTS = Number(process.env.BENCH_FIGHTS ?? 30_000);
const built = spawnSync(process.execPath, [join(root, 'scripts/build-cli.mjs')], { cwd: root, stdio: 'inherit' });
if (built.status !== 0) throw new Error('bench: could not build the CLI bundle');
const dir = mkdtempSync(join(tmpdir(), 'fray-bench-sim-'));
const matchup = join(dir, 'party-vs-pack.yaml');
writeFileSync(
  matchup,
  readFileSync(join(root, 'examples/simulate/party-vs-pack.yaml'), 'utf8').replace(
    'policy: cautious',
    'policy: greedy',
  ),
);

function measure(workers: number): { seconds: number; rounds: number; fights: number } {
  const t0 = performance.now();
  const r = spawnSync(
    process.execPath,
    [
      join(root, 'bin/fray.mjs'),
      'simulate',
      matchup,
      '--fights',
      String(FIGHTS),
      '--workers',
      String(workers),
      '--out',
      dir,
      '--json',
    ],
    { encoding: 'utf8', maxBuffer: 1 << 26, env: { ...process.env, CI: '1' } },
  );
  const seconds = (performance.now() - t0) / 1000;
  if (r.status !== 0) throw new Error(`bench: fray simulate failed: ${r.stderr}`);
  const res = JSON.parse(r.stdout) as { points: { fights: number; rounds: { value: number } }[] };
  const p = res.points[0]!;
  return { seconds, fights: p.fights, rounds: p.rounds.value * p.fights };
}

try {
  measure(2); // warm the disk cache
  // Best of two each: the machine is shared.
  const best = (w: number) => [measure(w), measure(w)].sort((a, b) => a.seconds - b.seconds)[0]!;
  const one = best(1);
  const two = best(2);
  const rate = (m: { seconds: number; fights: number }): number => m.fights / m.seconds;
  console.log(
    `4 vs 4, greedy: 1 worker ${Math.round(rate(one))} fights/s (${one.seconds.toFixed(2)} s), 2 workers ${Math.round(rate(two))} fights/s (${two.seconds.toFixed(2)} s), ${(two.rounds / two.fights).toFixed(2)} rounds/fight`,
  );
  // What this machine allows at all: two separate single-worker processes, half the fights each.
  const t0 = performance.now();
  await Promise.all(
    [0, 1].map(
      (s) =>
        new Promise((res, rej) =>
          spawn(
            process.execPath,
            [
              join(root, 'bin/fray.mjs'),
              'simulate',
              matchup,
              '--fights',
              String(FIGHTS / 2),
              '--seed',
              String(s + 2),
              '--workers',
              '1',
              '--out',
              join(dir, String(s)),
            ],
            { stdio: 'ignore', env: { ...process.env, CI: '1' } },
          ).on('exit', (c) => (c === 0 ? res(c) : rej(new Error('bench: process failed')))),
        ),
    ),
  );
  const apart = (performance.now() - t0) / 1000;
  console.log(
    `two separate 1-worker processes: ${Math.round(FIGHTS / apart)} fights/s, ${(one.seconds / apart).toFixed(2)}× one worker (the ceiling of this machine for this load)`,
  );
  console.log(
    `bench:simulate fights=${FIGHTS} fights_per_s=${Math.round(rate(two))} rounds_per_s=${Math.round(two.rounds / two.seconds)} workers=2 scaling_2w_over_1w=${(rate(two) / rate(one)).toFixed(2)}`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
