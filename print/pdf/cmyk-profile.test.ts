// Our colour conversion against LittleCMS's own command line (transicc, Debian liblcms2-utils)
// for the same profile and intent: known sRGB swatches give the same CMYK within 0.5 %.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CmykProfileError, GHOSTSCRIPT_CMYK, loadCmykProfile } from './cmyk-profile.js';
import { cmykColour, INK_LIMIT, limitInk, limitPixels, pressColour } from './cmyk-colour.js';

const SWATCHES: [number, number, number][] = [
  [255, 0, 0],
  [0, 255, 0],
  [0, 0, 255],
  [255, 255, 0],
  [0, 255, 255],
  [255, 0, 255],
  [128, 128, 128],
  [122, 28, 28],
  [245, 236, 220],
  [40, 40, 40],
  [255, 255, 255],
  [18, 52, 86],
];

function transicc(rgb: [number, number, number][]): number[][] {
  // -t1 relative colorimetric, -b black point compensation, as the export; -n: bare numbers.
  const out = execFileSync('transicc', ['-t1', '-b', '-n', '-i', '*sRGB', '-o', GHOSTSCRIPT_CMYK], {
    input: `${rgb.map((c) => c.join(' ')).join('\n')}\n`,
    encoding: 'utf8',
  });
  return out
    .trim()
    .split('\n')
    .filter((l) => /\d/.test(l))
    .map((l) => l.trim().split(/\s+/).map(Number));
}

