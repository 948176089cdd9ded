// No glyph may render as an empty box: every character drawn must be in a loaded font.
// Satori would silently substitute a .notdef box; the PNG targets would ship it.
import { openFont } from '../pdf/sfnt/font-file.js';
import type { RenderAssets, RenderFont } from './assets.js';
import { TemplateError } from './errors.js';

/** Characters drawn as nothing, which no font needs to cover. */
const INVISIBLE = /[\s\u00ad\u200b-\u200f\u2060\ufe00-\ufe0f\ufeff]/u;

/** Whether one of these font files has a glyph for a code point; memoised per code point. */
export function glyphCoverage(fonts: readonly RenderFont[]): (cp: number) => boolean {
  const files = fonts.map((f) => openFont(f.data));
  const known = new Map<number, boolean>();
  return (cp) => {
    let hit = known.get(cp);
    if (hit === undefined) known.set(cp, (hit = files.some((f) => f.glyphId(cp) !== 0)));
    return hit;
  };
}

const coverage = new WeakMap<RenderAssets, (cp: number) => boolean>();

export function isCovered(assets: RenderAssets, cp: number): boolean {
  let covers = coverage.get(assets);
  if (!covers) coverage.set(assets, (covers = glyphCoverage(assets.fonts)));
  return covers(cp);
}

const decode = (s: string): string =>
  s.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, e: string) =>
    e[0] === '#'
      ? String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1)))
      : ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" } as Record<string, string>)[e.toLowerCase()]!,
  );

/** Every character inside the SVG's <text> elements. */
export function svgText(svg: string): string {
  let out = '';
  for (const m of svg.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)) out += decode(m[1]!);
  return out;
}

/** The first visible character of `text` that no loaded font covers, with its U+ code. */
export function firstUncovered(text: string, assets: RenderAssets): { ch: string; code: string } | undefined {
  for (const ch of new Set(text)) {
    if (INVISIBLE.test(ch) || isCovered(assets, ch.codePointAt(0)!)) continue;
    return { ch, code: `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}` };
  }
  return undefined;
}

export function checkGlyphs(svg: string, assets: RenderAssets, subject: string): void {
  const miss = firstUncovered(svgText(svg), assets);
  if (miss)
    throw new TemplateError(
      `${subject}: no loaded font has a glyph for '${miss.ch}' (${miss.code}); it would print as an empty box`,
      'use another character, or add a font that covers it in print/render/assets.ts',
    );
}
