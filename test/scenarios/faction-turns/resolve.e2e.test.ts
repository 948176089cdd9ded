// `fray resolve` on the faction-turns and team-turns scenario files, in-process.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { resolveInProcess as resolve, resolveToJson } from '../resolve-in-process.js';
import { duel } from './duel.js';

const file = (f: string): string => fileURLToPath(new URL(f, import.meta.url));

describe('fray resolve: faction-turns and team-turns', () => {
  it('001 fast/slow as JSON: order and combatants', async () => {
    const j = await resolveToJson([file('001-fast-slow.yaml')]);
    expect(j.system).toBe('faction-turns');
    expect(j.order.filter((o: any) => o.kind !== 'pass').map((o: any) => `${o.phase}:${o.combatant}`)).toEqual([
      'fast:theobald',
      'fast:bandit-1',
      'fast:leader',
      'slow:sybilla',
      'slow:bandit-2',
      'slow:balthasar',
    ]);
    expect(j.combatants['bandit-2']).toMatchObject({ health: 0, status: 'incapacitated' });
  });

  it('003 Boudica as a readable log', async () => {
    const r = await resolve([file('../team-turns/003-boudica-damage.yaml')]);
    expect(r.code).toBe(0);
    expect(r.out).toContain('fortify 7 vs 5: stays conscious');
    expect(r.out).toContain('luck 1 vs 10: dies');
  });

  it('a bad scenario: file:line:col, the field, a hint, exit 1', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fray-ft-'));
    const bad = join(dir, 'bad.yaml');
    writeFileSync(bad, `${duel()}turns:\n  - { actor: x, attack: { target: y, reaction: dodgee } }\n`);
    const r = await resolve([bad]);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/bad\.yaml:7:\d+ {2}turns\[0\]\.attack\.reaction {2}unknown reaction/);
    expect(r.err).toContain('hint:');
    expect(r.err).not.toMatch(/at .*\.ts:\d+/);
  });
});
