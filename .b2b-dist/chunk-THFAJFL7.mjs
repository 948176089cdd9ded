import {
  suggestion
} from "./chunk-W24BDDEC.mjs";
import {
  formatPath,
  parseYamlSource
} from "./chunk-2S7IUNWF.mjs";

// engine/core/errors.ts
var RuleError = class extends Error {
  code;
  path;
  hint;
  constructor(code, message, opts = {}) {
    super(message);
    this.name = "RuleError";
    this.code = code;
    this.path = opts.path;
    this.hint = opts.hint;
  }
  toValue() {
    return {
      code: this.code,
      message: this.message,
      ...this.path ? { path: this.path } : {},
      ...this.hint ? { hint: this.hint } : {}
    };
  }
};
function fail(code, message, opts) {
  throw new RuleError(code, message, opts);
}

// engine/systems/witchhammer/hints.ts
function suggestHint(input, candidates) {
  return suggestion(input, candidates);
}

// engine/systems/witchhammer/evolve.ts
function evolve(s, p) {
  return {
    schemaVersion: s.schemaVersion,
    system: s.system,
    round: p.round ?? s.round,
    dice: p.dice ?? s.dice,
    ended: p.ended ?? s.ended,
    phase: p.phase ?? s.phase,
    tables: s.tables,
    cards: s.cards,
    combatants: p.combatants ?? s.combatants,
    obstacles: s.obstacles,
    plays: p.plays ?? s.plays,
    order: p.order ?? s.order,
    next: p.next ?? s.next,
    turnStarted: p.turnStarted ?? s.turnStarted,
    stunned: p.stunned ?? s.stunned
  };
}

// engine/systems/witchhammer/planning.ts
function requirePhase(state, phase, what) {
  if (state.phase === phase) return;
  if (state.phase === "ended") fail("combat/ended", `the combat is over; cannot ${what}`);
  fail("combat/wrong-phase", `cannot ${what} during the ${state.phase} phase`, {
    hint: state.phase === "plan" ? "reveal the plays first" : "resolve the rest of this round first"
  });
}
function findCombatant(state, id3, path) {
  const c = state.combatants.find((x) => x.id === id3);
  if (!c) {
    fail("combat/unknown-combatant", `no combatant '${id3}'`, {
      path,
      hint: suggestHint(id3, state.combatants.map((x) => x.id))
    });
  }
  return c;
}
function cardOf(state, id3, type, path) {
  const card2 = state.cards[id3];
  if (!card2) fail("card/unknown", `no ${type} card '${id3}'`, { path, hint: suggestHint(id3, Object.keys(state.cards)) });
  if (card2.type !== type) fail("card/wrong-type", `'${id3}' is a ${card2.type} card, not a ${type} card`, { path });
  return card2;
}
function takeFromHand(c, card2, deck, taken, path) {
  if (c.usedOnce.includes(card2.id)) {
    fail("card/once-per-combat-used", `${c.name} already played '${card2.id}', a once-per-combat card`, {
      path,
      hint: "once-per-combat cards are discarded until the combat ends; pick another card"
    });
  }
  const n = (taken.get(card2.id) ?? 0) + 1;
  taken.set(card2.id, n);
  if (card2.once_per_combat && n > 1) {
    fail("card/once-per-combat-used", `'${card2.id}' is a once-per-combat card; ${c.name} cannot play it twice`, { path });
  }
  if (deck.length === 0) return;
  const copies = deck.filter((x) => x === card2.id).length;
  if (copies < n) {
    fail("card/not-in-hand", copies === 0 ? `'${card2.id}' is not in ${c.name}'s deck` : `${c.name} has only ${copies} '${card2.id}' card(s) in hand`, {
      path,
      hint: copies === 0 ? suggestHint(card2.id, deck) ?? `${c.name}'s deck: ${[...new Set(deck)].join(", ")}` : "each card can be played once per round"
    });
  }
}
function checkTarget(state, actor, card2, target, path) {
  if (target !== void 0) {
    findCombatantAs(state, target, path);
    return;
  }
  const rule = card2.target;
  if (rule === "chosen") fail("target/missing", `'${card2.id}' targets a chosen combatant; say which`, { path, hint: "add `target: <combatant id>`" });
  if ((rule === "nearest-enemy" || rule === "largest-enemy") && !actor.position) {
    fail("target/missing", `'${card2.id}' targets the ${rule}; without positions the target must be given`, { path, hint: "add `target: <combatant id>` or give the combatants positions" });
  }
}
function findCombatantAs(state, id3, path) {
  if (!state.combatants.some((x) => x.id === id3)) {
    fail("target/unknown", `no combatant '${id3}' to target`, { path, hint: suggestHint(id3, state.combatants.map((x) => x.id)) });
  }
}
function play(state, a) {
  requirePhase(state, "plan", "play cards");
  const c = findCombatant(state, a.combatant, ["combatant"]);
  if (c.dead || c.down) fail("combat/actor-down", `${c.name} is down and cannot act`, { path: ["combatant"] });
  const taken = /* @__PURE__ */ new Map();
  const action2 = cardOf(state, a.action, "action", ["action"]);
  takeFromHand(c, action2, c.actions, taken, ["action"]);
  let stance;
  if (a.stance !== void 0) {
    stance = cardOf(state, a.stance, "stance", ["stance"]);
    takeFromHand(c, stance, c.stances, taken, ["stance"]);
  }
  checkTarget(state, c, action2, a.target, ["target"]);
  const extra = [];
  const extras = a.extra ?? [];
  if (extras.length > c.extraActions) {
    fail("combat/too-many-extra-actions", `${c.name} may add ${c.extraActions} extra action card(s), not ${extras.length}`, { path: ["extra"] });
  }
  extras.forEach((x, i) => {
    const card2 = cardOf(state, x.action, "action", ["extra", i, "action"]);
    takeFromHand(c, card2, c.actions, taken, ["extra", i, "action"]);
    checkTarget(state, c, card2, x.target, ["extra", i, "target"]);
    extra.push({ action: x.action, target: x.target, flanking: x.flanking ? true : void 0, moveTo: x.moveTo });
  });
  const p = { action: a.action, stance: a.stance, target: a.target, flanking: a.flanking ? true : void 0, moveTo: a.moveTo, extra };
  const ev = {
    type: "play",
    round: state.round,
    actor: c.id,
    card: a.action,
    detail: { stance: a.stance, target: a.target, extra: extra.map((x) => x.action), replaced: c.id in state.plays },
    message: `${c.name} plays cards face down`
  };
  return { state: evolve(state, { plays: withPlay(state.plays, c.id, p) }), events: [ev] };
}
function unplay(state, a) {
  requirePhase(state, "plan", "take back a play");
  const c = findCombatant(state, a.combatant, ["combatant"]);
  if (!(c.id in state.plays)) fail("combat/no-play", `${c.name} has not played this round`, { path: ["combatant"] });
  const plays = { ...state.plays };
  delete plays[c.id];
  return { state: evolve(state, { plays }), events: [{ type: "unplay", round: state.round, actor: c.id }] };
}
function timerExpired(state, a) {
  requirePhase(state, "plan", "run out the decision timer");
  const id3 = state.tables.decision_timer.default_action;
  const card2 = state.cards[id3];
  if (!card2 || card2.type !== "action") {
    fail("card/unknown", `the default action '${id3}' is not among the encounter's cards`, { hint: `add the '${id3}' action card to the catalog or the scenario's cards` });
  }
  const plays = { ...state.plays };
  const events = [{ type: "timer-expired", round: state.round, detail: { at: a.at } }];
  for (const c of state.combatants) {
    if (c.down || c.dead || c.id in plays) continue;
    plays[c.id] = { action: id3, extra: [], byTimer: true };
    events.push({ type: "default-action", round: state.round, actor: c.id, card: id3, message: `${c.name} did not play in time: ${card2.name}` });
  }
  return { state: evolve(state, { plays }), events };
}
function withPlay(plays, id3, p) {
  const out = {};
  for (const k in plays) out[k] = plays[k];
  out[id3] = p;
  return out;
}

// engine/core/dice.ts
function seedDice(seed, queue = []) {
  let x = seed >>> 0;
  const next = () => {
    x = x + 2654435769 >>> 0;
    let z9 = x;
    z9 = Math.imul(z9 ^ z9 >>> 16, 2246822507) >>> 0;
    z9 = Math.imul(z9 ^ z9 >>> 13, 3266489909) >>> 0;
    return (z9 ^ z9 >>> 16) >>> 0;
  };
  let dice4 = { s: [next(), next(), next(), next()], queue: [...queue] };
  for (let i = 0; i < 12; i++) dice4 = nextWord(dice4)[0];
  return dice4;
}
function nextWord(d) {
  let [a, b, c, e] = d.s;
  const t = (a + b >>> 0) + e >>> 0;
  e = e + 1 >>> 0;
  a = b ^ b >>> 9;
  b = c + (c << 3) >>> 0;
  c = (c << 21 | c >>> 11) >>> 0;
  c = c + t >>> 0;
  return [{ s: [a >>> 0, b >>> 0, c, e], queue: d.queue }, t];
}
function roll(d, sides, purpose) {
  if (!Number.isInteger(sides) || sides < 1) throw new Error(`bug: bad die size ${sides}`);
  if (d.queue.length > 0) {
    const value = d.queue[0];
    if (!Number.isInteger(value) || value < 1 || value > sides) {
      throw new RuleError("dice/out-of-range", `queued die result ${value} does not fit a d${sides}`, {
        hint: `type a whole number from 1 to ${sides}`
      });
    }
    return [{ s: d.s, queue: d.queue.slice(1) }, { die: sides, value, source: "queue", ...purpose ? { purpose } : {} }];
  }
  const limit = Math.floor(4294967296 / sides) * sides;
  let state = d;
  for (; ; ) {
    const [next, word] = nextWord(state);
    state = next;
    if (word < limit) {
      return [state, { die: sides, value: word % sides + 1, source: "prng", ...purpose ? { purpose } : {} }];
    }
  }
}
function rollMany(d, count, sides, purpose) {
  const rolls = [];
  let state = d;
  for (let i = 0; i < count; i++) {
    const [next, r] = roll(state, sides, purpose);
    state = next;
    rolls.push(r);
  }
  return [state, rolls];
}
function enqueue(d, values) {
  return { s: d.s, queue: [...d.queue, ...values] };
}

// engine/systems/witchhammer/penalty.ts
function wounds(maxHealth, health) {
  return Math.max(0, maxHealth - health);
}
function penaltyFor(maxHealth, health, t) {
  if (health <= 0) return t.down_penalty;
  const w = wounds(maxHealth, health);
  if (w === 0) return 0;
  const base = Math.floor(maxHealth / t.groups);
  const extra = maxHealth % t.groups;
  let taken = 0;
  let cum = 0;
  for (let i = 0; i < t.groups; i++) {
    cum += base + (i < extra ? 1 : 0);
    if (cum > w) break;
    taken++;
  }
  return taken;
}

// engine/systems/witchhammer/work.ts
var Work = class {
  constructor(state, typed) {
    this.state = state;
    this.combatants = state.combatants.slice();
    this.queueBefore = state.dice.queue;
    if (typed && typed.length > 0) {
      typed.forEach((v, i) => {
        if (!Number.isInteger(v)) fail("dice/not-a-number", `typed-in die ${v} is not a whole number`, { path: ["dice", i] });
      });
      this.dice = { s: state.dice.s, queue: [...typed, ...state.dice.queue] };
    } else this.dice = state.dice;
    this.typedLeft = typed?.length ?? 0;
  }
  state;
  combatants;
  events = [];
  dice;
  typedLeft;
  owned = [];
  queueBefore;
  get round() {
    return this.state.round;
  }
  index(id3) {
    const cs = this.combatants;
    for (let i = 0; i < cs.length; i++) if (cs[i].id === id3) return i;
    return -1;
  }
  get(id3) {
    const i = this.index(id3);
    if (i < 0) throw new Error(`bug: no combatant ${id3}`);
    return this.combatants[i];
  }
  /**
   * Change a combatant. The first change in a step clones it (field by field: spreads with
   * patches of varying shapes are slow in V8); later changes write to that private clone.
   */
  set(id3, patch) {
    const i = this.index(id3);
    let c = this.combatants[i];
    if (!this.owned[i]) {
      c = cloneCombatant(c);
      this.combatants[i] = c;
      this.owned[i] = true;
    }
    Object.assign(c, patch);
    return c;
  }
  penalty(c) {
    return penaltyFor(c.maxHealth, c.health, this.state.tables.penalty);
  }
  roll(sides, purpose) {
    const [d, r] = roll(this.dice, sides, purpose);
    this.dice = d;
    return r;
  }
  emit(e) {
    this.events.push(e);
  }
  /** The dice after this step: typed-in results the step did not use are dropped. */
  finalDice() {
    if (this.typedLeft === 0) return this.dice;
    const used = this.typedLeft + this.queueBefore.length - this.dice.queue.length;
    if (used >= this.typedLeft) return this.dice;
    return { s: this.dice.s, queue: this.queueBefore };
  }
};
function cloneCombatant(c) {
  const out = {
    id: c.id,
    name: c.name,
    side: c.side,
    maxPoise: c.maxPoise,
    maxHealth: c.maxHealth,
    poise: c.poise,
    health: c.health,
    attack: c.attack,
    defense: c.defense,
    init: c.init,
    skills: c.skills,
    actions: c.actions,
    stances: c.stances,
    extraActions: c.extraActions,
    down: c.down,
    dead: c.dead,
    usedOnce: c.usedOnce,
    effects: c.effects,
    afflictions: c.afflictions,
    attacksTaken: c.attacksTaken
  };
  out.character = c.character;
  out.position = c.position;
  return out;
}
function change(id3, field, before, after) {
  const out = {};
  out[changeKey(id3, field)] = [before, after];
  return out;
}
var KEYS = /* @__PURE__ */ new Map();
function changeKey(id3, field) {
  let m = KEYS.get(field);
  if (!m) KEYS.set(field, m = /* @__PURE__ */ new Map());
  let k = m.get(id3);
  if (k === void 0) {
    if (m.size > 1e4) m.clear();
    m.set(id3, k = `${id3}.${field}`);
  }
  return k;
}

// engine/systems/witchhammer/checks.ts
function check(state, a) {
  const t = state.tables;
  const c = findCombatant(state, a.combatant, ["combatant"]);
  if (c.dead) fail("combat/actor-dead", `${c.name} is dead`, { path: ["combatant"] });
  let target;
  if (typeof a.difficulty === "number") target = a.difficulty;
  else if (a.difficulty === "easy" || a.difficulty === "medium" || a.difficulty === "hard") target = t.saves[a.difficulty];
  else fail("check/bad-difficulty", `unknown difficulty '${String(a.difficulty)}'`, { path: ["difficulty"], hint: "use easy, medium, hard or a number" });
  const w = new Work(state, a.dice);
  const r = w.roll(t.saves.die, a.skill ? `check:${a.skill}` : "check");
  const skill = a.skill ? c.skills[a.skill] ?? 0 : 0;
  const penalty = w.penalty(c);
  const total = r.value + skill + (a.bonus ?? 0) - penalty;
  const pass2 = total >= target;
  return {
    state: evolve(state, { dice: w.finalDice() }),
    events: [
      {
        type: "check",
        round: state.round,
        actor: c.id,
        rolls: [r],
        detail: { skill: a.skill, roll: r.value, skillBonus: skill, bonus: a.bonus ?? 0, penalty, total, target, difficulty: a.difficulty, pass: pass2 },
        message: `${c.name} ${pass2 ? "passes" : "fails"} (${total} vs ${target})`
      }
    ]
  };
}

// engine/systems/witchhammer/end-combat.ts
function endCombat(state, a) {
  if (state.phase === "ended") fail("combat/ended", "the combat is already over");
  const t = state.tables;
  const w = new Work(state, a.dice);
  const target = t.saves[t.end_of_combat.death_save];
  for (const c of state.combatants) {
    if (c.dead || c.health > 0) continue;
    const r = w.roll(t.saves.die, "death-save");
    const skill = c.skills[t.end_of_combat.save_skill] ?? 0;
    const total = r.value + skill + c.health;
    const pass2 = total >= target;
    const patch = pass2 ? { health: t.end_of_combat.health_on_pass } : { dead: true };
    const changes = pass2 ? { [`${c.id}.health`]: [c.health, t.end_of_combat.health_on_pass] } : { [`${c.id}.dead`]: [false, true] };
    const next = w.set(c.id, patch);
    if (next.health > 0 && next.down) w.set(c.id, { down: false });
    w.emit({
      type: "death-save",
      round: state.round,
      actor: c.id,
      rolls: [r],
      changes,
      detail: { roll: r.value, skill, health: c.health, total, target, pass: pass2 },
      message: `${c.name} ${pass2 ? "survives" : "dies"}`
    });
  }
  const combatants2 = w.combatants.map((c) => c.usedOnce.length || c.attacksTaken ? { ...c, usedOnce: [], attacksTaken: 0 } : c);
  w.emit({ type: "combat-end", round: state.round });
  return {
    state: evolve(state, { combatants: combatants2, dice: w.finalDice(), phase: "ended", ended: true, plays: {}, order: [], next: 0 }),
    events: w.events
  };
}

// engine/systems/witchhammer/round-end.ts
function endRound(state) {
  const combatants2 = state.combatants.map((c) => c.attacksTaken === 0 ? c : { ...c, attacksTaken: 0 });
  return {
    state: evolve(state, { combatants: combatants2, phase: "plan", round: state.round + 1, plays: {}, order: [], next: 0, turnStarted: [], stunned: [] }),
    events: [{ type: "round-end", round: state.round, changes: { round: [state.round, state.round + 1] } }]
  };
}

// engine/systems/witchhammer/order.ts
function compare(a, b) {
  return a.tier - b.tier || b.slot.init - a.slot.init || b.charInit - a.charInit || a.sideRank - b.sideRank || a.listed - b.listed || a.slot.extra - b.slot.extra;
}
function buildOrder(state) {
  const ranked = [];
  const cs = state.combatants;
  for (let listed = 0; listed < cs.length; listed++) {
    const c = cs[listed];
    const p = state.plays[c.id];
    if (!p) continue;
    const stanceInit = p.stance ? state.cards[p.stance].init : 0;
    const sideRank = c.side === "players" ? 0 : 1;
    for (let i = 0; i <= p.extra.length; i++) {
      const action2 = i === 0 ? p.action : p.extra[i - 1].action;
      const slot = {
        key: i === 0 ? c.id : `${c.id}#${i}`,
        combatant: c.id,
        extra: i,
        action: action2,
        stance: p.stance,
        init: state.cards[action2].init + stanceInit + c.init,
        done: false
      };
      ranked.push({ slot, tier: i === 0 ? 0 : 1, charInit: c.init, sideRank, listed });
    }
  }
  ranked.sort(compare);
  return ranked.map((r) => r.slot);
}
function reveal(state) {
  requirePhase(state, "plan", "reveal");
  const order = buildOrder(state);
  const events = [
    {
      type: "reveal",
      round: state.round,
      detail: { order: order.map((s) => ({ key: s.key, combatant: s.combatant, action: s.action, stance: s.stance, init: s.init, extra: s.extra })) }
    }
  ];
  const combatants2 = state.combatants.map((c) => {
    const p = state.plays[c.id];
    if (!p) return c;
    const ids = [p.action, ...p.stance ? [p.stance] : [], ...p.extra.map((x) => x.action)];
    const once = ids.filter((id3) => state.cards[id3].once_per_combat && !c.usedOnce.includes(id3));
    if (once.length === 0) return c;
    const usedOnce = [...c.usedOnce, ...once];
    events.push({ type: "discard", round: state.round, actor: c.id, card: once[0], changes: { [`${c.id}.usedOnce`]: [c.usedOnce, usedOnce] }, message: `${c.name} discards ${once.join(", ")} until the combat ends` });
    return { ...c, usedOnce };
  });
  const next = evolve(state, { combatants: combatants2, phase: "resolve", order, next: 0, turnStarted: [], stunned: [] });
  if (order.length === 0) {
    const end = endRound(next);
    return { state: end.state, events: [...events, ...end.events] };
  }
  return { state: next, events };
}
function reorder(state, a) {
  requirePhase(state, "resolve", "reorder ties");
  const rest = state.order.slice(state.next);
  const byKey = new Map(rest.map((s) => [s.key, s]));
  if (a.order.length !== rest.length || new Set(a.order).size !== rest.length || a.order.some((k) => !byKey.has(k))) {
    fail("combat/bad-reorder", "the new order must list every unresolved slot exactly once", {
      path: ["order"],
      hint: `unresolved slots: ${rest.map((s) => s.key).join(", ")}`
    });
  }
  const slots = a.order.map((k) => byKey.get(k));
  for (let i = 1; i < slots.length; i++) {
    const p = slots[i - 1];
    const s = slots[i];
    const tierP = p.extra > 0 ? 1 : 0;
    const tierS = s.extra > 0 ? 1 : 0;
    if (tierS < tierP || tierS === tierP && s.init > p.init) {
      fail("combat/reorder-not-tie", `${s.key} (init ${s.init}) cannot go after ${p.key} (init ${p.init}): only ties may be reordered`, { path: ["order", i] });
    }
  }
  const order = [...state.order.slice(0, state.next), ...slots];
  return {
    state: evolve(state, { order }),
    events: [{ type: "reorder", round: state.round, detail: { order: a.order }, changes: { order: [rest.map((s) => s.key), a.order] } }]
  };
}

// engine/systems/witchhammer/d20.ts
function d20Adjustment(face, t) {
  const adj = t.d20_adjustments[String(face)];
  return adj ?? 0;
}

// engine/systems/witchhammer/damage.ts
function splitDamage(poise, health, damage, poiseOnly, t) {
  const dmg = Math.max(0, damage);
  if (poiseOnly) {
    const lost = Math.min(poise, dmg);
    return { damage: dmg, poiseOnly, penetrated: 0, poiseLost: lost, healthLost: 0, poise: poise - lost, health };
  }
  const penetrated = Math.floor(dmg / t.penetration_divisor);
  const rest = dmg - penetrated;
  const absorbed = Math.min(Math.max(0, poise), rest);
  const healthLost = penetrated + (rest - absorbed);
  return { damage: dmg, poiseOnly, penetrated, poiseLost: absorbed, healthLost, poise: poise - absorbed, health: health - healthLost };
}

// engine/systems/witchhammer/harm.ts
function applyDamage(w, id3, damage, poiseOnly, source, card2) {
  const c = w.get(id3);
  const split = splitDamage(c.poise, c.health, damage, poiseOnly, w.state.tables.attack);
  setTracks(w, id3, split.poise, split.health, "damage", {
    source,
    damage: split.damage,
    poiseOnly,
    penetrated: split.penetrated,
    toPoise: split.poiseLost,
    toHealth: split.healthLost
  }, card2);
  return split;
}
function applyWounds(w, id3, wounds2, source) {
  const c = w.get(id3);
  setTracks(w, id3, c.poise, c.health - wounds2, "wounds", { source, wounds: wounds2 }, void 0);
  return wounds2;
}
function setTracks(w, id3, poise, health, type, detail, card2) {
  const c = w.get(id3);
  const before = { poise: c.poise, health: c.health, down: c.down, penalty: w.penalty(c), name: c.name };
  const next = w.set(id3, { poise, health, down: before.down || health <= 0 });
  const penAfter = w.penalty(next);
  const changes = {};
  if (poise !== before.poise) changes[changeKey(id3, "poise")] = [before.poise, poise];
  if (health !== before.health) changes[changeKey(id3, "health")] = [before.health, health];
  if (penAfter !== before.penalty) changes[changeKey(id3, "penalty")] = [before.penalty, penAfter];
  if (next.down !== before.down) changes[changeKey(id3, "down")] = [before.down, next.down];
  w.emit({ type, round: w.round, target: id3, card: card2, changes, detail });
  if (next.down && !before.down) w.emit({ type: "down", round: w.round, actor: id3, message: `${before.name} is down (${health} Health)` });
}

// engine/systems/witchhammer/attack.ts
function resolveAttack(w, a) {
  const t = w.state.tables;
  const { actor, target, action: action2, stance } = a;
  const attackerPenalty = w.penalty(actor);
  const flankBonus = a.flanking ? t.attack.flanking_bonus : 0;
  const attack4 = action2.attack + (stance?.attack ?? 0) + actor.attack - attackerPenalty + flankBonus;
  const tp = w.state.plays[target.id];
  const tAction = tp ? w.state.cards[tp.action] : void 0;
  const tStance = tp?.stance ? w.state.cards[tp.stance] : void 0;
  const targetPenalty = w.penalty(target);
  const taken = target.attacksTaken * t.attack.defense_per_attack_taken;
  const defense = (tAction?.defense ?? 0) + (tStance?.defense ?? 0) + target.defense - targetPenalty - taken;
  const roll2 = w.roll(t.attack.die, "attack");
  const adj = d20Adjustment(roll2.value, t);
  const total = attack4 - defense + roll2.value + adj;
  const hit = total > t.attack.hit_threshold;
  const damage = hit ? total - t.attack.hit_threshold : 0;
  const takenBefore = target.attacksTaken;
  w.set(target.id, { attacksTaken: takenBefore + 1 });
  w.emit({
    type: "attack",
    round: w.round,
    actor: actor.id,
    card: action2.id,
    target: target.id,
    rolls: [roll2],
    changes: change(target.id, "attacksTaken", takenBefore, takenBefore + 1),
    detail: {
      attack: { action: action2.attack, stance: stance?.attack ?? 0, character: actor.attack, penalty: attackerPenalty, flanking: flankBonus, total: attack4 },
      defense: {
        action: tAction?.defense ?? 0,
        stance: tStance?.defense ?? 0,
        character: target.defense,
        penalty: targetPenalty,
        attacksTaken: taken,
        total: defense
      },
      d20: roll2.value,
      adjustment: adj,
      total,
      threshold: t.attack.hit_threshold,
      hit,
      damage,
      stance: stance?.id
    }
  });
  if (!hit) return;
  const poiseOnly = action2.poise_only || (stance?.poise_only ?? false);
  const split = applyDamage(w, target.id, damage, poiseOnly, "attack", action2.id);
  const af = t.affliction;
  if (target.side === "players" && split.healthLost >= af.min_wounds) {
    const r = w.roll(af.die, "affliction");
    const value = Math.min(af.max_roll, r.value + split.healthLost);
    const result = value <= af.no_effect_max ? void 0 : chartResult(af.chart, value);
    const before = w.get(target.id).afflictions;
    const changes = {};
    if (result) {
      const after = [...before, result];
      w.set(target.id, { afflictions: after });
      changes[`${target.id}.afflictions`] = [before, after];
    }
    w.emit({
      type: "affliction",
      round: w.round,
      actor: actor.id,
      card: action2.id,
      target: target.id,
      rolls: [r],
      changes,
      detail: { wounds: split.healthLost, roll: r.value, value, result: result ?? null }
    });
  }
  const effects = [...action2.on_hit ?? [], ...stance?.on_hit ?? []];
  for (const e of effects) addEffect(w, target.id, e, action2.id);
}
function chartResult(chart, value) {
  let best;
  for (const row of chart) if (row.roll <= value && (!best || row.roll > best.roll)) best = row;
  return best?.result;
}
function addEffect(w, id3, e, source) {
  const c = w.get(id3);
  const before = c.effects;
  let effects;
  if (e.effect === "stun") {
    const cur = c.effects.find((x) => x.effect === "stun");
    if (cur && cur.roundsLeft >= e.rounds) effects = c.effects.slice();
    else effects = [...c.effects.filter((x) => x.effect !== "stun"), { effect: "stun", roundsLeft: e.rounds, source }];
  } else {
    effects = [...c.effects, { effect: "bleed", wounds: e.wounds, roundsLeft: e.rounds, source }];
  }
  w.set(id3, { effects });
  w.emit({ type: "effect-applied", round: w.round, card: source, target: id3, changes: change(id3, "effects", before, effects), detail: { ...e } });
}

// engine/systems/witchhammer/grid.ts
function distance(a, b) {
  return Math.max(Math.abs(a[0] - b[0]), Math.abs(a[1] - b[1]));
}
function euclid2(a, b) {
  const dx = a[0] - b[0];
  const dy = a[1] - b[1];
  return dx * dx + dy * dy;
}
function samePos(a, b) {
  return a[0] === b[0] && a[1] === b[1];
}
function standing(c) {
  return !c.down && !c.dead;
}
function nearestEnemy(all, c) {
  if (!c.position) return void 0;
  let best;
  let bd = Infinity;
  let be = Infinity;
  for (const o of all) {
    if (o.side === c.side || !standing(o) || !o.position) continue;
    const d = distance(c.position, o.position);
    const e = euclid2(c.position, o.position);
    if (d < bd || d === bd && e < be) {
      best = o;
      bd = d;
      be = e;
    }
  }
  return best;
}
function largestEnemy(all, c) {
  let best;
  for (const o of all) {
    if (o.side === c.side || !standing(o)) continue;
    if (!best || o.maxHealth > best.maxHealth) best = o;
    else if (o.maxHealth === best.maxHealth && c.position && o.position && best.position) {
      if (distance(c.position, o.position) < distance(c.position, best.position)) best = o;
    }
  }
  return best;
}
var STEPS = [
  [0, -1],
  [1, 0],
  [0, 1],
  [-1, 0],
  [1, -1],
  [1, 1],
  [-1, 1],
  [-1, -1]
];
function moveRelative(start, from, spaces, toward, adjacent, blocked) {
  const path = [];
  let cur = start;
  for (let n = 0; n < spaces; n++) {
    const d0 = distance(cur, from);
    if (toward && d0 <= adjacent) break;
    const dirX = toward ? from[0] - cur[0] : cur[0] - from[0];
    const dirY = toward ? from[1] - cur[1] : cur[1] - from[1];
    let best;
    let bd = d0;
    let bDot = -Infinity;
    let bLen = Infinity;
    for (const [dx, dy] of STEPS) {
      const p = [cur[0] + dx, cur[1] + dy];
      const d = distance(p, from);
      if (toward ? d >= d0 : d <= d0) continue;
      if (blocked(p)) continue;
      const dot = dx * dirX + dy * dirY;
      const len = dx * dx + dy * dy;
      const better = toward ? d < bd || best === void 0 : d > bd || best === void 0;
      const same = d === bd && best !== void 0;
      if (better || same && (dot > bDot || dot === bDot && len < bLen)) {
        best = p;
        bd = d;
        bDot = dot;
        bLen = len;
      }
    }
    if (!best) break;
    cur = best;
    path.push(cur);
  }
  return path;
}
function isFlanking(all, attacker, target, adjacent) {
  const a = attacker.position;
  const t = target.position;
  if (!a || !t || distance(a, t) > adjacent) return false;
  const ax = a[0] - t[0];
  const ay = a[1] - t[1];
  return all.some((o) => {
    if (o.id === attacker.id || o.id === target.id || o.side !== attacker.side || !standing(o) || !o.position) return false;
    if (distance(o.position, t) > adjacent) return false;
    return ax * (o.position[0] - t[0]) + ay * (o.position[1] - t[1]) < 0;
  });
}

// engine/systems/witchhammer/movement.ts
function doMovement(w, id3, moves, moveTo) {
  const start = w.get(id3);
  if (!start.position) return;
  const adj = w.state.tables.ranges.close;
  const contacts = w.combatants.filter((o) => o.side !== start.side && !o.dead && !o.down && o.position && distance(o.position, start.position) <= adj).map((o) => o.id);
  let pos2 = start.position;
  for (const card2 of moves) {
    const m = card2.move;
    if (!m || m.spaces === 0) continue;
    const blocked = (p) => w.state.obstacles.some((o) => samePos(o, p)) || w.combatants.some((o) => o.id !== id3 && o.position !== void 0 && samePos(o.position, p));
    let path = [];
    if (m.direction === "any") {
      if (moveTo && distance(pos2, moveTo) <= m.spaces && !blocked(moveTo)) path = [moveTo];
      else if (moveTo) w.emit({ type: "move-blocked", round: w.round, actor: id3, card: card2.id, detail: { to: moveTo, reason: blocked(moveTo) ? "occupied" : "too far" } });
    } else {
      const foe = nearestEnemy(w.combatants, { ...w.get(id3), position: pos2 });
      if (foe?.position) path = moveRelative(pos2, foe.position, m.spaces, m.direction === "toward-nearest-enemy", adj, blocked);
    }
    if (path.length === 0) continue;
    const to = path[path.length - 1];
    w.set(id3, { position: to });
    w.emit({ type: "move", round: w.round, actor: id3, card: card2.id, changes: change(id3, "position", pos2, to), detail: { path, direction: m.direction, spaces: m.spaces } });
    pos2 = to;
  }
  if (samePos(pos2, start.position)) return;
  const broken = contacts.filter((oid) => {
    const o = w.get(oid);
    return o.position !== void 0 && distance(o.position, pos2) > adj;
  });
  if (broken.length > 0) {
    w.emit({ type: "breaking-contact", round: w.round, actor: id3, detail: { from: broken } });
    applyDamage(w, id3, w.state.tables.breaking_contact.damage, false, "breaking-contact");
  }
}

// engine/systems/witchhammer/turn-start.ts
function startTurn(w, id3) {
  const c = w.get(id3);
  if (c.effects.length === 0) return false;
  let stunned = false;
  const left = [];
  for (const e of c.effects) {
    if (e.effect === "bleed") {
      applyWounds(w, id3, e.wounds, "bleed");
      w.emit({ type: "effect", round: w.round, actor: id3, card: e.source, detail: { effect: "bleed", wounds: e.wounds, roundsLeft: e.roundsLeft - 1 } });
    } else {
      stunned = true;
      w.emit({ type: "effect", round: w.round, actor: id3, card: e.source, detail: { effect: "stun", roundsLeft: e.roundsLeft - 1 }, message: `${c.name} is stunned and loses this turn` });
    }
    if (e.roundsLeft > 1) left.push({ ...e, roundsLeft: e.roundsLeft - 1 });
  }
  const before = w.get(id3).effects;
  w.set(id3, { effects: left });
  w.emit({ type: "effects-tick", round: w.round, actor: id3, changes: change(id3, "effects", before, left) });
  return stunned;
}

