import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { system } from '../../../engine/systems/faction-turns/index.js';
import type { FtAction, FtState } from '../../../engine/systems/faction-turns/types.js';
import { mayTakeTurn } from '../../../engine/systems/faction-turns/rules.js';
import { replay, type Session } from '../../../engine/core/index.js';
import { runFile, runText } from '../production-run.js';
import { duel } from './duel.js';

const here = (f: string) => fileURLToPath(new URL(f, import.meta.url));

describe('faction-turns scenario 001: fast and slow activations', () => {
  const run = runFile(system, 'faction-turns', here('001-fast-slow.yaml'));

  it('runs without errors', () => expect(run.error).toBeUndefined());

  it('opens the fast phase only to WIT ≥ FAT, lets a slow bandit dodge, then the slow phase', () => {
    const order = run.summary.order.map(
      (o) => `${o.phase}:${o.kind === 'pass' ? `${o.faction} pass${o.forced ? '*' : ''}` : `${o.combatant} ${o.kind}`}`,
    );
    expect(order).toEqual([
      'fast:theobald turn',
      'fast:bandit-1 dodge',
      'fast:leader turn',
      'fast:players pass',
      'fast:bandits pass*',
      'slow:sybilla turn',
      'slow:bandit-2 turn',
      'slow:balthasar turn',
      'slow:bandits pass*',
      'slow:players pass*',
    ]);
  });

  it('who may act: fast phase Balthasar, Theobald, the leader; slow phase Balthasar, Sybilla and the bandit who did not dodge', () => {
    const { initial, log } = run.session as Session<FtState, FtAction>;
    const eligible = (s: FtState) => s.combatants.filter((c) => mayTakeTurn(s, c)).map((c) => c.id);
    const fast = replay(system.plugin, initial, log.slice(0, 1)).state as FtState;
    expect(fast.phase).toBe('fast');
    expect(eligible(fast)).toEqual(['balthasar', 'theobald', 'leader']);
    const slow = replay(system.plugin, initial, log.slice(0, 4)).state as FtState;
    expect(slow.phase).toBe('slow');
    expect(eligible(slow)).toEqual(['balthasar', 'sybilla', 'bandit-2']);
    expect(system.plugin.view(slow).actingNow).toEqual(['balthasar', 'sybilla']);
  });

  it('applies damage and incapacitates at 0 health', () => {
    const c = run.summary.combatants;
    expect(c.theobald!.health).toBe(4);
    expect(c.sybilla!.health).toBe(4);
    expect(c['bandit-2']).toMatchObject({ health: 0, status: 'incapacitated' });
    expect(c['bandit-1']).toMatchObject({ health: 5, spent: 'reaction' });
    const s = run.session.state as FtState;
    expect(s.fat).toBe(9);
    expect(s.phase).toBe('between');
  });
});

describe('faction-turns scenario errors', () => {
  const base = duel();
  it('points at an unknown field with a did-you-mean hint', () => {
    expect(() =>
      runText(
        system,
        'faction-turns',
        base.replace('agi: 10, str: 10, health: 5 }\n  - { id: y', 'agl: 10, str: 10, health: 5 }\n  - { id: y'),
        'bad.yaml',
      ),
    ).toThrow(/bad\.yaml:4:\d+ {2}combatants\[0\]\.agl {2}unknown key `agl`[\s\S]*did you mean `agi`/);
  });
  it('points at an unknown target', () => {
    expect(() => runText(system, 'faction-turns', `${base}turns:\n  - { actor: x, attack: z }\n`, 'bad.yaml')).toThrow(
      /bad\.yaml:7:\d+ .*unknown combatant 'z'/,
    );
  });
  it('reports an illegal scripted turn at its line', () => {
    const run = runText(system, 'faction-turns', `${base}turns:\n  - { actor: y }\n`, 'bad.yaml');
    expect(run.error).toMatch(/^bad\.yaml:7:14 {2}turns\[0\]\.actor {2}it is a's turn, not b's/);
  });
});

describe('faction-turns optional rules in scenarios', () => {
  const base = duel(12, 5);
  it('a typed FAT turns fast/slow activations on', () => {
    const run = runText(
      system,
      'faction-turns',
      `${base}rounds:\n  - fat: 9\n    turns:\n      - { actor: x }\n      - { actor: y }\n`,
    );
    expect(run.error).toBeUndefined();
    expect(run.summary.order.map((o) => `${o.phase}:${o.combatant ?? o.faction}`)).toEqual([
      'fast:x',
      'fast:b',
      'fast:a',
      'slow:a',
      'slow:y',
      'slow:a',
      'slow:b',
    ]);
  });
  it('…unless the options say no', () => {
    expect(() =>
      runText(
        system,
        'faction-turns',
        `${base}options: { fast_slow: false }\nrounds:\n  - fat: 9\n    turns: []\n`,
        'f.yaml',
      ),
    ).toThrow(/^f\.yaml:6:\d+ {2}options\.fast_slow/);
  });
});

