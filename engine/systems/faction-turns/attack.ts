// Attacks: the save to hit in challenging circumstances, the target's reaction (dodge,
// counter, hide behind, guard), then damage minus armour (damage.ts). Reactions spend the
// reacting character's turn for the round.
import { fail, type EngineEvent, type Roll } from '../../core/index.js';
import { applyDamage } from './damage.js';
import { strike } from './gear.js';
import { nonlethal, nonlethalSave } from './nonlethal.js';
import { checkReactions, checkReactor, reactionPossible } from './reaction-check.js';
import { find, fighting, save, update } from './rules.js';
import type { AttackSpec, FtCombatant, FtState, ReactionSpec } from './types.js';
import { assertNearby, reach } from './zones.js';

type Path = readonly (string | number)[];
interface Out {
  state: FtState;
  events: EngineEvent[];
  /** The attack waits for the target's reaction (`ask`). */
  pending?: boolean;
}

function spendReaction(o: Out, reactor: FtCombatant, kind: string, path: Path): void {
  // A character that failed morale may only surrender or retreat; a reaction takes the turn.
  checkReactor(reactor, kind, path);
  o.state = update(o.state, reactor.id, { spent: 'reaction' });
  o.events.push({
    type: 'reaction',
    round: o.state.round,
    actor: reactor.id,
    detail: { kind, faction: reactor.faction, phase: o.state.phase },
    changes: { [`${reactor.id}.spent`]: [null, 'reaction'] },
  });
}

export interface AttackOpts {
  readonly opportunity?: boolean;
  /** The attacker moved (changed zone) earlier this turn. */
  readonly moving?: boolean;
  /** Part of a blast or multi-target attack: its damage roll, and the save to hit already made. */
  readonly area?: { readonly roll: Roll };
  /** Resumed after the reaction was asked for: the save to hit is made and the shot spent. */
  readonly resumed?: boolean;
}

