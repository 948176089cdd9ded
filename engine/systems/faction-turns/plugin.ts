// The faction-turns plugin (seed 001): zod-free so the browser extension can import it.
import { enqueue, fail, requireTypedDiceUsed, roll, SCHEMA_VERSION, seedDice, type EngineEvent, type SystemPlugin } from '../../core/index.js';
import { finalBlow, resolveAttack } from './attack.js';
import { resolveMorale } from './morale.js';
import { afterTurn, assertTurnPhase, pass, startRound } from './order.js';
import { currentFaction, find, fighting, mayTakeTurn, update } from './rules.js';
import type { FtAction, FtCombatant, FtSetup, FtState, TurnStep } from './types.js';
import { view } from './view.js';

export function init(setup: FtSetup): FtState {
  const t = setup.tables;
  const seen = new Set<string>();
  const combatants: FtCombatant[] = setup.combatants.map((c, i) => {
    if (seen.has(c.id)) fail('setup/duplicate-combatant', `combatant '${c.id}' is listed twice`, { path: ['combatants', i, 'id'] });
    seen.add(c.id);
    const maxHealth = c.maxHealth ?? c.health;
    if (c.health > maxHealth) fail('setup/bad-health', `${c.id} has more health than its maximum`, { path: ['combatants', i, 'health'] });
    return {
      id: c.id,
      name: c.name ?? c.id,
      faction: c.faction,
      group: c.group ?? c.faction,
      wit: c.wit,
      agi: c.agi,
      str: c.str,
      health: c.health,
      maxHealth,
      armour: c.armour ?? 0,
      damage: c.damage ?? t.attack.unarmed_die,
      immuneToFear: c.immuneToFear ?? false,
      concealed: c.concealed ?? false,
      status: c.health > 0 ? 'fighting' : 'incapacitated',
      spent: null,
      moraleExempt: false,
      broken: false,
      hurtThisRound: false,
      conditions: [],
    };
  });
  const factions = setup.factions?.length ? [...setup.factions] : [...new Set(combatants.map((c) => c.faction))];
  for (const [i, c] of combatants.entries()) {
    if (!factions.includes(c.faction)) fail('setup/unknown-faction', `${c.id}'s faction '${c.faction}' is not listed`, { path: ['combatants', i, 'faction'] });
  }
  if (factions.length < 2) fail('setup/one-faction', 'a fight needs at least two factions', { path: ['combatants'] });
  let dice = seedDice(setup.seed, setup.dice ?? []);
  let initiative = setup.initiative;
  let initiativeRoll = null;
  if (initiative === undefined) {
    // Nobody clearly started the fight: a die with one face per faction decides.
    const [d, r] = roll(dice, factions.length, 'initiative');
    dice = d;
    initiativeRoll = r;
    initiative = factions[r.value - 1]!;
  } else if (!factions.includes(initiative)) {
    fail('setup/unknown-faction', `initiative faction '${initiative}' has no combatants`, { path: ['initiative'], hint: `factions: ${factions.join(', ')}` });
  }
  const groups: Record<string, number> = {};
  for (const c of combatants) groups[c.group] = (groups[c.group] ?? 0) + 1;
  return {
    schemaVersion: SCHEMA_VERSION,
    system: 'faction-turns',
    round: 0,
    dice,
    ended: false,
    tables: t,
    fastSlow: setup.fastSlow ?? false,
    declarationLimit: setup.declarationLimit ?? false,
    factions,
    initiative,
    initiativeRoll,
    groups,
    combatants,
    phase: 'between',
    rotation: factions,
    current: 0,
    passes: 0,
    fat: null,
    moraleDue: [],
  };
}