describe('faction-turns scenario: reactions, morale, opportunity attacks', () => {
  const run = runFile(system, 'faction-turns', here('001-reactions-morale.yaml'));
  const c = run.summary.combatants;

  it('runs without errors', () => expect(run.error).toBeUndefined());

  it('guard, counter and dodge each spend the reactor’s turn; a faction with nobody left passes', () => {
    const r1 = run.summary.order
      .filter((o) => o.round === 1)
      .map((o) => (o.kind === 'pass' ? `${o.faction} pass` : `${o.combatant} ${o.kind}`));
    expect(r1).toEqual([
      'sergeant turn',
      'thug-2 guard',
      'thug-3 turn',
      'archer counter',
      'hermit turn',
      'wolf dodge',
      'watch pass',
      'thug-1 turn',
      'hermit pass',
      'watch pass',
      'gang pass',
    ]);
    expect(c['thug-2']).toMatchObject({ health: 0, status: 'incapacitated' });
    expect(c['thug-3']).toMatchObject({ health: 0, status: 'incapacitated' });
    expect(c.archer!.health).toBe(5); // the counter dropped thug-3 before its blow landed
  });

  it('morale: the gang at half its number and the lone hermit at half health; immune to fear is skipped', () => {
    const due = run.session.events.find((e) => e.type === 'morale-due')!.detail as { checks: unknown };
    expect(due.checks).toEqual([
      { group: 'gang', members: ['thug-1'] },
      { group: 'hermit', members: ['hermit'] },
    ]);
    expect(c['thug-1']!.morale).toBe('broken');
    expect(c.hermit!.morale).toBe('exempt');
    expect(c.wolf!.morale).toBeNull();
  });

  it('an opportunity attack interrupts the fleeing thug, who never gets away', () => {
    expect(c.sergeant!.spent).toBe('reaction');
    expect(c['thug-1']).toMatchObject({ status: 'incapacitated' });
    expect(run.summary.order.filter((o) => o.round === 2 && o.kind === 'opportunity').map((o) => o.combatant)).toEqual([
      'sergeant',
    ]);
  });
});

