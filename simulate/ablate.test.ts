// --ablate against an exact answer. A hero (3 Health, no Poise) who picks Jab or Strike at random
// fights an imp (1 Health) that always Claws. The win rates with and without Jab are solved here by
// a Markov chain over the hero's Health, written from the rules' text (attack − defense + d20 +
// adjustment over the threshold hits, the excess is lost Health, one penalty point per Health
// group lost, higher init acts first), not by the simulator. The simulator's 95 % interval for
// the change must contain the exact change.
import { beforeAll, describe, expect, it } from 'vitest';
import type { WitchhammerTables } from '../engine/systems/witchhammer/tables.js';
import type { PlayCard } from '../engine/systems/witchhammer/types.js';
import { ablationVariants } from './ablate.js';
import type { SimMatchup } from './fight.js';
import { buildResults } from './results.js';
import { runFights } from './run-fights.js';
import { bundledInput } from './test-kit.js';

let t: WitchhammerTables;
beforeAll(async () => {
  t = (await bundledInput()).tables as WitchhammerTables;
});

const JAB = { attack: 0, init: 2 };
const STRIKE = { attack: 6, init: 0 };
const CLAW = { attack: 2, init: 1 };
const HERO_HEALTH = 3;
const ROUNDS = 10;

function matchup(tables: WitchhammerTables): SimMatchup {
  const base = { defense: 0, once_per_combat: false, poise_only: false, target: 'chosen' } as const;
  const cards: PlayCard[] = [
    { ...base, id: 'jab', type: 'action', name: 'Jab', ...JAB },
    { ...base, id: 'strike', type: 'action', name: 'Strike', ...STRIKE },
    { ...base, id: 'claw', type: 'action', name: 'Claw', ...CLAW },
    {
      id: 'steady',
      type: 'stance',
      name: 'Steady',
      attack: 0,
      defense: 0,
      init: 0,
      once_per_combat: false,
      poise_only: false,
    },
  ];
  return {
    name: 'hero against imp',
    tables,
    cards,
    sides: [
      {
        name: 'hero',
        side: 'players',
        policy: 'random',
        combatants: [
          {
            id: 'hero',
            side: 'players',
            maxPoise: 0,
            maxHealth: HERO_HEALTH,
            actions: ['jab', 'strike'],
            stances: ['steady'],
          },
        ],
      },
      {
        name: 'imp',
        side: 'gm',
        policy: 'random',
        combatants: [{ id: 'imp', side: 'gm', maxPoise: 0, maxHealth: 1, actions: ['claw'], stances: ['steady'] }],
      },
    ],
    maxRounds: ROUNDS,
    timerMiss: 0,
    alternateSides: false,
  };
}

/** P(excess = k) for k ≥ 1 of one attack with attack − defense = net (k = 0: a miss). */
function excess(net: number): Map<number, number> {
  const out = new Map<number, number>();
  for (let f = 1; f <= t.attack.die; f++) {
    const total = net + f + (t.d20_adjustments[String(f)] ?? 0);
    const k = Math.max(0, total - t.attack.hit_threshold);
    out.set(k, (out.get(k) ?? 0) + 1 / t.attack.die);
  }
  return out;
}

/** The hero's win probability by the round limit, playing each of `cards` with equal chance. */
function exactHeroWin(cards: readonly { attack: number; init: number }[]): number {
  // State: the hero's Health (the imp, at 1 Health, falls to any hit). With 3 Health and 10
  // penalty groups, each group is 1 Health: the penalty is the Health lost.
  let dist = new Map<number, number>([[HERO_HEALTH, 1]]);
  let win = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const next = new Map<number, number>();
    const stay = (h: number, p: number): void => void next.set(h, (next.get(h) ?? 0) + p);
    for (const [h, ph] of dist) {
      const penalty = HERO_HEALTH - h;
      for (const card of cards) {
        const p = ph / cards.length;
        const heroHit = 1 - (excess(card.attack - penalty - 0).get(0) ?? 0);
        // The claw against the hero's defense, lowered by the hero's penalty.
        const claw = excess(CLAW.attack - (0 - penalty));
        const clawThen = (q: number): void => {
          for (const [k, pk] of claw) if (h - k > 0) stay(h - k, q * pk); // a miss (k = 0) or a wound that leaves the hero standing
        };
        if (card.init > CLAW.init) {
          win += p * heroHit;
          clawThen(p * (1 - heroHit));
        } else {
          // The imp first: the hero swings only if still standing, and wins if it hits.
          for (const [k, pk] of claw) {
            if (h - k <= 0) continue;
            const h2 = h - k;
            const hit2 = 1 - (excess(card.attack - (HERO_HEALTH - h2)).get(0) ?? 0);
            win += p * pk * hit2;
            stay(h2, p * pk * (1 - hit2));
          }
        }
      }
    }
    dist = next;
  }
  return win;
}

describe('--ablate: removing a card, against an exact Markov chain', () => {
  it('the simulated change in win rate without Jab contains the exact change', () => {
    const m = matchup(t);
    const variants = [{ label: 'all fights' }, ...ablationVariants(m, ['jab'])];
    const N = 20_000;
    const tallies = variants.map((v) => runFights(m, v, 17, 0, N));
    const r = buildResults(m, variants, tallies, 17, N);
    const withJab = exactHeroWin([JAB, STRIKE]);
    const without = exactHeroWin([STRIKE]);
    const base = r.points[0]!.wins[0];
    const a = r.ablations![0]!;
    expect(base.low).toBeLessThanOrEqual(withJab);
    expect(base.high).toBeGreaterThanOrEqual(withJab);
    expect(a.wins[0].low).toBeLessThanOrEqual(without);
    expect(a.wins[0].high).toBeGreaterThanOrEqual(without);
    expect(a.change[0].low).toBeLessThanOrEqual(without - withJab);
    expect(a.change[0].high).toBeGreaterThanOrEqual(without - withJab);
    // The effect is real and the interval narrow enough to say so: the test can fail.
    expect(Math.abs(without - withJab)).toBeGreaterThan(0.03);
    expect(a.change[0].high - a.change[0].low).toBeLessThan(0.04);
    expect(a.clear[0]).toBe(true);
    // Common random numbers: the ablated fights used the same seeds, and Jab is gone from them.
    expect(tallies[1]!.cards['0:jab']).toBeUndefined();
    expect(tallies[0]!.cards['0:jab']!.plays).toBeGreaterThan(0);
  }, 60_000);

  it('refuses a card nobody holds, or one whose holder could not act without it', () => {
    const m = matchup(t);
    expect(() => ablationVariants(m, ['jabb'])).toThrow(/no combatant of this matchup holds `jabb`[\s\S]*/);
    expect(() => ablationVariants(m, ['claw'])).toThrow(/only action card of imp/);
    // One side's decks only: `side/card`.
    expect(ablationVariants(m, ['hero/jab'])).toEqual([{ label: 'without hero/jab', remove: 'jab', removeSide: 0 }]);
    expect(() => ablationVariants(m, ['imp/jab'])).toThrow(/no combatant of imp holds `jab`/);
    expect(() => ablationVariants(m, ['heros/jab'])).toThrow(/no side `heros`[\s\S]*/);
  });
});
