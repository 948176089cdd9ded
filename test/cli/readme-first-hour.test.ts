// The README's own-folder walkthrough, run as written: its commands are read from README.md itself
// (so the README cannot drift from what works), in a new HOME, with `fray` on PATH as `npm link`
// puts it there. A group's first hour: start the folder, build a character, print, record a fight,
// reward it, spend the reward, rest — every step exits 0, with no internal error and no warning.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const SECTION = "### `fray` in your own folder: a group's first hour";

interface Block {
  readonly lang: string;
  readonly body: string;
  /** The paragraph just before the block. */
  readonly before: string;
}

/** The fenced blocks of the README's own-folder section, in order. */
function sectionBlocks(): Block[] {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const at = readme.indexOf(SECTION);
  if (at < 0) throw new Error(`README.md has no section ${SECTION}`);
  const section = readme.slice(at, readme.indexOf('\n## ', at));
  const blocks: Block[] = [];
  const fence = /```(\w*)\n([\s\S]*?)```/g;
  let last = 0;
  for (let m = fence.exec(section); m; m = fence.exec(section)) {
    const paragraphs = section
      .slice(last, m.index)
      .trim()
      .split(/\n\s*\n/);
    blocks.push({ lang: m[1] ?? '', body: m[2] ?? '', before: paragraphs[paragraphs.length - 1] ?? '' });
    last = m.index + m[0].length;
  }
  return blocks;
}

describe("the README's first hour in a group's own folder", { timeout: 900_000 }, () => {
  it('runs as written: init, a character, print, a fight recorded, a reward spent, rest', () => {
    const blocks = sectionBlocks();
    // The first block installs fray from the clone; here a `fray` on PATH runs this clone, as `npm link` makes it.
    const [install, ...rest] = blocks;
    expect(install?.body.trim()).toMatch(/^npm install && npm link\b/);
    const home = mkdtempSync(join(tmpdir(), 'fray-readme-'));
    const bin = join(home, '.bin');
    mkdirSync(bin);
    writeFileSync(join(bin, 'fray'), `#!/bin/sh\nexec '${process.execPath}' '${join(ROOT, 'bin', 'fray.mjs')}' "$@"\n`);
    chmodSync(join(bin, 'fray'), 0o755);
    // One shell for the whole walkthrough (a `cd` carries on); a YAML block is the file its paragraph names.
    const script = ['set -e'];
    for (const b of rest) {
      if (b.lang === 'sh') script.push(b.body);
      else if (b.lang === 'yaml') {
        const name = [...b.before.matchAll(/`([\w./~-]+\.yaml)`/g)].pop()?.[1];
        expect(name, `the paragraph before a YAML block names its file: ${b.before}`).toBeTruthy();
        script.push(`cat > '${name}' <<'FRAY_README_EOF'\n${b.body}FRAY_README_EOF`);
      } else throw new Error(`a block the test does not know how to run: \`\`\`${b.lang}`);
    }
    expect(script.join('\n')).toContain('fray init');
    const r = spawnSync('sh', ['-x', '-c', script.join('\n')], {
      cwd: home,
      encoding: 'utf8',
      env: {
        ...process.env,
        HOME: home,
        PATH: `${bin}:${process.env.PATH}`,
        FRAY_FROM_SOURCE: '1',
        CI: '1',
        FRAY_CACHE_DIR: join(home, '.cache'),
      },
    });
    const log = `--- stdout ---\n${r.stdout}\n--- stderr ---\n${r.stderr}`;
    expect(r.status, log).toBe(0);
    // `sh -x` traces each command on stderr (`+ fray …`); anything else there is fray's.
    const said = r.stderr
      .split('\n')
      .filter((l) => !l.startsWith('+'))
      .join('\n');
    expect(said, log).not.toMatch(/internal error|warning|hint:/);
    expect(r.stdout, log).not.toMatch(/internal error|warning/);
    // Each step said what it did — nothing was left out or put right silently.
    expect(r.stdout).toContain('Wren Ashdown written');
    expect(r.stdout).toMatch(/campaign\.yaml: `wren-ashdown` added to characters/);
    expect(r.stdout).toContain('is a legal build');
    expect(r.stdout).toMatch(/fight \w+ recorded/);
    expect(r.stdout).toContain('hunt reward (The Grave Ghoul of Saltmarsh)');
    expect(r.stdout).toContain('Wren Ashdown learns Fall Back');
    const table = join(home, 'our-table');
    expect(existsSync(join(table, 'README.md'))).toBe(true);
    expect(existsSync(join(table, 'out', 'sheets', 'wren-ashdown.pdf'))).toBe(true);
    expect(existsSync(join(table, 'out', 'decks', 'campaign-wren-ashdown.pdf'))).toBe(true);
    const campaign = readFileSync(join(table, 'campaign', 'campaign.yaml'), 'utf8');
    expect(campaign).toMatch(/^characters: \[wren-ashdown\]$/m);
    expect(campaign).toMatch(/^day: 2$/m);
    const wren = readFileSync(join(table, 'campaign', 'characters', 'wren-ashdown.yaml'), 'utf8');
    expect(wren).toMatch(/^ {2}- fall-back$/m);
    expect(wren).toContain('The Grave Ghoul of Saltmarsh');
  });
});
