import { isCardFile } from './catalog-layout.js';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse, parseDocument } from 'yaml';
import { splitCardList } from './card-chunks.js';

const LIST = '# cards\n\n- id: a\n  tags: &t [x]\n# between\n- id: b\n  tags: *t\n-\n  id: c\n';

/** Each item parsed after just its anchor sources, as the validation cache does. */
function itemsAlone(text: string): unknown[] {
  const c = splitCardList(text)!;
  return c.texts.map((own, i) => {
    const doc = parseDocument(c.deps[i]!.map((d) => c.texts[d]).join('') + own);
    expect(doc.errors).toEqual([]);
    return (doc.toJS() as unknown[]).at(-1);
  });
}

describe('splitCardList', () => {
  it('splits a top-level list into items, with their lines and anchor sources', () => {
    const c = splitCardList(LIST)!;
    expect(c.texts).toEqual(['- id: a\n  tags: &t [x]\n# between\n', '- id: b\n  tags: *t\n', '-\n  id: c\n']);
    expect(c.lines).toEqual([3, 6, 8]);
    expect(c.deps).toEqual([[], [0], []]);
    expect(itemsAlone(LIST)).toEqual(parse(LIST));
  });

  it('takes anchor sources transitively, and every earlier item that may define the name', () => {
    const text = '- a: &x 1\n- b: &y [*x]\n- c: *y\n- d: &x 2\n- e: *x\n';
    expect(splitCardList(text)!.deps).toEqual([[], [0], [0, 1], [], [0, 3]]);
    expect(itemsAlone(text)).toEqual(parse(text));
  });

  it('leaves anything but a plain list at column 0 to a whole-file parse', () => {
    for (const text of [
      'type: stance\nid: a\n',
      '---\n- a: 1\n',
      '%YAML 1.2\n---\n- a: 1\n',
      '- a: 1\nb: 2\n',
      '- a: 1\n...\n',
      '- a: 1\r- b: 2\r',
      '  - a: 1\n',
      '-\ta: 1\n',
      '\uFEFF- a: 1\n',
      '',
      '# only\n',
    ])
      expect(splitCardList(text), JSON.stringify(text)).toBeUndefined();
    expect(splitCardList('- a: 1\r\n- b: 2\r\n')?.texts).toEqual(['- a: 1\r\n', '- b: 2\r\n']);
  });

  it("refuses files where yaml's alias limit could apply to the file but not to its items", () => {
    const uses = (n: number): string => Array.from({ length: n }, (_, i) => `- x${i}: *a\n`).join('');
    expect(splitCardList(`- a: &a 1\n${uses(100)}`)).toBeDefined();
    expect(splitCardList(`- a: &a 1\n${uses(101)}`)).toBeUndefined();
    // 11 aliases of an anchor whose node holds 10 aliases: 110 > 100.
    const nested = `- a: &a 1\n- b: &b [${Array(10).fill('*a').join(', ')}]\n${Array(11).fill('- c: *b\n').join('')}`;
    expect(() => parseDocument(nested).toJS()).toThrow(/alias/);
    expect(splitCardList(nested)).toBeUndefined();
  });

  it('splits the bundled card files, and their items alone read as in the file', () => {
    const dir = new URL('../../cards/witchhammer/', import.meta.url).pathname;
    for (const name of readdirSync(dir).filter((n) => n.endsWith('.yaml') && isCardFile(`witchhammer/${n}`))) {
      const text = readFileSync(dir + name, 'utf8');
      expect(splitCardList(text), name).toBeDefined();
      expect(itemsAlone(text), name).toEqual(parse(text));
    }
  });
});
