// Rules refused whatever the dice say: a reaction the rules forbid (even on an attack whose save
// to hit then misses), a disarm or grapple on someone not nearby, a second gear check.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { step } from '../../core/step.js';
import { plugin } from './plugin.js';
import { factionTurnsTables } from './tables.js';
import type { FtAction, FtState } from './types.js';

const tables = factionTurnsTables.parse(
  parse(readFileSync(new URL('../../../cards/faction-turns/system.yaml', import.meta.url), 'utf8')),
);
const run = (s: FtState, a: FtAction) =>
  step(plugin as never, s, a as never) as { state: FtState; error?: { code: string } };

function fight(): FtState {
  const s = plugin.init({
    tables,
    seed: 2,
    initiative: 'players',
    zones: { yard: ['gate'] },
    combatants: [
      { id: 'osk', faction: 'players', wit: 9, agi: 9, str: 10, health: 9, damage: 6, range: 2, zone: 'yard' },
      { id: 'hilde', faction: 'players', wit: 9, agi: 9, str: 10, health: 9, damage: 8, zone: 'yard' },
      { id: 'bandit', faction: 'bandits', wit: 8, agi: 11, str: 10, health: 5, damage: 6, zone: 'gate' },
    ],
  });
  return run(s, { type: 'start-round' }).state;
}

describe('faction-turns refusals that do not hang on a die', () => {
  it('refuses a reaction the rules forbid even when the save to hit misses', () => {
    const a = (reaction: object): FtAction => ({
      type: 'turn',
      actor: 'osk',
      steps: [{ kind: 'attack', attack: { target: 'bandit', challenging: true, reaction: reaction as never } }],
      dice: { 'hit-save': [20] },
    });
    expect(run(fight(), a({ kind: 'guard', by: 'osk' })).error?.code).toBe('target/bad-guard');
    // Hilde is of the attacker's side: she does not guard the bandit.
    expect(run(fight(), a({ kind: 'guard', by: 'hilde' })).error?.code).toBe('target/bad-guard');
    expect(run(fight(), a({ kind: 'counter' })).error?.code).toBe('combat/not-nearby');
    expect(run(fight(), a({ kind: 'dodge' })).error).toBeUndefined();
  });

  it('disarms and grapples only a nearby target, and spends no shot doing it', () => {
    expect(
      run(fight(), {
        type: 'turn',
        actor: 'osk',
        steps: [{ kind: 'attack', attack: { target: 'bandit', nonlethal: 'disarm' } }],
      }).error?.code,
    ).toBe('combat/not-nearby');
  });

  it('makes the durability rolls once after a fight', () => {
    let s = run(fight(), { type: 'end-fight' }).state;
    s = run(s, { type: 'gear-check' }).state;
    expect(s.gearChecked).toBe(true);
    expect(run(s, { type: 'gear-check' }).error?.code).toBe('combat/gear-checked');
  });
});

describe('faction-turns attacks that ask for the reaction', () => {
  const duel = () => {
    const s = plugin.init({
      tables,
      seed: 4,
      initiative: 'players',
      combatants: [
        { id: 'theobald', faction: 'players', wit: 9, agi: 9, str: 13, health: 9, damage: 8 },
        { id: 'bandit', faction: 'bandits', wit: 8, agi: 11, str: 10, health: 9, damage: 6 },
        { id: 'bandit-2', faction: 'bandits', wit: 8, agi: 10, str: 10, health: 9, damage: 6 },
      ],
    });
    return run(s, { type: 'start-round' }).state;
  };
  const attack = (extra: object = {}, rest: object[] = []): FtAction => ({
    type: 'turn',
    actor: 'theobald',
    steps: [{ kind: 'attack', attack: { target: 'bandit', ask: true, ...extra } }, ...(rest as never[])],
  });

  it('waits after the save to hit, takes the reaction, then finishes the turn', () => {
    let s = run(duel(), attack({}, [{ kind: 'bonus', what: 'Say a few words' }])).state;
    expect(s.pending).toMatchObject({ actor: 'theobald', target: 'bandit', rest: [{ kind: 'bonus' }] });
    expect(s.rotation[s.current]).toBe('players');
    expect(run(s, { type: 'pass' }).error?.code).toBe('combat/reaction-pending');
    const r = step(plugin as never, s, {
      type: 'react',
      reaction: { kind: 'hide-behind', behind: 'bandit-2', then: { kind: 'dodge' } },
      dice: { dodge: [20], damage: [5] },
    } as never) as unknown as { state: FtState; events: readonly { type: string }[] };
    s = r.state;
    expect(s.pending).toBeUndefined();
    expect(s.combatants.map((c) => [c.id, c.health, c.spent])).toEqual([
      ['theobald', 9, 'turn'],
      ['bandit', 9, 'reaction'],
      ['bandit-2', 4, 'reaction'],
    ]);
    expect(r.events.map((e) => e.type)).toContain('bonus-action');
    expect(s.rotation[s.current]).toBe('bandits');
  });

  it('does not wait when the save to hit misses, nor when nobody could react', () => {
    expect(
      run(duel(), { ...attack({ challenging: true }), dice: { 'hit-save': [20] } } as FtAction).state.pending,
    ).toBeUndefined();
    expect(run(duel(), attack({ unaware: true })).state.pending).toBeUndefined();
    expect(run(duel(), { type: 'react' }).error?.code).toBe('combat/no-attack-pending');
  });
});