// engine/systems/witchhammer/resolve.ts
function resolveNext(state, a) {
  requirePhase(state, "resolve", "resolve a play");
  return run(state, a.dice, false);
}
function resolveRound(state, a) {
  requirePhase(state, "resolve", "resolve the round");
  return run(state, a.dice, true);
}
function run(state, typed, all) {
  if (state.next >= state.order.length) fail("combat/nothing-to-resolve", "every play of this round is resolved");
  const w = new Work(state, typed);
  let next = state.next;
  const started = state.turnStarted.slice();
  const stunned = state.stunned.slice();
  do {
    const slot = state.order[next];
    resolveSlot(w, slot, started, stunned);
    next++;
  } while (all && next < state.order.length);
  const order = state.order.slice();
  for (let i = state.next; i < next; i++) order[i] = { ...order[i], done: true };
  const after = evolve(state, { combatants: w.combatants, dice: w.finalDice(), order, next, turnStarted: started, stunned });
  if (next < order.length) return { state: after, events: w.events };
  const end = endRound(after);
  return { state: end.state, events: [...w.events, ...end.events] };
}
function resolveSlot(w, slot, started, stunned) {
  const id3 = slot.combatant;
  const cards = w.state.cards;
  w.emit({ type: "turn", round: w.round, actor: id3, card: slot.action, detail: { slot: slot.key, init: slot.init, stance: slot.stance } });
  if (!started.includes(id3)) {
    started.push(id3);
    if (!w.get(id3).dead && startTurn(w, id3)) stunned.push(id3);
  }
  const actor = w.get(id3);
  if (actor.dead || actor.down) return skip(w, slot, "down");
  if (stunned.includes(id3)) return skip(w, slot, "stunned");
  const play2 = w.state.plays[id3];
  const extra = slot.extra > 0 ? play2.extra[slot.extra - 1] : void 0;
  const action2 = cards[slot.action];
  const stance = slot.stance ? cards[slot.stance] : void 0;
  const moves = extra ? [action2] : stance ? [action2, stance] : [action2];
  doMovement(w, id3, moves, extra ? extra.moveTo : play2.moveTo);
  if (w.get(id3).down) return;
  const target = pickTarget(w, w.get(id3), action2, extra ? extra.target : play2.target);
  if (target) attackIfInRange(w, w.get(id3), target, action2, stance, (extra ? extra.flanking : play2.flanking) ?? false);
  restore(w, id3, extra ? [action2] : stance ? [action2, stance] : [action2]);
}
function skip(w, slot, reason) {
  w.emit({ type: "skip", round: w.round, actor: slot.combatant, card: slot.action, detail: { reason, slot: slot.key } });
}
function pickTarget(w, actor, action2, chosen) {
  const rule = action2.target;
  if (!rule || rule === "self") return void 0;
  let t;
  if (rule === "chosen" || !actor.position) t = chosen !== void 0 ? w.get(chosen) : void 0;
  else t = rule === "nearest-enemy" ? nearestEnemy(w.combatants, actor) : largestEnemy(w.combatants, actor);
  if (!t || t.dead) {
    w.emit({ type: "no-target", round: w.round, actor: actor.id, card: action2.id, detail: { rule, reason: t ? "dead" : "no standing enemy" } });
    return void 0;
  }
  return t;
}
function attackIfInRange(w, actor, target, action2, stance, flag) {
  const adj = w.state.tables.ranges.close;
  const band = action2.range;
  if (band && actor.position && target.position) {
    const d = distance(actor.position, target.position);
    const max = w.state.tables.ranges[band];
    if (d > max) {
      w.emit({ type: "out-of-range", round: w.round, actor: actor.id, card: action2.id, target: target.id, detail: { range: band, max, distance: d } });
      return;
    }
  }
  const flanking = actor.position && target.position ? isFlanking(w.combatants, actor, target, adj) : flag;
  resolveAttack(w, { actor, target, action: action2, stance, flanking });
}
function restore(w, id3, from) {
  let poise = 0;
  let health = 0;
  for (const c2 of from) {
    poise += c2.restore?.poise ?? 0;
    health += c2.restore?.health ?? 0;
  }
  if (poise === 0 && health === 0) return;
  const c = w.get(id3);
  const p = Math.max(c.poise, Math.min(c.maxPoise, c.poise + poise));
  const h = Math.max(c.health, Math.min(c.maxHealth, c.health + health));
  const changes = {};
  if (p !== c.poise) changes[`${id3}.poise`] = [c.poise, p];
  if (h !== c.health) changes[`${id3}.health`] = [c.health, h];
  const gained = { poise: p - c.poise, health: h - c.health };
  const penBefore = w.penalty(c);
  const next = w.set(id3, { poise: p, health: h, down: h <= 0 && c.down });
  const penAfter = w.penalty(next);
  if (penAfter !== penBefore) changes[`${id3}.penalty`] = [penBefore, penAfter];
  w.emit({ type: "restore", round: w.round, actor: id3, card: from[0].id, changes, detail: gained });
}

// engine/core/types.ts
var SCHEMA_VERSION = 1;

// engine/systems/witchhammer/setup.ts
function init(setup) {
  const cards = {};
  const list2 = Array.isArray(setup.cards) ? setup.cards : Object.values(setup.cards);
  for (const c of list2) if (c.type === "action" || c.type === "stance") cards[c.id] = c;
  const seen = /* @__PURE__ */ new Set();
  const combatants2 = setup.combatants.map((s, i) => {
    if (!s.id) fail("setup/bad-combatant", `combatant ${i + 1} has no id`, { path: ["combatants", i, "id"] });
    if (seen.has(s.id)) fail("setup/duplicate-combatant", `two combatants are called '${s.id}'`, { path: ["combatants", i, "id"], hint: "give each copy its own id, e.g. goblin-1, goblin-2" });
    seen.add(s.id);
    for (const [k, deck] of [["actions", s.actions], ["stances", s.stances]]) {
      (deck ?? []).forEach((id3, j) => {
        if (!cards[id3]) fail("card/unknown", `${s.id}'s ${k} deck lists unknown card '${id3}'`, { path: ["combatants", i, k, j] });
      });
    }
    if (s.maxHealth < 1) fail("setup/bad-combatant", `${s.id} needs a maximum Health of at least 1`, { path: ["combatants", i, "maxHealth"] });
    const health = s.health ?? s.maxHealth;
    return cloneCombatant({
      id: s.id,
      name: s.name ?? s.id,
      side: s.side,
      ...s.character ? { character: s.character } : {},
      maxPoise: s.maxPoise,
      maxHealth: s.maxHealth,
      poise: s.poise ?? s.maxPoise,
      health,
      attack: s.attack ?? 0,
      defense: s.defense ?? 0,
      init: s.init ?? 0,
      skills: s.skills ?? {},
      actions: s.actions ?? [],
      stances: s.stances ?? [],
      extraActions: s.extraActions ?? 0,
      ...s.position ? { position: [s.position[0], s.position[1]] } : {},
      down: health <= 0,
      dead: false,
      usedOnce: [],
      effects: [],
      afflictions: [],
      attacksTaken: 0
    });
  });
  const occupied = /* @__PURE__ */ new Set();
  combatants2.forEach((c, i) => {
    if (!c.position) return;
    const k = c.position.join(",");
    if (occupied.has(k)) fail("setup/overlap", `${c.id} stands on a square another combatant already holds`, { path: ["combatants", i, "position"] });
    occupied.add(k);
  });
  return {
    schemaVersion: SCHEMA_VERSION,
    system: "witchhammer",
    round: 1,
    dice: seedDice(setup.seed ?? 0, setup.dice ?? []),
    ended: false,
    phase: "plan",
    tables: setup.tables,
    cards,
    combatants: combatants2,
    obstacles: setup.obstacles ?? [],
    plays: {},
    order: [],
    next: 0,
    turnStarted: [],
    stunned: []
  };
}
function playCardFrom(card2) {
  if (card2.type !== "action" && card2.type !== "stance") return void 0;
  return {
    id: card2.id,
    type: card2.type,
    name: card2.name,
    init: card2.init,
    attack: card2.attack,
    defense: card2.defense,
    ...card2.move ? { move: card2.move } : {},
    ...card2.target ? { target: card2.target } : {},
    ...card2.range ? { range: card2.range } : {},
    once_per_combat: card2.once_per_combat,
    poise_only: card2.poise_only,
    ...card2.on_hit ? { on_hit: card2.on_hit } : {},
    ...card2.restore ? { restore: card2.restore } : {}
  };
}
function combatantsFromCharacter(card2, opts = {}) {
  const n = opts.copies ?? 1;
  const base = opts.id ?? card2.id;
  const out = [];
  for (let i = 1; i <= n; i++) {
    out.push({
      id: n > 1 ? `${base}-${i}` : base,
      name: n > 1 ? `${card2.name} ${i}` : card2.name,
      side: opts.side ?? (card2.side === "player" ? "players" : "gm"),
      character: card2.id,
      maxPoise: card2.poise,
      maxHealth: card2.health,
      ...opts.poise !== void 0 ? { poise: opts.poise } : {},
      ...opts.health !== void 0 ? { health: opts.health } : {},
      attack: card2.attack,
      defense: card2.defense,
      init: card2.init,
      skills: card2.skills,
      actions: card2.actions,
      stances: card2.stances,
      extraActions: card2.extra_actions,
      ...opts.position && i === 1 ? { position: opts.position } : {}
    });
  }
  return out;
}

// engine/systems/witchhammer/view.ts
function status(c, s) {
  const out = [];
  if (c.dead) out.push("dead");
  else if (c.down) out.push("down");
  if (c.effects.some((e) => e.effect === "stun") || s.stunned.includes(c.id)) out.push("stunned");
  if (c.effects.some((e) => e.effect === "bleed")) out.push("bleeding");
  if (c.poise === 0 && !c.dead) out.push("no poise");
  return out;
}
function view(s) {
  const t = s.tables;
  const combatants2 = s.combatants.map((c) => {
    const penalty = penaltyFor(c.maxHealth, c.health, t.penalty);
    const free = (deck) => [...new Set(deck)].filter((id3) => !c.usedOnce.includes(id3));
    return {
      id: c.id,
      name: c.name,
      side: c.side,
      tracks: [
        { name: "poise", current: c.poise, max: c.maxPoise },
        { name: "health", current: c.health, max: c.maxHealth }
      ],
      status: status(c, s),
      modifiers: penalty ? { penalty: -penalty } : {},
      effects: c.effects.map((e) => ({ name: e.effect === "bleed" ? `bleed ${e.wounds}` : "stun", roundsLeft: e.roundsLeft })),
      wounds: wounds(c.maxHealth, c.health),
      penalty,
      down: c.down,
      dead: c.dead,
      afflictions: c.afflictions,
      attacksTaken: c.attacksTaken,
      usedOnce: c.usedOnce,
      hand: { actions: free(c.actions), stances: free(c.stances) },
      extraActions: c.extraActions,
      played: c.id in s.plays,
      ...c.position ? { position: c.position } : {}
    };
  });
  const slot = s.phase === "resolve" ? s.order[s.next] : void 0;
  const actingNow2 = s.phase === "plan" ? s.combatants.filter((c) => !c.down && !c.dead && !(c.id in s.plays)).map((c) => c.id) : slot ? [slot.combatant] : [];
  const down = s.combatants.filter((c) => !c.dead && c.health <= 0).map((c) => c.id);
  const pendingChecks = down.length && s.phase !== "ended" ? [{ kind: "death-save", combatants: down, description: `death's door: ${t.end_of_combat.save_skill} save at the end of combat`, target: t.saves[t.end_of_combat.death_save] }] : [];
  return {
    system: s.system,
    round: s.round,
    phase: s.phase,
    actingNow: actingNow2,
    order: s.order.map((o) => ({
      combatant: o.combatant,
      label: `${s.cards[o.action]?.name ?? o.action}${o.stance ? ` + ${s.cards[o.stance]?.name ?? o.stance}` : ""}${o.extra ? " (extra)" : ""}`,
      init: o.init,
      done: o.done
    })),
    combatants: combatants2,
    pendingChecks,
    ...slot ? { nextSlot: slot.key } : {}
  };
}

// engine/systems/witchhammer/plugin.ts
function step(state, action2) {
  if (state.ended && action2.type !== "check") fail("combat/ended", "the combat is over");
  switch (action2.type) {
    case "play":
      return play(state, action2);
    case "unplay":
      return unplay(state, action2);
    case "timer-expired":
      return timerExpired(state, action2);
    case "reveal":
      return reveal(state);
    case "reorder":
      return reorder(state, action2);
    case "resolve-next":
      return resolveNext(state, action2);
    case "resolve-round":
      return resolveRound(state, action2);
    case "end-combat":
      return endCombat(state, action2);
    case "check":
      return check(state, action2);
    default:
      return fail("combat/unknown-action", `unknown action type '${action2.type}'`, { path: ["type"] });
  }
}
var plugin = {
  id: "witchhammer",
  name: "WitchHammer",
  init,
  step,
  view
};

