// Words sit where Satori placed them. Satori shapes text (HarfBuzz: ligatures, kerning) and writes
// each run with its x and advance width; the PDF writer draws glyph by glyph. For every reference
// page and cards of every system, the PDF's word boxes (poppler's `pdftotext -bbox`, which reads
// the glyph positions actually drawn) must start and end where Satori's runs do, within 0.3 pt.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderCardSvg, renderReferencePagesSvg } from '../../print/render/render-card.js';
import { contextFonts, oneOfEachType, useBundled, writeVectorPdf } from '../../print/render/test-kit.js';

const TOLERANCE = 0.3;
const unescapePdfText = (s: string): string =>
  s
    .replace(/&#(\d+);/g, (_, n) => String.fromCharCode(Number(n)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

interface Run {
  x: number;
  y: number;
  width: number;
  spacing: number;
  text: string;
}
interface Word {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  text: string;
}

function runs(svg: string): Run[] {
  return [...svg.matchAll(/<text ([^>]*)>([^<]*)<\/text>/g)].map((m) => {
    const attr = (n: string): number => Number(new RegExp(`(?:^| )${n}="([^"]*)"`).exec(m[1]!)?.[1] ?? 0);
    return {
      x: attr('x'),
      y: attr('y'),
      width: attr('width'),
      spacing: attr('letter-spacing'),
      text: unescapePdfText(m[2]!),
    };
  });
}

function words(pdf: string): Word[] {
  const html = spawnSync('pdftotext', ['-bbox', pdf, '-'], { encoding: 'utf8' }).stdout;
  return [
    ...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g),
  ].map((m) => ({ x0: +m[1]!, y0: +m[2]!, x1: +m[3]!, y1: +m[4]!, text: unescapePdfText(m[5]!) }));
}

/** Each PDF word against the Satori runs it is made of (punctuation is often a run of its own). */
function compare(word: Word, line: readonly Run[]): { start: number; end: number } | undefined {
  const first = line.findIndex((r) => Math.abs(r.x - word.x0) < 3 && r.text.trim() && word.text.startsWith(r.text));
  if (first < 0) return undefined;
  let text = '';
  for (let i = first; i < line.length; i++) {
    text += line[i]!.text;
    if (text === word.text) {
      const last = line[i]!;
      // poppler's box ends at the last glyph's advance, without the letter spacing after it.
      return { start: word.x0 - line[first]!.x, end: word.x1 - (last.x + last.width - last.spacing) };
    }
    if (!word.text.startsWith(text)) return undefined;
  }
  return undefined;
}

const kit = useBundled();

describe('glyph positions in the vector PDFs', () => {
  it('every word of every reference page and of each card type starts and ends where Satori put it', {
    timeout: 120_000,
  }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fray-glyphs-'));
    let checked = 0;
    const off: string[] = [];
    for (const sys of kit.systems) {
      const fonts = contextFonts(sys.ctx);
      const pages = [
        ...(await renderReferencePagesSvg(sys.system, sys.ctx)),
        ...(await Promise.all(oneOfEachType(sys.cards).map((c) => renderCardSvg(c, sys.ctx)))),
      ];
      for (const [i, page] of pages.entries()) {
        const file = join(dir, `${sys.system}-${i}.pdf`);
        await writeVectorPdf(page.svg, fonts, file);
        const all = runs(page.svg);
        for (const w of words(file)) {
          // The runs on this word's baseline, left to right.
          const line = all.filter((r) => r.y > w.y0 && r.y <= w.y1 + 0.5).sort((a, b) => a.x - b.x);
          const d = compare(w, line);
          if (!d) continue;
          checked++;
          if (Math.abs(d.start) > TOLERANCE || Math.abs(d.end) > TOLERANCE)
            off.push(
              `${sys.system} page ${i}: "${w.text}" starts ${d.start.toFixed(2)} pt, ends ${d.end.toFixed(2)} pt off`,
            );
        }
      }
    }
    expect(checked).toBeGreaterThan(2000);
    expect(off).toEqual([]);
  });
});
