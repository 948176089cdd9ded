import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { editedFields, simpleScalar, stringFieldLines } from './card-lines.js';
import { parseYamlSource } from '../diagnostics/yaml-source.js';

/** What yaml itself reads for `key: <source>`, or undefined when it is not a clean one-line string. */
function yamlReads(source: string): unknown {
  const doc = parseDocument(`key: ${source}\nnext: 1\n`, { uniqueKeys: true });
  return doc.errors.length ? 'error' : (doc.toJS() as { key: unknown }).key;
}

const ITEM =
  '- type: action\n  id: focus\n  name: Focus\n  text: Catch your breath.\n  flavor: "Breathe: in"\n  tags: [a]\n  icon: &i meditation\n';

describe('simpleScalar', () => {
  it('reads what yaml reads, or declines', () => {
    const tricky = [
      'Hit it',
      'yes',
      'true',
      'True',
      'null',
      '~',
      '12',
      '-0',
      '.inf',
      'a: b',
      'a:b',
      'a #b',
      'a#b',
      '#c',
      "it's",
      'R&D',
      '*a1',
      '&a x',
      '- x',
      '[a]',
      '{a: 1}',
      '',
      ' lead',
      'trail ',
      'É ça',
      '"q"',
      "'q'",
      '"a\\"b"',
      "'it''s'",
      '"a\\nb"',
      '"tab\there"',
      '!tag x',
      '@x',
      '`x',
      '%x',
      '|',
      '>',
      'x\u2028y',
      '\uFEFFx',
    ];
    for (const s of tricky) {
      const v = simpleScalar(s);
      if (v !== undefined) expect(yamlReads(s), JSON.stringify(s)).toBe(v);
    }
    expect(['Hit it', 'yes', 'É ça', 'R&D', "it's"].map(simpleScalar)).toEqual([
      'Hit it',
      'yes',
      'É ça',
      'R&D',
      "it's",
    ]);
    expect(['"a: b"', "'a #b'"].map(simpleScalar)).toEqual(['a: b', 'a #b']);
    expect(['true', '12', 'a: b', 'a #b', '*a1', '&a x', '"a\\"b"', "'it''s'", 'trail ', ''].map(simpleScalar)).toEqual(
      Array(10).fill(undefined),
    );
  });

  it('reads what yaml reads for any string (property)', () => {
    const chars = fc.constantFrom(...'aZé 0-:#"\'\\&*!|>[]{},?%@`\t~.'.split(''), 'x', 'y');
    const source = fc.oneof(fc.string({ unit: chars, maxLength: 8 }), fc.string({ unit: 'grapheme', maxLength: 8 }));
    fc.assert(
      fc.property(source, fc.constantFrom('', '"', "'"), (s, q) => {
        const v = simpleScalar(q + s + q);
        if (v !== undefined) expect(yamlReads(q + s + q)).toBe(v);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('stringFieldLines and editedFields', () => {
  const src = parseYamlSource(ITEM, 'f.yaml');
  const raw = (src.data as Record<string, unknown>[])[0]!;
  const lines = stringFieldLines(ITEM, raw, ['type', 'id', 'name', 'text', 'flavor', 'tags', 'icon', 'art'], (k) =>
    src.locate([0, k], 'key'),
  );

  it('remembers the one-line string fields written simply', () => {
    // `type` sits on the `- ` line and `icon` has an anchor: neither is a plain `key: value` line.
    expect(lines).toEqual({ id: 2, name: 3, text: 4, flavor: 5 });
    expect(stringFieldLines(ITEM, raw, ['text'], (k) => src.locate([0, k], 'key'))).toEqual({ text: 4 });
  });

  it('reads edits of those lines, and nothing else', () => {
    const edited = (from: string, to: string) => editedFields(ITEM, ITEM.replace(from, to), raw, lines);
    expect(edited('Catch your breath.', 'Rest.')).toEqual({ raw: { ...raw, text: 'Rest.' }, changed: [4] });
    expect(edited('"Breathe: in"', "'Out: now'")?.raw.flavor).toBe('Out: now');
    expect(edited('text: Catch your breath.', 'text: true')).toBeUndefined();
    expect(edited('text: Catch your breath.', 'text:  Rest')).toBeUndefined();
    expect(edited('tags: [a]', 'tags: [b]')).toBeUndefined();
    expect(edited('meditation', 'lungs')).toBeUndefined();
    expect(edited('Catch your breath.\n', 'Catch\n    your breath.\n')).toBeUndefined();
  });
});