export function resolveAttack(
  state: FtState,
  attackerId: string,
  spec: AttackSpec,
  path: Path,
  opts: AttackOpts = {},
): Out {
  const o: Out = { state, events: [] };
  const attacker = find(state, attackerId, path);
  let target = find(state, spec.target, [...path, 'target']);
  if (target.id === attacker.id)
    fail('target/self', `${attacker.id} cannot attack itself`, { path: [...path, 'target'] });
  if (!fighting(target) && target.status !== 'surrendered') {
    fail('target/out-of-fight', `${target.id} is ${target.status}`, {
      path: [...path, 'target'],
      hint:
        target.status === 'incapacitated'
          ? 'use a final blow to kill an incapacitated character'
          : 'choose a target still in the fight',
    });
  }
  // "Barriers completely block attacks."
  if (spec.barrier)
    fail('combat/barrier', `${target.id} is behind a barrier: attacks are blocked`, {
      path: [...path, 'barrier'],
      hint: 'a barrier counts only as cover when the character behind it peeks out to attack (`cover: true` then)',
    });
  if (spec.with === 'shield') {
    if (attacker.gear.shield === 'none' || attacker.gear.shield === 'destroyed')
      fail('combat/no-shield', `${attacker.id} has no shield to attack with`, { path: [...path, 'with'] });
    if (spec.damage === undefined && attacker.shieldDamage === null)
      fail('scenario/no-shield-damage', `${attacker.id}'s shield has no damage die`, {
        path: [...path, 'with'],
        hint: 'give the combatant `shield_damage: d4` or the attack `damage:`',
      });
  }
  const rolls: Roll[] = [];
  const detail: Record<string, unknown> = {
    opportunity: !!opts.opportunity,
    surprise: attacker.concealed,
    ...(spec.with ? { with: spec.with } : {}),
  };
  // "Disarm. A nearby target…", "Grapple. A nearby target…": hands, not shots.
  if (spec.nonlethal)
    assertNearby(attacker, target, `${attacker.id} cannot ${spec.nonlethal} ${target.id}`, [...path, 'target']);
  else if (!opts.area && !opts.resumed) spendAmmo(o, attacker, spec, path, detail);
  const changes: Record<string, [unknown, unknown]> = {};
  if (attacker.concealed) {
    // Attacking reveals the attacker.
    o.state = update(o.state, attacker.id, { concealed: false });
    changes[`${attacker.id}.concealed`] = [true, false];
  }
  const round = state.round;

  // A reaction the rules refuse is refused now, even if the save to hit then misses.
  if (spec.reaction)
    checkReactions(
      state,
      attacker,
      target,
      spec.reaction,
      [...path, 'reaction'],
      opts.opportunity
        ? 'an opportunity attack'
        : attacker.concealed
          ? 'a concealed attacker'
          : spec.unaware
            ? 'an attacker it is unaware of'
            : null,
    );
  // Zones and range: an attack out of reach is refused; a long or moving shot needs a save to hit.
  let why: string | null = spec.challenging ? 'challenging' : null;
  if (!opts.opportunity && !opts.area) {
    const r = reach(state, attacker, target.zone, spec.range ?? attacker.range, {
      moving: !!opts.moving,
      indirect: !!spec.indirect,
      unseen: !!spec.unseen,
      path: [...path, 'target'],
    });
    why = why ?? r.save;
    detail.distance = r.distance;
  }
  if (why && !opts.area && !opts.resumed) {
    detail.saveFor = why;
    const s = save(o.state, attacker, state.tables.attack.hit_save, 'hit-save');
    o.state = s.state;
    rolls.push(s.roll);
    detail.hitSave = {
      attribute: state.tables.attack.hit_save,
      target: attacker[state.tables.attack.hit_save],
      pass: s.pass,
    };
    if (!s.pass) {
      o.events.push({
        type: 'attack',
        round,
        actor: attacker.id,
        target: target.id,
        rolls,
        changes,
        detail: { ...detail, hit: false, missedBy: 'hit-save' },
      });
      return o;
    }
  }

  // A stunt is offered after the save to hit, before the target decides to react.
  if (spec.stunt) {
    detail.stunt = spec.stunt;
    if (spec.stunt.accepted) {
      if (spec.reaction)
        fail('combat/stunt-accepted', 'the target accepted the stunt: it cannot react', {
          path: [...path, 'reaction'],
          hint: 'remove the reaction, or set accepted: false',
        });
      const now = find(o.state, target.id, path);
      const conditions = [...now.conditions, spec.stunt.effect];
      o.state = update(o.state, target.id, { conditions });
      changes[`${target.id}.conditions`] = [now.conditions, conditions];
      o.events.push({
        type: 'attack',
        round,
        actor: attacker.id,
        target: target.id,
        rolls,
        changes,
        detail: { ...detail, hit: true, stuntAccepted: true },
      });
      return o;
    }
  }

  // The table asks for the reaction now, after the save to hit and before damage, if anyone could react.
  if (
    spec.ask &&
    !spec.reaction &&
    !opts.resumed &&
    !opts.area &&
    reactionPossible(o.state, attacker, target, !!spec.unaware || !!opts.opportunity)
  ) {
    o.events.push({ type: 'reaction-asked', round, actor: attacker.id, target: target.id, rolls, changes, detail });
    o.pending = true;
    return o;
  }

  // Reactions come after the save to hit and before the damage roll.
  let reaction: ReactionSpec | undefined = spec.reaction;
  let rpath: Path = [...path, 'reaction'];
  const chain: Record<string, unknown>[] = [];
  let counter: Extract<ReactionSpec, { kind: 'counter' }> | undefined;
  // Who may react, guard or shield whom was checked when the attack was declared (reaction-check.ts);
  // what is left here is who has already spent its turn within this chain.
  while (reaction) {
    if (reaction.kind === 'guard') {
      const guard = find(o.state, reaction.by, [...rpath, 'by']);
      spendReaction(o, guard, 'guard', rpath);
      chain.push({ kind: 'guard', by: guard.id, protects: target.id });
      target = find(o.state, guard.id, rpath);
      break; // the guard spent its reaction guarding: no dodge or counter follows
    }
    spendReaction(o, target, reaction.kind, rpath);
    if (reaction.kind === 'hide-behind') {
      const shield = find(o.state, reaction.behind, [...rpath, 'behind']);
      const grabbed = shield.conditions.includes(`grabbed by ${target.id}`);
      chain.push({ kind: 'hide-behind', by: target.id, behind: shield.id, ...(grabbed ? { grabbed: true } : {}) });
      target = shield;
      reaction = reaction.then;
      rpath = [...rpath, 'then'];
      continue;
    }
    if (reaction.kind === 'dodge') {
      const attr = state.tables.reactions.dodge_save;
      const s = save(o.state, target, attr, 'dodge');
      o.state = s.state;
      rolls.push(s.roll);
      chain.push({ kind: 'dodge', by: target.id, attribute: attr, target: target[attr], pass: s.pass });
      if (s.pass) {
        o.events.push({
          type: 'attack',
          round,
          actor: attacker.id,
          target: target.id,
          rolls,
          changes,
          detail: { ...detail, reactions: chain, hit: false, missedBy: 'dodge' },
        });
        return o;
      }
    } else {
      // "Perform a suitable attack against the attacker": it must reach the attacker.
      const c = counterReach(o, target, attacker, reaction, rpath, rolls);
      chain.push({ kind: 'counter', by: target.id, ...c.detail });
      if (c.lands) counter = reaction;
    }
    break;
  }
  if (chain.length) detail.reactions = chain;

  if (spec.nonlethal)
    return nonlethal(o, attacker, target, spec.nonlethal, counter, rolls, changes, detail, !!spec.peeking);

  // "Cover … unless the attack is powerful enough to penetrate the cover."
  const cover = !!spec.cover && !spec.penetrates;
  if (spec.cover && spec.penetrates) detail.penetrates = true;
  // An opportunity attack's die is its own (`opportunity-damage`), so typed dice keep to their roll.
  const blow = strike(
    o.state,
    attacker,
    target,
    spec,
    cover,
    changes,
    opts.opportunity ? 'opportunity-damage' : 'damage',
    opts.area?.roll,
  );
  o.state = blow.state;
  if (blow.fresh) rolls.push(blow.roll);
  const dealt = blow.dealt;
  detail.damage = blow.detail;
  if (!counter || counter.nonlethal) {
    o.state = applyDamage(o.state, target.id, dealt, attacker.faction, changes);
    // A non-lethal counter: "Since they inflict no damage they are always resolved last in case of a counter."
    if (counter?.nonlethal)
      counterNonlethal(o, find(o.state, target.id, path), attacker, counter.nonlethal, rolls, changes, detail);
    o.events.push({
      type: 'attack',
      round,
      actor: attacker.id,
      target: target.id,
      rolls,
      changes,
      detail: { ...detail, hit: true },
    });
    return o;
  }
  // Counter: both damage rolls at once; whoever suffers more is hit first, a tie hits both. An attacker
  // peeking from behind a barrier is countered through it as through cover.
  const back0 = strike(
    o.state,
    find(o.state, target.id, path),
    find(o.state, attacker.id, path),
    counter,
    !!spec.peeking,
    changes,
    'counter-damage',
  );
  o.state = back0.state;
  rolls.push(back0.roll);
  const back = back0.dealt;
  detail.counterDamage = back0.detail;
  const first = dealt > back ? 'target' : back > dealt ? 'attacker' : 'both';
  detail.hitFirst = first;
  if (first === 'target' || first === 'both')
    o.state = applyDamage(o.state, target.id, dealt, attacker.faction, changes);
  const targetStands = find(o.state, target.id, path).status !== 'incapacitated';
  if (first === 'both' || first === 'attacker' || targetStands)
    o.state = applyDamage(o.state, attacker.id, back, target.faction, changes);
  const attackerStands = find(o.state, attacker.id, path).status !== 'incapacitated';
  if (first === 'attacker' && attackerStands)
    o.state = applyDamage(o.state, target.id, dealt, attacker.faction, changes);
  detail.counterLanded = first !== 'target' || targetStands;
  detail.hit = first !== 'attacker' || attackerStands;
  o.events.push({ type: 'attack', round, actor: attacker.id, target: target.id, rolls, changes, detail });
  return o;
}