// engine/systems/witchhammer/scenario-fields.ts
function isObj(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
function obj(v, path, what) {
  if (!isObj(v)) fail("scenario/bad-field", `${what} must be a mapping`, { path, hint: "write it as `{ key: value, ... }` or as indented key: value lines" });
  return v;
}
function list(v, path, what) {
  if (!Array.isArray(v)) fail("scenario/bad-field", `${what} must be a list`, { path, hint: "write it as `[a, b]` or as `- ` lines" });
  return v;
}
function onlyKeys(o, allowed, path) {
  for (const k of Object.keys(o)) {
    if (!allowed.includes(k)) {
      fail("scenario/unknown-field", `unknown field '${k}'`, {
        path: [...path, k],
        hint: suggestion(k, allowed) ?? `allowed here: ${allowed.join(", ")}`
      });
    }
  }
}
function str(v, path, what) {
  if (typeof v !== "string" || v === "") fail("scenario/bad-field", `${what} must be a non-empty string`, { path });
  return v;
}
function int(v, path, what) {
  if (typeof v !== "number" || !Number.isInteger(v)) fail("scenario/bad-field", `${what} must be a whole number`, { path, hint: `got ${JSON.stringify(v)}` });
  return v;
}
function bool(v, path, what) {
  if (typeof v !== "boolean") fail("scenario/bad-field", `${what} must be true or false`, { path });
  return v;
}
function pos(v, path) {
  if (!Array.isArray(v) || v.length !== 2 || !v.every((n) => Number.isInteger(n))) {
    fail("scenario/bad-field", "a position is two whole numbers", { path, hint: "write it as `[x, y]`, e.g. `[3, 4]`" });
  }
  return [v[0], v[1]];
}
function ints(v, path, what) {
  return list(v, path, what).map((n, i) => int(n, [...path, i], `${what} entry`));
}
function strs(v, path, what) {
  return list(v, path, what).map((n, i) => str(n, [...path, i], `${what} entry`));
}

// engine/systems/witchhammer/scenario-compile.ts
var TOP = ["system", "name", "description", "cards", "combatants", "rounds", "plays", "dice", "seed", "obstacles", "end_combat"];
var COMBATANT = ["id", "character", "name", "side", "poise", "health", "max_poise", "max_health", "position", "copies", "attack", "defense", "init", "skills", "actions", "stances", "extra_actions"];
var ROUND = ["plays", "timer_expired", "reorder", "dice"];
var PLAY = ["combatant", "action", "stance", "target", "flanking", "move_to", "extra"];
var EXTRA = ["action", "target", "flanking", "move_to"];
function side(v, path) {
  if (v === "players" || v === "player") return "players";
  if (v === "gm" || v === "monster" || v === "monsters") return "gm";
  return fail("scenario/bad-field", `side must be players or gm, not ${JSON.stringify(v)}`, { path, hint: "use `side: players` or `side: gm`" });
}
function combatants(doc, cards) {
  const out = [];
  const chars = [...cards.values()].filter((c) => c.type === "character").map((c) => c.id);
  list(doc.combatants, ["combatants"], "combatants").forEach((raw, i) => {
    const p = ["combatants", i];
    const c = obj(raw, p, "a combatant");
    onlyKeys(c, COMBATANT, p);
    const id3 = str(c.id, [...p, "id"], "id");
    const opt = (k, f) => c[k] === void 0 ? void 0 : f(c[k], [...p, k], k);
    const copies = opt("copies", int) ?? 1;
    const position = c.position === void 0 ? void 0 : pos(c.position, [...p, "position"]);
    if (c.character !== void 0) {
      const cid = str(c.character, [...p, "character"], "character");
      const card2 = cards.get(cid);
      if (!card2 || card2.type !== "character") {
        fail("scenario/unknown-card", `no character card '${cid}'`, { path: [...p, "character"], hint: suggestion(cid, chars) ?? "add it under `cards:` or to the catalog" });
      }
      const made = combatantsFromCharacter(card2, {
        id: id3,
        ...c.side !== void 0 ? { side: side(c.side, [...p, "side"]) } : {},
        ...c.poise !== void 0 ? { poise: int(c.poise, [...p, "poise"], "poise") } : {},
        ...c.health !== void 0 ? { health: int(c.health, [...p, "health"], "health") } : {},
        ...position ? { position } : {},
        copies
      });
      const name = opt("name", str);
      out.push(...made.map((m) => name && copies === 1 ? { ...m, name } : m));
      return;
    }
    if (c.side === void 0 || c.health === void 0 || c.poise === void 0) {
      fail("scenario/bad-field", `combatant '${id3}' needs a \`character:\` card, or side, poise and health`, { path: p, hint: "add `character: <character card id>`, or `side`, `poise` and `health` for a quick-add combatant" });
    }
    const poise = int(c.poise, [...p, "poise"], "poise");
    const health = int(c.health, [...p, "health"], "health");
    for (let n = 1; n <= copies; n++) {
      out.push({
        id: copies > 1 ? `${id3}-${n}` : id3,
        name: (opt("name", str) ?? id3) + (copies > 1 ? ` ${n}` : ""),
        side: side(c.side, [...p, "side"]),
        maxPoise: opt("max_poise", int) ?? poise,
        maxHealth: opt("max_health", int) ?? health,
        poise,
        health,
        attack: opt("attack", int) ?? 0,
        defense: opt("defense", int) ?? 0,
        init: opt("init", int) ?? 0,
        skills: c.skills === void 0 ? {} : Object.fromEntries(Object.entries(obj(c.skills, [...p, "skills"], "skills")).map(([k, v]) => [k, int(v, [...p, "skills", k], k)])),
        actions: opt("actions", strs) ?? [],
        stances: opt("stances", strs) ?? [],
        extraActions: opt("extra_actions", int) ?? 0,
        ...position && n === 1 ? { position } : {}
      });
    }
  });
  return out;
}
function cardRef(v, path, type, cards) {
  const id3 = str(v, path, type);
  const card2 = cards.get(id3);
  if (!card2) {
    const same = [...cards.values()].filter((c) => c.type === type).map((c) => c.id);
    fail("scenario/unknown-card", `no ${type} card '${id3}'`, { path, hint: suggestion(id3, same) ?? "add it under `cards:` or to the catalog" });
  }
  if (card2.type !== type) fail("scenario/wrong-card-type", `'${id3}' is a ${card2.type} card, not a ${type} card`, { path });
  return id3;
}
function combatantRef(v, path, ids, code) {
  const id3 = str(v, path, "combatant");
  if (!ids.includes(id3)) fail(code, `no combatant '${id3}'`, { path, hint: suggestion(id3, ids) ?? `combatants: ${ids.join(", ")}` });
  return id3;
}
function playAction(raw, p, cards, ids, used) {
  const o = obj(raw, p, "a play");
  onlyKeys(o, PLAY, p);
  const combatant5 = combatantRef(o.combatant, [...p, "combatant"], ids, "scenario/unknown-combatant");
  const action2 = cardRef(o.action, [...p, "action"], "action", cards);
  used.add(action2);
  const stance = o.stance === void 0 ? void 0 : cardRef(o.stance, [...p, "stance"], "stance", cards);
  if (stance) used.add(stance);
  const target = o.target === void 0 ? void 0 : combatantRef(o.target, [...p, "target"], ids, "target/unknown");
  const extra = o.extra === void 0 ? [] : list(o.extra, [...p, "extra"], "extra").map((x, j) => {
    const xp = [...p, "extra", j];
    const e = obj(x, xp, "an extra action");
    onlyKeys(e, EXTRA, xp);
    const a = cardRef(e.action, [...xp, "action"], "action", cards);
    used.add(a);
    return {
      action: a,
      ...e.target !== void 0 ? { target: combatantRef(e.target, [...xp, "target"], ids, "target/unknown") } : {},
      ...e.flanking !== void 0 ? { flanking: bool(e.flanking, [...xp, "flanking"], "flanking") } : {},
      ...e.move_to !== void 0 ? { moveTo: pos(e.move_to, [...xp, "move_to"]) } : {}
    };
  });
  return {
    type: "play",
    combatant: combatant5,
    action: action2,
    ...stance ? { stance } : {},
    ...target ? { target } : {},
    ...o.flanking !== void 0 ? { flanking: bool(o.flanking, [...p, "flanking"], "flanking") } : {},
    ...o.move_to !== void 0 ? { moveTo: pos(o.move_to, [...p, "move_to"]) } : {},
    ...extra.length ? { extra } : {}
  };
}
function compileScenario(doc, ctx) {
  onlyKeys(doc, TOP, []);
  const tables = ctx.tables;
  const setupCombatants = combatants(doc, ctx.cards);
  const ids = setupCombatants.map((c) => c.id);
  const used = /* @__PURE__ */ new Set();
  for (const c of setupCombatants) for (const id3 of [...c.actions ?? [], ...c.stances ?? []]) used.add(id3);
  const actions = [];
  let rounds;
  if (doc.rounds !== void 0 && doc.plays !== void 0) fail("scenario/bad-field", "use either `rounds:` or `plays:`, not both", { path: ["plays"] });
  if (doc.rounds !== void 0) rounds = list(doc.rounds, ["rounds"], "rounds").map((r, i) => ({ raw: obj(r, ["rounds", i], "a round"), path: ["rounds", i] }));
  else if (doc.plays !== void 0) rounds = [{ raw: { plays: doc.plays }, path: [] }];
  else fail("scenario/bad-field", "a scenario needs `rounds:` (or `plays:` for a single round)", { path: [], hint: "add `plays: [ { combatant: a, action: ..., stance: ..., target: b } ]`" });
  for (const { raw, path } of rounds) {
    if (path.length) onlyKeys(raw, ROUND, path);
    const playsPath = path.length ? [...path, "plays"] : ["plays"];
    const plays = raw.plays === void 0 ? [] : list(raw.plays, playsPath, "plays");
    plays.forEach((pl, j) => actions.push({ action: playAction(pl, [...playsPath, j], ctx.cards, ids, used), path: [...playsPath, j] }));
    if (raw.timer_expired !== void 0 && bool(raw.timer_expired, [...path, "timer_expired"], "timer_expired")) {
      actions.push({ action: { type: "timer-expired" }, path: [...path, "timer_expired"] });
    }
    actions.push({ action: { type: "reveal" }, path });
    if (raw.reorder !== void 0) actions.push({ action: { type: "reorder", order: strs(raw.reorder, [...path, "reorder"], "reorder") }, path: [...path, "reorder"] });
    const dice4 = raw.dice === void 0 ? void 0 : ints(raw.dice, [...path, "dice"], "dice");
    actions.push({ action: { type: "resolve-round", ...dice4 ? { dice: dice4 } : {} }, path });
  }
  if (doc.end_combat !== void 0 && bool(doc.end_combat, ["end_combat"], "end_combat")) actions.push({ action: { type: "end-combat" }, path: ["end_combat"] });
  if (ctx.cards.has(tables.decision_timer.default_action)) used.add(tables.decision_timer.default_action);
  const cards = [];
  for (const id3 of used) {
    const c = ctx.cards.get(id3);
    const pc = c ? playCardFrom(c) : void 0;
    if (pc) cards.push(pc);
  }
  const setup = {
    tables,
    cards,
    combatants: setupCombatants,
    ...doc.obstacles !== void 0 ? { obstacles: list(doc.obstacles, ["obstacles"], "obstacles").map((o, i) => pos(o, ["obstacles", i])) } : {},
    seed: ctx.seed ?? (doc.seed === void 0 ? 0 : int(doc.seed, ["seed"], "seed")),
    ...doc.dice !== void 0 ? { dice: ints(doc.dice, ["dice"], "dice") } : {}
  };
  return { setup, actions };
}

// engine/systems/witchhammer/scenario-summary.ts
function summarize(session) {
  const s = session.state;
  const order = [];
  for (const e of session.events) {
    if (e.type !== "reveal") continue;
    for (const o of e.detail?.order ?? []) {
      order.push({ round: e.round, combatant: o.combatant, action: o.action, ...o.stance ? { stance: o.stance } : {}, init: o.init, ...o.extra ? { extra: o.extra } : {} });
    }
  }
  const combatants2 = {};
  for (const c of s.combatants) {
    combatants2[c.id] = {
      side: c.side,
      poise: c.poise,
      max_poise: c.maxPoise,
      health: c.health,
      max_health: c.maxHealth,
      wounds: wounds(c.maxHealth, c.health),
      penalty: penaltyFor(c.maxHealth, c.health, s.tables.penalty),
      down: c.down,
      dead: c.dead,
      afflictions: c.afflictions,
      effects: c.effects.map((e) => ({ ...e })),
      used_once: c.usedOnce,
      ...c.position ? { position: c.position } : {}
    };
  }
  return { order, combatants: combatants2 };
}
var sign = (n) => n >= 0 ? `+${n}` : `\u2212${-n}`;
function describe(e) {
  const d = e.detail ?? {};
  const ch2 = e.changes ?? {};
  const pair = (k) => ch2[k] ? `${String(ch2[k][0])}\u2192${String(ch2[k][1])}` : "";
  switch (e.type) {
    case "play":
      return `${e.actor} plays ${e.card}${d.stance ? ` + ${d.stance}` : ""}${d.target ? ` \u2192 ${d.target}` : ""}${d.extra?.length ? ` (extra: ${d.extra.join(", ")})` : ""}`;
    case "timer-expired":
      return "the decision timer runs out";
    case "default-action":
      return `${e.actor} takes the default action ${e.card}`;
    case "reveal":
      return `round ${e.round} order: ${d.order.map((o) => `${o.key} ${o.action}${o.stance ? `+${o.stance}` : ""} (${o.init})`).join(", ") || "(nobody played)"}`;
    case "discard":
      return `  ${e.actor} discards ${e.card} until the combat ends`;
    case "reorder":
      return `the GM reorders ties: ${d.order.join(", ")}`;
    case "turn":
      return `${e.actor}: ${e.card}${d.stance ? ` + ${d.stance}` : ""} (init ${d.init})`;
    case "skip":
      return `  ${e.actor} does not act (${d.reason})`;
    case "effect":
      return d.effect === "bleed" ? `  ${e.actor} bleeds ${d.wounds} (${d.roundsLeft} round(s) left)` : `  ${e.actor} is stunned (${d.roundsLeft} more turn(s))`;
    case "effects-tick":
      return "";
    case "move":
      return `  ${e.actor} moves ${pair(`${e.actor}.position`).replace(/,/g, ",")} (${d.direction}, up to ${d.spaces})`;
    case "move-blocked":
      return `  ${e.actor} cannot move to ${String(d.to)} (${d.reason})`;
    case "breaking-contact":
      return `  ${e.actor} breaks contact with ${d.from.join(", ")}`;
    case "no-target":
      return `  ${e.actor} has no target (${d.reason})`;
    case "out-of-range":
      return `  ${e.target} is out of ${d.range} range (${d.distance} > ${d.max}): no attack`;
    case "attack": {
      const a = d.attack;
      const df = d.defense;
      const atk = `attack ${a.total} = ${a.action} action ${sign(a.stance)} stance ${sign(a.character)} character${a.penalty ? ` \u2212 ${a.penalty} penalty` : ""}${a.flanking ? ` + ${a.flanking} flanking` : ""}`;
      const def2 = `defense ${df.total} = ${df.action} action ${sign(df.stance)} stance ${sign(df.character)} character${df.penalty ? ` \u2212 ${df.penalty} penalty` : ""}${df.attacksTaken ? ` \u2212 ${df.attacksTaken} attacks taken` : ""}`;
      const roll2 = `d20 ${d.d20}${d.adjustment ? ` ${sign(d.adjustment)}` : ""}`;
      return `  ${e.actor} \u2192 ${e.target}: ${atk}; ${def2}; ${roll2} \u2192 total ${d.total}: ${d.hit ? `hit for ${d.damage}` : `miss (needs over ${d.threshold})`}`;
    }
    case "damage":
      return `  ${e.target} takes ${d.damage}${d.source === "breaking-contact" ? " (breaking contact)" : ""}${d.poiseOnly ? " poise-only" : ""}: ${d.penetrated} penetrates, ${d.toPoise} to Poise, ${d.toHealth - d.penetrated} spills to Health (Poise ${pair(`${e.target}.poise`) || "unchanged"}, Health ${pair(`${e.target}.health`) || "unchanged"}${ch2[`${e.target}.penalty`] ? `, penalty ${pair(`${e.target}.penalty`)}` : ""})`;
    case "wounds":
      return `  ${e.target} loses ${d.wounds} Health to ${d.source} (Health ${pair(`${e.target}.health`)})`;
    case "down":
      return `  ${e.actor} is down`;
    case "affliction":
      return `  affliction roll d20 ${d.roll} + ${d.wounds} wounds = ${d.value}: ${d.result ?? "no effect"}`;
    case "effect-applied":
      return `  ${e.target} gains ${d.effect}${d.wounds ? ` ${d.wounds}` : ""} for ${d.rounds} round(s)`;
    case "restore":
      return `  ${e.actor} restores${d.poise ? ` ${d.poise} Poise` : ""}${d.health ? ` ${d.health} Health` : ""}${!d.poise && !d.health ? " nothing (already at maximum)" : ""}`;
    case "round-end":
      return `end of round ${e.round}`;
    case "death-save":
      return `${e.actor} death's-door save: d20 ${d.roll} ${sign(d.skill)} skill ${sign(d.health)} Health = ${d.total} vs ${d.target}: ${d.pass ? "survives" : "dies"}`;
    case "combat-end":
      return "the combat ends";
    case "check":
      return `${e.actor} check${d.skill ? ` (${d.skill})` : ""}: d20 ${d.roll} ${sign(d.skillBonus + d.bonus)} \u2212 ${d.penalty} penalty = ${d.total} vs ${d.target}: ${d.pass ? "pass" : "fail"}`;
    default:
      return e.message ?? e.type;
  }
}

// engine/systems/witchhammer/tables.ts
import { z } from "zod";
var int2 = z.number().int();
var witchhammerTables = z.strictObject({
  system: z.literal("witchhammer"),
  name: z.string(),
  /** d20 face → adjustment added to the total, e.g. { 20: 10, 19: 5, 2: -5, 1: -10 }. */
  d20_adjustments: z.record(z.string().regex(/^\d+$/), int2),
  attack: z.strictObject({
    die: int2.min(2),
    /** A hit is a total strictly over this; damage = total − threshold. */
    hit_threshold: int2,
    /** ⌊damage / penetration_divisor⌋ goes straight to Health (the tens digit). */
    penetration_divisor: int2.min(1),
    flanking_bonus: int2,
    /** Defense lost per attack already taken this round. */
    defense_per_attack_taken: int2
  }),
  penalty: z.strictObject({
    groups: int2.min(1),
    /** The penalty of a character at 0 Health or below. */
    down_penalty: int2
  }),
  affliction: z.strictObject({
    /** Wounds from one attack that trigger a roll (player characters only). */
    min_wounds: int2.min(1),
    die: int2.min(2),
    max_roll: int2,
    /** Results at or below this are no effect. */
    no_effect_max: int2,
    chart: z.array(z.strictObject({ roll: int2, result: z.string() })).min(1)
  }),
  /** Range band → maximum distance in squares. */
  ranges: z.strictObject({ close: int2, short: int2, medium: int2, long: int2 }),
  saves: z.strictObject({ die: int2.min(2), easy: int2, medium: int2, hard: int2 }),
  breaking_contact: z.strictObject({ damage: int2.min(0) }),
  decision_timer: z.strictObject({ seconds: z.number().positive(), default_action: z.string() }),
  end_of_combat: z.strictObject({
    /** Difficulty name from `saves`, e.g. medium. */
    death_save: z.enum(["easy", "medium", "hard"]),
    /** The skill whose bonus adds to the save, e.g. con. */
    save_skill: z.string(),
    /** Health a character is set to when the save passes. */
    health_on_pass: int2
  })
});

// engine/systems/witchhammer/index.ts
var system = {
  plugin,
  tablesSchema: witchhammerTables,
  scenario: { compile: compileScenario, summarize, describe }
};

// engine/core/step.ts
function step2(plugin6, state, action2) {
  if (state.system !== plugin6.id) {
    return { state, events: [], error: { code: "engine/wrong-system", message: `state is for system '${state.system}', not '${plugin6.id}'` } };
  }
  try {
    const { state: next, events } = plugin6.step(state, action2);
    return { state: next, events };
  } catch (e) {
    if (e instanceof RuleError) return { state, events: [], error: e.toValue() };
    throw e;
  }
}
function init2(plugin6, setup) {
  try {
    return { state: plugin6.init(setup) };
  } catch (e) {
    if (e instanceof RuleError) return { error: e.toValue() };
    throw e;
  }
}

// engine/core/session.ts
function startSession(initial) {
  return { initial, log: [], state: initial, events: [], eventCounts: [] };
}
function apply(plugin6, session, action2) {
  const r = step2(plugin6, session.state, action2);
  if (r.error) return { session, events: [], error: r.error };
  return {
    session: {
      initial: session.initial,
      log: [...session.log, action2],
      state: r.state,
      events: [...session.events, ...r.events],
      eventCounts: [...session.eventCounts, r.events.length]
    },
    events: r.events
  };
}

// engine/systems/faction-turns/rules.ts
function find(state, id3, path) {
  const c = state.combatants.find((x) => x.id === id3);
  if (!c) {
    fail("target/unknown", `no combatant '${id3}'`, { path, hint: `combatants: ${state.combatants.map((x) => x.id).join(", ")}` });
  }
  return c;
}
function update(state, id3, patch) {
  return { ...state, combatants: state.combatants.map((c) => c.id === id3 ? { ...c, ...patch } : c) };
}
function save(state, c, attr, purpose) {
  const [dice4, r] = roll(state.dice, state.tables.saves.die, purpose);
  return { state: { ...state, dice: dice4 }, roll: r, pass: r.value <= c[attr] };
}
function rollDie(state, sides, purpose) {
  const [dice4, r] = roll(state.dice, sides, purpose);
  return { state: { ...state, dice: dice4 }, roll: r };
}
var fighting = (c) => c.status === "fighting";
function mayTakeTurn(state, c) {
  if (!fighting(c) || c.spent !== null) return false;
  if (state.phase === "ambush") return c.concealed;
  if (state.phase === "fast") return state.fat !== null && c[state.tables.fast_slow.attribute] >= state.fat;
  return state.phase === "slow" || state.phase === "main";
}
function mayReact(c) {
  return fighting(c) && c.spent === null;
}
function currentFaction(state) {
  return state.rotation[state.current];
}
function factionsInFight(state) {
  return state.factions.filter((f) => state.combatants.some((c) => c.faction === f && (fighting(c) || c.status === "surrendered")));
}

// engine/systems/faction-turns/attack.ts
function damageDie(state, attacker, spec) {
  const t = state.tables.attack;
  if (spec.impaired) return t.impaired_die;
  if (spec.unarmed) return t.unarmed_die;
  return spec.damage ?? attacker.damage;
}
function applyDamage2(state, targetId, amount, byFaction, changes) {
  const t = state.combatants.find((c) => c.id === targetId);
  if (amount <= 0) return state;
  const health = Math.max(0, t.health - amount);
  changes[`${t.id}.health`] = [t.health, health];
  let patch = { health };
  if (health === 0 && (t.status === "fighting" || t.status === "surrendered")) {
    patch = { ...patch, status: "incapacitated" };
    changes[`${t.id}.status`] = [t.status, "incapacitated"];
  } else if (t.status === "surrendered" && byFaction !== t.faction) {
    patch = { ...patch, status: "fighting", broken: false };
    changes[`${t.id}.status`] = [t.status, "fighting"];
  }
  return update(state, t.id, patch);
}
function spendReaction(o, reactor, kind, path) {
  if (!mayReact(reactor)) {
    const why = !fighting(reactor) ? `is ${reactor.status}` : `has already spent its turn this round (${reactor.spent})`;
    fail("combat/cannot-react", `${reactor.id} cannot ${kind}: it ${why}`, {
      path,
      hint: "a reaction takes the character\u2019s turn for the round: only characters who have not acted may react"
    });
  }
  o.state = update(o.state, reactor.id, { spent: "reaction" });
  o.events.push({
    type: "reaction",
    round: o.state.round,
    actor: reactor.id,
    detail: { kind, faction: reactor.faction, phase: o.state.phase },
    changes: { [`${reactor.id}.spent`]: [null, "reaction"] }
  });
}
function resolveAttack2(state, attackerId, spec, path, opts = {}) {
  const o = { state, events: [] };
  const attacker = find(state, attackerId, path);
  let target = find(state, spec.target, [...path, "target"]);
  if (target.id === attacker.id) fail("target/self", `${attacker.id} cannot attack itself`, { path: [...path, "target"] });
  if (!fighting(target) && target.status !== "surrendered") {
    fail("target/out-of-fight", `${target.id} is ${target.status}`, {
      path: [...path, "target"],
      hint: target.status === "incapacitated" ? "use a final blow to kill an incapacitated character" : "choose a target still in the fight"
    });
  }
  const rolls = [];
  const detail = { opportunity: !!opts.opportunity, surprise: attacker.concealed };
  const changes = {};
  if (attacker.concealed) {
    o.state = update(o.state, attacker.id, { concealed: false });
    changes[`${attacker.id}.concealed`] = [true, false];
  }
  const round3 = state.round;
  if (spec.challenging) {
    const s = save(o.state, attacker, state.tables.attack.hit_save, "hit-save");
    o.state = s.state;
    rolls.push(s.roll);
    detail.hitSave = { attribute: state.tables.attack.hit_save, target: attacker[state.tables.attack.hit_save], pass: s.pass };
    if (!s.pass) {
      o.events.push({ type: "attack", round: round3, actor: attacker.id, target: target.id, rolls, changes, detail: { ...detail, hit: false, missedBy: "hit-save" } });
      return o;
    }
  }
  let reaction5 = spec.reaction;
  let rpath = [...path, "reaction"];
  const chain = [];
  let counter;
  while (reaction5) {
    if (spec.unaware || opts.opportunity || attacker.concealed) {
      fail("combat/cannot-react", `${target.id} cannot react to ${opts.opportunity ? "an opportunity attack" : attacker.concealed ? "a concealed attacker" : "an attacker it is unaware of"}`, {
        path: rpath,
        hint: "remove the reaction"
      });
    }
    if (reaction5.kind === "guard") {
      const guard = find(o.state, reaction5.by, [...rpath, "by"]);
      if (guard.id === target.id || guard.id === attacker.id) fail("target/bad-guard", `${guard.id} cannot guard here`, { path: [...rpath, "by"] });
      spendReaction(o, guard, "guard", rpath);
      chain.push({ kind: "guard", by: guard.id, protects: target.id });
      target = find(o.state, guard.id, rpath);
      break;
    }
    spendReaction(o, target, reaction5.kind, rpath);
    if (reaction5.kind === "hide-behind") {
      const shield = find(o.state, reaction5.behind, [...rpath, "behind"]);
      if (shield.id === target.id || shield.id === attacker.id || !fighting(shield)) {
        fail("target/bad-cover", `${target.id} cannot hide behind ${shield.id}`, { path: [...rpath, "behind"], hint: "choose a nearby character still in the fight" });
      }
      chain.push({ kind: "hide-behind", by: target.id, behind: shield.id });
      target = shield;
      reaction5 = reaction5.then;
      rpath = [...rpath, "then"];
      continue;
    }
    if (reaction5.kind === "dodge") {
      const attr = state.tables.reactions.dodge_save;
      const s = save(o.state, target, attr, "dodge");
      o.state = s.state;
      rolls.push(s.roll);
      chain.push({ kind: "dodge", by: target.id, attribute: attr, target: target[attr], pass: s.pass });
      if (s.pass) {
        o.events.push({ type: "attack", round: round3, actor: attacker.id, target: target.id, rolls, changes, detail: { ...detail, reactions: chain, hit: false, missedBy: "dodge" } });
        return o;
      }
    } else {
      counter = reaction5;
      chain.push({ kind: "counter", by: target.id });
    }
    break;
  }
  if (chain.length) detail.reactions = chain;
  const armourOf = (c, cover) => c.armour + (cover ? state.tables.attack.cover_armour_bonus : 0);
  const min = state.tables.attack.minimum_damage;
  const d1 = rollDie(o.state, damageDie(state, attacker, spec), "damage");
  o.state = d1.state;
  rolls.push(d1.roll);
  const dealt = Math.max(min, d1.roll.value - armourOf(target, !!spec.cover));
  detail.damage = { roll: d1.roll.value, armour: armourOf(target, !!spec.cover), dealt };
  if (!counter) {
    o.state = applyDamage2(o.state, target.id, dealt, attacker.faction, changes);
    o.events.push({ type: "attack", round: round3, actor: attacker.id, target: target.id, rolls, changes, detail: { ...detail, hit: true } });
    return o;
  }
  const d2 = rollDie(o.state, damageDie(state, target, counter), "counter-damage");
  o.state = d2.state;
  rolls.push(d2.roll);
  const back = Math.max(min, d2.roll.value - armourOf(attacker, false));
  detail.counterDamage = { roll: d2.roll.value, armour: attacker.armour, dealt: back };
  const first = dealt > back ? "target" : back > dealt ? "attacker" : "both";
  detail.hitFirst = first;
  if (first === "target" || first === "both") o.state = applyDamage2(o.state, target.id, dealt, attacker.faction, changes);
  const targetStands = find(o.state, target.id, path).status !== "incapacitated";
  if (first === "both" || first === "attacker" || targetStands) o.state = applyDamage2(o.state, attacker.id, back, target.faction, changes);
  const attackerStands = find(o.state, attacker.id, path).status !== "incapacitated";
  if (first === "attacker" && attackerStands) o.state = applyDamage2(o.state, target.id, dealt, attacker.faction, changes);
  detail.counterLanded = first !== "target" || targetStands;
  detail.hit = first !== "attacker" || attackerStands;
  o.events.push({ type: "attack", round: round3, actor: attacker.id, target: target.id, rolls, changes, detail });
  return o;
}
function finalBlow(state, attackerId, targetId, path) {
  const t = find(state, targetId, path);
  if (t.status !== "incapacitated") {
    fail("target/not-incapacitated", `${t.id} is ${t.status}: a final blow needs an incapacitated target`, { path, hint: "attack it instead" });
  }
  return {
    state: update(state, t.id, { status: "dead" }),
    events: [{ type: "final-blow", round: state.round, actor: attackerId, target: t.id, changes: { [`${t.id}.status`]: ["incapacitated", "dead"] } }]
  };
}

// engine/systems/faction-turns/morale.ts
function dueMorale(state) {
  const t = state.tables.morale;
  const due = [];
  for (const [group, start] of Object.entries(state.groups)) {
    const members = state.combatants.filter((c) => c.group === group);
    const standing2 = members.filter(fighting);
    const triggered = start > 1 ? standing2.length <= start * t.group_fraction : standing2.some((c) => c.health <= c.maxHealth * t.lone_health_fraction);
    if (!triggered) continue;
    const check2 = standing2.filter((c) => !c.moraleExempt && !c.broken && !c.immuneToFear).map((c) => c.id);
    if (check2.length) due.push({ group, members: check2 });
  }
  return due;
}
function resolveMorale(state, typed) {
  let s = typed?.length && !state.ended ? { ...state, dice: enqueue(state.dice, typed) } : state;
  const events = [];
  if (!state.ended) {
    const attr = state.tables.morale.save;
    for (const check2 of state.moraleDue) {
      const rolls = [];
      const changes = {};
      const results = {};
      for (const id3 of check2.members) {
        const c = s.combatants.find((x) => x.id === id3);
        const r = save(s, c, attr, "morale");
        s = r.state;
        rolls.push(r.roll);
        results[id3] = r.pass;
        if (r.pass) {
          s = update(s, id3, { moraleExempt: true });
          changes[`${id3}.moraleExempt`] = [false, true];
        } else {
          s = update(s, id3, { broken: true });
          changes[`${id3}.broken`] = [false, true];
        }
      }
      events.push({ type: "morale", round: s.round, rolls, changes, detail: { group: check2.group, attribute: attr, results } });
    }
  }
  if (!events.length) events.push({ type: "morale", round: s.round, detail: { group: null, results: {} } });
  return { state: { ...s, moraleDue: [], phase: state.ended ? "ended" : "between" }, events };
}

// engine/systems/faction-turns/order.ts
function startRound(state, first, fat) {
  if (state.phase === "morale") fail("combat/morale-pending", "the morale phase of the last round is not resolved", { hint: "resolve morale first" });
  if (state.phase !== "between") fail("combat/round-in-progress", `round ${state.round} is still going (${state.phase} phase)`, { hint: "every faction must pass in a row to end it" });
  const lead = first ?? state.initiative;
  if (!state.factions.includes(lead)) {
    fail("combat/unknown-faction", `no faction '${lead}'`, { path: ["first"], hint: `factions: ${state.factions.join(", ")}` });
  }
  const i = state.factions.indexOf(lead);
  const rotation = [...state.factions.slice(i), ...state.factions.slice(0, i)];
  let s = {
    ...state,
    round: state.round + 1,
    rotation,
    current: 0,
    passes: 0,
    fat: null,
    // The ambushers' bonus turn opens the fight: only concealed characters act in it.
    phase: state.round === 0 && state.combatants.some((c) => c.concealed && c.status === "fighting") ? "ambush" : state.fastSlow ? "fast" : "main",
    combatants: state.combatants.map((c) => c.spent === null ? c : { ...c, spent: null })
  };
  const ev = { type: "round-start", round: s.round, detail: { first: lead, initiative: state.initiative, rotation } };
  const events = [];
  if (state.fastSlow) {
    if (fat !== void 0) s = { ...s, dice: enqueue(s.dice, [fat]) };
    const r = rollDie(s, state.tables.fast_slow.die, "fat");
    s = { ...r.state, fat: r.roll.value };
    events.push({ ...ev, rolls: [r.roll], detail: { ...ev.detail, fat: r.roll.value } });
  } else {
    events.push(ev);
  }
  return settle(s, events);
}
function pass(state, faction) {
  assertTurnPhase(state);
  const f = currentFaction(state);
  if (faction !== void 0 && faction !== f) {
    fail("combat/not-your-turn", `it is ${f}'s turn, not ${faction}'s`, { path: ["faction"], hint: `only ${f} may pass now` });
  }
  const events = [{ type: "pass", round: state.round, detail: { faction: f, phase: state.phase, forced: false } }];
  return settle({ ...state, passes: state.passes + 1, current: (state.current + 1) % state.rotation.length }, events);
}
function afterTurn(state, events) {
  return settle({ ...state, passes: 0, current: (state.current + 1) % state.rotation.length }, events);
}
function assertTurnPhase(state) {
  if (state.ended) fail("combat/ended", "the fight is over", { hint: "only one faction is still fighting" });
  if (state.phase === "between") fail("combat/round-not-started", "no round is running", { hint: "start the next round first" });
  if (state.phase === "morale") fail("combat/morale-pending", "the round is over: resolve the morale phase", { hint: "resolve morale, then start the next round" });
}
function settle(state, events) {
  let s = state;
  for (; ; ) {
    if (factionsInFight(s).length <= 1) {
      events.push({ type: "fight-end", round: s.round, detail: { winner: factionsInFight(s)[0] ?? null } });
      return { state: { ...s, ended: true, phase: "ended" }, events };
    }
    if (s.passes >= s.rotation.length) {
      if (s.phase === "ambush") {
        events.push({ type: "phase-end", round: s.round, detail: { phase: "ambush", next: s.fastSlow ? "fast" : "main" } });
        s = { ...s, phase: s.fastSlow ? "fast" : "main", current: 0, passes: 0, combatants: s.combatants.map((c) => c.spent === "turn" ? { ...c, spent: null } : c) };
        continue;
      }
      if (s.phase === "fast") {
        events.push({ type: "phase-end", round: s.round, detail: { phase: "fast", next: "slow" } });
        s = { ...s, phase: "slow", current: 0, passes: 0 };
        continue;
      }
      events.push({ type: "phase-end", round: s.round, detail: { phase: s.phase, next: "morale" } });
      const due = dueMorale(s);
      events.push({ type: "morale-due", round: s.round, detail: { checks: due } });
      return { state: { ...s, phase: "morale", moraleDue: due }, events };
    }
    const f = currentFaction(s);
    if (s.combatants.some((c) => c.faction === f && mayTakeTurn(s, c))) return { state: s, events };
    events.push({ type: "pass", round: s.round, detail: { faction: f, phase: s.phase, forced: true } });
    s = { ...s, passes: s.passes + 1, current: (s.current + 1) % s.rotation.length };
  }
}

// engine/systems/faction-turns/view.ts
function status2(state, c) {
  const out = [c.status];
  if (c.spent) out.push(c.spent === "reaction" ? "reacted" : c.spent === "timeout" ? "timed out" : "acted");
  if (c.broken) out.push("broken");
  if (c.moraleExempt) out.push("morale-exempt");
  if (c.immuneToFear) out.push("immune-to-fear");
  if (c.concealed) out.push("concealed");
  if (state.phase === "fast" && state.fat !== null && c[state.tables.fast_slow.attribute] < state.fat) out.push("slow");
  return out;
}
function view2(state) {
  const f = currentFaction(state);
  const turnPhase = state.phase === "ambush" || state.phase === "fast" || state.phase === "slow" || state.phase === "main";
  const actingNow2 = turnPhase && !state.ended ? state.combatants.filter((c) => c.faction === f && mayTakeTurn(state, c)).map((c) => c.id) : [];
  const order = state.rotation.flatMap(
    (fac) => state.combatants.filter((c) => c.faction === fac && c.status !== "dead" && c.status !== "fled").map((c) => ({ combatant: c.id, label: `${fac}: ${c.name}`, done: c.spent !== null || c.status !== "fighting" }))
  );
  const combatants2 = state.combatants.map((c) => ({
    id: c.id,
    name: c.name,
    side: c.faction,
    tracks: [{ name: "health", current: c.health, max: c.maxHealth }],
    status: status2(state, c),
    modifiers: { armour: c.armour, wit: c.wit, agi: c.agi, str: c.str },
    effects: []
  }));
  const pendingChecks = state.moraleDue.map((m) => ({
    kind: "morale",
    combatants: m.members,
    description: `${m.group}: group ${state.tables.morale.save.toUpperCase()} save (pass: exempt for the fight; fail: surrender or retreat)`
  }));
  const phase = state.phase === "fast" || state.phase === "slow" ? `${state.phase} (FAT ${state.fat})` : state.phase;
  return { system: state.system, round: state.round, phase: f && turnPhase ? `${phase}: ${f}` : phase, actingNow: actingNow2, order, combatants: combatants2, pendingChecks };
}

// engine/systems/faction-turns/plugin.ts
function init3(setup) {
  const t = setup.tables;
  const seen = /* @__PURE__ */ new Set();
  const combatants2 = setup.combatants.map((c, i) => {
    if (seen.has(c.id)) fail("setup/duplicate-combatant", `combatant '${c.id}' is listed twice`, { path: ["combatants", i, "id"] });
    seen.add(c.id);
    const maxHealth = c.maxHealth ?? c.health;
    if (c.health > maxHealth) fail("setup/bad-health", `${c.id} has more health than its maximum`, { path: ["combatants", i, "health"] });
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
      status: c.health > 0 ? "fighting" : "incapacitated",
      spent: null,
      moraleExempt: false,
      broken: false
    };
  });
  const factions = setup.factions?.length ? [...setup.factions] : [...new Set(combatants2.map((c) => c.faction))];
  for (const [i, c] of combatants2.entries()) {
    if (!factions.includes(c.faction)) fail("setup/unknown-faction", `${c.id}'s faction '${c.faction}' is not listed`, { path: ["combatants", i, "faction"] });
  }
  if (factions.length < 2) fail("setup/one-faction", "a fight needs at least two factions", { path: ["combatants"] });
  let dice4 = seedDice(setup.seed, setup.dice ?? []);
  let initiative = setup.initiative;
  let initiativeRoll = null;
  if (initiative === void 0) {
    const [d, r] = roll(dice4, factions.length, "initiative");
    dice4 = d;
    initiativeRoll = r;
    initiative = factions[r.value - 1];
  } else if (!factions.includes(initiative)) {
    fail("setup/unknown-faction", `initiative faction '${initiative}' has no combatants`, { path: ["initiative"], hint: `factions: ${factions.join(", ")}` });
  }
  const groups = {};
  for (const c of combatants2) groups[c.group] = (groups[c.group] ?? 0) + 1;
  return {
    schemaVersion: SCHEMA_VERSION,
    system: "faction-turns",
    round: 0,
    dice: dice4,
    ended: false,
    tables: t,
    fastSlow: setup.fastSlow ?? false,
    declarationLimit: setup.declarationLimit ?? false,
    factions,
    initiative,
    initiativeRoll,
    groups,
    combatants: combatants2,
    phase: "between",
    rotation: factions,
    current: 0,
    passes: 0,
    fat: null,
    moraleDue: []
  };
}
function takeTurn(state, actorId, steps3, typed, timeout) {
  assertTurnPhase(state);
  const actor = find(state, actorId, ["actor"]);
  const f = currentFaction(state);
  if (actor.faction !== f) fail("combat/not-your-turn", `it is ${f}'s turn, not ${actor.faction}'s`, { path: ["actor"], hint: `pick a character of ${f}, or pass` });
  if (!mayTakeTurn(state, actor)) {
    const why = !fighting(actor) ? `${actor.id} is ${actor.status}` : actor.spent ? `${actor.id} has already spent its turn this round (${actor.spent})` : `${actor.id}'s ${state.tables.fast_slow.attribute.toUpperCase()} ${actor[state.tables.fast_slow.attribute]} is below the fast action threshold ${state.fat}`;
    fail("combat/cannot-act", why, { path: ["actor"], hint: state.phase === "fast" ? "it may act in the slow phase" : "pick another character, or pass" });
  }
  if (timeout && !state.declarationLimit) fail("combat/no-declaration-limit", "the declaration limit rule is not in use", { path: ["type"], hint: "enable it in the scenario options" });
  const t = state.tables.turn;
  const mains = steps3.filter((s2) => s2.kind === "attack" || s2.kind === "final-blow").length;
  const bonus = steps3.filter((s2) => s2.kind === "bonus").length;
  const moves = steps3.filter((s2) => s2.kind === "move").length;
  if (mains > t.main_actions) fail("combat/too-many-actions", `a turn holds at most ${t.main_actions} main action(s)`, { path: ["steps"] });
  if (mains + bonus > t.actions) fail("combat/too-many-actions", `a turn holds at most ${t.actions} actions (bonus and main)`, { path: ["steps"] });
  if (moves > t.moves) fail("combat/too-many-moves", `a turn moves at most ${t.moves} zone(s)`, { path: ["steps"] });
  let s = typed?.length ? { ...state, dice: enqueue(state.dice, typed) } : state;
  s = update(s, actor.id, { spent: timeout ? "timeout" : "turn" });
  const events = [
    {
      type: timeout ? "timer-expired" : "turn",
      round: s.round,
      actor: actor.id,
      detail: { faction: f, phase: s.phase, ...timeout ? { seconds: s.tables.declaration_limit.seconds } : {} },
      changes: { [`${actor.id}.spent`]: [null, timeout ? "timeout" : "turn"] }
    }
  ];
  for (const st of steps3) {
    const path = [];
    const me = find(s, actor.id, path);
    if (!fighting(me) && me.status !== "surrendered") {
      events.push({ type: "turn-interrupted", round: s.round, actor: actor.id, detail: { status: me.status } });
      break;
    }
    let r;
    if (st.kind === "attack") r = resolveAttack2(s, actor.id, st.attack, ["attack"]);
    else if (st.kind === "final-blow") r = finalBlow(s, actor.id, st.target, ["final_blow"]);
    else if (st.kind === "move") {
      r = { state: s, events: [{ type: "move", round: s.round, actor: actor.id }] };
      for (const [j, opp] of (st.opportunity ?? []).entries()) {
        const opath = ["move", "opportunity", j];
        const by = find(r.state, opp.by, [...opath, "by"]);
        if (by.faction === actor.faction) fail("target/not-enemy", `${by.id} is on ${actor.id}'s side`, { path: [...opath, "by"] });
        if (!fighting(find(r.state, actor.id, opath))) break;
        const reacted = spendOpportunity(r.state, by.id, opath);
        const a = resolveAttack2(reacted.state, by.id, { ...opp, target: actor.id }, opath, { opportunity: true });
        r = { state: a.state, events: [...r.events, ...reacted.events, ...a.events] };
      }
    } else if (st.kind === "surrender" || st.kind === "flee") {
      const status4 = st.kind === "surrender" ? "surrendered" : "fled";
      r = { state: update(s, actor.id, { status: status4 }), events: [{ type: st.kind, round: s.round, actor: actor.id, changes: { [`${actor.id}.status`]: [me.status, status4] } }] };
    } else {
      r = { state: s, events: [{ type: "bonus-action", round: s.round, actor: actor.id, detail: { what: st.what } }] };
    }
    s = r.state;
    events.push(...r.events);
  }
  return afterTurn(s, events);
}
function spendOpportunity(state, id3, path) {
  const c = find(state, id3, path);
  if (!fighting(c) || c.spent !== null) {
    fail("combat/cannot-react", `${id3} cannot make an opportunity attack: it ${fighting(c) ? "has already spent its turn this round" : `is ${c.status}`}`, { path });
  }
  return {
    state: update(state, id3, { spent: "reaction" }),
    events: [{ type: "reaction", round: state.round, actor: id3, detail: { kind: "opportunity", faction: c.faction, phase: state.phase }, changes: { [`${id3}.spent`]: [null, "reaction"] } }]
  };
}
function step3(state, action2) {
  const r = dispatch(state, action2);
  const typed = "rolls" in action2 && Array.isArray(action2.rolls) ? action2.rolls.length : 0;
  const unused = r.state.dice.queue.length - state.dice.queue.length;
  if (typed && unused > 0) {
    fail("dice/unused", `${unused} of the ${typed} typed dice were not rolled by this action`, { path: ["rolls"], hint: "type only the dice this action rolls, in rolling order" });
  }
  return r;
}
function dispatch(state, action2) {
  switch (action2.type) {
    case "start-round":
      if (state.ended) fail("combat/ended", "the fight is over");
      return startRound(state, action2.first, action2.fat);
    case "turn":
      return takeTurn(state, action2.actor, action2.steps ?? [], action2.rolls, false);
    case "timer-expired":
      return takeTurn(state, action2.actor, [], void 0, true);
    case "pass":
      return pass(state, action2.faction);
    case "morale":
      if (state.phase !== "morale" && !state.ended) fail("combat/round-not-over", `round ${state.round} is not over (${state.phase} phase)`, { hint: "every faction must pass in a row first" });
      return resolveMorale(state, action2.rolls);
    case "end-fight":
      if (state.ended) fail("combat/ended", "the fight is over");
      return { state: { ...state, ended: true, phase: "ended", moraleDue: [] }, events: [{ type: "fight-end", round: state.round, detail: { winner: null, declared: true } }] };
    default:
      return fail("combat/unknown-action", `unknown action '${action2.type}'`, { path: ["type"] });
  }
}
var plugin2 = { id: "faction-turns", name: "Faction Turns", init: init3, step: step3, view: view2 };

// engine/systems/faction-turns/report.ts
function summarize2(session) {
  const order = [];
  for (const e of session.events) {
    const d = e.detail ?? {};
    if (e.type === "turn" || e.type === "timer-expired" || e.type === "reaction") {
      const kind = e.type === "turn" ? "turn" : e.type === "timer-expired" ? "timeout" : String(d.kind);
      order.push({ round: e.round, phase: d.phase, faction: d.faction, combatant: e.actor, kind });
    } else if (e.type === "pass") {
      order.push({ round: e.round, phase: d.phase, faction: d.faction, kind: "pass", forced: d.forced });
    }
  }
  const s = session.state;
  const combatants2 = {};
  for (const c of s.combatants) {
    combatants2[c.id] = {
      faction: c.faction,
      group: c.group,
      health: c.health,
      max_health: c.maxHealth,
      armour: c.armour,
      status: c.status,
      incapacitated: c.status === "incapacitated",
      dead: c.status === "dead",
      spent: c.spent,
      morale: c.broken ? "broken" : c.moraleExempt ? "exempt" : null
    };
  }
  return { order, combatants: combatants2, initiative: s.initiative, round: s.round, phase: s.phase, fat: s.fat, pending_morale: s.moraleDue };
}
var dice = (e) => e.rolls?.length ? ` [${e.rolls.map((r) => `${r.purpose ?? "d"}: d${r.die}=${r.value}`).join(", ")}]` : "";
function describe2(e) {
  const d = e.detail ?? {};
  switch (e.type) {
    case "round-start":
      return `\u2014 round ${e.round}: ${d.first} acts first (initiative: ${d.initiative})${d.fat !== void 0 ? `, FAT ${d.fat}` : ""}${dice(e)}`;
    case "turn":
      return `${d.faction}: ${e.actor} takes a turn (${d.phase})`;
    case "timer-expired":
      return `${d.faction}: ${e.actor} did not declare in ${d.seconds}s and does nothing`;
    case "reaction":
      return `  ${e.actor} reacts (${d.kind}), spending its turn this round`;
    case "pass":
      return `${d.faction} passes${d.forced ? " (nobody can act)" : ""}`;
    case "phase-end":
      return `\u2014 ${d.phase} phase ends; next: ${d.next}`;
    case "morale-due":
      return d.checks.length ? `\u2014 morale due: ${d.checks.map((c) => `${c.group} (${c.members.join(", ")})`).join("; ")}` : "\u2014 no morale checks due";
    case "morale":
      return d.group === null ? "  morale: nothing to check" : `  morale ${d.group}: ${Object.entries(d.results).map(([k, v]) => `${k} ${v ? "holds (exempt)" : "breaks"}`).join(", ")}${dice(e)}`;
    case "attack": {
      if (d.hit === false) return `  ${e.actor} \u2192 ${e.target}: miss (${d.missedBy})${dice(e)}`;
      const dmg = d.damage ? `${d.damage.roll} \u2212 armour ${d.damage.armour} = ${d.damage.dealt}` : "";
      const c = d.counterDamage ? `; counter ${d.counterDamage.roll} \u2212 ${d.counterDamage.armour} = ${d.counterDamage.dealt}, hit first: ${d.hitFirst}` : "";
      const ch2 = e.changes ? ` {${Object.entries(e.changes).map(([k, [a, b]]) => `${k} ${a}\u2192${b}`).join(", ")}}` : "";
      return `  ${e.actor} \u2192 ${e.target}${d.opportunity ? " (opportunity)" : ""}: ${dmg}${c}${dice(e)}${ch2}`;
    }
    case "final-blow":
      return `  ${e.actor} deals a final blow: ${e.target} dies`;
    case "fight-end":
      return `\u2014 the fight is over${d.winner ? `: ${d.winner} holds the field` : ""}`;
    default:
      return `  ${e.type}${e.actor ? ` ${e.actor}` : ""}${d.what ? `: ${d.what}` : ""}`;
  }
}

