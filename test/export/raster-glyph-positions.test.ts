// The shop images put every glyph where Satori laid it out, as the PDFs do
// (test/pdf/glyph-positions.test.ts checks the PDFs against Satori's runs). Each card face is drawn
// both ways at the same scale — through the raster exports' path (text-outlines.ts + rasterize)
// and as the vector PDF rendered by poppler — and for every word of dark text (each Satori run) the ink must
// start and end at the same column, within half a pixel at 1:1. Satori's own `embedFont` paths, which the exports drew before, shape a
// line at once and moved words by up to 4 px at 11 px type ("an enemy" run together).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodePng } from '../../infra/image/png-decode.js';
import { rasterize } from '../../print/export/rasterize.js';
import { outlineText } from '../../print/export/text-outlines.js';
import { renderCardSvg } from '../../print/render/render-card.js';
import { contextFonts, oneOfEachType, useBundled, writeVectorPdf } from '../../print/render/test-kit.js';
import type { Image } from '../../infra/image/image.js';

/** Pixels per SVG unit. */
const K = 4;
/** Word boxes may differ by this many pixels (two antialiasing rasterisers, 0.5 px at 1:1). */
const TOLERANCE = 2;

interface Run {
  x: number;
  y: number;
  width: number;
  size: number;
  fill: string;
  text: string;
}
const runs = (svg: string): Run[] =>
  [...svg.matchAll(/<text ([^>]*)>([^<]*)<\/text>/g)].map((m) => {
    const attr = (n: string): string => new RegExp(`(?:^| )${n}="([^"]*)"`).exec(m[1]!)?.[1] ?? '';
    return {
      x: +attr('x'),
      y: +attr('y'),
      width: +attr('width'),
      size: +attr('font-size'),
      fill: attr('fill'),
      text: m[2]!,
    };
  });

/** Which columns of a text line's band hold a dark pixel. */
function inkColumns(img: Image, x0: number, x1: number, y0: number, y1: number, threshold: number): boolean[] {
  const out: boolean[] = [];
  for (let x = x0; x < x1; x++) {
    let ink = false;
    for (let y = Math.max(0, y0); y < Math.min(img.height, y1) && !ink; y++) {
      const p = (y * img.width + Math.min(Math.max(x, 0), img.width - 1)) * img.channels;
      ink = 0.3 * img.data[p]! + 0.59 * img.data[p + 1]! + 0.11 * img.data[p + 2]! < threshold;
    }
    out.push(ink);
  }
  return out;
}

/** First and last ink column in [x0, x1), or undefined. */
function inkExtent(ink: boolean[], x0: number, x1: number): [number, number] | undefined {
  let first = -1;
  let last = -1;
  for (let i = Math.max(0, x0); i < Math.min(ink.length, x1); i++)
    if (ink[i]) [first, last] = [first < 0 ? i : first, i];
  return first < 0 ? undefined : [first, last];
}

/** Text dark enough to find by its ink on the light card (labels, rules text, names). */
const luminance = (fill: string): number => {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(fill);
  return m
    ? 0.3 * Number.parseInt(m[1]!, 16) + 0.59 * Number.parseInt(m[2]!, 16) + 0.11 * Number.parseInt(m[3]!, 16)
    : 255;
};
const dark = (fill: string): boolean => luminance(fill) < 90;

const kit = useBundled();

describe('glyph positions in the raster exports', () => {
  it('every word of dark text on a card of each type lands where the vector PDF (and Satori) put it', {
    timeout: 120_000,
  }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fray-raster-glyphs-'));
    let words = 0;
    const off: string[] = [];
    for (const sys of kit.systems) {
      const fonts = contextFonts(sys.ctx);
      for (const card of oneOfEachType(sys.cards)) {
        const face = await renderCardSvg(card, sys.ctx);
        const [W, H] = [Math.round(face.width * K), Math.round(face.height * K)];
        const frame = {
          width: W,
          height: H,
          trim: {
            x: face.trimBox.x * K,
            y: face.trimBox.y * K,
            width: face.trimBox.width * K,
            height: face.trimBox.height * K,
          },
          channels: 3 as const,
          dpi: 96 * K,
        };
        const png = rasterize({ ...face, svg: outlineText(face.svg, fonts.set) }, frame, {
          files: [],
          families: new Map(),
        });

        const file = join(dir, `${card.id}.pdf`);
        await writeVectorPdf(face.svg, fonts, file);
        spawnSync('pdftoppm', ['-png', '-r', String(72 * K), '-singlefile', file, file], { encoding: 'utf8' });
        const ref = decodePng(readFileSync(`${file}.png`));

        const lines = new Map<number, Run[]>();
        for (const r of runs(face.svg))
          if (dark(r.fill) && r.text.trim()) lines.set(r.y, [...(lines.get(r.y) ?? []), r]);
        for (const [y, line] of lines) {
          const size = line[0]!.size;
          const band = [Math.floor((y - 0.75 * size) * K), Math.ceil((y + 0.25 * size) * K)] as const;
          const x0 = Math.floor((Math.min(...line.map((r) => r.x)) - 2) * K);
          const x1 = Math.ceil((Math.max(...line.map((r) => r.x + r.width)) + 2) * K);
          // Ink: darker than halfway between the text colour and the card's light paper.
          const ink = (luminance(line[0]!.fill) + 240) / 2;
          const got = inkColumns(png, x0, x1, band[0], band[1], ink);
          const want = inkColumns(ref, x0, x1, band[0], band[1], ink);
          const sorted = line.sort((p, q) => p.x - q.x);
          sorted.forEach((r, i) => {
            if (!r.text.trim()) return;
            // The run's advance box, widened by up to 0.1 em into the space beside it (side bearings, overhangs).
            const m = 0.1 * size;
            const left = Math.min(m, i > 0 ? (r.x - (sorted[i - 1]!.x + sorted[i - 1]!.width)) / 2 : m);
            const right = Math.min(m, i + 1 < sorted.length ? (sorted[i + 1]!.x - (r.x + r.width)) / 2 : m);
            const lo = Math.round((r.x - Math.max(0, left)) * K) - x0;
            const hi = Math.round((r.x + r.width + Math.max(0, right)) * K) - x0;
            const g = inkExtent(got, lo, hi);
            const w = inkExtent(want, lo, hi);
            if (!w) return;
            words++;
            if (!g || Math.abs(g[0] - w[0]) > TOLERANCE || Math.abs(g[1] - w[1]) > TOLERANCE) {
              const px = (e: [number, number] | undefined) =>
                e ? `${((e[0] + x0) / K).toFixed(2)}–${((e[1] + x0) / K).toFixed(2)}` : 'no ink';
              off.push(`${card.id}: "${r.text}" inked ${px(g)} in the PNG, ${px(w)} in the PDF`);
            }
          });
        }
      }
    }
    expect(words).toBeGreaterThan(120);
    expect(off).toEqual([]);
  });
});
