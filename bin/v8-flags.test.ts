import { describe, expect, it } from 'vitest';
// @ts-expect-error plain .mjs next to the bin, no declaration file
import { ONE_SHOT_FLAGS, PRELOAD, tuneV8, v8FlagsFor } from './v8-flags.mjs';
import { EXPORT_TARGETS, TARGETS } from '../print/export/targets.js';

const run = (argv: string[], env: Record<string, string> = {}): string[] => v8FlagsFor(argv, env);

describe('tuneV8', () => {
  it('turns the optimising compiler off for a one-shot print', () => {
    expect(run(['print', 'cards', '--out', 'x'])).toEqual(ONE_SHOT_FLAGS);
    expect(ONE_SHOT_FLAGS).toContain('--no-opt');
    expect(ONE_SHOT_FLAGS).toContain('--liftoff-only');
  });

  it('turns it off for a card-image or DTC export too, but not for TTS sheets', () => {
    expect(run(['export', '--target', 'png', 'cards'])).toEqual(ONE_SHOT_FLAGS);
    expect(run(['export', 'cards', '--target=MPC'])).toEqual(ONE_SHOT_FLAGS);
    expect(run(['export', '--target', 'dtc'])).toEqual(ONE_SHOT_FLAGS);
    expect(run(['export', '--target', 'tts'])).toEqual([]);
    expect(run(['export'])).toEqual([]);
  });

  it("reads each export target's choice from the target registry (print/export/targets.ts)", () => {
    for (const name of EXPORT_TARGETS)
      expect(run(['export', '--target', name]), name).toEqual(TARGETS[name].v8 === 'one-shot' ? ONE_SHOT_FLAGS : []);
  });

  it('keeps V8 defaults for --watch and the other commands', () => {
    expect(run(['print', '--watch'])).toEqual([]);
    expect(run(['resolve', 'examples/witchhammer-troll.yaml'])).toEqual([]);
    expect(run(['preview'])).toEqual([]);
  });

  it('loads the node modules a print needs before changing any flag, and nothing when there is none', async () => {
    const events: string[] = [];
    await tuneV8(
      ['print'],
      {},
      (f: string) => events.push(`set ${f}`),
      async (m: string) => events.push(`load ${m}`),
    );
    expect(events.slice(0, PRELOAD.length).every((e) => e.startsWith('load '))).toBe(true);
    expect(events.slice(PRELOAD.length)).toEqual(ONE_SHOT_FLAGS.map((f: string) => `set ${f}`));
    const none: string[] = [];
    await tuneV8(
      ['check'],
      {},
      (f: string) => none.push(f),
      async (m: string) => none.push(m),
    );
    expect(none).toEqual([]);
  });

  it('lets FRAY_V8_FLAGS override the list, empty meaning V8 defaults', () => {
    expect(run(['print'], { FRAY_V8_FLAGS: '--maglev  --max-semi-space-size=32' })).toEqual([
      '--maglev',
      '--max-semi-space-size=32',
    ]);
    expect(run(['print'], { FRAY_V8_FLAGS: '' })).toEqual([]);
  });
});
