// The one safe reader (infra/read-user-file.ts) at every command that reads a user's path: a FIFO
// is refused at once (it blocked for ever), a link to /dev/zero is refused (it grew without end), a
// folder is called a folder we read from, and a Latin-1 byte is an error at its line:col (it was
// rewritten as U+FFFD).
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, baseEnv, tmp } from './harness.js';

const fray = (args: string[]) =>
  spawnSync(process.execPath, [join(ROOT, 'bin', 'fray.mjs'), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: baseEnv(),
    timeout: 60_000,
  });

type Plant = (path: string) => void;
const PLANTS: Record<string, [Plant, RegExp]> = {
  fifo: [(p) => execFileSync('mkfifo', [p]), /cannot read: it is a named pipe \(FIFO\)/],
  'link to /dev/zero': [(p) => symlinkSync('/dev/zero', p), /cannot read: it is a device/],
  folder: [(p) => mkdirSync(p), /cannot read: it is a folder\n +hint: fray reads only regular files here/],
};

function campaign(): string {
  const dir = tmp('reader');
  cpSync(join(ROOT, 'campaign', 'sample'), dir, { recursive: true });
  return dir;
}

describe('every user path is read by the one safe reader', { timeout: 300_000 }, () => {
  it.each(Object.keys(PLANTS))(
    "%s as campaign.yaml, a character file, a fight file, character check's file, a preflight PDF",
    (kind) => {
      const [plant, message] = PLANTS[kind]!;
      const targets: [string, (p: string) => string[]][] = [
        ['campaign.yaml', (d) => ['campaign', 'rest', d]],
        ['characters/sister-ilse.yaml', (d) => ['campaign', 'rest', d]],
        ['fight.json', (d) => ['campaign', 'record', d, join(d, 'fight.json')]],
        ['x.yaml', (d) => ['character', 'check', join(d, 'x.yaml')]],
        ['x.pdf', (d) => ['preflight', join(d, 'x.pdf')]],
      ];
      for (const [rel, args] of targets) {
        const dir = campaign();
        rmSync(join(dir, rel), { force: true });
        plant(join(dir, rel));
        const r = fray(args(dir));
        expect(r.error, `${rel}: it hung`).toBeUndefined();
        expect(r.status, `${rel}: ${r.stderr}`).toBe(1);
        expect(r.stderr, rel).toMatch(message);
        expect(r.stderr, rel).toContain(join(dir, rel));
        expect(r.stderr).not.toMatch(/internal error|\.tmp|txn-/);
      }
    },
  );

  it('a Latin-1 byte in campaign.yaml or a character file: an error at line:col, and the file is left as it was', () => {
    for (const rel of ['campaign.yaml', 'characters/sister-ilse.yaml']) {
      const dir = campaign();
      const file = join(dir, rel);
      const bytes = Buffer.concat([readFileSync(file), Buffer.from('# Andr\xe9\n', 'latin1')]);
      writeFileSync(file, bytes);
      const lines = bytes.toString('latin1').split('\n').length - 1;
      const r = fray(['campaign', 'rest', dir, '--days', '2']);
      expect(r.status, r.stderr).toBe(1);
      expect(r.stderr).toContain(`${file}:${lines}:7  invalid UTF-8: byte 0xE9`);
      expect(readFileSync(file).equals(bytes)).toBe(true);
    }
  });
});
