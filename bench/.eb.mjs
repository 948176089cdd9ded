// bench/engine.bench.ts
import { readFileSync } from "node:fs";
import { parse } from "yaml";

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

// engine/core/step.ts
function step(plugin2, state, action) {
  if (state.system !== plugin2.id) {
    return { state, events: [], error: { code: "engine/wrong-system", message: `state is for system '${state.system}', not '${plugin2.id}'` } };
  }
  try {
    const { state: next, events: events2 } = plugin2.step(state, action);
    return { state: next, events: events2 };
  } catch (e) {
    if (e instanceof RuleError) return { state, events: [], error: e.toValue() };
    throw e;
  }
}

// engine/catalog/did-you-mean.ts
function editDistance(a, b) {
  const prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0];
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = prev[j];
      prev[j] = Math.min(prev[j] + 1, prev[j - 1] + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = tmp;
    }
  }
  return prev[b.length];
}
function didYouMean(input, candidateList) {
  const candidates = [...candidateList];
  let best2;
  let bestD = Infinity;
  for (const c of candidates) {
    const d = editDistance(input.toLowerCase(), c.toLowerCase());
    if (d < bestD || d === bestD && best2 !== void 0 && c < best2) {
      best2 = c;
      bestD = d;
    }
  }
  if (best2 === void 0) return void 0;
  const limit = Math.max(2, Math.floor(Math.max(input.length, best2.length) / 3));
  if (bestD <= limit) return best2;
  const low = input.toLowerCase();
  const prefixed = low.length >= 3 ? candidates.filter((c) => c.toLowerCase().startsWith(low)) : [];
  return prefixed.length === 1 ? prefixed[0] : void 0;
}
function suggestion(input, candidates) {
  const m = didYouMean(input, candidates);
  return m ? `did you mean \`${m}\`?` : void 0;
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
function findCombatant(state, id, path) {
  const c = state.combatants.find((x) => x.id === id);
  if (!c) {
    fail("combat/unknown-combatant", `no combatant '${id}'`, {
      path,
      hint: suggestHint(id, state.combatants.map((x) => x.id))
    });
  }
  return c;
}
function cardOf(state, id, type, path) {
  const card = state.cards[id];
  if (!card) fail("card/unknown", `no ${type} card '${id}'`, { path, hint: suggestHint(id, Object.keys(state.cards)) });
  if (card.type !== type) fail("card/wrong-type", `'${id}' is a ${card.type} card, not a ${type} card`, { path });
  return card;
}
function takeFromHand(c, card, deck, taken, path) {
  if (c.usedOnce.includes(card.id)) {
    fail("card/once-per-combat-used", `${c.name} already played '${card.id}', a once-per-combat card`, {
      path,
      hint: "once-per-combat cards are discarded until the combat ends; pick another card"
    });
  }
  taken.push(card.id);
  const n = count(taken, card.id);
  if (card.once_per_combat && n > 1) {
    fail("card/once-per-combat-used", `'${card.id}' is a once-per-combat card; ${c.name} cannot play it twice`, { path });
  }
  if (deck.length === 0) return;
  const copies = count(deck, card.id);
  if (copies < n) {
    fail("card/not-in-hand", copies === 0 ? `'${card.id}' is not in ${c.name}'s deck` : `${c.name} has only ${copies} '${card.id}' card(s) in hand`, {
      path,
      hint: copies === 0 ? suggestHint(card.id, deck) ?? `${c.name}'s deck: ${[...new Set(deck)].join(", ")}` : "each card can be played once per round"
    });
  }
}
function count(list, id) {
  let n = 0;
  for (let i = 0; i < list.length; i++) if (list[i] === id) n++;
  return n;
}
function checkTarget(state, actor, card, target, path) {
  if (target !== void 0) {
    findCombatantAs(state, target, path);
    return;
  }
  const rule = card.target;
  if (rule === "chosen") fail("target/missing", `'${card.id}' targets a chosen combatant; say which`, { path, hint: "add `target: <combatant id>`" });
  if ((rule === "nearest-enemy" || rule === "largest-enemy") && !actor.position) {
    fail("target/missing", `'${card.id}' targets the ${rule}; without positions the target must be given`, { path, hint: "add `target: <combatant id>` or give the combatants positions" });
  }
}
function findCombatantAs(state, id, path) {
  if (!state.combatants.some((x) => x.id === id)) {
    fail("target/unknown", `no combatant '${id}' to target`, { path, hint: suggestHint(id, state.combatants.map((x) => x.id)) });
  }
}
function play(state, a) {
  requirePhase(state, "plan", "play cards");
  const c = findCombatant(state, a.combatant, ["combatant"]);
  if (c.dead || c.down) fail("combat/actor-down", `${c.name} is down and cannot act`, { path: ["combatant"] });
  const taken = [];
  const action = cardOf(state, a.action, "action", ["action"]);
  takeFromHand(c, action, c.actions, taken, ["action"]);
  let stance;
  if (a.stance !== void 0) {
    stance = cardOf(state, a.stance, "stance", ["stance"]);
    takeFromHand(c, stance, c.stances, taken, ["stance"]);
  }
  checkTarget(state, c, action, a.target, ["target"]);
  const extra = [];
  const extras = a.extra ?? [];
  if (extras.length > c.extraActions) {
    fail("combat/too-many-extra-actions", `${c.name} may add ${c.extraActions} extra action card(s), not ${extras.length}`, { path: ["extra"] });
  }
  extras.forEach((x, i) => {
    const card = cardOf(state, x.action, "action", ["extra", i, "action"]);
    takeFromHand(c, card, c.actions, taken, ["extra", i, "action"]);
    checkTarget(state, c, card, x.target, ["extra", i, "target"]);
    extra.push({ action: x.action, target: x.target, flanking: x.flanking ? true : void 0, moveTo: x.moveTo });
  });
  const p = { action: a.action, stance: a.stance, target: a.target, flanking: a.flanking ? true : void 0, moveTo: a.moveTo, extra };
  const ev = {
    type: "play",
    round: state.round,
    actor: c.id,
    card: a.action,
    detail: { stance: a.stance, target: a.target, extra: extra.length ? extra.map((x) => x.action) : [], replaced: state.plays[c.id] !== void 0 },
    message: `${c.name} plays cards face down`
  };
  return { state: evolve(state, { plays: withPlay(state, c.id, p) }), events: [ev] };
}
function unplay(state, a) {
  requirePhase(state, "plan", "take back a play");
  const c = findCombatant(state, a.combatant, ["combatant"]);
  if (state.plays[c.id] === void 0) fail("combat/no-play", `${c.name} has not played this round`, { path: ["combatant"] });
  return { state: evolve(state, { plays: withPlay(state, c.id, void 0) }), events: [{ type: "unplay", round: state.round, actor: c.id }] };
}
function timerExpired(state, a) {
  requirePhase(state, "plan", "run out the decision timer");
  const id = state.tables.decision_timer.default_action;
  const card = state.cards[id];
  if (!card || card.type !== "action") {
    fail("card/unknown", `the default action '${id}' is not among the encounter's cards`, { hint: `add the '${id}' action card to the catalog or the scenario's cards` });
  }
  const plays = { ...state.plays };
  const events2 = [{ type: "timer-expired", round: state.round, detail: { at: a.at } }];
  for (const c of state.combatants) {
    if (c.down || c.dead || plays[c.id] !== void 0) continue;
    plays[c.id] = { action: id, extra: [], byTimer: true };
    events2.push({ type: "default-action", round: state.round, actor: c.id, card: id, message: `${c.name} did not play in time: ${card.name}` });
  }
  return { state: evolve(state, { plays }), events: events2 };
}
function withPlay(state, id, p) {
  const out = {};
  const cs = state.combatants;
  for (let i = 0; i < cs.length; i++) {
    const k = cs[i].id;
    out[k] = k === id ? p : state.plays[k];
  }
  return out;
}

// engine/core/dice.ts
function seedDice(seed, queue = []) {
  let x = seed >>> 0;
  const next = () => {
    x = x + 2654435769 >>> 0;
    let z2 = x;
    z2 = Math.imul(z2 ^ z2 >>> 16, 2246822507) >>> 0;
    z2 = Math.imul(z2 ^ z2 >>> 13, 3266489909) >>> 0;
    return (z2 ^ z2 >>> 16) >>> 0;
  };
  let dice = { s: [next(), next(), next(), next()], queue: [...queue] };
  for (let i = 0; i < 12; i++) dice = nextWord(dice)[0];
  return dice;
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
    return [{ s: d.s, queue: d.queue.slice(1) }, purpose ? { die: sides, value, source: "queue", purpose } : { die: sides, value, source: "queue" }];
  }
  const limit = Math.floor(4294967296 / sides) * sides;
  let state = d;
  for (; ; ) {
    const [next, word] = nextWord(state);
    state = next;
    if (word < limit) {
      const value = word % sides + 1;
      return [state, purpose ? { die: sides, value, source: "prng", purpose } : { die: sides, value, source: "prng" }];
    }
  }
}

