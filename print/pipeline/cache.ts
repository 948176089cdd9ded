// Content-hash cache on disk (default `.fray-cache/`, or $FRAY_CACHE_DIR): rendered drawings
// keyed by card data + templates + assets + code, and embedded font subsets keyed by glyph set.
// A corrupt or unreadable entry is a miss, never an error.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { EmbeddedFont } from '../pdf/embed-font.js';
import type { CardFace } from '../layout/geometry.js';
import { writeAtomicSync } from './atomic-write.js';

export function sha1(...parts: (string | Uint8Array)[]): string {
  const h = createHash('sha1');
  for (const p of parts) h.update(p).update('\0');
  return h.digest('hex');
}

export interface CachedRender {
  readonly faces: CardFace[];
}

export class DiskCache {
  constructor(readonly dir: string | undefined) {}

  static fromEnv(disabled: boolean): DiskCache {
    if (disabled) return new DiskCache(undefined);
    return new DiskCache(resolve(process.env.FRAY_CACHE_DIR || '.fray-cache'));
  }

  private read<T>(kind: string, key: string): T | undefined {
    if (!this.dir) return undefined;
    try {
      return JSON.parse(readFileSync(join(this.dir, kind, key.slice(0, 2), `${key}.json`), 'utf8')) as T;
    } catch {
      return undefined;
    }
  }

  private write(kind: string, key: string, value: unknown): void {
    if (!this.dir) return;
    try {
      writeAtomicSync(join(this.dir, kind, key.slice(0, 2), `${key}.json`), JSON.stringify(value));
    } catch {
      // A read-only or full disk only costs speed next time.
    }
  }

  private file(kind: string, key: string, ext = 'json'): string {
    return join(this.dir!, kind, key.slice(0, 2), `${key}.${ext}`);
  }

  hasRender(key: string): boolean {
    return !!this.dir && existsSync(this.file('render', key));
  }

  hasBytes(kind: string, key: string): boolean {
    return !!this.dir && existsSync(this.file(kind, key, 'bin'));
  }

  bytes(kind: string, key: string): Buffer | undefined {
    if (!this.dir) return undefined;
    try {
      return readFileSync(this.file(kind, key, 'bin'));
    } catch {
      return undefined;
    }
  }

  setBytes(kind: string, key: string, data: Uint8Array): void {
    if (!this.dir) return;
    try {
      writeAtomicSync(this.file(kind, key, 'bin'), data);
    } catch {
      // Only speed is lost.
    }
  }

  render(key: string): CachedRender | undefined {
    return this.read('render', key);
  }

  storeRender(key: string, value: CachedRender): void {
    this.write('render', key, value);
  }

  font(key: string): EmbeddedFont | undefined {
    return this.read('font', key);
  }

  storeFont(key: string, value: EmbeddedFont): void {
    this.write('font', key, value);
  }

  get<T>(kind: string, key: string): T | undefined {
    return this.read<T>(kind, key);
  }

  set(kind: string, key: string, value: unknown): void {
    this.write(kind, key, value);
  }
}
