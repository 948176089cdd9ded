// Reads a matchup file (docs/simulate.md): the two sides with their characters and policies, the
// fight limits, and an optional sweep. Every mistake is a positioned problem with a hint; the
// result is plain data the workers can take.
import { suggestion } from '../engine/diagnostics/did-you-mean.js';
import type { ZodType } from 'zod';
import { compareProblems, formatPath, type DataPath, type Problem } from '../engine/diagnostics/problem.js';
import type { YamlSource } from '../engine/diagnostics/yaml-source.js';
import { combatantSchema, matchupSchema, shapeProblems } from './matchup-schema.js';
import type { Card } from '../engine/schema/card.js';
import { init } from '../engine/core/step.js';
import { plugin } from '../engine/systems/witchhammer/plugin.js';
import { combatantsFromCharacter, playCardFrom } from '../engine/systems/witchhammer/setup.js';
import type { WitchhammerTables } from '../engine/systems/witchhammer/tables.js';
import type { CombatantSetup, PlayCard, Side } from '../engine/systems/witchhammer/types.js';
import type { SimMatchup, SimSide } from './fight.js';
import { POLICY_NAMES } from './policies/policy.js';
import { sweepVariants, type Sweep } from './sweep.js';
import type { Variant } from './fight.js';

export interface LoadedMatchup {
  readonly matchup: SimMatchup;
  readonly variants: readonly Variant[];
  readonly sweep?: Sweep;
  readonly fights: number;
  readonly seed: number;
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const wholeOr = (v: unknown, fallback: number): number => (typeof v === 'number' && Number.isInteger(v) ? v : fallback);

/** Collects positioned problems: the shape from zod (matchup-schema.ts), the rest from the catalog. */
export class MatchupReader {
  readonly problems: Problem[] = [];
  /** Fields the shape check already reported: no second problem there. */
  private readonly shapeFields = new Set<string>();
  constructor(readonly src: YamlSource) {}

  at(path: DataPath, message: string, hint?: string, which: 'key' | 'value' = 'value'): undefined {
    const field = formatPath(path);
    if (this.shapeFields.has(field)) return undefined;
    const p = this.src.locate(path, which);
    this.problems.push({
      severity: 'error',
      file: this.src.file,
      line: p.line,
      col: p.col,
      field,
      message,
      ...(hint ? { hint } : {}),
    });
    return undefined;
  }

  /** Checks `data` (at `path`) against a zod schema; true when it fits. */
  shape(schema: ZodType, data: unknown, path: DataPath = []): boolean {
    const found = shapeProblems(schema, data, this.src, path);
    for (const p of found) {
      this.problems.push(p);
      this.shapeFields.add(p.field);
    }
    return !found.length;
  }