/**
 * Whether a counter reaches the attacker, as an attack of the counterer's weapon would: a melee
 * counter needs the attacker nearby (`combat/not-nearby`), a ranged one within range, and beyond
 * half range the counterer's save to hit, which misses on a fail (the attack then lands alone).
 */
function counterReach(
  o: Out,
  by: FtCombatant,
  attacker: FtCombatant,
  counter: Extract<ReactionSpec, { kind: 'counter' }>,
  path: Path,
  rolls: Roll[],
): { lands: boolean; detail: Record<string, unknown> } {
  const range = counter.nonlethal ? 0 : (counter.range ?? by.range);
  if (range === 0) {
    assertNearby(by, attacker, `${by.id} cannot counter ${attacker.id} with a melee attack`, path);
    return { lands: true, detail: {} };
  }
  const r = reach(o.state, by, attacker.zone, range, { moving: false, path });
  if (!r.save) return { lands: true, detail: {} };
  const attr = o.state.tables.attack.hit_save;
  const s = save(o.state, by, attr, 'counter-hit-save');
  o.state = s.state;
  rolls.push(s.roll);
  return { lands: s.pass, detail: { hitSave: { for: r.save, attribute: attr, target: by[attr], pass: s.pass } } };
}

/** A ranged attack spends a shot when its ammunition is counted; none left, it cannot shoot. */
export function spendAmmo(
  o: Out,
  attacker: FtCombatant,
  spec: { range?: number; with?: 'shield'; unarmed?: boolean },
  path: Path,
  detail: Record<string, unknown>,
): void {
  const ranged = (spec.range ?? attacker.range) > 0 && !spec.with && !spec.unarmed;
  const a = find(o.state, attacker.id, path);
  if (!ranged || a.ammo === null) return;
  if (a.ammo <= 0)
    fail('combat/no-ammunition', `${a.id} has run out of ammunition`, {
      path,
      hint: 'attack in melee (`range: 0`), unarmed, or pick up more',
    });
  o.state = update(o.state, a.id, { ammo: a.ammo - 1 });
  detail.ammo = [a.ammo, a.ammo - 1];
}

