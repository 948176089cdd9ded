// The raster targets' content-hash cache: a face's image for a frame is kept under the face's
// render key (card content, art, tables, code version) plus the frame and the output kind, so
// re-exporting after one card changed rasterises that card only. PNGs are kept as written;
// raw pixels (TTS sheets) deflated at the fastest level, since they are only a cache.
import { deflateSync, inflateSync, constants } from 'node:zlib';
import type { DiskCache } from '../../infra/disk-cache.js';
import { sha1 } from '../../infra/hash.js';
import { isPngOfSize } from '../pipeline/cache-shapes.js';
import type { RasterJob, RasterResult } from './raster-job.js';

const KIND = 'raster';

export class RasterCache {
  constructor(private readonly cache: DiskCache) {}

  /** `renderKey`: the face's content key (CacheKeys.cardKey / backKey). */
  key(renderKey: string, job: RasterJob): string {
    return sha1(KIND, renderKey, JSON.stringify(job.frame), job.output);
  }

  get(key: string, job: RasterJob): RasterResult | undefined {
    const hit = this.cache.bytes(KIND, key);
    if (!hit) return undefined;
    const { width, height, channels } = job.frame;
    // A sealed entry around random bytes, or another size's PNG, is a miss.
    if (job.output === 'png')
      return isPngOfSize(hit, width, height) ? { width, height, channels, data: hit } : undefined;
    try {
      const data = inflateSync(hit);
      // A truncated or foreign entry is a miss, never a wrong image.
      return data.length === width * height * channels ? { width, height, channels, data } : undefined;
    } catch {
      return undefined;
    }
  }

  set(key: string, job: RasterJob, r: RasterResult): void {
    this.cache.setBytes(
      KIND,
      key,
      job.output === 'png' ? r.data : deflateSync(r.data, { level: constants.Z_BEST_SPEED }),
    );
  }
}
