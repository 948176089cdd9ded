// Non-lethal attacks (disarm, grapple): no damage; the target saves or suffers the effect.
// They can be dodged and countered, and as they deal no damage a counter always lands first.
import type { EngineEvent, Roll } from '../../core/index.js';
import { applyDamage } from './damage.js';
import { emptyHand, strike } from './gear.js';
import { find, save, update } from './rules.js';
import type { Attribute, FtCombatant, FtState, ReactionSpec } from './types.js';

export function nonlethal(
  o: { state: FtState; events: EngineEvent[] },
  attacker: FtCombatant,
  target: FtCombatant,
  kind: 'disarm' | 'grapple',
  counter: Extract<ReactionSpec, { kind: 'counter' }> | undefined,
  rolls: Roll[],
  changes: Record<string, [unknown, unknown]>,
  detail: Record<string, unknown>,
  peeking = false,
): { state: FtState; events: EngineEvent[] } {
  if (counter?.nonlethal) {
    // Both non-lethal: neither deals damage; the attack's effect first, then the counter's (below).
  } else if (counter) {
    // The counter is a blow like any other: the attacker's armour and shield (and cover when it peeks
    // from behind a barrier), the counterer's weapon wear, heavy blows on damaged gear (gear.ts).
    const blow = strike(
      o.state,
      find(o.state, target.id, []),
      find(o.state, attacker.id, []),
      counter,
      peeking,
      changes,
      'counter-damage',
    );
    o.state = blow.state;
    rolls.push(blow.roll);
    detail.counterDamage = blow.detail;
    o.state = applyDamage(o.state, attacker.id, blow.dealt, target.faction, changes);
  }
  const stands = find(o.state, attacker.id, []).status === 'fighting';
  detail.nonlethal = kind;
  if (stands) detail.save = nonlethalSave(o, target.id, attacker.id, kind, kind, rolls, changes);
  if (counter?.nonlethal && find(o.state, target.id, []).status === 'fighting') {
    detail.counterNonlethal = {
      kind: counter.nonlethal,
      landed: true,
      save: nonlethalSave(o, attacker.id, target.id, counter.nonlethal, `counter-${counter.nonlethal}`, rolls, changes),
    };
  }
  o.events.push({
    type: 'attack',
    round: o.state.round,
    actor: attacker.id,
    target: target.id,
    rolls,
    changes,
    detail: { ...detail, hit: stands },
  });
  return o;
}

/**
 * `who` makes the non-lethal save against `by`'s disarm or grapple (`purpose` names the roll), or
 * suffers it: disarmed, or grabbed by `by`. The save as the attack's detail shows it.
 */
export function nonlethalSave(
  o: { state: FtState },
  who: string,
  by: string,
  kind: 'disarm' | 'grapple',
  purpose: string,
  rolls: Roll[],
  changes: Record<string, [unknown, unknown]>,
): { attribute: Attribute; target: number; pass: boolean } {
  const attr = o.state.tables.attack.nonlethal_save;
  const c = find(o.state, who, []);
  const s = save(o.state, c, attr, purpose);
  o.state = s.state;
  rolls.push(s.roll);
  if (!s.pass) {
    const condition = kind === 'disarm' ? 'disarmed' : `grabbed by ${by}`;
    // "Drop a weapon": a listed weapon in hand falls to the ground, to be picked up again.
    if (kind === 'disarm') o.state = emptyHand(o.state, find(o.state, who, []), 'dropped');
    const now = find(o.state, who, []);
    o.state = update(o.state, who, { conditions: [...now.conditions, condition] });
    changes[`${who}.conditions`] = [now.conditions, [...now.conditions, condition]];
  }
  return { attribute: attr, target: c[attr], pass: s.pass };
}
