// Building a table fight's `fray resolve` document from the catalog and the GM's quick-adds, for
// any system with a `table` description (engine/systems/system-module.ts TableSetup): each
// combatant entry is made by the system's `table.entry` from a validated `stats:` block, and the
// options are paths into the document. Nothing here knows a rule or a system.
import type { EngineError } from '../../../engine/core/types.js';
import type { SetupField, TableSetup } from '../../../engine/systems/system-module.js';
import { freeId, slug } from '../encounter.js';

export type Doc = Readonly<Record<string, unknown>>;
export type DocResult = { readonly ok: true; readonly doc: Doc } | { readonly ok: false; readonly error: EngineError };

/** A combatant card of the catalog (`type: combatant`), as the table reads it. */
export interface CombatantCard {
  readonly id: string;
  readonly name: string;
  readonly role?: 'character' | 'monster';
  readonly side?: string;
  readonly stats: Readonly<Record<string, unknown>>;
}

export interface Who {
  readonly name: string;
  readonly side: string;
  readonly monster: boolean;
  /** How many copies (monsters): ids and names are numbered. */
  readonly copies?: number;
}

const err = (code: string, message: string, hint?: string): DocResult => ({
  ok: false,
  error: { code, message, ...(hint ? { hint } : {}) },
});

const isIndex = (seg: string) => /^(0|[1-9]\d*)$/.test(seg);
const blank = (v: unknown) => v === undefined || v === '' || (typeof v === 'number' && Number.isNaN(v));
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The value at `segs` set in a copy of `container`: a numeric segment is an index into a list. */
function setIn(container: unknown, segs: readonly string[], value: unknown): Record<string, unknown> | unknown[] {
  const [head, ...rest] = segs as [string, ...string[]];
  const inner = (c: Record<string, unknown> | unknown[], k: string | number) =>
    (c as Record<string | number, unknown>)[k];
  const next = (old: unknown): unknown => {
    if (!rest.length) return blank(value) ? undefined : value;
    const built = setIn(old, rest, value);
    // An emptied list or object goes with its last value.
    return (Array.isArray(built) ? built.length : Object.keys(built).length) ? built : undefined;
  };
  if (isIndex(head)) {
    const list = Array.isArray(container) ? [...(container as unknown[])] : [];
    const i = Number(head);
    list[i] = next(list[i]);
    // No holes at the end: a removed last item shortens the list.
    while (list.length && list[list.length - 1] === undefined) list.pop();
    return list;
  }
  const out: Record<string, unknown> = isRecord(container) ? { ...container } : {};
  const v = next(inner(out, head));
  if (v === undefined) delete out[head];
  else out[head] = v;
  return out;
}

/**
 * `a.b.c` → value, in a copy (an absent or empty value removes the key). A numeric segment is an
 * index: `weapons.0.id` builds `weapons: [{ id }]`, the list a stat block has, not `{ "0": … }`.
 */
export function setPath(obj: Readonly<Record<string, unknown>>, key: string, value: unknown): Record<string, unknown> {
  return setIn(obj, key.split('.'), value) as Record<string, unknown>;
}

export function getPath(obj: Readonly<Record<string, unknown>>, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (o, k) => (typeof o === 'object' && o !== null ? (o as Record<string, unknown>)[k] : undefined),
      obj,
    );
}

/** A new document: the system, the dice's seed, nobody yet, and each option's default. */
export function newDoc(system: string, seed: number, options: readonly SetupField[] = []): Doc {
  let doc: Record<string, unknown> = { system, seed, combatants: [] };
  for (const f of options) if (f.default !== undefined) doc = setPath(doc, f.key, f.default);
  return doc;
}

export const combatantsOf = (doc: Doc): readonly Record<string, unknown>[] =>
  Array.isArray(doc.combatants) ? (doc.combatants as Record<string, unknown>[]) : [];

