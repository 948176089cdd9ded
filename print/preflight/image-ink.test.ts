// Preflight reads every CMYK image through its whole filter chain: files Ghostscript's pdfwrite
// made (Flate with PNG predictors, JPEG; image XObjects and inline images), and files built with
// pdf-lib's objects for each filter and predictor. An image it cannot read is named, never passed.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFRawStream, type PDFDict } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { inspectPdf } from './inspect-pdf.js';
import { preflightDocument } from './preflight.js';
import { unpredict } from './decode-stream.js';

/** 32×32 CMYK pixels: the top 16 rows `top`, the bottom 16 `bottom` (each 4 bytes). */
function pixels(top: number[], bottom: number[]): Uint8Array {
  const out = new Uint8Array(32 * 32 * 4);
  for (let i = 0; i < 32 * 32; i++) out.set(i < 16 * 32 ? top : bottom, i * 4);
  return out;
}
const FULL = [255, 255, 255, 255]; // 400 %
// A rich black just under the limit: 755/255 = 296.1 % (the old reader misread such images in Ghostscript's files).
const RICH = [204, 179, 179, 193];
const RICH_INK = (755 / 255) * 100;

async function inks(pdf: Uint8Array): Promise<{ ink: number[]; findings: string[] }> {
  const doc = await inspectPdf(pdf);
  const page = doc.pages[0]!;
  const ink = [
    ...page.images.flatMap((i) => (i.maxInk !== undefined ? [i.maxInk] : [])),
    ...page.marks.flatMap((m) => (m.kind === 'image' && m.maxInk !== undefined ? [m.maxInk] : [])),
  ];
  const findings = preflightDocument(doc, 'dtc')
    .filter((f) => /ink/.test(f.message))
    .map((f) => `${f.severity}: ${f.message}`);
  return { ink, findings };
}

function ghostscript(px: Uint8Array, filter: 'Flate' | 'DCT', inline: boolean): Uint8Array {
  const dir = mkdtempSync(join(tmpdir(), 'fray-gs-img-'));
  const ps = join(dir, 'img.ps');
  writeFileSync(
    ps,
    `%!PS\n<< /PageSize [200 200] >> setpagedevice\n/DeviceCMYK setcolorspace 10 10 translate 180 180 scale\n` +
      `<< /ImageType 1 /Width 32 /Height 32 /BitsPerComponent 8 /Decode [0 1 0 1 0 1 0 1] /ImageMatrix [32 0 0 -32 0 32]\n` +
      `/DataSource <${Buffer.from(px).toString('hex')}> >> image showpage\n`,
  );
  const out = join(dir, 'out.pdf');
  execFileSync('gs', [
    '-q',
    '-dNOPAUSE',
    '-dBATCH',
    '-dSAFER',
    '-sDEVICE=pdfwrite',
    `-dMaxInlineImageSize=${inline ? 100000 : 0}`,
    '-dAutoFilterColorImages=false',
    `-dColorImageFilter=/${filter}Encode`,
    '-dDownsampleColorImages=false',
    '-dColorConversionStrategy=/LeaveColorUnchanged',
    `-sOutputFile=${out}`,
    ps,
  ]);
  return readFileSync(out);
}

