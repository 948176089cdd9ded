// One suite for every system's quick reference: the page reads its numbers from system.yaml, so the
// defaults show the rules' text and a changed table shows on the page. Each system's
// reference.test.ts says what its page must show and which numbers it changes.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { loadRenderAssets } from '../../print/render/assets.js';
import { renderReferencePagesSvg } from '../../print/render/render-card.js';
import type { SystemModule } from '../../engine/systems/system-module.js';
import { compileReference } from './reference-template.js';

const ROOT = new URL('../../', import.meta.url);

// The tests edit the parsed tables freely, as a publisher edits system.yaml.
type Tables = Record<string, any>;

export interface ReferenceSuite {
  /** The system's display name, as the catalog gives it. */
  readonly name: string;
  /** Compile the template in Handlebars' strict mode (a missing field throws). */
  readonly strict?: boolean;
  /** The first test's name. */
  readonly sections?: string;
  /** Text the page shows with the bundled tables. */
  readonly shows: readonly string[];
  /**
   * Sets some table values (by their dotted path in system.yaml, e.g. `initiative.die`) and says what
   * the page then shows (a string or a pattern) and no longer shows.
   */
  readonly follows: {
    readonly set: Readonly<Record<string, unknown>>;
    readonly shows: readonly (string | RegExp)[];
    readonly hides?: readonly string[];
  };
  /** Also lay the pages out with the print pipeline (which fails on overflow). */
  readonly rendersPages?: boolean;
}

/** Sets `value` at the dotted `path` of `t`; a path that names no table value is the test's mistake. */
function setPath(t: Tables, path: string, value: unknown): void {
  const keys = path.split('.');
  const last = keys.pop()!;
  const parent = keys.reduce((o, k) => o?.[k], t);
  if (parent === undefined || !(last in parent)) throw new Error(`no table value at ${path}`);
  parent[last] = value;
}

export function describeReference(id: string, system: SystemModule, suite: ReferenceSuite): void {
  const render = (tables: unknown) =>
    compileReference(
      id,
      suite.strict ? { strict: true } : {},
    )({
      system: { id, name: suite.name },
      tables,
      cards: [],
      characters: [],
      attribution: 'attribution line',
    });
  const tables = () =>
    system.tablesSchema.parse(parse(readFileSync(new URL(`cards/${id}/system.yaml`, ROOT), 'utf8'))) as Tables;

  describe(`${id} reference`, () => {
    it(suite.sections ?? 'has two A4 sections with the tables in them', () => {
      const html = render(tables());
      expect(html.match(/<section class="page"/g)).toHaveLength(2);
      expect(html).not.toMatch(/undefined|NaN|\[object/);
      for (const s of ['attribution line', ...suite.shows]) expect(html).toContain(s);
    });
    it('follows the tables', () => {
      const t = tables();
      for (const [path, value] of Object.entries(suite.follows.set)) setPath(t, path, value);
      const html = render(t);
      for (const s of suite.follows.shows) {
        if (typeof s === 'string') expect(html).toContain(s);
        else expect(html).toMatch(s);
      }
      for (const s of suite.follows.hides ?? []) expect(html).not.toContain(s);
    });
    if (suite.rendersPages) {
      it('renders as two A4 pages that fit (the print pipeline fails on overflow)', async () => {
        const pages = await renderReferencePagesSvg(id, {
          assets: await loadRenderAssets(),
          tables: tables(),
          system: id,
          bleedMm: 3,
          cardsById: new Map(),
        });
        expect(pages).toHaveLength(2);
        for (const p of pages) expect(p.svg).toContain('<svg');
      });
    }
  });
}