function takeTurn(state: FtState, actorId: string, steps: readonly TurnStep[], typed: readonly number[] | undefined, timeout: boolean) {
  assertTurnPhase(state);
  const actor = find(state, actorId, ['actor']);
  const f = currentFaction(state)!;
  if (actor.faction !== f) fail('combat/not-your-turn', `it is ${f}'s turn, not ${actor.faction}'s`, { path: ['actor'], hint: `pick a character of ${f}, or pass` });
  if (!mayTakeTurn(state, actor)) {
    const why = !fighting(actor)
      ? `${actor.id} is ${actor.status}`
      : actor.spent
        ? `${actor.id} has already spent its turn this round (${actor.spent})`
        : `${actor.id}'s ${state.tables.fast_slow.attribute.toUpperCase()} ${actor[state.tables.fast_slow.attribute]} is below the fast action threshold ${state.fat}`;
    fail('combat/cannot-act', why, { path: ['actor'], hint: state.phase === 'fast' ? 'it may act in the slow phase' : 'pick another character, or pass' });
  }
  if (actor.broken && !timeout) refuseBroken(actor, steps);
  if (timeout && !state.declarationLimit) fail('combat/no-declaration-limit', 'the declaration limit rule is not in use', { path: ['type'], hint: 'enable it in the scenario options' });
  const t = state.tables.turn;
  const mains = steps.filter((s) => s.kind === 'attack' || s.kind === 'final-blow').length;
  const bonus = steps.filter((s) => s.kind === 'bonus').length;
  const moves = steps.filter((s) => s.kind === 'move').length;
  if (mains > t.main_actions) fail('combat/too-many-actions', `a turn holds at most ${t.main_actions} main action(s)`, { path: ['steps'] });
  if (mains + bonus > t.actions) fail('combat/too-many-actions', `a turn holds at most ${t.actions} actions (bonus and main)`, { path: ['steps'] });
  if (moves > t.moves) fail('combat/too-many-moves', `a turn moves at most ${t.moves} zone(s)`, { path: ['steps'] });

  let s: FtState = typed?.length ? { ...state, dice: enqueue(state.dice, typed) } : state;
  s = update(s, actor.id, { spent: timeout ? 'timeout' : 'turn' });
  const events: EngineEvent[] = [
    {
      type: timeout ? 'timer-expired' : 'turn',
      round: s.round,
      actor: actor.id,
      detail: { faction: f, phase: s.phase, ...(timeout ? { seconds: s.tables.declaration_limit.seconds } : {}) },
      changes: { [`${actor.id}.spent`]: [null, timeout ? 'timeout' : 'turn'] },
    },
  ];
  for (const st of steps) {
    // Error paths name the scenario's shorthand keys (attack, move, final_blow) so they locate in the file.
    const path: (string | number)[] = [];
    const me = find(s, actor.id, path);
    if (!fighting(me) && me.status !== 'surrendered') {
      events.push({ type: 'turn-interrupted', round: s.round, actor: actor.id, detail: { status: me.status } });
      break;
    }
    let r: { state: FtState; events: EngineEvent[] } | undefined;
    if (st.kind === 'attack') r = resolveAttack(s, actor.id, st.attack, ['attack']);
    else if (st.kind === 'final-blow') r = finalBlow(s, actor.id, st.target, ['final_blow']);
    else if (st.kind === 'move') {
      r = { state: s, events: [{ type: 'move', round: s.round, actor: actor.id }] };
      for (const [j, opp] of (st.opportunity ?? []).entries()) {
        const opath = ['move', 'opportunity', j];
        const by = find(r.state, opp.by, [...opath, 'by']);
        if (by.faction === actor.faction) fail('target/not-enemy', `${by.id} is on ${actor.id}'s side`, { path: [...opath, 'by'] });
        if (!fighting(find(r.state, actor.id, opath))) break;
        const reacted = spendOpportunity(r.state, by.id, opath);
        const a = resolveAttack(reacted.state, by.id, { ...opp, target: actor.id }, opath, { opportunity: true });
        r = { state: a.state, events: [...r.events, ...reacted.events, ...a.events] };
      }
    } else if (st.kind === 'surrender' || st.kind === 'flee') {
      const status = st.kind === 'surrender' ? 'surrendered' : 'fled';
      r = { state: update(s, actor.id, { status }), events: [{ type: st.kind, round: s.round, actor: actor.id, changes: { [`${actor.id}.status`]: [me.status, status] } }] };
    } else {
      r = { state: s, events: [{ type: 'bonus-action', round: s.round, actor: actor.id, detail: { what: st.what } }] };
    }
    s = r.state;
    events.push(...r.events);
  }
  return afterTurn(s, events);
}

