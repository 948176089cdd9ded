import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateCatalog } from '../engine/catalog/validate-catalog.js';
import { formatProblem } from '../engine/diagnostics/problem.js';
import { encodePng } from '../infra/image/png-encode.js';
import { artUnchanged, CardArt, sniffImage } from './card-art.js';

const PNG = encodePng({ width: 3, height: 2, channels: 3, data: new Uint8Array(18).fill(200) });
const JPEG = Buffer.from('ffd8ffe000104a464946', 'hex');

/**
 * A catalog of one system, `toy`, in a fresh folder: `art` written under toy/art/, and a stance
 * card per entry of `cards` (its id, also its name, and its art path). Art is read when asked for.
 */
function toyCatalog(
  prefix: string,
  art: Readonly<Record<string, string | Uint8Array>>,
  cards: readonly (readonly [id: string, art: string])[],
) {
  const root = mkdtempSync(join(tmpdir(), prefix));
  mkdirSync(join(root, 'toy', 'art'), { recursive: true });
  for (const [name, bytes] of Object.entries(art)) writeFileSync(join(root, 'toy', 'art', name), bytes);
  const text = cards.map(([id, path]) => `- type: stance\n  id: ${id}\n  name: ${id}\n  art: ${path}\n`).join('');
  const files = [
    { path: 'toy/system.yaml', text: 'system: toy\n', display: join(root, 'toy/system.yaml') },
    { path: 'toy/cards.yaml', text, display: join(root, 'toy/cards.yaml') },
  ];
  const data = validateCatalog(files, { systems: { toy: undefined } });
  return { root, data, art: new CardArt(root, data.origins, files) };
}

