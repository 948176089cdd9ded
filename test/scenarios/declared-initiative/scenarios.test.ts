// The rules' worked examples as scenarios, run through the system module like `fray resolve`.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../../scenario/load-scenario.js';
import { runScenario } from '../../../scenario/run-scenario.js';
import { system } from '../../../engine/systems/declared-initiative/index.js';
import { itResolvesThroughCliLoader, runDoc, runDocFile } from '../production-run.js';
import { parse } from 'yaml';
import { readFileSync } from 'node:fs';

const ID = 'declared-initiative';

describe('declared-initiative scenarios', () => {
  it('the late Ghoul acts at −4 and 8 the round after it arrives, then once at 8', () => {
    const run = runDocFile(system, ID, 'ghoul-late-arrival.yaml');
    expect(run.error).toBeUndefined();
    const order = run.summary.order.map((o) => [o.round, o.combatant, o.init, !!o.catch_up]);
    expect(order).toEqual([
      [1, 'skeleton', 4, false],
      [1, 'brannoc', 13, false],
      [2, 'ghoul', -4, true],
      [2, 'skeleton', 4, false],
      [2, 'ghoul', 8, false],
      [2, 'brannoc', 13, false],
      [3, 'skeleton', 4, false],
      [3, 'ghoul', 8, false],
      [3, 'brannoc', 9, false],
    ]);
    expect(run.summary.combatants.ghoul!.base_initiative).toBe(8);
    // Round 2: the Ghoul's two claw hits (2 each) come off Brannoc's Stress; round 3 one more;
    // the full-defense +4 turned the skeleton's 13 into a miss.
    expect(run.summary.combatants.brannoc).toMatchObject({ stress: 14, wp: 14 });
    // Brannoc's riposte: 4 damage to the Ghoul's Stress.
    expect(run.summary.combatants.ghoul).toMatchObject({ stress: 11, wp: 12 });
    expect(run.log.some((l) => l.includes('already passed') && l.includes('13'))).toBe(true);
  });

  it("an arrival that declares after the round's last slot catches up next round, then acts normally", () => {
    // The rules' Ghoul, but it walks in (declaring) after Brannoc's 13, the round's last slot.
    const doc = parse(readFileSync(new URL('./ghoul-late-arrival.yaml', import.meta.url), 'utf8')) as {
      rounds: { actions: unknown[] }[];
    };
    const r1 = doc.rounds[0]!.actions;
    doc.rounds[0]!.actions = [r1[0], r1[2], r1[1]];
    const run = runDoc(system, ID, doc as unknown as Record<string, unknown>);
    expect(run.error).toBeUndefined();
    const order = run.summary.order.filter((o) => o.combatant === 'ghoul').map((o) => [o.round, o.init, !!o.catch_up]);
    expect(order).toEqual([
      [2, -4, true],
      [2, 8, false],
      [3, 8, false],
    ]);
  });

  it('negative damage is refused, at the damage entry; a dice penalty never heals', () => {
    const fight = (damage: string) =>
      parse(`system: declared-initiative
combatants:
  - { id: a, side: party, agility: 0, strength: 14, stress: 20, initiative_die: 10, weapons: [{ id: axe, speed: 3, damage: 4, crit: 3, type: chopping }] }
  - { id: b, side: monsters, agility: 0, strength: 10, stress: 12, hd: 2, initiative_die: 2, weapons: [{ id: club, speed: 2, damage: 3, crit: 2, type: blunt }] }
rounds:
  - declare: { a: { action: weapon_attack, weapon: axe }, b: { action: weapon_attack, weapon: club } }
    actions:
      - { act: b, attack: { target: a, roll: 8 } }
      - { act: a, attack: { target: b, roll: 14, damage: ${damage} } }
`) as Record<string, unknown>;
    const bad = runDoc(system, ID, fight('"-5"'));
    expect(bad.error).toMatchObject({ code: 'combat/negative-damage', at: ['rounds', 0, 'actions', 1] });
    expect(() => runDoc(system, ID, fight('-5'))).toThrow(/negative/);
    // 1d4−5 is at most −1: no damage, and b's Stress stays whole.
    const low = runDoc(system, ID, fight('"1d4-5"'));
    expect(low.error).toBeUndefined();
    expect(low.summary.combatants.b).toMatchObject({ stress: 12 });
  });

  it('tied initiatives resolve together: a double knockout', () => {
    const run = runDocFile(system, ID, 'double-knockout.yaml');
    expect(run.error).toBeUndefined();
    expect(run.summary.order.map((o) => [o.combatant, o.init])).toEqual([
      ['ilsa', 7],
      ['orc', 7],
    ]);
    expect(run.summary.combatants.orc).toMatchObject({ stress: 0, wp: -2, dead: false });
    expect(run.summary.combatants.orc!.status).toContain('dying');
    expect(run.summary.combatants.ilsa).toMatchObject({ stress: 0, wp: -4, dead: false });
    expect(run.session.state.ended).toBe(true);
  });
});

describe('declared-initiative through `fray resolve`', () => {
  itResolvesThroughCliLoader(system, ID, ['ghoul-late-arrival.yaml', 'double-knockout.yaml']);
  it('points a misspelt declared action at its line and column', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'fray-di-')), 'bad.yaml');
    writeFileSync(
      file,
      'system: declared-initiative\ncombatants:\n  - { id: a, side: party, agility: 0, strength: 9, stress: 2 }\nrounds:\n  - declare:\n      a: { action: full_defence }\n',
    );
    const loaded = await loadScenario(file);
    const r = loaded.ok ? runScenario(loaded.scenario, undefined) : undefined;
    expect(r && !r.ok && r.problems[0]).toMatchObject({
      line: 6,
      col: 20,
      field: 'rounds[0].declare.a.action',
      hint: 'did you mean `full_defense`?',
    });
  });
});

describe('declared-initiative: what a turn holds (dying-turn.yaml)', () => {
  it('a stabilised creature pays 1 WP for its second action; reopened by a wound, it is dying: one deed, and it bleeds', () => {
    const run = runDocFile(system, ID, 'dying-turn.yaml');
    expect(run.error).toBeUndefined();
    // Round 1: Osric's free action costs 1 WP (−2 → −3), no bleeding while stabilised.
    // Round 2: the club's 4 goes to WP (no Stress left): −7, not stabilised any more; the crawl costs nothing; the round end bleeds 1: −8.
    expect(run.summary.combatants.osric).toMatchObject({ wp: -8, stabilized: false, wounds: [1, 4, 1] });
    expect(run.summary.combatants.hob).toMatchObject({ stress: 6 });
    expect(run.summary.order.filter((o) => o.combatant === 'osric').map((o) => o.deeds ?? 1)).toEqual([2, 1]);
    expect(run.log.some((l) => l.includes("osric's free action (action 2 this round), costs 1 WP"))).toBe(true);
  });

  it('refuses a dying creature that moves and attacks, at the deeds entry', () => {
    const doc = parse(readFileSync(new URL('./dying-turn.yaml', import.meta.url), 'utf8')) as {
      rounds: { actions: Record<string, unknown>[] }[];
    };
    doc.rounds[1]!.actions[2] = { act: 'osric', deeds: [{ move: true }, { attack: { target: 'hob', roll: 15 } }] };
    const run = runDoc(system, ID, doc as unknown as Record<string, unknown>);
    expect(run.error).toMatchObject({ code: 'combat/dying-one-action', path: ['deeds'] });
  });
});
