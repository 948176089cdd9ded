// The team-turns plugin: zod-free so the browser extension can import it.
import {
  fail,
  requireTypedDiceUsed,
  SCHEMA_VERSION,
  seedDice,
  useFirst,
  type EngineEvent,
  type SystemPlugin,
} from '../../core/index.js';
import { applyDamage } from './damage.js';
import { settle, startRound } from './order.js';
import { deflection, find, mayTakeTurn, update } from './rules.js';
import { act, endTurn, react, triggered } from './act.js';
import { takeTurn } from './turn.js';
import type { Item, TtAction, TtCombatant, TtSetup, TtState } from './types.js';
import { view } from './view.js';

/**
 * "If an item does not have a listed durability and it is made of metal, it has a durability of 10.
 * Otherwise, it has a durability of 4." An item whose material is not given is not metal.
 */
function withDurability<I extends Item>(t: TtSetup['tables'], item: I): I & { durability: number } {
  return {
    ...item,
    durability: item.durability ?? (item.material === 'metal' ? t.items.durability.metal : t.items.durability.other),
  };
}

export function init(setup: TtSetup): TtState {
  const t = setup.tables;
  const seen = new Set<string>();
  const combatants: TtCombatant[] = setup.combatants.map((c, i) => {
    if (seen.has(c.id))
      fail('setup/duplicate-combatant', `combatant '${c.id}' is listed twice`, { path: ['combatants', i, 'id'] });
    seen.add(c.id);
    const maxEndurance = c.maxEndurance ?? c.endurance;
    const maxHealth = c.maxHealth ?? c.health;
    if (c.endurance > maxEndurance || c.health > maxHealth)
      fail('setup/bad-track', `${c.id} starts above its maximum`, { path: ['combatants', i] });
    return {
      id: c.id,
      name: c.name ?? c.id,
      team: c.team,
      endurance: c.endurance,
      maxEndurance,
      health: c.health,
      maxHealth,
      constitution: c.constitution,
      evasion: c.evasion ?? 0,
      reduction: c.reduction ?? {},
      stamina: c.stamina ?? null,
      focus: c.focus ?? null,
      weapons: Object.fromEntries(Object.entries(c.weapons ?? {}).map(([k, w]) => [k, withDurability(t, w)])),
      shield: c.shield ? withDurability(t, c.shield) : null,
      parry: c.parry ?? null,
      fortify: c.fortify ?? null,
      dodge: c.dodge ?? null,
      resist: c.resist ?? null,
      effects: c.effects ?? [],
      readied: null,
      unsurprisable: c.unsurprisable ?? false,
      unconscious: c.unconscious ?? c.health === 0,
      dead: c.dead ?? false,
      deathDifficulty: c.deathDifficulty ?? t.death.luck_difficulty,
      tookTurn: false,
      reactionsLeft: t.turn.reactions,
      attacksThisRound: 0,
      defenceBonus: 0,
      prone: c.prone ?? false,
      inCover: c.inCover ?? false,
      size: c.size ?? t.size.default,
      extended: null,
    };
  });
  const teams = setup.teams?.length ? [...setup.teams] : [...new Set(combatants.map((c) => c.team))];
  for (const [i, c] of combatants.entries()) {
    if (!teams.includes(c.team))
      fail('setup/unknown-team', `${c.id}'s team '${c.team}' is not in the team order`, {
        path: ['combatants', i, 'team'],
      });
  }
  if (teams.length < 2) fail('setup/one-team', 'a fight needs at least two teams', { path: ['combatants'] });
  if (setup.surprise !== undefined && !teams.includes(setup.surprise))
    fail('setup/unknown-team', `no team '${setup.surprise}'`, { path: ['surprise'] });
  return {
    schemaVersion: SCHEMA_VERSION,
    system: 'team-turns',
    round: 0,
    dice: seedDice(setup.seed, setup.dice ?? []),
    ended: false,
    tables: t,
    teams,
    surprise: setup.surprise ?? null,
    combatants,
    phase: 'between',
    current: -1,
    active: null,
    pending: null,
  };
}

export function step(state: TtState, action: TtAction): { state: TtState; events: readonly EngineEvent[] } {
  // An attack waiting for its target's answer holds everything else up.
  if (state.pending && action.type !== 'react' && action.type !== 'end-fight') {
    const p = state.pending;
    fail('combat/reaction-pending', `${p.spec.target} answers ${p.attacker}'s attack first`, {
      path: ['type'],
      hint: 'react (dodge, parry, block, intercept) or take the hit',
    });
  }
  // A turn under way is the only one: no whole turn, no new round, until it ends.
  if (state.active && (action.type === 'turn' || action.type === 'start-round')) {
    fail('combat/turn-under-way', `${state.active.actor} is taking its turn`, {
      path: ['type'],
      hint: 'end that turn first',
    });
  }
  const r = dispatch(state, action);
  requireTypedDiceUsed(state.dice, r.state.dice, action);
  return r;
}

