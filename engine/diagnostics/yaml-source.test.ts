import { describe, expect, it } from 'vitest';
import { formatPath, formatProblem } from './problem.js';
import { parseYamlSource } from './yaml-source.js';

const brief = (text: string) =>
  parseYamlSource(text, 'f.yaml').syntaxErrors.map((p) => `${p.line}:${p.col} ${p.message} | ${p.hint}`);

describe('parseYamlSource', () => {
  it('locates values and keys, falling back to the nearest ancestor', () => {
    const src = parseYamlSource('- id: a\n  on_hit:\n    - { effect: bleed, rounds: 2 }\n', 'f.yaml');
    expect(src.locate([0, 'id'])).toEqual({ line: 1, col: 7 });
    expect(src.locate([0, 'on_hit'], 'key')).toEqual({ line: 2, col: 3 });
    expect(src.locate([0, 'on_hit', 0, 'rounds'])).toEqual({ line: 3, col: 32 });
    expect(src.locate([0, 'missing', 'deeper'])).toEqual({ line: 1, col: 3 });
  });

  it('explains a value that contains ": "', () => {
    expect(brief('- type: action\n  text: Give ground: move 3\n')).toEqual([
      '2:9 a value contains `: ` | put the value in quotes, e.g. text: "Give ground: move 3 spaces"',
    ]);
  });

  it('points at an over-indented line, once', () => {
    expect(brief('- id: a\n  name: A\n   attack: 8\n')).toEqual([
      '3:4 this line is indented more than the key above it | line it up with the other keys (2 spaces)',
    ]);
  });

  it('explains tabs, duplicate keys and unclosed quotes', () => {
    expect(brief('- type: action\n\tid: a\n')).toEqual([
      '2:1 tab used for indentation | indent with spaces: YAML does not allow tabs (most editors can convert tabs to spaces)',
    ]);
    expect(brief('- id: a\n  id: b\n')).toEqual([
      '2:3 duplicate key `id` | a key appears once per mapping: keep one of them',
    ]);
    expect(brief('- name: "abc\n')[0]).toMatch(/^2:1 Missing closing "quote \| add the missing character$/);
  });

  it('formats paths and problems', () => {
    expect(formatPath([3, 'on_hit', 0, 'effect'])).toBe('[3].on_hit[0].effect');
    expect(formatPath(['attack', 'die'])).toBe('attack.die');
    expect(
      formatProblem({ severity: 'error', file: 'a.yaml', line: 2, col: 5, field: 'x', message: 'bad', hint: 'fix it' }),
    ).toBe('a.yaml:2:5  x  bad\n    hint: fix it');
  });

  it('lists the lines of anchored nodes (from where their content starts)', () => {
    const src = parseYamlSource('- a: &x [1,\n    2]\n  b: &y 3\n- &z\n  c: *x\n  d: 4\n# end\n', 'f.yaml');
    expect(src.anchoredLines()).toEqual([
      { from: 1, to: 2 },
      { from: 3, to: 3 },
      { from: 5, to: 6 },
    ]);
  });

  it('reports an alias it cannot expand as a problem, not a thrown error', () => {
    const missing = parseYamlSource('a: 1\nb: *nope\n', 'f.yaml');
    expect(missing.data).toBeUndefined();
    expect(missing.syntaxErrors).toEqual([
      {
        severity: 'error',
        file: 'f.yaml',
        line: 2,
        col: 4,
        field: '',
        message: 'unknown alias `*nope`',
        hint: 'define the anchor `&nope` before the alias, or write the value out',
      },
    ]);
    // A "billion laughs" file: yaml refuses to expand that many aliases.
    const rows = ['a: &a [x, x, x, x, x, x, x, x, x, x]'];
    for (let i = 0; i < 8; i++)
      rows.push(
        `${String.fromCharCode(98 + i)}: &${String.fromCharCode(98 + i)} [${Array(10)
          .fill(`*${String.fromCharCode(97 + i)}`)
          .join(', ')}]`,
      );
    const bomb = parseYamlSource(`${rows.join('\n')}\n`, 'bomb.yaml');
    expect(bomb.data).toBeUndefined();
    expect(bomb.syntaxErrors).toHaveLength(1);
    expect(bomb.syntaxErrors[0]).toMatchObject({
      file: 'bomb.yaml',
      line: 2,
      message: expect.stringContaining('aliases cannot be expanded'),
    });
  });
});