// engine/systems/faction-turns/fields.ts
function isObj2(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
function expectObj(v, path, what, allowed) {
  if (!isObj2(v)) fail("scenario/bad-field", `${what} must be a mapping`, { path, hint: `keys: ${allowed.join(", ")}` });
  for (const k of Object.keys(v)) {
    if (!allowed.includes(k)) {
      fail("scenario/unknown-field", `unknown field '${k}' in ${what}`, { path: [...path, k], hint: suggestion(k, allowed) ?? `known fields: ${allowed.join(", ")}` });
    }
  }
  return v;
}
function expectList(v, path, what) {
  if (!Array.isArray(v)) fail("scenario/bad-field", `${what} must be a list`, { path, hint: "write it as a YAML list: `- item`" });
  return v;
}
function optInt(o, key, path, min = -Infinity) {
  const v = o[key];
  if (v === void 0) return void 0;
  if (typeof v !== "number" || !Number.isInteger(v) || v < min) {
    fail("scenario/bad-number", `${key} must be a whole number${min > -Infinity ? ` of at least ${min}` : ""}`, { path: [...path, key], hint: `got ${JSON.stringify(v)}` });
  }
  return v;
}
function reqInt(o, key, path, min = -Infinity) {
  const v = optInt(o, key, path, min);
  if (v === void 0) fail("scenario/missing-field", `missing ${key}`, { path, hint: `add \`${key}: <number>\`` });
  return v;
}
function optStr(o, key, path) {
  const v = o[key];
  if (v === void 0) return void 0;
  if (typeof v !== "string" || v === "") fail("scenario/bad-field", `${key} must be a text`, { path: [...path, key], hint: `got ${JSON.stringify(v)}` });
  return v;
}
function reqStr(o, key, path) {
  const v = optStr(o, key, path);
  if (v === void 0) fail("scenario/missing-field", `missing ${key}`, { path, hint: `add \`${key}: \u2026\`` });
  return v;
}
function optBool(o, key, path) {
  const v = o[key];
  if (v === void 0) return void 0;
  if (typeof v !== "boolean") fail("scenario/bad-field", `${key} must be true or false`, { path: [...path, key], hint: `got ${JSON.stringify(v)}` });
  return v;
}
function optDie(o, key, path) {
  return o[key] === void 0 ? void 0 : die(o[key], [...path, key]);
}
function die(v, path) {
  const m = typeof v === "string" ? /^d(\d+)$/i.exec(v.trim()) : null;
  const sides = typeof v === "number" ? v : m ? Number(m[1]) : NaN;
  if (!Number.isInteger(sides) || sides < 2) fail("scenario/bad-die", `${String(path[path.length - 1])} must be a die such as d6`, { path, hint: `got ${JSON.stringify(v)}` });
  return sides;
}
function optInts(o, key, path) {
  const v = o[key];
  if (v === void 0) return void 0;
  const list2 = expectList(v, [...path, key], key);
  return list2.map((x, i) => {
    if (typeof x !== "number" || !Number.isInteger(x)) fail("scenario/bad-number", `${key}[${i}] must be a whole number`, { path: [...path, key, i] });
    return x;
  });
}
function knownId(v, known, path, what) {
  if (typeof v !== "string" || !known.includes(v)) {
    fail("scenario/unknown-id", `unknown ${what} '${String(v)}'`, { path, hint: suggestion(String(v), known) ?? `known: ${known.join(", ")}` });
  }
  return v;
}

// engine/systems/faction-turns/scenario.ts
var TOP2 = ["system", "seed", "dice", "options", "initiative", "factions", "combatants", "rounds", "turns", "cards", "title", "description", "end_fight"];
var COMBATANT2 = ["id", "name", "faction", "group", "wit", "agi", "str", "health", "max_health", "armour", "damage", "immune_to_fear", "concealed"];
var ROUND2 = ["first", "fat", "turns", "morale"];
var TURN = ["actor", "attack", "move", "bonus", "final_blow", "surrender", "flee", "do", "timer_expired", "rolls", "pass"];
var ATTACK = ["target", "damage", "unarmed", "impaired", "challenging", "unaware", "cover", "reaction"];
var REACTION = ["kind", "behind", "then", "by", "damage", "unarmed", "impaired"];
function combatant(v, path) {
  const o = expectObj(v, path, "a combatant", COMBATANT2);
  const id3 = reqStr(o, "id", path);
  return {
    id: id3,
    name: optStr(o, "name", path) ?? id3,
    faction: reqStr(o, "faction", path),
    group: optStr(o, "group", path),
    wit: reqInt(o, "wit", path, 0),
    agi: reqInt(o, "agi", path, 0),
    str: reqInt(o, "str", path, 0),
    health: reqInt(o, "health", path, 0),
    maxHealth: optInt(o, "max_health", path, 1),
    armour: optInt(o, "armour", path, 0),
    damage: optDie(o, "damage", path),
    immuneToFear: optBool(o, "immune_to_fear", path),
    concealed: optBool(o, "concealed", path)
  };
}
function reaction(v, path, ids) {
  if (v === "dodge" || v === "counter") return { kind: v };
  if (!isObj2(v)) fail("scenario/bad-reaction", `unknown reaction ${JSON.stringify(v)}`, { path, hint: "dodge, counter, { kind: hide-behind, behind: <id> } or { kind: guard, by: <id> }" });
  const o = expectObj(v, path, "a reaction", REACTION);
  const kind = knownId(o.kind, ["dodge", "counter", "hide-behind", "guard"], [...path, "kind"], "reaction");
  if (kind === "hide-behind") {
    const behind = knownId(o.behind, ids, [...path, "behind"], "combatant");
    return o.then === void 0 ? { kind, behind } : { kind, behind, then: reaction(o.then, [...path, "then"], ids) };
  }
  if (kind === "guard") return { kind, by: knownId(o.by, ids, [...path, "by"], "combatant") };
  if (kind === "counter") return { kind, damage: optDie(o, "damage", path), unarmed: optBool(o, "unarmed", path), impaired: optBool(o, "impaired", path) };
  return { kind: "dodge" };
}
function attackSpec(v, path, ids) {
  if (typeof v === "string") return { target: knownId(v, ids, path, "combatant") };
  const o = expectObj(v, path, "an attack", ATTACK);
  return {
    target: knownId(o.target, ids, [...path, "target"], "combatant"),
    damage: optDie(o, "damage", path),
    unarmed: optBool(o, "unarmed", path),
    impaired: optBool(o, "impaired", path),
    challenging: optBool(o, "challenging", path),
    unaware: optBool(o, "unaware", path),
    cover: optBool(o, "cover", path),
    ...o.reaction !== void 0 ? { reaction: reaction(o.reaction, [...path, "reaction"], ids) } : {}
  };
}
function moveStep(v, path, ids) {
  if (v === true || v === null) return { kind: "move" };
  const o = expectObj(v, path, "a move", ["opportunity"]);
  const opportunity = expectList(o.opportunity ?? [], [...path, "opportunity"], "opportunity").map((x, i) => {
    const p = [...path, "opportunity", i];
    const a = expectObj(x, p, "an opportunity attack", ["by", "damage", "unarmed", "impaired", "challenging", "cover"]);
    return { by: knownId(a.by, ids, [...p, "by"], "combatant"), damage: optDie(a, "damage", p), unarmed: optBool(a, "unarmed", p), impaired: optBool(a, "impaired", p), challenging: optBool(a, "challenging", p), cover: optBool(a, "cover", p) };
  });
  return { kind: "move", opportunity };
}
function stepFrom(key, v, path, ids) {
  switch (key) {
    case "attack":
      return { kind: "attack", attack: attackSpec(v, path, ids) };
    case "move":
      return moveStep(v, path, ids);
    case "final_blow":
      return { kind: "final-blow", target: knownId(v, ids, path, "combatant") };
    case "bonus":
      return { kind: "bonus", what: typeof v === "string" ? v : "bonus action" };
    case "surrender":
      return { kind: "surrender" };
    default:
      return { kind: "flee" };
  }
}
function turn(v, path, ids, factions) {
  if (v === "pass") return { type: "pass" };
  const o = expectObj(v, path, "a turn", TURN);
  if (o.pass !== void 0) return { type: "pass", faction: knownId(o.pass, factions, [...path, "pass"], "faction") };
  const actor = knownId(o.actor, ids, [...path, "actor"], "combatant");
  if (optBool(o, "timer_expired", path)) return { type: "timer-expired", actor };
  const steps3 = [];
  if (o.do !== void 0) {
    expectList(o.do, [...path, "do"], "do").forEach((s, i) => {
      const p = [...path, "do", i];
      const so = expectObj(s, p, "a step", ["attack", "move", "final_blow", "bonus", "surrender", "flee"]);
      const keys = Object.keys(so);
      if (keys.length !== 1) fail("scenario/bad-step", "each step has exactly one of attack, move, final_blow, bonus, surrender, flee", { path: p });
      steps3.push(stepFrom(keys[0], so[keys[0]], [...p, keys[0]], ids));
    });
  }
  for (const key of ["surrender", "flee", "move", "bonus", "attack", "final_blow"]) {
    if (o[key] === void 0 || o[key] === false) continue;
    if (key === "bonus" && Array.isArray(o.bonus)) o.bonus.forEach((b, i) => steps3.push(stepFrom("bonus", b, [...path, "bonus", i], ids)));
    else steps3.push(stepFrom(key, o[key], [...path, key], ids));
  }
  const rolls = optInts(o, "rolls", path);
  return { type: "turn", actor, steps: steps3, ...rolls ? { rolls } : {} };
}
function compile(doc, ctx) {
  expectObj(doc, [], "the scenario", TOP2);
  const list2 = expectList(doc.combatants, ["combatants"], "combatants");
  const combatants2 = list2.map((c, i) => combatant(c, ["combatants", i]));
  const ids = combatants2.map((c) => c.id);
  const factions = doc.factions !== void 0 ? expectList(doc.factions, ["factions"], "factions").map(String) : [...new Set(combatants2.map((c) => c.faction))];
  combatants2.forEach((c, i) => knownId(c.faction, factions, ["combatants", i, "faction"], "faction"));
  const opts = doc.options === void 0 ? {} : expectObj(doc.options, ["options"], "options", ["fast_slow", "declaration_limit"]);
  const seed = ctx.seed ?? optInt(doc, "seed", []) ?? 1;
  const setup = {
    tables: ctx.tables,
    combatants: combatants2,
    factions,
    initiative: doc.initiative === void 0 ? void 0 : knownId(doc.initiative, factions, ["initiative"], "faction"),
    fastSlow: optBool(opts, "fast_slow", ["options"]) ?? false,
    declarationLimit: optBool(opts, "declaration_limit", ["options"]) ?? false,
    seed,
    dice: optInts(doc, "dice", []) ?? []
  };
  if (doc.rounds !== void 0 && doc.turns !== void 0) fail("scenario/bad-field", "use either rounds or turns, not both", { path: ["turns"] });
  const rounds = doc.rounds !== void 0 ? expectList(doc.rounds, ["rounds"], "rounds").map((r, i) => ({ r, path: ["rounds", i] })) : [{ r: { turns: doc.turns ?? [] }, path: [] }];
  const actions = [];
  const usesFat = rounds.some(({ r }) => isObj2(r) && r.fat !== void 0);
  const usesTimer = rounds.some(({ r }) => isObj2(r) && Array.isArray(r.turns) && r.turns.some((t) => isObj2(t) && t.timer_expired === true));
  for (const [flag, used, key] of [["fastSlow", usesFat, "fast_slow"], ["declarationLimit", usesTimer, "declaration_limit"]]) {
    if (!used) continue;
    if (opts[key] === false) fail("scenario/option-off", `the script uses the ${key === "fast_slow" ? "fast/slow activations" : "declaration limit"} rule but options.${key} is false`, { path: ["options", key], hint: `set options.${key}: true` });
    setup[flag] = true;
  }
  for (const { r, path } of rounds) {
    const o = expectObj(r, path, "a round", ROUND2);
    const first = o.first === void 0 ? void 0 : knownId(o.first, factions, [...path, "first"], "faction");
    const fat = optInt(o, "fat", path, 1);
    actions.push({ action: { type: "start-round", ...first ? { first } : {}, ...fat !== void 0 ? { fat } : {} }, path });
    expectList(o.turns ?? [], [...path, "turns"], "turns").forEach((t, i) => actions.push({ action: turn(t, [...path, "turns", i], ids, factions), path: [...path, "turns", i] }));
    const morale = optInts(o, "morale", path);
    actions.push({ action: { type: "morale", ...morale ? { rolls: morale } : {} }, path: o.morale !== void 0 ? [...path, "morale"] : path });
  }
  if (optBool(doc, "end_fight", [])) actions.push({ action: { type: "end-fight" }, path: ["end_fight"] });
  return { setup, actions };
}

// engine/systems/faction-turns/tables.ts
import { z as z2 } from "zod";
var int3 = z2.number().int();
var attribute = z2.enum(["wit", "agi", "str"]);
var fraction = z2.number().gt(0).lte(1);
var factionTurnsTables = z2.strictObject({
  system: z2.literal("faction-turns"),
  name: z2.string(),
  /** Saves are roll-under: a save passes when the die is at or below the attribute. */
  saves: z2.strictObject({ die: int3.min(2) }),
  turn: z2.strictObject({
    /** Bonus actions plus main actions a turn may hold. */
    actions: int3.min(1),
    main_actions: int3.min(0),
    /** Zones a character may move in its turn. */
    moves: int3.min(0)
  }),
  attack: z2.strictObject({
    /** The save made to hit in challenging circumstances. */
    hit_save: attribute,
    unarmed_die: int3.min(2),
    /** Impaired damage rolls this die instead of the weapon's. */
    impaired_die: int3.min(2),
    /** Damage after armour never goes below this. */
    minimum_damage: int3.min(0),
    /** Armour added to a target behind cover. */
    cover_armour_bonus: int3.min(0)
  }),
  reactions: z2.strictObject({
    dodge_save: attribute,
    /** Reactions, opportunity attacks included, for the quick reference. */
    list: z2.array(z2.strictObject({ id: z2.string(), name: z2.string(), text: z2.string() })).min(1)
  }),
  bonus_actions: z2.array(z2.string()).min(1),
  morale: z2.strictObject({
    save: attribute,
    /** A group checks at or below this fraction of its starting number still fighting. */
    group_fraction: fraction,
    /** A lone character checks at or below this fraction of its maximum health. */
    lone_health_fraction: fraction
  }),
  fast_slow: z2.strictObject({
    /** The die rolled each round for the fast action threshold (FAT). */
    die: int3.min(2),
    /** The attribute compared with the FAT: it must match or exceed it. */
    attribute
  }),
  declaration_limit: z2.strictObject({ seconds: z2.number().positive() })
});

// engine/systems/faction-turns/index.ts
var system2 = { plugin: plugin2, tablesSchema: factionTurnsTables, scenario: { compile, summarize: summarize2, describe: describe2 } };

// engine/systems/declared-initiative/util.ts
function getCombatant(state, id3, path) {
  if (typeof id3 !== "string" || !Object.prototype.hasOwnProperty.call(state.combatants, id3)) {
    fail("target/unknown", `no combatant \`${String(id3)}\``, {
      path,
      hint: suggestion(String(id3), state.ids) ?? `combatants: ${state.ids.join(", ")}`
    });
  }
  return state.combatants[id3];
}
function withCombatant(state, c) {
  return { ...state, combatants: { ...state.combatants, [c.id]: c } };
}
function isFighting(state, c) {
  return c.present && !c.dead && !c.withdrawn && c.morale !== "failed" && c.wp > state.tables.wounds.incapacitated_at;
}
function canAct(c, round3) {
  return c.present && !c.dead && !c.withdrawn && c.surprisedRound !== round3;
}
function deathThreshold(state, c) {
  return -c.strength * state.tables.wounds.death_strength_factor;
}
function defenseOf(state, c) {
  const decl = state.declarations[c.id];
  const bonus = decl ? state.tables.actions[decl.action]?.defense_bonus ?? 0 : 0;
  return state.tables.defense.base + c.agility + c.defense + bonus;
}

// engine/systems/declared-initiative/damage.ts
function applyHit(state, hit) {
  const c = state.combatants[hit.target];
  const amount = Math.max(0, hit.amount);
  const fromStress = hit.critical || hit.exertion ? 0 : Math.min(c.stress, amount);
  const toWp = amount - fromStress;
  const wp = c.wp - toWp;
  const dead = c.dead || wp <= deathThreshold(state, c);
  const wound = toWp > 0 ? [{ amount: toWp, type: hit.exertion ? "exertion" : hit.type, round: state.round }] : [];
  const bigHit = c.bigHit || c.monster && !hit.exertion && toWp > c.wpMax * state.tables.morale.big_hit_fraction;
  const target = {
    ...c,
    stress: c.stress - fromStress,
    wp,
    dead,
    wounds: [...c.wounds, ...wound],
    injuries: hit.injury ? [...c.injuries, hit.injury] : c.injuries,
    // A fresh wound (not the cost of acting) reopens a stabilised creature.
    stabilized: c.stabilized && (toWp === 0 || !!hit.exertion),
    bigHit
  };
  const changes = {};
  if (fromStress) changes[`${c.id}.stress`] = [c.stress, target.stress];
  if (toWp) changes[`${c.id}.wp`] = [c.wp, wp];
  if (dead !== c.dead) changes[`${c.id}.dead`] = [c.dead, dead];
  return {
    target,
    event: {
      type: hit.exertion ? "exertion" : "damage",
      round: state.round,
      actor: hit.source,
      target: c.id,
      changes,
      detail: {
        amount,
        stress: fromStress,
        wp: toWp,
        critical: hit.critical,
        type: hit.type,
        status: statusWords(state, target),
        ...bigHit && !c.bigHit ? { morale_trigger: "big-hit" } : {},
        ...hit.injury ? { injury: hit.injury } : {}
      }
    }
  };
}
function bleed(state, c) {
  return applyHit(state, { source: c.id, target: c.id, amount: state.tables.wounds.dying_loss_per_round, critical: true, type: "dying", exertion: true });
}
function isIncapacitated(state, c) {
  return !c.dead && c.wp <= state.tables.wounds.incapacitated_at;
}
function isDying(state, c) {
  return !c.dead && c.wp < state.tables.wounds.incapacitated_at;
}
function highestWound(c) {
  return c.wounds.reduce((m, w) => Math.max(m, w.amount), 0);
}
function statusWords(state, c) {
  const out = [];
  if (!c.present) out.push("not-arrived");
  if (c.dead) out.push("dead");
  else if (isDying(state, c)) out.push("dying");
  else if (isIncapacitated(state, c)) out.push("incapacitated");
  if (c.stabilized && !c.dead) out.push("stabilized");
  if (c.surprisedRound === state.round) out.push("surprised");
  if (c.withdrawn) out.push("withdrawn");
  if (c.morale === "failed") out.push("broken");
  if (c.catchUp) out.push("catch-up");
  return out;
}

// engine/systems/declared-initiative/dice-expression.ts
var EXPR = /^\s*(\d+)\s*d\s*(\d+)\s*(?:([+-])\s*(\d+))?\s*$/i;
function rollDamage(dice4, expr, path) {
  if (typeof expr === "number") return [dice4, expr, []];
  if (/^\s*-?\d+\s*$/.test(expr)) return [dice4, Number(expr), []];
  const m = EXPR.exec(expr);
  if (!m) fail("combat/bad-damage", `damage \`${expr}\` is neither a number nor dice like 1d8+2`, { path, hint: "write a number, or NdS, NdS+K, NdS-K" });
  const [next, rolls] = rollMany(dice4, Number(m[1]), Number(m[2]), "damage");
  const bonus = m[3] ? (m[3] === "-" ? -1 : 1) * Number(m[4]) : 0;
  return [next, rolls.reduce((s, r) => s + r.value, 0) + bonus, rolls];
}

// engine/systems/declared-initiative/declare.ts
function declarationFor(state, c, spec, path) {
  const { tables } = state;
  const entry2 = Object.prototype.hasOwnProperty.call(tables.actions, spec.action) ? tables.actions[spec.action] : void 0;
  if (!entry2) {
    fail("combat/unknown-action", `\`${spec.action}\` is not a declared action of this system`, {
      path: [...path, "action"],
      hint: suggestion(String(spec.action), Object.keys(tables.actions)) ?? `declare one of: ${Object.keys(tables.actions).join(", ")}`
    });
  }
  if (spec.modifier !== void 0 && !entry2.overridable) {
    fail("combat/fixed-modifier", `the ${entry2.label} modifier cannot be overridden`, { path: [...path, "modifier"], hint: "drop `modifier`" });
  }
  let total = spec.modifier ?? entry2.modifier;
  let weapon4;
  if (entry2.plus === "weapon speed") {
    if (spec.speed !== void 0) total += spec.speed;
    else if (spec.weapon === "none") weapon4 = "none";
    else {
      const w = spec.weapon ? c.weapons.find((x) => x.id === spec.weapon) : c.weapons[0];
      if (!w) {
        fail("combat/unknown-weapon", spec.weapon ? `${c.name} has no weapon \`${spec.weapon}\`` : `${c.name} has no weapon`, {
          path: [...path, "weapon"],
          hint: (spec.weapon && suggestion(spec.weapon, c.weapons.map((x) => x.id))) ?? "give the combatant `weapons:` or the declaration a `speed:`"
        });
      }
      weapon4 = w.id;
      total += w.speed;
    }
  } else if (entry2.plus === "spell speed") {
    if (spec.speed !== void 0) total += spec.speed;
    else if (spec.tn !== void 0) total += spec.tn + tables.spell.speed_offset;
    else fail("combat/spell-speed", "a spell needs its casting TN (`tn`) or its `speed`", { path, hint: "e.g. { action: spell, tn: 14 }" });
  }
  return {
    action: spec.action,
    ...weapon4 ? { weapon: weapon4 } : {},
    ...spec.tn !== void 0 ? { tn: spec.tn } : {},
    ...spec.speed !== void 0 ? { speed: spec.speed } : {},
    ...spec.modifier !== void 0 ? { modifier: spec.modifier } : {},
    total
  };
}
function awaitingDeclaration(state) {
  return state.ids.filter((id3) => canAct(state.combatants[id3], state.round) && !state.declarations[id3]);
}
function declare(state, combatant5, spec) {
  if (state.phase !== "declare") {
    fail("combat/not-declaring", "actions are declared only at the start of a round", { path: ["type"], hint: "declare before the first creature acts" });
  }
  const c = getCombatant(state, combatant5, ["combatant"]);
  if (!c.present) fail("combat/not-arrived", `${c.name} has not arrived yet`, { path: ["combatant"], hint: "bring it in with an `arrive` action" });
  if (c.surprisedRound === state.round) fail("combat/surprised", `${c.name} is surprised and does not act this round`, { path: ["combatant"] });
  if (!canAct(c, state.round)) fail("combat/cannot-act", `${c.name} is out of the fight`, { path: ["combatant"] });
  if (state.declarations[c.id]) fail("combat/already-declared", `${c.name} has already declared this round`, { path: ["combatant"] });
  const decl = spec ? declarationFor(state, c, spec, []) : { action: "none", total: 0, passed: true };
  const init5 = decl.passed ? void 0 : c.base + decl.total;
  return {
    state: { ...state, declarations: { ...state.declarations, [c.id]: decl } },
    events: [
      {
        type: "declare",
        round: state.round,
        actor: c.id,
        detail: { action: decl.action, modifier: decl.total, ...decl.weapon ? { weapon: decl.weapon } : {}, ...init5 !== void 0 ? { init: init5 } : {} }
      }
    ]
  };
}
function buildSlots(state) {
  const slots = [];
  for (const id3 of state.ids) {
    const c = state.combatants[id3];
    const d = state.declarations[id3];
    if (!d || d.passed || c.base === void 0) continue;
    const init5 = c.base + d.total;
    if (c.catchUp) slots.push({ combatant: id3, init: init5 + state.tables.initiative.late_catch_up_modifier, catchUp: true, done: false });
    slots.push({ combatant: id3, init: init5, catchUp: false, done: false });
  }
  return slots.map((s, i) => [s, i]).sort((a, b) => a[0].init - b[0].init || a[1] - b[1]).map(([s]) => s);
}

// engine/systems/declared-initiative/ticks.ts
function currentInit(state) {
  let min;
  for (const s of state.slots) if (!s.done && (min === void 0 || s.init < min)) min = s.init;
  return min;
}
function currentTick(state) {
  const init5 = currentInit(state);
  return init5 === void 0 ? [] : state.slots.filter((s) => !s.done && s.init === init5);
}
function tickOpen(state) {
  const init5 = currentInit(state);
  return init5 !== void 0 && state.slots.some((s) => s.done && s.init === init5);
}
function applyPending(state) {
  const events = [];
  let s = state;
  for (const hit of state.pending) {
    const out = applyHit(s, hit);
    s = { ...s, combatants: { ...s.combatants, [out.target.id]: out.target } };
    events.push(out.event);
  }
  return { state: { ...s, pending: [] }, events };
}
function settle2(state) {
  const events = [];
  let s = state;
  if (s.ended) return { state: s, events };
  if (s.phase === "declare") {
    if (awaitingDeclaration(s).length > 0) return { state: s, events };
    const slots = buildSlots(s);
    const combatants2 = { ...s.combatants };
    for (const slot of slots) if (slot.catchUp) combatants2[slot.combatant] = { ...combatants2[slot.combatant], catchUp: false };
    s = { ...s, phase: "resolve", slots, combatants: combatants2 };
    events.push({
      type: "order",
      round: s.round,
      detail: {
        slots: slots.map((x) => ({ combatant: x.combatant, init: x.init, action: s.declarations[x.combatant].action, ...x.catchUp ? { catch_up: true } : {} })),
        bases: Object.fromEntries(s.ids.filter((id3) => s.combatants[id3].base !== void 0).map((id3) => [id3, s.combatants[id3].base]))
      }
    });
  }
  if (s.phase !== "resolve") return { state: s, events };
  for (; ; ) {
    const tick = currentTick(s);
    const init5 = currentInit(s);
    if (s.pending.length && (init5 === void 0 || !tickOpen(s))) {
      const landed = applyPending(s);
      s = landed.state;
      events.push(...landed.events);
    }
    if (!tick.length) break;
    const gone = tick.filter((slot) => {
      const c = s.combatants[slot.combatant];
      return c.dead || c.withdrawn;
    });
    if (!gone.length) break;
    s = markDone(s, gone);
    for (const slot of gone) {
      events.push({ type: "skip", round: s.round, actor: slot.combatant, detail: { init: slot.init, reason: s.combatants[slot.combatant].dead ? "dead" : "withdrawn" } });
    }
  }
  if (currentInit(s) === void 0) s = { ...s, phase: "end" };
  return { state: s, events };
}
function markDone(state, slots) {
  return { ...state, slots: state.slots.map((x) => slots.includes(x) ? { ...x, done: true } : x) };
}

// engine/systems/declared-initiative/act.ts
function attack(state, attacker, spec, path, kind) {
  const target = getCombatant(state, spec.target, [...path, "target"]);
  if (!target.present || target.dead || target.withdrawn) {
    fail("target/out-of-fight", `${target.name} is not in the fight`, { path: [...path, "target"] });
  }
  if (target.id === attacker.id) fail("target/self", "a creature does not attack itself", { path: [...path, "target"] });
  const weaponId = spec.weapon ?? state.declarations[attacker.id]?.weapon;
  const weapon4 = weaponId && weaponId !== "none" ? attacker.weapons.find((w) => w.id === weaponId) : attacker.weapons[0];
  if (weaponId && weaponId !== "none" && !weapon4) fail("combat/unknown-weapon", `${attacker.name} has no weapon \`${weaponId}\``, { path: [...path, "weapon"] });
  const defense = defenseOf(state, target);
  let hit;
  if (spec.hit !== void 0) hit = spec.hit;
  else if (spec.roll !== void 0) hit = spec.roll >= defense;
  else fail("combat/attack-needs-roll", "an attack needs its total (`roll`) or the GM's ruling (`hit`)", { path, hint: `the target's Defense is ${defense}` });
  let s = withCombatant(state, { ...target, attackedBy: [...target.attackedBy, attacker.id] });
  const detail = { defense, hit, ...spec.roll !== void 0 ? { roll: spec.roll } : {}, ...weapon4 ? { weapon: weapon4.id } : {} };
  const rolls = [];
  if (hit) {
    const expr = spec.damage ?? weapon4?.damage;
    if (expr === void 0) fail("combat/no-damage", "the attack hits but has no damage", { path, hint: "give `damage:` or a weapon with damage" });
    const [dice4, raw, dmgRolls] = rollDamage(s.dice, expr, [...path, "damage"]);
    s = { ...s, dice: dice4 };
    rolls.push(...dmgRolls);
    const critical = !!spec.critical;
    if (critical && !weapon4) fail("combat/no-weapon", "a critical multiplies a weapon's damage: name the weapon", { path: [...path, "weapon"] });
    const multiplier = critical ? weapon4.crit : 1;
    const amount = Math.max(0, raw * multiplier - target.armour);
    const type = spec.damage_type ?? weapon4?.type ?? "blunt";
    let injury2;
    if (critical && amount > 0) {
      [s, injury2] = injuryCheck(s, type, amount, rolls, detail);
    }
    Object.assign(detail, { raw, multiplier, armour: target.armour, amount, critical, type });
    const pending = { source: attacker.id, target: target.id, amount, critical, type, ...injury2 ? { injury: injury2 } : {} };
    s = { ...s, pending: [...s.pending, pending] };
  }
  return { state: s, events: [{ type: kind, round: s.round, actor: attacker.id, target: target.id, ...rolls.length ? { rolls } : {}, detail }] };
}
function injuryCheck(state, type, amount, rolls, detail) {
  const { injuries } = state.tables;
  let [dice4, chance] = roll(state.dice, injuries.chance_die, "injury-chance");
  rolls.push(chance);
  detail.injury_chance = chance.value;
  if (chance.value > amount) return [{ ...state, dice: dice4 }, void 0];
  const table = Object.prototype.hasOwnProperty.call(injuries.tables, type) ? injuries.tables[type] : [];
  if (!table.length) {
    detail.injury_table_empty = true;
    return [{ ...state, dice: dice4 }, { table: type, name: "GM chooses", effect: `the seed's ${type} combat-injury table is empty: the Referee chooses the injury` }];
  }
  const [d2, r] = roll(dice4, table.length, "injury");
  rolls.push(r);
  const row = table.find((x) => x.roll === r.value) ?? table[r.value - 1];
  return [{ ...state, dice: d2 }, { table: type, roll: r.value, name: row.name, effect: row.effect }];
}
function act(state, action2) {
  if (state.phase !== "resolve") {
    fail("combat/not-resolving", state.phase === "declare" ? "the round has not started: not everyone has declared" : "every initiative of this round has resolved", {
      path: ["type"],
      hint: state.phase === "declare" ? "declare every creature's action first" : "end the round with `end-round`"
    });
  }
  const c = getCombatant(state, action2.combatant, ["combatant"]);
  const tick = currentTick(state);
  const slot = tick.find((x) => x.combatant === c.id);
  if (!slot) {
    fail("combat/not-your-turn", `${c.name} does not act now (initiative ${tick[0]?.init})`, {
      path: ["combatant"],
      hint: `acting now: ${tick.map((x) => x.combatant).join(", ")}`
    });
  }
  let s = markDone(state, [slot]);
  const events = [];
  const actions = c.actionsThisRound + 1;
  const { wounds: wounds2 } = s.tables;
  const exerts = isIncapacitated(s, c) && !action2.crawl && !(c.stabilized && actions <= wounds2.stabilized_free_actions);
  s = withCombatant(s, { ...c, actionsThisRound: actions });
  events.push({ type: "act", round: s.round, actor: c.id, detail: { init: slot.init, action: s.declarations[c.id]?.action, ...slot.catchUp ? { catch_up: true } : {}, ...action2.note ? { note: action2.note } : {} } });
  if (exerts) s = { ...s, pending: [...s.pending, { source: c.id, target: c.id, amount: wounds2.action_cost, critical: true, type: "exertion", exertion: true }] };
  if (action2.attack) {
    const r = attack(s, s.combatants[c.id], action2.attack, ["attack"], "attack");
    s = r.state;
    events.push(...r.events);
  }
  if (action2.heal) {
    const t = getCombatant(s, action2.heal.target, ["heal", "target"]);
    const tn = wounds2.stabilize_base_tn + highestWound(t);
    if (!isIncapacitated(s, t) || t.dead) fail("target/not-dying", `${t.name} needs no stabilising`, { path: ["heal", "target"] });
    const ok = action2.heal.roll >= tn;
    if (ok) s = withCombatant(s, { ...t, stabilized: true });
    events.push({ type: "heal", round: s.round, actor: c.id, target: t.id, detail: { roll: action2.heal.roll, tn, stabilized: ok }, ...ok ? { changes: { [`${t.id}.stabilized`]: [t.stabilized, true] } } : {} });
  }
  if (action2.intimidate) {
    const t = getCombatant(s, action2.intimidate.target, ["intimidate", "target"]);
    if (!t.monster) fail("target/not-monster", `${t.name} does not check morale`, { path: ["intimidate", "target"], hint: "only monsters roll morale" });
    const result = Math.max(action2.intimidate.result, t.intimidatedBy ?? -Infinity);
    s = withCombatant(s, { ...t, intimidatedBy: result });
    events.push({ type: "intimidate", round: s.round, actor: c.id, target: t.id, detail: { result: action2.intimidate.result } });
  }
  return { state: s, events };
}
function riposte(state, action2) {
  if (state.phase !== "resolve") fail("combat/not-resolving", "a riposte answers an attack during the round", { path: ["type"] });
  const c = getCombatant(state, action2.combatant, ["combatant"]);
  const decl = state.declarations[c.id];
  if (!decl || !state.tables.actions[decl.action]?.riposte) {
    fail("combat/no-riposte", `${c.name} did not declare an action that allows a riposte`, { path: ["combatant"], hint: "declare full_defense" });
  }
  if (c.dead || c.withdrawn) fail("combat/cannot-act", `${c.name} is out of the fight`, { path: ["combatant"] });
  const idx = c.attackedBy.indexOf(String(action2.target));
  if (idx < 0) fail("combat/no-riposte", `${c.name} was not attacked by \`${String(action2.target)}\` this round`, { path: ["target"] });
  const s = withCombatant(state, { ...c, attackedBy: c.attackedBy.filter((_, i) => i !== idx) });
  return attack(s, s.combatants[c.id], action2, [], "riposte");
}
function skip2(state, combatant5) {
  if (state.phase !== "resolve") fail("combat/not-resolving", "nothing to skip outside the resolution", { path: ["type"] });
  const c = getCombatant(state, combatant5, ["combatant"]);
  const slot = currentTick(state).find((x) => x.combatant === c.id);
  if (!slot) fail("combat/not-your-turn", `${c.name} does not act now`, { path: ["combatant"] });
  return { state: markDone(state, [slot]), events: [{ type: "skip", round: state.round, actor: c.id, detail: { init: slot.init, reason: "passed" } }] };
}

// engine/systems/declared-initiative/types.ts
var SYSTEM_ID = "declared-initiative";

// engine/systems/declared-initiative/setup.ts
var NON_MONSTER_SIDES = /* @__PURE__ */ new Set(["party", "players", "player", "pcs"]);
function toCombatant(s, i, tables) {
  const path = ["combatants", i];
  if (!/^[a-z0-9][a-z0-9-]*$/.test(s.id ?? "")) fail("setup/bad-id", `combatant id \`${String(s.id)}\` is not kebab-case`, { path: [...path, "id"] });
  for (const w of s.weapons ?? []) {
    if (!tables.damage.critical_multipliers.includes(w.crit)) {
      fail("setup/bad-critical", `weapon \`${w.id}\` has critical \xD7${w.crit}`, {
        path: [...path, "weapons"],
        hint: `critical multipliers are ${tables.damage.critical_multipliers.map((m) => `\xD7${m}`).join(", ")}`
      });
    }
  }
  const wpMax = s.wp ?? s.strength;
  return {
    id: s.id,
    name: s.name ?? s.id,
    side: s.side,
    monster: s.monster ?? !NON_MONSTER_SIDES.has(s.side),
    agility: s.agility,
    strength: s.strength,
    hd: s.hd ?? 0,
    insight: s.insight ?? 0,
    defense: s.defense ?? 0,
    armour: s.armour ?? 0,
    weapons: s.weapons ?? [],
    ...s.group ? { group: s.group } : {},
    initiativeBonus: s.initiative_bonus ?? 0,
    ...s.initiative_die !== void 0 ? { initiativeDie: s.initiative_die } : {},
    stressMax: s.stress,
    stress: s.current_stress ?? s.stress,
    wpMax,
    wp: s.current_wp ?? wpMax,
    present: !s.arrives,
    ...s.surprised && !s.arrives ? { surprisedRound: 1 } : {},
    wounds: [],
    injuries: [],
    stabilized: false,
    dead: false,
    withdrawn: false,
    catchUp: false,
    bigHit: false,
    actionsThisRound: 0,
    attackedBy: []
  };
}
function rollBase(state, c, path) {
  if (c.group && state.groupBase[c.group] !== void 0) {
    return [state, { ...c, base: state.groupBase[c.group] }, void 0];
  }
  const die2 = state.tables.initiative.die;
  let dice4 = state.dice;
  let r;
  if (c.initiativeDie !== void 0) {
    if (!Number.isInteger(c.initiativeDie) || c.initiativeDie < 1 || c.initiativeDie > die2) {
      fail("dice/out-of-range", `initiative die ${c.initiativeDie} does not fit a d${die2}`, { path, hint: `a whole number from 1 to ${die2}` });
    }
    r = { die: die2, value: c.initiativeDie, source: "queue", purpose: "initiative" };
  } else {
    [dice4, r] = roll(dice4, die2, "initiative");
  }
  const base = r.value - c.agility + c.initiativeBonus;
  const groupBase = c.group ? { ...state.groupBase, [c.group]: base } : state.groupBase;
  return [{ ...state, dice: dice4, groupBase }, { ...c, base, baseRoll: r }, r];
}
function initState(setup) {
  const { tables } = setup;
  if (!setup.combatants.length) fail("setup/no-combatants", "a fight needs combatants", { path: ["combatants"] });
  const seen = /* @__PURE__ */ new Set();
  const combatants2 = {};
  setup.combatants.forEach((s, i) => {
    if (seen.has(s.id)) fail("setup/duplicate-id", `combatant \`${s.id}\` is listed twice`, { path: ["combatants", i, "id"] });
    seen.add(s.id);
    combatants2[s.id] = toCombatant(s, i, tables);
  });
  let state = {
    schemaVersion: SCHEMA_VERSION,
    system: SYSTEM_ID,
    round: 1,
    dice: seedDice(setup.seed ?? 0, setup.dice ?? []),
    ended: false,
    tables,
    phase: "declare",
    ids: setup.combatants.map((c) => c.id),
    combatants: combatants2,
    groupBase: {},
    declarations: {},
    slots: [],
    pending: []
  };
  state.ids.forEach((id3, i) => {
    const c = state.combatants[id3];
    if (!c.present) return;
    const [next, withBase] = rollBase(state, c, ["combatants", i, "initiative_die"]);
    state = { ...next, combatants: { ...next.combatants, [id3]: withBase } };
  });
  return state;
}

// engine/systems/declared-initiative/round.ts
function arrive(state, combatant5, spec, surprised) {
  const c0 = getCombatant(state, combatant5, ["combatant"]);
  if (c0.present) fail("combat/already-present", `${c0.name} is already in the fight`, { path: ["combatant"] });
  const [s0, c1, r] = rollBase(state, { ...c0, present: true, ...surprised ? { surprisedRound: state.round } : {} }, ["combatant"]);
  let s = withCombatant(s0, c1);
  const detail = { base: c1.base, ...surprised ? { surprised: true } : {} };
  if (!surprised && s.phase !== "declare" && !spec && s.phase === "resolve") {
    fail("combat/declare-on-arrival", `${c1.name} arrives mid-round and must declare its action`, { path: ["declare"], hint: "e.g. declare: { action: weapon_attack }" });
  }
  if (!surprised && spec) {
    const decl = declarationFor(s, c1, spec, ["declare"]);
    s = { ...s, declarations: { ...s.declarations, [c1.id]: decl } };
    const init5 = c1.base + decl.total;
    detail.init = init5;
    detail.action = decl.action;
    if (s.phase === "resolve") {
      const now = currentInit(s);
      if (now !== void 0 && init5 >= now) {
        const at = s.slots.findIndex((x) => x.init > init5);
        const slot = { combatant: c1.id, init: init5, catchUp: false, done: false };
        s = { ...s, slots: at < 0 ? [...s.slots, slot] : [...s.slots.slice(0, at), slot, ...s.slots.slice(at)] };
      } else {
        s = withCombatant(s, { ...s.combatants[c1.id], catchUp: true });
        detail.catch_up = true;
        detail.passed_at = now;
      }
    }
  } else if (!surprised && s.phase === "end") {
    s = withCombatant(s, { ...s.combatants[c1.id], catchUp: true });
    detail.catch_up = true;
  }
  return { state: s, events: [{ type: "arrive", round: s.round, actor: c1.id, ...r ? { rolls: [r] } : {}, changes: { [`${c1.id}.base`]: [null, c1.base] }, detail }] };
}
function withdraw(state, combatant5, reason) {
  const c = getCombatant(state, combatant5, ["combatant"]);
  if (!c.present || c.withdrawn || c.dead) fail("combat/cannot-act", `${c.name} is not in the fight`, { path: ["combatant"] });
  return {
    state: withCombatant(state, { ...c, withdrawn: true }),
    events: [{ type: "withdraw", round: state.round, actor: c.id, changes: { [`${c.id}.withdrawn`]: [false, true] }, ...reason ? { detail: { reason } } : {} }]
  };
}
function moraleDue(state, c) {
  if (!c.monster || !isFighting(state, c)) return void 0;
  let allies = 0;
  let opponents = 0;
  for (const id3 of state.ids) {
    const o = state.combatants[id3];
    if (o.id === c.id || !isFighting(state, o)) continue;
    if (o.side === c.side) allies++;
    else opponents++;
  }
  const triggers = [];
  if (c.bigHit) triggers.push("big-hit");
  if (opponents > allies + 1) triggers.push("outnumbered");
  if (c.intimidatedBy !== void 0) triggers.push("intimidated");
  if (!triggers.length) return void 0;
  const tn = c.intimidatedBy ?? state.tables.morale.base_tn + opponents;
  return { triggers, allies, opponents, tn };
}
function endRound2(state, obvious) {
  if (state.phase === "declare") fail("combat/not-resolving", "the round has not been resolved yet", { path: ["type"], hint: "declare and resolve the round first" });
  const events = [];
  let s = state;
  for (const slot of s.slots.filter((x) => !x.done)) events.push({ type: "skip", round: s.round, actor: slot.combatant, detail: { init: slot.init, reason: "round ended" } });
  s = { ...s, slots: s.slots.map((x) => ({ ...x, done: true })) };
  const landed = applyPending(s);
  s = landed.state;
  events.push(...landed.events);
  for (const id3 of s.ids) {
    const c = s.combatants[id3];
    if (c.present && isDying(s, c) && !c.stabilized) {
      const out = bleed(s, c);
      s = withCombatant(s, out.target);
      events.push({ ...out.event, type: "dying" });
    }
  }
  obvious.forEach((id3, i) => getCombatant(s, id3, ["obvious", i]));
  const due = s.ids.map((id3) => [id3, moraleDue(s, s.combatants[id3])]);
  const { morale } = s.tables;
  for (const [id3, m] of due) {
    if (!m) continue;
    const c = s.combatants[id3];
    if (obvious.includes(id3)) {
      s = withCombatant(s, { ...c, morale: "failed" });
      events.push({ type: "morale", round: s.round, actor: id3, detail: { triggers: m.triggers, obvious: true, passed: false } });
      continue;
    }
    const [dice4, rolls] = rollMany(s.dice, morale.dice, morale.die, "morale");
    const total = rolls.reduce((t, r) => t + r.value, 0) + c.insight + c.hd + m.allies;
    const passed = total >= m.tn;
    s = withCombatant({ ...s, dice: dice4 }, { ...c, morale: passed ? "passed" : "failed" });
    events.push({
      type: "morale",
      round: s.round,
      actor: id3,
      rolls,
      changes: { [`${id3}.morale`]: [c.morale ?? null, passed ? "passed" : "failed"] },
      detail: { triggers: m.triggers, insight: c.insight, hd: c.hd, allies: m.allies, opponents: m.opponents, total, tn: m.tn, passed }
    });
  }
  const combatants2 = {};
  for (const id3 of s.ids) {
    const c = s.combatants[id3];
    const { intimidatedBy: _drop, ...rest } = c;
    combatants2[id3] = { ...rest, bigHit: false, actionsThisRound: 0, attackedBy: [] };
  }
  s = { ...s, combatants: combatants2, declarations: {}, slots: [], pending: [] };
  const sides = new Set(s.ids.map((id3) => s.combatants[id3]).filter((c) => isFighting(s, c)).map((c) => c.side));
  const waiting = s.ids.some((id3) => !s.combatants[id3].present);
  events.push({ type: "round-end", round: s.round, detail: { sides_fighting: [...sides] } });
  if (sides.size <= 1 && !waiting) {
    events.push({ type: "combat-end", round: s.round, detail: { winner: [...sides][0] ?? null } });
    return { state: { ...s, ended: true, phase: "end" }, events };
  }
  return { state: { ...s, round: s.round + 1, phase: "declare" }, events };
}
function withDice(state, dice4) {
  if (dice4 === void 0) return state;
  if (!Array.isArray(dice4) || !dice4.every((d) => Number.isInteger(d))) fail("dice/bad-queue", "`dice` must be a list of whole numbers", { path: ["dice"] });
  return { ...state, dice: enqueue(state.dice, dice4) };
}

// engine/systems/declared-initiative/view.ts
function view3(state) {
  const actingNow2 = state.ended ? [] : state.phase === "declare" ? awaitingDeclaration(state) : state.phase === "resolve" ? [...new Set(currentTick(state).map((s) => s.combatant))] : [];
  const order = state.phase === "declare" ? state.ids.filter((id3) => state.declarations[id3] && !state.declarations[id3].passed).map((id3) => ({ combatant: id3, label: state.combatants[id3].name, init: state.combatants[id3].base + state.declarations[id3].total, done: false })).sort((a, b) => a.init - b.init) : state.slots.map((s) => ({
    combatant: s.combatant,
    label: `${state.combatants[s.combatant].name}${s.catchUp ? " (catch-up)" : ""}`,
    init: s.init,
    done: s.done
  }));
  const combatants2 = state.ids.map((id3) => {
    const c = state.combatants[id3];
    const decl = state.declarations[id3];
    const mods = { defense: defenseOf(state, c) };
    if (c.base !== void 0) mods.base_initiative = c.base;
    if (decl && !decl.passed && c.base !== void 0) mods.initiative = c.base + decl.total;
    const effects = decl && !decl.passed ? [{ name: state.tables.actions[decl.action]?.label ?? decl.action, roundsLeft: 1 }] : [];
    return {
      id: id3,
      name: c.name,
      side: c.side,
      tracks: [
        { name: "stress", current: c.stress, max: c.stressMax },
        { name: "wp", current: c.wp, max: c.wpMax }
      ],
      status: statusWords(state, c),
      modifiers: mods,
      effects
    };
  });
  const pendingChecks = [];
  if (!state.ended) {
    for (const id3 of state.ids) {
      const c = state.combatants[id3];
      if (!c.present || c.dead) continue;
      const m = state.phase !== "declare" ? moraleDue(state, c) : void 0;
      if (m) pendingChecks.push({ kind: "morale", combatants: [id3], description: `end of round: ${c.name} checks morale (${m.triggers.join(", ")}): 3d6 + Insight + HD + ${m.allies} allies`, target: m.tn });
      if (isDying(state, c) && !c.stabilized) {
        pendingChecks.push({ kind: "dying", combatants: [id3], description: `${c.name} is dying: loses ${state.tables.wounds.dying_loss_per_round} WP at the end of the round; dead at ${deathThreshold(state, c)} WP` });
      }
      if (isIncapacitated(state, c) && !c.stabilized) {
        pendingChecks.push({ kind: "stabilize", combatants: [id3], description: `a Heal check stabilises ${c.name}`, target: state.tables.wounds.stabilize_base_tn + highestWound(c) });
      }
    }
  }
  return { system: state.system, round: state.round, phase: state.ended ? "ended" : state.phase, actingNow: actingNow2, order, combatants: combatants2, pendingChecks };
}

// engine/systems/declared-initiative/plugin.ts
var ACTIONS = ["declare", "pass-declare", "act", "riposte", "skip", "arrive", "withdraw", "end-round"];
function dispatch2(state, a) {
  switch (a.type) {
    case "declare": {
      const { type: _t, combatant: combatant5, dice: _d, ...spec } = a;
      return declare(state, combatant5, spec);
    }
    case "pass-declare":
      return declare(state, a.combatant, void 0);
    case "act":
      return act(state, a);
    case "riposte":
      return riposte(state, a);
    case "skip":
      return skip2(state, a.combatant);
    case "arrive":
      return arrive(state, a.combatant, a.declare, !!a.surprised);
    case "withdraw":
      return withdraw(state, a.combatant, a.reason);
    case "end-round":
      return endRound2(state, a.obvious ?? []);
  }
}
var plugin3 = {
  id: SYSTEM_ID,
  name: "Declared Initiative",
  init(setup) {
    return settle2(initState(setup)).state;
  },
  step(state, action2) {
    if (state.ended) fail("combat/ended", "the fight is over", { path: ["type"] });
    if (!ACTIONS.includes(action2.type)) fail("combat/unknown-action", `unknown action \`${action2.type}\``, { path: ["type"], hint: `actions: ${ACTIONS.join(", ")}` });
    const withTyped = withDice(state, action2.dice);
    const r = dispatch2(withTyped, action2);
    const settled = settle2(r.state);
    return { state: settled.state, events: [...r.events, ...settled.events] };
  },
  view: view3
};

// engine/systems/declared-initiative/scenario.ts
import { z as z3 } from "zod";

// engine/systems/declared-initiative/scenario-issues.ts
function failFromZod(error, base, known = () => []) {
  const issue = error.issues[0];
  const path = [...base, ...issue.path.filter((p) => typeof p !== "symbol")];
  if (issue.code === "unrecognized_keys") {
    const key = issue.keys[0];
    fail("scenario/unknown-field", `unknown field \`${key}\``, {
      path: [...path, key],
      hint: suggestion(key, known(issue.path)) ?? (known(issue.path).length ? `known fields: ${known(issue.path).join(", ")}` : "remove it")
    });
  }
  fail("scenario/invalid", issue.message, { path, hint: hintFor(issue.code) });
}
function hintFor(code) {
  switch (code) {
    case "invalid_type":
      return "check the value type (number, text, list or mapping)";
    case "too_small":
    case "too_big":
      return "the value is out of range";
    default:
      return "see docs/systems for the scenario format";
  }
}
function keysOf(shape) {
  const s = shape?.shape;
  return s ? Object.keys(s) : [];
}

// engine/systems/declared-initiative/scenario.ts
var int4 = z3.number().int();
var weapon = z3.strictObject({ id: z3.string(), name: z3.string().optional(), speed: int4, damage: z3.union([int4, z3.string()]), crit: int4, type: z3.string() });
var combatant2 = z3.strictObject({
  id: z3.string(),
  name: z3.string().optional(),
  side: z3.string(),
  monster: z3.boolean().optional(),
  agility: int4,
  strength: int4.min(1),
  wp: int4.min(1).optional(),
  stress: int4.min(0),
  hd: int4.min(0).optional(),
  insight: int4.optional(),
  defense: int4.optional(),
  armour: int4.min(0).optional(),
  weapons: z3.array(weapon).optional(),
  group: z3.string().optional(),
  surprised: z3.boolean().optional(),
  arrives: z3.boolean().optional(),
  initiative_bonus: int4.optional(),
  initiative_die: int4.optional(),
  current_stress: int4.min(0).optional(),
  current_wp: int4.optional()
});
var declareSpec = z3.strictObject({ action: z3.string(), weapon: z3.string().optional(), tn: int4.optional(), speed: int4.optional(), modifier: int4.optional() });
var attackSpec2 = z3.strictObject({
  target: z3.string(),
  weapon: z3.string().optional(),
  roll: int4.optional(),
  hit: z3.boolean().optional(),
  damage: z3.union([int4, z3.string()]).optional(),
  critical: z3.boolean().optional(),
  damage_type: z3.string().optional()
});
var dice2 = z3.array(int4).optional();
var steps = {
  act: z3.strictObject({
    act: z3.string(),
    attack: attackSpec2.optional(),
    heal: z3.strictObject({ target: z3.string(), roll: int4 }).optional(),
    intimidate: z3.strictObject({ target: z3.string(), result: int4 }).optional(),
    crawl: z3.boolean().optional(),
    note: z3.string().optional(),
    dice: dice2
  }),
  riposte: z3.strictObject({ riposte: z3.string(), ...attackSpec2.shape, dice: dice2 }),
  skip: z3.strictObject({ skip: z3.string() }),
  arrive: z3.strictObject({ arrive: z3.string(), declare: declareSpec.optional(), surprised: z3.boolean().optional(), dice: dice2 }),
  withdraw: z3.strictObject({ withdraw: z3.string(), reason: z3.string().optional() })
};
var round = z3.strictObject({
  declare: z3.record(z3.string(), z3.union([declareSpec, z3.literal("pass")])).default({}),
  actions: z3.array(z3.record(z3.string(), z3.unknown())).default([]),
  end: z3.strictObject({ obvious: z3.array(z3.string()).optional(), dice: dice2 }).optional()
});
var scenarioDoc = z3.strictObject({
  system: z3.literal("declared-initiative"),
  name: z3.string().optional(),
  description: z3.string().optional(),
  seed: int4.optional(),
  dice: dice2,
  combatants: z3.array(combatant2).min(1),
  rounds: z3.array(round).default([])
});
var KEYS2 = {
  "": keysOf(scenarioDoc),
  combatants: keysOf(combatant2),
  weapons: keysOf(weapon),
  rounds: keysOf(round),
  declare: keysOf(declareSpec),
  attack: keysOf(attackSpec2)
};
var knownKeys = (path) => {
  const named = [...path].reverse().find((p) => typeof p === "string" && KEYS2[p]);
  return KEYS2[named ?? ""] ?? [];
};
function compile2(doc, ctx) {
  const parsed = scenarioDoc.safeParse(doc);
  if (!parsed.success) failFromZod(parsed.error, [], knownKeys);
  const sc = parsed.data;
  const ids = new Set(sc.combatants.map((c) => c.id));
  const checkId = (id3, path) => {
    if (!ids.has(id3)) fail("scenario/unknown-combatant", `no combatant \`${id3}\``, { path, hint: `combatants: ${[...ids].join(", ")}` });
  };
  const setup = {
    tables: ctx.tables,
    combatants: sc.combatants,
    seed: ctx.seed ?? sc.seed ?? 0,
    ...sc.dice ? { dice: sc.dice } : {}
  };
  const actions = [];
  sc.rounds.forEach((r, ri) => {
    for (const [id3, d] of Object.entries(r.declare)) {
      const path = ["rounds", ri, "declare", id3];
      checkId(id3, path);
      actions.push({ action: d === "pass" ? { type: "pass-declare", combatant: id3 } : { type: "declare", combatant: id3, ...d }, path });
    }
    r.actions.forEach((step5, si) => {
      const path = ["rounds", ri, "actions", si];
      const kind = Object.keys(steps).find((k) => k in step5);
      if (!kind) fail("scenario/unknown-step", "a step names what happens: act, arrive, skip, riposte or withdraw", { path, hint: "e.g. { act: hero, attack: { target: ghoul, roll: 14, damage: 5 } }" });
      const ok = steps[kind].safeParse(step5);
      if (!ok.success) failFromZod(ok.error, path, () => keysOf(steps[kind]));
      const { [kind]: who, ...rest } = ok.data;
      checkId(who, [...path, kind]);
      const type = kind === "act" ? "act" : kind;
      actions.push({ action: { type, combatant: who, ...rest }, path });
    });
    actions.push({ action: { type: "end-round", ...r.end ?? {} }, path: ["rounds", ri, ...r.end ? ["end"] : []] });
  });
  return { setup, actions };
}
function summarize3(session) {
  const state = session.state;
  const order = [];
  for (const e of session.events) {
    if (e.type !== "act" && !(e.type === "skip" && e.detail?.reason !== "round ended")) continue;
    order.push({
      round: e.round,
      combatant: e.actor,
      init: e.detail?.init,
      ...e.type === "act" ? { action: e.detail?.action } : { skipped: e.detail?.reason },
      ...e.detail?.catch_up ? { catch_up: true } : {}
    });
  }
  const combatants2 = {};
  for (const id3 of state.ids) {
    const c = state.combatants[id3];
    combatants2[id3] = {
      side: c.side,
      base_initiative: c.base ?? null,
      stress: c.stress,
      stress_max: c.stressMax,
      wp: c.wp,
      wp_max: c.wpMax,
      status: statusWords(state, c),
      dead: c.dead,
      stabilized: c.stabilized,
      morale: c.morale ?? null,
      wounds: c.wounds.map((w) => w.amount),
      injuries: c.injuries.map((i) => i.roll !== void 0 ? `${i.name} (${i.table} ${i.roll})` : `${i.name} (${i.table})`)
    };
  }
  return { order, combatants: combatants2 };
}
var sign2 = (n) => typeof n === "number" && n >= 0 ? `+${n}` : String(n);
function describe3(e) {
  const d = e.detail ?? {};
  const r = `R${e.round}`;
  switch (e.type) {
    case "declare":
      return `${r} ${e.actor} declares ${d.action} (${sign2(d.modifier)})${d.init !== void 0 ? ` \u2192 initiative ${d.init}` : ""}`;
    case "order":
      return `${r} order (low to high): ${d.slots.map((s) => `${s.combatant} ${s.init}${s.catch_up ? " (catch-up)" : ""}`).join(", ") || "nobody acts"}`;
    case "act":
      return `${r} [${d.init}] ${e.actor} acts: ${d.action}${d.catch_up ? " (catch-up turn)" : ""}${d.note ? ` \u2014 ${d.note}` : ""}`;
    case "attack":
    case "riposte": {
      const head = `${r} ${e.actor} ${e.type === "riposte" ? "ripostes" : "attacks"} ${e.target}${d.weapon ? ` with ${d.weapon}` : ""}: ${d.roll !== void 0 ? `${d.roll} vs Defense ${d.defense}` : "GM ruling"} \u2192 ${d.hit ? "hit" : "miss"}`;
      if (!d.hit) return head;
      const crit = d.critical ? `, critical \xD7${d.multiplier}` : "";
      const inj = d.injury_chance !== void 0 ? `; injury d% ${d.injury_chance} vs ${d.amount}${d.injury_table_empty ? ` (the ${d.type} table is empty in the seed: the GM chooses)` : ""}` : "";
      return `${head}; damage ${d.raw}${crit} \u2212 armour ${d.armour} = ${d.amount} ${d.type} (lands when this initiative ends)${inj}`;
    }
    case "damage":
    case "exertion":
    case "dying": {
      const what = e.type === "exertion" ? "pays for acting while incapacitated" : e.type === "dying" ? "bleeds (dying)" : `takes ${d.amount}${d.critical ? " (critical, bypasses Stress)" : ""}`;
      const inj = d.injury ? `; combat injury: ${d.injury.name}${d.injury.effect ? ` \u2014 ${d.injury.effect}` : ""}` : "";
      return `${r} ${e.target} ${what}: Stress \u2212${d.stress}, WP \u2212${d.wp}${d.status.length ? ` [${d.status.join(", ")}]` : ""}${d.morale_trigger ? " (morale trigger)" : ""}${inj}`;
    }
    case "heal":
      return `${r} ${e.actor} Heal check on ${e.target}: ${d.roll} vs TN ${d.tn} \u2192 ${d.stabilized ? "stabilized" : "fails"}`;
    case "intimidate":
      return `${r} ${e.actor} intimidates ${e.target} (result ${d.result}): morale at the end of the round`;
    case "skip":
      return `${r} [${d.init}] ${e.actor} does not act (${d.reason})`;
    case "arrive":
      return `${r} ${e.actor} arrives: base initiative ${d.base}${d.init !== void 0 ? `, ${d.action} at ${d.init}` : ""}${d.catch_up ? ` \u2014 already passed${d.passed_at !== void 0 ? ` (the round is at ${d.passed_at})` : ""}: next round it acts twice` : ""}${d.surprised ? " (surprised)" : ""}`;
    case "withdraw":
      return `${r} ${e.actor} leaves the fight${d.reason ? ` (${d.reason})` : ""}`;
    case "morale":
      return d.obvious ? `${r} morale ${e.actor}: the outcome is obvious \u2192 fails` : `${r} morale ${e.actor} (${d.triggers.join(", ")}): 3d6 ${(e.rolls ?? []).map((x) => x.value).join("+")} ${sign2(d.insight)} Insight ${sign2(d.hd)} HD ${sign2(d.allies)} allies = ${d.total} vs ${d.tn} \u2192 ${d.passed ? "holds" : "breaks"}`;
    case "round-end":
      return `${r} ends`;
    case "combat-end":
      return `${r} the fight is over${d.winner ? `: ${d.winner} stands` : ": nobody stands"}`;
    default:
      return `${r} ${e.type}${e.actor ? ` ${e.actor}` : ""}`;
  }
}

// engine/systems/declared-initiative/tables.ts
import { z as z4 } from "zod";
var int5 = z4.number().int();
var actionModifier = z4.strictObject({
  label: z4.string(),
  modifier: int5,
  /** weapon speed: + the weapon's speed; spell speed: + (casting TN + spell.speed_offset). */
  plus: z4.enum(["weapon speed", "spell speed"]).optional(),
  /** Added to Defense for the round (full defense). */
  defense_bonus: int5.optional(),
  /** Fraction of Speed the creature may move this round (full defense: half). */
  move_fraction: z4.number().positive().max(1).optional(),
  /** Attackers may be answered with a riposte reaction. */
  riposte: z4.boolean().optional(),
  /** Entering a threat range does not provoke a riposte. */
  no_riposte_provoked: z4.boolean().optional(),
  /** Whether the declaration may override the modifier ("unless otherwise stated"). */
  overridable: z4.boolean().optional(),
  note: z4.string().optional()
});
var injury = z4.strictObject({ roll: int5, name: z4.string(), effect: z4.string() });
var declaredInitiativeTables = z4.strictObject({
  system: z4.literal("declared-initiative"),
  name: z4.string(),
  initiative: z4.strictObject({
    /** Base Initiative = d<die> − Agility modifier, rolled once per combat. */
    die: int5.min(2),
    /** The extra slot of a late arrival whose round initiative had already passed. */
    late_catch_up_modifier: int5
  }),
  /** Declared action → initiative modifier. Keys are what scenarios declare. */
  actions: z4.record(z4.string().regex(/^[a-z][a-z_]*$/), actionModifier),
  spell: z4.strictObject({ speed_offset: int5 }),
  defense: z4.strictObject({ base: int5 }),
  damage: z4.strictObject({
    /** Allowed critical multipliers of weapons. */
    critical_multipliers: z4.array(int5.min(2)).min(1)
  }),
  wounds: z4.strictObject({
    /** WP at or below this: incapacitated. */
    incapacitated_at: int5,
    /** WP cost of any action beyond crawling while incapacitated or dying. */
    action_cost: int5.min(0),
    /** WP lost at the end of every round while dying (WP below incapacitated_at). */
    dying_loss_per_round: int5.min(0),
    /** Dead at WP ≤ −(Strength score × this). */
    death_strength_factor: int5.min(1),
    /** Stabilising Heal check TN = this + the highest wound. */
    stabilize_base_tn: int5,
    /** Actions per round a stabilised creature takes without the WP cost. */
    stabilized_free_actions: int5.min(0)
  }),
  morale: z4.strictObject({
    dice: int5.min(1),
    die: int5.min(2),
    base_tn: int5,
    /** A single hit taking more than this fraction of maximum WP triggers a check. */
    big_hit_fraction: z4.number().positive().max(1)
  }),
  injuries: z4.strictObject({
    /** Percentile die: an injury when its roll is ≤ the critical's damage. */
    chance_die: int5.min(2),
    /** Damage type → table (empty when the seed leaves it to the GM). */
    tables: z4.record(z4.string(), z4.array(injury))
  })
});

// engine/systems/declared-initiative/index.ts
var system3 = {
  plugin: plugin3,
  tablesSchema: declaredInitiativeTables,
  scenario: { compile: compile2, summarize: summarize3, describe: describe3 }
};

// engine/systems/team-turns/rules.ts
function find2(state, id3, path) {
  const c = state.combatants.find((x) => x.id === id3);
  if (!c) fail("target/unknown", `no combatant '${id3}'`, { path, hint: `combatants: ${state.combatants.map((x) => x.id).join(", ")}` });
  return c;
}
function update2(state, id3, patch) {
  return { ...state, combatants: state.combatants.map((c) => c.id === id3 ? { ...c, ...patch } : c) };
}
var able = (c) => !c.dead && !c.unconscious;
function rollTest(state, spec, purpose) {
  let dice4 = state.dice;
  const rolls = [];
  for (const sides of spec.dice) {
    const [d, r] = roll(dice4, sides, purpose);
    dice4 = d;
    rolls.push(r);
  }
  return { state: { ...state, dice: dice4 }, total: rolls.reduce((n, r) => n + r.value, spec.bonus), rolls };
}
function rollLuck(state, purpose) {
  const [dice4, r] = roll(state.dice, state.tables.luck.die, purpose);
  return { state: { ...state, dice: dice4 }, roll: r };
}
function mayTakeTurn2(state, c) {
  if (!able(c) || c.tookTurn) return false;
  if (state.phase === "surprise") return c.team === state.surprise || c.unsurprisable;
  return state.phase === "round";
}
function spendReaction2(state, c, kind, path, free = false) {
  if (!able(c)) fail("combat/cannot-react", `${c.id} cannot react while ${c.dead ? "dead" : "unconscious"}`, { path });
  if (free) return state;
  if (c.reactionsLeft < 1) fail("combat/no-reaction", `${c.id} has no reaction left`, { path, hint: "reactions come back at the start of the character\u2019s next turn" });
  const row = state.tables.reactions.find((r) => r.id === kind);
  const stamina = row?.stamina ?? 0;
  const focus = row?.focus ?? 0;
  if (stamina && c.stamina !== null && c.stamina < stamina) fail("combat/no-stamina", `${c.id} needs ${stamina} stamina to ${kind}`, { path });
  if (focus && c.focus !== null && c.focus < focus) fail("combat/no-focus", `${c.id} needs ${focus} focus to ${kind}`, { path });
  return update2(state, c.id, {
    reactionsLeft: c.reactionsLeft - 1,
    ...stamina && c.stamina !== null ? { stamina: c.stamina - stamina } : {},
    ...focus && c.focus !== null ? { focus: c.focus - focus } : {}
  });
}
function mayReact2(state, c, kind) {
  const row = state.tables.reactions.find((r) => r.id === kind);
  const stamina = row?.stamina ?? 0;
  return able(c) && c.reactionsLeft > 0 && (c.stamina === null || c.stamina >= stamina);
}
function harmed(state, c) {
  return c.endurance <= c.maxEndurance * state.tables.damage.harmed_fraction;
}
var bloodied = (c) => c.health < c.maxHealth;

// engine/systems/team-turns/damage.ts
function applyDamage3(state, targetId, amount, opts, path, actor) {
  const t = find2(state, targetId, path);
  if (t.dead) fail("target/dead", `${t.id} is dead`, { path, hint: "choose a living target" });
  const changes = {};
  const rolls = [];
  const detail = { amount, nonlethal: !!opts.nonlethal };
  const toEndurance = Math.min(t.endurance, amount);
  const overflow = amount - toEndurance;
  const endurance = t.endurance - toEndurance;
  const health = Math.max(0, t.health - overflow);
  if (endurance !== t.endurance) changes[`${t.id}.endurance`] = [t.endurance, endurance];
  if (health !== t.health) changes[`${t.id}.health`] = [t.health, health];
  detail.toEndurance = toEndurance;
  detail.toHealth = overflow;
  let s = update2(state, t.id, { endurance, health });
  if (overflow > 0 && health === 0) {
    if (!t.unconscious) changes[`${t.id}.unconscious`] = [false, true];
    s = update2(s, t.id, { unconscious: true });
    const exceeded = overflow > t.health;
    const risk = exceeded && (!opts.nonlethal || t.health === 0);
    detail.exceeded = exceeded;
    if (risk) {
      const luck = rollLuck(s, "death");
      s = luck.state;
      rolls.push(luck.roll);
      const { bonus_at, bonus } = s.tables.luck;
      const total = luck.roll.value + (luck.roll.value >= bonus_at ? bonus : 0);
      const cheated = total >= t.deathDifficulty;
      detail.death = { roll: luck.roll.value, total, difficulty: t.deathDifficulty, cheated };
      if (cheated) {
        const next = t.deathDifficulty + s.tables.death.cheat_increase;
        s = update2(s, t.id, { deathDifficulty: next });
        changes[`${t.id}.deathDifficulty`] = [t.deathDifficulty, next];
      } else {
        s = update2(s, t.id, { dead: true });
        changes[`${t.id}.dead`] = [false, true];
      }
    }
  } else if (overflow > 0 && able(t) && t.maxHealth - health > t.constitution) {
    const c = find2(s, t.id, path);
    const missing = t.maxHealth - health;
    const choice = opts.fortify;
    let result;
    if (choice === false || choice === void 0 && (!c.fortify || !mayReact2(s, c, "fortify"))) {
      result = { difficulty: missing, fortified: false, reason: choice === false ? "chose to fall unconscious" : !c.fortify ? "no fortify test given" : "no reaction or stamina left" };
    } else {
      const before = c;
      s = spendReaction2(s, c, "fortify", [...path, "fortify"]);
      const after = find2(s, t.id, path);
      if (after.stamina !== before.stamina) changes[`${t.id}.stamina`] = [before.stamina, after.stamina];
      let total;
      if (typeof choice === "number") total = choice;
      else {
        if (!c.fortify) fail("scenario/no-fortify-test", `${t.id} has no fortify test to roll`, { path: [...path, "fortify"], hint: "give the combatant `fortify: { dice: [d6, d4], bonus: 1 }` or type the result" });
        const r = rollTest(s, c.fortify, "fortify");
        s = r.state;
        rolls.push(...r.rolls);
        total = r.total;
      }
      result = { difficulty: missing, total, fortified: total >= missing };
    }
    detail.consciousness = result;
    if (!result.fortified) {
      s = update2(s, t.id, { unconscious: true });
      changes[`${t.id}.unconscious`] = [false, true];
    }
  }
  return { state: s, events: [{ type: "damage", round: s.round, ...actor ? { actor } : {}, target: t.id, rolls, changes, detail }] };
}

// engine/systems/team-turns/order.ts
function teamCanAct(state, i) {
  const team = state.teams[i];
  return state.combatants.some((c) => c.team === team && mayTakeTurn2(state, c));
}
function nextTeam(state, after) {
  const n = state.teams.length;
  for (let k = 1; k <= n; k++) {
    const i = ((after + k) % n + n) % n;
    if (teamCanAct(state, i)) return i;
  }
  return -1;
}
function startRound2(state) {
  if (state.ended) fail("combat/ended", "the fight is over");
  if (state.phase !== "between") fail("combat/round-in-progress", `round ${state.round} is still going`, { hint: "every able character must take its turn first" });
  const round3 = state.round + 1;
  const surprise = round3 === 1 && state.surprise !== null;
  const s = {
    ...state,
    round: round3,
    phase: surprise ? "surprise" : "round",
    current: -1,
    combatants: state.combatants.map((c) => ({ ...c, tookTurn: false, attacksThisRound: 0 }))
  };
  const events = [{ type: "round-start", round: round3, detail: { surprise: surprise ? state.surprise : null, teams: state.teams } }];
  return settle3({ ...s, current: nextTeam(s, -1) }, events);
}
function settle3(state, events) {
  const standing2 = state.teams.filter((t) => state.combatants.some((c) => c.team === t && able(c)));
  if (standing2.length <= 1 && !state.ended) {
    events.push({ type: "fight-end", round: state.round, detail: { winner: standing2[0] ?? null } });
    return { state: { ...state, ended: true, phase: "ended", current: -1 }, events };
  }
  if (state.phase !== "round" && state.phase !== "surprise") return { state, events };
  let current = state.current;
  if (current < 0 || !teamCanAct(state, current)) current = nextTeam(state, current < 0 ? -1 : current);
  if (current === -1) {
    events.push({ type: "round-end", round: state.round, detail: { surprise: state.phase === "surprise" } });
    return { state: { ...state, phase: "between", current: -1 }, events };
  }
  return { state: { ...state, current }, events };
}

// engine/systems/team-turns/attack.ts
function weaponOf(attacker, w, path) {
  if (w && typeof w === "object") return w;
  const ids = Object.keys(attacker.weapons);
  const id3 = w ?? ids[0];
  if (!id3 || !attacker.weapons[id3]) {
    fail("card/unknown-weapon", `${attacker.id} has no weapon '${id3 ?? ""}'`, { path: [...path, "weapon"], hint: ids.length ? `weapons: ${ids.join(", ")}` : "give the combatant `weapons:`" });
  }
  return attacker.weapons[id3];
}
function resolveAttack3(state, attackerId, spec, path) {
  const attacker = find2(state, attackerId, path);
  let target = find2(state, spec.target, [...path, "target"]);
  if (target.dead) fail("target/dead", `${target.id} is dead`, { path: [...path, "target"] });
  if (target.id === attacker.id) fail("target/self", `${attacker.id} cannot attack itself`, { path: [...path, "target"] });
  const w = weaponOf(attacker, spec.weapon, path);
  const t = state.tables;
  let s = state;
  const rolls = [];
  const detail = {};
  let base;
  if (spec.test !== void 0) base = spec.test;
  else {
    const r = rollTest(s, w.test, "attack");
    s = r.state;
    rolls.push(...r.rolls);
    base = r.total;
  }
  const penalty = attacker.attacksThisRound * t.attack.multiple_attack_penalty;
  const test2 = base + (spec.modifier ?? 0) - penalty;
  s = update2(s, attacker.id, { attacksThisRound: attacker.attacksThisRound + 1 });
  if (spec.luck !== void 0) s = { ...s, dice: enqueue(s.dice, [spec.luck]) };
  const luck = rollLuck(s, "luck");
  s = luck.state;
  rolls.push(luck.roll);
  const critical = luck.roll.value >= w.threshold;
  Object.assign(detail, { base, modifier: spec.modifier ?? 0, penalty, test: test2, luck: luck.roll.value, critical, weapon: w });
  const adjacent = (spec.adjacent ?? []).filter((id3) => !find2(s, id3, [...path, "adjacent"]).dead);
  if (w.ranged && adjacent.length && luck.roll.value <= t.luck.stray_at_or_below) {
    const [dice4, r] = roll(s.dice, adjacent.length, "stray");
    s = { ...s, dice: dice4 };
    rolls.push(r);
    detail.strayFrom = target.id;
    target = find2(s, adjacent[r.value - 1], path);
  }
  let reaction5 = spec.reaction;
  let rpath = [...path, "reaction"];
  let extraReduction = 0;
  let block = false;
  let free = false;
  const chain = [];
  while (reaction5) {
    if (reaction5.kind === "intercept") {
      const by = find2(s, reaction5.by, [...rpath, "by"]);
      if (by.id === target.id || by.id === attacker.id) fail("target/bad-intercept", `${by.id} cannot intercept here`, { path: [...rpath, "by"] });
      s = spendReaction2(s, by, "intercept", rpath);
      chain.push({ kind: "intercept", by: by.id, protects: target.id });
      target = find2(s, by.id, rpath);
      reaction5 = reaction5.then;
      rpath = [...rpath, "then"];
      free = true;
      continue;
    }
    s = spendReaction2(s, target, reaction5.kind, rpath, free);
    if (reaction5.kind === "dodge") {
      let total;
      if (reaction5.result !== void 0) total = reaction5.result;
      else {
        if (!target.dodge) fail("scenario/no-dodge-test", `${target.id} has no dodge test to roll`, { path: rpath, hint: "give the combatant `dodge: { dice: [d6, d6] }` or type `result:`" });
        const r = rollTest(s, target.dodge, "dodge");
        s = r.state;
        rolls.push(...r.rolls);
        total = r.total;
      }
      const avoided = !critical && total >= test2;
      chain.push({ kind: "dodge", by: target.id, total, avoided });
      if (avoided) {
        detail.reactions = chain;
        return { state: s, events: [{ type: "attack", round: s.round, actor: attacker.id, target: target.id, rolls, detail: { ...detail, hit: false, missedBy: "dodge" } }] };
      }
    } else if (reaction5.kind === "parry") {
      extraReduction = reaction5.value ?? target.parry ?? t.attack.default_parry;
      chain.push({ kind: "parry", by: target.id, value: extraReduction });
    } else {
      if (!target.shield || target.shield.durability <= 0) fail("combat/no-shield", `${target.id} has no unbroken shield to block with`, { path: rpath });
      block = true;
      chain.push({ kind: "block", by: target.id });
    }
    break;
  }
  if (chain.length) detail.reactions = chain;
  const evasion = target.evasion + target.defenceBonus;
  const hit = critical || test2 >= evasion;
  Object.assign(detail, { evasion, hit });
  if (!hit) return { state: s, events: [{ type: "attack", round: s.round, actor: attacker.id, target: target.id, rolls, detail: { ...detail, missedBy: "evasion" } }] };
  const category = t.damage.types[w.type] ?? "typeless";
  const raw = test2 + (critical ? w.critical : w.damage);
  const events = [];
  let dealt;
  if (block) {
    const sh = target.shield;
    const toItem = Math.max(t.attack.minimum_damage, raw - sh.block);
    const durability = Math.max(0, sh.durability - toItem);
    s = update2(s, target.id, { shield: { ...sh, durability } });
    dealt = Math.max(0, toItem - sh.durability);
    detail.block = { raw, block: sh.block, toItem, durability: [sh.durability, durability], through: dealt };
  } else {
    const reduction = category === "typeless" ? 0 : (target.reduction[category] ?? 0) + extraReduction;
    dealt = Math.max(t.attack.minimum_damage, raw - reduction);
    detail.damage = { raw, category, reduction, dealt };
  }
  events.push({ type: "attack", round: s.round, actor: attacker.id, target: target.id, rolls, detail });
  if (dealt > 0) {
    const d = applyDamage3(s, target.id, dealt, { nonlethal: spec.nonlethal ?? w.nonlethal, fortify: spec.fortify }, path, attacker.id);
    s = d.state;
    events.push(...d.events);
  }
  return { state: s, events };
}

// engine/systems/team-turns/turn.ts
function rowFor(state, a, path) {
  const id3 = a.kind === "other" ? a.id : a.kind;
  const row = [...state.tables.actions, ...state.tables.free_actions].find((r) => r.id === id3);
  if (row) return a.kind === "other" && a.cost !== void 0 ? { ...row, cost: a.cost } : row;
  if (a.kind === "other" && a.cost !== void 0) return { id: id3, name: id3, cost: a.cost, text: "custom action" };
  return fail("combat/unknown-action", `no action '${id3}' in the actions table`, { path, hint: "use a table action, or give a custom one its `cost`" });
}
function complete(state, actorId, a, row, path) {
  const round3 = state.round;
  if (a?.kind === "attack") return resolveAttack3(state, actorId, a.attack, [...path, "attack"]);
  if (a?.kind === "resuscitate") {
    const t = find2(state, a.target, [...path, "target"]);
    let s = update2(state, actorId, { prone: true });
    const woke = a.success !== false && t.unconscious && !t.dead;
    if (woke) s = update2(s, t.id, { unconscious: false });
    return { state: s, events: [{ type: "resuscitate", round: round3, actor: actorId, target: t.id, detail: { woke }, ...woke ? { changes: { [`${t.id}.unconscious`]: [true, false] } } : {} }] };
  }
  const me = find2(state, actorId, path);
  const patch = {};
  if (row.defence_bonus) patch.defenceBonus = row.defence_bonus;
  if (row.extra_reactions) patch.reactionsLeft = me.reactionsLeft + row.extra_reactions;
  if (row.id === "seek-cover") patch.inCover = true;
  if (row.id === "drop-prone") patch.prone = true;
  if (row.id === "stand-up") patch.prone = false;
  return { state: update2(state, actorId, patch), events: [{ type: "action", round: round3, actor: actorId, ...a?.kind === "command" ? { target: a.target } : {}, detail: { action: row.id, name: row.name } }] };
}
function takeTurn2(state, actorId, actions, abandon, typed) {
  if (state.ended) fail("combat/ended", "the fight is over");
  if (state.phase === "between") fail("combat/round-not-started", "no round is running", { hint: "start the next round" });
  const team = state.teams[state.current];
  const actor = find2(state, actorId, ["actor"]);
  if (actor.team !== team) fail("combat/not-your-turn", `it is ${team}'s turn, not ${actor.team}'s`, { path: ["actor"], hint: `pick a member of ${team}` });
  if (!mayTakeTurn2(state, actor)) {
    const why = actor.dead ? "is dead" : actor.unconscious ? "is unconscious and loses its turn" : actor.tookTurn ? "has already had its turn this round" : "is surprised and cannot act in the surprise round";
    fail("combat/cannot-act", `${actor.id} ${why}`, { path: ["actor"], hint: "pick another member of the team" });
  }
  const t = state.tables;
  let s = typed?.length ? { ...state, dice: enqueue(state.dice, typed) } : state;
  s = update2(s, actor.id, { reactionsLeft: t.turn.reactions, defenceBonus: 0, inCover: false, tookTurn: true });
  const events = [{ type: "turn", round: s.round, actor: actor.id, detail: { team, surprise: s.phase === "surprise" } }];
  let left = t.turn.actions;
  const ext = actor.extended;
  if (ext && abandon) {
    s = update2(s, actor.id, { extended: null });
    events.push({ type: "extended-abandoned", round: s.round, actor: actor.id, detail: { action: ext.name } });
  } else if (ext) {
    const spend2 = Math.min(ext.remaining, left);
    left -= spend2;
    const remaining = ext.remaining - spend2;
    s = update2(s, actor.id, { extended: remaining ? { ...ext, remaining } : null });
    events.push({ type: "extended-progress", round: s.round, actor: actor.id, detail: { action: ext.name, spent: spend2, remaining } });
    if (!remaining) {
      const row = [...t.actions, ...t.free_actions].find((r2) => r2.id === ext.name) ?? { id: ext.name, name: ext.name, cost: 0, text: "" };
      const r = complete(s, actor.id, ext.name === "resuscitate" && ext.target ? { kind: "resuscitate", target: ext.target } : null, row, ["actions"]);
      s = r.state;
      events.push(...r.events);
    }
  } else if (abandon) {
    fail("combat/nothing-to-abandon", `${actor.id} has no extended action under way`, { path: ["abandon"] });
  }
  const taken = [];
  for (const [i, a] of actions.entries()) {
    const path = ["actions", i];
    if (!able(find2(s, actor.id, path))) break;
    const row = rowFor(s, a, path);
    if (row.once_per_turn && taken.includes(row.id)) fail("combat/once-per-turn", `${row.name} is once per turn`, { path });
    if (row.requires && !taken.includes(row.requires)) fail("combat/requires", `${row.name} needs ${row.requires} earlier this turn`, { path });
    if (a.kind === "command" && actions.slice(0, i).some((b) => b.kind === "command" && b.target === a.target)) fail("combat/once-per-turn", "command is once per turn per target", { path });
    const me = find2(s, actor.id, path);
    for (const pool of ["stamina", "focus"]) {
      const need = row[pool] ?? 0;
      const have = me[pool];
      if (!need || have === null) continue;
      if (have < need) fail(`combat/no-${pool}`, `${actor.id} needs ${need} ${pool} for ${row.name} and has ${have}`, { path });
      s = update2(s, actor.id, { [pool]: have - need });
    }
    if (row.cost > 0 && left === 0) fail("combat/no-actions-left", `${actor.id} has no actions left this turn`, { path, hint: `a turn holds ${t.turn.actions} actions` });
    taken.push(row.id);
    if (row.cost > left) {
      if (i !== actions.length - 1) fail("combat/no-actions-left", `${row.name} takes ${row.cost} actions and only ${left} are left: it carries over and must be the turn\u2019s last`, { path });
      const target = a.kind === "resuscitate" ? a.target : void 0;
      s = update2(s, actor.id, { extended: { name: row.id, remaining: row.cost - left, ...target ? { target } : {} } });
      events.push({ type: "extended-start", round: s.round, actor: actor.id, detail: { action: row.id, spent: left, remaining: row.cost - left } });
      left = 0;
      break;
    }
    left -= row.cost;
    const r = complete(s, actor.id, a, row, path);
    s = r.state;
    events.push(...r.events);
    if (row.ends_turn) {
      if (i !== actions.length - 1) fail("combat/turn-ended", `${row.name} ends the turn: nothing can follow it`, { path: ["actions", i + 1] });
      break;
    }
  }
  return settle3({ ...s, current: nextTeam(s, state.current) }, events);
}

// engine/systems/team-turns/view.ts
function status3(state, c) {
  const out = [];
  if (c.dead) return ["dead"];
  if (c.unconscious) out.push("unconscious");
  if (harmed(state, c)) out.push("harmed");
  if (bloodied(c)) out.push("bloodied");
  if (c.prone) out.push("prone");
  if (c.inCover) out.push("in cover");
  if (c.tookTurn) out.push("acted");
  if (c.extended) out.push(`${c.extended.name}: ${c.extended.remaining} action(s) to go`);
  return out;
}
function view4(state) {
  const team = state.current >= 0 ? state.teams[state.current] : void 0;
  const actingNow2 = team && !state.ended ? state.combatants.filter((c) => c.team === team && mayTakeTurn2(state, c)).map((c) => c.id) : [];
  const order = state.teams.flatMap(
    (t) => state.combatants.filter((c) => c.team === t && !c.dead).map((c) => ({ combatant: c.id, label: `${t}: ${c.name}`, done: c.tookTurn || !mayTakeTurn2(state, c) }))
  );
  const combatants2 = state.combatants.map((c) => ({
    id: c.id,
    name: c.name,
    side: c.team,
    tracks: [
      { name: "endurance", current: c.endurance, max: c.maxEndurance },
      { name: "health", current: c.health, max: c.maxHealth }
    ],
    status: status3(state, c),
    modifiers: {
      multipleAttackPenalty: -c.attacksThisRound * state.tables.attack.multiple_attack_penalty,
      evasion: c.evasion + c.defenceBonus,
      reactions: c.reactionsLeft,
      ...c.stamina !== null ? { stamina: c.stamina } : {},
      deathDifficulty: c.deathDifficulty
    },
    effects: c.defenceBonus ? [{ name: `guard +${c.defenceBonus}` }] : []
  }));
  const pendingChecks = state.combatants.filter((c) => !c.dead && c.health === 0).map((c) => ({ kind: "death", combatants: [c.id], description: `${c.name} is at 0 Health: any more damage means a luck test against death`, target: c.deathDifficulty }));
  const phase = state.phase === "surprise" ? `surprise round${team ? `: ${team}` : ""}` : state.phase === "round" && team ? `round: ${team}` : state.phase;
  return { system: state.system, round: state.round, phase, actingNow: actingNow2, order, combatants: combatants2, pendingChecks };
}

// engine/systems/team-turns/plugin.ts
function init4(setup) {
  const t = setup.tables;
  const seen = /* @__PURE__ */ new Set();
  const combatants2 = setup.combatants.map((c, i) => {
    if (seen.has(c.id)) fail("setup/duplicate-combatant", `combatant '${c.id}' is listed twice`, { path: ["combatants", i, "id"] });
    seen.add(c.id);
    const maxEndurance = c.maxEndurance ?? c.endurance;
    const maxHealth = c.maxHealth ?? c.health;
    if (c.endurance > maxEndurance || c.health > maxHealth) fail("setup/bad-track", `${c.id} starts above its maximum`, { path: ["combatants", i] });
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
      weapons: c.weapons ?? {},
      shield: c.shield ?? null,
      parry: c.parry ?? null,
      fortify: c.fortify ?? null,
      dodge: c.dodge ?? null,
      unsurprisable: c.unsurprisable ?? false,
      unconscious: c.unconscious ?? c.health === 0,
      dead: c.dead ?? false,
      deathDifficulty: c.deathDifficulty ?? t.death.luck_difficulty,
      tookTurn: false,
      reactionsLeft: t.turn.reactions,
      attacksThisRound: 0,
      defenceBonus: 0,
      prone: c.prone ?? false,
      inCover: false,
      extended: null
    };
  });
  const teams = setup.teams?.length ? [...setup.teams] : [...new Set(combatants2.map((c) => c.team))];
  for (const [i, c] of combatants2.entries()) {
    if (!teams.includes(c.team)) fail("setup/unknown-team", `${c.id}'s team '${c.team}' is not in the team order`, { path: ["combatants", i, "team"] });
  }
  if (teams.length < 2) fail("setup/one-team", "a fight needs at least two teams", { path: ["combatants"] });
  if (setup.surprise !== void 0 && !teams.includes(setup.surprise)) fail("setup/unknown-team", `no team '${setup.surprise}'`, { path: ["surprise"] });
  return {
    schemaVersion: SCHEMA_VERSION,
    system: "team-turns",
    round: 0,
    dice: seedDice(setup.seed, setup.dice ?? []),
    ended: false,
    tables: t,
    teams,
    surprise: setup.surprise ?? null,
    combatants: combatants2,
    phase: "between",
    current: -1
  };
}
function step4(state, action2) {
  const r = dispatch3(state, action2);
  const typed = "rolls" in action2 && Array.isArray(action2.rolls) ? action2.rolls.length : 0;
  const unused = r.state.dice.queue.length - state.dice.queue.length;
  if (typed && unused > 0) {
    fail("dice/unused", `${unused} of the ${typed} typed dice were not rolled by this action`, { path: ["rolls"], hint: "type only the dice this action rolls, in rolling order" });
  }
  return r;
}
function dispatch3(state, action2) {
  switch (action2.type) {
    case "start-round":
      return startRound2(state);
    case "turn":
      return takeTurn2(state, action2.actor, action2.actions ?? [], action2.abandon ?? false, action2.rolls);
    case "damage": {
      if (state.ended) fail("combat/ended", "the fight is over");
      if (!Number.isInteger(action2.amount) || action2.amount < 0) fail("combat/bad-amount", "damage must be a whole number of at least 0", { path: ["amount"] });
      const s = action2.rolls?.length ? { ...state, dice: enqueue(state.dice, action2.rolls) } : state;
      const r = applyDamage3(s, action2.target, action2.amount, { nonlethal: action2.nonlethal, fortify: action2.fortify }, ["target"]);
      return settle3(r.state, r.events);
    }
    case "wake": {
      const c = find2(state, action2.target, ["target"]);
      if (c.dead || !c.unconscious) fail("target/not-unconscious", `${c.id} is ${c.dead ? "dead" : "conscious"}`, { path: ["target"] });
      return settle3(update2(state, c.id, { unconscious: false }), [{ type: "wake", round: state.round, target: c.id, changes: { [`${c.id}.unconscious`]: [true, false] } }]);
    }
    case "end-round": {
      if (state.phase !== "round" && state.phase !== "surprise") return { state, events: [] };
      const skipped = state.combatants.filter((c) => mayTakeTurn2(state, c)).map((c) => c.id);
      const events = skipped.map((id3) => ({ type: "turn-skipped", round: state.round, actor: id3, detail: { team: find2(state, id3, []).team } }));
      const s = { ...state, combatants: state.combatants.map((c) => skipped.includes(c.id) ? { ...c, tookTurn: true } : c), current: -1 };
      return settle3(s, events);
    }
    case "end-fight":
      if (state.ended) fail("combat/ended", "the fight is over");
      return { state: { ...state, ended: true, phase: "ended", current: -1 }, events: [{ type: "fight-end", round: state.round, detail: { winner: null, declared: true } }] };
    default:
      return fail("combat/unknown-action", `unknown action '${action2.type}'`, { path: ["type"] });
  }
}
var plugin4 = { id: "team-turns", name: "Team Turns", init: init4, step: step4, view: view4 };