describe('faction-turns morale (seed 001): who checks, and what the broken may do', () => {
  const fight = (hermit: string, turns: string, morale = '') =>
    runText(
      system,
      'faction-turns',
      `system: faction-turns
initiative: a
factions: [a, hermit]
combatants:
  - { id: x, faction: a, wit: 10, agi: 10, str: 10, health: 5, damage: d6 }
  - { id: y, faction: a, wit: 10, agi: 10, str: 10, health: 5, damage: d6 }
  - { id: hermit, faction: hermit, wit: 13, agi: 10, str: 9, ${hermit}, damage: d4 }
rounds:
  - turns:
${turns}
${morale}`,
      'morale.yaml',
    );
  const due = (run: ReturnType<typeof fight>) => {
    expect(run.error).toBeUndefined();
    return (
      run.session.events.find((e) => e.type === 'morale-due')!.detail as { checks: { group: string }[] }
    ).checks.map((c) => c.group);
  };

  it('a lone character checks after damage that leaves it at half health or less', () => {
    expect(
      due(
        fight(
          'health: 10',
          '      - { actor: x, attack: hermit, rolls: [5] }\n      - pass\n      - pass',
          '    morale: [20]\n',
        ),
      ),
    ).toEqual(['hermit']);
  });

  it('…and after more damage when it is already below half', () => {
    expect(
      due(
        fight(
          'health: 4, max_health: 10',
          '      - { actor: x, attack: hermit, rolls: [1] }\n      - pass\n      - pass',
          '    morale: [20]\n',
        ),
      ),
    ).toEqual(['hermit']);
  });

  it('starting the round wounded, with no damage taken, is no trigger', () => {
    expect(
      due(fight('health: 4, max_health: 10', '      - { actor: x }\n      - { actor: hermit }\n      - pass')),
    ).toEqual([]);
  });

  it('damage that leaves it above half is no trigger', () => {
    expect(
      due(fight('health: 10', '      - { actor: x, attack: hermit, rolls: [4] }\n      - pass\n      - pass')),
    ).toEqual([]);
  });

  it('a character that failed morale may surrender or retreat, and nothing else', () => {
    // Round 1: the hermit drops to 5 and fails its WIT 13 save with the typed 20: broken.
    const base = `system: faction-turns
initiative: a
factions: [a, hermit]
combatants:
  - { id: x, faction: a, wit: 10, agi: 10, str: 10, health: 5, damage: d6 }
  - { id: y, faction: a, wit: 10, agi: 10, str: 10, health: 5, damage: d6 }
  - { id: hermit, faction: hermit, wit: 13, agi: 10, str: 9, health: 10, damage: d4 }
rounds:
  - turns:
      - { actor: x, attack: hermit, rolls: [5] }
      - pass
      - pass
    morale: [20]
  - first: hermit
    turns:
`;
    const attack = runText(
      system,
      'faction-turns',
      `${base}      - { actor: hermit, attack: x, rolls: [3] }\n`,
      'broken.yaml',
    );
    expect(attack.summary.combatants.hermit!.morale).toBe('broken');
    expect(attack.error).toMatch(
      /^broken\.yaml:16:\d+ .*hermit failed its morale check: it must surrender or retreat, not attack/,
    );
    const idle = runText(system, 'faction-turns', `${base}      - { actor: hermit }\n`, 'broken.yaml');
    expect(idle.error).toMatch(/must surrender or retreat/);
    const dodge = runText(
      system,
      'faction-turns',
      `${base}      - pass\n      - { actor: x, attack: { target: hermit, reaction: dodge }, rolls: [1, 1] }\n`,
      'broken.yaml',
    );
    expect(dodge.error).toMatch(/must surrender or retreat, not dodge/);
    // Surrendering, the hermit's faction stays in the fight until the round ends; fleeing ends it.
    for (const ok of ['{ actor: hermit, surrender: true }\n      - pass', '{ actor: hermit, flee: true }']) {
      const run = runText(system, 'faction-turns', `${base}      - ${ok}\n`, 'broken.yaml');
      expect(run.error).toBeUndefined();
    }
  });
});

describe('faction-turns: zones, a blast, gear wear (001-zones-blast-gear.yaml)', () => {
  const r = runFile(system, 'faction-turns', fileURLToPath(new URL('001-zones-blast-gear.yaml', import.meta.url)));
  it('runs', () => expect(r.error).toBeUndefined());
  it('the blast hits everyone at the gate with one d10: the brute through armour 1 + shield 1, the cutter after a failed dodge', () => {
    const blast = r.session.events.find((e) => e.type === 'area-attack')!;
    expect(blast.detail).toMatchObject({ blast: true, zone: 'gate', targets: ['brute', 'cutter'], roll: 9, hit: true });
    const hits = r.session.events
      .filter((e) => e.type === 'attack')
      .slice(0, 2)
      .map((e) => [e.target, (e.detail as any).damage?.dealt ?? null, (e.detail as any).hit]);
    // 9 − 2 = 7 to the brute (9 ≥ 8 also destroys its damaged shield); the cutter's dodge fails: 9.
    expect(hits).toEqual([
      ['brute', 7, true],
      ['cutter', 9, true],
    ]);
  });
  it('moves the brute into the yard, where its club reaches Hilde; the bow reaches the road at half range', () => {
    expect(r.summary.combatants.brute).toMatchObject({
      zone: 'yard',
      gear: { shield: 'destroyed', armour: 'damaged', weapon: 'sound' },
    });
    expect(r.summary.combatants.hilde).toMatchObject({ health: 4 });
    expect(r.summary.combatants.archer).toMatchObject({ health: 0, status: 'incapacitated' });
  });
  it("Hilde fells the brute (8 − 1), the fight ends, and the durability rolls damage the bow and the brute's armour", () => {
    expect(r.summary.combatants.brute).toMatchObject({ health: 0, status: 'incapacitated' });
    expect(r.summary.combatants.cutter).toMatchObject({ health: 0, gear: { weapon: 'damaged' }, used: [] });
    const check = r.session.events.find((e) => e.type === 'gear-check')!.detail as any;
    expect(check.results.map((x: any) => `${x.combatant} ${x.item} ${x.roll}${x.damaged ? ' damaged' : ''}`)).toEqual([
      'hilde weapon 3',
      'osk weapon 1 damaged',
      'mage weapon 6',
      'brute weapon 2',
      'brute armour 1 damaged',
    ]);
    expect(r.summary.combatants.osk).toMatchObject({ gear: { weapon: 'damaged' } });
  });
});