/** The stats block checked by the system's schema; the first problem as a message naming its field. */
function checkStats(
  table: TableSetup,
  stats: unknown,
): { ok: true; stats: Record<string, unknown> } | { ok: false; error: EngineError } {
  const r = table.stats.safeParse(stats);
  if (r.success) return { ok: true, stats: r.data as Record<string, unknown> };
  const issue = r.error.issues[0]!;
  const field = issue.path.join('.');
  return {
    ok: false,
    error: {
      code: 'setup/bad-stats',
      message: `${field ? `${field}: ` : ''}${issue.message}`,
      path: issue.path as (string | number)[],
    },
  };
}

/** One or several combatants with these stats. */
export function addCombatant(
  doc: Doc,
  table: TableSetup,
  stats: Readonly<Record<string, unknown>>,
  who: Who,
  base: string,
): DocResult {
  const name = who.name.trim();
  if (!name) return err('setup/no-name', 'the combatant needs a name', 'type a name, e.g. "Goblin"');
  const side = who.side.trim();
  if (!side) return err('setup/no-side', 'the combatant needs a side', 'e.g. party, or monsters');
  const copies = who.copies ?? 1;
  if (!Number.isInteger(copies) || copies < 1 || copies > 50)
    return err('setup/bad-count', `cannot add ${copies} copies`, 'type a whole number from 1 to 50');
  const checked = checkStats(table, stats);
  if (!checked.ok) return { ok: false, error: checked.error };
  const list = [...combatantsOf(doc)];
  const taken = () => list.map((c) => String(c.id));
  const clean = slug(base) || slug(name) || 'combatant';
  for (let i = 0; i < copies; i++) {
    // Copies are numbered from the first free number: goblin-1, goblin-2 named "Goblin 1", "Goblin 2".
    let id: string;
    let label = name;
    if (copies > 1) {
      let n = 1;
      while (taken().includes(`${clean}-${n}`)) n++;
      id = `${clean}-${n}`;
      label = `${name} ${n}`;
    } else id = freeId(taken(), clean);
    list.push(table.entry(checked.stats, { id, name: label, side, monster: who.monster }));
  }
  return { ok: true, doc: { ...doc, combatants: list } };
}

/** Quick-add: the form's answers (keys of `table.quickAdd`, dotted for nesting) become the stats block. */
export function quickAdd(doc: Doc, table: TableSetup, values: Readonly<Record<string, unknown>>, who: Who): DocResult {
  // The form's own bounds first (a field may ask more than the stat block allows: Health at least 1).
  for (const f of table.quickAdd) {
    const v = values[f.key];
    if (v === undefined || v === '') {
      if (f.optional || f.kind === 'flag') continue;
      return { ok: false, error: { code: 'setup/bad-stats', message: `${f.label} is needed`, path: [f.key] } };
    }
    if (f.kind !== 'number') continue;
    if (typeof v !== 'number' || !Number.isInteger(v))
      return {
        ok: false,
        error: { code: 'setup/bad-stats', message: `${f.label} must be a whole number`, path: [f.key] },
      };
    if (f.min !== undefined && v < f.min)
      return {
        ok: false,
        error: { code: 'setup/bad-stats', message: `${f.label} must be at least ${f.min}`, path: [f.key] },
      };
    if (f.max !== undefined && v > f.max)
      return {
        ok: false,
        error: { code: 'setup/bad-stats', message: `${f.label} must be at most ${f.max}`, path: [f.key] },
      };
  }
  let stats: Record<string, unknown> = {};
  for (const f of table.quickAdd) stats = setPath(stats, f.key, values[f.key]);
  return addCombatant(doc, table, stats, who, who.name);
}

export function removeCombatant(doc: Doc, id: string): DocResult {
  const list = combatantsOf(doc);
  if (!list.some((c) => c.id === id)) return err('target/unknown', `no combatant \`${id}\``);
  return { ok: true, doc: { ...doc, combatants: list.filter((c) => c.id !== id) } };
}

/** The key under which the system's `entry` puts the side (side, team, faction...), found by asking it. */
export function sideKeyOf(table: TableSetup): string | undefined {
  const probe = table.entry({}, { id: '?', name: '?', side: '\u0000side', monster: false });
  return Object.keys(probe).find((k) => probe[k] === '\u0000side');
}
