// A checksum proves the bytes, not the meaning: sealed entries of the wrong shape are misses.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DiskCache } from '../../infra/disk-cache.js';
import { RasterCache } from '../export/raster-cache.js';
import { encodePng } from '../../infra/image/png-encode.js';
import { isCachedRender, isEmbeddedFont } from './cache-shapes.js';

describe('cache entry shapes', () => {
  it('a render entry whose faces lack a drawing, and a font entry of another shape, are refused', () => {
    expect(isCachedRender({ faces: [{ key: 'k', label: 'x' }] })).toBe(false);
    expect(isCachedRender({ faces: 'x' })).toBe(false);
    expect(isEmbeddedFont({ baseFont: 7, widths: 'x' })).toBe(false);
    const drawing = {
      width: 1,
      height: 1,
      ops: '',
      resources: { fonts: {}, gstates: {}, shadings: {}, images: {}, forms: {} },
      glyphs: { f: { 3: 'a' } },
    };
    expect(
      isCachedRender({ faces: [{ key: 'k', label: 'x', trim: { x: 0, y: 0, width: 1, height: 1 }, drawing }] }),
    ).toBe(true);
  });

  it('a raster entry around random bytes, or a PNG of another size, is a miss', () => {
    const c = new DiskCache(mkdtempSync(join(tmpdir(), 'fray-shapes-')));
    const rc = new RasterCache(c);
    const job = { task: {}, frame: { width: 4, height: 3, channels: 3 }, output: 'png' } as unknown as Parameters<
      typeof rc.get
    >[1];
    const key = rc.key('r', job);
    c.setBytes('raster', key, Buffer.from('random bytes, not a PNG file at all, really not'));
    expect(rc.get(key, job)).toBeUndefined();
    c.setBytes('raster', key, Buffer.from(encodePng({ width: 5, height: 3, channels: 3, data: new Uint8Array(45) })));
    expect(rc.get(key, job)).toBeUndefined();
    c.setBytes('raster', key, Buffer.from(encodePng({ width: 4, height: 3, channels: 3, data: new Uint8Array(36) })));
    expect(rc.get(key, job)?.width).toBe(4);
  });
});
