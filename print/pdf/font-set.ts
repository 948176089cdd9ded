// The fonts a drawing may use, with CSS-style matching (family list, closest weight, style)
// and per-character fallback through every loaded face, the way Satori measured the text.
import { createHash } from 'node:crypto';
import { openFont, type FontFile } from './sfnt/font-file.js';

export interface FontFace {
  /** CSS family name as the templates use it, e.g. `EB Garamond`. */
  readonly family: string;
  readonly weight: number;
  readonly style: 'normal' | 'italic';
  /** TTF or WOFF bytes. */
  readonly data: Uint8Array;
}

export interface LoadedFace {
  readonly id: string;
  readonly family: string;
  readonly weight: number;
  readonly style: 'normal' | 'italic';
  readonly file: FontFile;
}

export class FontSet {
  readonly faces: readonly LoadedFace[];
  private readonly cache = new Map<string, LoadedFace[]>();

  constructor(faces: readonly FontFace[]) {
    this.faces = faces.map((f) => {
      let file: FontFile | undefined;
      // Opened on first use: a worker should not inflate a large symbol font it never needs.
      return {
        id: fontId(f.data),
        family: f.family.toLowerCase(),
        weight: f.weight,
        style: f.style,
        get file(): FontFile {
          return (file ??= openFont(f.data));
        },
      };
    });
  }

  byId(id: string): LoadedFace | undefined {
    return this.faces.find((f) => f.id === id);
  }

  /** Faces in the order to try for one CSS font: the listed families first (closest weight/style), then all others. */
  candidates(familyAttr: string, weight: number, style: string): LoadedFace[] {
    const key = `${familyAttr}|${weight}|${style}`;
    const hit = this.cache.get(key);
    if (hit) return hit;
    const families = familyAttr
      .split(',')
      .map((f) =>
        f
          .trim()
          .replace(/^['"]|['"]$/g, '')
          .toLowerCase(),
      )
      .filter(Boolean);
    const rank = (f: LoadedFace): number[] => {
      const fi = families.indexOf(f.family);
      return [fi < 0 ? families.length : fi, f.style === style ? 0 : 1, weightDistance(weight, f.weight)];
    };
    const sorted = [...this.faces].sort((a, b) => {
      const ra = rank(a);
      const rb = rank(b);
      for (let i = 0; i < ra.length; i++) if (ra[i] !== rb[i]) return ra[i]! - rb[i]!;
      return 0;
    });
    this.cache.set(key, sorted);
    return sorted;
  }
}

export function fontId(data: Uint8Array): string {
  return createHash('sha1').update(data).digest('hex').slice(0, 16);
}

/** CSS font-weight matching order as a sortable distance. */
export function weightDistance(want: number, have: number): number {
  if (have === want) return 0;
  if (want >= 400 && want <= 500) {
    if (have > want && have <= 500) return have - want;
    if (have < want) return 1000 + (want - have);
    return 2000 + (have - want);
  }
  if (want < 400) return have < want ? want - have : 1000 + (have - want);
  return have > want ? have - want : 1000 + (want - have);
}

export function parseWeight(v: string | undefined): number {
  if (!v || v === 'normal') return 400;
  if (v === 'bold') return 700;
  const n = Number(v);
  return Number.isFinite(n) ? n : 400;
}