describe('ink of images Ghostscript made', () => {
  for (const filter of ['Flate', 'DCT'] as const)
    for (const inline of [false, true])
      it(`${filter}, ${inline ? 'inline image' : 'image XObject'}: finds 400 %, and passes 296.1 %`, async () => {
        const heavy = ghostscript(pixels(FULL, RICH), filter, inline);
        // The file really uses what the test is about.
        const text = Buffer.from(heavy).toString('latin1');
        if (filter === 'Flate' && !inline) expect(text).toMatch(/\/Predictor 15/);
        const marks = (await inspectPdf(heavy)).pages[0]!.marks.filter((m) => m.kind === 'image');
        expect(marks.map((m) => m.where)).toEqual([
          inline ? 'page inline image' : expect.stringMatching(/^page XObject \//),
        ]);
        const a = await inks(heavy);
        expect(Math.max(...a.ink)).toBeGreaterThan(filter === 'DCT' ? 390 : 399.9);
        expect(a.findings.some((f) => /^error: image pixels reach (39\d|400) % total ink/.test(f))).toBe(true);
        const b = await inks(ghostscript(pixels(RICH, RICH), filter, inline));
        expect(Math.abs(Math.max(...b.ink) - RICH_INK)).toBeLessThan(filter === 'DCT' ? 3 : 0.3);
        expect(b.findings).toEqual([]);
      });
});

// ---- files built with pdf-lib's objects, one per filter -------------------------------------

const hex = (b: Uint8Array): Uint8Array => Buffer.from(`${Buffer.from(b).toString('hex')}>`, 'latin1');

function ascii85(b: Uint8Array): Uint8Array {
  let out = '';
  for (let i = 0; i < b.length; i += 4) {
    const chunk = [0, 1, 2, 3].map((k) => b[i + k] ?? 0);
    let n = ((chunk[0]! << 24) | (chunk[1]! << 16) | (chunk[2]! << 8) | chunk[3]!) >>> 0;
    const take = Math.min(4, b.length - i) + 1;
    if (n === 0 && take === 5) {
      out += 'z';
      continue;
    }
    const digits: string[] = [];
    for (let k = 0; k < 5; k++) {
      digits.unshift(String.fromCharCode(33 + (n % 85)));
      n = Math.floor(n / 85);
    }
    out += digits.slice(0, take).join('');
  }
  return Buffer.from(`${out}~>`, 'latin1');
}

function runLength(b: Uint8Array): Uint8Array {
  const out: number[] = [];
  for (let i = 0; i < b.length; ) {
    let run = 1;
    while (i + run < b.length && b[i + run] === b[i] && run < 128) run++;
    if (run > 1) {
      out.push(257 - run, b[i]!);
      i += run;
    } else {
      const n = Math.min(128, b.length - i);
      out.push(n - 1, ...b.subarray(i, i + n));
      i += n;
    }
  }
  out.push(128);
  return Uint8Array.from(out);
}

/** LZW as PDF writes it: 9–12-bit codes, clear 256, end 257, the code width growing one code early. */
function lzw(b: Uint8Array): Uint8Array {
  const bits: number[] = [];
  let width = 9;
  const put = (code: number) => {
    for (let k = width - 1; k >= 0; k--) bits.push((code >> k) & 1);
  };
  let table = new Map<string, number>();
  const reset = () => {
    table = new Map(Array.from({ length: 256 }, (_, i) => [String.fromCharCode(i), i]));
    width = 9;
  };
  reset();
  put(256);
  let next = 258;
  let w = '';
  for (const byte of b) {
    const c = String.fromCharCode(byte);
    if (table.has(w + c)) {
      w += c;
      continue;
    }
    put(table.get(w)!);
    table.set(w + c, next++);
    if (next + 1 > 1 << width) width++;
    if (next >= 4094) {
      put(256);
      reset();
      next = 258;
    }
    w = c;
  }
  if (w) put(table.get(w)!);
  put(257);
  while (bits.length % 8) bits.push(0);
  return Uint8Array.from({ length: bits.length / 8 }, (_, i) =>
    bits.slice(i * 8, i * 8 + 8).reduce((a, x) => (a << 1) | x, 0),
  );
}

/** PNG row filters (the types cycling 0–4 over the rows), as a PNG predictor stream holds them. */
function pngPredict(b: Uint8Array, rowBytes: number, bpp: number): Uint8Array {
  const rows = b.length / rowBytes;
  const out = new Uint8Array(rows * (rowBytes + 1));
  for (let r = 0; r < rows; r++) {
    const type = r % 5;
    out[r * (rowBytes + 1)] = type;
    for (let i = 0; i < rowBytes; i++) {
      const x = b[r * rowBytes + i]!;
      const a = i >= bpp ? b[r * rowBytes + i - bpp]! : 0;
      const up = r ? b[(r - 1) * rowBytes + i]! : 0;
      const c = r && i >= bpp ? b[(r - 1) * rowBytes + i - bpp]! : 0;
      const p = a + up - c;
      const paeth =
        Math.abs(p - a) <= Math.abs(p - up) && Math.abs(p - a) <= Math.abs(p - c)
          ? a
          : Math.abs(p - up) <= Math.abs(p - c)
            ? up
            : c;
      const pred = [0, a, up, (a + up) >> 1, paeth][type]!;
      out[r * (rowBytes + 1) + 1 + i] = (x - pred) & 0xff;
    }
  }
  return out;
}

function tiffPredict(b: Uint8Array, rowBytes: number, colors: number): Uint8Array {
  const out = Uint8Array.from(b);
  for (let r = 0; r < b.length; r += rowBytes)
    for (let i = r + rowBytes - 1; i >= r + colors; i--) out[i] = (b[i]! - b[i - colors]!) & 0xff;
  return out;
}

async function withImage(data: Uint8Array, dict: Record<string, unknown>): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([200, 200]);
  const ctx = doc.context;
  const img = ctx.register(
    PDFRawStream.of(
      ctx.obj({
        Type: 'XObject',
        Subtype: 'Image',
        Width: 32,
        Height: 32,
        BitsPerComponent: 8,
        ColorSpace: 'DeviceCMYK',
        ...dict,
      }) as PDFDict,
      data,
    ),
  );
  const res = page.node.Resources() ?? (ctx.obj({}) as PDFDict);
  res.set(PDFName.of('XObject'), ctx.obj({ Im0: img }));
  page.node.set(PDFName.of('Resources'), res);
  page.node.set(PDFName.of('Contents'), ctx.register(ctx.flateStream('q 180 0 0 180 10 10 cm /Im0 Do Q')));
  return doc.save({ useObjectStreams: false });
}

