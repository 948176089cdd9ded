// Pure operations on an Encounter value: build the engine setup from the roster, start or
// rebuild the session, apply an engine action, undo. Every rule is the engine's; this file only
// translates the GM's roster into the engine's setup and keeps the session in step with it.
import { init } from '../../engine/core/step.js';
import { apply, replay, startSession, undo } from '../../engine/core/session.js';
import type { EngineError, EngineEvent } from '../../engine/core/types.js';
import type { CharacterCard } from '../../engine/schema/card.js';
// The bare rules, not the registry's shape-checked plugin: that check is zod, which MV3 pages
// can't run as built, and every action here is one the panel built from the engine's own moves.
import { plugin } from '../../engine/systems/witchhammer/plugin.js';
// The engine's own mapping, so a card field the rules read (once_per_day…) is never dropped here.
import { combatantsFromCharacter, playCardFrom } from '../../engine/systems/witchhammer/setup.js';
import type { CombatantSetup, WhAction, WhSetup, WhState } from '../../engine/systems/witchhammer/types.js';
import { playableCards, type Catalog } from './catalog.js';
import type { Encounter, RosterEntry, WhSession } from './encounter.js';

export type OpResult =
  | { readonly ok: true; readonly encounter: Encounter; readonly events: readonly EngineEvent[] }
  | { readonly ok: false; readonly error: EngineError };

export function opError(code: string, message: string, hint?: string): OpResult {
  return { ok: false, error: { code, message, ...(hint ? { hint } : {}) } };
}

/** The character card behind a roster entry: the encounter's own quick-adds first. */
export function characterOf(enc: Encounter, cat: Catalog, id: string): CharacterCard | undefined {
  const own = enc.cards.find((c) => c.id === id);
  if (own) return own;
  const c = cat.cards.get(id);
  return c?.type === 'character' ? c : undefined;
}

export function buildSetup(enc: Encounter, cat: Catalog): WhSetup | EngineError {
  const combatants: CombatantSetup[] = [];
  for (const [i, r] of enc.roster.entries()) {
    const card = characterOf(enc, cat, r.character);
    if (!card)
      return {
        code: 'setup/unknown-character',
        message: `combatant ${r.id}: no character card \`${r.character}\``,
        path: ['roster', i, 'character'],
        hint: 'the card was removed from the catalog; remove this combatant',
      };
    combatants.push(combatantSetup(r, card));
  }
  return { tables: cat.tables, cards: playableCards(cat).map((c) => playCardFrom(c)!), combatants, seed: enc.seed };
}

function combatantSetup(r: RosterEntry, card: CharacterCard): CombatantSetup {
  const [c] = combatantsFromCharacter(card, {
    id: r.id,
    side: r.side,
    ...(r.poise !== undefined ? { poise: r.poise } : {}),
    ...(r.health !== undefined ? { health: r.health } : {}),
    ...(r.position ? { position: r.position } : {}),
  });
  return { ...c!, name: r.name ?? card.name, ...(r.usedToday?.length ? { usedToday: r.usedToday } : {}) };
}

/**
 * Start the session again from the (changed) roster and replay the log on it, so combatants
 * can join or leave mid-fight. A log the new roster cannot replay is refused.
 */
export function rebuild(enc: Encounter, cat: Catalog): OpResult {
  if (enc.roster.length === 0) return { ok: true, encounter: { ...enc, session: null }, events: [] };
  const setup = buildSetup(enc, cat);
  if ('code' in setup) return { ok: false, error: setup };
  const r = init(plugin, setup);
  if (r.error || !r.state)
    return { ok: false, error: r.error ?? { code: 'setup/invalid', message: 'the engine refused the setup' } };
  const log = enc.session?.log ?? [];
  try {
    const session = log.length
      ? replay<WhState, WhAction>(plugin, r.state, log)
      : startSession<WhState, WhAction>(r.state);
    return { ok: true, encounter: { ...enc, session }, events: [] };
  } catch {
    return opError(
      'setup/log-conflict',
      'the fight so far cannot be replayed with this change',
      'undo the plays that involve this combatant first',
    );
  }
}

export function applyAction(enc: Encounter, action: WhAction): OpResult {
  if (!enc.session)
    return opError(
      'setup/no-combatants',
      'add combatants before playing',
      'add a character from the catalog or quick-add one',
    );
  const r = apply<WhState, WhAction>(plugin, enc.session, action);
  if (r.error) return { ok: false, error: r.error };
  return { ok: true, encounter: { ...enc, session: r.session }, events: r.events };
}

export function undoSteps(enc: Encounter, count: number): OpResult {
  if (!enc.session || enc.session.log.length === 0)
    return opError('combat/nothing-to-undo', 'there is nothing to undo');
  const n = Math.max(1, Math.min(Math.floor(count), enc.session.log.length));
  const session: WhSession = undo<WhState, WhAction>(plugin, enc.session, n);
  return { ok: true, encounter: { ...enc, session }, events: [] };
}
