// resvg-js's native build (2.6.x) takes fonts only as file paths (`fontBuffers` exists only in
// its wasm build) and does not read WOFF, so the renderer's fonts are written once as TTF files,
// named by content hash, in a temp folder.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { woffToSfnt } from './sfnt/woff.js';
import type { FontFace } from './font-set.js';
import { writeAtomicSync } from '../../infra/atomic-write.js';

export interface ResvgFonts {
  readonly files: string[];
  /** Lower-cased family → the family as the font names itself (Satori lower-cases font-family, resvg matches case-sensitively). */
  readonly families: ReadonlyMap<string, string>;
  readonly defaultFamily?: string;
}

export function resvgFonts(fonts: readonly FontFace[], dir = join(tmpdir(), 'fray-fonts')): ResvgFonts {
  const files: string[] = [];
  const families = new Map<string, string>();
  for (const f of fonts) {
    const ttf = woffToSfnt(f.data);
    const file = join(dir, `${createHash('sha1').update(ttf).digest('hex')}.ttf`);
    if (!existsSync(file)) writeAtomicSync(file, ttf);
    if (!files.includes(file)) files.push(file);
    // The templates may call a font by another name than the file does; resvg only knows the file's.
    const own = familyName(ttf) ?? f.family;
    if (!families.has(f.family.toLowerCase())) families.set(f.family.toLowerCase(), own);
  }
  const first = fonts.find((f) => f.style === 'normal') ?? fonts[0];
  return { files, families, defaultFamily: first ? families.get(first.family.toLowerCase()) : undefined };
}

/** resvg's font options for these files: never the system's fonts, so output is the same everywhere. */
export function resvgFontOptions(fonts: ResvgFonts): {
  loadSystemFonts: false;
  fontFiles: string[];
  defaultFontFamily?: string;
} {
  return {
    loadSystemFonts: false,
    fontFiles: fonts.files,
    ...(fonts.defaultFamily ? { defaultFontFamily: fonts.defaultFamily } : {}),
  };
}

/** The SVG with every font-family list in the names resvg knows the files by (quotes dropped). */
export function withResvgFamilies(svg: string, fonts: ResvgFonts): string {
  return svg.replace(/font-family="([^"]*)"/g, (_, list: string) => `font-family="${canonicalFamilies(list, fonts)}"`);
}

function canonicalFamilies(list: string, fonts: ResvgFonts): string {
  return list
    .split(',')
    .map((f) => {
      const bare = f.trim().replace(/^(['"]|&quot;|&#39;)|(['"]|&quot;|&#39;)$/g, '');
      return fonts.families.get(bare.toLowerCase()) ?? bare;
    })
    .join(', ');
}

/** The family (name id 16, else 1) from an sfnt's `name` table, as fontdb reads it. */
export function familyName(ttf: Uint8Array): string | undefined {
  const b = Buffer.from(ttf.buffer, ttf.byteOffset, ttf.byteLength);
  const n = b.readUInt16BE(4);
  let name: Buffer | undefined;
  for (let i = 0; i < n; i++) {
    const e = 12 + i * 16;
    if (b.toString('latin1', e, e + 4) === 'name')
      name = b.subarray(b.readUInt32BE(e + 8), b.readUInt32BE(e + 8) + b.readUInt32BE(e + 12));
  }
  if (!name) return undefined;
  const count = name.readUInt16BE(2);
  const strings = name.readUInt16BE(4);
  const found = new Map<number, string>();
  for (let i = 0; i < count; i++) {
    const r = 6 + i * 12;
    const [platform, , , id, len, off] = [0, 2, 4, 6, 8, 10].map((o) => name!.readUInt16BE(r + o)) as [
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    if ((id !== 1 && id !== 16) || found.has(id)) continue;
    const raw = name.subarray(strings + off, strings + off + len);
    if (platform === 3 || platform === 0)
      found.set(
        id,
        Buffer.from(raw.subarray(0, len & ~1))
          .swap16()
          .toString('utf16le'),
      );
    else if (platform === 1) found.set(id, raw.toString('latin1'));
  }
  return found.get(16) ?? found.get(1);
}
