import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { validateCatalog, type CatalogData, type CatalogFile } from '../../engine/catalog/validate-catalog.js';
import { gameIconNames } from '../../catalog/game-icons.js';
import { DiskCache } from '../../infra/disk-cache.js';
import { sha1 } from '../../infra/hash.js';
import { validateCached, type ValidationStats } from './validate-cache.js';

const CARDS = new URL('../../cards/', import.meta.url).pathname;
const INVALID = new URL('../../test/fixtures/invalid-catalogs/', import.meta.url).pathname;

function readTree(dir: string): CatalogFile[] {
  const walk = (d: string): string[] =>
    readdirSync(d).flatMap((n) =>
      statSync(join(d, n)).isDirectory() ? walk(join(d, n)) : /\.ya?ml$/.test(n) ? [join(d, n)] : [],
    );
  return walk(dir).map((p) => ({
    path: relative(dir, p),
    text: readFileSync(p, 'utf8'),
    display: `shown/${relative(dir, p)}`,
  }));
}

const icons = await gameIconNames();
const uncached = (files: readonly CatalogFile[], withIcons = true): CatalogData =>
  validateCatalog(files, withIcons ? { icons } : {});

const root = mkdtempSync(join(tmpdir(), 'fray-vc-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
function newCache(): DiskCache {
  return new DiskCache(mkdtempSync(join(root, 'cache-')));
}

async function cached(
  files: readonly CatalogFile[],
  cache: DiskCache,
): Promise<{ data: CatalogData; stats: ValidationStats }> {
  return validateCached(files, {
    cache,
    scope: 'test',
    icons: async () => icons,
    validate: async (f, withIcons) => uncached(f, withIcons),
  });
}

/** Everything of a CatalogData, with map order, for toStrictEqual (which also sees undefined keys). */
function plain(d: CatalogData): unknown {
  return { ...d, cards: [...d.cards], origins: [...d.origins] };
}

/** Validates through the cache and checks it against the uncached validator. */
async function same(files: CatalogFile[], cache: DiskCache): Promise<ValidationStats> {
  const { data, stats } = await cached(files, cache);
  expect(plain(data)).toStrictEqual(plain(uncached(files)));
  return stats;
}

const edit = (files: CatalogFile[], path: string, from: string | RegExp, to: string): CatalogFile[] =>
  files.map((f) => {
    if (f.path !== path) return f;
    const text = f.text.replace(from, to);
    expect(text, `${String(from)} in ${path}`).not.toBe(f.text);
    return { ...f, text };
  });

/** A list file whose items share nested objects, which yaml writes as anchors and aliases (like the benchmark). */
function aliasedCatalog(): CatalogFile[] {
  const files = readTree(CARDS).filter((f) => f.path.startsWith('witchhammer/') && !f.path.endsWith('characters.yaml'));
  const actions = parse(files.find((f) => f.path.endsWith('/actions.yaml'))!.text) as Record<string, unknown>[];
  const copies = [0, 1, 2].flatMap((n) => actions.map((a) => ({ ...a, id: n ? `${a.id as string}-${n}` : a.id })));
  return [
    ...files.filter((f) => !f.path.endsWith('/actions.yaml')),
    { path: 'witchhammer/actions.yaml', text: stringify(copies) },
  ];
}

describe('validateCached', () => {
  it('returns what validateCatalog returns for the bundled catalog, cold and then from the cache alone', async () => {
    const cache = newCache();
    const files = readTree(CARDS);
    expect(uncached(files).problems).toEqual([]);
    expect((await same(files, cache)).full).toBe(false);
    expect(await same(files, cache)).toEqual({ missed: 0, parsed: 0, full: false });
    // Same texts under other names: only the names shown change.
    expect(
      await same(
        files.map((f) => ({ ...f, display: `elsewhere/${f.path}` })),
        cache,
      ),
    ).toEqual({ missed: 0, parsed: 0, full: false });
  });

  it('caches files it cannot split card by card as a whole', async () => {
    const cache = newCache();
    const files = [
      ...readTree(CARDS),
      { path: 'witchhammer/one.yaml', text: 'type: stance\nid: leery\nname: Wary\n' },
      {
        path: 'witchhammer/more.yaml',
        text: '---\n- type: stance\n  id: calm\n  name: Calm\n- type: stance\n  id: bold\n  name: Bold\n',
      },
    ];
    await same(files, cache);
    expect(await same(files, cache)).toEqual({ missed: 0, parsed: 0, full: false });
    const one = edit(files, 'witchhammer/one.yaml', 'Wary', 'Very Wary');
    expect(await same(one, cache)).toEqual({ missed: 1, parsed: 1, full: false });
    expect(await same(edit(one, 'witchhammer/more.yaml', 'Bold', 'Bolder'), cache)).toEqual({
      missed: 1,
      parsed: 1,
      full: false,
    });
  });

  it('revalidates only the changed card, and never serves the old one', async () => {
    const cache = newCache();
    const files = readTree(CARDS);
    await same(files, cache);
    // [file, from, to, YAML parses needed]: text edits are read off their line.
    const changes: [string, string | RegExp, string, number][] = [
      [
        'witchhammer/actions.yaml',
        'text: Strike an adjacent enemy of your choice.',
        'text: Strike any adjacent enemy.',
        0,
      ],
      ['witchhammer/actions.yaml', 'text: Strike an adjacent enemy of your choice.', 'text: "Strike: twice"', 0],
      ['witchhammer/actions.yaml', 'text: Strike an adjacent enemy of your choice.', "text: 'true'", 0],
      ['witchhammer/actions.yaml', 'text: Strike an adjacent enemy of your choice.', 'text: yes', 0],
      ['witchhammer/actions.yaml', 'text: Strike an adjacent enemy of your choice.', 'text: Strike\n    twice', 1],
      ['witchhammer/actions.yaml', /attack: 8\n/, 'attack: 9\n', 1],
      ['witchhammer/actions.yaml', 'name: Sword Swing', 'name: Great Swing', 0],
      ['witchhammer/actions.yaml', 'range: close', 'range: short', 1],
      // A blank line ends the item before: it changes, and every item after it moves down a line.
      ['witchhammer/stances.yaml', /\n- type: stance\n {2}id: defensive/, '\n\n- type: stance\n  id: defensive', 1],
    ];
    for (const [path, from, to, parsed] of changes) {
      await same(files, cache);
      const stats = await same(edit(files, path, from, to), cache);
      expect(stats, to).toEqual({ missed: 1, parsed, full: false });
    }
    const text = edit(files, 'witchhammer/actions.yaml', 'Strike an adjacent enemy of your choice.', 'Hit it.');
    expect((await cached(text, cache)).data.cards.get('sword-swing')?.text).toBe('Hit it.');
    expect((await cached(files, cache)).data.cards.get('sword-swing')?.text).toBe(
      'Strike an adjacent enemy of your choice.',
    );
  });

  it('takes a damaged cache entry as a miss', async () => {
    const cache = newCache();
    const files = readTree(CARDS);
    await same(files, cache);
    const key = sha1('validate', 'test');
    const entry = cache.get<{ units: Record<string, unknown> }>('validate', key)!;
    cache.set('validate', key, {
      ...entry,
      units: Object.fromEntries(Object.keys(entry.units).map((k) => [k, [{ card: null }]])),
    });
    expect(await same(files, cache)).toMatchObject({ full: true });
    expect(await same(files, cache)).toMatchObject({ full: false });
    cache.set('validate', key, 'not an index');
    expect(await same(files, cache)).toMatchObject({ full: false });
    expect(await same(files, cache)).toEqual({ missed: 0, parsed: 0, full: false });
  });

  it('follows anchors and aliases across cards', async () => {
    const cache = newCache();
    const files = aliasedCatalog();
    expect(files.at(-1)!.text).toMatch(/&a1[\s\S]*\*a1/);
    expect(await same(files, cache)).toMatchObject({ full: false });
    // The text of a card whose tags two other cards alias (they miss too: their anchor source
    // changed, but not inside the anchored node), then the aliased tags themselves.
    const text = edit(files, 'witchhammer/actions.yaml', /text: Catch your breath[^\n]*/, 'text: Rest a moment');
    expect(await same(text, cache)).toEqual({ missed: 3, parsed: 0, full: false });
    const tags = edit(text, 'witchhammer/actions.yaml', /tags: &a1\n {4}- recovery/, 'tags: &a1\n    - rest');
    expect(await same(tags, cache)).toEqual({ missed: 3, parsed: 3, full: false });
    expect((await cached(tags, cache)).data.cards.get('focus-2')?.tags).toEqual(['rest']);
  });

  it('reports exactly the problems of validateCatalog, warm or cold', async () => {
    const bundledTables = readTree(CARDS).find((f) => f.path === 'witchhammer/system.yaml')!;
    for (const name of readdirSync(INVALID).filter((n) => statSync(join(INVALID, n)).isDirectory())) {
      const own = readTree(join(INVALID, name));
      const files = own.some((f) => f.path === 'witchhammer/system.yaml') ? own : [...own, bundledTables];
      const data = (await cached(files, newCache())).data;
      expect(data.problems.length, name).toBeGreaterThan(0);
      expect(plain(data), name).toStrictEqual(plain(uncached(files)));
    }
    // A problem introduced by an edit the cache could otherwise take as a text edit.
    const cache = newCache();
    const files = readTree(CARDS);
    await same(files, cache);
    const focusText = 'text: Catch your breath and plant your feet. Regain 5 Poise. No attack.';
    const problems: [string | RegExp, string][] = [
      [/name: Focus\n/, 'icon: meditation\n'],
      ['name: Focus', 'name: ""'],
      [focusText, 'text: true'],
      [focusText, 'text: "unterminated'],
      ['flavor: Breathe in. Count the enemies. Breathe out.', 'flavor: 12'],
      ['id: second-wind', 'id: focus'],
      ['icon: meditation', 'icon: meditate'],
    ];
    for (const [from, to] of problems)
      expect((await same(edit(files, 'witchhammer/actions.yaml', from, to), cache)).full, to).toBe(true);
  });

  it('matches validateCatalog through any sequence of line edits (property)', async () => {
    const values = [
      'Hit it',
      'yes',
      'true',
      'null',
      '~',
      '12',
      '-0',
      '0x1F',
      '.inf',
      'a: b',
      'a #b',
      '#c',
      "it's",
      'R&D',
      '*a1',
      '&a9 x',
      '- x',
      '[melee]',
      '{ poise: 2 }',
      '',
      'É',
      'melee',
      'meditation',
      'focus',
    ];
    const edits = fc.array(
      fc.tuple(
        fc.nat(),
        fc.constantFrom('value', 'delete', 'copy', 'blank', 'indent', 'swap'),
        fc.constantFrom(...values),
        fc.constantFrom('', '"', "'"),
      ),
      { minLength: 1, maxLength: 4 },
    );
    const outcome = async (run: () => Promise<CatalogData>): Promise<unknown> =>
      run().then(plain, (e: Error) => `throws ${e.message}`);
    // The edits touch witchhammer/actions.yaml, whose cards meet only their own system's files
    // (its stances, characters and tables): the property runs on that system, a fifth of the
    // catalog's validation cost, so its 50 runs of up to 9 validations each fit a loaded machine.
    // The whole catalog, cold and warm, is checked by the tests above.
    const system = readTree(CARDS).filter((f) => f.path.startsWith('witchhammer/'));
    await fc.assert(
      fc.asyncProperty(fc.boolean(), edits, async (aliased, steps) => {
        const cache = newCache();
        let files = aliased ? aliasedCatalog() : system;
        const path = 'witchhammer/actions.yaml';
        await cached(files, cache);
        for (const [at, op, value, quote] of steps) {
          const lines = files.find((f) => f.path === path)!.text.split('\n');
          const i = at % lines.length;
          const line = lines[i]!;
          if (op === 'value') lines[i] = line.replace(/:( .*)?$/, `: ${quote}${value}${quote}`);
          else if (op === 'delete') lines.splice(i, 1);
          else if (op === 'copy') lines.splice(i, 0, line);
          else if (op === 'blank') lines.splice(i, 0, value.startsWith('#') ? value : '');
          else if (op === 'indent') lines[i] = `  ${line}`;
          else lines.splice(i, 2, lines[i + 1] ?? '', line);
          files = files.map((f) => (f.path === path ? { ...f, text: lines.join('\n') } : f));
          const got = await outcome(async () => (await cached(files, cache)).data);
          expect(got).toStrictEqual(await outcome(async () => uncached(files)));
        }
      }),
      { numRuns: 50 },
    );
    // A bound for a hang only: about 10 s on a quiet machine, several times that under a load of 20.
  }, 180_000);
});
