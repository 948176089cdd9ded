// Content-hash cache on disk (default `.fray-cache/`, or $FRAY_CACHE_DIR): entries of any kind
// (the print pipeline's rendered drawings and font subsets, the export's rasters) under a content key.
// The cache is only an accelerator: every entry carries a checksum of its payload, and an entry
// that is missing, truncated, flipped or not what this code wrote is a miss, never an error and
// never a wrong output. A cache folder that cannot be used means building without a cache.
// It stays within a size (512 MB, or $FRAY_CACHE_MAX_MB): every hit marks its entry as used (its
// access time), and `prune()` after a build removes the least recently used entries first.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { writeAtomicSync } from './atomic-write.js';
import { READ_LIMITS, readUserBytesResult } from './read-user-file.js';

/** `fray-cache-1 <sha256 of the payload>\n` then the payload. */
const MAGIC = 'fray-cache-1 ';
const HEADER_BYTES = MAGIC.length + 64 + 1;
/** No entry we write comes near this; a bigger file is not ours. */
const MAX_ENTRY_BYTES = READ_LIMITS.cacheEntry;

function digest(payload: Uint8Array): string {
  return createHash('sha256').update(payload).digest('hex');
}

export function sealEntry(payload: Uint8Array | string): Buffer {
  const body = typeof payload === 'string' ? Buffer.from(payload, 'utf8') : payload;
  return Buffer.concat([Buffer.from(`${MAGIC}${digest(body)}\n`, 'latin1'), body]);
}

/** The payload of a sealed entry, or undefined when it is not intact. */
export function openEntry(file: Buffer): Buffer | undefined {
  if (
    file.length < HEADER_BYTES ||
    file.toString('latin1', 0, MAGIC.length) !== MAGIC ||
    file[HEADER_BYTES - 1] !== 0x0a
  )
    return undefined;
  const payload = file.subarray(HEADER_BYTES);
  return digest(payload) === file.toString('latin1', MAGIC.length, HEADER_BYTES - 1) ? payload : undefined;
}

/** A regular file of at most `max` bytes through the safe reader (a FIFO entry must not block), or undefined. */
function readRegular(path: string, max: number): Buffer | undefined {
  const r = readUserBytesResult(path, 'cacheEntry', { maxBytes: max });
  return r.ok ? r.bytes : undefined;
}

export interface CacheWarning {
  readonly dir: string;
  readonly reason: string;
}

/** The cache's size limit when $FRAY_CACHE_MAX_MB does not set one. */
export const DEFAULT_CACHE_MAX_MB = 512;

/** The size limit in bytes from $FRAY_CACHE_MAX_MB (a positive number of megabytes), else the default. */
export function cacheMaxBytes(env: string | undefined = process.env.FRAY_CACHE_MAX_MB): number {
  const mb = Number(env);
  return (env && Number.isFinite(mb) && mb > 0 ? mb : DEFAULT_CACHE_MAX_MB) * 1024 * 1024;
}

export interface PruneResult {
  readonly removed: number;
  readonly bytes: number;
}

export class DiskCache {
  constructor(
    readonly dir: string | undefined,
    readonly maxBytes = cacheMaxBytes(),
  ) {}

  /**
   * The cache named by $FRAY_CACHE_DIR (or `.fray-cache/`), checked before use: a folder that
   * cannot be created or written (a read-only working folder, a file in the way) gives a cache-less
   * build and one warning through `warn`, never a failed build.
   */
  static fromEnv(disabled: boolean, warn: (w: CacheWarning) => void = printWarning): DiskCache {
    if (disabled) return new DiskCache(undefined);
    const dir = resolve(process.env.FRAY_CACHE_DIR || '.fray-cache');
    const reason = unusable(dir);
    if (reason) {
      warn({ dir, reason });
      return new DiskCache(undefined);
    }
    return new DiskCache(dir);
  }

  private file(kind: string, key: string, ext: string): string {
    return join(this.dir!, kind, key.slice(0, 2), `${key}.${ext}`);
  }

  private readPayload(kind: string, key: string, ext: string): Buffer | undefined {
    if (!this.dir) return undefined;
    const file = this.file(kind, key, ext);
    const raw = readRegular(file, MAX_ENTRY_BYTES);
    const payload = raw && openEntry(raw);
    if (payload) touch(file);
    return payload;
  }