describe('CMYK conversion (lcms-wasm)', () => {
  it('matches transicc on the same profile and intent within 0.5 %', async () => {
    const { converter } = await loadCmykProfile();
    const want = transicc(SWATCHES);
    expect(want).toHaveLength(SWATCHES.length);
    SWATCHES.forEach(([r, g, b], i) => {
      const got = converter.rgb(r / 255, g / 255, b / 255).map((v) => v * 100);
      for (let k = 0; k < 4; k++)
        expect(Math.abs(got[k]! - want[i]![k]!), `swatch ${i} channel ${k}: ${got} vs ${want[i]}`).toBeLessThan(0.5);
    });
  });

  it('converts content-stream colours: near-neutral text and strokes K only, black areas rich black, others through the profile', async () => {
    const { profile, converter } = await loadCmykProfile();
    const c = cmykColour({ profile, converter, date: new Date(0) });
    // The templates' text colour #1d1a16 (through the profile: C67 M66 Y70 K79, 282 %) is darker than solid K.
    const ops = c.ops(
      '0 0 0 rg\n0 0 10 10 re f\nBT\n0.1137 0.102 0.0863 rg\n/F1 9 Tf\nET\n0 0 0 RG\n1 0 0 rg\nBT\n0.35 0.35 0.35 rg\nET\n0.35 0.35 0.35 rg\n',
    );
    const lines = ops.trim().split('\n');
    // Solid K text overprints (no knockout halo in the background's inks); strokes do not.
    expect(lines.slice(0, 7)).toEqual([
      '0.6 0.4 0.4 1 k',
      '0 0 10 10 re f',
      'BT',
      '/FrayOP gs',
      '0 0 0 1 k',
      '/F1 9 Tf',
      'ET',
    ]);
    expect(lines[7]).toBe('0 0 0 1 K');
    expect(lines[8]).toBe(
      `${converter
        .rgb(1, 0, 0)
        .map((v) => Math.round(v * 10000) / 10000)
        .join(' ')} k`,
    );
    // Dark grey text: a K tint only; the same grey as an area goes through the profile (several inks).
    const grey = lines[10]!.split(' ').map(Number);
    expect(grey.slice(0, 3)).toEqual([0, 0, 0]);
    expect(grey[3]).toBeGreaterThan(0.4);
    expect(grey[3]).toBeLessThan(0.8);
    expect(
      lines[12]!
        .split(' ')
        .slice(0, 3)
        .map(Number)
        .filter((v) => v > 0.05).length,
    ).toBe(3);
    expect(ops).not.toMatch(/\brg\b|\bRG\b/);
  });

  it('K tints get darker with the colour, and coloured text keeps its inks', async () => {
    const { converter } = await loadCmykProfile();
    const ks = [0.45, 0.35, 0.25, 0.15, 0.05].map((v) => pressColour(converter, v, v, v, true)[3]);
    for (let i = 1; i < ks.length; i++) expect(ks[i]!).toBeGreaterThan(ks[i - 1]!);
    // Light neutrals (a cream, white) keep their inks: a K tint would turn them grey.
    expect(
      pressColour(converter, 0.97, 0.94, 0.87, true)
        .slice(0, 3)
        .some((v) => v > 0.02),
    ).toBe(true);
    const red = pressColour(converter, 0.478, 0.122, 0.122, true);
    expect(red[1]).toBeGreaterThan(0.5);
  });

  it('keeps every colour and every image pixel within 300 % total ink (SWOP)', async () => {
    const { converter } = await loadCmykProfile();
    const total = (c: readonly number[]) => c.reduce((a, b) => a + b, 0);
    // The darkest colours the profile makes, as areas: at most 300 %, K kept.
    for (const [r, g, b] of [
      [0.05, 0.02, 0.02],
      [0.1, 0, 0.1],
      [0, 0.05, 0.1],
      [0.11, 0.1, 0.09],
    ] as const) {
      const c = pressColour(converter, r, g, b, false);
      expect(total(c)).toBeLessThanOrEqual(INK_LIMIT + 1e-9);
    }
    limitInk([0.9, 0.9, 0.9, 0.9]).forEach((v, i) => expect(v).toBeCloseTo([0.7, 0.7, 0.7, 0.9][i]!, 9));
    const px = limitPixels(new Uint8Array([250, 250, 250, 250, 10, 20, 30, 40]));
    expect(px[0]! + px[1]! + px[2]! + px[3]!).toBeLessThanOrEqual(765);
    expect(px[3]).toBe(250);
    expect([...px.subarray(4)]).toEqual([10, 20, 30, 40]);
  });

  it('converts art pixels like single colours, and opens a profile once per process', async () => {
    const a = await loadCmykProfile();
    // The 8-bit transform (built on the first pixels) agrees with the float one within 8-bit rounding.
    const px = a.converter.pixels(new Uint8Array(SWATCHES.flat()));
    SWATCHES.forEach(([r, g, b], i) => {
      const want = a.converter.rgb(r / 255, g / 255, b / 255).map((v) => v * 255);
      for (let k = 0; k < 4; k++)
        expect(Math.abs(px[i * 4 + k]! - want[k]!), `swatch ${i} channel ${k}`).toBeLessThanOrEqual(3);
    });
    // Same bytes, same converter: a --watch rebuild does not load LittleCMS and its transforms again.
    const b = await loadCmykProfile();
    expect(b.converter).toBe(a.converter);
    expect(b.profile).not.toBe(a.profile);
  });

  it('refuses an RGB profile and a missing file with the path and a hint', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fray-icc-'));
    const given = (path: string) => ({ path, embed: true, given: true });
    await expect(loadCmykProfile(given(join(dir, 'none.icc')))).rejects.toThrow(/cannot read the CMYK profile/);
    await expect(loadCmykProfile(given('/usr/share/color/icc/ghostscript/srgb.icc'))).rejects.toThrow(
      /srgb\.icc is a RGB profile, not a CMYK one/,
    );
    writeFileSync(join(dir, 'junk.icc'), 'not a profile');
    await expect(loadCmykProfile(given(join(dir, 'junk.icc')))).rejects.toThrow(/junk\.icc is not an ICC profile/);
    await expect(loadCmykProfile({ path: join(dir, 'gone.icc'), embed: false })).rejects.toThrow(CmykProfileError);
  });
});
