// The team-turns damage track: Endurance first, then Health; the consciousness check when
// missing Health exceeds Constitution; unconscious at 0 Health and the luck test against death.
import { fail, useNext, type EngineEvent, type Roll } from '../../core/index.js';
import { able, defenceTest, find, mayReact, rollLuck, spendReaction, update } from './rules.js';
import type { DamageOpts, TtState } from './types.js';

type Path = readonly (string | number)[];

export function applyDamage(
  state: TtState,
  targetId: string,
  amount: number,
  opts: DamageOpts,
  path: Path,
  actor?: string,
): { state: TtState; events: EngineEvent[] } {
  const t = find(state, targetId, path);
  if (t.dead) fail('target/dead', `${t.id} is dead`, { path, hint: 'choose a living target' });
  const changes: Record<string, [unknown, unknown]> = {};
  const rolls: Roll[] = [];
  const detail: Record<string, unknown> = { amount, nonlethal: !!opts.nonlethal };
  const toEndurance = Math.min(t.endurance, amount);
  const overflow = amount - toEndurance;
  const endurance = t.endurance - toEndurance;
  const health = Math.max(0, t.health - overflow);
  if (endurance !== t.endurance) changes[`${t.id}.endurance`] = [t.endurance, endurance];
  if (health !== t.health) changes[`${t.id}.health`] = [t.health, health];
  detail.toEndurance = toEndurance;
  detail.toHealth = overflow;
  let s = update(state, t.id, { endurance, health });

  if (overflow > 0 && health === 0) {
    if (!t.unconscious) changes[`${t.id}.unconscious`] = [false, true];
    s = update(s, t.id, { unconscious: true });
    // Damage beyond the Health left risks death, unless a nonlethal source took the last of it.
    const exceeded = overflow > t.health;
    const risk = exceeded && (!opts.nonlethal || t.health === 0);
    detail.exceeded = exceeded;
    if (risk) {
      if (opts.death_luck !== undefined) {
        if (!Number.isInteger(opts.death_luck) || opts.death_luck < 1 || opts.death_luck > s.tables.luck.die)
          fail('dice/out-of-range', `${opts.death_luck} does not fit a d${s.tables.luck.die}`, {
            path: [...path, 'death_luck'],
          });
        s = { ...s, dice: useNext(s.dice, opts.death_luck) };
      }
      const luck = rollLuck(s, 'death');
      s = luck.state;
      rolls.push(luck.roll);
      const { bonus_at, bonus } = s.tables.luck;
      const total = luck.roll.value + (luck.roll.value >= bonus_at ? bonus : 0);
      const cheated = total >= t.deathDifficulty;
      detail.death = { roll: luck.roll.value, total, difficulty: t.deathDifficulty, cheated };
      if (cheated) {
        const next = t.deathDifficulty + s.tables.death.cheat_increase;
        s = update(s, t.id, { deathDifficulty: next });
        changes[`${t.id}.deathDifficulty`] = [t.deathDifficulty, next];
      } else {
        s = update(s, t.id, { dead: true });
        changes[`${t.id}.dead`] = [false, true];
      }
    }
  } else if (overflow > 0 && able(t) && t.maxHealth - health > t.constitution) {
    const c = find(s, t.id, path);
    const missing = t.maxHealth - health;
    const choice = opts.fortify;
    let result: Record<string, unknown>;
    if (choice === false || (choice === undefined && (!c.fortify || !mayReact(s, c, 'fortify')))) {
      result = {
        difficulty: missing,
        fortified: false,
        reason:
          choice === false
            ? 'chose to fall unconscious'
            : !c.fortify
              ? 'no fortify test given'
              : 'no reaction or stamina left',
      };
    } else {
      const before = c;
      s = spendReaction(s, c, 'fortify', [...path, 'fortify']);
      const after = find(s, t.id, path);
      if (after.stamina !== before.stamina) changes[`${t.id}.stamina`] = [before.stamina, after.stamina];
      let total: number;
      if (typeof choice === 'number') total = choice;
      else {
        if (!c.fortify)
          fail('scenario/no-fortify-test', `${t.id} has no fortify test to roll`, {
            path: [...path, 'fortify'],
            hint: 'give the combatant `fortify: { dice: [d6, d4], bonus: 1 }` or type the result',
          });
        // A defence test: the luck die adds +4 on a 20, Guard its bonus.
        const r = defenceTest(s, c, c.fortify, 'fortify');
        s = r.state;
        rolls.push(...r.rolls);
        total = r.total;
      }
      result = { difficulty: missing, total, fortified: total >= missing };
    }
    detail.consciousness = result;
    if (!result.fortified) {
      s = update(s, t.id, { unconscious: true });
      changes[`${t.id}.unconscious`] = [false, true];
    }
  }
  return {
    state: s,
    events: [{ type: 'damage', round: s.round, ...(actor ? { actor } : {}), target: t.id, rolls, changes, detail }],
  };
}