// engine/systems/team-turns/report.ts
function summarize4(session) {
  const order = [];
  for (const e of session.events) {
    const d = e.detail ?? {};
    if (e.type === "turn") order.push({ round: e.round, team: d.team, combatant: e.actor, ...d.surprise ? { surprise: true } : {} });
    if (e.type === "turn-skipped") order.push({ round: e.round, team: d.team, combatant: e.actor, skipped: true });
  }
  const s = session.state;
  const combatants2 = {};
  for (const c of s.combatants) {
    combatants2[c.id] = {
      team: c.team,
      endurance: c.endurance,
      max_endurance: c.maxEndurance,
      health: c.health,
      max_health: c.maxHealth,
      missing_health: c.maxHealth - c.health,
      harmed: harmed(s, c),
      bloodied: bloodied(c),
      unconscious: c.unconscious,
      dead: c.dead,
      death_difficulty: c.deathDifficulty,
      stamina: c.stamina,
      reactions: c.reactionsLeft,
      extended: c.extended
    };
  }
  return { order, combatants: combatants2, round: s.round, phase: s.phase };
}
var dice3 = (e) => e.rolls?.length ? ` [${e.rolls.map((r) => `${r.purpose ?? "d"}: d${r.die}=${r.value}`).join(", ")}]` : "";
var ch = (e) => e.changes && Object.keys(e.changes).length ? ` {${Object.entries(e.changes).map(([k, [a, b]]) => `${k} ${a}\u2192${b}`).join(", ")}}` : "";
function describe4(e) {
  const d = e.detail ?? {};
  switch (e.type) {
    case "round-start":
      return `\u2014 round ${e.round}${d.surprise ? ` (surprise round: ${d.surprise})` : ""}: ${d.teams.join(" \u2192 ")}`;
    case "round-end":
      return `\u2014 round ${e.round} ends`;
    case "turn":
      return `${d.team}: ${e.actor} takes a turn`;
    case "turn-skipped":
      return `${d.team}: ${e.actor} lets its turn go`;
    case "action":
      return `  ${e.actor}: ${d.name}${e.target ? ` \u2192 ${e.target}` : ""}`;
    case "attack": {
      const head = `  ${e.actor} \u2192 ${e.target}: test ${d.base}${d.modifier ? ` ${d.modifier >= 0 ? "+" : "\u2212"} ${Math.abs(d.modifier)}` : ""}${d.penalty ? ` \u2212 ${d.penalty} (multiple attacks)` : ""} = ${d.test}, luck ${d.luck}${d.critical ? " (critical)" : ""}`;
      if (d.missedBy === "dodge") return `${head}: dodged${dice3(e)}`;
      if (!d.hit) return `${head} vs evasion ${d.evasion}: miss${dice3(e)}`;
      const dmg = d.block ? `blocked: ${d.block.toItem} to the shield, ${d.block.through} through` : `${d.damage.raw} \u2212 ${d.damage.reduction} ${d.damage.category} = ${d.damage.dealt} damage`;
      return `${head} vs evasion ${d.evasion}: hit, ${dmg}${dice3(e)}`;
    }
    case "damage": {
      const parts = [`  ${e.target} takes ${d.amount}${d.nonlethal ? " nonlethal" : ""}: ${d.toEndurance} to Endurance, ${d.toHealth} to Health`];
      if (d.consciousness) parts.push(d.consciousness.total !== void 0 ? `fortify ${d.consciousness.total} vs ${d.consciousness.difficulty}: ${d.consciousness.fortified ? "stays conscious" : "falls unconscious"}` : `falls unconscious (${d.consciousness.reason})`);
      if (d.death) parts.push(`luck ${d.death.total} vs ${d.death.difficulty}: ${d.death.cheated ? "cheats death" : "dies"}`);
      return parts.join("; ") + dice3(e) + ch(e);
    }
    case "resuscitate":
      return `  ${e.actor} resuscitates ${e.target}: ${d.woke ? "wakes" : "no effect"}`;
    case "wake":
      return `  ${e.target} regains consciousness`;
    case "extended-start":
      return `  ${e.actor} starts ${d.action} (${d.remaining} action(s) to go next turn)`;
    case "extended-progress":
      return `  ${e.actor} continues ${d.action}: ${d.remaining ? `${d.remaining} to go` : "done"}`;
    case "extended-abandoned":
      return `  ${e.actor} abandons ${d.action}`;
    case "fight-end":
      return `\u2014 the fight is over${d.winner ? `: ${d.winner} stands` : ""}`;
    default:
      return `  ${e.type}`;
  }
}

