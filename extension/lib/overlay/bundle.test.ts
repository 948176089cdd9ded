import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain .mjs build helper without types
import { bundleOverlay } from './bundle.mjs';

const dir = mkdtempSync(join(tmpdir(), 'fray-overlay-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('overlay bundle', () => {
  it('is a small classic script with no eval, no Function constructor and no React', async () => {
    const { file, bytes } = await bundleOverlay(dir);
    const js = readFileSync(file, 'utf8');
    // The overlay script's budget: ≤ 150 KB minified (injected on every use).
    expect(bytes).toBeLessThan(150 * 1024);
    expect(js).not.toMatch(/\beval\s*\(|new Function\b|\bFunction\s*\(/);
    expect(js).not.toMatch(/react-dom|__SECRET_INTERNALS/);
    // Injected with executeScript({ files }): no top-level import/export.
    expect(js).not.toMatch(/^\s*(import|export)\s/m);
    // The zod schemas stay out: only the zod-free engine view is bundled.
    expect(js).not.toMatch(/ZodError|\$ZodType/);
  });
});