describe('ink of images through each filter (pdf-lib objects)', () => {
  const px = pixels(FULL, RICH);
  const row = 32 * 4;
  const cases: [string, Uint8Array, Record<string, unknown>][] = [
    ['no filter', px, {}],
    ['ASCIIHexDecode', hex(px), { Filter: 'ASCIIHexDecode' }],
    ['ASCII85Decode', ascii85(px), { Filter: 'ASCII85Decode' }],
    ['RunLengthDecode', runLength(px), { Filter: 'RunLengthDecode' }],
    ['LZWDecode', lzw(px), { Filter: 'LZWDecode' }],
    ['FlateDecode', deflateSync(px), { Filter: 'FlateDecode' }],
    [
      'FlateDecode with PNG predictors (every row type)',
      deflateSync(pngPredict(px, row, 4)),
      { Filter: 'FlateDecode', DecodeParms: { Predictor: 15, Colors: 4, Columns: 32 } },
    ],
    [
      'FlateDecode with the TIFF predictor',
      deflateSync(tiffPredict(px, row, 4)),
      { Filter: 'FlateDecode', DecodeParms: { Predictor: 2, Colors: 4, Columns: 32 } },
    ],
    [
      'LZWDecode with PNG predictors',
      lzw(pngPredict(px, row, 4)),
      { Filter: 'LZWDecode', DecodeParms: { Predictor: 12, Colors: 4, Columns: 32 } },
    ],
    [
      'ASCII85Decode then FlateDecode (a chain)',
      ascii85(deflateSync(px)),
      { Filter: ['ASCII85Decode', 'FlateDecode'] },
    ],
  ];
  for (const [name, data, dict] of cases)
    it(`${name}: 400 % is found`, async () => {
      const r = await inks(await withImage(data, dict));
      expect(r.ink.map((v) => Math.round(v * 10) / 10)).toEqual([400]);
      expect(r.findings).toEqual(["error: image pixels reach 400 % total ink, over the press's 300 %"]);
    });

  it('applies /Decode: the same bytes inverted are 0 % and 103.9 %', async () => {
    const r = await inks(await withImage(deflateSync(px), { Filter: 'FlateDecode', Decode: [1, 0, 1, 0, 1, 0, 1, 0] }));
    expect(r.ink.map((v) => Math.round(v * 10) / 10)).toEqual([103.9]);
    expect(r.findings).toEqual([]);
  });

  it('reads 16-bit and 4-bit samples', async () => {
    const wide = new Uint8Array(px.length * 2);
    px.forEach((v, i) => wide.set([v, v], i * 2));
    expect(
      (await inks(await withImage(deflateSync(wide), { Filter: 'FlateDecode', BitsPerComponent: 16 }))).ink[0],
    ).toBeCloseTo(400, 1);
    const nibbles = Uint8Array.from(
      { length: px.length / 2 },
      (_, i) => ((px[2 * i]! >> 4) << 4) | (px[2 * i + 1]! >> 4),
    );
    expect(
      (await inks(await withImage(deflateSync(nibbles), { Filter: 'FlateDecode', BitsPerComponent: 4 }))).ink[0],
    ).toBeCloseTo(400, 1);
  });

  it('names an image it cannot read instead of passing it: JPEG 2000, a damaged Flate stream, data cut short', async () => {
    for (const [data, dict, why] of [
      [new Uint8Array([0, 0, 0, 12]), { Filter: 'JPXDecode' }, /JPXDecode filter is not one this check decodes/],
      [Uint8Array.from([1, 2, 3, 4, 5]), { Filter: 'FlateDecode' }, /FlateDecode data does not decode/],
      [deflateSync(px.subarray(0, 100)), { Filter: 'FlateDecode' }, /holds 100 bytes, fewer than 32×32 pixels need/],
    ] as const) {
      const r = await inks(await withImage(data, dict));
      expect(r.ink).toEqual([]);
      expect(r.findings).toEqual([
        expect.stringMatching(
          new RegExp(`^warning: the total ink of this CMYK image could not be measured: .*${why.source}`),
        ),
      ]);
    }
  });

  it('undoes every PNG row type against a straightforward decoder', () => {
    const data = Uint8Array.from({ length: 6 * 12 }, (_, i) => (i * 37 + (i >> 3) * 11) & 0xff);
    expect([...unpredict(pngPredict(data, 12, 3), { Predictor: 11, Colors: 3, Columns: 4 })]).toEqual([...data]);
    expect([...unpredict(tiffPredict(data, 12, 3), { Predictor: 2, Colors: 3, Columns: 4 })]).toEqual([...data]);
  });
});