// engine/systems/team-turns/scenario.ts
var TOP3 = ["system", "seed", "dice", "teams", "surprise", "combatants", "rounds", "turns", "cards", "title", "description", "end_fight"];
var COMBATANT3 = ["id", "name", "team", "endurance", "max_endurance", "health", "max_health", "constitution", "evasion", "reduction", "stamina", "focus", "weapons", "shield", "parry", "fortify", "dodge", "unsurprisable", "unconscious", "death_difficulty"];
var WEAPON = ["damage", "critical", "threshold", "type", "test", "ranged", "nonlethal"];
var ATTACK2 = ["target", "weapon", "test", "luck", "modifier", "adjacent", "reaction", "nonlethal", "fortify"];
function test(v, path) {
  const o = expectObj(v, path, "a test", ["dice", "bonus"]);
  const dice4 = expectList(o.dice ?? [], [...path, "dice"], "dice").map((d, i) => die(d, [...path, "dice", i]));
  return { dice: dice4, bonus: optInt(o, "bonus", path) ?? 0 };
}
function weapon2(v, path, tables) {
  const o = expectObj(v, path, "a weapon", WEAPON);
  const type = optStr(o, "type", path) ?? "typeless";
  knownId(type, Object.keys(tables.damage.types), [...path, "type"], "damage type");
  const damage = reqInt(o, "damage", path, 0);
  return {
    damage,
    critical: optInt(o, "critical", path, 0) ?? damage,
    threshold: optInt(o, "threshold", path) ?? tables.luck.die + 1,
    type,
    test: o.test === void 0 ? { dice: [], bonus: 0 } : test(o.test, [...path, "test"]),
    ranged: optBool(o, "ranged", path) ?? false,
    nonlethal: optBool(o, "nonlethal", path) ?? false
  };
}
function combatant3(v, path, tables) {
  const o = expectObj(v, path, "a combatant", COMBATANT3);
  const id3 = reqStr(o, "id", path);
  const ints2 = (key) => optInt(o, key, path, 0);
  const reduction = {};
  if (o.reduction !== void 0) {
    const r = expectObj(o.reduction, [...path, "reduction"], "reduction", ["physical", "elemental"]);
    for (const k of Object.keys(r)) reduction[k] = reqInt(r, k, [...path, "reduction"], 0);
  }
  const weapons = {};
  if (o.weapons !== void 0) {
    if (!isObj2(o.weapons)) fail("scenario/bad-field", "weapons must be a mapping of name \u2192 weapon", { path: [...path, "weapons"] });
    for (const [k, w] of Object.entries(o.weapons)) weapons[k] = weapon2(w, [...path, "weapons", k], tables);
  }
  const shield = o.shield === void 0 ? void 0 : expectObj(o.shield, [...path, "shield"], "a shield", ["block", "durability"]);
  return {
    id: id3,
    name: optStr(o, "name", path) ?? id3,
    team: reqStr(o, "team", path),
    endurance: reqInt(o, "endurance", path, 0),
    maxEndurance: optInt(o, "max_endurance", path, 0),
    health: reqInt(o, "health", path, 0),
    maxHealth: optInt(o, "max_health", path, 1),
    constitution: reqInt(o, "constitution", path, 0),
    evasion: ints2("evasion"),
    reduction,
    stamina: ints2("stamina"),
    focus: ints2("focus"),
    weapons,
    ...shield ? { shield: { block: reqInt(shield, "block", [...path, "shield"], 0), durability: reqInt(shield, "durability", [...path, "shield"], 0) } } : {},
    parry: ints2("parry"),
    ...o.fortify !== void 0 ? { fortify: test(o.fortify, [...path, "fortify"]) } : {},
    ...o.dodge !== void 0 ? { dodge: test(o.dodge, [...path, "dodge"]) } : {},
    unsurprisable: optBool(o, "unsurprisable", path),
    unconscious: optBool(o, "unconscious", path),
    deathDifficulty: optInt(o, "death_difficulty", path)
  };
}
function fortify(o, path) {
  const v = o.fortify;
  if (v === void 0) return {};
  if (v === false || v === "roll" || typeof v === "number" && Number.isInteger(v)) return { fortify: v };
  return fail("scenario/bad-field", "fortify is a typed test total, `roll`, or false (fall unconscious)", { path: [...path, "fortify"] });
}
function reaction2(v, path, ids) {
  if (v === "dodge" || v === "parry" || v === "block") return { kind: v };
  const o = expectObj(v, path, "a reaction", ["kind", "result", "value", "by", "then"]);
  const kind = knownId(o.kind, ["dodge", "parry", "block", "intercept"], [...path, "kind"], "reaction");
  if (kind === "intercept") return { kind, by: knownId(o.by, ids, [...path, "by"], "combatant"), ...o.then !== void 0 ? { then: reaction2(o.then, [...path, "then"], ids) } : {} };
  if (kind === "dodge") return { kind, result: optInt(o, "result", path) };
  if (kind === "parry") return { kind, value: optInt(o, "value", path, 0) };
  return { kind: "block" };
}
function attack2(v, path, ids, tables) {
  if (typeof v === "string") return { target: knownId(v, ids, path, "combatant") };
  const o = expectObj(v, path, "an attack", ATTACK2);
  return {
    target: knownId(o.target, ids, [...path, "target"], "combatant"),
    ...o.weapon !== void 0 ? { weapon: typeof o.weapon === "string" ? o.weapon : weapon2(o.weapon, [...path, "weapon"], tables) } : {},
    test: optInt(o, "test", path),
    luck: optInt(o, "luck", path, 1),
    modifier: optInt(o, "modifier", path),
    ...o.adjacent !== void 0 ? { adjacent: expectList(o.adjacent, [...path, "adjacent"], "adjacent").map((x, i) => knownId(x, ids, [...path, "adjacent", i], "combatant")) } : {},
    ...o.reaction !== void 0 ? { reaction: reaction2(o.reaction, [...path, "reaction"], ids) } : {},
    nonlethal: optBool(o, "nonlethal", path),
    ...fortify(o, path)
  };
}
function turnAction(v, path, ids, tables) {
  if (typeof v === "string") return { kind: "other", id: v };
  const o = expectObj(v, path, "an action", ["attack", "resuscitate", "command", "action", "cost"]);
  if (o.attack !== void 0) return { kind: "attack", attack: attack2(o.attack, [...path, "attack"], ids, tables) };
  if (o.resuscitate !== void 0) {
    if (typeof o.resuscitate === "string") return { kind: "resuscitate", target: knownId(o.resuscitate, ids, [...path, "resuscitate"], "combatant") };
    const r = expectObj(o.resuscitate, [...path, "resuscitate"], "resuscitate", ["target", "success"]);
    return { kind: "resuscitate", target: knownId(r.target, ids, [...path, "resuscitate", "target"], "combatant"), success: optBool(r, "success", [...path, "resuscitate"]) };
  }
  if (o.command !== void 0) return { kind: "command", target: knownId(o.command, ids, [...path, "command"], "combatant") };
  return { kind: "other", id: reqStr(o, "action", path), cost: optInt(o, "cost", path, 0) };
}
function entry(v, path, ids, tables) {
  const o = expectObj(v, path, "a turn", ["actor", "actions", "abandon", "rolls", "damage", "wake"]);
  if (o.damage !== void 0) {
    const p = [...path, "damage"];
    const d = expectObj(o.damage, p, "damage", ["target", "amount", "nonlethal", "fortify", "rolls"]);
    const rolls2 = optInts(d, "rolls", p);
    return { type: "damage", target: knownId(d.target, ids, [...p, "target"], "combatant"), amount: reqInt(d, "amount", p, 0), nonlethal: optBool(d, "nonlethal", p), ...fortify(d, p), ...rolls2 ? { rolls: rolls2 } : {} };
  }
  if (o.wake !== void 0) return { type: "wake", target: knownId(o.wake, ids, [...path, "wake"], "combatant") };
  const actions = o.actions === void 0 ? [] : expectList(o.actions, [...path, "actions"], "actions").map((a, i) => turnAction(a, [...path, "actions", i], ids, tables));
  const rolls = optInts(o, "rolls", path);
  return { type: "turn", actor: knownId(o.actor, ids, [...path, "actor"], "combatant"), actions, abandon: optBool(o, "abandon", path) ?? false, ...rolls ? { rolls } : {} };
}
function compile3(doc, ctx) {
  const tables = ctx.tables;
  expectObj(doc, [], "the scenario", TOP3);
  const combatants2 = expectList(doc.combatants, ["combatants"], "combatants").map((c, i) => combatant3(c, ["combatants", i], tables));
  const ids = combatants2.map((c) => c.id);
  const teams = doc.teams !== void 0 ? expectList(doc.teams, ["teams"], "teams").map(String) : [...new Set(combatants2.map((c) => c.team))];
  combatants2.forEach((c, i) => knownId(c.team, teams, ["combatants", i, "team"], "team"));
  const setup = {
    tables,
    combatants: combatants2,
    teams,
    ...doc.surprise !== void 0 ? { surprise: knownId(doc.surprise, teams, ["surprise"], "team") } : {},
    seed: ctx.seed ?? optInt(doc, "seed", []) ?? 1,
    dice: optInts(doc, "dice", []) ?? []
  };
  if (doc.rounds !== void 0 && doc.turns !== void 0) fail("scenario/bad-field", "use either rounds or turns, not both", { path: ["turns"] });
  const rounds = doc.rounds !== void 0 ? expectList(doc.rounds, ["rounds"], "rounds").map((r, i) => ({ r, path: ["rounds", i] })) : [{ r: { turns: doc.turns ?? [] }, path: [] }];
  const actions = [];
  for (const { r, path } of rounds) {
    const o = expectObj(r, path, "a round", ["turns"]);
    actions.push({ action: { type: "start-round" }, path });
    expectList(o.turns ?? [], [...path, "turns"], "turns").forEach((t, i) => actions.push({ action: entry(t, [...path, "turns", i], ids, tables), path: [...path, "turns", i] }));
    actions.push({ action: { type: "end-round" }, path });
  }
  if (optBool(doc, "end_fight", [])) actions.push({ action: { type: "end-fight" }, path: ["end_fight"] });
  return { setup, actions };
}