/** The countering target's disarm or grapple, after the attack's damage: the attacker saves or suffers it. */
function counterNonlethal(
  o: Out,
  by: FtCombatant,
  attacker: FtCombatant,
  kind: 'disarm' | 'grapple',
  rolls: Roll[],
  changes: Record<string, [unknown, unknown]>,
  detail: Record<string, unknown>,
): void {
  if (!fighting(by)) {
    detail.counterNonlethal = { kind, landed: false };
    return;
  }
  detail.counterNonlethal = {
    kind,
    landed: true,
    save: nonlethalSave(o, attacker.id, by.id, kind, `counter-${kind}`, rolls, changes),
  };
}

/** A final blow kills a nearby incapacitated character. */
export function finalBlow(state: FtState, attackerId: string, targetId: string, path: Path): Out {
  const t = find(state, targetId, path);
  // "If the target is nearby and incapacitated, the attacker may choose to deliver a final blow."
  assertNearby(find(state, attackerId, path), t, `no final blow on ${t.id}`, path);
  if (t.status !== 'incapacitated') {
    fail('target/not-incapacitated', `${t.id} is ${t.status}: a final blow needs an incapacitated target`, {
      path,
      hint: 'attack it instead',
    });
  }
  return {
    state: update(state, t.id, { status: 'dead' }),
    events: [
      {
        type: 'final-blow',
        round: state.round,
        actor: attackerId,
        target: t.id,
        changes: { [`${t.id}.status`]: ['incapacitated', 'dead'] },
      },
    ],
  };
}