/**
 * GM damage with a type: "only physical and elemental damage can be reduced by deflection", by the
 * target's matching reduction, to the attack's minimum (1) as for a hit; typeless is not reduced.
 */
function typedDamage(
  state: TtState,
  targetId: string,
  amount: number,
  type: string | undefined,
): { amount: number; detail: Record<string, unknown> } {
  if (type === undefined) return { amount, detail: {} };
  const t = state.tables;
  const category = t.damage.types[type];
  if (!category)
    fail('combat/unknown-damage-type', `'${type}' is not a damage type`, {
      path: ['damage_type'],
      hint: `types: ${Object.keys(t.damage.types).join(', ')}`,
    });
  const target = find(state, targetId, ['target']);
  const reduction = deflection(state, target, category);
  const dealt = amount > 0 ? Math.max(t.attack.minimum_damage, amount - reduction) : 0;
  return { amount: dealt, detail: { type, category, raw: amount, reduction } };
}

function dispatch(state: TtState, action: TtAction): { state: TtState; events: readonly EngineEvent[] } {
  switch (action.type) {
    case 'start-round':
      return startRound(state);
    case 'turn':
      return takeTurn(state, action.actor, action.actions ?? [], action.abandon ?? false, action.rolls);
    case 'damage': {
      // Damage from any source (a trap, a fall, the GM): it need not be anyone's turn.
      if (state.ended) fail('combat/ended', 'the fight is over');
      if (!Number.isInteger(action.amount) || action.amount < 0)
        fail('combat/bad-amount', 'damage must be a whole number of at least 0', { path: ['amount'] });
      const s = action.rolls?.length ? { ...state, dice: useFirst(state.dice, action.rolls) } : state;
      const typed = typedDamage(s, action.target, action.amount, action.damage_type);
      const r = applyDamage(
        s,
        action.target,
        typed.amount,
        {
          nonlethal: action.nonlethal,
          fortify: action.fortify,
          ...(action.death_luck !== undefined ? { death_luck: action.death_luck } : {}),
        },
        ['target'],
      );
      const [first, ...rest] = r.events;
      return settle(r.state, first ? [{ ...first, detail: { ...first.detail, ...typed.detail } }, ...rest] : []);
    }
    case 'trigger':
      return triggered(state, action);
    case 'wake': {
      if (state.ended) fail('combat/ended', 'the fight is over');
      const c = find(state, action.target, ['target']);
      if (c.dead || !c.unconscious)
        fail('target/not-unconscious', `${c.id} is ${c.dead ? 'dead' : 'conscious'}`, { path: ['target'] });
      return settle(update(state, c.id, { unconscious: false }), [
        { type: 'wake', round: state.round, target: c.id, changes: { [`${c.id}.unconscious`]: [true, false] } },
      ]);
    }
    case 'act':
      return act(state, action);
    case 'end-turn':
      return endTurn(state);
    case 'react':
      return react(state, action);
    case 'end-round': {
      if (state.phase !== 'round' && state.phase !== 'surprise') {
        // A scenario closes every round with `if_running`, also one whose last turn ended it.
        if (action.if_running) return { state, events: [] };
        if (state.ended) fail('combat/ended', 'the fight is over: there is no round to end');
        fail('combat/round-not-started', 'no round is running', { hint: 'start the next round' });
      }
      const skipped = state.combatants.filter((c) => mayTakeTurn(state, c)).map((c) => c.id);
      const events: EngineEvent[] = skipped.map((id) => ({
        type: 'turn-skipped',
        round: state.round,
        actor: id,
        detail: { team: find(state, id, []).team },
      }));
      const s: TtState = {
        ...state,
        combatants: state.combatants.map((c) => (skipped.includes(c.id) ? { ...c, tookTurn: true } : c)),
        current: -1,
        active: null,
      };
      return settle(s, events);
    }
    case 'end-fight':
      if (state.ended) fail('combat/ended', 'the fight is over');
      return {
        state: { ...state, ended: true, phase: 'ended', current: -1, active: null, pending: null },
        events: [{ type: 'fight-end', round: state.round, detail: { winner: null, declared: true } }],
      };
    default:
      return fail('combat/unknown-action', `unknown action '${(action as { type: string }).type}'`, { path: ['type'] });
  }
}

export const plugin: SystemPlugin<TtState, TtSetup, TtAction> = {
  id: 'team-turns',
  name: 'Team Turns',
  init,
  step,
  view,
};
