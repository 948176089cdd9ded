// Scenarios computed by hand from the rules (the arithmetic is in each YAML's comments), run as
// `fray resolve` runs them.
import { describe, expect, it } from 'vitest';
import { system } from '../../../engine/systems/declared-initiative/index.js';
import { parse } from 'yaml';
import { itResolvesThroughCliLoader, runDoc, runDocFile } from '../production-run.js';

const ID = 'declared-initiative';

describe('declared-order.yaml: every declared action, shared rolls, newcomers', () => {
  const run = runDocFile(system, ID, 'declared-order.yaml');
  it('runs without a refusal', () => expect(run.error).toBeUndefined());
  it('Base Initiative = d12 − Agility modifier (a penalty adds); the wolves share one roll', () => {
    const bases = Object.fromEntries(Object.entries(run.summary.combatants).map(([id, c]) => [id, c.base_initiative]));
    expect(bases).toEqual({ ana: 7, bram: 5, cael: 6, w1: 10, w2: 10, ghoul: 8, imp: 4 });
  });
  it('resolves from the lowest initiative; a newcomer on the current initiative joins the tie, one below catches up at −12', () => {
    expect(run.summary.order.map((o) => [o.round, o.combatant, o.init, !!o.catch_up])).toEqual([
      [1, 'bram', 6, false],
      [1, 'w2', 9, false],
      [1, 'ana', 10, false],
      [1, 'w1', 10, false],
      [1, 'ghoul', 10, false],
      [1, 'cael', 12, false],
      [2, 'imp', -7, true],
      [2, 'imp', 5, false],
      [2, 'cael', 6, false],
      [2, 'bram', 9, false],
      [2, 'w2', 10, false],
      [2, 'ghoul', 10, false],
      [2, 'w1', 10, false],
      [2, 'ana', 12, false],
    ]);
  });
  it('the tied wolf still acts after Ana hits it; both hits land when the tick ends', () => {
    expect(run.summary.combatants.w1).toMatchObject({ stress: 0, wp: 7 });
    expect(run.summary.combatants.ana).toMatchObject({ stress: 3, wp: 10 });
  });
});

describe("a trait's further modifier to the initiative roll (`initiative_bonus`)", () => {
  it('is added as written: −2 makes a creature act 2 earlier', () => {
    const run = runDoc(
      system,
      ID,
      parse(`system: declared-initiative
combatants:
  - { id: ana, side: party, agility: 2, strength: 10, stress: 6, initiative_die: 9, initiative_bonus: -2 }
  - { id: orc, side: monsters, agility: 0, strength: 10, stress: 3, initiative_die: 8 }
rounds:
  - declare: { ana: { action: throw }, orc: { action: throw } }
    actions:
      - { act: ana }
      - { act: orc }
`) as Record<string, unknown>,
    );
    // Ana: 9 − 2 Agility − 2 = 5, throwing at 5 + 2 = 7; the orc 8 + 2 = 10.
    expect(run.error).toBeUndefined();
    expect(run.summary.order.map((o) => [o.combatant, o.init])).toEqual([
      ['ana', 7],
      ['orc', 10],
    ]);
  });
});

describe('wounds-morale.yaml: criticals, dying, death at −Strength, morale at its boundaries', () => {
  const run = runDocFile(system, ID, 'wounds-morale.yaml');
  it('runs without a refusal', () => expect(run.error).toBeUndefined());
  it('the hero: 17 critical WP, 1 for acting while dying, bleeding each round, hit to −11, dead on the bleed at −12', () => {
    expect(run.summary.combatants.hero).toMatchObject({
      stress: 0,
      wp: -12,
      dead: true,
      wounds: [17, 1, 1, 4, 1],
      injuries: ['GM chooses (chopping)'],
    });
  });
  it('armour off each hit; Stress before WP', () => {
    expect(run.summary.combatants.squire).toMatchObject({ stress: 0, wp: 7, wounds: [3] });
    expect(run.summary.combatants.orc).toMatchObject({ stress: 0, wp: 3, wounds: [9] });
    expect(run.summary.combatants.gob).toMatchObject({ stress: 2, wp: 8 });
  });
  it('morale: 13 vs 12 after the big hit; 14 vs an Intimidation of 14 holds; nobody else checks', () => {
    const morale = run.session.events
      .filter((e) => e.type === 'morale')
      .map((e) => [e.round, e.actor, e.detail?.total, e.detail?.tn, e.detail?.passed]);
    expect(morale).toEqual([
      [1, 'orc', 13, 12, true],
      [3, 'gob', 14, 14, true],
    ]);
    expect(run.session.state.ended).toBe(false);
  });
});

describe('hand-computed scenarios through `fray resolve`', () => {
  itResolvesThroughCliLoader(system, ID, ['declared-order.yaml', 'wounds-morale.yaml']);
});