describe('card art', () => {
  it('knows PNG, JPEG and SVG by their bytes, whatever the file is called', () => {
    expect(sniffImage(PNG)).toBe('image/png');
    expect(sniffImage(JPEG)).toBe('image/jpeg');
    expect(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('image/svg+xml');
    expect(
      sniffImage(
        Buffer.from(
          '\ufeff<?xml version="1.0"?>\n<!-- art -->\n<!DOCTYPE svg PUBLIC "x">\n<svg viewBox="0 0 1 1"></svg>',
        ),
      ),
    ).toBe('image/svg+xml');
    expect(sniffImage(Buffer.from('GIF89a'))).toBeUndefined();
    expect(sniffImage(Buffer.from('<html><svg/></html>'))).toBeUndefined();
  });

  it('reports unusable art at the art field with a hint; usable art becomes a data URI and a hash', async () => {
    const { root, data, art } = toyCatalog('fray-art-unit-', { 'ok.png': PNG, 'anim.gif': 'GIF89a....' }, [
      ['ok', 'art/ok.png'],
      ['gif', 'art/anim.gif'],
      ['missing', 'art/none.png'],
      ['outside', '../../outside.png'],
      ['url', 'https://x.test/a.png'],
    ]);
    writeFileSync(join(root, 'outside.png'), PNG);
    const lines = (await art.problems(data.cards.values())).map((p) =>
      formatProblem({ ...p, file: p.file.slice(root.length + 1) }),
    );
    expect(lines).toEqual([
      'toy/cards.yaml:8:8  [1].art  art must be a PNG, JPEG or SVG image; art/anim.gif is GIF\n    hint: convert the image to PNG or JPEG',
      'toy/cards.yaml:12:8  [2].art  art file not found: art/none.png\n    hint: art paths are relative to the card file',
      'toy/cards.yaml:16:8  [3].art  art file is outside the catalog folder: ../../outside.png\n    hint: keep art inside the catalog so the catalog can be shared as one folder',
      'toy/cards.yaml:20:8  [4].art  art must be a file in the catalog, not a URL: https://x.test/a.png\n    hint: save the image next to the card file and give its relative path',
    ]);
    const ok = data.cards.get('ok')!;
    expect(art.dataUri(ok)).toBe(`data:image/png;base64,${PNG.toString('base64')}`);
    expect(art.of(ok)?.hash).toMatch(/^[0-9a-f]{40}$/);
    expect(art.of(data.cards.get('gif')!)).toBeUndefined();

    const stamps = art.stampsRead().filter(([p]) => p.endsWith('ok.png'));
    expect(artUnchanged(stamps)).toBe(true);
    utimesSync(join(root, 'toy', 'art', 'ok.png'), new Date(2020, 1, 1), new Date(2020, 1, 1));
    expect(artUnchanged(stamps)).toBe(false);
    expect(artUnchanged([[join(root, 'gone.png'), 1, 1]])).toBe(false);
  });

  it('check decodes the art: a truncated PNG or JPEG, and a link out of the catalog, are named at the art field', async () => {
    const jpeg = readFileSync(new URL('../test/fixtures/art-catalog/witchhammer/art/portrait.jpg', import.meta.url));
    const bad = Buffer.from(PNG);
    bad[bad.length - 30] = bad[bad.length - 30]! ^ 0xff; // inside IDAT: the pixel data no longer decodes
    const arts = ['art/cut.png', 'art/cut.jpg', 'art/whole.jpg', 'art/flipped.png', 'art/link.png'];
    const { root, data, art } = toyCatalog(
      'fray-art-unit-',
      {
        'cut.png': PNG.subarray(0, PNG.length - 20),
        'cut.jpg': jpeg.subarray(0, jpeg.length - 200),
        'whole.jpg': jpeg,
        'flipped.png': bad,
      },
      arts.map((a, i) => [`s${i}`, a]),
    );
    const elsewhere = mkdtempSync(join(tmpdir(), 'fray-art-elsewhere-'));
    writeFileSync(join(elsewhere, 'secret.png'), PNG);
    symlinkSync(join(elsewhere, 'secret.png'), join(root, 'toy', 'art', 'link.png'));
    const lines = (await art.problems(data.cards.values())).map((p) => `${p.line}:${p.col} ${p.message}`);
    expect(lines).toEqual([
      '4:8 art file art/cut.png cannot be drawn: the PNG is cut short: the file is truncated',
      '8:8 art file art/cut.jpg cannot be drawn: the JPEG is cut short (no end-of-image marker): the file is truncated',
      expect.stringMatching(/^16:8 art file art\/flipped\.png cannot be drawn: the PNG is damaged \(.+\)$/),
      expect.stringMatching(/^20:8 art file is a link to outside the catalog folder: art\/link\.png → .*secret\.png$/),
    ]);
  });
});

describe('art pixel count', () => {
  it('a PNG declaring 20000×20000 px is refused at its art field, before its pixels are inflated', async () => {
    const { crc32 } = await import('node:zlib');
    const huge = Buffer.from(PNG);
    huge.writeUInt32BE(20000, 16);
    huge.writeUInt32BE(20000, 20);
    huge.writeUInt32BE(crc32(huge.subarray(12, 29)), 29);
    const { data, art } = toyCatalog('fray-art-huge-', { 'huge.png': huge }, [['s', 'art/huge.png']]);
    const problems = await art.problems(data.cards.values());
    expect(problems.map((p) => `${p.line}:${p.col} ${p.message}`)).toEqual([
      '4:8 art file art/huge.png cannot be drawn: the image is 20000×20000 px (400.0 megapixels); art may have at most 25 megapixels',
    ]);
    expect(problems[0]!.hint).toContain('scale the image down');
  });
});

describe('SVG art that links to another file', () => {
  it('is refused by check at its art field, with how to embed it', async () => {
    const { data, art } = toyCatalog(
      'fray-art-svg-',
      {
        'linked.svg':
          '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 1 1"><image xlink:href="../../../outside.png" width="1" height="1"/></svg>',
        'inline.svg':
          '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><use href="#a"/><image href="data:image/png;base64,AAAA" width="1" height="1"/></svg>',
      },
      [
        ['a', 'art/linked.svg'],
        ['b', 'art/inline.svg'],
      ],
    );
    const problems = await art.problems(data.cards.values());
    expect(problems.map((p) => `${p.line}:${p.col} ${p.message}`)).toEqual([
      '4:8 SVG art art/linked.svg links to another file (../../../outside.png): only images inside the SVG can be printed',
    ]);
    expect(problems[0]!.hint).toContain('embed the image in the SVG');
  });
});
