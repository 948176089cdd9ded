// Turns zod issues into positioned problems with a message a card author can act on:
// the unknown key with its closest known key, the allowed values of an enum, the known
// effects for an unknown `on_hit` effect, "missing required field" instead of "undefined".
import type { ZodType, core } from 'zod';
import { didYouMean, suggestion } from './did-you-mean.js';
import { objectKeys, schemaAt, unionMemberFor, unwrapSchema } from './schema-walk.js';
import { formatPath, type DataPath, type Problem } from './problem.js';
import type { YamlSource } from './yaml-source.js';

type Issue = core.$ZodIssue;

/** Friendly names for discriminators, e.g. the `type` of a card is a "card type". */
const DISCRIMINATOR_NOUN: Record<string, string> = { type: 'card type', effect: 'effect' };

export function valueAt(data: unknown, path: DataPath): unknown {
  let v = data;
  for (const seg of path) {
    if (!v || typeof v !== 'object') return undefined;
    v = (v as Record<string | number, unknown>)[seg];
  }
  return v;
}

function show(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'object') return 'a mapping';
  if (typeof v === 'string') return `the text "${v.length > 40 ? `${v.slice(0, 37)}...` : v}"`;
  return `${typeof v} ${String(v)}`;
}

const EXPECTED: Record<string, string> = {
  number: 'a number',
  int: 'a whole number',
  string: 'text',
  boolean: 'true or false',
  array: 'a list',
  object: 'a mapping (key: value)',
  record: 'a mapping (key: value)',
};

type NumberSchema = { isInt?: boolean; minValue?: number | null; maxValue?: number | null };

/** The bounds a number schema sets itself (not the safe-integer range every whole number has). */
function numberBounds(s: ZodType | undefined): { min?: number; max?: number } {
  const n = s && (unwrapSchema(s) as unknown as NumberSchema);
  if (!n) return {};
  return {
    ...(n.minValue != null && n.minValue > Number.MIN_SAFE_INTEGER ? { min: n.minValue } : {}),
    ...(n.maxValue != null && n.maxValue < Number.MAX_SAFE_INTEGER ? { max: n.maxValue } : {}),
  };
}

/** "a whole number of at least 0": what a number schema takes, from its checks. */
function numberWords(s: ZodType | undefined): string | undefined {
  const n = s && (unwrapSchema(s) as unknown as NumberSchema);
  if (!n || n.isInt === undefined) return undefined;
  const what = n.isInt ? 'a whole number' : 'a number';
  const { min, max } = numberBounds(s);
  if (min !== undefined && max !== undefined) return `${what} from ${min} to ${max}`;
  if (min !== undefined) return `${what} of at least ${min}`;
  if (max !== undefined) return `${what} of at most ${max}`;
  return what;
}

/** What a schema says it holds (`.describe(...)`), on it or on the schema it wraps. */
function described(s: ZodType | undefined): string | undefined {
  return s ? (s.description ?? unwrapSchema(s).description) : undefined;
}

function join(vals: readonly unknown[]): string {
  return vals.map(String).join(', ');
}

function withSuggestion(input: unknown, candidates: readonly unknown[], tail: string): string {
  const s = typeof input === 'string' ? suggestion(input, candidates.map(String)) : undefined;
  return s ? `${s} (${tail})` : tail;
}

