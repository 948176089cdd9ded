// Budget arithmetic as properties: a legal build stays legal whatever rewards follow; a build that
// spends what a reward gave fails once that reward is removed.
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { witchhammerTables } from '../engine/systems/witchhammer/tables.js';
import { available, POINT_KINDS, spent, unspent } from './budget.js';

const t = witchhammerTables.parse(
  parse(readFileSync(new URL('../cards/witchhammer/system.yaml', import.meta.url), 'utf8')),
).campaign!;
const kinds = Object.keys(t.rewards);
const rewardsArb = fc.array(
  fc.constantFrom(...kinds).map((kind) => ({ kind, note: 'n' })),
  { maxLength: 12 },
);

/** A build spending exactly `n` of each kind of point (techniques are distinct ids, focus free). */
function buildSpending(n: Record<string, number>) {
  return {
    attributes: { attack: n.attribute! },
    schools: { 'iron-vigil': n.school! },
    techniques: ['focus', ...Array.from({ length: n.technique! }, (_, i) => `technique-${i}`)],
    traits: { con: n.trait! },
  };
}

describe('the point budget', () => {
  it("the seed's creation points and rewards", () => {
    expect(t.creation).toEqual({ attribute: 4, school: 1, technique: 4, trait: 2 });
    expect(available(t, [{ kind: 'witch' }])).toEqual({ attribute: 5, school: 2, technique: 6, trait: 2 });
    // A hunt and a retreat each earn 1 Technique point; defeating the monster, 1 Trait point.
    expect(available(t, [{ kind: 'hunt' }, { kind: 'retreat' }, { kind: 'defeat' }])).toEqual({
      attribute: 4,
      school: 1,
      technique: 6,
      trait: 3,
    });
    expect(available(t, [{ kind: 'defeat' }])).toEqual({ attribute: 4, school: 1, technique: 4, trait: 3 });
    expect(
      spent(t, {
        attributes: { attack: 2 },
        schools: { a: 2 },
        techniques: ['focus', 'x', 'x', 'y'],
        traits: { con: 2 },
      }),
    ).toEqual({ attribute: 2, school: 2, technique: 2, trait: 2 });
  });

  it('any legal build plus any reward sequence stays legal', () => {
    fc.assert(
      fc.property(rewardsArb, rewardsArb, fc.double({ min: 0, max: 1, noNaN: true }), (before, after, share) => {
        const have = available(t, before);
        const build = buildSpending(Object.fromEntries(POINT_KINDS.map((k) => [k, Math.floor(have[k] * share)])));
        expect(Object.values(unspent(t, { ...build, rewards: before })).every((n) => n >= 0)).toBe(true);
        expect(Object.values(unspent(t, { ...build, rewards: [...before, ...after] })).every((n) => n >= 0)).toBe(true);
      }),
    );
  });

  it('removing a reward from a build that spent everything makes it over budget', () => {
    fc.assert(
      fc.property(
        rewardsArb.filter((r) => r.length > 0),
        fc.nat(),
        (rewards, pick) => {
          const build = buildSpending(available(t, rewards));
          const i = pick % rewards.length;
          const fewer = rewards.filter((_, j) => j !== i);
          const left = unspent(t, { ...build, rewards: fewer });
          // The removed reward gave something, so some kind is now overspent by exactly that.
          for (const k of POINT_KINDS) expect(left[k]).toBe(0 - (t.rewards[rewards[i]!.kind]![k] ?? 0) || 0);
          expect(Object.values(left).some((n) => n < 0)).toBe(true);
        },
      ),
    );
  });
});
