// The GM's operations, as functions over the store. The popup and the overlay call these;
// each one is a store update that asks the ENGINE (through session-ops) to do the work, so
// both views stay in step and no rule lives in UI code. Illegal moves come back as
// `{ ok: false, error }` (the engine's error value), never as exceptions.
import type { EngineEvent } from '../../engine/core/types.js';
import type { CharacterCard } from '../../engine/schema/card.js';
import type { PlayAction, Side, WhAction } from '../../engine/systems/witchhammer/types.js';
import { defaultDeck, getCharacter, type Catalog } from './catalog.js';
import { emptyEncounter, freeId, sideOfCard, slug, type Encounter, type RosterEntry } from './encounter.js';
import { applyAction, opError, rebuild, undoSteps, type OpResult } from './session-ops.js';
import { savedShelf } from './saved-shelf.js';
import type { Store } from './store.js';
import { encounterMarkdown } from './export-markdown.js';
import { encounterScenario } from './export-scenario.js';
import { fightRecord } from './fight-export.js';
import { addImported, type ImportedCharacter } from './imported-characters.js';

export interface QuickAdd {
  readonly name: string;
  readonly side: Side;
  readonly poise: number;
  readonly health: number;
  readonly init?: number;
  readonly attack?: number;
  readonly defense?: number;
  /** Deck card ids; empty or absent = the side's cards (defaultDeck). */
  readonly actions?: readonly string[];
  readonly stances?: readonly string[];
  readonly extraActions?: number;
}

/** What the GM plans for one combatant: the engine's play action without its type. */
export type PlanInput = Omit<PlayAction, 'type'>;

export interface ResolverDeps {
  readonly store: Store;
  /** The effective catalog (bundled + custom), read on every operation. */
  readonly catalog: () => Promise<Catalog> | Catalog;
  /** A fresh dice seed for new encounters (crypto in the browser; fixed in tests). */
  readonly newSeed?: () => number;
  /** Wall clock for `savedAt` and the timer's `at` (the engine reads no clock). */
  readonly now?: () => number;
}

export type Resolver = ReturnType<typeof createResolver>;

