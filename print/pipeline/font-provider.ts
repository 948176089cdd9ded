// Fonts for the PDF writer: bytes from this run's render stage or the disk cache, and embedded
// subsets shared across every PDF of a run (the A4 sheets, the Letter sheets, the DTC files).
import type { EmbeddedFont } from '../pdf/embed-font.js';
import type { FontProvider } from '../pdf/pdf-builder.js';
import type { DiskCache } from '../../infra/disk-cache.js';
import { isEmbeddedFont } from './cache-shapes.js';

export function cachedFontProvider(stageFonts: ReadonlyMap<string, Uint8Array>, cache: DiskCache): FontProvider {
  const embedded = new Map<string, EmbeddedFont>();
  return {
    fontBytes(id) {
      // The render stage loads (and verifies) the font files of every face it hands out.
      const b = stageFonts.get(id);
      if (!b) throw new Error(`bug: font ${id} was not loaded by the render stage`);
      return b;
    },
    cachedFont(key) {
      let f = embedded.get(key);
      if (!f) {
        // A sealed entry of another shape is a miss, not a crash inside the PDF writer.
        const hit = cache.get<unknown>('font', key);
        if (isEmbeddedFont(hit)) embedded.set(key, (f = hit));
      }
      return f;
    },
    storeFont(key, f) {
      embedded.set(key, f);
      cache.set('font', key, f);
    },
  };
}
