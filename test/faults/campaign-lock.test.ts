// The campaign lock: two commands on one campaign started together run one after the other, so
// neither change is lost (before the lock, reward+reward both said "done" and one reward vanished);
// a lock left by a dead command is broken; a live one is waited for, then refused with a clear message.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { ROOT, baseEnv, fray, snapshot, tmp } from './harness.js';

const SAMPLE = join(ROOT, 'campaign', 'sample');
const copy = (): string => {
  const dir = tmp('campaign-lock');
  cpSync(SAMPLE, dir, { recursive: true });
  return dir;
};

function run(args: string[]): Promise<{ status: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(ROOT, 'bin', 'fray.mjs'), ...args], {
      cwd: ROOT,
      env: baseEnv(),
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('exit', (status) => resolve({ status, stderr }));
  });
}

const rewards = (dir: string, id: string): { note: string }[] =>
  (parse(readFileSync(join(dir, 'characters', `${id}.yaml`), 'utf8')) as { rewards: { note: string }[] }).rewards;
const day = (dir: string): number => (parse(readFileSync(join(dir, 'campaign.yaml'), 'utf8')) as { day: number }).day;
const leftovers = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.split('/').some((p) => p.startsWith('.')));

describe('two commands on one campaign at once', { timeout: 600_000 }, () => {
  it('reward + reward, started together 8 times: both rewards are kept every time', async () => {
    for (let i = 0; i < 8; i++) {
      const dir = copy();
      const n = rewards(dir, 'mara-voss').length;
      const [a, b] = await Promise.all([
        run(['campaign', 'reward', dir, 'mara-voss', 'hunt', '--note', `A ${i}`]),
        run(['campaign', 'reward', dir, 'mara-voss', 'defeat', '--note', `B ${i}`]),
      ]);
      expect([a.status, b.status], a.stderr + b.stderr).toEqual([0, 0]);
      const notes = rewards(dir, 'mara-voss').map((r) => r.note);
      expect(notes).toHaveLength(n + 2);
      expect(notes).toEqual(expect.arrayContaining([`A ${i}`, `B ${i}`]));
      expect(leftovers(dir)).toEqual([]);
    }
  });

  it('reward + rest, started together 4 times: the reward and the days of rest are both kept', async () => {
    for (let i = 0; i < 4; i++) {
      const dir = copy();
      const n = rewards(dir, 'sister-ilse').length;
      const d = day(dir);
      const [a, b] = await Promise.all([
        run(['campaign', 'reward', dir, 'sister-ilse', 'hunt', '--note', 'The Fen Hag']),
        run(['campaign', 'rest', dir, '--days', '3']),
      ]);
      expect([a.status, b.status], a.stderr + b.stderr).toEqual([0, 0]);
      expect(rewards(dir, 'sister-ilse')).toHaveLength(n + 1);
      expect(day(dir)).toBe(d + 3);
    }
  });

  it('a lock left by a command that died is broken, and the command runs', () => {
    const dir = copy();
    // A pid that is certainly not running: one above the kernel's maximum.
    const dead = Number(readFileSync('/proc/sys/kernel/pid_max', 'utf8')) + 1;
    writeFileSync(
      join(dir, '.fray-lock'),
      JSON.stringify({ pid: dead, host: hostname(), started: Date.now(), nonce: 'x' }),
    );
    const r = fray(['campaign', 'rest', dir]);
    expect(r.status, r.stderr).toBe(0);
    expect(existsSync(join(dir, '.fray-lock'))).toBe(false);
  });

  it('a lock held by a running command is waited for, then refused, and nothing changes', () => {
    const dir = copy();
    const before = snapshot(dir);
    // This test process stands for the other fray command.
    writeFileSync(
      join(dir, '.fray-lock'),
      JSON.stringify({ pid: process.pid, host: hostname(), started: Date.now(), nonce: 'x' }),
    );
    const r = fray(['campaign', 'rest', dir], { env: { FRAY_LOCK_WAIT_MS: '300' } });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`is being changed by another fray command (pid ${process.pid}`);
    expect(r.stderr).toContain('nothing was changed');
    expect(r.stderr).toContain(`remove ${join(dir, '.fray-lock')}`);
    const after = snapshot(dir);
    delete after['.fray-lock'];
    delete before['.fray-lock'];
    expect(after).toEqual(before);
  });

  it('a lock older than the stale age is broken even if its pid runs (a reused pid)', () => {
    const dir = copy();
    writeFileSync(
      join(dir, '.fray-lock'),
      JSON.stringify({ pid: process.pid, host: hostname(), started: Date.now() - 3_600_000, nonce: 'x' }),
    );
    const r = fray(['campaign', 'rest', dir], { env: { FRAY_LOCK_WAIT_MS: '300' } });
    expect(r.status, r.stderr).toBe(0);
  });
});
