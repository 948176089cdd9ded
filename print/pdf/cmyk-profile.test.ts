// Our colour conversion against LittleCMS's own command line (transicc, Debian liblcms2-utils)
// for the same profile and intent: known sRGB swatches give the same CMYK within 0.5 %.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CmykProfileError, GHOSTSCRIPT_CMYK, loadCmykProfile } from './cmyk-profile.js';
import { cmykColour } from './cmyk-colour.js';

const SWATCHES: [number, number, number][] = [
  [255, 0, 0], [0, 255, 0], [0, 0, 255], [255, 255, 0], [0, 255, 255], [255, 0, 255],
  [128, 128, 128], [122, 28, 28], [245, 236, 220], [40, 40, 40], [255, 255, 255], [18, 52, 86],
];

function transicc(rgb: [number, number, number][]): number[][] {
  // -t1 relative colorimetric, -b black point compensation, as the export; -n: bare numbers.
  const out = execFileSync('transicc', ['-t1', '-b', '-n', '-i', '*sRGB', '-o', GHOSTSCRIPT_CMYK], { input: rgb.map((c) => c.join(' ')).join('\n') + '\n', encoding: 'utf8' });
  return out.trim().split('\n').filter((l) => /\d/.test(l)).map((l) => l.trim().split(/\s+/).map(Number));
}

describe('CMYK conversion (lcms-wasm)', () => {
  it('matches transicc on the same profile and intent within 0.5 %', async () => {
    const { converter } = await loadCmykProfile();
    const want = transicc(SWATCHES);
    expect(want).toHaveLength(SWATCHES.length);
    SWATCHES.forEach(([r, g, b], i) => {
      const got = converter.rgb(r / 255, g / 255, b / 255).map((v) => v * 100);
      for (let k = 0; k < 4; k++) expect(Math.abs(got[k]! - want[i]![k]!), `swatch ${i} channel ${k}: ${got} vs ${want[i]}`).toBeLessThan(0.5);
    });
  });

  it('converts content-stream colours: pure black text K only, black fills rich black, others through the profile', async () => {
    const { profile, converter } = await loadCmykProfile();
    const c = cmykColour({ profile, converter, date: new Date(0) });
    const ops = c.ops('0 0 0 rg\n0 0 10 10 re f\nBT\n0 0 0 rg\n/F1 9 Tf\nET\n0 0 0 RG\n1 0 0 rg\n');
    expect(ops).toBe(`0.6 0.4 0.4 1 k\n0 0 10 10 re f\nBT\n0 0 0 1 k\n/F1 9 Tf\nET\n0 0 0 1 K\n${converter.rgb(1, 0, 0).map((v) => Math.round(v * 10000) / 10000).join(' ')} k\n`);
    expect(ops).not.toMatch(/\brg\b|\bRG\b/);
  });

  it('refuses an RGB profile and a missing file with the path and a hint', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fray-icc-'));
    await expect(loadCmykProfile(join(dir, 'none.icc'))).rejects.toThrow(CmykProfileError);
    await expect(loadCmykProfile('/usr/share/color/icc/ghostscript/srgb.icc')).rejects.toThrow(/srgb\.icc is a RGB profile, not a CMYK one/);
    writeFileSync(join(dir, 'junk.icc'), 'not a profile');
    await expect(loadCmykProfile(join(dir, 'junk.icc'))).rejects.toThrow(/junk\.icc is not an ICC profile/);
  });
});