export function createResolver(deps: ResolverDeps) {
  const { store } = deps;
  const shelf = savedShelf(store, 'encounters');
  const now = deps.now ?? (() => Date.now());
  const newSeed = deps.newSeed ?? cryptoSeed;

  /** Run `op` on the current encounter inside a store update; write only when it succeeds. */
  const mutate = async (op: (enc: Encounter, cat: Catalog) => OpResult): Promise<OpResult> => {
    const cat = await deps.catalog();
    let result: OpResult = opError('setup/no-encounter', 'no encounter yet', 'start a new encounter');
    await store.update('encounter', (enc) => {
      if (!enc) return enc;
      result = op(enc, cat);
      return result.ok ? result.encounter : enc;
    });
    return result;
  };
  const act = (action: WhAction): Promise<OpResult> => mutate((enc) => applyAction(enc, action));
  const withRoster = (enc: Encounter, cat: Catalog, roster: readonly RosterEntry[], cards = enc.cards): OpResult =>
    rebuild({ ...enc, roster, cards }, cat);

  const addFromCard = (
    enc: Encounter,
    cat: Catalog,
    card: CharacterCard,
    count: number,
    over: Partial<RosterEntry>,
  ): OpResult => {
    const roster = [...enc.roster];
    for (let i = 0; i < count; i++) {
      const id = freeId(
        roster.map((r) => r.id),
        over.id && i === 0 ? over.id : card.id,
      );
      // ghoul, ghoul-2, ghoul-3 are named "Ghoul", "Ghoul 2", "Ghoul 3".
      const name = over.name ?? (id === card.id ? card.name : `${card.name} ${id.slice(card.id.length + 1)}`);
      roster.push({ ...over, id, character: card.id, name, side: over.side ?? sideOfCard(card) });
    }
    return withRoster(enc, cat, roster);
  };

  return {
    current: (): Promise<Encounter | null> => store.get('encounter'),

    async newEncounter(opts: { name?: string; seed?: number } = {}): Promise<Encounter> {
      const enc = emptyEncounter(opts.seed ?? newSeed(), opts.name ?? null);
      await store.set('encounter', enc);
      return enc;
    },

    /** Add a combatant from a catalog character card. */
    async addCharacter(cardId: string, over: Partial<RosterEntry> = {}): Promise<OpResult> {
      await ensureEncounter();
      return mutate((enc, cat) => {
        const card = getCharacter(cat, cardId) ?? enc.cards.find((c) => c.id === cardId);
        if (!card)
          return opError(
            'setup/unknown-character',
            `no character card \`${cardId}\``,
            'pick a character from the list',
          );
        return addFromCard(enc, cat, card, 1, over);
      });
    },

    /** Several copies of a monster: `ghoul`, `ghoul-2`, … named "Ghoul 1", "Ghoul 2", … */
    async addCopies(cardId: string, count: number): Promise<OpResult> {
      await ensureEncounter();
      if (!Number.isInteger(count) || count < 1 || count > 50)
        return opError('setup/bad-count', `cannot add ${count} copies`, 'type a whole number from 1 to 50');
      return mutate((enc, cat) => {
        const card = getCharacter(cat, cardId) ?? enc.cards.find((c) => c.id === cardId);
        if (!card)
          return opError(
            'setup/unknown-character',
            `no character card \`${cardId}\``,
            'pick a character from the list',
          );
        return addFromCard(enc, cat, card, count, {});
      });
    },

    /** A creature typed in by the GM; it becomes a character card of this encounter. */
    async quickAdd(q: QuickAdd): Promise<OpResult> {
      await ensureEncounter();
      const bad = quickAddProblem(q);
      if (bad) return bad;
      return mutate((enc, cat) => {
        const id = freeId([...enc.cards.map((c) => c.id), ...cat.cards.keys()], `quick-${slug(q.name)}`);
        const card: CharacterCard = {
          type: 'character',
          id,
          name: q.name.trim(),
          side: q.side === 'players' ? 'player' : 'monster',
          poise: q.poise,
          health: q.health,
          init: q.init ?? 0,
          attack: q.attack ?? 0,
          defense: q.defense ?? 0,
          skills: {},
          actions: q.actions?.length ? [...q.actions] : defaultDeck(cat, q.side),
          stances: [...(q.stances ?? [])],
          extra_actions: q.extraActions ?? 0,
        };
        const rosterId = freeId(
          enc.roster.map((r) => r.id),
          slug(q.name),
        );
        return withRoster(
          enc,
          cat,
          [...enc.roster, { id: rosterId, character: id, name: card.name, side: q.side }],
          [...enc.cards, card],
        );
      });
    },

    /**
     * A campaign's built characters (checked and derived by importCampaignCharacters), on the
     * players' side with their current Health and the daily cards they used today.
     */
    async importCharacters(characters: readonly ImportedCharacter[]): Promise<OpResult> {
      if (!characters.length)
        return opError(
          'setup/no-characters',
          'no characters to import',
          "pick the files in the campaign's characters/ folder",
        );
      await ensureEncounter();
      return mutate((enc, cat) => rebuild(addImported(enc, characters), cat));
    },

    async removeCombatant(id: string): Promise<OpResult> {
      return mutate((enc, cat) => {
        if (!enc.roster.some((r) => r.id === id)) return opError('target/unknown', `no combatant \`${id}\``);
        const roster = enc.roster.filter((r) => r.id !== id);
        const cards = enc.cards.filter((c) => roster.some((r) => r.character === c.id));
        return withRoster(enc, cat, roster, cards);
      });
    },

    plan: (p: PlanInput) => act({ type: 'play', ...p, ...(p.extra ? { extra: p.extra } : {}) }),
    unplan: (combatant: string) => act({ type: 'unplay', combatant }),
    /** `round`: the round whose planning the timer was started in (the engine refuses a stale one). */
    timerExpired: (at: number = now(), round?: number) =>
      act({ type: 'timer-expired', at, ...(round !== undefined ? { round } : {}) }),
    reveal: () => act({ type: 'reveal' }),
    reorder: (order: readonly string[]) => act({ type: 'reorder', order }),
    /** `dice`: typed-in results (the d20, then the affliction die); absent = the engine rolls. */
    resolveNext: (dice?: readonly number[]) => act({ type: 'resolve-next', ...(dice?.length ? { dice } : {}) }),
    resolveRound: (dice?: readonly number[]) => act({ type: 'resolve-round', ...(dice?.length ? { dice } : {}) }),
    /** The death's-door saves. */
    endCombat: (dice?: readonly number[]) => act({ type: 'end-combat', ...(dice?.length ? { dice } : {}) }),
    undo: (count = 1) => mutate((enc) => undoSteps(enc, count)),

    async exportMarkdown(): Promise<string> {
      const enc = await store.get('encounter');
      return enc ? encounterMarkdown(enc) : '';
    },
    /** The `fray resolve` scenario (JSON) that replays this fight. */
    async exportScenario(): Promise<string> {
      const enc = await store.get('encounter');
      return enc ? `${JSON.stringify(encounterScenario(enc), null, 2)}\n` : '';
    },

    /** The finished fight as `fray campaign record` reads it (the `fray resolve --json` shape). */
    async exportFight(): Promise<string> {
      const enc = await store.get('encounter');
      const rec = enc ? fightRecord(enc) : null;
      return rec ? `${JSON.stringify(rec, null, 2)}\n` : '';
    },

    async save(name: string): Promise<OpResult> {
      const clean = name.trim();
      if (!clean)
        return opError('setup/no-name', 'the encounter needs a name', 'type a name, e.g. "Crypt of the Ghouls"');
      const enc = await store.get('encounter');
      if (!enc) return opError('setup/no-encounter', 'no encounter to save');
      const saved = { ...enc, name: clean };
      await store.update('encounters', (all) => ({
        ...all,
        [clean]: { name: clean, savedAt: now(), encounter: saved },
      }));
      return mutate((cur) => ({ ok: true, encounter: { ...cur, name: clean }, events: [] }));
    },
    async load(name: string): Promise<OpResult> {
      const s = await shelf.find(name);
      if (!s) return opError('setup/unknown-encounter', `no saved encounter named "${name}"`);
      const cat = await deps.catalog();
      const r = rebuild(s.encounter, cat);
      if (r.ok) await store.set('encounter', r.encounter);
      return r;
    },
    deleteSaved: shelf.deleteSaved,
    listSaved: shelf.listSaved,
  };

  async function ensureEncounter(): Promise<void> {
    if (!(await store.get('encounter'))) {
      const seed = newSeed();
      await store.update('encounter', (cur) => cur ?? emptyEncounter(seed));
    }
  }
}

function quickAddProblem(q: QuickAdd): OpResult | undefined {
  if (!q.name?.trim()) return opError('setup/no-name', 'the creature needs a name');
  if (q.side !== 'players' && q.side !== 'gm')
    return opError('setup/bad-side', `side must be players or gm, not ${String(q.side)}`);
  for (const [field, v, min] of [
    ['poise', q.poise, 0],
    ['health', q.health, 1],
  ] as const) {
    if (!Number.isInteger(v) || v < min)
      return opError(
        'setup/bad-number',
        `${field} must be a whole number ≥ ${min}`,
        `e.g. ${field}: ${field === 'poise' ? 20 : 12}`,
      );
  }
  for (const [field, v] of [
    ['init', q.init],
    ['attack', q.attack],
    ['defense', q.defense],
    ['extra actions', q.extraActions],
  ] as const) {
    if (v !== undefined && !Number.isInteger(v)) return opError('setup/bad-number', `${field} must be a whole number`);
  }
  return undefined;
}

function cryptoSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]!;
}

export type { OpResult, EngineEvent };
