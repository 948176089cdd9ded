// Non-lethal attacks (disarm, grapple): no damage; the target saves or suffers the effect.
// They can be dodged and countered, and as they deal no damage a counter always lands first.
import type { EngineEvent, Roll } from '../../core/index.js';
import { applyDamage, damageDie } from './damage.js';
import { emptyHand } from './gear.js';
import { find, rollDie, save, update } from './rules.js';
import type { FtCombatant, FtState, ReactionSpec } from './types.js';

export function nonlethal(
  o: { state: FtState; events: EngineEvent[] },
  attacker: FtCombatant,
  target: FtCombatant,
  kind: 'disarm' | 'grapple',
  counter: Extract<ReactionSpec, { kind: 'counter' }> | undefined,
  rolls: Roll[],
  changes: Record<string, [unknown, unknown]>,
  detail: Record<string, unknown>,
): { state: FtState; events: EngineEvent[] } {
  const t = o.state.tables;
  if (counter?.nonlethal) {
    // Both non-lethal: neither deals damage; the attack's effect first, then the counter's (below).
  } else if (counter) {
    const d = rollDie(o.state, damageDie(o.state, target, counter), 'counter-damage');
    o.state = d.state;
    rolls.push(d.roll);
    const back = Math.max(t.attack.minimum_damage, d.roll.value - attacker.armour);
    detail.counterDamage = { roll: d.roll.value, armour: attacker.armour, dealt: back };
    o.state = applyDamage(o.state, attacker.id, back, target.faction, changes);
  }
  const stands = find(o.state, attacker.id, []).status === 'fighting';
  detail.nonlethal = kind;
  if (stands) {
    const attr = t.attack.nonlethal_save;
    const s = save(o.state, find(o.state, target.id, []), attr, kind);
    o.state = s.state;
    rolls.push(s.roll);
    detail.save = { attribute: attr, target: target[attr], pass: s.pass };
    if (!s.pass) {
      const condition = kind === 'disarm' ? 'disarmed' : `grabbed by ${attacker.id}`;
      // "Drop a weapon": a listed weapon in hand falls to the ground, to be picked up again.
      if (kind === 'disarm') o.state = emptyHand(o.state, find(o.state, target.id, []), 'dropped');
      const now = find(o.state, target.id, []);
      o.state = update(o.state, target.id, { conditions: [...now.conditions, condition] });
      changes[`${target.id}.conditions`] = [now.conditions, [...now.conditions, condition]];
    }
  }
  if (counter?.nonlethal && find(o.state, target.id, []).status === 'fighting') {
    const attr = t.attack.nonlethal_save;
    const s = save(o.state, find(o.state, attacker.id, []), attr, `counter-${counter.nonlethal}`);
    o.state = s.state;
    rolls.push(s.roll);
    detail.counterNonlethal = { kind: counter.nonlethal, landed: true, save: { attribute: attr, target: attacker[attr], pass: s.pass } };
    if (!s.pass) {
      const condition = counter.nonlethal === 'disarm' ? 'disarmed' : `grabbed by ${target.id}`;
      const now = find(o.state, attacker.id, []);
      o.state = update(o.state, attacker.id, { conditions: [...now.conditions, condition] });
      changes[`${attacker.id}.conditions`] = [now.conditions, [...now.conditions, condition]];
    }
  }
  o.events.push({ type: 'attack', round: o.state.round, actor: attacker.id, target: target.id, rolls, changes, detail: { ...detail, hit: stands } });
  return o;
}
