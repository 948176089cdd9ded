import { describe, expect, it } from 'vitest';
// @ts-expect-error plain .mjs next to the bin, no declaration file
import { ONE_SHOT_FLAGS, tuneV8 } from './v8-flags.mjs';

const run = (argv: string[], env: Record<string, string> = {}): string[] => {
  const set: string[] = [];
  tuneV8(argv, env, (f: string) => set.push(f));
  return set;
};

describe('tuneV8', () => {
  it('turns the optimising compiler off for a one-shot print', () => {
    expect(run(['print', 'cards', '--out', 'x'])).toEqual(ONE_SHOT_FLAGS);
    expect(ONE_SHOT_FLAGS).toContain('--no-opt');
    expect(ONE_SHOT_FLAGS).toContain('--liftoff-only');
  });

  it('keeps V8 defaults for --watch, export and the other commands', () => {
    expect(run(['print', '--watch'])).toEqual([]);
    expect(run(['export', '--target', 'png'])).toEqual([]);
    expect(run(['resolve', 'examples/witchhammer-troll.yaml'])).toEqual([]);
  });

  it('lets FRAY_V8_FLAGS override the list, empty meaning V8 defaults', () => {
    expect(run(['print'], { FRAY_V8_FLAGS: '--maglev  --max-semi-space-size=32' })).toEqual(['--maglev', '--max-semi-space-size=32']);
    expect(run(['print'], { FRAY_V8_FLAGS: '' })).toEqual([]);
  });
});
