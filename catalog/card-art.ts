// Card art (`art:` in the catalog, a path relative to the card file), read once at the edge:
// checked (inside the catalog, PNG, JPEG or SVG: what Satori, resvg and the PDF writer all
// draw), hashed for the render cache keys and handed to the renderer as a data: URI.
import { realpathSync, statSync } from 'node:fs';
import { READ_LIMITS, readUserBytesResult } from '../infra/read-user-file.js';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import type { CardOrigin, CatalogFile } from '../engine/catalog/validate-catalog.js';
import type { Problem } from '../engine/diagnostics/problem.js';
import type { Card } from '../engine/schema/card.js';
import { sha1 } from '../infra/hash.js';
import { imageDefect } from './image-check.js';

/** Art larger than this is no card image (a 1500×2100 PNG is a few MB). */
const MAX_ART_BYTES = READ_LIMITS.art;

export type ArtMime = 'image/png' | 'image/jpeg' | 'image/svg+xml';

export interface ArtFile {
  readonly hash: string;
  readonly mime: ArtMime;
  readonly bytes: Buffer;
}

/** The image type from the bytes themselves (a file's extension can lie). */
export function sniffImage(bytes: Uint8Array): ArtMime | undefined {
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const head = Buffer.from(bytes.subarray(0, 512))
    .toString('utf8')
    .replace(/^\ufeff/, '')
    .trimStart();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head)) return 'image/svg+xml';
  return undefined;
}

const KNOWN: Record<string, string> = {
  '47494638': 'GIF',
  '52494646': 'WebP',
  '424d': 'BMP',
  '49492a00': 'TIFF',
  '4d4d002a': 'TIFF',
};
function typeName(bytes: Uint8Array): string {
  const hex = Buffer.from(bytes.subarray(0, 4)).toString('hex');
  for (const [magic, name] of Object.entries(KNOWN)) if (hex.startsWith(magic)) return name;
  return 'an unknown format';
}

/** An art file as the last build saw it: absolute path, size, modification time. */
export type ArtStamp = readonly [string, number, number];

/** Whether every art file is as stamped (a build that read none is trivially current). */
export function artUnchanged(stamps: readonly ArtStamp[] | undefined): boolean {
  return (stamps ?? []).every(([path, size, mtime]) => {
    try {
      const st = statSync(path);
      return st.size === size && st.mtimeMs === mtime;
    } catch {
      return false;
    }
  });
}

type Read = { ok: true; art: ArtFile } | { ok: false; message: string; hint: string };

export class CardArt {
  private readonly read = new Map<string, Read>();
  private readonly uris = new Map<string, string>();
  /** Art files read, for the up-to-date check of the next build: path, size, mtime. */
  private readonly stamps = new Map<string, ArtStamp>();

  constructor(
    private readonly catalogDir: string,
    private readonly origins: ReadonlyMap<string, CardOrigin>,
    private readonly files: readonly CatalogFile[],
  ) {}

  private load(card: Card): Read | undefined {
    if (card.art === undefined) return undefined;
    let r = this.read.get(card.id);
    // Origins name files as problems show them: relative to the working directory, or absolute.
    if (!r)
      this.read.set(card.id, (r = this.readArt(card.art, resolve(this.origins.get(card.id)?.file ?? this.catalogDir))));
    return r;
  }

