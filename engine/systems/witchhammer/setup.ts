// Building the initial state. The state carries the tables and the cards in play, so a
// saved fight replays without the catalog.
import { seedDice } from '../../core/dice.js';
import { fail } from '../../core/errors.js';
import { SCHEMA_VERSION } from '../../core/types.js';
import { emptyPlays } from './planning.js';
import { cloneCombatant } from './work.js';
import type { Card, CharacterCard } from '../../schema/card.js';
import type { Combatant, CombatantSetup, PlayCard, Pos, Side, WhSetup, WhState } from './types.js';

export function init(setup: WhSetup): WhState {
  const cards: Record<string, PlayCard> = {};
  const list = Array.isArray(setup.cards) ? setup.cards : Object.values(setup.cards);
  for (const c of list as readonly PlayCard[]) if (c.type === 'action' || c.type === 'stance') cards[c.id] = c;

  const seen = new Set<string>();
  const combatants: Combatant[] = setup.combatants.map((s, i): Combatant => {
    if (!s.id) fail('setup/bad-combatant', `combatant ${i + 1} has no id`, { path: ['combatants', i, 'id'] });
    if (seen.has(s.id))
      fail('setup/duplicate-combatant', `two combatants are called '${s.id}'`, {
        path: ['combatants', i, 'id'],
        hint: 'give each copy its own id, e.g. goblin-1, goblin-2',
      });
    seen.add(s.id);
    for (const [k, deck] of [
      ['actions', s.actions],
      ['stances', s.stances],
    ] as const) {
      (deck ?? []).forEach((id, j) => {
        if (!cards[id])
          fail('card/unknown', `${s.id}'s ${k} deck lists unknown card '${id}'`, { path: ['combatants', i, k, j] });
      });
    }
    if (s.maxHealth < 1)
      fail('setup/bad-combatant', `${s.id} needs a maximum Health of at least 1`, {
        path: ['combatants', i, 'maxHealth'],
      });
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
    if (occupied.has(k))
      fail('setup/overlap', `${c.id} stands on a square another combatant already holds`, {
        path: ['combatants', i, 'position'],
      });
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

type StatField =
  | 'attack'
  | 'defense'
  | 'init'
  | 'skills'
  | 'actions'
  | 'stances'
  | 'extra_actions'
  | 'move_penalty'
  | 'skill_penalty';

/** The stat fields of a character card or of a scenario's quick-add combatant, named as a setup names them. */
export function setupStats(
  s: Partial<Pick<CharacterCard, StatField>>,
): Pick<
  CombatantSetup,
  'attack' | 'defense' | 'init' | 'skills' | 'actions' | 'stances' | 'extraActions' | 'movePenalty' | 'skillPenalty'
> {
  return {
    attack: s.attack,
    defense: s.defense,
    init: s.init,
    skills: s.skills,
    actions: s.actions,
    stances: s.stances,
    extraActions: s.extra_actions,
    ...(s.move_penalty ? { movePenalty: s.move_penalty } : {}),
    ...(s.skill_penalty ? { skillPenalty: s.skill_penalty } : {}),
  };
}

/**
 * `copies` of one combatant: more than one are `<id>-1`, `<id>-2`..., named `<name> 1`,
 * `<name> 2`..., and only the first stands at `position`.
 */
export function copiesOf(
  one: CombatantSetup & { readonly name: string },
  copies: number,
  position?: Pos,
): CombatantSetup[] {
  return Array.from({ length: copies }, (_, k) => ({
    ...one,
    ...(copies > 1 ? { id: `${one.id}-${k + 1}`, name: `${one.name} ${k + 1}` } : {}),
    ...(position && k === 0 ? { position } : {}),
  }));
}

/**
 * A combatant from a character card. `copies` > 1 makes several of the same monster,
 * named `<id>-1`, `<id>-2`, ... The card's `player`/`monster` side maps to players/gm.
 */
export function combatantsFromCharacter(
  card: Extract<Card, { type: 'character' }>,
  opts: { id?: string; side?: Side; poise?: number; health?: number; position?: Pos; copies?: number } = {},
): CombatantSetup[] {
  const one = {
    id: opts.id ?? card.id,
    name: card.name,
    side: opts.side ?? (card.side === 'player' ? 'players' : 'gm'),
    character: card.id,
    maxPoise: card.poise,
    maxHealth: card.health,
    ...(opts.poise !== undefined ? { poise: opts.poise } : {}),
    ...(opts.health !== undefined ? { health: opts.health } : {}),
    ...setupStats(card),
  };
  return copiesOf(one, opts.copies ?? 1, opts.position);
}
