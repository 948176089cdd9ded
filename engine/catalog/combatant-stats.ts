// A combatant card's `stats:` block belongs to its system: checked here against that system's
// combatant schema (the one its table setup uses), with problems at the field inside `stats`.
// A combatant of a system without combatant cards, or of no known system, is reported at `system`.
import type { ZodType } from 'zod';
import type { CombatantCard } from '../schema/card.js';
import { suggestion } from '../diagnostics/did-you-mean.js';
import type { StatRefProblem } from '../systems/stat-refs.js';
import { zodProblems } from '../diagnostics/zod-problems.js';
import { formatPath, type DataPath, type Problem } from '../diagnostics/problem.js';
import type { YamlSource } from '../diagnostics/yaml-source.js';

/** What the check needs of the system registry: TABLE_SCHEMAS (`combatantStats`) or SYSTEMS (`table.stats`), the same schema. */
export type CombatantRegistry = Readonly<
  Record<string, { readonly combatantStats?: ZodType; readonly table?: { readonly stats: ZodType } } | undefined>
>;

const statsSchema = (entry: CombatantRegistry[string]): ZodType | undefined =>
  entry?.combatantStats ?? entry?.table?.stats;

/** The card with its validated stats (defaults applied), or the problems. */
export function checkCombatantStats(
  card: CombatantCard,
  src: YamlSource,
  path: DataPath,
  registry: CombatantRegistry,
): { card?: CombatantCard; problems: Problem[] } {
  const withStats = Object.keys(registry).filter((id) => statsSchema(registry[id]));
  const at = (message: string, hint: string): { problems: Problem[] } => {
    const p = src.locate([...path, 'system']);
    return {
      problems: [
        {
          severity: 'error',
          file: src.file,
          line: p.line,
          col: p.col,
          field: formatPath([...path, 'system']),
          message,
          hint,
        },
      ],
    };
  };
  const known = Object.hasOwn(registry, card.system);
  const schema = known ? statsSchema(registry[card.system]) : undefined;
  if (!known) {
    const guess = suggestion(card.system, withStats);
    return at(`unknown system \`${card.system}\``, guess ?? `systems with combatant cards: ${withStats.join(', ')}`);
  }
  if (!schema) {
    return at(
      `\`${card.system}\` has no combatant cards`,
      `its fighters are character cards (\`type: character\`); combatant cards belong to ${withStats.join(', ')}`,
    );
  }
  const r = schema.safeParse(card.stats);
  if (!r.success) return { problems: zodProblems(r.error.issues, schema, card.stats, src, [...path, 'stats']) };
  return { card: { ...card, stats: r.data as Record<string, unknown> }, problems: [] };
}

/** The stat block against the system's validated rule tables (damage types, actions), at each value. */
export function combatantRefProblems(
  card: CombatantCard,
  tables: unknown,
  refs: ((stats: unknown, tables: unknown) => StatRefProblem[]) | undefined,
  src: YamlSource,
  path: DataPath,
): Problem[] {
  return statRefProblems(refs?.(card.stats, tables) ?? [], src, [...path, 'stats']);
}

/** Stat-ref problems (paths inside `base`) at their place in the file, with did-you-mean or the candidates. */
export function statRefProblems(refs: readonly StatRefProblem[], src: YamlSource, base: DataPath): Problem[] {
  return refs.map((r) => {
    const full = [...base, ...r.path];
    const p = src.locate(full, r.at ?? 'value');
    const hint =
      suggestion(r.input, r.candidates) ?? (r.candidates.length ? `${r.what}: ${r.candidates.join(', ')}` : r.hint);
    return {
      severity: 'error' as const,
      file: src.file,
      line: p.line,
      col: p.col,
      field: formatPath(full),
      message: r.message,
      ...(hint ? { hint } : {}),
    };
  });
}
