import { describe, expect, it } from 'vitest';
import type { WitchhammerTables } from '../engine/systems/witchhammer/tables.js';
import { runFights } from './run-fights.js';
import { rate } from './stats.js';
import { bundledInput, certainWin, matchupFrom } from './test-kit.js';

describe('simulated fights', () => {
  it('a side that cannot lose wins exactly 100 %', async () => {
    const { tables } = await bundledInput();
    const t = runFights(certainWin(tables as WitchhammerTables), { label: 'all' }, 3, 0, 500);
    expect(t.fights).toBe(500);
    expect(t.wins).toEqual([500, 0]);
    expect(t.draws).toBe(0);
    // Two heroes drop at most two imps a round and at least one: 2 or 3 rounds for three imps.
    expect(t.rounds.sum).toBeGreaterThanOrEqual(1000);
    expect(t.rounds.sum).toBeLessThanOrEqual(1500);
    const smite = t.cards['0:smite']!;
    // Every smite that resolves hits; the fight ends as the last imp falls, so in a fight's last round the
    // second hero's smite may not resolve (at most one per fight).
    expect(smite).toMatchObject({ attacks: smite.plays, hits: smite.plays, fights: 500, fightsWon: 500 });
    expect(smite.plays).toBeLessThanOrEqual(2 * t.rounds.sum);
    expect(smite.plays).toBeGreaterThanOrEqual(2 * t.rounds.sum - 500);
    expect(smite.plays).toBeLessThan(2 * t.rounds.sum);
  });

  it('a mirror matchup with alternating sides is 50 % within its interval over 20,000 fights', async () => {
    const r = await matchupFrom(`
alternate_sides: true
max_rounds: 100
sides:
  left: { combatants: [grave-ghoul] }
  right: { combatants: [grave-ghoul] }
`);
    if (!r.ok) throw new Error(JSON.stringify(r.problems));
    const t = runFights(r.loaded.matchup, r.loaded.variants[0]!, 11, 0, 20_000);
    const decided = t.wins[0] + t.wins[1];
    const share = rate(t.wins[0], decided);
    expect(decided).toBeGreaterThan(19_000);
    expect(share.low).toBeLessThanOrEqual(0.5);
    expect(share.high).toBeGreaterThanOrEqual(0.5);
    // Without alternation the players side has the edge (it wins initiative ties), so the test can fail.
    const fixed = await matchupFrom(`
max_rounds: 100
sides:
  left: { combatants: [grave-ghoul] }
  right: { combatants: [grave-ghoul] }
`);
    if (!fixed.ok) throw new Error('fixture');
    const u = runFights(fixed.loaded.matchup, fixed.loaded.variants[0]!, 11, 0, 20_000);
    expect(rate(u.wins[0], u.wins[0] + u.wins[1]).low).toBeGreaterThan(0.5);
  }, 60_000);

  it('a fight is a function of its seed and index alone', async () => {
    const r = await matchupFrom(`
timer_miss: 0.1
sides:
  party: { policy: cautious, combatants: [mara-voss, tobin-ashgrove] }
  pack: { policy: random, combatants: [{ character: barrow-wolf, copies: 3 }] }
`);
    if (!r.ok) throw new Error('fixture');
    const { matchup, variants } = r.loaded;
    const whole = runFights(matchup, variants[0]!, 5, 0, 300);
    const a = runFights(matchup, variants[0]!, 5, 0, 120);
    const b = runFights(matchup, variants[0]!, 5, 120, 300);
    expect(a.fights + b.fights).toBe(whole.fights);
    expect(a.wins[0] + b.wins[0]).toBe(whole.wins[0]);
    expect(a.rounds.sq + b.rounds.sq).toBe(whole.rounds.sq);
    expect(runFights(matchup, variants[0]!, 6, 0, 300)).not.toEqual(whole);
  });
});
