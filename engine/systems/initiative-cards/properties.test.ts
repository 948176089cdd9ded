// fast-check invariants of initiative-cards fights: random participants, groups, ambushes and attacks.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { apply, startSession, type Session } from '../../core/session.js';
import { plugin } from './plugin.js';
import { initiativeCardsTables } from './tables.js';
import type { CombatantSetup, IcAction, IcState } from './types.js';

const tables = initiativeCardsTables.parse(
  parse(readFileSync(new URL('../../../cards/initiative-cards/system.yaml', import.meta.url), 'utf8')),
);

const fightArb = fc.record({
  people: fc.array(
    fc.record({
      side: fc.constantFrom('players', 'monsters'),
      group: fc.constantFrom(undefined, 'g1', 'g2'),
      limit: fc.integer({ min: 1, max: 6 }),
    }),
    { minLength: 2, maxLength: 12 },
  ),
  ambush: fc.constantFrom(undefined, 'success', 'failure', 'automatic'),
  seed: fc.integer({ min: 0, max: 1_000_000 }),
  choices: fc.array(fc.nat(), { minLength: 300, maxLength: 300 }),
});

function build(people: { side: string; group: string | undefined; limit: number }[]): CombatantSetup[] {
  // A group holds one side only: its first member's.
  const groupSide: Record<string, string> = {};
  return people.map((p, i) => {
    const side = p.group ? (groupSide[p.group] ??= p.side) : p.side;
    return {
      id: `c${i}`,
      side,
      ...(p.group ? { group: p.group } : {}),
      harm_limit: p.limit,
      weapons: [{ id: 'w', damage: 1 }],
    };
  });
}

/**
 * The deck holds the cards 1–10 and an ambush draws one extra, so more than 9 holders can run out of
 * cards. Such draws are skipped with fc.pre, which fast-check counts (and fails on when too many
 * are skipped), rather than passed without a check.
 */
function fits(cs: CombatantSetup[]): boolean {
  return new Set(cs.map((c) => c.group ?? c.id)).size <= 9;
}

function play(
  cs: CombatantSetup[],
  ambush: string | undefined,
  seed: number,
  choices: number[],
): Session<IcState, IcAction> {
  fc.pre(fits(cs));
  let s = startSession<IcState, IcAction>(
    plugin.init({
      tables,
      combatants: cs,
      seed,
      ...(ambush ? { ambush: { side: 'players', result: ambush as 'success' } } : {}),
    }),
  );
  let k = 0;
  const pick = (n: number) => choices[k++ % choices.length]! % n;
  const go = (a: IcAction) => {
    const r = apply(plugin, s, a);
    if (r.error) throw new Error(`${JSON.stringify(a)}: ${r.error.code} ${r.error.message}`);
    s = r.session;
  };
  for (let round = 0; round < 4 && !s.state.ended; round++) {
    for (let guard = 0; guard < 40; guard++) {
      const now = plugin.view(s.state).actingNow;
      if (!now.length) break;
      const me = s.state.combatants[now[0]!]!;
      const foes = s.state.ids.filter((id) => {
        const f = s.state.combatants[id]!;
        return f.side !== me.side && !f.out && !f.fled;
      });
      if (foes.length && me.slowUsed < s.state.holders[me.holder]!.cards.length && pick(3) > 0) {
        const target = foes[pick(foes.length)]!;
        const t = s.state.combatants[target]!;
        const canReact = t.fastUsed + t.slowUsed < 2 * s.state.holders[t.holder]!.cards.length && pick(2) === 0;
        go({
          type: 'maneuver',
          combatant: me.id,
          maneuver: 'attack',
          target,
          successes: pick(4),
          ...(canReact ? { reaction: { maneuver: 'dodge', successes: pick(3) } } : {}),
        });
      }
      go({ type: 'end-turn', combatant: me.id });
    }
    go({ type: 'end-round' });
  }
  return s;
}

describe('initiative-cards properties', () => {
  it("every card holder still fighting appears in each round's order exactly once per card, lowest first", () => {
    fc.assert(
      fc.property(fightArb, ({ people, ambush, seed, choices }) => {
        const cs = build(people);
        const s = play(cs, ambush, seed, choices);
        for (const e of s.events.filter((x) => x.type === 'order')) {
          const slots = e.detail!.slots as { card: number; members: string[] }[];
          const cards = slots.map((x) => x.card);
          expect(cards).toEqual([...cards].sort((a, b) => a - b));
          expect(new Set(cards).size).toBe(cards.length);
          const members = slots.flatMap((x) => x.members);
          expect(new Set(members).size).toBe(members.length);
        }
        // Each fighting combatant got its turn in every round it started in the fight.
        const rounds = new Set(s.events.map((e) => e.round));
        for (const round of rounds) {
          const order = s.events.find((e) => e.type === 'order' && e.round === round);
          if (!order) continue;
          const listed = (order.detail!.slots as { members: string[] }[]).flatMap((x) => x.members);
          const ended = new Set(
            s.events
              .filter((e) => e.round === round && (e.type === 'end-turn' || e.type === 'pass'))
              .map((e) => e.actor),
          );
          for (const m of listed) expect(ended.has(m), `${m} in round ${round}`).toBe(true);
        }
      }),
      { numRuns: 80 },
    );
  });

  it('Harm never goes down from an attack', () => {
    fc.assert(
      fc.property(fightArb, ({ people, ambush, seed, choices }) => {
        const s = play(build(people), ambush, seed, choices);
        for (const e of s.events.filter((x) => x.type === 'harm')) {
          for (const [k, v] of Object.entries(e.changes ?? {}))
            if (!k.endsWith('.out')) expect(v[1] as number).toBeGreaterThanOrEqual(v[0] as number);
        }
      }),
      { numRuns: 80 },
    );
  });
});
