// Step 3 of the rules: every creature declares an action; its Round Initiative is the Base
// Initiative plus that action's modifier. When all have declared, the round's order is built.
import { fail } from '../../core/errors.js';
import type { EngineEvent } from '../../core/types.js';
import { suggestion } from '../../diagnostics/did-you-mean.js';
import type { Combatant, Declaration, DeclareSpec, DiState, Slot } from './types.js';
import { canAct, getCombatant } from './combatants.js';

export function declarationFor(
  state: DiState,
  c: Combatant,
  spec: DeclareSpec,
  path: readonly (string | number)[],
): Declaration {
  const { tables } = state;
  const entry = Object.hasOwn(tables.actions, spec.action) ? tables.actions[spec.action] : undefined;
  if (!entry) {
    fail('combat/unknown-action', `\`${spec.action}\` is not a declared action of this system`, {
      path: [...path, 'action'],
      hint:
        suggestion(String(spec.action), Object.keys(tables.actions)) ??
        `declare one of: ${Object.keys(tables.actions).join(', ')}`,
    });
  }
  if (spec.modifier !== undefined && !entry.overridable) {
    fail('combat/fixed-modifier', `the ${entry.label} modifier cannot be overridden`, {
      path: [...path, 'modifier'],
      hint: 'drop `modifier`',
    });
  }
  let total = spec.modifier ?? entry.modifier;
  let weapon: string | undefined;
  if (entry.plus === 'weapon speed') {
    if (spec.speed !== undefined) total += spec.speed;
    else if (spec.weapon === 'none') weapon = 'none';
    else {
      const w = spec.weapon ? c.weapons.find((x) => x.id === spec.weapon) : c.weapons[0];
      if (!w) {
        fail(
          'combat/unknown-weapon',
          spec.weapon ? `${c.name} has no weapon \`${spec.weapon}\`` : `${c.name} has no weapon`,
          {
            path: [...path, 'weapon'],
            hint:
              (spec.weapon &&
                suggestion(
                  spec.weapon,
                  c.weapons.map((x) => x.id),
                )) ??
              'give the combatant `weapons:` or the declaration a `speed:`',
          },
        );
      }
      weapon = w.id;
      total += w.speed;
    }
  } else if (entry.plus === 'spell speed') {
    if (spec.speed !== undefined) total += spec.speed;
    else if (spec.tn !== undefined) total += spec.tn + tables.spell.speed_offset;
    else
      fail('combat/spell-speed', 'a spell needs its casting TN (`tn`) or its `speed`', {
        path,
        hint: 'e.g. { action: spell, tn: 14 }',
      });
  }
  return {
    action: spec.action,
    ...(weapon ? { weapon } : {}),
    ...(spec.tn !== undefined ? { tn: spec.tn } : {}),
    ...(spec.speed !== undefined ? { speed: spec.speed } : {}),
    ...(spec.modifier !== undefined ? { modifier: spec.modifier } : {}),
    total,
  };
}

/** Who still has to declare before the round can be resolved. */
export function awaitingDeclaration(state: DiState): string[] {
  return state.ids.filter((id) => canAct(state.combatants[id]!, state.round) && !state.declarations[id]);
}

export function declare(
  state: DiState,
  combatant: unknown,
  spec: DeclareSpec | undefined,
): { state: DiState; events: EngineEvent[] } {
  if (state.phase !== 'declare') {
    fail('combat/not-declaring', 'actions are declared only at the start of a round', {
      path: ['type'],
      hint: 'declare before the first creature acts',
    });
  }
  const c = getCombatant(state, combatant, ['combatant']);
  if (!c.present)
    fail('combat/not-arrived', `${c.name} has not arrived yet`, {
      path: ['combatant'],
      hint: 'bring it in with an `arrive` action',
    });
  if (c.surprisedRound === state.round)
    fail('combat/surprised', `${c.name} is surprised and does not act this round`, { path: ['combatant'] });
  if (!canAct(c, state.round)) fail('combat/cannot-act', `${c.name} is out of the fight`, { path: ['combatant'] });
  if (state.declarations[c.id])
    fail('combat/already-declared', `${c.name} has already declared this round`, { path: ['combatant'] });
  const next = nextDeclarer(state);
  if (next !== undefined && next !== c.id) {
    const who = state.combatants[next]!.name;
    fail('combat/not-your-declaration', `${who} declares before ${c.name}`, {
      path: ['combatant'],
      hint:
        state.declaring === 'agility'
          ? 'by Agility: the highest Agility declares first'
          : 'round-robin: declare in seat order',
    });
  }
  const decl: Declaration = spec ? declarationFor(state, c, spec, []) : { action: 'none', total: 0, passed: true };
  const init = decl.passed ? undefined : c.base! + decl.total;
  // Written down: the log says only that it declared; the reveal shows every action at once.
  const detail =
    state.declaring === 'hidden'
      ? { hidden: true }
      : {
          action: decl.action,
          modifier: decl.total,
          ...(decl.weapon ? { weapon: decl.weapon } : {}),
          ...(init !== undefined ? { init } : {}),
        };
  return {
    state: { ...state, declarations: { ...state.declarations, [c.id]: decl } },
    events: [{ type: 'declare', round: state.round, actor: c.id, detail }],
  };
}

/**
 * Who must declare next when the table declares in turn: round-robin in seat order (the listed
 * order), or by Agility, highest first (ties in seat order). Undefined: anyone may.
 */
export function nextDeclarer(state: DiState): string | undefined {
  if (state.declaring !== 'round-robin' && state.declaring !== 'agility') return undefined;
  const waiting = awaitingDeclaration(state);
  if (state.declaring === 'round-robin') return waiting[0];
  let best: string | undefined;
  for (const id of waiting)
    if (best === undefined || state.combatants[id]!.agility > state.combatants[best]!.agility) best = id;
  return best;
}

/** Written-down declarations: a creature takes its declaration back before the reveal. */
export function undeclare(state: DiState, combatant: unknown): { state: DiState; events: EngineEvent[] } {
  if (state.declaring !== 'hidden')
    fail('combat/not-hidden', 'declarations are taken back only when they are written down', { path: ['type'] });
  if (state.phase !== 'declare')
    fail('combat/not-declaring', 'the declarations are already revealed', { path: ['type'] });
  const c = getCombatant(state, combatant, ['combatant']);
  if (!state.declarations[c.id]) fail('combat/not-declared', `${c.name} has not declared yet`, { path: ['combatant'] });
  const { [c.id]: _gone, ...rest } = state.declarations;
  return { state: { ...state, declarations: rest }, events: [{ type: 'undeclare', round: state.round, actor: c.id }] };
}

/** The round's slots, low to high; a catch-up arrival gets a second slot at init − 12. */
export function buildSlots(state: DiState): Slot[] {
  const slots: Slot[] = [];
  for (const id of state.ids) {
    const c = state.combatants[id]!;
    const d = state.declarations[id];
    if (!d || d.passed || c.base === undefined) continue;
    const init = c.base + d.total;
    if (c.catchUp)
      slots.push({
        combatant: id,
        init: init + state.tables.initiative.late_catch_up_modifier,
        catchUp: true,
        done: false,
      });
    slots.push({ combatant: id, init, catchUp: false, done: false });
  }
  // Stable: equal initiatives keep the listed order, and resolve together anyway.
  return slots
    .map((s, i) => [s, i] as const)
    .sort((a, b) => a[0].init - b[0].init || a[1] - b[1])
    .map(([s]) => s);
}