// engine/systems/team-turns/tables.ts
import { z as z5 } from "zod";
var int6 = z5.number().int();
var fraction2 = z5.number().gt(0).lte(1);
var id = z5.string().regex(/^[a-z0-9][a-z0-9-]*$/);
var action = z5.strictObject({
  id,
  name: z5.string(),
  /** Actions it takes; more than a turn holds makes it an extended action. */
  cost: int6.min(0),
  text: z5.string(),
  stamina: int6.min(0).optional(),
  focus: int6.min(0).optional(),
  once_per_turn: z5.boolean().optional(),
  /** Taking it ends the turn (the remaining actions are lost). */
  ends_turn: z5.boolean().optional(),
  /** Bonus to all defences (evasion) until the character's next turn. */
  defence_bonus: int6.optional(),
  /** Extra reactions until the character's next turn. */
  extra_reactions: int6.optional(),
  /** Another action that must have been taken earlier this turn. */
  requires: id.optional()
});
var reaction3 = z5.strictObject({
  id,
  name: z5.string(),
  text: z5.string(),
  stamina: int6.min(0).optional(),
  focus: int6.min(0).optional()
});
var teamTurnsTables = z5.strictObject({
  system: z5.literal("team-turns"),
  name: z5.string(),
  turn: z5.strictObject({ actions: int6.min(1), reactions: int6.min(0) }),
  luck: z5.strictObject({
    die: int6.min(2),
    /** A normal test (and a luck test) adds `bonus` when the luck die shows `bonus_at` or more. */
    bonus_at: int6,
    bonus: int6,
    /** A thrown or fired attack whose luck roll is at or below this strikes a random adjacent character. */
    stray_at_or_below: int6
  }),
  attack: z5.strictObject({
    multiple_attack_penalty: int6.min(0),
    minimum_damage: int6.min(0),
    /** Item parry value when the item lists none. */
    default_parry: int6.min(0)
  }),
  damage: z5.strictObject({
    /** Harmed at or below this fraction of maximum Endurance. */
    harmed_fraction: fraction2,
    /** Damage type → the reduction that applies (`typeless` is never reduced). */
    types: z5.record(z5.string(), z5.enum(["physical", "elemental", "typeless"]))
  }),
  death: z5.strictObject({
    /** The luck test against death starts at this difficulty… */
    luck_difficulty: int6,
    /** …and rises by this, permanently, each time death is cheated. */
    cheat_increase: int6.min(0)
  }),
  actions: z5.array(action).min(1),
  reactions: z5.array(reaction3).min(1),
  free_actions: z5.array(action).min(1)
});

// engine/systems/team-turns/index.ts
var system4 = { plugin: plugin4, tablesSchema: teamTurnsTables, scenario: { compile: compile3, summarize: summarize4, describe: describe4 } };

// engine/systems/initiative-cards/util.ts
function getCombatant2(state, id3, path) {
  if (typeof id3 !== "string" || !Object.prototype.hasOwnProperty.call(state.combatants, id3)) {
    fail("target/unknown", `no combatant \`${String(id3)}\``, { path, hint: suggestion(String(id3), state.ids) ?? `combatants: ${state.ids.join(", ")}` });
  }
  return state.combatants[id3];
}
function withCombatant2(state, c) {
  return { ...state, combatants: { ...state.combatants, [c.id]: c } };
}
function inFight(c) {
  return !c.out && !c.fled;
}
function zoneDistance(state, from, to) {
  if (from === to) return 0;
  const seen = /* @__PURE__ */ new Set([from]);
  let frontier = [from];
  for (let d = 1; frontier.length; d++) {
    const next = [];
    for (const z9 of frontier) {
      for (const n of state.zones[z9] ?? []) {
        if (n === to) return d;
        if (!seen.has(n)) {
          seen.add(n);
          next.push(n);
        }
      }
    }
    frontier = next;
  }
  return Infinity;
}

// engine/systems/initiative-cards/harm.ts
function applyHarm(state, c, amount, kind, source) {
  if (!state.tables.harm.types.includes(kind)) {
    fail("combat/harm-type", `\`${kind}\` is not a kind of Harm`, { path: ["kind"], hint: `kinds: ${state.tables.harm.types.join(", ")}` });
  }
  const key = kind === "mental" ? "mental" : "physical";
  const before = c[key];
  const after = before + Math.max(0, amount);
  const out = c.out || c.harmLimit !== void 0 && after >= c.harmLimit;
  const next = { ...c, [key]: after, out };
  return {
    state: withCombatant2(state, next),
    event: {
      type: "harm",
      round: state.round,
      ...source ? { actor: source } : {},
      target: c.id,
      changes: { [`${c.id}.${key}`]: [before, after], ...out !== c.out ? { [`${c.id}.out`]: [c.out, out] } : {} },
      detail: { amount: Math.max(0, amount), kind: key, ...c.harmLimit !== void 0 ? { limit: c.harmLimit } : {}, out }
    }
  };
}
function dicePenalty(state, c) {
  return c.pc ? 0 : (c.physical + c.mental) * state.tables.harm.npc_dice_per_point;
}
function harmAction(state, combatant5, amount, kind, source) {
  const c = getCombatant2(state, combatant5, ["combatant"]);
  if (!Number.isInteger(amount) || amount < 0) fail("combat/bad-amount", "Harm is a whole number of levels", { path: ["amount"] });
  const r = applyHarm(state, c, amount, kind, source);
  return { state: r.state, events: [{ ...r.event, detail: { ...r.event.detail, ...source ? {} : { source: "gm" } } }] };
}
function fearTest(state, combatant5, fear, successes, position) {
  const c = getCombatant2(state, combatant5, ["combatant"]);
  const { fear: t } = state.tables;
  if (!Object.prototype.hasOwnProperty.call(t.failure_harm, position)) fail("combat/position", `unknown position \`${position}\``, { path: ["position"], hint: "controlled, risky or desperate" });
  const pcs = state.ids.map((id3) => state.combatants[id3]).filter((o) => o.pc && inFight(o) && o.zone === c.zone).length;
  const bonus = Math.min(t.max_extra_dice, pcs * t.dice_per_pc);
  const passed = successes >= fear;
  const event = { type: "fear", round: state.round, actor: c.id, detail: { fear, successes, bonus_dice: bonus, position, passed } };
  if (passed) return { state, events: [event] };
  const r = applyHarm(state, c, t.failure_harm[position], "mental");
  return { state: r.state, events: [event, r.event] };
}

// engine/systems/initiative-cards/turns.ts
function buildSlots2(state) {
  const slots = [];
  for (const id3 of state.holderIds) for (const card2 of state.holders[id3].cards) slots.push({ card: card2, holder: id3, finished: [], done: false });
  return slots.sort((a, b) => a.card - b.card);
}
function currentSlot(state) {
  return state.slots.find((s) => !s.done);
}
function waitingMembers(state, slot) {
  return state.holders[slot.holder].members.filter((m) => inFight(state.combatants[m]) && !slot.finished.includes(m));
}
function actingNow(state) {
  if (state.ended || state.phase === "end") return [];
  if (state.phase === "start") {
    const first = buildSlots2(state).find((s) => waitingMembers(state, s).length > 0);
    return first ? waitingMembers(state, first) : [];
  }
  const slot = currentSlot(state);
  return slot ? waitingMembers(state, slot) : [];
}
function beginRound(state) {
  if (state.phase !== "start") return { state, events: [] };
  const inIt = (h) => state.holders[h].members.filter((m) => inFight(state.combatants[m]));
  const slots = buildSlots2(state).filter((x) => inIt(x.holder).length > 0);
  const s = { ...state, phase: slots.length ? "turns" : "end", slots };
  const listed = slots.map((x) => ({ card: x.card, holder: x.holder, members: inIt(x.holder) }));
  return { state: s, events: [{ type: "order", round: s.round, detail: { slots: listed } }] };
}
function settle4(state) {
  if (state.phase !== "turns") return { state, events: [] };
  const events = [];
  const slots = [...state.slots];
  for (let i = 0; i < slots.length; i++) {
    const slot = slots[i];
    if (slot.done) continue;
    if (waitingMembers(state, slot).length > 0) break;
    slots[i] = { ...slot, done: true };
    for (const m of state.holders[slot.holder].members) {
      if (!slot.finished.includes(m)) events.push({ type: "pass", round: state.round, actor: m, detail: { card: slot.card, reason: "out of the fight" } });
    }
  }
  const s = { ...state, slots };
  return { state: slots.every((x) => x.done) ? { ...s, phase: "end" } : s, events };
}
function endTurn(state, combatant5) {
  const c = getCombatant2(state, combatant5, ["combatant"]);
  const begun = beginRound(state);
  let s = begun.state;
  const slot = currentSlot(s);
  if (!slot || !waitingMembers(s, slot).includes(c.id)) {
    fail("combat/not-your-turn", `it is not ${c.name}'s turn`, { path: ["combatant"], hint: `acting now: ${actingNow(s).join(", ") || "nobody (end the round)"}` });
  }
  const finished = [...slot.finished, c.id];
  const updated = { ...slot, finished, done: waitingMembers(s, { ...slot, finished }).length === 0 };
  s = {
    ...s,
    slots: s.slots.map((x) => x === slot ? updated : x),
    combatants: { ...s.combatants, [c.id]: { ...c, turnManeuvers: 0, brokeFreeThisTurn: false } }
  };
  const gone = updated.done ? s.holders[slot.holder].members.filter((m) => !finished.includes(m)) : [];
  return {
    state: s,
    events: [
      ...begun.events,
      { type: "end-turn", round: s.round, actor: c.id, detail: { card: slot.card } },
      ...gone.map((m) => ({ type: "pass", round: s.round, actor: m, detail: { card: slot.card, reason: "out of the fight" } }))
    ]
  };
}
function swapCards(state, a, cardA, b, cardB) {
  const ha = state.holders[a];
  const hb = state.holders[b];
  return {
    ...state,
    holders: {
      ...state.holders,
      [a]: { ...ha, cards: ha.cards.map((v) => v === cardA ? cardB : v) },
      [b]: { ...hb, cards: hb.cards.map((v) => v === cardB ? cardA : v) }
    }
  };
}
function pickCard(state, holder, card2, path) {
  const cards = state.holders[holder].cards;
  if (card2 !== void 0) {
    if (!cards.includes(card2)) fail("card/not-held", `\`${holder}\` does not hold card ${card2}`, { path, hint: `it holds ${cards.join(", ")}` });
    return card2;
  }
  if (cards.length !== 1) fail("card/which", `\`${holder}\` holds cards ${cards.join(", ")}: say which`, { path, hint: "the player picks the card" });
  return cards[0];
}
function playerSwap(state, a, b, cardA, cardB) {
  if (state.phase !== "start") fail("combat/swap-too-late", "cards are swapped only at the start of a round, before anyone acts", { path: ["type"], hint: "swap at the start of the next round" });
  const ca = getCombatant2(state, a, ["a"]);
  const cb = getCombatant2(state, b, ["b"]);
  const check2 = (c, key) => {
    if (!c.pc) fail("combat/not-a-player", `${c.name} is not a player character`, { path: [key], hint: "only player characters swap by agreement; extra successes can force a swap" });
    if (!inFight(c)) fail("combat/cannot-act", `${c.name} is out of the fight`, { path: [key] });
    if (c.gagged) fail("combat/cannot-talk", `${c.name} cannot talk`, { path: [key], hint: "swapping needs the characters to talk to each other" });
  };
  check2(ca, "a");
  check2(cb, "b");
  if (ca.holder === cb.holder) fail("combat/same-card", "they hold the same card", { path: ["b"] });
  const va = pickCard(state, ca.holder, cardA, ["card_a"]);
  const vb = pickCard(state, cb.holder, cardB, ["card_b"]);
  return {
    state: swapCards(state, ca.holder, va, cb.holder, vb),
    events: [{ type: "swap", round: state.round, actor: ca.id, target: cb.id, changes: { [`${ca.holder}.card`]: [va, vb], [`${cb.holder}.card`]: [vb, va] }, detail: { forced: false } }]
  };
}
function endRound3(state) {
  const events = [];
  const s0 = state.phase === "start" ? beginRound(state) : { state, events: [] };
  events.push(...s0.events);
  let s = s0.state;
  for (const slot of s.slots) for (const m of waitingMembers(s, slot)) if (!slot.done) events.push({ type: "pass", round: s.round, actor: m, detail: { card: slot.card, reason: "no turn taken" } });
  const combatants2 = {};
  for (const id3 of s.ids) combatants2[id3] = { ...s.combatants[id3], slowUsed: 0, fastUsed: 0, turnManeuvers: 0, brokeFreeThisTurn: false, firstManeuverBonus: 0 };
  s = { ...s, combatants: combatants2, slots: [] };
  const sides = new Set(s.ids.map((id3) => s.combatants[id3]).filter(inFight).map((c) => c.side));
  events.push({ type: "round-end", round: s.round });
  if (sides.size <= 1) {
    events.push({ type: "combat-end", round: s.round, detail: { winner: [...sides][0] ?? null } });
    return { state: { ...s, ended: true, phase: "end" }, events };
  }
  return { state: { ...s, round: s.round + 1, phase: "start" }, events };
}

// engine/systems/initiative-cards/maneuvers.ts
function lookup(state, id3, path) {
  const slow = state.tables.slow_maneuvers.find((m) => m.id === id3);
  if (slow) return { speed: "slow", reaction: false, name: slow.name };
  const fast = state.tables.fast_maneuvers.find((m) => m.id === id3);
  if (fast) return { speed: "fast", reaction: !!fast.reaction, name: fast.name };
  const all = [...state.tables.slow_maneuvers, ...state.tables.fast_maneuvers].map((m) => m.id);
  return fail("combat/unknown-maneuver", `\`${id3}\` is not a maneuver`, { path, hint: suggestion(id3, all) ?? `maneuvers: ${all.join(", ")}` });
}
function spend(state, c, speed, path) {
  const turns = state.holders[c.holder].cards.length;
  const slowMax = state.tables.turn.slow * turns;
  const fastMax = state.tables.turn.fast * turns;
  if (speed === "slow") {
    if (c.slowUsed >= slowMax) fail("combat/no-maneuver-left", `${c.name} has no slow maneuver left this round`, { path, hint: "one slow and one fast, or two fast, per turn" });
    return { ...c, slowUsed: c.slowUsed + 1 };
  }
  if (c.fastUsed < fastMax) return { ...c, fastUsed: c.fastUsed + 1 };
  if (state.tables.turn.slow_as_fast && c.slowUsed < slowMax) return { ...c, slowUsed: c.slowUsed + 1 };
  return fail("combat/no-maneuver-left", `${c.name} has no fast maneuver left this round`, { path, hint: "reactions spend fast maneuvers; save one for later in the round" });
}
function react(state, who, r, allowed, path) {
  if (!allowed.includes(r.maneuver)) fail("combat/wrong-reaction", `\`${r.maneuver}\` does not answer this`, { path: [...path, "maneuver"], hint: `use ${allowed.join(" or ")}` });
  if (!inFight(who)) fail("combat/cannot-act", `${who.name} is out of the fight`, { path });
  return withCombatant2(state, spend(state, who, "fast", path));
}
function attack3(state, c, spec, id3, events) {
  const { tables } = state;
  const t = getCombatant2(state, spec.target, ["target"]);
  if (!inFight(t) || t.id === c.id) fail("target/invalid", `${t.name} cannot be attacked`, { path: ["target"] });
  const weapon4 = spec.weapon ? c.weapons.find((w) => w.id === spec.weapon) : id3 === "attack-unarmed" ? void 0 : c.weapons[0];
  if (spec.weapon && !weapon4) fail("combat/unknown-weapon", `${c.name} has no weapon \`${spec.weapon}\``, { path: ["weapon"], hint: suggestion(spec.weapon, c.weapons.map((w) => w.id)) });
  const damage = spec.damage ?? weapon4?.damage;
  if (damage === void 0) fail("combat/no-damage", "an attack needs a weapon or `damage`", { path: ["damage"] });
  const [min, max] = weapon4?.range ?? [0, 0];
  const dist = zoneDistance(state, c.zone, t.zone);
  if (dist < min || dist > max) fail("target/out-of-range", `${t.name} is ${dist} zone(s) away; ${weapon4?.name ?? weapon4?.id ?? "the attack"} reaches ${min}\u2013${max}`, { path: ["target"], hint: "move into the next zone first (a fast maneuver)" });
  if (spec.successes === void 0) fail("combat/needs-successes", "an attack needs the successes rolled", { path: ["successes"] });
  const close = max === 0;
  let s = state;
  let removed = 0;
  const detail = { weapon: weapon4?.id ?? "unarmed", successes: spec.successes, distance: dist, ...c.firstManeuverBonus ? { ambush_bonus: c.firstManeuverBonus } : {} };
  if (spec.reaction) {
    const r2 = spec.reaction;
    s = react(s, s.combatants[t.id], r2, close ? ["dodge", "parry"] : ["dodge"], ["reaction"]);
    removed = r2.successes * tables.reactions.successes_removed;
    detail.reaction = { maneuver: r2.maneuver, successes: r2.successes };
    if (r2.swap) {
      if (r2.successes * tables.reactions.successes_removed <= spec.successes) {
        fail("combat/swap-needs-extra", "a swap needs more reaction successes than the attack had", { path: ["reaction", "swap"] });
      }
      const mine = pickCard(s, t.holder, void 0, ["reaction"]);
      const theirs = pickCard(s, c.holder, r2.card, ["reaction", "card"]);
      if (t.holder !== c.holder) {
        s = swapCards(s, t.holder, mine, c.holder, theirs);
        events.push({ type: "swap", round: s.round, actor: t.id, target: c.id, changes: { [`${t.holder}.card`]: [mine, theirs], [`${c.holder}.card`]: [theirs, mine] }, detail: { forced: true, from_next_round: true } });
      }
    }
  }
  const net = spec.successes - removed;
  const hit = net >= tables.attack.successes_to_hit;
  let extra = hit ? net - tables.attack.successes_to_hit : 0;
  Object.assign(detail, { net, hit });
  if (hit && spec.outmaneuver) {
    if (extra < tables.attack.outmaneuver_cost) fail("combat/outmaneuver", `outmaneuvering takes ${tables.attack.outmaneuver_cost} extra success(es)`, { path: ["outmaneuver"] });
    extra -= tables.attack.outmaneuver_cost;
    const mine = pickCard(s, c.holder, void 0, ["outmaneuver"]);
    const theirs = pickCard(s, t.holder, spec.card, ["card"]);
    if (t.holder !== c.holder) s = swapCards(s, c.holder, mine, t.holder, theirs);
    events.push({ type: "swap", round: s.round, actor: c.id, target: t.id, changes: { [`${c.holder}.card`]: [mine, theirs], [`${t.holder}.card`]: [theirs, mine] }, detail: { forced: true, from_next_round: true } });
  }
  events.push({ type: "attack", round: s.round, actor: c.id, target: t.id, detail: { ...detail, damage, extra_harm: extra * tables.attack.harm_per_extra_success } });
  if (!hit) return s;
  const r = applyHarm(s, s.combatants[t.id], damage + extra * tables.attack.harm_per_extra_success, "physical", c.id);
  events.push(r.event);
  return r.state;
}
function grapple(state, c, spec, events) {
  const t = getCombatant2(state, spec.target, ["target"]);
  if (!inFight(t) || t.zone !== c.zone || t.id === c.id) fail("target/invalid", `${t.name} cannot be grappled from here`, { path: ["target"], hint: "grapple someone in your zone" });
  if (spec.successes === void 0) fail("combat/needs-successes", "a grapple needs the Force successes", { path: ["successes"] });
  let s = state;
  let against = 0;
  if (spec.reaction) {
    s = react(s, s.combatants[t.id], spec.reaction, ["break-free"], ["reaction"]);
    against = spec.reaction.successes;
  }
  const net = spec.successes - against;
  const gagged = !!spec.gag && net >= 1 + s.tables.grapple.gag_extra_successes;
  const held = net >= 1;
  events.push({ type: "grapple", round: s.round, actor: c.id, target: t.id, detail: { successes: spec.successes, against, restrained: held, gagged } });
  return held ? withCombatant2(s, { ...s.combatants[t.id], restrainedBy: c.id, gagged }) : s;
}
function breakFree(state, c, spec, events) {
  if (!c.restrainedBy) fail("combat/not-restrained", `${c.name} is not restrained`, { path: ["maneuver"] });
  if (c.brokeFreeThisTurn) fail("combat/once-per-turn", "breaking free is tried once per turn", { path: ["maneuver"] });
  if (spec.successes === void 0) fail("combat/needs-successes", "breaking free needs the Force successes", { path: ["successes"] });
  let s = state;
  let freed;
  if (spec.reaction) {
    const holder = getCombatant2(s, spec.reaction.by ?? c.restrainedBy, ["reaction", "by"]);
    s = react(s, holder, spec.reaction, ["hold"], ["reaction"]);
    freed = spec.successes > spec.reaction.successes;
  } else freed = spec.successes >= s.tables.grapple.free_break_successes;
  const me = s.combatants[c.id];
  const { restrainedBy: _r, ...rest } = me;
  events.push({ type: "break-free", round: s.round, actor: c.id, target: c.restrainedBy, detail: { successes: spec.successes, ...spec.reaction ? { hold: spec.reaction.successes } : {}, freed } });
  return withCombatant2(s, freed ? { ...rest, gagged: false, brokeFreeThisTurn: true } : { ...me, brokeFreeThisTurn: true });
}
function flee(state, c, spec, events) {
  if (spec.successes === void 0) fail("combat/needs-successes", "fleeing needs the Finesse or Sneak successes", { path: ["successes"] });
  if (spec.to !== void 0) {
    if (!(state.zones[c.zone] ?? []).includes(spec.to)) fail("combat/not-adjacent", `\`${spec.to}\` is not next to ${c.zone}`, { path: ["to"] });
    if (state.ids.some((id3) => {
      const o = state.combatants[id3];
      return inFight(o) && o.side !== c.side && o.zone === spec.to;
    })) {
      fail("combat/flee-blocked", `an enemy holds ${spec.to}: nobody flees through it`, { path: ["to"] });
    }
  }
  let s = state;
  let against = 0;
  let chaser;
  if (spec.reaction) {
    chaser = getCombatant2(s, spec.reaction.by, ["reaction", "by"]);
    if (chaser.zone !== c.zone) fail("combat/chase-zone", `${chaser.name} is not in ${c.name}'s zone`, { path: ["reaction", "by"] });
    s = react(s, chaser, spec.reaction, ["chase"], ["reaction"]);
    against = spec.reaction.successes;
  }
  const escaped = spec.successes - against >= 1;
  events.push({ type: "flee", round: s.round, actor: c.id, detail: { successes: spec.successes, against, escaped, ...chaser ? { chaser: chaser.id } : {} } });
  if (escaped) return withCombatant2(s, { ...s.combatants[c.id], fled: true });
  if (chaser && spec.to) s = withCombatant2(withCombatant2(s, { ...s.combatants[c.id], zone: spec.to }), { ...s.combatants[chaser.id], zone: spec.to });
  return s;
}
function maneuver(state, action2) {
  const begun = beginRound(state);
  let s = begun.state;
  const events = [...begun.events];
  const c = getCombatant2(s, action2.combatant, ["combatant"]);
  if (!inFight(c)) fail("combat/cannot-act", `${c.name} is out of the fight`, { path: ["combatant"] });
  const id3 = action2.maneuver === "attack" ? (c.weapons[0]?.range?.[1] ?? 0) > 0 ? "attack-ranged" : "attack-melee" : action2.maneuver;
  const m = lookup(s, id3, ["maneuver"]);
  const speed = action2.speed ?? m.speed;
  const own = actingNow(s).includes(c.id);
  if (!own && !m.reaction) fail("combat/not-your-turn", `${c.name} may only react now (${m.name} is not a reaction)`, { path: ["combatant"], hint: `acting now: ${actingNow(s).join(", ")}` });
  if (c.restrainedBy && !["break-free", "shout"].includes(id3)) fail("combat/restrained", `${c.name} is restrained: only breaking free or shouting`, { path: ["maneuver"] });
  if (c.gagged && id3 === "shout") fail("combat/cannot-talk", `${c.name} is gagged`, { path: ["maneuver"] });
  if (own && c.turnManeuvers >= s.tables.turn.slow + s.tables.turn.fast) fail("combat/no-maneuver-left", `${c.name} has used this turn's maneuvers`, { path: ["maneuver"], hint: "end the turn" });
  let me = spend(s, c, speed, ["maneuver"]);
  me = { ...me, turnManeuvers: me.turnManeuvers + (own ? 1 : 0) };
  s = withCombatant2(s, me);
  events.push({ type: "maneuver", round: s.round, actor: c.id, detail: { maneuver: id3, name: m.name, speed, reaction: !own, ...c.firstManeuverBonus ? { ambush_bonus: c.firstManeuverBonus } : {}, ...action2.note ? { note: action2.note } : {} } });
  if (id3.startsWith("attack-")) s = attack3(s, me, action2, id3, events);
  else if (id3 === "grapple") s = grapple(s, me, action2, events);
  else if (id3 === "break-free") s = breakFree(s, me, action2, events);
  else if (id3 === "flee") s = flee(s, me, action2, events);
  else if (id3 === "move") {
    if (!action2.to || !(s.zones[c.zone] ?? []).includes(action2.to)) fail("combat/not-adjacent", `\`${String(action2.to)}\` is not a zone next to ${c.zone}`, { path: ["to"], hint: `next to ${c.zone}: ${(s.zones[c.zone] ?? []).join(", ") || "none"}` });
    s = withCombatant2(s, { ...s.combatants[c.id], zone: action2.to });
    events.push({ type: "move", round: s.round, actor: c.id, changes: { [`${c.id}.zone`]: [c.zone, action2.to] } });
  }
  if (c.firstManeuverBonus) s = withCombatant2(s, { ...s.combatants[c.id], firstManeuverBonus: 0 });
  return { state: s, events };
}

// engine/systems/initiative-cards/types.ts
var SYSTEM_ID2 = "initiative-cards";

// engine/systems/initiative-cards/setup.ts
var PC_SIDES = /* @__PURE__ */ new Set(["players", "party", "player", "pcs"]);
var DEFAULT_ZONE = "field";
function symmetricZones(zones) {
  const out = {};
  const add = (a, b) => {
    out[a] ??= [];
    if (a !== b && !out[a].includes(b)) out[a].push(b);
  };
  for (const [z9, adj] of Object.entries(zones ?? { [DEFAULT_ZONE]: [] })) {
    out[z9] ??= [];
    for (const b of adj) {
      add(z9, b);
      add(b, z9);
    }
  }
  return out;
}
function shuffle(dice4, cards) {
  const out = [...cards];
  let d = dice4;
  for (let i = out.length - 1; i > 0; i--) {
    const [next, r] = roll(d, i + 1, "shuffle");
    d = next;
    const j = r.value - 1;
    [out[i], out[j]] = [out[j], out[i]];
  }
  return [d, out];
}
function initState2(setup) {
  const { tables } = setup;
  if (!setup.combatants.length) fail("setup/no-combatants", "a fight needs combatants", { path: ["combatants"] });
  const zones = symmetricZones(setup.zones);
  const zoneNames = Object.keys(zones);
  const combatants2 = {};
  const holders = {};
  setup.combatants.forEach((s, i) => {
    const path = ["combatants", i];
    if (combatants2[s.id]) fail("setup/duplicate-id", `combatant \`${s.id}\` is listed twice`, { path: [...path, "id"] });
    const zone = s.zone ?? zoneNames[0];
    if (!zones[zone]) fail("setup/unknown-zone", `no zone \`${zone}\``, { path: [...path, "zone"], hint: `zones: ${zoneNames.join(", ")}` });
    const holder = s.group ?? s.id;
    if (s.group && combatants2[s.group]) fail("setup/group-id", `group \`${s.group}\` has a combatant's id`, { path: [...path, "group"] });
    const h = holders[holder] ??= { members: [], side: s.side, count: s.cards ?? 1, index: i };
    if (h.side !== s.side) fail("setup/group-sides", `group \`${holder}\` mixes sides`, { path: [...path, "side"] });
    h.members.push(s.id);
    if (s.draw) h.draw = s.draw;
    combatants2[s.id] = {
      id: s.id,
      name: s.name ?? s.id,
      side: s.side,
      pc: s.pc ?? PC_SIDES.has(s.side),
      holder,
      zone,
      weapons: s.weapons ?? [],
      ...s.harm_limit !== void 0 ? { harmLimit: s.harm_limit } : {},
      physical: s.physical ?? 0,
      mental: s.mental ?? 0,
      out: s.harm_limit !== void 0 && Math.max(s.physical ?? 0, s.mental ?? 0) >= s.harm_limit,
      fled: false,
      gagged: false,
      slowUsed: 0,
      fastUsed: 0,
      turnManeuvers: 0,
      brokeFreeThisTurn: false,
      firstManeuverBonus: 0
    };
  });
  const all = [];
  for (let v = tables.deck.lowest; v <= tables.deck.highest; v++) all.push(v);
  const ambush = setup.ambush;
  const extraFor = (side2) => {
    if (!ambush) return 0;
    const winners = ambush.result === "failure" ? side2 !== ambush.side : side2 === ambush.side;
    return winners ? tables.ambush.extra_cards : 0;
  };
  let deck = [...all];
  const holderIds = Object.keys(holders).sort((a, b) => holders[a].index - holders[b].index);
  for (const id3 of holderIds) {
    const h = holders[id3];
    for (const v of h.draw ?? []) {
      const at = deck.indexOf(v);
      if (at < 0) fail("setup/card-taken", `card ${v} is ${all.includes(v) ? "already drawn" : "not in the deck"}`, { path: ["combatants", h.index, "draw"], hint: `the deck holds ${tables.deck.lowest}\u2013${tables.deck.highest}, each once` });
      deck.splice(at, 1);
    }
  }
  let dice4 = seedDice(setup.seed ?? 0, setup.dice ?? []);
  [dice4, deck] = shuffle(dice4, deck);
  const out = {};
  for (const id3 of holderIds) {
    const h = holders[id3];
    const want = h.count + extraFor(h.side);
    let drawn;
    if (h.draw) {
      if (h.draw.length !== want) {
        fail("setup/draw-count", `\`${id3}\` draws ${want} card(s) here, not ${h.draw.length}`, { path: ["combatants", h.index, "draw"], hint: extraFor(h.side) ? "the ambush adds an extra card: list both drawn cards" : void 0 });
      }
      drawn = [...h.draw];
    } else {
      if (deck.length < h.count) {
        fail("setup/deck-exhausted", `the ${all.length}-card deck has no card left for \`${id3}\``, {
          path: ["combatants", h.index],
          hint: "let identical opponents share one card with `group:`"
        });
      }
      drawn = deck.slice(0, Math.min(want, deck.length));
      deck = deck.slice(drawn.length);
    }
    const sorted = [...drawn].sort((a, b) => a - b);
    const cards = sorted.slice(0, h.count);
    deck = [...deck, ...drawn.filter((v) => !cards.includes(v))];
    out[id3] = { id: id3, members: h.members, side: h.side, cards, drawn };
  }
  if (ambush && ambush.result !== "failure" && ambush.extra_successes) {
    for (const c of Object.values(combatants2)) {
      if (c.side === ambush.side) combatants2[c.id] = { ...c, firstManeuverBonus: ambush.extra_successes * tables.ambush.bonus_per_extra_success };
    }
  }
  return {
    schemaVersion: SCHEMA_VERSION,
    system: SYSTEM_ID2,
    round: 1,
    dice: dice4,
    ended: false,
    tables,
    phase: "start",
    ids: setup.combatants.map((c) => c.id),
    holderIds,
    combatants: combatants2,
    holders: out,
    zones,
    deck,
    slots: []
  };
}

// engine/systems/initiative-cards/view.ts
function statusWords2(c) {
  const out = [];
  if (c.fled) out.push("fled");
  else if (c.out) out.push("out");
  if (c.restrainedBy) out.push("restrained");
  if (c.gagged) out.push("gagged");
  if (c.physical + c.mental > 0) out.push("harmed");
  return out;
}
function view5(state) {
  const slots = state.phase === "start" ? buildSlots2(state) : state.slots;
  const order = slots.flatMap(
    (s) => state.holders[s.holder].members.filter((m) => !state.combatants[m].out && !state.combatants[m].fled).map((m) => ({ combatant: m, label: `${s.card}: ${state.combatants[m].name}`, init: s.card, done: s.done || s.finished.includes(m) }))
  );
  const combatants2 = state.ids.map((id3) => {
    const c = state.combatants[id3];
    const turns = state.holders[c.holder].cards.length;
    const mods = {
      slow_left: state.tables.turn.slow * turns - c.slowUsed,
      fast_left: state.tables.turn.fast * turns - c.fastUsed
    };
    const pen = dicePenalty(state, c);
    if (pen) mods.dice = -pen;
    if (c.firstManeuverBonus) mods.first_maneuver = c.firstManeuverBonus;
    return {
      id: id3,
      name: c.name,
      side: c.side,
      tracks: [
        { name: "physical harm", current: c.physical, max: c.harmLimit ?? 0 },
        { name: "mental harm", current: c.mental, max: c.harmLimit ?? 0 }
      ],
      status: statusWords2(c),
      modifiers: mods,
      effects: [{ name: `zone: ${c.zone}` }, { name: `initiative ${state.holders[c.holder].cards.join(", ")}` }]
    };
  });
  return { system: state.system, round: state.round, phase: state.ended ? "ended" : state.phase, actingNow: actingNow(state), order, combatants: combatants2, pendingChecks: [] };
}

