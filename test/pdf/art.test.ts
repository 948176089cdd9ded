// Card art end to end: a PNG banner, an SVG banner and a JPEG portrait (test/fixtures/art-catalog)
// printed through the production renderer; a changed image re-renders its card only.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatProblem } from '../../engine/diagnostics/problem.js';
import { describe, expect, it } from 'vitest';
import { encodePng } from '../../infra/image/png-encode.js';
import { buildPrint } from '../../print/pipeline/build.js';
import { loadBackend } from '../../print/pipeline/default-backend.js';
import { pdftotext } from './fixtures/pdf-inspect.js';
import { usePrintRun } from './fixtures/print-options.js';

const FIXTURE = new URL('../fixtures/art-catalog', import.meta.url).pathname;
const options = usePrintRun(loadBackend, { papers: ['a4'], only: ['decks'] });

function copyCatalog(): string {
  const dir = mkdtempSync(join(tmpdir(), 'fray-art-'));
  cpSync(FIXTURE, dir, { recursive: true });
  return dir;
}

/** Image XObjects of a PDF by filter: /FlateDecode raw pixels (PNG) or /DCTDecode (JPEG, as is). */
function images(pdf: Buffer): string[] {
  return [
    ...pdf
      .toString('latin1')
      .matchAll(/\/Subtype\s*\/Image[^>]*?\/Filter\s*\/(\w+)|\/Filter\s*\/(\w+)[^>]*?\/Subtype\s*\/Image/g),
  ]
    .map((m) => m[1] ?? m[2]!)
    .sort();
}

describe('card art', () => {
  it('draws PNG, JPEG and SVG art into the PDF; a changed image re-renders its card only', {
    timeout: 120_000,
  }, async () => {
    const cat = copyCatalog();
    const out = mkdtempSync(join(tmpdir(), 'fray-art-out-'));
    const cache = mkdtempSync(join(tmpdir(), 'fray-art-cache-'));
    const first = await buildPrint(options(cat, out, cache));
    expect(first.problems).toEqual([]);
    expect(first.rendered).toBe(4);
    const deck = readFileSync(join(out, 'decks/wren-ashdown.pdf'));
    // The JPEG passes through untouched; the 16-bit RGBA PNG becomes pixels plus a soft mask.
    expect(images(deck)).toContain('DCTDecode');
    expect(images(deck).filter((f) => f === 'FlateDecode').length).toBeGreaterThanOrEqual(1);
    expect(deck.includes(readFileSync(join(cat, 'witchhammer/art/portrait.jpg')))).toBe(true);
    expect(pdftotext(join(out, 'decks/wren-ashdown.pdf'))).toMatch(/Forest Ambush[\s\S]*Warding Sigil/);

    const same = await buildPrint(options(cat, out, cache));
    expect(same.rendered).toBe(0);

    const pixels = new Uint8Array(40 * 20 * 3).fill(200);
    writeFileSync(
      join(cat, 'witchhammer/art/forest.png'),
      encodePng({ width: 40, height: 20, channels: 3, data: pixels }),
    );
    const changed = await buildPrint(options(cat, out, cache));
    expect(changed.problems).toEqual([]);
    expect(changed.rendered).toBe(1);
    expect(changed.files.find((f) => f.path === 'decks/wren-ashdown.pdf')?.changed).toBe(true);
  });

  it('names the card whose art cannot be used, at its art field, and writes nothing', { timeout: 60_000 }, async () => {
    const cat = copyCatalog();
    const file = join(cat, 'witchhammer/cards.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace('art: art/sigil.svg', 'art: art/not-supported.gif'));
    const out = mkdtempSync(join(tmpdir(), 'fray-art-out-'));
    const r = await buildPrint(options(cat, out, mkdtempSync(join(tmpdir(), 'fray-art-cache-'))));
    expect(r.ok).toBe(false);
    expect(r.problems.map(formatProblem)).toEqual([
      expect.stringMatching(
        /witchhammer\/cards\.yaml:25:8 {2}\[2\]\.art {2}art must be a PNG, JPEG or SVG image; art\/not-supported\.gif is GIF\n {4}hint: convert the image to PNG or JPEG$/,
      ),
    ]);
    expect(r.files).toEqual([]);
  });
});
