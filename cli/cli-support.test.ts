// The flag reader every command uses (node:util parseArgs underneath): fray's messages and hints.
import { describe, expect, it } from 'vitest';
import { parseFlags, UserError } from './cli-support.js';

const spec = { out: 'string', json: 'boolean', seed: 'string' } as const;
const error = (argv: string[]): UserError => {
  try {
    parseFlags(argv, spec);
  } catch (e) {
    if (e instanceof UserError) return e;
    throw e;
  }
  throw new Error(`accepted ${argv.join(' ')}`);
};

describe('parseFlags', () => {
  it('reads --name VALUE, --name=VALUE, booleans and positionals in any order', () => {
    expect(parseFlags(['a.yaml', '--out', 'o', '--json', 'b.yaml', '--seed=7'], spec)).toEqual({
      flags: { out: 'o', json: true, seed: '7' },
      positionals: ['a.yaml', 'b.yaml'],
    });
    expect(parseFlags(['--out=a=b'], spec).flags.out).toBe('a=b');
  });

  it('keeps a word with one dash as a positional (fray has no one-letter flags)', () => {
    expect(parseFlags(['-', '-3', '-abc'], spec).positionals).toEqual(['-', '-3', '-abc']);
  });

  it('takes what follows -- as positionals', () => {
    expect(parseFlags(['--', '--json'], spec)).toEqual({ flags: {}, positionals: ['--json'] });
  });

  it('refuses an unknown flag, naming the known ones', () => {
    const e = error(['--outt', 'x']);
    expect(e.message).toBe('unknown option --outt');
    expect(e.hint).toBe('known options: --out, --json, --seed');
  });

  it('refuses a missing, a flag-like and an empty value, and a value on a boolean', () => {
    expect(error(['--out']).message).toBe('--out needs a value');
    expect(error(['--out', '--json']).message).toBe('--out needs a value');
    expect(error(['--out', '  ']).message).toBe('--out needs a value (it was empty)');
    expect(error(['--out=']).message).toBe('--out needs a value (it was empty)');
    expect(error(['--json=yes']).message).toBe('--json takes no value');
  });
});
