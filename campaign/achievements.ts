// Character Achievements (seed 000), counted from a resolved fight's event log (`fray resolve
// --json`): kills, battles with a wound, times brought to a threshold Health or below, critical hits in a
// row, kills of a monster that killed a player character, and kills at a threshold penalty or worse (the thresholds: campaign.yaml).
// Pure: the log in, the counts per player character out.
import type { WitchhammerCampaign } from '../engine/systems/witchhammer/campaign-schema.js';

export interface FightEvent {
  readonly type: string;
  readonly actor?: string;
  readonly target?: string;
  readonly card?: string;
  readonly rolls?: readonly { readonly die: number; readonly value: number; readonly purpose?: string }[];
  readonly changes?: Readonly<Record<string, readonly [unknown, unknown]>>;
  readonly detail?: Readonly<Record<string, unknown>>;
}

export interface FightCombatant {
  readonly side: string;
  readonly health: number;
  readonly max_health: number;
  readonly dead: boolean;
  readonly down?: boolean;
  readonly afflictions?: readonly string[];
  readonly wounds?: number;
  readonly card?: string;
}

export type Measure = WitchhammerCampaign['achievements'][number]['measure'];

export interface FightTally {
  /** Per player character: what this fight adds to each measure (crit-streak: its best run). */
  readonly counts: Record<string, Partial<Record<Measure, number>>>;
  /** Monsters (combatant ids) that killed a player character in this fight. */
  readonly pcKillers: string[];
}

// WitchHammer's sides are `players` and `gm`.
const isPc = (c: FightCombatant | undefined) => c?.side === 'players';

/**
 * Counts one fight. `killersBefore`: monsters (by combatant id) known to have killed a player
 * character in earlier fights. `lowHealth` / `hellsHeart`: the achievements' thresholds (campaign.yaml);
 * undefined when the catalog has no such achievement, and then that measure is not counted.
 */
export function tallyFight(
  events: readonly FightEvent[],
  combatants: Readonly<Record<string, FightCombatant>>,
  killersBefore: readonly string[],
  lowHealth: number | undefined,
  hellsHeart: number | undefined,
): FightTally {
  const counts: Record<string, Partial<Record<Measure, number>>> = {};
  const add = (id: string, m: Measure, n = 1) => {
    const c = (counts[id] ??= {});
    c[m] = (c[m] ?? 0) + n;
  };
  const penalty = new Map<string, number>();
  const streak = new Map<string, number>();
  const best = new Map<string, number>();
  const wounded = new Set<string>();
  const downedBy = new Map<string, string>();
  const killed: { by: string; victim: string }[] = [];
  for (const e of events) {
    if (e.type === 'attack' && e.actor && isPc(combatants[e.actor])) {
      // A critical hit is a natural 20 on the attack die (the seed's "20: Crit!").
      const d = e.rolls?.find((r) => r.purpose === 'attack');
      if (d) {
        const run = d.value === d.die ? (streak.get(e.actor) ?? 0) + 1 : 0;
        streak.set(e.actor, run);
        best.set(e.actor, Math.max(best.get(e.actor) ?? 0, run));
      }
    }
    for (const [key, [from, to]] of Object.entries(e.changes ?? {})) {
      const dot = key.lastIndexOf('.');
      const id = key.slice(0, dot);
      const field = key.slice(dot + 1);
      if (field === 'penalty' && typeof to === 'number') penalty.set(id, to);
      if (field === 'health' && typeof from === 'number' && typeof to === 'number') {
        if (isPc(combatants[id])) {
          if (to < from) wounded.add(id);
          if (lowHealth !== undefined && from > lowHealth && to <= lowHealth) add(id, 'low-health');
        }
      }
      if (field === 'down' && from === false && to === true && e.actor && e.actor !== id) {
        downedBy.set(id, e.actor);
        if (isPc(combatants[e.actor]) && !isPc(combatants[id])) killed.push({ by: e.actor, victim: id });
      }
    }
  }
  for (const id of wounded) add(id, 'wounded-battles');
  for (const [id, n] of best) if (n > 0) counts[id] = { ...(counts[id] ?? {}), 'crit-streak': n };
  // A monster that downed a player character who ended the fight dead (the death's-door save failed)
  // killed them. Revenge is "kill a Monster that has killed a PC": that one monster, known by its
  // combatant id in this fight and later ones — not every monster made from the same card.
  const pcKillers = [
    ...new Set(
      [...downedBy]
        .filter(([pc, by]) => isPc(combatants[pc]) && combatants[pc]!.dead && !isPc(combatants[by]))
        .map(([, by]) => by),
    ),
  ];
  const killers = new Set([...killersBefore, ...pcKillers]);
  for (const k of killed) {
    add(k.by, 'kills');
    if (killers.has(k.victim)) add(k.by, 'revenge-kills');
    if (hellsHeart !== undefined && (penalty.get(k.by) ?? 0) >= hellsHeart) add(k.by, 'hells-heart');
  }
  return { counts, pcKillers };
}

/** Progress after a fight: sums, except a streak, which keeps the best run. */
export function addProgress(before: number, m: Measure, n: number): number {
  return m === 'crit-streak' ? Math.max(before, n) : before + n;
}

/** Tiers reached: the 1-based tier numbers whose count `after` meets and `before` did not. */
export function tiersReached(tiers: readonly number[], before: number, after: number): number[] {
  return tiers.flatMap((t, i) => (before < t && after >= t ? [i + 1] : []));
}
