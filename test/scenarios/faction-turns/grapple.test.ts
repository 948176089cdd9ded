// What grabbing allows (faction-turns rules): "Characters who are grabbing another character can move
// together with them and attack them while keeping hold, but doing anything else automatically frees the
// grabbed character. They can also shove the grabbed character, freeing them but forcing them to move by
// half a zone and/or pushing them into a hazard in their zone. Finally, they can hide behind the grabbed
// character as a reaction to an attack. The grabbed character has no option but become the new target."
import { describe, expect, it } from 'vitest';
import { system } from '../../../engine/systems/faction-turns/index.js';
import { runText } from '../production-run.js';
import { characterMoves } from '../../../engine/systems/faction-turns/turn-moves.js';
import type { FtState } from '../../../engine/systems/faction-turns/types.js';

// Round 1: Ana grapples the thug; his STR 9 save, d20 15, fails: grabbed by Ana.
const text = (rest: string) => `system: faction-turns
initiative: raiders
zones: { yard: [gate] }
combatants:
  - { id: ana, faction: players, wit: 10, agi: 10, str: 10, health: 8, damage: d6, zone: yard }
  - { id: thug, faction: raiders, wit: 10, agi: 10, str: 9, health: 8, damage: d6, zone: yard }
  - { id: archer, faction: raiders, wit: 10, agi: 10, str: 9, health: 8, damage: d6, range: 2, zone: gate }
rounds:
  - first: players
    turns:
      - { actor: ana, rolls: [15], attack: { target: thug, nonlethal: grapple } }
      - pass
${rest}`;
// The last round's scripted turns, then as many passes as it takes every faction to pass in a row.
const run = (rest: string) => {
  for (let n = 0; ; n++) {
    const r = runText(system, 'faction-turns', text(rest + '      - pass\n'.repeat(n)), 'grab.yaml');
    if (!/is not over/.test(r.error ?? '') || n > 4) return r;
  }
};

describe('faction-turns: grapple follow-ups', () => {
  it('Ana drags the thug to the gate and hits him there (d6 3), still holding him', () => {
    const r = run(`  - first: players
    turns:
      - { actor: ana, rolls: [3], move: { to: gate, with: thug }, attack: thug }
`);
    expect(r.error).toBeUndefined();
    expect(r.summary.combatants.ana).toMatchObject({ zone: 'gate' });
    expect(r.summary.combatants.thug).toMatchObject({ zone: 'gate', health: 5, conditions: ['grabbed by ana'] });
  });

  it('anything else frees him: a bonus action', () => {
    const r = run(`  - first: players
    turns:
      - { actor: ana, bonus: [say a few words] }
`);
    expect(r.error).toBeUndefined();
    expect(r.summary.combatants.thug!.conditions).toEqual([]);
    expect(r.session.events.some((e) => e.type === 'release' && e.target === 'thug')).toBe(true);
  });

  it('a shove frees him into the brazier of the yard: d6 4, armour does not count', () => {
    const r = run(`  - first: players
    turns:
      - { actor: ana, rolls: [4], shove: { target: thug, hazard: the brazier, damage: d6 } }
`);
    expect(r.error).toBeUndefined();
    expect(r.summary.combatants.thug).toMatchObject({ health: 4, conditions: [] });
  });

  it('shot at, Ana hides behind the man she holds: he takes the arrow (d6 5) and cannot dodge it', () => {
    const r = run(`  - turns:
      - { actor: archer, rolls: [5], attack: { target: ana, reaction: { kind: hide-behind, behind: thug } } }
`);
    expect(r.error).toBeUndefined();
    expect(r.summary.combatants.thug).toMatchObject({ health: 3 });
    expect(r.summary.combatants.ana).toMatchObject({ health: 8, spent: 'reaction' });
    const refused = run(`  - turns:
      - { actor: archer, rolls: [5, 1], attack: { target: ana, reaction: { kind: hide-behind, behind: thug, then: dodge } } }
`);
    expect(refused.error).toMatch(/thug is grabbed by ana: it has no option but to take the attack/);
  });

  it('only a character one grabs can be dragged or shoved', () => {
    expect(run(`  - first: players\n    turns:\n      - { actor: ana, shove: archer }\n`).error).toMatch(
      /archer is not grabbed by ana/,
    );
  });

  it('entangled, the thug cannot move away on his own while Ana holds him (round 2: the raiders start)', () => {
    const r = run(`  - turns:
      - { actor: thug, move: gate }
`);
    expect(r.error).toMatch(
      /grab\.yaml:\d+:\d+ .*thug is grabbed by ana: entangled, it cannot move away \[combat\/grabbed\]/,
    );
  });

  it('…and may once she lets go', () => {
    const freed = run(`  - first: players
    turns:
      - { actor: ana, bonus: [say a few words] }
      - { actor: thug, move: gate }
`);
    expect(freed.error).toBeUndefined();
    expect(freed.summary.combatants.thug).toMatchObject({ zone: 'gate' });
  });

  it('the table offers the held thug no zone move', () => {
    const r = run('');
    const s = r.session.state as FtState;
    const ids = (st: FtState, who: string) =>
      characterMoves(st, st.combatants.find((c) => c.id === who)!).map((m) => m.id);
    expect(ids(s, 'thug').some((id) => id.startsWith('move'))).toBe(false);
    expect(ids(s, 'archer').some((id) => id.startsWith('move'))).toBe(true);
  });
});