  /** Whether the shape check reported this field or one inside it. */
  bad(path: DataPath): boolean {
    const f = formatPath(path);
    for (const x of this.shapeFields) if (x === f || x.startsWith(`${f}.`) || x.startsWith(`${f}[`)) return true;
    return false;
  }
}

export function readMatchup(
  src: YamlSource,
  catalog: { cards: ReadonlyMap<string, Card>; tables: unknown },
): { ok: true; loaded: LoadedMatchup } | { ok: false; problems: Problem[] } {
  const r = new MatchupReader(src);
  const doc = src.data;
  if (!isObj(doc)) {
    r.at([], 'a matchup is a mapping with `sides:`', 'see docs/simulate.md for the format');
    return { ok: false, problems: r.problems };
  }
  if (doc.system !== undefined && doc.system !== 'witchhammer')
    r.at(
      ['system'],
      `the balance lab runs WitchHammer fights, not ${String(doc.system)}`,
      'write `system: witchhammer` or leave it out',
    );
  r.shape(matchupSchema, doc);
  const tables = catalog.tables as WitchhammerTables;
  const fights = r.bad(['fights']) ? 2000 : wholeOr(doc.fights, 2000);
  const seed = r.bad(['seed']) ? 1 : wholeOr(doc.seed, 1);
  const maxRounds = r.bad(['max_rounds']) ? 30 : wholeOr(doc.max_rounds, 30);
  const timerMiss = !r.bad(['timer_miss']) && typeof doc.timer_miss === 'number' ? doc.timer_miss : 0;
  const defaultPolicy = policyName(doc.policy, 'greedy');

  const cards: PlayCard[] = [];
  for (const c of catalog.cards.values()) {
    const pc = playCardFrom(c);
    if (pc) cards.push(pc);
  }
  const sides: SimSide[] = [];
  if (!isObj(doc.sides) || Object.keys(doc.sides).length !== 2) {
    r.at(
      ['sides'],
      'a matchup has exactly two sides',
      'e.g. sides: { party: { combatants: [...] }, monsters: { combatants: [...] } }',
    );
  } else {
    const ids = new Set<string>();
    Object.entries(doc.sides).forEach(([name, raw], i) => {
      const side = readSide(r, name, raw, i, ['sides', name], defaultPolicy, catalog.cards, ids);
      if (side) sides.push(side);
    });
    if (sides.length === 2 && sides[0]!.side === sides[1]!.side)
      r.at(
        ['sides', Object.keys(doc.sides)[1]!, 'side'],
        'the two sides must take different engine sides',
        'one side is `players`, the other `gm`',
      );
  }
  const matchup: SimMatchup | undefined =
    sides.length === 2
      ? {
          name: typeof doc.name === 'string' ? doc.name : 'matchup',
          tables,
          cards,
          sides: [sides[0]!, sides[1]!],
          maxRounds,
          timerMiss,
          alternateSides: doc.alternate_sides === true,
        }
      : undefined;
  if (matchup && !r.problems.length) {
    // The engine's own setup checks (decks, ids): an impossible matchup is refused here, positioned.
    const combatants = matchup.sides.flatMap((s) => s.combatants.map((c) => ({ ...c, side: s.side })));
    const started = init(plugin, { tables, cards, combatants, seed });
    if (started.error)
      r.at(
        ['sides'],
        `the engine refuses this matchup: ${started.error.message}`,
        started.error.hint ?? 'check the combatants',
      );
  }
  const sweep = matchup && doc.sweep !== undefined ? sweepVariants(r, doc.sweep, ['sweep'], matchup) : undefined;
  if (r.problems.length || !matchup) return { ok: false, problems: r.problems.sort(compareProblems) };
  return {
    ok: true,
    loaded: {
      matchup,
      variants: sweep?.variants ?? [{ label: 'all fights' }],
      ...(sweep ? { sweep: sweep.sweep } : {}),
      fights,
      seed,
    },
  };
}

/** A valid policy name, or the fallback (a bad one is the shape check's problem). */
const policyName = (v: unknown, fallback: string): string =>
  typeof v === 'string' && POLICY_NAMES.includes(v) ? v : fallback;

function readSide(
  r: MatchupReader,
  name: string,
  raw: unknown,
  index: number,
  path: DataPath,
  defaultPolicy: string,
  cards: ReadonlyMap<string, Card>,
  ids: Set<string>,
): SimSide | undefined {
  if (!isObj(raw))
    return r.at(
      path,
      'a side is a mapping with `combatants:`',
      'e.g. party: { policy: greedy, combatants: [ { character: mara-voss } ] }',
    );
  const engineSide: Side = raw.side === 'players' || raw.side === 'gm' ? raw.side : index === 0 ? 'players' : 'gm';
  const policy = policyName(raw.policy, defaultPolicy);
  // `only`: the action cards this side's policy may play (each must be a known action card).
  let only: Set<string> | undefined;
  if (raw.only !== undefined && !r.bad([...path, 'only']) && Array.isArray(raw.only)) {
    {
      const named = new Set<string>();
      let bad = false;
      raw.only.forEach((id, j) => {
        const c = typeof id === 'string' ? cards.get(id) : undefined;
        if (c && c.type === 'action') named.add(id as string);
        else
          bad =
            !!r.at(
              [...path, 'only', j],
              `no action card \`${String(id)}\``,
              suggestion(
                String(id),
                [...cards.values()].filter((x) => x.type === 'action').map((x) => x.id),
              ) ?? 'name action cards of the catalog',
            ) || true;
      });
      // A misspelt card is its own problem: no "holds none of these cards" on top of it.
      if (!bad) only = named;
    }
  }
  if (!Array.isArray(raw.combatants) || !raw.combatants.length)
    return r.at(
      [...path, 'combatants'],
      'a side needs at least one combatant',
      'e.g. combatants: [ { character: mara-voss } ]',
    );
  const combatants: CombatantSetup[] = [];
  raw.combatants.forEach((c, j) => {
    const cp = [...path, 'combatants', j];
    const entry: Obj | undefined = typeof c === 'string' ? { character: c } : isObj(c) ? c : undefined;
    if (!entry) return r.at(cp, 'a combatant is `{ character: <id> }`', 'e.g. { character: grave-ghoul, copies: 2 }');
    if (!r.shape(combatantSchema, entry, cp) && r.bad([...cp, 'character'])) return undefined;
    const id = entry.character;
    const card = typeof id === 'string' ? cards.get(id) : undefined;
    if (card?.type !== 'character') {
      const chars = [...cards.values()].filter((x) => x.type === 'character').map((x) => x.id);
      return r.at(
        [...cp, 'character'],
        `no character card \`${String(id)}\``,
        suggestion(String(id), chars) ?? `characters: ${chars.join(', ')}`,
      );
    }
    const copies = r.bad([...cp, 'copies']) ? 1 : wholeOr(entry.copies, 1);
    const base =
      typeof entry.id === 'string'
        ? entry.id
        : ids.has(card.id) || [...ids].some((x) => x.startsWith(`${card.id}-`))
          ? `${name}-${card.id}`
          : card.id;
    const position =
      !r.bad([...cp, 'position']) && Array.isArray(entry.position)
        ? ([entry.position[0], entry.position[1]] as [number, number])
        : undefined;
    const made = combatantsFromCharacter(card, {
      id: base,
      side: engineSide,
      copies,
      ...(entry.health !== undefined ? { health: within(r, entry.health, [...cp, 'health'], 1, card.health) } : {}),
      ...(entry.poise !== undefined ? { poise: within(r, entry.poise, [...cp, 'poise'], 0, card.poise) } : {}),
      ...(position ? { position } : {}),
    });
    for (const m of made) {
      if (ids.has(m.id))
        return r.at(
          [...cp, 'character'],
          `two combatants would both be called \`${m.id}\``,
          'give one of them its own `id:`',
        );
      ids.add(m.id);
      const actions = only ? (m.actions ?? []).filter((a) => only!.has(a)) : m.actions;
      if (only && !actions?.length)
        return r.at(
          [...path, 'only'],
          `${m.name} holds none of these cards, so it could never act`,
          `its deck: ${(m.actions ?? []).join(', ')}`,
        );
      combatants.push({ ...m, ...(actions ? { actions } : {}) });
    }
    return undefined;
  });
  return { name, side: engineSide, policy, combatants };
}

/** A current track value the shape check let through, within the character's own range. */
function within(r: MatchupReader, v: unknown, path: DataPath, min: number, max: number): number {
  if (r.bad(path) || typeof v !== 'number') return max;
  if (v < min || v > max)
    return r.at(path, `must be a whole number from ${min} to ${max} (the character's maximum)`, `e.g. ${max}`) ?? max;
  return v;
}
