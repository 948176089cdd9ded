// The long-fight benchmark (`bench:engine-long`): `fray resolve` of a scripted WitchHammer fight of
// 1k, 4k and 10k rounds, run as the real command in a child process. The fight is 3 against 3,
// every living combatant playing each round: with the quadratic session of before it took
// 1.86 s / 7.23 s at 1k / 2k rounds, the growth a reported 10,000-round fight showed.
// The ratio 4k/1k is linear at 4; a quadratic cost shows as ~16.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** A scenario of `rounds` rounds, `perSide` against `perSide`, with health no one runs out of. */
export function longFightScenario(rounds: number, perSide: number): string {
  const ids = [
    ...Array.from({ length: perSide }, (_, i) => `a${i + 1}`),
    ...Array.from({ length: perSide }, (_, i) => `b${i + 1}`),
  ];
  const lines = ['system: witchhammer', 'seed: 3', 'combatants:'];
  for (const id of ids) {
    lines.push(
      `  - { id: ${id}, side: ${id[0] === 'a' ? 'players' : 'gm'}, poise: 100000, health: 100000, attack: 1, actions: [sword-swing, focus], stances: [wary, defensive] }`,
    );
  }
  lines.push('rounds:');
  for (let r = 0; r < rounds; r++) {
    const plays = ids.map((id, j) => {
      const swing = (r + j) % 3 !== 0;
      const foe = `${id[0] === 'a' ? 'b' : 'a'}${(j % perSide) + 1}`;
      return `{ combatant: ${id}, action: ${swing ? 'sword-swing' : 'focus'}, stance: ${j % 2 ? 'wary' : 'defensive'}${swing ? `, target: ${foe}` : ''} }`;
    });
    lines.push(`  - plays: [ ${plays.join(', ')} ]`);
  }
  return `${lines.join('\n')}\n`;
}

/** Wall seconds of `fray resolve FILE` (the bundled CLI, as `npx fray` runs it). */
function timeResolve(file: string): number {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, [join(root, 'bin/fray.mjs'), 'resolve', file], {
    stdio: ['ignore', 'ignore', 'pipe'],
    maxBuffer: 1 << 26,
  });
  const s = (performance.now() - t0) / 1000;
  if (r.status !== 0) throw new Error(`bench: fray resolve ${file} failed: ${r.stderr}`);
  return s;
}

export function benchLongFight(): { rounds: number; seconds: number; ratio: number; perRound: Record<number, number> } {
  // The bundle is what `npx fray` runs; rebuild it so the figures are of this checkout.
  const built = spawnSync(process.execPath, [join(root, 'scripts/build-cli.mjs')], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('bench: could not build the CLI bundle');
  const dir = mkdtempSync(join(tmpdir(), 'fray-long-'));
  try {
    const seconds: Record<number, number> = {};
    for (const n of [1000, 4000, 10000]) {
      const file = join(dir, `fight-${n}.yaml`);
      writeFileSync(file, longFightScenario(n, 3));
      // Best of two: the machine is shared, and the slower run measures the neighbours.
      seconds[n] = Math.min(timeResolve(file), timeResolve(file));
    }
    return { rounds: 10000, seconds: seconds[10000]!, ratio: seconds[4000]! / seconds[1000]!, perRound: seconds };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
