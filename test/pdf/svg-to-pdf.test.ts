import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UnsupportedSvgError } from '../../print/pdf/errors.js';
import { FontSet } from '../../print/pdf/font-set.js';
import { PdfBuilder } from '../../print/pdf/pdf-builder.js';
import { svgToDrawing } from '../../print/pdf/svg-to-pdf.js';
import { loadBackend, TEST_FONTS } from './fixtures/satori-backend.js';
import { objects, pdftotext } from './fixtures/pdf-inspect.js';
import { makePng } from './fixtures/png.js';

const fonts = new FontSet(TEST_FONTS);
const svg = (body: string, w = 100, h = 100): string =>
  `<svg width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" xmlns="http://www.w3.org/2000/svg">${body}</svg>`;

async function toPdf(svgText: string): Promise<{ file: string; bytes: Buffer }> {
  const d = svgToDrawing(svgText, fonts);
  const b = new PdfBuilder({ fontBytes: (id) => fonts.byId(id)!.file.bytes });
  const form = b.form(d, 'k');
  b.addPage({ mediaBox: [0, 0, d.width, d.height], ops: '/C Do\n', forms: { C: form } });
  const file = join(mkdtempSync(join(tmpdir(), 'fray-pdf-')), 'x.pdf');
  const bytes = await b.toBuffer();
  writeFileSync(file, bytes);
  return { file, bytes };
}

