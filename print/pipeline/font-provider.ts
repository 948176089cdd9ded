// Fonts for the PDF writer: bytes from this run's render stage or the disk cache, and embedded
// subsets shared across every PDF of a run (the A4 sheets, the Letter sheets, the DTC files).
import type { EmbeddedFont } from '../pdf/embed-font.js';
import type { FontProvider } from '../pdf/pdf-builder.js';
import type { DiskCache } from './cache.js';

export function cachedFontProvider(stageFonts: ReadonlyMap<string, Uint8Array>, cache: DiskCache): FontProvider {
  const embedded = new Map<string, EmbeddedFont>();
  return {
    fontBytes(id) {
      const b = stageFonts.get(id) ?? cache.bytes('fontfile', id);
      if (!b) throw new Error(`font ${id} is neither in memory nor in the cache; run again with --no-cache`);
      return b;
    },
    cachedFont(key) {
      let f = embedded.get(key);
      if (!f && (f = cache.font(key))) embedded.set(key, f);
      return f;
    },
    storeFont(key, f) {
      embedded.set(key, f);
      cache.storeFont(key, f);
    },
  };
}