// engine/systems/witchhammer/penalty.ts
function wounds(maxHealth, health) {
  return Math.max(0, maxHealth - health);
}
function penaltyFor(maxHealth, health, t) {
  if (health <= 0) return t.down_penalty;
  const w = wounds(maxHealth, health);
  if (w === 0) return 0;
  const base2 = Math.floor(maxHealth / t.groups);
  const extra = maxHealth % t.groups;
  let taken = 0;
  let cum = 0;
  for (let i = 0; i < t.groups; i++) {
    cum += base2 + (i < extra ? 1 : 0);
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
  lastIndex = 0;
  index(id) {
    const cs = this.combatants;
    if (cs[this.lastIndex]?.id === id) return this.lastIndex;
    for (let i = 0; i < cs.length; i++) {
      if (cs[i].id === id) return this.lastIndex = i;
    }
    return -1;
  }
  get(id) {
    const i = this.index(id);
    if (i < 0) throw new Error(`bug: no combatant ${id}`);
    return this.combatants[i];
  }
  /**
   * Change a combatant. The first change in a step clones it (field by field: spreads with
   * patches of varying shapes are slow in V8); later changes write to that private clone.
   */
  set(id, patch) {
    const c = this.mut(id);
    Object.assign(c, patch);
    return c;
  }
  /** This step's private, writable copy of a combatant (cloned on first use). Read any "before"
   *  values first: later writes change this object in place. */
  mut(id) {
    const i = this.index(id);
    if (this.owned[i]) return this.combatants[i];
    const c = cloneCombatant(this.combatants[i]);
    this.combatants[i] = c;
    this.owned[i] = true;
    return c;
  }
  penalty(c) {
    return penaltyFor(c.maxHealth, c.health, this.state.tables.penalty);
  }
  roll(sides, purpose) {
    const [d, r2] = roll(this.dice, sides, purpose);
    this.dice = d;
    return r2;
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
function change(id, field, before, after) {
  const out = {};
  out[changeKey(id, field)] = [before, after];
  return out;
}
var KEYS = /* @__PURE__ */ new Map();
function changeKey(id, field) {
  let m = KEYS.get(id);
  if (!m) {
    if (KEYS.size > 1e4) KEYS.clear();
    KEYS.set(id, m = {});
  }
  return m[field] ??= `${id}.${field}`;
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
  const r2 = w.roll(t.saves.die, a.skill ? `check:${a.skill}` : "check");
  const skill = a.skill ? c.skills[a.skill] ?? 0 : 0;
  const penalty = w.penalty(c);
  const total = r2.value + skill + (a.bonus ?? 0) - penalty;
  const pass = total >= target;
  return {
    state: evolve(state, { dice: w.finalDice() }),
    events: [
      {
        type: "check",
        round: state.round,
        actor: c.id,
        rolls: [r2],
        detail: { skill: a.skill, roll: r2.value, skillBonus: skill, bonus: a.bonus ?? 0, penalty, total, target, difficulty: a.difficulty, pass },
        message: `${c.name} ${pass ? "passes" : "fails"} (${total} vs ${target})`
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
    const r2 = w.roll(t.saves.die, "death-save");
    const skill = c.skills[t.end_of_combat.save_skill] ?? 0;
    const total = r2.value + skill + c.health;
    const pass = total >= target;
    const patch = pass ? { health: t.end_of_combat.health_on_pass } : { dead: true };
    const changes = pass ? { [`${c.id}.health`]: [c.health, t.end_of_combat.health_on_pass] } : { [`${c.id}.dead`]: [false, true] };
    const next = w.set(c.id, patch);
    if (next.health > 0 && next.down) w.set(c.id, { down: false });
    w.emit({
      type: "death-save",
      round: state.round,
      actor: c.id,
      rolls: [r2],
      changes,
      detail: { roll: r2.value, skill, health: c.health, total, target, pass },
      message: `${c.name} ${pass ? "survives" : "dies"}`
    });
  }
  const combatants2 = w.combatants.map((c) => c.usedOnce.length || c.attacksTaken ? { ...c, usedOnce: [], attacksTaken: 0 } : c);
  w.emit({ type: "combat-end", round: state.round });
  return {
    state: evolve(state, { combatants: combatants2, dice: w.finalDice(), phase: "ended", ended: true, plays: {}, order: [], next: 0 }),
    events: w.events
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
      const action = i === 0 ? p.action : p.extra[i - 1].action;
      const slot2 = {
        key: i === 0 ? c.id : `${c.id}#${i}`,
        combatant: c.id,
        extra: i,
        action,
        stance: p.stance,
        init: state.cards[action].init + stanceInit + c.init,
        done: false
      };
      ranked.push({ slot: slot2, tier: i === 0 ? 0 : 1, charInit: c.init, sideRank, listed });
    }
  }
  ranked.sort(compare);
  return ranked.map((r2) => r2.slot);
}
function reveal(state) {
  requirePhase(state, "plan", "reveal");
  const order = buildOrder(state);
  const events2 = [{ type: "reveal", round: state.round, detail: { order } }];
  let combatants2 = state.combatants;
  for (let i = 0; i < combatants2.length; i++) {
    const c = combatants2[i];
    const p = state.plays[c.id];
    if (!p) continue;
    let once;
    for (let j = -1; j <= p.extra.length; j++) {
      const id = j === -1 ? p.action : j === 0 ? p.stance : p.extra[j - 1].action;
      if (id !== void 0 && state.cards[id].once_per_combat && !c.usedOnce.includes(id)) (once ??= []).push(id);
    }
    if (!once) continue;
    const m = cloneCombatant(c);
    m.usedOnce = [...c.usedOnce, ...once];
    if (combatants2 === state.combatants) combatants2 = combatants2.slice();
    combatants2[i] = m;
    events2.push({ type: "discard", round: state.round, actor: c.id, card: once[0], changes: change(c.id, "usedOnce", c.usedOnce, m.usedOnce), message: `${c.name} discards ${once.join(", ")} until the combat ends` });
  }
  return { state: evolve(state, { combatants: combatants2, phase: "resolve", order, next: 0, turnStarted: [], stunned: [] }), events: events2 };
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
var BY_FACE = /* @__PURE__ */ new WeakMap();
function d20Adjustment(face, t) {
  let table = BY_FACE.get(t.d20_adjustments);
  if (!table) {
    table = [];
    for (const [k, v] of Object.entries(t.d20_adjustments)) table[Number(k)] = v;
    BY_FACE.set(t.d20_adjustments, table);
  }
  return table[face] ?? 0;
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
function applyDamage(w, id, damage, poiseOnly, source, card) {
  const c = w.get(id);
  const split = splitDamage(c.poise, c.health, damage, poiseOnly, w.state.tables.attack);
  setTracks(w, id, split.poise, split.health, "damage", {
    source,
    damage: split.damage,
    poiseOnly,
    penetrated: split.penetrated,
    toPoise: split.poiseLost,
    toHealth: split.healthLost
  }, card);
  return split;
}
function applyWounds(w, id, wounds2, source) {
  const c = w.get(id);
  setTracks(w, id, c.poise, c.health - wounds2, "wounds", { source, wounds: wounds2 }, void 0);
  return wounds2;
}
function setTracks(w, id, poise, health, type, detail, card) {
  const c = w.get(id);
  const poise0 = c.poise;
  const health0 = c.health;
  const down0 = c.down;
  const pen0 = w.penalty(c);
  const next = w.mut(id);
  next.poise = poise;
  next.health = health;
  next.down = down0 || health <= 0;
  const pen1 = w.penalty(next);
  const changes = {};
  if (poise !== poise0) changes[changeKey(id, "poise")] = [poise0, poise];
  if (health !== health0) changes[changeKey(id, "health")] = [health0, health];
  if (pen1 !== pen0) changes[changeKey(id, "penalty")] = [pen0, pen1];
  if (next.down !== down0) changes[changeKey(id, "down")] = [down0, next.down];
  w.emit({ type, round: w.round, target: id, card, changes, detail });
  if (next.down && !down0) w.emit({ type: "down", round: w.round, actor: id, message: `${next.name} is down (${health} Health)` });
}

// engine/systems/witchhammer/attack.ts
function resolveAttack(w, a) {
  const t = w.state.tables;
  const { actor, target, action, stance } = a;
  const attackerPenalty = w.penalty(actor);
  const flankBonus = a.flanking ? t.attack.flanking_bonus : 0;
  const attack = action.attack + (stance?.attack ?? 0) + actor.attack - attackerPenalty + flankBonus;
  const tp = w.state.plays[target.id];
  const tAction = tp ? w.state.cards[tp.action] : void 0;
  const tStance = tp?.stance ? w.state.cards[tp.stance] : void 0;
  const targetPenalty = w.penalty(target);
  const taken = target.attacksTaken * t.attack.defense_per_attack_taken;
  const defense = (tAction?.defense ?? 0) + (tStance?.defense ?? 0) + target.defense - targetPenalty - taken;
  const roll2 = w.roll(t.attack.die, "attack");
  const adj = d20Adjustment(roll2.value, t);
  const total = attack - defense + roll2.value + adj;
  const hit = total > t.attack.hit_threshold;
  const damage = hit ? total - t.attack.hit_threshold : 0;
  const takenBefore = target.attacksTaken;
  w.mut(target.id).attacksTaken = takenBefore + 1;
  w.emit({
    type: "attack",
    round: w.round,
    actor: actor.id,
    card: action.id,
    target: target.id,
    rolls: [roll2],
    changes: change(target.id, "attacksTaken", takenBefore, takenBefore + 1),
    detail: {
      attack: { action: action.attack, stance: stance?.attack ?? 0, character: actor.attack, penalty: attackerPenalty, flanking: flankBonus, total: attack },
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
  const poiseOnly = action.poise_only || (stance?.poise_only ?? false);
  const split = applyDamage(w, target.id, damage, poiseOnly, "attack", action.id);
  const af = t.affliction;
  if (target.side === "players" && split.healthLost >= af.min_wounds) {
    const r2 = w.roll(af.die, "affliction");
    const value = Math.min(af.max_roll, r2.value + split.healthLost);
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
      card: action.id,
      target: target.id,
      rolls: [r2],
      changes,
      detail: { wounds: split.healthLost, roll: r2.value, value, result: result ?? null }
    });
  }
  const effects = [...action.on_hit ?? [], ...stance?.on_hit ?? []];
  for (const e of effects) addEffect(w, target.id, e, action.id);
}
function chartResult(chart, value) {
  let best2;
  for (const row of chart) if (row.roll <= value && (!best2 || row.roll > best2.roll)) best2 = row;
  return best2?.result;
}
function addEffect(w, id, e, source) {
  const c = w.get(id);
  const before = c.effects;
  let effects;
  if (e.effect === "stun") {
    const cur = c.effects.find((x) => x.effect === "stun");
    if (cur && cur.roundsLeft >= e.rounds) effects = c.effects.slice();
    else effects = [...c.effects.filter((x) => x.effect !== "stun"), { effect: "stun", roundsLeft: e.rounds, source }];
  } else {
    effects = [...c.effects, { effect: "bleed", wounds: e.wounds, roundsLeft: e.rounds, source }];
  }
  w.set(id, { effects });
  w.emit({ type: "effect-applied", round: w.round, card: source, target: id, changes: change(id, "effects", before, effects), detail: { ...e } });
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
  let best2;
  let bd = Infinity;
  let be = Infinity;
  for (const o of all) {
    if (o.side === c.side || !standing(o) || !o.position) continue;
    const d = distance(c.position, o.position);
    const e = euclid2(c.position, o.position);
    if (d < bd || d === bd && e < be) {
      best2 = o;
      bd = d;
      be = e;
    }
  }
  return best2;
}
function largestEnemy(all, c) {
  let best2;
  for (const o of all) {
    if (o.side === c.side || !standing(o)) continue;
    if (!best2 || o.maxHealth > best2.maxHealth) best2 = o;
    else if (o.maxHealth === best2.maxHealth && c.position && o.position && best2.position) {
      if (distance(c.position, o.position) < distance(c.position, best2.position)) best2 = o;
    }
  }
  return best2;
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
    let best2;
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
      const better = toward ? d < bd || best2 === void 0 : d > bd || best2 === void 0;
      const same = d === bd && best2 !== void 0;
      if (better || same && (dot > bDot || dot === bDot && len < bLen)) {
        best2 = p;
        bd = d;
        bDot = dot;
        bLen = len;
      }
    }
    if (!best2) break;
    cur = best2;
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
function doMovement(w, id, moves, moveTo) {
  const start = w.get(id);
  if (!start.position) return;
  const adj = w.state.tables.ranges.close;
  const contacts = w.combatants.filter((o) => o.side !== start.side && !o.dead && !o.down && o.position && distance(o.position, start.position) <= adj).map((o) => o.id);
  let pos = start.position;
  for (const card of moves) {
    const m = card.move;
    if (!m || m.spaces === 0) continue;
    const blocked = isBlocked.bind(null, w, id);
    let path = [];
    if (m.direction === "any") {
      if (moveTo && distance(pos, moveTo) <= m.spaces && !blocked(moveTo)) path = [moveTo];
      else if (moveTo) w.emit({ type: "move-blocked", round: w.round, actor: id, card: card.id, detail: { to: moveTo, reason: blocked(moveTo) ? "occupied" : "too far" } });
    } else {
      const foe = nearestEnemy(w.combatants, { ...w.get(id), position: pos });
      if (foe?.position) path = moveRelative(pos, foe.position, m.spaces, m.direction === "toward-nearest-enemy", adj, blocked);
    }
    if (path.length === 0) continue;
    const to = path[path.length - 1];
    w.set(id, { position: to });
    w.emit({ type: "move", round: w.round, actor: id, card: card.id, changes: change(id, "position", pos, to), detail: { path, direction: m.direction, spaces: m.spaces } });
    pos = to;
  }
  if (samePos(pos, start.position)) return;
  const broken = contacts.filter((oid) => {
    const o = w.get(oid);
    return o.position !== void 0 && distance(o.position, pos) > adj;
  });
  if (broken.length > 0) {
    w.emit({ type: "breaking-contact", round: w.round, actor: id, detail: { from: broken } });
    applyDamage(w, id, w.state.tables.breaking_contact.damage, false, "breaking-contact");
  }
}
function isBlocked(w, id, p) {
  for (const o of w.state.obstacles) if (samePos(o, p)) return true;
  for (const o of w.combatants) if (o.id !== id && o.position !== void 0 && samePos(o.position, p)) return true;
  return false;
}

// engine/systems/witchhammer/round-end.ts
function endRound(state) {
  const combatants2 = state.combatants.map((c) => {
    if (c.attacksTaken === 0) return c;
    const m = cloneCombatant(c);
    m.attacksTaken = 0;
    return m;
  });
  return {
    state: evolve(state, { combatants: combatants2, phase: "plan", round: state.round + 1, plays: {}, order: [], next: 0, turnStarted: [], stunned: [] }),
    events: [{ type: "round-end", round: state.round, changes: { round: [state.round, state.round + 1] } }]
  };
}

// engine/systems/witchhammer/turn-start.ts
function startTurn(w, id) {
  const c = w.get(id);
  if (c.effects.length === 0) return false;
  let stunned = false;
  const left = [];
  for (const e of c.effects) {
    if (e.effect === "bleed") {
      applyWounds(w, id, e.wounds, "bleed");
      w.emit({ type: "effect", round: w.round, actor: id, card: e.source, detail: { effect: "bleed", wounds: e.wounds, roundsLeft: e.roundsLeft - 1 } });
    } else {
      stunned = true;
      w.emit({ type: "effect", round: w.round, actor: id, card: e.source, detail: { effect: "stun", roundsLeft: e.roundsLeft - 1 }, message: `${c.name} is stunned and loses this turn` });
    }
    if (e.roundsLeft > 1) {
      left.push(e.effect === "bleed" ? { effect: "bleed", wounds: e.wounds, roundsLeft: e.roundsLeft - 1, source: e.source } : { effect: "stun", roundsLeft: e.roundsLeft - 1, source: e.source });
    }
  }
  const before = w.get(id).effects;
  w.set(id, { effects: left });
  w.emit({ type: "effects-tick", round: w.round, actor: id, changes: change(id, "effects", before, left) });
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
  if (state.next >= state.order.length) return endRound(state);
  const w = new Work(state, typed);
  let next = state.next;
  const started = state.turnStarted.slice();
  const stunned = state.stunned.slice();
  do {
    const slot2 = state.order[next];
    resolveSlot(w, slot2, started, stunned);
    next++;
  } while (all && next < state.order.length);
  const order = state.order.slice();
  for (let i = state.next; i < next; i++) order[i] = doneSlot(order[i]);
  const after = evolve(state, { combatants: w.combatants, dice: w.finalDice(), order, next, turnStarted: started, stunned });
  if (next < order.length) return { state: after, events: w.events };
  const end = endRound(after);
  for (const e of end.events) w.events.push(e);
  return { state: end.state, events: w.events };
}
function resolveSlot(w, slot2, started, stunned) {
  const id = slot2.combatant;
  const cards2 = w.state.cards;
  w.emit({ type: "turn", round: w.round, actor: id, card: slot2.action, detail: { slot: slot2.key, init: slot2.init, stance: slot2.stance } });
  if (!started.includes(id)) {
    started.push(id);
    if (!w.get(id).dead && startTurn(w, id)) stunned.push(id);
  }
  const actor = w.get(id);
  if (actor.dead || actor.down) return skip(w, slot2, "down");
  if (stunned.includes(id)) return skip(w, slot2, "stunned");
  const play2 = w.state.plays[id];
  const extra = slot2.extra > 0 ? play2.extra[slot2.extra - 1] : void 0;
  const action = cards2[slot2.action];
  const stance = slot2.stance ? cards2[slot2.stance] : void 0;
  const moves = extra ? [action] : stance ? [action, stance] : [action];
  doMovement(w, id, moves, extra ? extra.moveTo : play2.moveTo);
  if (w.get(id).down) return;
  const target = pickTarget(w, w.get(id), action, extra ? extra.target : play2.target);
  if (target) attackIfInRange(w, w.get(id), target, action, stance, (extra ? extra.flanking : play2.flanking) ?? false);
  restore(w, id, extra ? [action] : stance ? [action, stance] : [action]);
}
function skip(w, slot2, reason) {
  w.emit({ type: "skip", round: w.round, actor: slot2.combatant, card: slot2.action, detail: { reason, slot: slot2.key } });
}
function pickTarget(w, actor, action, chosen) {
  const rule = action.target;
  if (!rule || rule === "self") return void 0;
  let t;
  const named = chosen !== void 0 ? w.get(chosen) : void 0;
  if (rule === "chosen" || !actor.position) t = named;
  else {
    t = rule === "nearest-enemy" ? nearestEnemy(w.combatants, actor) : largestEnemy(w.combatants, actor);
    if (!t && named && !named.position) t = named;
  }
  if (!t || t.dead) {
    w.emit({ type: "no-target", round: w.round, actor: actor.id, card: action.id, detail: { rule, reason: t ? "dead" : "no standing enemy" } });
    return void 0;
  }
  return t;
}
function attackIfInRange(w, actor, target, action, stance, flag) {
  const adj = w.state.tables.ranges.close;
  const band = action.range;
  if (band && actor.position && target.position) {
    const d = distance(actor.position, target.position);
    const max = w.state.tables.ranges[band];
    if (d > max) {
      w.emit({ type: "out-of-range", round: w.round, actor: actor.id, card: action.id, target: target.id, detail: { range: band, max, distance: d } });
      return;
    }
  }
  const flanking = actor.position && target.position ? isFlanking(w.combatants, actor, target, adj) : flag;
  resolveAttack(w, { actor, target, action, stance, flanking });
}
function restore(w, id, from) {
  let poise = 0;
  let health = 0;
  for (const c2 of from) {
    poise += c2.restore?.poise ?? 0;
    health += c2.restore?.health ?? 0;
  }
  if (poise === 0 && health === 0) return;
  const c = w.get(id);
  const p = Math.max(c.poise, Math.min(c.maxPoise, c.poise + poise));
  const h = Math.max(c.health, Math.min(c.maxHealth, c.health + health));
  const changes = {};
  if (p !== c.poise) changes[`${id}.poise`] = [c.poise, p];
  if (h !== c.health) changes[`${id}.health`] = [c.health, h];
  const gained = { poise: p - c.poise, health: h - c.health };
  const penBefore = w.penalty(c);
  const next = w.set(id, { poise: p, health: h, down: h <= 0 && c.down });
  const penAfter = w.penalty(next);
  if (penAfter !== penBefore) changes[`${id}.penalty`] = [penBefore, penAfter];
  w.emit({ type: "restore", round: w.round, actor: id, card: from[0].id, changes, detail: gained });
}
function doneSlot(o) {
  return { key: o.key, combatant: o.combatant, extra: o.extra, action: o.action, stance: o.stance, init: o.init, done: true };
}

// engine/core/types.ts
var SCHEMA_VERSION = 1;

// engine/systems/witchhammer/setup.ts
function init(setup) {
  const cards2 = {};
  const list = Array.isArray(setup.cards) ? setup.cards : Object.values(setup.cards);
  for (const c of list) if (c.type === "action" || c.type === "stance") cards2[c.id] = c;
  const seen = /* @__PURE__ */ new Set();
  const combatants2 = setup.combatants.map((s, i) => {
    if (!s.id) fail("setup/bad-combatant", `combatant ${i + 1} has no id`, { path: ["combatants", i, "id"] });
    if (seen.has(s.id)) fail("setup/duplicate-combatant", `two combatants are called '${s.id}'`, { path: ["combatants", i, "id"], hint: "give each copy its own id, e.g. goblin-1, goblin-2" });
    seen.add(s.id);
    for (const [k, deck] of [["actions", s.actions], ["stances", s.stances]]) {
      (deck ?? []).forEach((id, j) => {
        if (!cards2[id]) fail("card/unknown", `${s.id}'s ${k} deck lists unknown card '${id}'`, { path: ["combatants", i, k, j] });
      });
    }
    if (s.maxHealth < 1) fail("setup/bad-combatant", `${s.id} needs a maximum Health of at least 1`, { path: ["combatants", i, "maxHealth"] });
    const health = s.health ?? s.maxHealth;
    return cloneCombatant({
      id: intern(s.id),
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
    cards: cards2,
    combatants: combatants2,
    obstacles: setup.obstacles ?? [],
    plays: {},
    order: [],
    next: 0,
    turnStarted: [],
    stunned: []
  };
}
function intern(s) {
  return Object.keys({ [s]: 0 })[0];
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
function inHand(c, deck) {
  return [...new Set(deck)].filter((id) => !c.usedOnce.includes(id));
}
function view(s) {
  const t = s.tables;
  const combatants2 = s.combatants.map((c) => {
    const penalty = penaltyFor(c.maxHealth, c.health, t.penalty);
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
      hand: { actions: inHand(c, c.actions), stances: inHand(c, c.stances) },
      extraActions: c.extraActions,
      played: s.plays[c.id] !== void 0,
      ...c.position ? { position: c.position } : {}
    };
  });
  const slot2 = s.phase === "resolve" ? s.order[s.next] : void 0;
  const actingNow = s.phase === "plan" ? s.combatants.filter((c) => !c.down && !c.dead && s.plays[c.id] === void 0).map((c) => c.id) : slot2 ? [slot2.combatant] : [];
  const down = s.combatants.filter((c) => !c.dead && c.health <= 0).map((c) => c.id);
  const pendingChecks = down.length && s.phase !== "ended" ? [{ kind: "death-save", combatants: down, description: `death's door: ${t.end_of_combat.save_skill} save at the end of combat`, target: t.saves[t.end_of_combat.death_save] }] : [];
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
      label: `${s.cards[o.action]?.name ?? o.action}${o.stance ? ` + ${s.cards[o.stance]?.name ?? o.stance}` : ""}${o.extra ? " (extra)" : ""}`,
      init: o.init,
      done: o.done
    })),
    combatants: combatants2,
    pendingChecks,
    ...slot2 ? { nextSlot: slot2.key } : {}
  };
}

// engine/systems/witchhammer/plugin.ts
function step2(state, action) {
  if (state.ended && action.type !== "check") fail("combat/ended", "the combat is over");
  switch (action.type) {
    case "play":
      return play(state, action);
    case "unplay":
      return unplay(state, action);
    case "timer-expired":
      return timerExpired(state, action);
    case "reveal":
      return reveal(state);
    case "reorder":
      return reorder(state, action);
    case "resolve-next":
      return resolveNext(state, action);
    case "resolve-round":
      return resolveRound(state, action);
    case "end-combat":
      return endCombat(state, action);
    case "check":
      return check(state, action);
    default:
      return fail("combat/unknown-action", `unknown action type '${action.type}'`, { path: ["type"] });
  }
}
var plugin = {
  id: "witchhammer",
  name: "WitchHammer",
  init,
  step: step2,
  view
};

// engine/systems/witchhammer/tables.ts
import { z } from "zod";
var int = z.number().int();
var witchhammerTables = z.strictObject({
  system: z.literal("witchhammer"),
  name: z.string(),
  /** d20 face → adjustment added to the total, e.g. { 20: 10, 19: 5, 2: -5, 1: -10 }. */
  d20_adjustments: z.record(z.string().regex(/^\d+$/), int),
  attack: z.strictObject({
    die: int.min(2),
    /** A hit is a total strictly over this; damage = total − threshold. */
    hit_threshold: int,
    /** ⌊damage / penetration_divisor⌋ goes straight to Health (the tens digit). */
    penetration_divisor: int.min(1),
    flanking_bonus: int,
    /** Defense lost per attack already taken this round. */
    defense_per_attack_taken: int
  }),
  penalty: z.strictObject({
    groups: int.min(1),
    /** The penalty of a character at 0 Health or below. */
    down_penalty: int
  }),
  affliction: z.strictObject({
    /** Wounds from one attack that trigger a roll (player characters only). */
    min_wounds: int.min(1),
    die: int.min(2),
    max_roll: int,
    /** Results at or below this are no effect. */
    no_effect_max: int,
    chart: z.array(z.strictObject({ roll: int, result: z.string() })).min(1)
  }),
  /** Range band → maximum distance in squares. */
  ranges: z.strictObject({ close: int, short: int, medium: int, long: int }),
  saves: z.strictObject({ die: int.min(2), easy: int, medium: int, hard: int }),
  breaking_contact: z.strictObject({ damage: int.min(0) }),
  decision_timer: z.strictObject({ seconds: z.number().positive(), default_action: z.string() }),
  end_of_combat: z.strictObject({
    /** Difficulty name from `saves`, e.g. medium. */
    death_save: z.enum(["easy", "medium", "hard"]),
    /** The skill whose bonus adds to the save, e.g. con. */
    save_skill: z.string(),
    /** Health a character is set to when the save passes. */
    health_on_pass: int
  })
});

// bench/engine.bench.ts
var tables = witchhammerTables.parse(parse(readFileSync(new URL("../cards/witchhammer/system.yaml", import.meta.url), "utf8")));
var base = { type: "action", init: 0, attack: 0, defense: 0, once_per_combat: false, poise_only: false };
var cards = [
  { ...base, id: "focus", name: "Focus", defense: 1, restore: { poise: 5 } },
  { ...base, id: "sword", name: "Sword", init: 3, attack: 8, defense: 1, target: "chosen" },
  { ...base, id: "bash", name: "Bash", init: 2, attack: 5, defense: 3, target: "chosen", on_hit: [{ effect: "stun", rounds: 1 }] },
  { ...base, id: "cut", name: "Cut", init: 4, attack: 6, target: "chosen", on_hit: [{ effect: "bleed", wounds: 1, rounds: 2 }] },
  { ...base, id: "shove", name: "Shove", init: 5, attack: 4, target: "chosen", poise_only: true },
  { ...base, id: "aggressive", type: "stance", name: "Aggressive", init: 2, attack: 3 },
  { ...base, id: "defensive", type: "stance", name: "Defensive", init: -1, defense: 4 },
  { ...base, id: "wary", type: "stance", name: "Wary", init: 1, attack: 1, defense: 2 }
];
var actions = ["focus", "sword", "bash", "cut", "shove"];
var stances = ["aggressive", "defensive", "wary"];
var combatants = Array.from({ length: 8 }, (_, i) => ({
  id: `c${i}`,
  side: i < 4 ? "players" : "gm",
  maxPoise: 60,
  maxHealth: 40,
  attack: i % 3,
  defense: i % 2,
  init: i % 4,
  skills: { con: 2 },
  actions,
  stances
}));
var lcg = 12345;
var pick = (n) => {
  lcg = Math.imul(lcg, 1664525) + 1013904223 >>> 0;
  return lcg % n;
};
var ROUNDS_PER_FIGHT = 12;
var stepwise = false;
var events = 0;
var rounds = 0;
var log = [];
var actionsLog = [];
function apply(s, a) {
  const r2 = step(plugin, s, a);
  if (r2.error) throw new Error(`bench: ${a.type} rejected: ${r2.error.code} ${r2.error.message}`);
  actionsLog.push(a);
  for (const e of r2.events) log.push(e);
  events += r2.events.length;
  return r2.state;
}
function fight(seed) {
  let s = plugin.init({ tables, cards, combatants, seed });
  for (let r2 = 0; r2 < ROUNDS_PER_FIGHT; r2++) {
    for (let i = 0; i < 8; i++) {
      const c = s.combatants[i];
      if (c.down || c.dead) continue;
      const foe = s.combatants[(i < 4 ? 4 : 0) + pick(4)];
      s = apply(s, { type: "play", combatant: c.id, action: actions[pick(actions.length)], stance: stances[pick(stances.length)], target: foe.id });
    }
    s = apply(s, { type: "reveal" });
    if (stepwise) while (s.phase === "resolve") s = apply(s, { type: "resolve-next" });
    else if (s.phase === "resolve") s = apply(s, { type: "resolve-round" });
    rounds++;
  }
}
function runFor(ms2) {
  rounds = 0;
  events = 0;
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  let seed = 1;
  while (performance.now() - t0 < ms2) {
    fight(seed++);
    log.length = 0;
    actionsLog.length = 0;
  }
  const c = process.cpuUsage(c0);
  return { rounds, events, ms: performance.now() - t0, cpuMs: (c.user + c.system) / 1e3 };
}
var ms = Number(process.env.BENCH_MS ?? 3e3);
stepwise = true;
runFor(300);
stepwise = false;
runFor(300);
stepwise = true;
var slot = runFor(ms / 3);
console.log(`slot by slot (resolve-next): ${Math.round(slot.rounds / slot.cpuMs * 1e3)} rounds/s, ${Math.round(slot.events / slot.cpuMs * 1e3)} events/s`);
stepwise = false;
var batches = Array.from({ length: 5 }, () => runFor(ms / 5)).sort((a, b) => a.rounds / a.cpuMs - b.rounds / b.cpuMs);
var r = batches[2];
var best = batches[4];
var rps = Math.round(r.rounds / r.cpuMs * 1e3);
var eps = Math.round(r.events / r.cpuMs * 1e3);
console.log(
  `8 combatants, ${(r.events / r.rounds).toFixed(1)} events/round; batches (rounds/s per CPU-second): ` + batches.map((b) => Math.round(b.rounds / b.cpuMs * 1e3)).join(", ") + `; best ${Math.round(best.rounds / best.cpuMs * 1e3)}, wall ${Math.round(r.rounds / r.ms * 1e3)} rounds/s`
);
console.log(`bench:engine rounds_per_s=${rps} events_per_s=${eps}`);