  /**
   * Keeps the cache within `maxBytes`: when it holds more, removes the least recently used entries
   * (by access time, which every hit sets) until it holds at most 90 % of it, so the next builds do
   * not prune again at once. Never throws: a cache that cannot be pruned only takes more room.
   */
  prune(): PruneResult {
    if (!this.dir) return { removed: 0, bytes: 0 };
    const entries: { path: string; size: number; used: number }[] = [];
    let total = 0;
    const walk = (dir: string, depth: number): void => {
      let names: string[];
      try {
        names = readdirSync(dir);
      } catch {
        return;
      }
      for (const n of names) {
        const p = join(dir, n);
        try {
          const st = statSync(p);
          if (st.isDirectory()) {
            if (depth < 2) walk(p, depth + 1);
          } else if (st.isFile()) {
            entries.push({ path: p, size: st.size, used: st.atimeMs });
            total += st.size;
          }
        } catch {
          // Gone meanwhile (another fray pruning): nothing to count.
        }
      }
    };
    walk(this.dir, 0);
    if (total <= this.maxBytes) return { removed: 0, bytes: 0 };
    entries.sort((a, b) => a.used - b.used);
    let removed = 0;
    let bytes = 0;
    for (const e of entries) {
      if (total - bytes <= this.maxBytes * 0.9) break;
      try {
        rmSync(e.path, { force: true });
        removed++;
        bytes += e.size;
      } catch {
        // Not removable (permissions): leave it.
      }
    }
    return { removed, bytes };
  }

  private writePayload(kind: string, key: string, ext: string, payload: Uint8Array | string): void {
    if (!this.dir) return;
    try {
      writeAtomicSync(this.file(kind, key, ext), sealEntry(payload), { durable: false });
    } catch {
      // A read-only or full disk only costs speed next time.
    }
  }

  private read<T>(kind: string, key: string): T | undefined {
    const payload = this.readPayload(kind, key, 'json');
    if (!payload) return undefined;
    try {
      return JSON.parse(payload.toString('utf8')) as T;
    } catch {
      return undefined;
    }
  }

  private write(kind: string, key: string, value: unknown): void {
    this.writePayload(kind, key, 'json', JSON.stringify(value));
  }

  /** Whether an intact entry is there (reads and verifies it: existence alone proves nothing). */
  hasBytes(kind: string, key: string): boolean {
    return this.readPayload(kind, key, 'bin') !== undefined;
  }

  bytes(kind: string, key: string): Buffer | undefined {
    return this.readPayload(kind, key, 'bin');
  }

  setBytes(kind: string, key: string, data: Uint8Array): void {
    this.writePayload(kind, key, 'bin', data);
  }

  get<T>(kind: string, key: string): T | undefined {
    return this.read<T>(kind, key);
  }

  set(kind: string, key: string, value: unknown): void {
    this.write(kind, key, value);
  }
}

/** Marks an entry as just used: its access time orders the pruning (not left to the mount's atime policy). */
function touch(file: string): void {
  try {
    const now = new Date();
    utimesSync(file, now, now);
  } catch {
    // A read-only cache still serves hits; it just cannot be ordered.
  }
}

/** Why `dir` cannot serve as a cache, or undefined when a file can be written in it. */
function unusable(dir: string): string | undefined {
  try {
    mkdirSync(dir, { recursive: true });
    if (!statSync(dir).isDirectory()) return 'it is not a folder';
    const probe = join(dir, `.probe-${process.pid}`);
    writeFileSync(probe, '');
    rmSync(probe, { force: true });
    return undefined;
  } catch (e) {
    let code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') {
      // A recursive mkdir under a read-only mount says ENOENT; one level at a time tells why.
      try {
        mkdirSync(dir);
      } catch (e2) {
        code = (e2 as NodeJS.ErrnoException).code;
      }
    }
    return REASONS[code ?? ''] ?? (e as Error).message;
  }
}

const REASONS: Record<string, string> = {
  EROFS: 'it is on a read-only file system',
  EACCES: 'permission denied',
  EPERM: 'the operation is not permitted (an immutable or protected folder)',
  ENOTDIR: 'a file stands where a folder is needed',
  EEXIST: 'a file stands where the folder should be',
  ENOSPC: 'the disk is full',
};

function printWarning(w: CacheWarning): void {
  process.stderr.write(
    `fray: warning: not using the cache folder ${w.dir}: ${w.reason}; building without a cache (set FRAY_CACHE_DIR to a writable folder, or pass --no-cache)\n`,
  );
}