// engine/systems/initiative-cards/plugin.ts
var ACTIONS2 = ["maneuver", "end-turn", "swap", "harm", "fear", "leave", "end-round"];
function dispatch4(state, a) {
  switch (a.type) {
    case "maneuver":
      return maneuver(state, a);
    case "end-turn":
      return endTurn(state, a.combatant);
    case "swap":
      return playerSwap(state, a.a, a.b, a.card_a, a.card_b);
    case "harm":
      return harmAction(state, a.combatant, a.amount, a.kind, a.source);
    case "fear":
      return fearTest(state, a.combatant, a.fear, a.successes, a.position ?? "risky");
    case "leave": {
      const c = getCombatant2(state, a.combatant, ["combatant"]);
      if (!inFight(c)) fail("combat/cannot-act", `${c.name} is already out of the fight`, { path: ["combatant"] });
      return { state: withCombatant2(state, { ...c, out: true }), events: [{ type: "leave", round: state.round, actor: c.id, ...a.reason ? { detail: { reason: a.reason } } : {} }] };
    }
    case "end-round":
      return endRound3(state);
  }
}
var plugin5 = {
  id: SYSTEM_ID2,
  name: "Initiative Cards",
  init: initState2,
  step(state, action2) {
    if (state.ended) fail("combat/ended", "the fight is over", { path: ["type"] });
    if (!ACTIONS2.includes(action2.type)) fail("combat/unknown-action", `unknown action \`${action2.type}\``, { path: ["type"], hint: `actions: ${ACTIONS2.join(", ")}` });
    const r = dispatch4(state, action2);
    const settled = settle4(r.state);
    return { state: settled.state, events: [...r.events, ...settled.events] };
  },
  view: view5
};

// engine/systems/initiative-cards/scenario.ts
import { z as z6 } from "zod";
var int7 = z6.number().int();
var weapon3 = z6.strictObject({ id: z6.string(), name: z6.string().optional(), damage: int7.min(0), range: z6.tuple([int7.min(0), int7.min(0)]).optional() });
var combatant4 = z6.strictObject({
  id: z6.string(),
  name: z6.string().optional(),
  side: z6.string(),
  pc: z6.boolean().optional(),
  group: z6.string().optional(),
  cards: int7.min(1).optional(),
  draw: z6.array(int7).optional(),
  zone: z6.string().optional(),
  weapons: z6.array(weapon3).optional(),
  harm_limit: int7.min(1).optional(),
  physical: int7.min(0).optional(),
  mental: int7.min(0).optional()
});
var reaction4 = z6.strictObject({ maneuver: z6.string(), successes: int7.min(0), swap: z6.boolean().optional(), card: int7.optional(), by: z6.string().optional() });
var maneuverSpec = z6.strictObject({
  maneuver: z6.string(),
  speed: z6.enum(["slow", "fast"]).optional(),
  target: z6.string().optional(),
  weapon: z6.string().optional(),
  successes: int7.min(0).optional(),
  damage: int7.min(0).optional(),
  reaction: reaction4.optional(),
  outmaneuver: z6.boolean().optional(),
  card: int7.optional(),
  gag: z6.boolean().optional(),
  to: z6.string().optional(),
  note: z6.string().optional()
});
var steps2 = {
  combatant: z6.strictObject({ combatant: z6.string(), maneuvers: z6.array(maneuverSpec).default([]), end_turn: z6.boolean().default(true) }),
  harm: z6.strictObject({ harm: z6.string(), amount: int7.min(0), kind: z6.string().default("physical"), source: z6.string().optional() }),
  fear_test: z6.strictObject({ fear_test: z6.string(), fear: int7.min(0), successes: int7.min(0), position: z6.enum(["controlled", "risky", "desperate"]).optional() }),
  leave: z6.strictObject({ leave: z6.string(), reason: z6.string().optional() })
};
var round2 = z6.strictObject({
  swaps: z6.array(z6.strictObject({ a: z6.string(), b: z6.string(), card_a: int7.optional(), card_b: int7.optional() })).default([]),
  turns: z6.array(z6.record(z6.string(), z6.unknown())).default([])
});
var scenarioDoc2 = z6.strictObject({
  system: z6.literal("initiative-cards"),
  name: z6.string().optional(),
  description: z6.string().optional(),
  seed: int7.optional(),
  dice: z6.array(int7).optional(),
  zones: z6.record(z6.string(), z6.array(z6.string())).optional(),
  ambush: z6.strictObject({ side: z6.string(), result: z6.enum(["success", "failure", "automatic"]), extra_successes: int7.min(0).optional() }).optional(),
  combatants: z6.array(combatant4).min(1),
  rounds: z6.array(round2).default([])
});
var KEYS3 = { "": keysOf(scenarioDoc2), combatants: keysOf(combatant4), weapons: keysOf(weapon3), rounds: keysOf(round2), ambush: ["side", "result", "extra_successes"] };
var knownKeys2 = (path) => {
  const named = [...path].reverse().find((p) => typeof p === "string" && KEYS3[p]);
  return KEYS3[named ?? ""] ?? [];
};
function compile4(doc, ctx) {
  const parsed = scenarioDoc2.safeParse(doc);
  if (!parsed.success) failFromZod(parsed.error, [], knownKeys2);
  const sc = parsed.data;
  const ids = new Set(sc.combatants.map((c) => c.id));
  const checkId = (id3, path) => {
    if (!ids.has(id3)) fail("scenario/unknown-combatant", `no combatant \`${id3}\``, { path, hint: `combatants: ${[...ids].join(", ")}` });
  };
  if (sc.ambush && !sc.combatants.some((c) => c.side === sc.ambush.side)) {
    fail("scenario/unknown-side", `no combatant is on side \`${sc.ambush.side}\``, { path: ["ambush", "side"], hint: `sides: ${[...new Set(sc.combatants.map((c) => c.side))].join(", ")}` });
  }
  const setup = {
    tables: ctx.tables,
    combatants: sc.combatants,
    seed: ctx.seed ?? sc.seed ?? 0,
    ...sc.dice ? { dice: sc.dice } : {},
    ...sc.zones ? { zones: sc.zones } : {},
    ...sc.ambush ? { ambush: sc.ambush } : {}
  };
  const actions = [];
  sc.rounds.forEach((r, ri) => {
    r.swaps.forEach((sw, i) => {
      const path = ["rounds", ri, "swaps", i];
      checkId(sw.a, [...path, "a"]);
      checkId(sw.b, [...path, "b"]);
      actions.push({ action: { type: "swap", ...sw }, path });
    });
    r.turns.forEach((step5, si) => {
      const path = ["rounds", ri, "turns", si];
      const kind = Object.keys(steps2).find((k) => k in step5);
      if (!kind) fail("scenario/unknown-step", "a turn names who acts (`combatant:`), or is a `harm:`, `fear_test:` or `leave:` step", { path, hint: "e.g. { combatant: elin, maneuvers: [{ maneuver: attack, target: wolf, successes: 2 }] }" });
      const ok = steps2[kind].safeParse(step5);
      if (!ok.success) failFromZod(ok.error, path, (p) => p.includes("maneuvers") ? p.includes("reaction") ? keysOf(reaction4) : keysOf(maneuverSpec) : keysOf(steps2[kind]));
      const d = ok.data;
      const who = d[kind];
      checkId(who, [...path, kind]);
      if (kind === "combatant") {
        d.maneuvers.forEach((m, mi) => actions.push({ action: { type: "maneuver", combatant: who, ...m }, path: [...path, "maneuvers", mi] }));
        if (d.end_turn) actions.push({ action: { type: "end-turn", combatant: who }, path: [...path, "combatant"] });
      } else if (kind === "harm") actions.push({ action: { type: "harm", combatant: who, amount: d.amount, kind: d.kind, ...d.source ? { source: d.source } : {} }, path });
      else if (kind === "fear_test") actions.push({ action: { type: "fear", combatant: who, fear: d.fear, successes: d.successes, ...d.position ? { position: d.position } : {} }, path });
      else actions.push({ action: { type: "leave", combatant: who, ...d.reason ? { reason: d.reason } : {} }, path });
    });
    actions.push({ action: { type: "end-round" }, path: ["rounds", ri] });
  });
  return { setup, actions };
}
function summarize5(session) {
  const state = session.state;
  const order = [];
  for (const e of session.events) {
    if (e.type !== "order") continue;
    for (const s of e.detail.slots) {
      for (const m of s.members) order.push({ round: e.round, combatant: m, card: s.card, init: s.card, ...s.holder !== m ? { group: s.holder } : {} });
    }
  }
  const combatants2 = {};
  for (const id3 of state.ids) {
    const c = state.combatants[id3];
    const h = state.holders[c.holder];
    combatants2[id3] = {
      side: c.side,
      cards: h.cards,
      drawn: h.drawn,
      zone: c.zone,
      physical: c.physical,
      mental: c.mental,
      harm_limit: c.harmLimit ?? null,
      out: c.out,
      fled: c.fled,
      status: statusWords2(c)
    };
  }
  return { order, combatants: combatants2 };
}
function describe5(e) {
  const d = e.detail ?? {};
  const r = `R${e.round}`;
  switch (e.type) {
    case "order":
      return `${r} order (lowest card first): ${d.slots.map((s) => `${s.card} ${s.members.join("+")}`).join(", ")}`;
    case "maneuver":
      return `${r} ${e.actor} ${d.reaction ? "reacts" : "maneuvers"}: ${d.name} (${d.speed})${d.ambush_bonus ? ` with the ambush bonus +${d.ambush_bonus}` : ""}${d.note ? ` \u2014 ${d.note}` : ""}`;
    case "attack":
      return `${r} ${e.actor} attacks ${e.target} with ${d.weapon}: ${d.successes} success(es)${d.reaction ? ` \u2212 ${d.reaction.successes} (${d.reaction.maneuver})` : ""} = ${d.net} \u2192 ${d.hit ? `hit, ${d.damage} + ${d.extra_harm} Harm` : "miss"}`;
    case "harm":
      return `${r} ${e.target} suffers ${d.amount} ${d.kind} Harm${d.limit !== void 0 ? ` (limit ${d.limit})` : ""}${d.out ? " \u2014 out of the fight" : ""}`;
    case "swap":
      return `${r} ${e.actor} ${d.forced ? "forces a swap with" : "swaps cards with"} ${e.target}: ${Object.entries(e.changes ?? {}).map(([k, v]) => `${k.replace(/\.card$/, "")} ${v[0]}\u2192${v[1]}`).join(", ")}${d.from_next_round ? " (from the next round)" : ""}`;
    case "grapple":
      return `${r} ${e.actor} grapples ${e.target}: ${d.successes} vs ${d.against} \u2192 ${d.restrained ? `restrained${d.gagged ? " and gagged" : ""}` : "fails"}`;
    case "break-free":
      return `${r} ${e.actor} tries to break free: ${d.successes}${d.hold !== void 0 ? ` vs hold ${d.hold}` : ""} \u2192 ${d.freed ? "free" : "still held"}`;
    case "flee":
      return `${r} ${e.actor} flees: ${d.successes}${d.chaser ? ` \u2212 ${d.against} (${d.chaser} chases)` : ""} \u2192 ${d.escaped ? "escapes the fight" : "stays"}`;
    case "move":
      return `${r} ${e.actor} moves ${Object.values(e.changes ?? {}).map((v) => `${v[0]} \u2192 ${v[1]}`).join("")}`;
    case "fear":
      return `${r} ${e.actor} Fear test: ${d.successes} vs ${d.fear} (+${d.bonus_dice} dice for the players present, ${d.position}) \u2192 ${d.passed ? "holds" : "fails"}`;
    case "end-turn":
      return `${r} ${e.actor} ends the turn (card ${d.card})`;
    case "pass":
      return `${r} ${e.actor} does not act (card ${d.card}: ${d.reason})`;
    case "leave":
      return `${r} ${e.actor} leaves the fight${d.reason ? ` (${d.reason})` : ""}`;
    case "round-end":
      return `${r} ends`;
    case "combat-end":
      return `${r} the fight is over${d.winner ? `: ${d.winner} stand` : ""}`;
    default:
      return `${r} ${e.type}${e.actor ? ` ${e.actor}` : ""}`;
  }
}

// engine/systems/initiative-cards/tables.ts
import { z as z7 } from "zod";
var int8 = z7.number().int();
var maneuver2 = z7.strictObject({
  id: z7.string().regex(/^[a-z][a-z-]*$/),
  name: z7.string(),
  /** The Action(s) tested, e.g. Strike; empty when no test is needed. */
  actions: z7.array(z7.string()),
  reaction: z7.boolean().optional()
});
var initiativeCardsTables = z7.strictObject({
  system: z7.literal("initiative-cards"),
  name: z7.string(),
  deck: z7.strictObject({ lowest: int8, highest: int8 }),
  ambush: z7.strictObject({
    /** Extra cards drawn by the side that wins the ambush; it keeps the best (lowest). */
    extra_cards: int8.min(0),
    /** Added to the ambusher's first maneuver of the round per extra Sneak success. */
    bonus_per_extra_success: int8
  }),
  turn: z7.strictObject({
    slow: int8.min(0),
    fast: int8.min(0),
    /** A slow maneuver may be traded for a fast one. */
    slow_as_fast: z7.boolean()
  }),
  slow_maneuvers: z7.array(maneuver2),
  fast_maneuvers: z7.array(maneuver2),
  attack: z7.strictObject({
    successes_to_hit: int8.min(1),
    /** Harm added per extra success spent on damage. */
    harm_per_extra_success: int8.min(0),
    /** Extra successes spent to outmaneuver (force an initiative swap). */
    outmaneuver_cost: int8.min(1)
  }),
  reactions: z7.strictObject({
    /** Each success of a dodge or parry removes this many attack successes. */
    successes_removed: int8.min(1)
  }),
  grapple: z7.strictObject({ gag_extra_successes: int8.min(1), free_break_successes: int8.min(1) }),
  zones: z7.strictObject({ thrown_reach: int8.min(0), bow_reach: int8.min(0) }),
  harm: z7.strictObject({
    types: z7.array(z7.string()).min(1),
    /** An NPC or animal rolls this many fewer dice per Harm point. */
    npc_dice_per_point: int8.min(0)
  }),
  fear: z7.strictObject({
    dice_per_pc: int8.min(0),
    max_extra_dice: int8.min(0),
    /** Mental Harm on a failed Fear test by position. */
    failure_harm: z7.strictObject({ controlled: int8, risky: int8, desperate: int8 })
  })
});

// engine/systems/initiative-cards/index.ts
var system5 = {
  plugin: plugin5,
  tablesSchema: initiativeCardsTables,
  scenario: { compile: compile4, summarize: summarize5, describe: describe5 }
};

// engine/systems/index.ts
var SYSTEMS = {
  witchhammer: system,
  "faction-turns": system2,
  "declared-initiative": system3,
  "team-turns": system4,
  "initiative-cards": system5
};
var SYSTEM_IDS = Object.keys(SYSTEMS);
function getSystem(id3) {
  return Object.prototype.hasOwnProperty.call(SYSTEMS, id3) ? SYSTEMS[id3] : void 0;
}

// engine/schema/card.ts
import { z as z8 } from "zod";
var MOVE_DIRECTIONS = ["toward-nearest-enemy", "away-from-nearest-enemy", "any"];
var TARGET_RULES = ["chosen", "nearest-enemy", "largest-enemy", "self"];
var RANGES = ["close", "short", "medium", "long"];
var SIDES = ["player", "monster"];
var id2 = z8.string().regex(/^[a-z0-9][a-z0-9-]*$/, "ids are lower-case kebab-case, e.g. `sword-swing`");
var int9 = z8.number().int();
var bleedEffect = z8.strictObject({
  effect: z8.literal("bleed"),
  wounds: int9.min(1),
  rounds: int9.min(1)
});
var stunEffect = z8.strictObject({
  effect: z8.literal("stun"),
  rounds: int9.min(1)
});
var onHitEffect = z8.discriminatedUnion("effect", [bleedEffect, stunEffect]);
var common = {
  id: id2,
  name: z8.string().min(1),
  text: z8.string().optional(),
  flavor: z8.string().optional(),
  /** A game-icons name, e.g. `broadsword`. */
  icon: z8.string().optional(),
  /** An image path relative to the card file. */
  art: z8.string().optional(),
  copies: int9.min(1).optional(),
  tags: z8.array(z8.string()).optional()
};
var bonuses = {
  init: int9.default(0),
  attack: int9.default(0),
  defense: int9.default(0)
};
var playable = {
  move: z8.strictObject({ spaces: int9.min(0), direction: z8.enum(MOVE_DIRECTIONS) }).optional(),
  target: z8.enum(TARGET_RULES).optional(),
  range: z8.enum(RANGES).optional(),
  once_per_combat: z8.boolean().default(false),
  poise_only: z8.boolean().default(false),
  on_hit: z8.array(onHitEffect).optional(),
  restore: z8.strictObject({ poise: int9.min(0).optional(), health: int9.min(0).optional() }).optional()
};
var actionCard = z8.strictObject({ type: z8.literal("action"), ...common, ...bonuses, ...playable });
var stanceCard = z8.strictObject({ type: z8.literal("stance"), ...common, ...bonuses, ...playable });
var characterCard = z8.strictObject({
  type: z8.literal("character"),
  ...common,
  ...bonuses,
  side: z8.enum(SIDES),
  poise: int9.min(0),
  health: int9.min(1),
  skills: z8.record(z8.string(), int9).default({}),
  actions: z8.array(id2).default([]),
  stances: z8.array(id2).default([]),
  /** How many extra action cards a GM creature may add each round. */
  extra_actions: int9.min(0).default(0)
});
var initiativeCard = z8.strictObject({
  type: z8.literal("initiative"),
  ...common,
  value: int9.min(1)
});
var card = z8.discriminatedUnion("type", [characterCard, actionCard, stanceCard, initiativeCard]);
var cardFile = z8.union([z8.array(card), card]);

// engine/catalog/schema-walk.ts
var WRAPPERS = /* @__PURE__ */ new Set(["optional", "default", "prefault", "nullable", "nonoptional", "readonly", "catch"]);
function def(s) {
  return s._zod.def;
}
function unwrapSchema(s) {
  for (let i = 0; i < 20; i++) {
    const d = def(s);
    if (WRAPPERS.has(d.type) && d.innerType) s = d.innerType;
    else if (d.type === "pipe" && d.in) s = d.in;
    else if (d.type === "lazy" && d.getter) s = d.getter();
    else break;
  }
  return s;
}
function literalValues(s) {
  const d = def(unwrapSchema(s));
  return d.type === "literal" && d.values ? d.values : [];
}
function pickOption(options, discriminator, data) {
  if (discriminator && data && typeof data === "object") {
    const v = data[discriminator];
    for (const o of options) {
      const shape = def(unwrapSchema(o)).shape;
      if (shape?.[discriminator] && literalValues(shape[discriminator]).includes(v)) return o;
    }
    return void 0;
  }
  if (Array.isArray(data)) return options.find((o) => def(unwrapSchema(o)).type === "array");
  return options.find((o) => def(unwrapSchema(o)).type === "object");
}
function schemaAt(schema, path, data) {
  let s = schema;
  let here = data;
  for (let i = 0; i <= path.length && s; i++) {
    s = unwrapSchema(s);
    const d = def(s);
    if (d.type === "union" && d.options) {
      s = pickOption(d.options, d.discriminator, here);
      i--;
      continue;
    }
    if (i === path.length) break;
    const seg = path[i];
    if (d.type === "object" && d.shape) s = d.shape[String(seg)];
    else if (d.type === "array" && d.element) s = d.element;
    else if (d.type === "record" && d.valueType) s = d.valueType;
    else s = void 0;
    here = here && typeof here === "object" ? here[seg] : void 0;
  }
  return s;
}
function objectKeys(schema) {
  if (!schema) return [];
  const d = def(unwrapSchema(schema));
  return d.type === "object" && d.shape ? Object.keys(d.shape) : [];
}

// engine/catalog/zod-problems.ts
var DISCRIMINATOR_NOUN = { type: "card type", effect: "effect" };
function valueAt(data, path) {
  let v = data;
  for (const seg of path) {
    if (!v || typeof v !== "object") return void 0;
    v = v[seg];
  }
  return v;
}
function show(v) {
  if (v === null) return "null";
  if (Array.isArray(v)) return "a list";
  if (typeof v === "object") return "a mapping";
  if (typeof v === "string") return `the text "${v.length > 40 ? v.slice(0, 37) + "..." : v}"`;
  return `${typeof v} ${String(v)}`;
}
var EXPECTED = {
  number: "a number",
  int: "a whole number",
  string: "text",
  boolean: "true or false",
  array: "a list",
  object: "a mapping (key: value)",
  record: "a mapping (key: value)"
};
function join(vals) {
  return vals.map(String).join(", ");
}
function withSuggestion(input, candidates, tail) {
  const s = typeof input === "string" ? suggestion(input, candidates.map(String)) : void 0;
  return s ? `${s} (${tail})` : tail;
}
function kebab(s) {
  return s.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
}
function explain(issue, schema, data) {
  const value = valueAt(data, issue.path);
  const last = issue.path[issue.path.length - 1];
  const field = typeof last === "string" ? last : "value";
  switch (issue.code) {
    case "unrecognized_keys": {
      const known = objectKeys(schemaAt(schema, issue.path, data));
      return issue.keys.map((key) => ({
        key,
        message: `unknown key \`${key}\``,
        hint: suggestion(key, known) ?? (known.length ? `known keys: ${known.join(", ")}` : void 0)
      }));
    }
    case "invalid_union": {
      const disc = "discriminator" in issue ? issue.discriminator : void 0;
      const options = "options" in issue && Array.isArray(issue.options) ? issue.options : void 0;
      if (disc && options) {
        const noun = DISCRIMINATOR_NOUN[disc] ?? disc;
        if (value === void 0) return [{ message: `missing required field \`${disc}\``, hint: `add \`${disc}:\` with one of: ${join(options)}` }];
        const plural = noun === "effect" ? "known effects" : `allowed values`;
        return [{ message: `unknown ${noun} \`${String(value)}\``, hint: withSuggestion(value, options, `${plural}: ${join(options)}`) }];
      }
      return [{ message: `${show(value)} does not match any allowed form` }];
    }
    case "invalid_value": {
      if (issue.values.length === 1) return [{ message: `must be \`${String(issue.values[0])}\`, not ${show(value)}` }];
      if (value === void 0) return [{ message: `missing required field \`${field}\``, hint: `allowed values: ${join(issue.values)}` }];
      return [{ message: `invalid ${field} \`${String(value)}\``, hint: withSuggestion(value, issue.values, `allowed values: ${join(issue.values)}`) }];
    }
    case "invalid_type": {
      const expected = EXPECTED[issue.expected] ?? issue.expected;
      if (value === void 0) return [{ message: `missing required field \`${field}\``, hint: `add \`${field}:\` (${expected})` }];
      const quoted = typeof value === "string" && /^-?\d+(\.\d+)?$/.test(value) && (issue.expected === "number" || issue.expected === "int");
      const hint = quoted ? "write the number without quotes" : issue.expected === "array" ? "write a list: `[a, b]`, or one `- item` per line" : void 0;
      return [{ message: `expected ${expected}, got ${show(value)}`, hint }];
    }
    case "too_small": {
      const min = Number(issue.minimum);
      if (issue.origin === "string") return [{ message: min <= 1 ? "must not be empty" : `must be at least ${min} characters` }];
      if (issue.origin === "array") return [{ message: `needs at least ${min} item${min === 1 ? "" : "s"}` }];
      return [{ message: `must be ${issue.inclusive ? "at least" : "more than"} ${min}, not ${String(value)}` }];
    }
    case "too_big": {
      const max = Number(issue.maximum);
      if (issue.origin === "array") return [{ message: `holds at most ${max} items` }];
      if (issue.origin === "string") return [{ message: `must be at most ${max} characters` }];
      return [{ message: `must be ${issue.inclusive ? "at most" : "less than"} ${max}, not ${String(value)}` }];
    }
    case "invalid_format": {
      const fix = typeof value === "string" && field === "id" && kebab(value) && kebab(value) !== value ? `did you mean \`${kebab(value)}\`?` : void 0;
      return [{ message: issue.message, hint: fix }];
    }
    default:
      return [{ message: issue.message }];
  }
}
function zodProblems(issues, schema, data, src, basePath = []) {
  const out = [];
  for (const issue of issues) {
    for (const e of explain(issue, schema, data)) {
      const path = [...basePath, ...issue.path, ...e.key !== void 0 ? [e.key] : []];
      const pos2 = src.locate(path, e.key !== void 0 ? "key" : "value");
      out.push({ file: src.file, line: pos2.line, col: pos2.col, field: formatPath(path), message: e.message, ...e.hint ? { hint: e.hint } : {} });
    }
  }
  return out;
}

// engine/catalog/card-file.ts
function parseCardFile(text, file) {
  const src = parseYamlSource(text, file);
  const problems = [...src.syntaxErrors];
  const cards = [];
  const invalidIds = [];
  if (problems.length) return { src, cards, problems, invalidIds };
  const at = (path, message, hint) => {
    const p = src.locate(path);
    problems.push({ file, line: p.line, col: p.col, field: "", message, ...hint ? { hint } : {} });
  };
  const data = src.data;
  if (data === null || data === void 0) {
    at([], "the file holds no cards", "write a list of cards (`- type: action ...`) or delete the file");
    return { src, cards, problems, invalidIds };
  }
  const entries = Array.isArray(data) ? data.map((d, i) => [d, [i]]) : [[data, []]];
  if (!Array.isArray(data) && (typeof data !== "object" || data === null)) {
    at([], "a card file holds a list of cards or one card", "start each card with `- type: ...`");
    return { src, cards, problems, invalidIds };
  }
  for (const [raw, path] of entries) {
    if (!raw || typeof raw !== "object" || Array.isArray(raw)) {
      at(path, "each card is a mapping of fields", "write the card as `- type: action` followed by `  id: ...` lines");
      continue;
    }
    const r = card.safeParse(raw);
    if (r.success) cards.push({ card: r.data, path });
    else {
      problems.push(...zodProblems(r.error.issues, card, raw, src, path));
      const rawId = raw.id;
      if (typeof rawId === "string") invalidIds.push(rawId);
    }
  }
  return { src, cards, problems, invalidIds };
}

// engine/catalog/deck-refs.ts
var DECKS = [
  ["actions", "action"],
  ["stances", "stance"]
];
var an = (w) => /^[aeiou]/.test(w) ? `an ${w}` : `a ${w}`;
function deckProblems(ch2, system6, all) {
  const out = [];
  for (const [list2, type] of DECKS) {
    const seen = /* @__PURE__ */ new Set();
    ch2[list2].forEach((id3, i) => {
      const path = [list2, i];
      if (seen.has(id3)) {
        out.push({ kind: "repeat", path, message: `\`${id3}\` is listed twice in \`${list2}\``, hint: "list each card once" });
        return;
      }
      seen.add(id3);
      const home = all.get(id3);
      if (!home) {
        const same = [...all.values()].filter((h) => h.system === system6 && h.card.type === type).map((h) => h.card.id);
        out.push({ kind: "unknown", path, message: `unknown ${type} card \`${id3}\``, hint: suggestion(id3, same) ?? `no ${type} card of system \`${system6}\` has this id` });
      } else if (home.system !== system6) {
        out.push({ kind: "other-system", path, message: `\`${id3}\` is a card of system \`${home.system}\``, hint: `a character's decks hold cards of its own system (\`${system6}\`)` });
      } else if (home.card.type !== type) {
        const other = DECKS.find(([, t]) => t === home.card.type);
        out.push({
          kind: "wrong-type",
          path,
          message: `\`${id3}\` is ${an(home.card.type)} card, not ${an(type)} card`,
          hint: !other ? `\`${list2}\` holds ${type} cards only` : ch2[other[0]].includes(id3) ? `it is already in \`${other[0]}\`: remove it here` : `list it under \`${other[0]}\``
        });
      }
    });
  }
  return out;
}

// engine/catalog/validate-catalog.ts
function joinPosix(file, rel) {
  const parts = file.split("/").slice(0, -1);
  for (const seg of rel.split("/")) {
    if (seg === "..") parts.pop();
    else if (seg && seg !== ".") parts.push(seg);
  }
  return parts.join("/");
}
var TABLES_FILE = "system.yaml";
var isYaml = (p) => /\.ya?ml$/i.test(p);
function validateCatalog(files, opts = {}) {
  const registry = opts.systems ?? SYSTEMS;
  const problems = [];
  const tables = {};
  const cards = /* @__PURE__ */ new Map();
  const homes = /* @__PURE__ */ new Map();
  const origins = /* @__PURE__ */ new Map();
  const cardFiles = [];
  const unreadable = { ids: /* @__PURE__ */ new Set(), systems: /* @__PURE__ */ new Set() };
  const characters = [];
  const problem = (file, line, col, field, message, hint) => {
    problems.push({ file, line, col, field, message, ...hint ? { hint } : {} });
  };
  const sorted = [...files].filter((f) => isYaml(f.path)).sort((a, b) => a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
  const systems = [...new Set(sorted.filter((f) => f.path.includes("/")).map((f) => f.path.split("/")[0]))].sort();
  for (const system6 of systems) {
    const file = sorted.find((f) => f.path === `${system6}/${TABLES_FILE}`);
    const shown = file?.display ?? `${system6}/${TABLES_FILE}`;
    const known = Object.prototype.hasOwnProperty.call(registry, system6);
    if (!known) {
      const hint = suggestion(system6, Object.keys(registry));
      const other = sorted.find((f) => f.path.startsWith(`${system6}/`));
      const where = file || !other ? shown : other.display ?? other.path;
      problem(where, 1, 1, "", `unknown system \`${system6}\``, hint ? `${hint} (a system folder is named after a registered system)` : `known systems: ${Object.keys(registry).join(", ")}`);
      if (!file) continue;
    }
    if (!file) {
      problem(shown, 1, 1, "", `missing ${TABLES_FILE} for system \`${system6}\``, `every system folder holds its rule tables in ${TABLES_FILE}`);
      continue;
    }
    const src = parseYamlSource(file.text, shown);
    if (src.syntaxErrors.length) {
      problems.push(...src.syntaxErrors);
      continue;
    }
    const module = registry[system6];
    if (!module) {
      if (known) tables[system6] = src.data;
      continue;
    }
    const r = module.tablesSchema.safeParse(src.data);
    if (r.success) tables[system6] = r.data;
    else problems.push(...zodProblems(r.error.issues, module.tablesSchema, src.data, src));
  }
  for (const f of sorted) {
    const shown = f.display ?? f.path;
    if (!f.path.includes("/")) {
      problem(shown, 1, 1, "", "card files belong in a system folder", `move it to e.g. \`witchhammer/${f.path}\``);
      continue;
    }
    if (f.path.endsWith(`/${TABLES_FILE}`) && f.path.split("/").length === 2) continue;
    const system6 = f.path.split("/")[0];
    const parsed = parseCardFile(f.text, shown);
    problems.push(...parsed.problems);
    for (const id3 of parsed.invalidIds) unreadable.ids.add(id3);
    if (parsed.src.syntaxErrors.length) unreadable.systems.add(system6);
    const fileCards = [];
    for (const { card: card2, path } of parsed.cards) {
      const pos2 = parsed.src.locate([...path, "id"]);
      const first = origins.get(card2.id);
      if (first) {
        problem(shown, pos2.line, pos2.col, formatPath([...path, "id"]), `duplicate id \`${card2.id}\` (first defined at ${first.file}:${first.line}:${first.col})`, "card ids are unique across the catalog: rename one of them");
        continue;
      }
      if (opts.icons && card2.icon !== void 0 && !opts.icons.has(card2.icon)) {
        const ip = parsed.src.locate([...path, "icon"]);
        problem(shown, ip.line, ip.col, formatPath([...path, "icon"]), `unknown icon \`${card2.icon}\``, suggestion(card2.icon, opts.icons) ?? "icon names come from the game-icons set (@iconify-json/game-icons)");
      }
      if (opts.fileExists && card2.art !== void 0 && !/^[a-z]+:/i.test(card2.art)) {
        const target = joinPosix(f.path, card2.art);
        if (!opts.fileExists(target)) {
          const ap = parsed.src.locate([...path, "art"]);
          problem(shown, ap.line, ap.col, formatPath([...path, "art"]), `art file not found: ${card2.art}`, "art paths are relative to the card file");
        }
      }
      origins.set(card2.id, { file: shown, system: system6, path, line: pos2.line, col: pos2.col });
      cards.set(card2.id, card2);
      homes.set(card2.id, { card: card2, system: system6 });
      fileCards.push(card2);
      if (card2.type === "character") characters.push({ card: card2, src: parsed.src, path, system: system6 });
    }
    cardFiles.push({ file: f.path, cards: fileCards });
  }
  for (const { card: card2, src, path, system: system6 } of characters) {
    if (card2.type !== "character") continue;
    for (const rp of deckProblems(card2, system6, homes)) {
      if (rp.kind === "unknown" && (unreadable.systems.has(system6) || unreadable.ids.has(String(valueAt(card2, rp.path))))) continue;
      const full = [...path, ...rp.path];
      const pos2 = src.locate(full);
      problem(src.file, pos2.line, pos2.col, formatPath(full), rp.message, rp.hint);
    }
  }
  const cardsBySystem = Object.fromEntries(systems.map((s) => [s, []]));
  for (const [id3, home] of homes) cardsBySystem[home.system].push(cards.get(id3));
  problems.sort((a, b) => a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || a.col - b.col);
  return { cards, cardFiles, tables, systems, cardsBySystem, origins, problems };
}

export {
  RuleError,
  init2 as init,
  startSession,
  apply,
  SYSTEM_IDS,
  getSystem,
  card,
  zodProblems,
  TABLES_FILE,
  validateCatalog
};
