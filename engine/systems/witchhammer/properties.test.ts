// Invariants over random fights: determinism, exact replay and undo, and the damage model.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, replay, startSession, undo, type Session } from '../../core/session.js';
import { card, CARDS, TABLES } from '../../../test/scenarios/witchhammer/kit.js';
import { plugin } from './plugin.js';
import type { CombatantSetup, WhAction, WhState } from './types.js';

const cards = [
  ...CARDS,
  card({ id: 'cut', init: 5, attack: 7, target: 'chosen', on_hit: [{ effect: 'bleed', wounds: 1, rounds: 2 }] }),
  card({ id: 'bash', init: 2, attack: 6, target: 'chosen', on_hit: [{ effect: 'stun', rounds: 1 }] }),
  card({ id: 'shove', init: 6, attack: 9, target: 'chosen', poise_only: true }),
  card({ id: 'smash', init: 1, attack: 14, target: 'chosen', once_per_combat: true }),
];
const ACTIONS = ['sword', 'block', 'focus', 'claw', 'bite', 'cut', 'bash', 'shove', 'smash'];
const STANCES = ['aggressive', 'guard'];

const fighterArb = fc.record({
  side: fc.constantFrom('players', 'gm') as fc.Arbitrary<'players' | 'gm'>,
  maxPoise: fc.integer({ min: 0, max: 40 }),
  maxHealth: fc.integer({ min: 1, max: 30 }),
  attack: fc.integer({ min: -2, max: 4 }),
  defense: fc.integer({ min: -2, max: 4 }),
  init: fc.integer({ min: -2, max: 4 }),
  extraActions: fc.integer({ min: 0, max: 1 }),
});
const intentArb = fc.record({ a: fc.nat(), s: fc.nat(), t: fc.nat(), x: fc.nat(), skip: fc.boolean() });
const fightArb = fc.record({
  seed: fc.integer(),
  fighters: fc.array(fighterArb, { minLength: 2, maxLength: 5 }),
  rounds: fc.array(fc.record({ intents: fc.array(intentArb, { minLength: 5, maxLength: 5 }), timer: fc.boolean() }), {
    minLength: 1,
    maxLength: 6,
  }),
});

type Fight = typeof fightArb extends fc.Arbitrary<infer T> ? T : never;

function initial(f: Fight): WhState {
  const combatants: CombatantSetup[] = f.fighters.map((x, i) => ({ id: `f${i}`, ...x, skills: { con: 1 } }));
  return plugin.init({ tables: TABLES, cards, combatants, seed: f.seed });
}

/** What a driven fight did: the actions tried and those the engine refused (by error code). */
interface Played {
  readonly session: Session<WhState, WhAction>;
  readonly tried: number;
  readonly rejected: Record<string, number>;
  /** Rounds played: the fight's rounds, or fewer when one side fell (the engine ends the fight there). */
  readonly rounds: number;
}

/** Drives a fight; rejected actions are not logged (the session stays as it was) but counted. */
function drive(f: Fight): Played {
  let s = startSession<WhState, WhAction>(initial(f));
  const n = f.fighters.length;
  let tried = 0;
  const rejected: Record<string, number> = {};
  const tryApply = (a: WhAction) => {
    const r = apply(plugin, s, a);
    tried++;
    if (r.error) rejected[r.error.code] = (rejected[r.error.code] ?? 0) + 1;
    else s = r.session;
  };
  let rounds = 0;
  for (const round of f.rounds) {
    if (s.state.fightOver) break;
    rounds++;
    f.fighters.forEach((fighter, i) => {
      const intent = round.intents[i % round.intents.length]!;
      if (intent.skip && round.timer) return;
      // Extra actions only for those who have them: other plays with extras are refused, and a fight of refused plays proves nothing.
      const extra =
        intent.x % 2 && fighter.extraActions > 0
          ? [{ action: ACTIONS[(intent.a + 1) % ACTIONS.length]!, target: `f${(intent.t + 1) % n}` }]
          : [];
      tryApply({
        type: 'play',
        combatant: `f${i}`,
        action: ACTIONS[intent.a % ACTIONS.length]!,
        stance: STANCES[intent.s % 2]!,
        target: `f${intent.t % n}`,
        extra,
      });
    });
    if (round.timer) tryApply({ type: 'timer-expired' });
    tryApply({ type: 'reveal' });
    while (s.state.phase === 'resolve') {
      const r = apply(plugin, s, { type: 'resolve-next' });
      if (r.error) throw new Error(r.error.message);
      s = r.session;
    }
  }
  tryApply({ type: 'end-combat' });
  return { session: s, tried, rejected, rounds };
}

