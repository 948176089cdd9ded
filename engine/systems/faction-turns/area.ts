// Blast and multi-target attacks (seed 001): "Blast attacks hit a zone and target all characters in
// it and on its borders. Melee blast attacks hit the attacker's zone and don't target the attacker
// themselves. They can't miss. Ranged blast attacks hit any zone within range and target the attacker
// as well if directed at their own zone. If they miss, they are deviated and hit a random neighbouring
// zone." One damage roll for the attack; each target reacts on its own, and "Attacks with multiple
// targets can only be countered by a single target."
import { fail, type EngineEvent, type Roll } from '../../core/index.js';
import { resolveAttack, spendAmmo } from './attack.js';
import { applyDamage, damageDie } from './damage.js';
import { breakOnRoll, strike } from './gear.js';
import { find, fighting, rollDie, save, update } from './rules.js';
import type { AreaAttackSpec, FtState } from './types.js';
import { reach } from './zones.js';

type Path = readonly (string | number)[];

export function areaAttack(
  state: FtState,
  attackerId: string,
  spec: AreaAttackSpec,
  blast: boolean,
  path: Path,
  moving: boolean,
): { state: FtState; events: EngineEvent[] } {
  const attacker = find(state, attackerId, path);
  let s = state;
  const rolls: Roll[] = [];
  const changes: Record<string, [unknown, unknown]> = {};
  const detail: Record<string, unknown> = { blast };
  const counters = Object.entries(spec.reactions ?? {}).filter(([, r]) => r.kind === 'counter');
  if (counters.length > 1)
    fail('combat/one-counter', 'an attack with several targets can be countered by one target only', {
      path: [...path, 'reactions', counters[1]![0]],
    });
  const range = spec.range ?? attacker.range;
  // A ranged blast or volley spends one shot.
  if (!(blast && spec.zone === undefined)) {
    const o = { state: s, events: [] as EngineEvent[] };
    spendAmmo(o, attacker, spec, path, detail);
    s = o.state;
  }
  let targets: string[];
  let zone: string | undefined;
  let hits = true;
  if (!blast) {
    targets = [...(spec.targets ?? [])];
    if (targets.length < 2)
      fail('scenario/bad-field', 'a multi-target attack names two targets or more', {
        path: [...path, 'targets'],
        hint: 'use `attack:` for one target, or a blast for a zone',
      });
    let why: string | null = spec.challenging ? 'challenging' : null;
    targets.forEach((id, i) => {
      const r = reach(s, attacker, find(s, id, [...path, 'targets', i]).zone, range, {
        moving,
        indirect: !!spec.indirect,
        unseen: !!spec.unseen,
        path: [...path, 'targets', i],
      });
      why = why ?? r.save;
    });
    if (why) hits = saveToHit(why);
  } else if (spec.zone === undefined) {
    // A melee blast: the attacker's own zone, never the attacker, and it cannot miss.
    zone = attacker.zone;
    targets = s.combatants
      .filter((c) => c.zone === zone && c.id !== attacker.id && (fighting(c) || c.status === 'surrendered'))
      .map((c) => c.id);
  } else {
    zone = spec.zone;
    if (!s.zones[zone])
      fail('scenario/unknown-zone', `'${zone}' is not a zone`, {
        path: [...path, 'zone'],
        hint: `zones: ${Object.keys(s.zones).join(', ')}`,
      });
    const r = reach(s, attacker, zone, range, { moving, indirect: !!spec.indirect, path: [...path, 'zone'] });
    const why = spec.challenging ? 'challenging' : r.save;
    if (why && !saveToHit(why)) {
      // Missed: deviated into a random neighbouring zone (numbered in name order).
      const next = [...(s.zones[zone] ?? [])].sort();
      detail.aimed = zone;
      if (!s.tables.blast.deviates || !next.length) hits = false;
      else {
        const d = rollDie(s, next.length, 'deviation');
        s = d.state;
        rolls.push(d.roll);
        zone = next[d.roll.value - 1]!;
        detail.deviatedTo = zone;
      }
    }
    targets = s.combatants
      .filter((c) => c.zone === zone && (fighting(c) || c.status === 'surrendered'))
      .map((c) => c.id);
  }
  for (const id of spec.also ?? []) if (!targets.includes(id)) targets.push(id);
  detail.zone = zone ?? null;
  detail.targets = targets;
  if (!hits)
    return {
      state: s,
      events: [
        {
          type: 'area-attack',
          round: s.round,
          actor: attacker.id,
          rolls,
          changes,
          detail: { ...detail, hit: false, missedBy: 'hit-save' },
        },
      ],
    };
  const d = rollDie(s, damageDie(s, attacker, spec), 'damage');
  s = d.state;
  rolls.push(d.roll);
  detail.roll = d.roll.value;
  // The blast's (or volley's) one roll breaks a damaged weapon once, here: each target's blow reuses it.
  if (!spec.unarmed) s = breakOnRoll(s, attacker.id, 'weapon', d.roll.value, changes, detail);
  if (attacker.concealed) s = update(s, attacker.id, { concealed: false });
  const events: EngineEvent[] = [
    { type: 'area-attack', round: s.round, actor: attacker.id, rolls, changes, detail: { ...detail, hit: true } },
  ];
  for (const id of targets) {
    // A counter that fells the attacker first stops its blow on the counterer only: the attack's one roll
    // still lands on every other target, whatever their order (docs/systems/faction-turns.md).
    const me = find(s, attacker.id, path);
    if (id === attacker.id) {
      // A ranged blast on its own zone: the attacker is hit too, without a reaction.
      const b = strike(s, me, me, spec, !!spec.cover, changes, 'damage', d.roll);
      s = applyDamage(b.state, me.id, b.dealt, me.faction, changes);
      events.push({
        type: 'attack',
        round: s.round,
        actor: me.id,
        target: me.id,
        changes,
        detail: { area: true, damage: b.detail, hit: true },
      });
      continue;
    }
    const t = find(s, id, path);
    if (!fighting(t) && t.status !== 'surrendered') continue;
    const reaction = spec.reactions?.[id];
    const r = resolveAttack(
      s,
      attacker.id,
      { ...spec, target: id, challenging: false, ...(reaction ? { reaction } : {}) },
      [...path, 'reactions', id],
      { area: { roll: d.roll } },
    );
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };

  function saveToHit(why: string): boolean {
    const sv = save(s, attacker, s.tables.attack.hit_save, 'hit-save');
    s = sv.state;
    rolls.push(sv.roll);
    detail.hitSave = {
      for: why,
      attribute: s.tables.attack.hit_save,
      target: attacker[s.tables.attack.hit_save],
      pass: sv.pass,
    };
    return sv.pass;
  }
}
