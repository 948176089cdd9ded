// The reaction prompt (engine/core/moves.ts): an attack made with `ask` waits, after its save to
// hit and before damage, for the target's answer — dodge (its AGI save), counter (if its weapon
// reaches the attacker), hide behind a nearby character (who may react in turn), a nearby
// character guarding it, or no reaction (an unaware target, or one who takes the blow). Each answer
// is one common move with the dice it rolls; the attack's damage die comes with every one.
import type { DieAsked, Move, MoveChoice } from '../../core/moves.js';
import { damageDie } from './damage.js';
import { reacts } from './reaction-check.js';
import { fighting } from './rules.js';
import { strikers } from './turn.js';
import type { FtCombatant, FtState, ReactionSpec } from './types.js';
import { zoneDistance } from './zones.js';

const d = (sides: number, purpose: string): DieAsked => ({ sides, purpose });
export { reacts };

/** Whether `t` counters `a` with its weapon, and whether that takes a save to hit (beyond half range). */
export function counterReach(s: FtState, t: FtCombatant, a: FtCombatant): { save: boolean } | null {
  const distance = zoneDistance(s, t.zone, a.zone);
  if (t.range === 0) return distance === 0 ? { save: false } : null;
  return distance <= t.range ? { save: distance > t.range / 2 } : null;
}

/** The dice a reactor's dodge or counter rolls, asked when `when` holds. */
function reactorDice(s: FtState, r: FtCombatant, a: FtCombatant, kindKey: string | null): MoveChoice[] {
  const save = s.tables.saves.die;
  const when = (k: string) => (kindKey ? { when: { key: kindKey, in: [k] } } : {});
  const c = counterReach(s, r, a);
  return [
    ...(reacts(r)
      ? [
          {
            kind: 'dice' as const,
            key: 'dice.dodge',
            label: `${r.name}'s dodge`,
            dice: [d(save, `${r.name}'s ${s.tables.reactions.dodge_save.toUpperCase()} save`)],
            ...when('dodge'),
          },
        ]
      : []),
    ...(c?.save
      ? [
          {
            kind: 'dice' as const,
            key: 'dice.counter-hit-save',
            label: `${r.name}'s save to hit`,
            dice: [d(save, `${r.name}'s ${s.tables.attack.hit_save.toUpperCase()} save to hit`)],
            ...when('counter'),
          },
        ]
      : []),
    ...(c && reacts(r)
      ? [
          {
            kind: 'dice' as const,
            key: 'dice.counter-damage',
            label: `${r.name}'s counter damage`,
            dice: [d(damageDie(s, r, {}), `${r.name}'s damage`)],
            ...when('counter'),
          },
        ]
      : []),
  ];
}

/** A character moving away: each enemy left behind may strike it (one by one), or it moves on. */
function opportunityMoves(s: FtState): Move[] {
  const p = s.pending!;
  const x = s.combatants.find((c) => c.id === p.actor)!;
  return [
    ...strikers(s, x).map((f) => ({
      id: `react-opportunity:${f.id}`,
      label: `${f.name}: opportunity attack on ${x.name}`,
      actor: f.id,
      common: true,
      action: { type: 'react', opportunity: { by: f.id } },
      choices: [
        {
          kind: 'dice' as const,
          key: 'dice.opportunity-damage',
          label: `${f.name}'s damage`,
          dice: [d(damageDie(s, f, {}), `${f.name}'s damage`)],
        },
      ],
    })),
    {
      id: 'react-move-on',
      label: `${x.name} moves on to ${p.move!.to}`,
      common: true,
      action: { type: 'react' },
      choices: [],
    },
  ];
}

export function reactionMoves(s: FtState): Move[] {
  const p = s.pending!;
  if (p.move || !p.attack) return opportunityMoves(s);
  const a = s.combatants.find((c) => c.id === p.actor)!;
  const t = s.combatants.find((c) => c.id === p.target)!;
  const damage: MoveChoice = {
    kind: 'dice',
    key: 'dice.damage',
    label: `${a.name}'s damage`,
    dice: [d(damageDie(s, a, p.attack), `${a.name}'s damage`)],
  };
  const move = (
    id: string,
    label: string,
    reaction: ReactionSpec | null,
    choices: MoveChoice[],
    actor: FtCombatant | null,
  ): Move => ({
    id: `react-${id}`,
    label,
    ...(actor ? { actor: actor.id } : {}),
    common: true,
    action: { type: 'react', ...(reaction ? { reaction } : {}) },
    choices: [...choices, damage],
  });
  const out: Move[] = [];
  // Guards and shields are of the target's side (a shield "must agree"), or an enemy the target holds.
  const nearby = s.combatants.filter((o) => o.zone === t.zone && o.id !== t.id && o.id !== a.id);
  const friends = nearby.filter((o) => o.faction === t.faction);
  if (reacts(t)) {
    out.push(
      move(
        `dodge:${t.id}`,
        `${t.name} dodges (${s.tables.reactions.dodge_save.toUpperCase()} save)`,
        { kind: 'dodge' },
        reactorDice(s, t, a, null).filter((c) => c.key === 'dice.dodge'),
        t,
      ),
    );
    if (counterReach(s, t, a))
      out.push(
        move(
          `counter:${t.id}`,
          `${t.name} counters`,
          { kind: 'counter' },
          reactorDice(s, t, a, null).filter((c) => c.key !== 'dice.dodge'),
          t,
        ),
      );
    for (const x of nearby.filter(
      (o) => fighting(o) && (o.faction === t.faction || o.conditions.includes(`grabbed by ${t.id}`)),
    )) {
      // The one hidden behind may react in turn, unless it is held by the hider ("no option").
      const held = x.conditions.includes(`grabbed by ${t.id}`);
      const kinds = held
        ? []
        : [
            ...(reacts(x) ? [{ id: 'dodge', label: 'dodges' }] : []),
            ...(reacts(x) && counterReach(s, x, a) ? [{ id: 'counter', label: 'counters' }] : []),
          ];
      const key = 'reaction.then.kind';
      const then: MoveChoice[] = kinds.length
        ? [
            { kind: 'option', key, label: `then ${x.name}`, optional: true, options: kinds },
            ...reactorDice(s, x, a, key),
          ]
        : [];
      out.push(
        move(
          `hide-${x.id}:${t.id}`,
          `${t.name} hides behind ${x.name}`,
          { kind: 'hide-behind', behind: x.id },
          then,
          t,
        ),
      );
    }
  }
  for (const g of friends.filter(reacts))
    out.push(move(`guard-${t.id}:${g.id}`, `${g.name} guards ${t.name}`, { kind: 'guard', by: g.id }, [], g));
  out.push(move('none', `${t.name}: no reaction (takes the blow, or is unaware)`, null, [], null));
  // The attacker's stunt, proposed after the save to hit, accepted by the target: no damage, no reaction.
  out.push({
    id: 'react-stunt',
    label: `${t.name} accepts ${a.name}'s stunt instead`,
    action: { type: 'react' },
    choices: [{ kind: 'text', key: 'stunt.effect', label: 'the effect (e.g. drops its sword)' }],
  });
  return out;
}