/** A kebab-case spelling of a bad id, offered as a fix. */
function kebab(s: string): string {
  return s
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

interface Explained {
  message: string;
  hint?: string;
  /** Point at the key rather than the value. */
  key?: string;
  /** For an unknown key: the known key it is likely a misspelling of. */
  meant?: string;
}

/** A zod issue explained, before it is positioned in a file: where in the data, and what to say. */
export interface FieldProblem {
  readonly path: DataPath;
  /** Point at the key (an unknown key) or at the value. */
  readonly at: 'key' | 'value';
  readonly message: string;
  readonly hint?: string;
}

function explain(issue: Issue, schema: ZodType, data: unknown): Explained[] {
  const value = valueAt(data, issue.path as DataPath);
  const last = issue.path[issue.path.length - 1];
  const field = typeof last === 'string' ? last : 'value';
  switch (issue.code) {
    case 'unrecognized_keys': {
      const known = objectKeys(schemaAt(schema, issue.path as DataPath, data));
      return issue.keys.map((key) => ({
        key,
        meant: didYouMean(key, known),
        message: `unknown key \`${key}\``,
        hint: suggestion(key, known) ?? (known.length ? `known keys: ${known.join(', ')}` : undefined),
      }));
    }
    case 'invalid_union': {
      const disc = 'discriminator' in issue ? issue.discriminator : undefined;
      const options = 'options' in issue && Array.isArray(issue.options) ? issue.options : undefined;
      if (disc && options) {
        // A union that says what it chooses (`.describe('action type')`) names it; else by its key.
        const unionPath = (issue.path.at(-1) === disc ? issue.path.slice(0, -1) : issue.path) as DataPath;
        const noun = described(schemaAt(schema, unionPath, data, true)) ?? DISCRIMINATOR_NOUN[disc] ?? disc;
        if (value === undefined)
          return [
            { message: `missing required field \`${disc}\``, hint: `add \`${disc}:\` with one of: ${join(options)}` },
          ];
        const plural = noun === 'effect' ? 'known effects' : `allowed values`;
        return [
          {
            message: `unknown ${noun} \`${String(value)}\``,
            hint: withSuggestion(value, options, `${plural}: ${join(options)}`),
          },
        ];
      }
      // Name the forms the union takes when each member says what type it wanted.
      const errors = 'errors' in issue && Array.isArray(issue.errors) ? (issue.errors as Issue[][]) : [];
      const wanted = errors.map((e) =>
        e.length === 1 && e[0]!.code === 'invalid_type' && !e[0]!.path.length
          ? (EXPECTED[e[0]!.expected] ?? e[0]!.expected)
          : undefined,
      );
      if (value !== undefined && wanted.length && wanted.every((w) => w !== undefined))
        return [{ message: `expected ${[...new Set(wanted)].join(' or ')}, got ${show(value)}` }];
      return [{ message: `${show(value)} does not match any allowed form` }];
    }
    case 'invalid_value': {
      if (issue.values.length === 1) return [{ message: `must be \`${String(issue.values[0])}\`, not ${show(value)}` }];
      if (value === undefined)
        return [{ message: `missing required field \`${field}\``, hint: `allowed values: ${join(issue.values)}` }];
      return [
        {
          message: `invalid ${field} \`${String(value)}\``,
          hint: withSuggestion(value, issue.values, `allowed values: ${join(issue.values)}`),
        },
      ];
    }
    case 'invalid_type': {
      const at = schemaAt(schema, issue.path as DataPath, data);
      const kind =
        (issue.expected === 'number' ? numberWords(at) : undefined) ?? EXPECTED[issue.expected] ?? issue.expected;
      // A field that says what it holds (`id('a card id')`): "expected a card id (text), got number 5".
      const what = described(at);
      const expected = what && what !== kind ? `${what} (${kind})` : kind;
      if (value === undefined)
        return [{ message: `missing required field \`${field}\``, hint: `add \`${field}:\` (${expected})` }];
      const quoted =
        typeof value === 'string' &&
        /^-?\d+(\.\d+)?$/.test(value) &&
        (issue.expected === 'number' || issue.expected === 'int');
      const hint = quoted
        ? 'write the number without quotes'
        : issue.expected === 'array'
          ? 'write a list: `[a, b]`, or one `- item` per line'
          : undefined;
      return [{ message: `expected ${expected}, got ${show(value)}`, hint }];
    }
    case 'too_small': {
      // A schema's own words for its bound (`int.min(0, 'damage cannot be negative')`) say it best.
      if (!issue.message.startsWith('Too small')) return [{ message: `${issue.message} (got ${String(value)})` }];
      const min = Number(issue.minimum);
      if (issue.origin === 'string')
        return [{ message: min <= 1 ? 'must not be empty' : `must be at least ${min} characters` }];
      if (issue.origin === 'array') return [{ message: `needs at least ${min} item${min === 1 ? '' : 's'}` }];
      // A whole number past the safe range fails zod's own check first: name the schema's bound instead.
      const own = numberBounds(schemaAt(schema, issue.path as DataPath, data)).min;
      return [
        {
          message: `must be ${issue.inclusive ? 'at least' : 'more than'} ${own !== undefined && own > min ? own : min}, not ${String(value)}`,
        },
      ];
    }
    case 'too_big': {
      if (!issue.message.startsWith('Too big')) return [{ message: `${issue.message} (got ${String(value)})` }];
      const max = Number(issue.maximum);
      if (issue.origin === 'array') return [{ message: `holds at most ${max} items` }];
      if (issue.origin === 'string') return [{ message: `must be at most ${max} characters` }];
      const own = numberBounds(schemaAt(schema, issue.path as DataPath, data)).max;
      return [
        {
          message: `must be ${issue.inclusive ? 'at most' : 'less than'} ${own !== undefined && own < max ? own : max}, not ${String(value)}`,
        },
      ];
    }
    case 'invalid_format': {
      const fix =
        typeof value === 'string' && field === 'id' && kebab(value) && kebab(value) !== value
          ? `did you mean \`${kebab(value)}\`?`
          : undefined;
      return [{ message: issue.message, hint: fix }];
    }
    case 'custom': {
      // A schema's own check (e.g. a die written `d6`) may carry its fix as `params.hint`.
      const hint = (issue.params as { hint?: unknown } | undefined)?.hint;
      return [{ message: issue.message, ...(typeof hint === 'string' ? { hint } : {}) }];
    }
    default:
      return [{ message: issue.message }];
  }
}

/**
 * The explained issues of `schema` parsed against `data`, where `data` sits at `basePath` in its
 * document: pure, the engine's scenario readers use it without a file, and `zodProblems` positions it.
 */
/**
 * A mapping (or list) that fits no member of a union such as `true | { dice: [...] }` failed as the
 * member of its own shape: its issues say more than "does not match any allowed form".
 */
function expandUnions(issues: readonly Issue[], schema: ZodType, data: unknown): Issue[] {
  return issues.flatMap((issue): Issue[] => {
    if (issue.code !== 'invalid_union' || !('errors' in issue) || !Array.isArray(issue.errors)) return [issue];
    const i = unionMemberFor(
      schemaAt(schema, issue.path as DataPath, data, true),
      valueAt(data, issue.path as DataPath),
    );
    const own = i === undefined ? undefined : (issue.errors[i] as Issue[] | undefined);
    if (!own?.length) return [issue];
    return expandUnions(
      own.map((e) => ({ ...e, path: [...issue.path, ...e.path] }) as Issue),
      schema,
      data,
    );
  });
}

export function explainZod(
  issues: readonly Issue[],
  schema: ZodType,
  data: unknown,
  basePath: DataPath = [],
): FieldProblem[] {
  const out: (FieldProblem & { meant?: string })[] = [];
  for (const issue of expandUnions(issues, schema, data)) {
    for (const e of explain(issue, schema, data)) {
      const path = [...basePath, ...(issue.path as DataPath), ...(e.key !== undefined ? [e.key] : [])];
      out.push({
        path,
        at: e.key !== undefined ? 'key' : 'value',
        message: e.message,
        ...(e.hint ? { hint: e.hint } : {}),
        ...(e.meant ? { meant: e.meant } : {}),
      });
    }
  }
  // `agl: 10` for `agi`: "unknown key `agl`, did you mean `agi`?" says it all; the missing `agi` beside it is noise.
  const meant = new Set(out.flatMap((p) => (p.meant ? [formatPath([...p.path.slice(0, -1), p.meant])] : [])));
  // A whole number past the safe range fails zod's own bound and the field's, both worded with the field's: say it once.
  const said = new Set<string>();
  return out
    .filter((p) => !(p.message.startsWith('missing required field') && meant.has(formatPath(p.path))))
    .filter((p) => {
      const key = `${formatPath(p.path)}\n${p.message}`;
      return !said.has(key) && !!said.add(key);
    })
    .map(({ meant: _m, ...p }) => p);
}

/** A field problem at its place in `src`. */
export function positionProblem(p: FieldProblem, src: YamlSource): Problem {
  const pos = src.locate(p.path, p.at);
  return {
    severity: 'error',
    file: src.file,
    line: pos.line,
    col: pos.col,
    field: formatPath(p.path),
    message: p.message,
    ...(p.hint ? { hint: p.hint } : {}),
  };
}

/**
 * Problems for `issues` of `schema` parsed against `data`, where `data` sits at `basePath`
 * in `src` (e.g. one card of a card file).
 */
export function zodProblems(
  issues: readonly Issue[],
  schema: ZodType,
  data: unknown,
  src: YamlSource,
  basePath: DataPath = [],
): Problem[] {
  return explainZod(issues, schema, data, basePath).map((p) => positionProblem(p, src));
}
