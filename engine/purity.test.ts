// The engine must stay pure: no clock, no ambient randomness, no I/O, no DOM.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return sources(p);
    return p.endsWith('.ts') && !p.endsWith('.test.ts') ? [p] : [];
  });
}

const FORBIDDEN: [RegExp, string][] = [
  [/\bDate\.now\b|\bnew Date\(/, 'reads the clock'],
  [/\bMath\.random\b/, 'uses ambient randomness'],
  [/from ['"](node:)?(fs|path|child_process|worker_threads|os|http|https|net)['"]/, 'does I/O'],
  [/\b(document|window|localStorage|chrome)\./, 'touches the DOM or browser'],
  [/\bprocess\./, 'reads the process'],
  [/\bnew Function\b|\beval\(/, 'compiles code at run time'],
];

describe('engine purity', () => {
  const files = sources(new URL('.', import.meta.url).pathname);
  it('has sources to check', () => expect(files.length).toBeGreaterThan(5));
  for (const file of files) {
    it(file.split('/engine/')[1]!, () => {
      const text = readFileSync(file, 'utf8');
      for (const [re, why] of FORBIDDEN) expect(re.test(text), `${file} ${why}`).toBe(false);
    });
  }
});
