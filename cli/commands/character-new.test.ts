// `fray character new` as a player meets it on a terminal: a real pty (util-linux `script`), keys
// typed after each prompt shows. Quitting at a prompt is not an error; a bad --out is refused at once.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../..', import.meta.url).pathname;
const FRAY = join(ROOT, 'bin', 'fray.mjs');
const env = { ...process.env, FRAY_FROM_SOURCE: '1', CI: '1' };
const hasScript = spawnSync('script', ['--version']).status === 0;

/** Runs `fray character new` on a pty; `keys` pairs a text to wait for with what to type then. */
function onTerminal(args: string[], keys: [string, string][]): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const cmd = [process.execPath, FRAY, 'character', 'new', ...args].map((a) => `'${a}'`).join(' ');
    const p = spawn('script', ['-qec', cmd, '/dev/null'], { env, cwd: ROOT });
    let out = '';
    let next = 0;
    p.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      while (next < keys.length && out.includes(keys[next]![0])) p.stdin.write(keys[next++]![1]);
    });
    p.on('close', (code) => resolve({ code, out }));
  });
}

describe.runIf(hasScript)('fray character new on a terminal', () => {
  for (const [key, what] of [
    ['\x03', 'Ctrl+C'],
    ['\x04', 'Ctrl+D'],
  ] as const) {
    it(`${what} at a prompt exits quietly with 130 and writes nothing`, async () => {
      const dir = mkdtempSync(join(tmpdir(), 'fray-new-'));
      const r = await onTerminal(
        ['--out', join(dir, 'wren.yaml')],
        [
          ['Name: ', 'Wren\r'],
          ['attack bonus', key],
        ],
      );
      expect(r.code).toBe(130);
      expect(r.out).not.toMatch(/internal error|Aborted|bug/);
      expect(readdirSync(dir)).toEqual([]);
    }, 60_000);
  }
});

describe('fray character new --out', () => {
  it('a file name that cannot be an id is refused before any question', () => {
    const dir = mkdtempSync(join(tmpdir(), 'fray-new-'));
    const r = spawnSync(
      process.execPath,
      [FRAY, 'character', 'new', '--name', 'Wren', '--out', join(dir, 'Wren Ashdown.yaml')],
      { env, encoding: 'utf8' },
    );
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("the file's name is the character's id, and `Wren Ashdown` is not one");
    expect(readdirSync(dir)).toEqual([]);
  }, 60_000);

  it('the id is taken from the file name, as campaign.yaml lists it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'fray-new-'));
    const out = join(dir, 'wren-ashdown.yaml');
    const r = spawnSync(
      process.execPath,
      [
        FRAY,
        'character',
        'new',
        '--name',
        'Wren',
        '--out',
        out,
        '--school',
        'iron-vigil',
        '--techniques',
        'shield-bash,fall-back',
        '--stances',
        'wary',
      ],
      { env, encoding: 'utf8' },
    );
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(existsSync(out)).toBe(true);
    expect(spawnSync('grep', ['-x', 'id: wren-ashdown', out]).status).toBe(0);
  }, 60_000);

  it("without --poise and --health the character gets the catalog's new-character numbers (system.yaml)", () => {
    const dir = mkdtempSync(join(tmpdir(), 'fray-new-'));
    const cards = join(dir, 'cards');
    cpSync(join(ROOT, 'cards'), cards, { recursive: true });
    const sys = join(cards, 'witchhammer', 'system.yaml');
    writeFileSync(
      sys,
      readFileSync(sys, 'utf8').replace(
        /new_character: \{ poise: 30, health: 14 \}/,
        'new_character: { poise: 22, health: 17 }',
      ),
    );
    const out = join(dir, 'wren.yaml');
    const r = spawnSync(
      process.execPath,
      [
        FRAY,
        'character',
        'new',
        '--catalog',
        cards,
        '--name',
        'Wren',
        '--out',
        out,
        '--school',
        'iron-vigil',
        '--techniques',
        'shield-bash,fall-back',
        '--stances',
        'wary',
      ],
      { env, encoding: 'utf8' },
    );
    expect(r.stderr).toBe('');
    const text = readFileSync(out, 'utf8');
    expect(text).toMatch(/^poise: 22$/m);
    expect(text).toMatch(/^max_health: 17$/m);
  }, 60_000);
});
