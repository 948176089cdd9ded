// Building the initial state. The state carries the tables and the cards in play, so a
// saved fight replays without the catalog.
import { seedDice } from '../../core/dice.js';
import { fail } from '../../core/errors.js';
import { SCHEMA_VERSION } from '../../core/types.js';
import { emptyPlays } from './planning.js';
import { cloneCombatant } from './work.js';
import type { Card } from '../../schema/card.js';
import type { Combatant, CombatantSetup, PlayCard, Pos, Side, WhSetup, WhState } from './types.js';

export function init(setup: WhSetup): WhState {
  const cards: Record<string, PlayCard> = {};
  const list = Array.isArray(setup.cards) ? setup.cards : Object.values(setup.cards);
  for (const c of list as readonly PlayCard[]) if (c.type === 'action' || c.type === 'stance') cards[c.id] = c;

  const seen = new Set<string>();
  const combatants: Combatant[] = setup.combatants.map((s, i): Combatant => {
    if (!s.id) fail('setup/bad-combatant', `combatant ${i + 1} has no id`, { path: ['combatants', i, 'id'] });
    if (seen.has(s.id)) fail('setup/duplicate-combatant', `two combatants are called '${s.id}'`, { path: ['combatants', i, 'id'], hint: 'give each copy its own id, e.g. goblin-1, goblin-2' });
    seen.add(s.id);
    for (const [k, deck] of [['actions', s.actions], ['stances', s.stances]] as const) {
      (deck ?? []).forEach((id, j) => {
        if (!cards[id]) fail('card/unknown', `${s.id}'s ${k} deck lists unknown card '${id}'`, { path: ['combatants', i, k, j] });
      });
    }
    if (s.maxHealth < 1) fail('setup/bad-combatant', `${s.id} needs a maximum Health of at least 1`, { path: ['combatants', i, 'maxHealth'] });
    const health = s.health ?? s.maxHealth;
    return cloneCombatant({
      id: intern(s.id),
      name: s.name ?? s.id,
      side: s.side,
      ...(s.character ? { character: s.character } : {}),
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
      ...(s.position ? { position: [s.position[0], s.position[1]] as Pos } : {}),
      down: health <= 0,
      dead: false,
      usedOnce: [],
      usedToday: [...(s.usedToday ?? [])],
      ...(s.movePenalty ? { movePenalty: s.movePenalty } : {}),
      ...(s.skillPenalty ? { skillPenalty: s.skillPenalty } : {}),
      effects: [],
      afflictions: [],
      attacksTaken: 0,
    });
  });
  const occupied = new Set<string>();
  combatants.forEach((c, i) => {
    if (!c.position) return;
    const k = c.position.join(',');
    if (occupied.has(k)) fail('setup/overlap', `${c.id} stands on a square another combatant already holds`, { path: ['combatants', i, 'position'] });
    occupied.add(k);
  });

  return {
    schemaVersion: SCHEMA_VERSION,
    system: 'witchhammer',
    round: 1,
    dice: seedDice(setup.seed ?? 0, setup.dice ?? []),
    ended: false,
    phase: 'plan',
    tables: setup.tables,
    cards,
    combatants,
    obstacles: setup.obstacles ?? [],
    plays: emptyPlays(combatants),
    order: [],
    next: 0,
    turnStarted: [],
    stunned: [],
    fightOver: false,
  };
}

/**
 * The same string, as V8's internalized copy (property keys are internalized). Ids are used as
 * keys of `plays` on every step; internalized keys make those stores and lookups cheap.
 */
function intern(s: string): string {
  return Object.keys({ [s]: 0 })[0]!;
}

/** The rule-relevant fields of an action or stance card from the catalog. */
export function playCardFrom(card: Card): PlayCard | undefined {
  if (card.type !== 'action' && card.type !== 'stance') return undefined;
  return {
    id: card.id,
    type: card.type,
    name: card.name,
    init: card.init,
    attack: card.attack,
    defense: card.defense,
    ...(card.move ? { move: card.move } : {}),
    ...(card.target ? { target: card.target } : {}),
    ...(card.range ? { range: card.range } : {}),
    once_per_combat: card.once_per_combat,
    ...(card.type === 'action' && card.once_per_day ? { once_per_day: true } : {}),
    poise_only: card.poise_only,
    ...(card.on_hit ? { on_hit: card.on_hit } : {}),
    ...(card.restore ? { restore: card.restore } : {}),
  };
}

/**
 * A combatant from a character card. `copies` > 1 makes several of the same monster,
 * named `<id>-1`, `<id>-2`, ... The card's `player`/`monster` side maps to players/gm.
 */
export function combatantsFromCharacter(
  card: Extract<Card, { type: 'character' }>,
  opts: { id?: string; side?: Side; poise?: number; health?: number; position?: Pos; copies?: number } = {},
): CombatantSetup[] {
  const n = opts.copies ?? 1;
  const base = opts.id ?? card.id;
  const out: CombatantSetup[] = [];
  for (let i = 1; i <= n; i++) {
    out.push({
      id: n > 1 ? `${base}-${i}` : base,
      name: n > 1 ? `${card.name} ${i}` : card.name,
      side: opts.side ?? (card.side === 'player' ? 'players' : 'gm'),
      character: card.id,
      maxPoise: card.poise,
      maxHealth: card.health,
      ...(opts.poise !== undefined ? { poise: opts.poise } : {}),
      ...(opts.health !== undefined ? { health: opts.health } : {}),
      attack: card.attack,
      defense: card.defense,
      init: card.init,
      skills: card.skills,
      actions: card.actions,
      stances: card.stances,
      extraActions: card.extra_actions,
      ...(card.move_penalty ? { movePenalty: card.move_penalty } : {}),
      ...(card.skill_penalty ? { skillPenalty: card.skill_penalty } : {}),
      ...(opts.position && i === 1 ? { position: opts.position } : {}),
    });
  }
  return out;
}
