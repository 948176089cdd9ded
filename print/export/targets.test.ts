import { describe, expect, it } from 'vitest';
import { EXPORT_TARGETS, TARGET_OPTIONS, TARGETS, targetsTaking } from './targets.js';

describe('the export target registry', () => {
  it('gives every target help, known options, a V8 choice and a run hook', () => {
    expect(EXPORT_TARGETS.length).toBeGreaterThan(0);
    for (const name of EXPORT_TARGETS) {
      const t = TARGETS[name];
      expect(t.help.length, name).toBeGreaterThan(0);
      for (const line of t.help) expect(line.length, `${name}: ${line}`).toBeLessThanOrEqual(94);
      for (const o of t.options) expect(TARGET_OPTIONS, name).toContain(o);
      expect(['one-shot', 'defaults'], name).toContain(t.v8);
      expect(typeof t.run, name).toBe('function');
    }
    expect(Object.keys(TARGETS)).toEqual([...EXPORT_TARGETS]);
  });

  it('lists each target-specific option under the targets that take it', () => {
    expect(targetsTaking('dpi')).toEqual(['tts', 'png']);
    expect(targetsTaking('cmyk-profile')).toEqual(['dtc']);
  });
});