describe('svgToDrawing', () => {
  it('draws shapes as PDF path operators, flipped to PDF orientation', async () => {
    const d = svgToDrawing(
      svg(
        '<rect x="10" y="20" width="30" height="40" fill="#ff0000"/><circle cx="50" cy="50" r="10" stroke="blue" fill="none"/>',
      ),
      fonts,
    );
    expect(d.ops).toContain('1 0 0 -1 0 100 cm');
    expect(d.ops).toContain('1 0 0 rg\n10 20 m\n40 20 l\n40 60 l\n10 60 l\nh\nf');
    expect(d.ops).toMatch(/0 0 1 RG\n1 w\n0 J 0 j\n60 50 m\n[-\d. ]+ c\n/);
  });

  it('converts relative path commands, arcs and quadratics to absolute cubics', async () => {
    const d = svgToDrawing(svg('<path d="M10 10 h20 v20 q-10 10 -20 0 a5 5 0 0 1 0 -10 z"/>'), fonts);
    expect(d.ops).toContain('10 10 m\n30 10 l\n30 30 l\n');
    expect(d.ops).toMatch(/23\.3333 36\.6667 16\.6667 36\.6667 10 30 c/);
  });

  it('emits real text in an embedded subset font that pdftotext reads back', { timeout: 120_000 }, async () => {
    const backend = await loadBackend();
    const r = await backend.card(
      {
        type: 'action',
        id: 'sword-swing',
        name: "Hero's Strike Łódź",
        text: 'Deal 3 damage ★',
        init: 0,
        attack: 2,
        defense: 0,
        once_per_combat: false,
        poise_only: false,
      },
      { catalogDir: '.', system: 'x', systemName: 'X', tables: {}, cards: [] },
    );
    const { file, bytes } = await toPdf(r.svg);
    const text = pdftotext(file);
    expect(text).toContain("Hero's Strike Łódź");
    expect(text).toContain('Deal 3 damage ★');
    const dicts = [...(await objects(bytes)).values()].map((o) => o.dict).join('\n');
    expect(dicts).toMatch(/\/Subtype \/CIDFontType2/);
    expect(dicts).toMatch(/\/BaseFont \/[A-Z]{6}\+/); // subset tag
    expect(dicts).toContain('/FontFile2');
  });

  it('turns gradients into shadings and varying alpha into a soft mask', async () => {
    const d = svgToDrawing(
      svg(
        '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="rgba(255,0,0,0)"/><stop offset="1" stop-color="red"/></linearGradient></defs><rect width="100" height="50" fill="url(#g)"/>',
      ),
      fonts,
    );
    expect(Object.values(d.resources.shadings).map((s) => s.type)).toEqual([2, 2]);
    expect(Object.values(d.resources.gstates).some((g) => g.smask)).toBe(true);
  });

  it('repeats a gradient over the shape for spreadMethod repeat, and clips to text for background-clip: text', async () => {
    const d = svgToDrawing(
      svg(
        '<linearGradient id="g" x1="0" y1="0" x2="0.1" y2="0" spreadMethod="repeat"><stop offset="0.5" stop-color="red"/><stop offset="0.5" stop-color="blue"/></linearGradient><rect width="100" height="50" fill="url(#g)"/>',
      ),
      fonts,
    );
    const sh = Object.values(d.resources.shadings)[0]!;
    expect(sh.spread).toEqual({ method: 'repeat', domain: [0, 10] });
    expect(sh.coords).toEqual([0, 0, 1, 0]);
    const t = svgToDrawing(
      svg(
        '<clipPath id="c"><text x="0" y="20" font-size="20" font-family="Cinzel">Clip</text></clipPath><rect width="100" height="50" fill="red" clip-path="url(#c)"/>',
      ),
      fonts,
    );
    expect(t.ops).toMatch(/BT\n7 Tr\n[\s\S]*T[jJ]\nET\n/);
  });

  it('applies a plain white-rectangle mask as a clip, and other masks as luminosity soft masks', async () => {
    const clipOnly = svgToDrawing(
      svg(
        '<mask id="m"><rect x="5" y="5" width="10" height="10" fill="#fff"/></mask><rect width="50" height="50" mask="url(#m)"/>',
      ),
      fonts,
    );
    expect(clipOnly.ops).toContain('5 5 m\n15 5 l\n15 15 l\n5 15 l\nh\nW n');
    expect(Object.keys(clipOnly.resources.forms)).toHaveLength(0);
    const soft = svgToDrawing(
      svg(
        '<mask id="m"><rect width="50" height="50" fill="#fff"/><path d="M0 0 L50 50" stroke="#000"/></mask><rect width="50" height="50" mask="url(#m)"/>',
      ),
      fonts,
    );
    expect(Object.values(soft.resources.gstates)[0]!.smask).toBeDefined();
  });

  it('draws nested SVG images as vectors and PNG images as image XObjects', async () => {
    const icon = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="green"/></svg>',
    ).toString('base64');
    const png = makePng(2, 1, [255, 0, 0, 255, 0, 0, 255, 128]).toString('base64');
    const d = svgToDrawing(
      svg(
        `<image x="0" y="0" width="20" height="20" href="data:image/svg+xml;base64,${icon}"/><image x="0" y="50" width="20" height="10" href="data:image/png;base64,${png}" preserveAspectRatio="none"/>`,
      ),
      fonts,
    );
    expect(d.ops).toContain('0 0.502 0 rg');
    const img = Object.values(d.resources.images)[0]!;
    expect([img.width, img.height, img.colors, img.encoding]).toEqual([2, 1, 3, 'flate']);
    expect(img.alpha).toBeDefined();
  });

  it('throws a named error for SVG it cannot draw, never drops it', async () => {
    expect(() => svgToDrawing(svg('<foreignObject width="10" height="10"/>'), fonts)).toThrow(UnsupportedSvgError);
    expect(() => svgToDrawing(svg('<rect width="10" height="10" mix-blend-mode="multiply"/>'), fonts)).toThrow(
      /mix-blend-mode/,
    );
    expect(() =>
      svgToDrawing(svg('<filter id="f"><feTurbulence/></filter><rect width="1" height="1" filter="url(#f)"/>'), fonts),
    ).toThrow(/feTurbulence/);
    expect(() => svgToDrawing(svg('<text x="0" y="10" font-family="EB Garamond">&#x2694;</text>'), fonts)).toThrow(
      /no loaded font has a glyph/,
    );
    expect(() =>
      svgToDrawing(
        svg(
          '<linearGradient id="g" spreadMethod="mirror"><stop offset="0"/></linearGradient><rect width="1" height="1" fill="url(#g)"/>',
        ),
        fonts,
      ),
    ).toThrow(/spreadMethod/);
    expect(() =>
      svgToDrawing(
        svg(
          '<clipPath id="c"><text x="0" y="9">a</text><rect width="1" height="1"/></clipPath><rect width="1" height="1" clip-path="url(#c)"/>',
        ),
        fonts,
      ),
    ).toThrow(/mixing text/);
  });
});
