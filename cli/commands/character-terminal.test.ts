// `fray character new` on a real terminal, read as the player sees it: tmux runs it in a pty, keys
// are sent after each prompt shows, and the screen is read back with capture-pane. Through a pipe
// readline writes no cursor codes, so only a terminal shows whether they reach it as text.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = new URL('../..', import.meta.url).pathname;
const FRAY = join(ROOT, 'bin', 'fray.mjs');
const hasTmux = spawnSync('tmux', ['-V']).status === 0;
// A server of this test's own, so no tmux of the machine's user is touched.
const SOCKET = `fray-test-${process.pid}`;
const tmux = (...args: string[]) => spawnSync('tmux', ['-L', SOCKET, ...args], { encoding: 'utf8' });
// capture-pane drops each line's trailing blanks: the prompts are waited for without theirs.
const screen = () => tmux('capture-pane', '-p', '-t', 'fray').stdout;

/** Waits for `text` on the screen. The limit only catches a hang: starting fray loads the catalog, slowly on a busy machine. */
async function waitFor(text: string | RegExp, limitMs = 90_000): Promise<string> {
  const until = Date.now() + limitMs;
  for (;;) {
    const s = screen();
    if (typeof text === 'string' ? s.includes(text) : text.test(s)) return s;
    if (Date.now() > until) throw new Error(`never shown: ${text}\n--- screen ---\n${s}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Waits until the builder asks its next question (a new last line ending in ':'), then answers it:
 * keys typed ahead of a prompt race the program's own output on a busy machine. */
async function answer(keys: string, limitMs = 90_000): Promise<void> {
  const lines = () =>
    screen()
      .split('\n')
      .filter((l) => l.trim() !== '');
  const until = Date.now() + limitMs;
  for (;;) {
    const l = lines();
    if (l.length > answered && l[l.length - 1]!.endsWith(':')) {
      answered = l.length;
      break;
    }
    if (Date.now() > until) throw new Error(`no question to answer with "${keys}"\n--- screen ---\n${screen()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  tmux('send-keys', '-t', 'fray', '-l', keys);
  tmux('send-keys', '-t', 'fray', 'Enter');
}
let answered = 0;

afterAll(() => {
  if (hasTmux) tmux('kill-server');
});

describe.runIf(hasTmux)('fray character new on a terminal (tmux)', () => {
  it('shows its prompts without escape codes as text, and refuses a name typed with an escape sequence', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fray-tty-'));
    const out = join(dir, 'wren-ashdown.yaml');
    const cmd = `'${process.execPath}' '${FRAY}' character new --out '${out}'; echo "exit=$?"; sleep 600`;
    const env = ['-e', 'FRAY_FROM_SOURCE=1', '-e', 'TERM=xterm-256color'];
    expect(tmux('new-session', '-d', '-s', 'fray', '-x', '120', '-y', '50', ...env, cmd).status).toBe(0);
    await waitFor('Name:');
    // readline reads an ESC typed as the start of a key, but a pasted right-to-left override
    // (which reverses what a terminal shows after it) is text to it: the name must refuse it.
    tmux('send-keys', '-t', 'fray', '-l', 'Wren\u202eAsh');
    tmux('send-keys', '-t', 'fray', 'Enter');
    await waitFor(/Name: .*\n[\s\S]*Name:/);
    tmux('send-keys', '-t', 'fray', '-l', 'Wren Ashdown');
    tmux('send-keys', '-t', 'fray', 'Enter');
    const s = await waitFor('attack bonus (4 attribute points left; Enter for 0):');
    expect(s).not.toMatch(/\\u001B|\\u0007|\[1G|\[0J/);
    expect(s).toContain('a name holds no control characters or escape sequences');
    expect(s).toContain('Name: Wren Ashdown');
    answered = 0;
    for (const keys of ['2', '2', 'fen-hunters', 'bow-shot snap-shot dash fall-back', 'perception, perception']) {
      await answer(keys);
    }
    await waitFor('equipment (');
    for (const keys of ['hunting-bow, leather, rope', 'wary, evasive', '', '']) await answer(keys);
    const end = await waitFor('exit=');
    expect(end, end).toContain('exit=0');
    expect(end).not.toMatch(/\\u001B|\[\d+G/);
    expect(readFileSync(out, 'utf8')).toMatch(/^name: Wren Ashdown$/m);
  }, 200_000);
});