// Shorthand keys of a turn's steps, so a refusal points at the step in the scenario file.
const STEP_KEY: Record<TurnStep['kind'], string> = { attack: 'attack', 'final-blow': 'final_blow', move: 'move', bonus: 'bonus', surrender: 'surrender', flee: 'flee' };

/**
 * Seed 001: "those who fail [morale] must surrender or retreat" — nothing else, not even an idle
 * turn. Retreating may move (breaking away, under opportunity attacks) before fleeing.
 */
function refuseBroken(actor: FtCombatant, steps: readonly TurnStep[]): void {
  const other = steps.find((st) => st.kind !== 'surrender' && st.kind !== 'flee' && st.kind !== 'move');
  if (other || steps.length === 0) {
    fail('combat/morale-broken', `${actor.id} failed its morale check: it must surrender or retreat${other ? `, not ${other.kind}` : ''}`, {
      path: other ? [STEP_KEY[other.kind]] : ['actor'],
      hint: 'give it a `surrender` or `flee` step; harm from an enemy after it surrenders lets it fight again',
    });
  }
}

function spendOpportunity(state: FtState, id: string, path: readonly (string | number)[]) {
  const c = find(state, id, path);
  if (c.broken) fail('combat/morale-broken', `${id} failed its morale check: it must surrender or retreat, not attack`, { path, hint: 'remove this opportunity attack' });
  if (!fighting(c) || c.spent !== null) {
    fail('combat/cannot-react', `${id} cannot make an opportunity attack: it ${fighting(c) ? 'has already spent its turn this round' : `is ${c.status}`}`, { path });
  }
  return {
    state: update(state, id, { spent: 'reaction' }),
    events: [{ type: 'reaction', round: state.round, actor: id, detail: { kind: 'opportunity', faction: c.faction, phase: state.phase }, changes: { [`${id}.spent`]: [null, 'reaction'] } } as EngineEvent],
  };
}

export function step(state: FtState, action: FtAction): { state: FtState; events: readonly EngineEvent[] } {
  const r = dispatch(state, action);
  requireTypedDiceUsed(state.dice, r.state.dice, action);
  return r;
}

function dispatch(state: FtState, action: FtAction): { state: FtState; events: readonly EngineEvent[] } {
  switch (action.type) {
    case 'start-round':
      if (state.ended) fail('combat/ended', 'the fight is over');
      return startRound(state, action.first, action.fat);
    case 'turn':
      return takeTurn(state, action.actor, action.steps ?? [], action.rolls, false);
    case 'timer-expired':
      return takeTurn(state, action.actor, [], undefined, true);
    case 'pass':
      return pass(state, action.faction);
    case 'morale':
      if (state.phase !== 'morale' && !state.ended) fail('combat/round-not-over', `round ${state.round} is not over (${state.phase} phase)`, { hint: 'every faction must pass in a row first' });
      return resolveMorale(state, action.rolls);
    case 'end-fight':
      if (state.ended) fail('combat/ended', 'the fight is over');
      return { state: { ...state, ended: true, phase: 'ended', moraleDue: [] }, events: [{ type: 'fight-end', round: state.round, detail: { winner: null, declared: true } }] };
    default:
      return fail('combat/unknown-action', `unknown action '${(action as { type: string }).type}'`, { path: ['type'] });
  }
}

export const plugin: SystemPlugin<FtState, FtSetup, FtAction> = { id: 'faction-turns', name: 'Faction Turns', init, step, view };
