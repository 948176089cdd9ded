// Every variable a card template reads under `card.` exists in that card type's schema
// (engine/schema/card.ts), and every other root is a field of the card context.
import { readdirSync, readFileSync } from 'node:fs';
import Handlebars from 'handlebars';
import { describe, expect, it } from 'vitest';
import { card as cardSchema, CARD_TYPES } from '../engine/schema/card.js';

type Node = hbs.AST.Node;
const dir = new URL('./', import.meta.url);
const read = (p: string): string => readFileSync(new URL(p, dir), 'utf8');
const PARTIALS = Object.fromEntries(
  readdirSync(new URL('partials/', dir)).map((f) => [f.replace(/\.hbs$/, ''), read(`partials/${f}`)]),
);
const CONTEXT_ROOTS = new Set([
  'card',
  'colours',
  'theme',
  'geom',
  'icon',
  'art',
  'tables',
  'system',
  'deck',
  'statBlock',
  'typeLabel',
  'index',
  'this',
]);
/** Each partial's parameters: every hash key it is called with anywhere (optional ones are falsy when left out). */
const PARTIAL_PARAMS = new Map<string, Set<string>>();
for (const source of [
  ...Object.values(PARTIALS),
  ...readdirSync(new URL('cards/', dir)).map((f) => read(`cards/${f}`)),
]) {
  const walk = (n: any): void => {
    if (!n || typeof n !== 'object') return;
    if ((n.type === 'PartialStatement' || n.type === 'PartialBlockStatement') && n.hash) {
      const keys = PARTIAL_PARAMS.get(n.name.original) ?? new Set<string>();
      for (const pair of n.hash.pairs) keys.add(pair.key);
      PARTIAL_PARAMS.set(n.name.original, keys);
    }
    for (const v of Object.values(n))
      if (v && typeof v === 'object' && v !== n.loc) Array.isArray(v) ? v.forEach(walk) : walk(v);
  };
  walk(Handlebars.parse(source));
}
const HELPERS = new Set([
  'signed',
  'moveText',
  'targetText',
  'rangeText',
  'effectText',
  'restoreText',
  'capitalise',
  'plural',
  'eq',
  'ne',
  'gt',
  'lt',
  'or',
  'and',
  'not',
  'join',
  'hasAny',
  'entries',
  'if',
  'unless',
  'each',
  'with',
  'add',
  'sub',
  'times',
  'upper',
  'typeLine',
  'printText',
  'mul',
]);

/** The zod schema at a path (objects, optionals, defaults, arrays via `[]`, records via `*`). */
function schemaAt(schema: any, parts: string[]): any {
  let s = schema;
  for (const p of parts) {
    while (['optional', 'default', 'nullable', 'prefault'].includes(s._zod.def.type)) s = s._zod.def.innerType;
    const def = s._zod.def;
    if (def.type === 'union') {
      const hits = def.options.map((o: any) => schemaAt(o, [p])).filter(Boolean);
      if (!hits.length) return undefined;
      s = hits.length === 1 ? hits[0] : { _zod: { def: { type: 'union', options: hits } } };
    } else if (def.type === 'object') s = def.shape[p];
    else if (def.type === 'array')
      s = p === '[]' ? def.element : p === 'length' ? { _zod: { def: { type: 'number' } } } : undefined;
    else if (def.type === 'record') s = p === '*' ? def.valueType : undefined;
    else return undefined;
    if (!s) return undefined;
  }
  return s;
}

/** Walks a template, tracking which schema path `this` is at inside #each/#with over card fields. */
/** `params`: the hash parameters a partial was called with (`{{> markers overlay=true}}`). */
function check(
  source: string,
  type: string,
  problems: string[],
  scopes: (string[] | null)[] = [[]],
  params: ReadonlySet<string> = new Set(),
): void {
  const schema = cardSchema.options.find((o: any) => o.shape.type.value === type)!;
  const resolve = (p: hbs.AST.PathExpression): string[] | null => {
    const scope = scopes[scopes.length - 1 - p.depth] ?? null;
    if (scope === null) return null;
    if (scope.length === 0) {
      const [root, ...rest] = p.parts;
      if (!root || p.data || params.has(root)) return null;
      if (!CONTEXT_ROOTS.has(root) && !HELPERS.has(root)) problems.push(`${type}: unknown variable '${p.original}'`);
      return root === 'card' ? rest : null;
    }
    return [...scope, ...p.parts];
  };
  const path = (p: hbs.AST.PathExpression): void => {
    const parts = resolve(p);
    if (parts && !schemaAt(schema, parts))
      problems.push(`${type}: 'card.${parts.join('.')}' is not in the ${type} schema`);
  };
  const expr = (e: any): void => {
    if (!e) return;
    if (e.type === 'PathExpression') path(e);
    else if (e.type === 'SubExpression') [...e.params, ...(e.hash?.pairs.map((x: any) => x.value) ?? [])].forEach(expr);
  };
  const visit = (n: Node | undefined): void => {
    if (!n) return;
    const any = n as any;
    switch (n.type) {
      case 'Program':
        any.body.forEach(visit);
        break;
      case 'MustacheStatement':
      case 'SubExpression':
        if (any.params.length) any.params.forEach(expr);
        else if (!HELPERS.has(any.path.original)) expr(any.path);
        any.hash?.pairs.forEach((x: any) => expr(x.value));
        break;
      case 'BlockStatement': {
        any.params.forEach(expr);
        const helper = any.path.original;
        const p = any.params[0];
        if ((helper === 'each' || helper === 'with') && p?.type === 'PathExpression') {
          const parts = resolve(p);
          scopes.push(
            parts
              ? helper === 'each'
                ? [...parts, schemaAt(schema, parts)?._zod.def.type === 'record' ? '*' : '[]']
                : parts
              : null,
          );
          visit(any.program);
          scopes.pop();
        } else if (helper === 'each' || helper === 'with') {
          scopes.push(null);
          visit(any.program);
          scopes.pop();
        } else visit(any.program);
        visit(any.inverse);
        break;
      }
      case 'PartialStatement':
      case 'PartialBlockStatement': {
        const name = any.name.original;
        const pairs: any[] = any.hash?.pairs ?? [];
        pairs.forEach((x) => expr(x.value));
        if (name !== '@partial-block') check(PARTIALS[name] ?? '', type, problems, scopes, PARTIAL_PARAMS.get(name));
        if (n.type === 'PartialBlockStatement') visit(any.program);
        break;
      }
    }
  };
  visit(Handlebars.parse(source));
}

describe('card templates', () => {
  for (const type of CARD_TYPES) {
    it(`${type}.hbs reads only fields of the ${type} schema`, () => {
      const problems: string[] = [];
      check(read(`cards/${type}.hbs`), type, problems);
      expect(problems).toEqual([]);
    });
  }
  it('catches a misspelt field', () => {
    const problems: string[] = [];
    check('{{card.nmae}} {{#each card.on_hit}}{{wonds}}{{/each}} {{cardd.name}}', 'action', problems);
    expect(problems).toEqual([
      `action: 'card.nmae' is not in the action schema`,
      `action: 'card.on_hit.[].wonds' is not in the action schema`,
      `action: unknown variable 'cardd.name'`,
    ]);
  });
  it('catches a field of another card type', () => {
    const problems: string[] = [];
    check('{{card.poise}}', 'stance', problems);
    expect(problems).toHaveLength(1);
  });
});