  private readArt(art: string, cardFileAbs: string): Read {
    if (/^[a-z][a-z0-9+.-]*:/i.test(art))
      return {
        ok: false,
        message: `art must be a file in the catalog, not a URL: ${art}`,
        hint: 'save the image next to the card file and give its relative path',
      };
    const abs = resolve(dirname(cardFileAbs), art);
    const rel = relative(this.catalogDir, abs);
    if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) {
      return {
        ok: false,
        message: `art file is outside the catalog folder: ${art}`,
        hint: 'keep art inside the catalog so the catalog can be shared as one folder',
      };
    }
    let bytes: Buffer;
    try {
      // A symlink may point anywhere: what must be inside the catalog is the file it resolves to.
      const real = realpathSync(abs);
      const realRel = relative(realpathSync(this.catalogDir), real);
      if (realRel === '' || realRel.startsWith('..') || isAbsolute(realRel)) {
        return {
          ok: false,
          message: `art file is a link to outside the catalog folder: ${art} → ${real}`,
          hint: 'copy the image into the catalog instead of linking to it',
        };
      }
      const st = statSync(real);
      if (!st.isFile())
        return { ok: false, message: `art file is not a regular file: ${art}`, hint: 'art is a PNG, JPEG or SVG file' };
      if (st.size > MAX_ART_BYTES)
        return {
          ok: false,
          message: `art file too large: ${art} is ${(st.size / 1024 / 1024).toFixed(1)} MB (the limit is ${MAX_ART_BYTES / 1024 / 1024} MB)`,
          hint: 'a card needs no more than ~1500×2100 pixels: scale the image down',
        };
      // The safe reader re-checks on the open file: it may have been swapped for a FIFO since the stat.
      const r = readUserBytesResult(real, 'art', { maxBytes: MAX_ART_BYTES });
      if (!r.ok)
        return {
          ok: false,
          message: `art file ${art}: ${r.problem.message}`,
          hint: r.problem.hint ?? 'art is a PNG, JPEG or SVG file',
        };
      bytes = r.bytes;
      this.stamps.set(abs, [abs, st.size, st.mtimeMs]);
    } catch {
      return { ok: false, message: `art file not found: ${art}`, hint: 'art paths are relative to the card file' };
    }
    const mime = sniffImage(bytes);
    if (!mime)
      return {
        ok: false,
        message: `art must be a PNG, JPEG or SVG image; ${art} is ${typeName(bytes)}`,
        hint: 'convert the image to PNG or JPEG',
      };
    if (mime === 'image/svg+xml') {
      // An SVG that links to another file (`<image href="../x.png">`) is refused by print, which embeds
      // only what is inside the SVG: say so here, at the art field, with the fix.
      const linked = externalHref(bytes.toString('utf8'));
      if (linked)
        return {
          ok: false,
          message: `SVG art ${art} links to another file (${linked.slice(0, 80)}): only images inside the SVG can be printed`,
          hint: 'embed the image in the SVG (a data: URI; in Inkscape: Embed instead of Link), or convert the art to PNG',
        };
    }
    const defect = mime === 'image/svg+xml' ? undefined : imageDefect(bytes, mime);
    if (defect)
      return {
        ok: false,
        message: `art file ${art} cannot be drawn: ${defect}`,
        hint: defect.includes('megapixels')
          ? 'a card needs no more than ~1500×2100 pixels: scale the image down'
          : 'export the image again from your image editor',
      };
    return { ok: true, art: { hash: sha1(bytes), mime, bytes } };
  }

  /** The art files read so far. */
  stampsRead(): ArtStamp[] {
    return [...this.stamps.values()];
  }

  /** The card's art, or undefined when it has none (or it cannot be read: see problems()). */
  of(card: Card): ArtFile | undefined {
    const r = this.load(card);
    return r?.ok ? r.art : undefined;
  }

  /** The art as a data: URI for the templates. */
  dataUri(card: Card): string | undefined {
    const art = this.of(card);
    if (!art) return undefined;
    let uri = this.uris.get(art.hash);
    if (!uri) this.uris.set(art.hash, (uri = `data:${art.mime};base64,${art.bytes.toString('base64')}`));
    return uri;
  }

  /** Every card whose art cannot be used, at the `art` field of its catalog entry. */
  async problems(cards: Iterable<Card>): Promise<Problem[]> {
    const out: Problem[] = [];
    for (const card of cards) {
      const r = this.load(card);
      if (!r || r.ok) continue;
      // Only a problem needs the YAML positions (and the yaml package behind them).
      const { formatPath } = await import('../engine/diagnostics/problem.js');
      const { parseYamlSource } = await import('../engine/diagnostics/yaml-source.js');
      const origin = this.origins.get(card.id);
      const file = this.files.find((f) => (f.display ?? f.path) === origin?.file);
      const field = origin ? [...origin.path, 'art'] : ['art'];
      const pos =
        file && origin
          ? parseYamlSource(file.text, file.display ?? file.path).locate(field)
          : { line: origin?.line ?? 1, col: origin?.col ?? 1 };
      out.push({
        severity: 'error',
        file: file?.display ?? origin?.file ?? join(this.catalogDir, '?'),
        line: pos.line,
        col: pos.col,
        field: formatPath(field),
        message: r.message,
        hint: r.hint,
      });
    }
    return out;
  }
}

/** The first href in an SVG that points outside it (not `#id`, not a `data:` URI), if any. */
export function externalHref(svg: string): string | undefined {
  for (const m of svg.matchAll(/\b(?:xlink:)?href\s*=\s*(["'])(.*?)\1/gs)) {
    const href = m[2]!.trim();
    if (href && !href.startsWith('#') && !/^data:/i.test(href)) return href;
  }
  return undefined;
}
