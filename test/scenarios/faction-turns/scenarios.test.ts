import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { system } from '../../../engine/systems/faction-turns/index.js';
import type { FtAction, FtState } from '../../../engine/systems/faction-turns/types.js';
import { mayTakeTurn } from '../../../engine/systems/faction-turns/rules.js';
import { replay, type Session } from '../../../engine/core/index.js';
import { runScenarioFile, runScenarioText } from './run-scenario.js';

const here = (f: string) => fileURLToPath(new URL(f, import.meta.url));

describe('faction-turns scenario 001: fast and slow activations', () => {
  const run = runScenarioFile(system, 'faction-turns', here('001-fast-slow.yaml'));

  it('runs without errors', () => expect(run.error).toBeUndefined());

  it('opens the fast phase only to WIT ≥ FAT, lets a slow bandit dodge, then the slow phase', () => {
    const order = run.summary.order.map((o) => `${o.phase}:${o.kind === 'pass' ? `${o.faction} pass${o.forced ? '*' : ''}` : `${o.combatant} ${o.kind}`}`);
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
  const base = `system: faction-turns
initiative: a
combatants:
  - { id: x, faction: a, wit: 10, agi: 10, str: 10, health: 5 }
  - { id: y, faction: b, wit: 10, agi: 10, str: 10, health: 5 }
`;
  it('points at an unknown field with a did-you-mean hint', () => {
    expect(() => runScenarioText(system, 'faction-turns', base.replace('agi: 10, str: 10, health: 5 }\n  - { id: y', 'agl: 10, str: 10, health: 5 }\n  - { id: y'), 'bad.yaml')).toThrow(
      /bad\.yaml:4:\d+ {2}combatants\[0\]\.agl {2}unknown field 'agl'[\s\S]*did you mean `agi`/,
    );
  });
  it('points at an unknown target', () => {
    expect(() => runScenarioText(system, 'faction-turns', `${base}turns:\n  - { actor: x, attack: z }\n`, 'bad.yaml')).toThrow(/bad\.yaml:7:\d+ .*unknown combatant 'z'/);
  });
  it('reports an illegal scripted turn at its line', () => {
    const run = runScenarioText(system, 'faction-turns', `${base}turns:\n  - { actor: y }\n`, 'bad.yaml');
    expect(run.error).toMatch(/^bad\.yaml:7:14  turns\[0\]\.actor  it is a's turn, not b's/);
  });
});

describe('faction-turns optional rules in scenarios', () => {
  const base = `system: faction-turns
initiative: a
combatants:
  - { id: x, faction: a, wit: 12, agi: 10, str: 10, health: 5 }
  - { id: y, faction: b, wit: 5, agi: 10, str: 10, health: 5 }
`;
  it('a typed FAT turns fast/slow activations on', () => {
    const run = runScenarioText(system, 'faction-turns', `${base}rounds:\n  - fat: 9\n    turns:\n      - { actor: x }\n      - { actor: y }\n`);
    expect(run.error).toBeUndefined();
    expect(run.summary.order.map((o) => `${o.phase}:${o.combatant ?? o.faction}`)).toEqual(['fast:x', 'fast:b', 'fast:a', 'slow:a', 'slow:y', 'slow:a', 'slow:b']);
  });
  it('…unless the options say no', () => {
    expect(() => runScenarioText(system, 'faction-turns', `${base}options: { fast_slow: false }\nrounds:\n  - fat: 9\n    turns: []\n`, 'f.yaml')).toThrow(/^f\.yaml:6:\d+ {2}options\.fast_slow/);
  });
});

describe('faction-turns scenario: reactions, morale, opportunity attacks', () => {
  const run = runScenarioFile(system, 'faction-turns', here('001-reactions-morale.yaml'));
  const c = run.summary.combatants;

  it('runs without errors', () => expect(run.error).toBeUndefined());

  it('guard, counter and dodge each spend the reactor’s turn; a faction with nobody left passes', () => {
    const r1 = run.summary.order.filter((o) => o.round === 1).map((o) => (o.kind === 'pass' ? `${o.faction} pass` : `${o.combatant} ${o.kind}`));
    expect(r1).toEqual(['sergeant turn', 'thug-2 guard', 'thug-3 turn', 'archer counter', 'hermit turn', 'wolf dodge', 'watch pass', 'thug-1 turn', 'hermit pass', 'watch pass', 'gang pass']);
    expect(c['thug-2']).toMatchObject({ health: 0, status: 'incapacitated' });
    expect(c['thug-3']).toMatchObject({ health: 0, status: 'incapacitated' });
    expect(c.archer!.health).toBe(5); // the counter dropped thug-3 before its blow landed
  });

  it('morale: the gang at half its number and the lone hermit at half health; immune to fear is skipped', () => {
    const due = run.session.events.find((e) => e.type === 'morale-due')!.detail as { checks: unknown };
    expect(due.checks).toEqual([{ group: 'gang', members: ['thug-1'] }, { group: 'hermit', members: ['hermit'] }]);
    expect(c['thug-1']!.morale).toBe('broken');
    expect(c.hermit!.morale).toBe('exempt');
    expect(c.wolf!.morale).toBeNull();
  });

  it('an opportunity attack interrupts the fleeing thug, who never gets away', () => {
    expect(c.sergeant!.spent).toBe('reaction');
    expect(c['thug-1']).toMatchObject({ status: 'incapacitated' });
    expect(run.summary.order.filter((o) => o.round === 2 && o.kind === 'opportunity').map((o) => o.combatant)).toEqual(['sergeant']);
  });
});
