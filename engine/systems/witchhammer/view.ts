// The generic view every UI renders: who acts now, the order, tracks, status, penalty, effects.
// WitchHammer adds what the resolver UI needs: hands, once-per-combat cards used, plays made.
import type { CombatantView, OrderEntry, PendingCheck, SystemView } from '../../core/types.js';
import { combatantView } from '../../core/combatant-view.js';
import { penaltyFor, wounds } from './penalty.js';
import type { Combatant, WhState } from './types.js';

export interface WhCombatantView extends CombatantView {
  readonly wounds: number;
  readonly penalty: number;
  readonly down: boolean;
  readonly dead: boolean;
  readonly afflictions: readonly string[];
  readonly attacksTaken: number;
  /** Once-per-combat cards already played (grey them out). */
  readonly usedOnce: readonly string[];
  /** Cards that may be played now (deck minus once-per-combat discards); empty decks mean any card. */
  readonly hand: { readonly actions: readonly string[]; readonly stances: readonly string[] };
  readonly extraActions: number;
  readonly played: boolean;
  readonly position?: readonly [number, number];
}

export interface WhOrderEntry extends OrderEntry {
  /** The slot key the `reorder` action takes: `id`, or `id#n` for a creature's n-th extra action. */
  readonly key: string;
  readonly extra: number;
  readonly action: string;
  readonly stance?: string;
}

export interface WhView extends SystemView {
  readonly combatants: readonly WhCombatantView[];
  readonly order: readonly WhOrderEntry[];
  /** The slot to resolve next, if any. */
  readonly nextSlot?: string;
  /** One side has no one standing: no new round, only the end of combat. */
  readonly fightOver: boolean;
}

function status(c: Combatant, s: WhState): string[] {
  const out: string[] = [];
  if (c.dead) out.push('dead');
  else if (c.down) out.push('down');
  if (c.effects.some((e) => e.effect === 'stun') || s.stunned.includes(c.id)) out.push('stunned');
  if (c.effects.some((e) => e.effect === 'bleed')) out.push('bleeding');
  if (c.poise === 0 && !c.dead) out.push('no poise');
  return out;
}

function inHand(c: Combatant, deck: readonly string[]): string[] {
  return [...new Set(deck)].filter((id) => !c.usedOnce.includes(id));
}

export function view(s: WhState): WhView {
  const t = s.tables;
  const combatants: WhCombatantView[] = s.combatants.map((c) => {
    const penalty = penaltyFor(c.maxHealth, c.health, t.penalty);
    return {
      ...combatantView(
        c,
        c.side,
        { poise: [c.poise, c.maxPoise], health: [c.health, c.maxHealth] },
        {
          status: status(c, s),
          modifiers: penalty ? { penalty: -penalty } : {},
          effects: c.effects.map((e) => ({
            name: e.effect === 'bleed' ? `bleed ${e.wounds}` : 'stun',
            roundsLeft: e.roundsLeft,
          })),
        },
      ),
      wounds: wounds(c.maxHealth, c.health),
      penalty,
      down: c.down,
      dead: c.dead,
      afflictions: c.afflictions,
      attacksTaken: c.attacksTaken,
      usedOnce: c.usedOnce,
      hand: { actions: inHand(c, c.actions), stances: inHand(c, c.stances) },
      extraActions: c.extraActions,
      played: s.plays[c.id] !== undefined,
      ...(c.position ? { position: c.position } : {}),
    };
  });
  const slot = s.phase === 'resolve' ? s.order[s.next] : undefined;
  const actingNow =
    s.phase === 'plan' && !s.fightOver
      ? s.combatants.filter((c) => !c.down && !c.dead && s.plays[c.id] === undefined).map((c) => c.id)
      : slot
        ? [slot.combatant]
        : [];
  const down = s.combatants.filter((c) => !c.dead && c.health <= 0).map((c) => c.id);
  const pendingChecks: PendingCheck[] =
    down.length && s.phase !== 'ended'
      ? [
          {
            kind: 'death-save',
            combatants: down,
            description: `death's door: ${t.end_of_combat.save_skill} save at the end of combat`,
            target: t.saves[t.end_of_combat.death_save],
          },
        ]
      : [];
  return {
    system: s.system,
    round: s.round,
    phase: s.phase,
    actingNow,
    order: s.order.map((o) => ({
      key: o.key,
      extra: o.extra,
      action: o.action,
      stance: o.stance,
      combatant: o.combatant,
      label: `${s.cards[o.action]?.name ?? o.action}${o.stance ? ` + ${s.cards[o.stance]?.name ?? o.stance}` : ''}${o.extra ? ' (extra)' : ''}`,
      init: o.init,
      done: o.done,
    })),
    combatants,
    pendingChecks,
    fightOver: s.fightOver ?? false,
    ...(slot ? { nextSlot: slot.key } : {}),
  };
}
