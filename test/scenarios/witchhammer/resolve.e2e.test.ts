// `fray resolve` end to end on the scenario fixtures next to this file. Most cases call the
// command in-process (fast); two spawn the real CLI to check exit codes and no stack traces.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { resolveInProcess as resolve, resolveToJson } from '../resolve-in-process.js';

const here = (f: string): string => fileURLToPath(new URL(f, import.meta.url));
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

describe('fray resolve', () => {
  it("the rules' sword example: 22 → 12 damage, 1 penetrates", async () => {
    const j = await resolveToJson([here('sword-example.yaml')]);
    expect(j.order).toEqual([
      { round: 1, combatant: 'hero', action: 't-sword', stance: 't-aggressive', init: 6 },
      { round: 1, combatant: 'brute', action: 't-block', stance: 't-guard', init: 2 },
    ]);
    expect(j.combatants.brute).toMatchObject({
      poise: 19,
      health: 13,
      wounds: 1,
      penalty: 0,
      down: false,
      afflictions: [],
      effects: [],
    });
    expect(j.events.find((e: { type: string }) => e.type === 'attack').detail).toMatchObject({ total: 22, damage: 12 });
  });

  it('two rounds worked by hand: bleed, penalties, crit, the timer’s Focus, overrides of catalog cards', async () => {
    // R1: ghoul (init 3+2+1=6) before mara (3+1+1=5). Ghoul 12 vs defense 1, d20 12 → 23 → 13:
    //     mara Poise 30→18, Health 14→13, bleeds 1×2. Mara's turn: bleed → 12 (penalty 1);
    //     attack 13−1=12 vs −2, d20 19 (+5) → 38 → 28: 2 penetrate, 20 Poise, 6 spill: ghoul 0 / 8.
    // R2: timer → mara Focus (init 1). Ghoul penalty 4: 8 vs 1+1−1=1, d20 2 (−5) → 4: miss.
    //     Mara: bleed → 11 (last), Focus +5 Poise → 23.
    const j = await resolveToJson([here('two-rounds.yaml')]);
    expect(
      j.order.map((o: { combatant: string; init: number; round: number }) => [o.round, o.combatant, o.init]),
    ).toEqual([
      [1, 'ghoul', 6],
      [1, 'mara', 5],
      [2, 'ghoul', 6],
      [2, 'mara', 1],
    ]);
    expect(j.combatants.mara).toMatchObject({ poise: 23, health: 11, wounds: 3, penalty: 1, down: false, effects: [] });
    expect(j.combatants.ghoul).toMatchObject({ poise: 0, health: 8, wounds: 8, penalty: 4, down: false });
    const attacks = j.events
      .filter((e: { type: string }) => e.type === 'attack')
      .map((e: { detail: { total: number } }) => e.detail.total);
    expect(attacks).toEqual([23, 38, 4]);
  });

  it('the text log shows the order, the attack math, each roll and the damage split', async () => {
    const r = await resolve([here('two-rounds.yaml')]);
    expect(r.code).toBe(0);
    expect(r.out).toContain('round 1 order: ghoul t-claws+t-frenzied (6), mara t-sword+t-aggressive (5)');
    expect(r.out).toContain('attack 12 = 8 action +3 stance +2 character − 1 penalty');
    expect(r.out).toContain('d20 19 +5 → total 38: hit for 28');
    expect(r.out).toContain('ghoul takes 28: 2 penetrates, 20 to Poise, 6 spills to Health');
    expect(r.out).toContain('mara takes the default action focus');
  });

  it("an affliction and the end-of-combat death's-door save", async () => {
    const j = await resolveToJson([here('affliction.yaml')]);
    expect(j.combatants.hero).toMatchObject({
      health: 0,
      down: true,
      dead: false,
      afflictions: ['Broken forearm'],
      penalty: 10,
    });
    const types = j.events.map((e: { type: string }) => e.type);
    expect(types.indexOf('affliction')).toBe(types.indexOf('attack') + 3); // attack, damage, down, affliction
    expect(types).toContain('death-save');
  });

  it('--seed overrides the scenario seed; the same seed gives the same fight', async () => {
    const a = (await resolve([here('grid-fight.yaml'), '--json', '--seed', '11'])).out;
    const b = (await resolve([here('grid-fight.yaml'), '--json', '--seed', '11'])).out;
    const c = (await resolve([here('grid-fight.yaml'), '--json', '--seed', '12'])).out;
    expect(a).toBe(b);
    expect(
      JSON.parse(a)
        .events.filter((e: { type: string }) => e.type === 'attack')
        .map((e: { rolls: unknown }) => e.rolls),
    ).not.toEqual(
      JSON.parse(c)
        .events.filter((e: { type: string }) => e.type === 'attack')
        .map((e: { rolls: unknown }) => e.rolls),
    );
  });

  it('a grid fight with the bundled catalog moves the ghoul toward the nearest enemy', async () => {
    const j = await resolveToJson([here('grid-fight.yaml')]);
    expect(j.events.some((e: { type: string; actor: string }) => e.type === 'move' && e.actor === 'ghoul')).toBe(true);
    expect(j.combatants.ghoul.position[0]).toBeLessThan(6);
  });

  it.each([
    [
      'bad-card.yaml',
      /bad-card\.yaml:14:32 {2}plays\[0\]\.action {2}no action card 't-swrod'.*\n {4}hint: did you mean `t-sword`\?/,
    ],
    [
      'bad-combatant.yaml',
      /bad-combatant\.yaml:14:71 {2}plays\[0\]\.target {2}no combatant 'brtue'.*\n {4}hint: did you mean `brute`\?/,
    ],
    [
      'bad-once-per-combat.yaml',
      /bad-once-per-combat\.yaml:17:36 {2}rounds\[1\]\.plays\[0\]\.action {2}.*once-per-combat.*\n {4}hint: /,
    ],
    [
      'bad-not-in-hand.yaml',
      /bad-not-in-hand\.yaml:14:32 {2}plays\[0\]\.action {2}'t-bow' is not in Hero's deck \[card\/not-in-hand\]\n {4}hint: /,
    ],
  ])('%s → exit 1 with file:line:col, the problem and a hint', async (file, re) => {
    const r = await resolve([here(file)]);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(re);
    expect(r.out).toBe('');
  });

  it('bad scenario fields and cards are positioned too', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const dir = mkdtempSync(join(tmpdir(), 'fray-resolve-'));
    const f = join(dir, 's.yaml');
    writeFileSync(
      f,
      'system: witchhammer\ncards:\n  - { id: x, type: action, name: X, attak: 3 }\ncombatants: []\nplays: []\n',
    );
    const r = await resolve([f]);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/s\.yaml:3:\d+ {2}cards\[0\]\.attak {2}.*\n {4}hint: .*attack/);
    writeFileSync(f, 'system: witchhammer\ncombatants: []\nplay: []\n');
    expect((await resolve([f])).err).toMatch(
      /s\.yaml:3:1 {2}play {2}unknown key `play`\n {4}hint: did you mean `plays`\?/,
    );
    // Tracks outside their range, and a quick-add stat beside a character card (it would be ignored).
    const one = (c: string) => `system: witchhammer\ncombatants:\n  - ${c}\n`;
    writeFileSync(f, one('{ id: a, side: players, poise: -3, health: 10 }'));
    expect((await resolve([f])).err).toMatch(
      /s\.yaml:3:\d+ {2}combatants\[0\]\.poise {2}poise -3 is below 0.*\n {4}hint: /,
    );
    writeFileSync(f, one('{ id: a, side: players, poise: 3, health: 20, max_health: 14 }'));
    expect((await resolve([f])).err).toMatch(
      /s\.yaml:3:\d+ {2}combatants\[0\]\.health {2}health 20 is above the maximum 14.*\n {4}hint: /,
    );
    writeFileSync(f, one('{ id: a, character: mara-voss, poise: 31 }'));
    expect((await resolve([f])).err).toMatch(/combatants\[0\]\.poise {2}poise 31 is above the maximum 30/);
    writeFileSync(f, one('{ id: a, character: mara-voss, attack: 5 }'));
    expect((await resolve([f])).err).toMatch(
      /s\.yaml:3:\d+ {2}combatants\[0\]\.attack {2}`attack` is for a quick-add combatant; 'mara-voss' is a character card.*\n {4}hint: /,
    );
    writeFileSync(f, one('{ id: a, side: players, poise: 3, health: 0, max_health: 0 }'));
    expect((await resolve([f])).err).toMatch(/combatants\[0\]\.max_health {2}max_health 0 is below 1/);
    writeFileSync(f, 'system: witchamer\n');
    expect((await resolve([f])).err).toMatch(
      /s\.yaml:1:9 {2}system {2}unknown system 'witchamer'\n {4}hint: did you mean `witchhammer`\?/,
    );
  });
});

describe('fray resolve (the real CLI)', () => {
  const cli = (args: string[]) =>
    spawnSync(process.execPath, [`${ROOT}bin/fray.mjs`, 'resolve', ...args], {
      encoding: 'utf8',
      env: { ...process.env, FRAY_FROM_SOURCE: '1' },
      cwd: ROOT,
    });

  it('prints one JSON object and exits 0', () => {
    const r = cli([here('sword-example.yaml'), '--json']);
    expect(r.status).toBe(0);
    expect(Object.keys(JSON.parse(r.stdout))).toEqual(expect.arrayContaining(['order', 'combatants', 'events']));
  });

  it('a bad scenario exits 1 without a stack trace', () => {
    const r = cli([here('bad-once-per-combat.yaml')]);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/:17:36 /);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});
