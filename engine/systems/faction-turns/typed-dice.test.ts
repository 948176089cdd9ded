// Dice typed in from the table: by what they are for (`dice:` on a turn), so a die typed for a roll
// the outcome made unnecessary can never feed another roll; and typed dice no roll will use are
// refused, never silently dropped.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { step as coreStep } from '../../core/step.js';
import { plugin } from './plugin.js';
import { factionTurnsTables } from './tables.js';
import type { FtAction, FtState } from './types.js';

const tables = factionTurnsTables.parse(
  parse(readFileSync(new URL('../../../cards/faction-turns/system.yaml', import.meta.url), 'utf8')),
);

function fight(fastSlow = false): FtState {
  return plugin.init({
    tables,
    seed: 5,
    initiative: 'players',
    fastSlow,
    combatants: [
      { id: 'theobald', faction: 'players', wit: 9, agi: 9, str: 13, health: 9, damage: 8 },
      { id: 'bandit', faction: 'bandits', wit: 8, agi: 11, str: 10, health: 5, damage: 6 },
    ],
  });
}
const step = (s: FtState, a: FtAction) =>
  coreStep(plugin as never, s, a as never) as {
    state: FtState;
    events: readonly any[];
    error?: { code: string; message: string; path?: unknown };
  };
const ok = (s: FtState, a: FtAction) => {
  const r = step(s, a);
  if (r.error) throw new Error(`${r.error.code} ${r.error.message}`);
  return r.state;
};

describe('faction-turns typed dice', () => {
  it('rolls each typed die for what it was typed for, and drops the rest of a missed attack', () => {
    const s = ok(fight(), { type: 'start-round' });
    // A challenging attack: the WIT save (20 fails), so the typed damage die is never rolled…
    const missed = step(s, {
      type: 'turn',
      actor: 'theobald',
      steps: [{ kind: 'attack', attack: { target: 'bandit', challenging: true, reaction: { kind: 'dodge' } } }],
      dice: { 'hit-save': [20], damage: [8], dodge: [1] },
    });
    expect(missed.error).toBeUndefined();
    const attack = missed.events.find((e) => e.type === 'attack')!;
    expect(attack.rolls).toEqual([{ die: 20, value: 20, source: 'queue', purpose: 'hit-save' }]);
    // …and leaves the seeded dice where they were: nothing typed leaks into later rolls.
    expect(missed.state.dice).toEqual(s.dice);
    expect(missed.state.typed).toBeUndefined();
    // Hitting: the dodge die and the damage die each go to their own roll, whatever the order typed.
    const hit = ok(s, {
      type: 'turn',
      actor: 'theobald',
      steps: [{ kind: 'attack', attack: { target: 'bandit', reaction: { kind: 'dodge' } } }],
      dice: { damage: [4], dodge: [20] },
    });
    expect(hit.combatants.find((c) => c.id === 'bandit')!.health).toBe(1);
  });

  it('refuses a typed die that does not fit its die, and dice typed for a roll no rule makes', () => {
    const s = ok(fight(), { type: 'start-round' });
    expect(
      step(s, {
        type: 'turn',
        actor: 'theobald',
        steps: [{ kind: 'attack', attack: { target: 'bandit' } }],
        dice: { damage: [9] },
      }).error,
    ).toMatchObject({ code: 'dice/out-of-range', path: ['dice', 'damage'] });
    expect(step(s, { type: 'turn', actor: 'theobald', steps: [], dice: { damgae: [3] } }).error).toMatchObject({
      code: 'dice/unknown-purpose',
      path: ['dice', 'damgae'],
    });
  });

  it('refuses a typed FAT without fast/slow activations instead of dropping it', () => {
    expect(step(fight(), { type: 'start-round', fat: 9 }).error).toMatchObject({
      code: 'combat/no-fast-slow',
      path: ['fat'],
    });
    expect(step(fight(), { type: 'start-round', rolls: [9] }).error).toMatchObject({ code: 'dice/unused' });
    expect(ok(fight(true), { type: 'start-round', rolls: [9] }).fat).toBe(9);
    expect(ok(fight(true), { type: 'start-round', fat: 9 }).fat).toBe(9);
  });

  it('refuses typed morale dice once the fight is over instead of dropping them', () => {
    let s = ok(fight(), { type: 'start-round' });
    s = ok(s, { type: 'end-fight' });
    expect(step(s, { type: 'morale', rolls: [3] }).error).toMatchObject({ code: 'dice/unused', path: ['rolls'] });
    expect(step(s, { type: 'morale' }).error).toBeUndefined();
  });
});

describe('faction-turns typed dice in a scenario', () => {
  it('reads `dice:` on a turn, and names a misspelt purpose with its place in the file', async () => {
    const { compile } = await import('./scenario.js');
    const doc = (dice: unknown) => ({
      system: 'faction-turns',
      initiative: 'players',
      combatants: [
        { id: 'a', faction: 'players', wit: 9, agi: 9, str: 9, health: 5 },
        { id: 'b', faction: 'bandits', wit: 9, agi: 9, str: 9, health: 5 },
      ],
      turns: [{ actor: 'a', attack: 'b', dice }],
    });
    expect(
      compile(doc({ damage: [3], 'hit-save': [2] }), { tables, cards: new Map() }).actions[1]!.action,
    ).toMatchObject({ dice: { damage: [3], 'hit-save': [2] } });
    expect(() => compile(doc({ damge: [3] }), { tables, cards: new Map() })).toThrow(
      expect.objectContaining({
        code: 'scenario/invalid',
        message: 'unknown key `damge`',
        hint: 'did you mean `damage`?',
        path: ['turns', 0, 'dice', 'damge'],
      }),
    );
  });
});
