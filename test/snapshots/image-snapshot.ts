// Image snapshots compared with pixelmatch. A baseline is written only by vitest's update flag
// (`npx vitest run <file> -u`); a missing one fails. Tolerance, explicit: pixelmatch's perceptual
// colour threshold 0.1 per pixel, antialiased pixels not counted, and at most 0.5 % of the pixels
// may still differ (font hinting varies a little between resvg builds).
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { expect } from 'vitest';

export interface ImageTolerance {
  /** pixelmatch's per-pixel threshold (0 exact … 1 anything), in its perceptual YIQ colour distance. */
  readonly threshold: number;
  /** The share of pixels that may differ beyond the threshold. */
  readonly maxShare: number;
}

export const IMAGE_TOLERANCE: ImageTolerance = { threshold: 0.1, maxShare: 0.005 };

/** The share of pixels of two same-sized RGBA images that differ beyond `threshold`, and the diff image. */
export function differingShare(a: PNG, b: PNG, threshold = IMAGE_TOLERANCE.threshold): { share: number; diff: PNG } {
  const diff = new PNG({ width: a.width, height: a.height });
  const n = pixelmatch(a.data, b.data, diff.data, a.width, a.height, { threshold, includeAA: false });
  return { share: n / (a.width * a.height), diff };
}

export function expectImageSnapshot(png: Uint8Array, file: string, tolerance = IMAGE_TOLERANCE): void {
  if (expect.getState().snapshotState.snapshotUpdateState === 'all') {
    writeFileSync(file, png);
    return;
  }
  if (!existsSync(file))
    throw new Error(`no image snapshot ${file}: record it with \`npx vitest run <this test> -u\`, then look at it`);
  const want = PNG.sync.read(readFileSync(file));
  const got = PNG.sync.read(Buffer.from(png));
  expect([got.width, got.height], `${basename(file)}: size`).toEqual([want.width, want.height]);
  const { share, diff } = differingShare(got, want, tolerance.threshold);
  if (share > tolerance.maxShare) {
    const dir = mkdtempSync(join(tmpdir(), 'fray-snap-'));
    writeFileSync(join(dir, basename(file)), png);
    writeFileSync(join(dir, `diff-${basename(file)}`), PNG.sync.write(diff));
    throw new Error(
      `${basename(file)}: ${(share * 100).toFixed(2)} % of pixels differ (allowed ${tolerance.maxShare * 100} %); the new image and the diff are in ${dir}. If the change is intended, rerun with -u.`,
    );
  }
}
