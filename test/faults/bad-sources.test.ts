// Catalog and scenario files that are not what they claim: each becomes one positioned problem
// (file:line:col, message, hint), never a hang, a crash, a cascade or a stack trace.
import { cpSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { fray, ROOT, tmp } from './harness.js';

let catalog: string;
const card = (id: string, extra = ''): string => `- id: ${id}\n  type: stance\n  name: ${id}\n${extra}`;

beforeAll(() => {
  catalog = join(tmp('bad-sources'), 'cards');
  cpSync(join(ROOT, 'cards'), catalog, { recursive: true });
  const wh = join(catalog, 'witchhammer');
  spawnSync('mkfifo', [join(wh, 'fifo.yaml')]);
  symlinkSync('/dev/zero', join(wh, 'zero.yaml'));
  writeFileSync(
    join(wh, 'latin1.yaml'),
    Buffer.concat([Buffer.from('- id: latin1\n  type: stance\n  name: Sw'), Buffer.from([0xe9]), Buffer.from('ng\n')]),
  );
  writeFileSync(join(wh, 'two-docs.yaml'), `${card('doc-a')}---\n${card('doc-b')}`);
  // Tab indentation on every line of a long file: one problem, not one per line or a cascade.
  writeFileSync(
    join(wh, 'tabs.yaml'),
    Array.from({ length: 200 }, (_, i) => card(`tab-${i}`).replace(/\n {2}/g, '\n\t')).join(''),
  );
  writeFileSync(join(wh, 'deep.yaml'), card('deep', `  tags: ${'['.repeat(20000)}${']'.repeat(20000)}\n`));
  writeFileSync(join(wh, 'cjk.yaml'), card('cjk').replace('name: cjk', 'name: 集中'));
  writeFileSync(join(wh, 'long-word.yaml'), card('long-word', `  text: ${'w'.repeat(200_000)}\n`));
  writeFileSync(join(wh, 'copies.yaml'), card('copies', '  copies: 100000\n'));
  writeFileSync(join(wh, 'huge.yaml'), card('huge', `  text: ${'x'.repeat(3 * 1024 * 1024)}\n`));
}, 60_000);

describe('unreadable and malformed catalog files', { timeout: 120_000 }, () => {
  it('fray check names each one, once, and exits 1', () => {
    const r = fray(['check', catalog]);
    expect(r.status, r.stderr).toBe(1);
    const out = r.stdout + r.stderr;
    const at = (file: string) => out.split('\n').filter((l) => l.includes(`witchhammer/${file}:`));
    expect(at('fifo.yaml')).toEqual([expect.stringMatching(/:1:1 {2}cannot read: it is a named pipe \(FIFO\)$/)]);
    expect(at('zero.yaml')).toEqual([expect.stringMatching(/:1:1 {2}cannot read: it is a device$/)]);
    expect(at('latin1.yaml')).toEqual([
      expect.stringMatching(/:3:11 {2}invalid UTF-8: byte 0xE9 is not part of a UTF-8 character$/),
    ]);
    expect(at('two-docs.yaml')).toEqual([
      expect.stringMatching(/:4:1 {2}a second YAML document \(`---`\): one file holds one document$/),
    ]);
    expect(at('tabs.yaml')).toEqual([
      expect.stringMatching(/:2:1 {2}tab used for indentation \(and on 399 more lines\)$/),
    ]);
    expect(at('deep.yaml')).toEqual([
      expect.stringMatching(/:4:73 {2}nesting too deep: more than 64 levels of \[ \] or \{ \}$/),
    ]);
    expect(at('huge.yaml')).toEqual([
      expect.stringMatching(/:1:1 {2}file too large: 3\.0 MB \(the limit is 2\.0 MB\)$/),
    ]);
    expect(at('cjk.yaml')).toEqual([
      expect.stringMatching(
        /:3:9 {2}\[0\]\.name {2}no print font has a glyph for '集' \(U\+96C6\): it cannot be printed$/,
      ),
    ]);
    expect(at('long-word.yaml')).toEqual([
      expect.stringMatching(/:4:9 {2}\[0\]\.text {2}text too long: 200,000 characters \(the limit is 2,000\)$/),
    ]);
    expect(at('copies.yaml')).toEqual([
      expect.stringMatching(/:4:11 {2}\[0\]\.copies {2}at most 500 copies of one card \(got 100000\)$/),
    ]);
    expect(out).not.toMatch(/internal error|Maximum call stack|\n\s+at /);
    expect(out).toMatch(/fray check: 10 problems in 10 files/);
  });

  it('a single system folder is not a catalog: say to pass its parent', () => {
    const r = fray(['check', 'cards/witchhammer']);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('cards/witchhammer is a system folder (it holds system.yaml), not a catalog');
    expect(r.stderr).toMatch(/hint: pass its parent instead, the folder of system folders: `cards`/);
    expect(r.stderr).not.toMatch(/move it to/);
  });
});

describe('scenarios', { timeout: 120_000 }, () => {
  it("resolve --catalog reports the catalog's own YAML error, not the cards it failed to define", () => {
    const broken = join(tmp('bad-catalog'), 'cards');
    cpSync(join(ROOT, 'cards'), broken, { recursive: true });
    const actions = join(broken, 'witchhammer', 'actions.yaml');
    writeFileSync(actions, `- id: [sword-swing\n  type: action\n`);
    const r = fray(['resolve', 'test/scenarios/witchhammer/grid-fight.yaml', '--catalog', broken]);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/witchhammer\/actions\.yaml:\d+:\d+ {2}Flow sequence/);
    expect(r.stderr).not.toMatch(/no action card/);
  });

  it('a die result no die can show is reported at its dice: entry', () => {
    const dir = tmp('dice');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, 'fight.yaml');
    writeFileSync(
      file,
      `system: witchhammer
combatants:
  - { id: a, side: players, poise: 10, health: 10, actions: [sword-swing, focus], stances: [wary] }
  - { id: b, side: gm, poise: 10, health: 10, actions: [sword-swing, focus], stances: [wary] }
dice: [12, 25]
rounds:
  - plays: [ { combatant: a, action: sword-swing, stance: wary, target: b }, { combatant: b, action: focus, stance: wary } ]
`,
    );
    const r = fray(['resolve', file]);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(
      /fight\.yaml:5:12 {2}dice\[1\] {2}die result 25 fits none of this system's dice \(the largest is a d20\)/,
    );
  });
});