const play = (f: Fight): Session<WhState, WhAction> => drive(f).session;

const runs = { numRuns: 60 };

describe('engine invariants (fast-check)', () => {
  // The invariants below hold vacuously if the driven fights never get going: check that they do.
  it('the random fights progress: plays are accepted, every round is revealed and resolved, damage is dealt', () => {
    const fights = fc.sample(fightArb, { seed: 20_251_126, numRuns: 200 });
    let tried = 0;
    let refused = 0;
    let withDamage = 0;
    for (const f of fights) {
      const p = drive(f);
      tried += p.tried;
      refused += Object.values(p.rejected).reduce((a, b) => a + b, 0);
      // A down fighter may not play, and a once-per-combat card only once: nothing else is refused.
      expect(
        Object.keys(p.rejected).filter((c) => c !== 'combat/actor-down' && c !== 'card/once-per-combat-used'),
      ).toEqual([]);
      expect(p.session.log.filter((a) => a.type === 'reveal').length).toBe(p.rounds);
      expect(p.rounds === f.rounds.length || p.session.state.fightOver).toBe(true);
      expect(p.session.log.some((a) => a.type === 'resolve-next')).toBe(true);
      expect(p.session.state.ended).toBe(true);
      if (p.session.events.some((e) => e.type === 'damage')) withDamage++;
    }
    expect(refused / tried).toBeLessThan(0.2);
    expect(withDamage / fights.length).toBeGreaterThan(0.8);
  });

  it('the same seed and actions give the same state', () => {
    fc.assert(
      fc.property(fightArb, (f) => {
        expect(play(f).state).toEqual(play(f).state);
      }),
      runs,
    );
  });

  it('replay(initial, log) rebuilds the state and the events exactly', () => {
    fc.assert(
      fc.property(fightArb, (f) => {
        const s = play(f);
        const r = replay(plugin, s.initial, s.log);
        expect(r.state).toEqual(s.state);
        expect(r.events).toEqual(s.events);
        // and through JSON, as a saved fight would be
        const j = JSON.parse(JSON.stringify({ initial: s.initial, log: s.log }));
        expect(JSON.parse(JSON.stringify(replay(plugin, j.initial, j.log).state))).toEqual(
          JSON.parse(JSON.stringify(s.state)),
        );
      }),
      runs,
    );
  });

  it('undo(step(s)) equals s', () => {
    fc.assert(
      fc.property(fightArb, fc.nat(), (f, k) => {
        const s = play(f);
        if (s.log.length === 0) return;
        const cut = k % s.log.length;
        const before = replay(plugin, s.initial, s.log.slice(0, cut));
        const after = apply(plugin, before, s.log[cut]!);
        expect(after.error).toBeUndefined();
        expect(undo(plugin, after.session).state).toEqual(before.state);
      }),
      runs,
    );
  });

  it('Poise is never negative; Health never rises from damage; damage applied = Poise lost + Health lost', () => {
    fc.assert(
      fc.property(fightArb, (f) => {
        const s = play(f);
        for (const c of s.state.combatants) expect(c.poise).toBeGreaterThanOrEqual(0);
        for (const e of s.events) {
          if (e.type !== 'damage' && e.type !== 'wounds') continue;
          const id = e.target!;
          const [p0, p1] = (e.changes![`${id}.poise`] ?? [0, 0]) as [number, number];
          const [h0, h1] = (e.changes![`${id}.health`] ?? [0, 0]) as [number, number];
          expect(p1).toBeGreaterThanOrEqual(0);
          expect(h1).toBeLessThanOrEqual(h0);
          expect(p1).toBeLessThanOrEqual(p0);
          if (e.type === 'damage') {
            const d = e.detail as { damage: number; toPoise: number; toHealth: number; poiseOnly: boolean };
            expect(d.toPoise + d.toHealth).toBe(p0 - p1 + (h0 - h1));
            if (!d.poiseOnly) expect(d.toPoise + d.toHealth).toBe(d.damage);
            else expect(d.toHealth).toBe(0);
          }
        }
      }),
      runs,
    );
  });
});
